/**
 * Lets the browser handle input and paint before the caller goes on: `scheduler.yield()` where the
 * browser has it (the caller's continuation keeps its place ahead of other tasks), else a zero timeout.
 * Used to cut work that would otherwise run as one long task (Lighthouse's Total Blocking Time, ADR 0012).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
