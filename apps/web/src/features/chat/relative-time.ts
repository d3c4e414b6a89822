const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec §9: 'Just now' under 1 minute, 'Nm ago' under 1 hour, 'Nh ago' under 1 day, otherwise the date.
 * A time slightly ahead of the browser's clock (the server's) reads 'Just now'.
 */
export function relativeTime(timestamp: string, now: Date): string {
  const then = new Date(timestamp);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return then.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
