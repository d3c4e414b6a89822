/**
 * A fixed-window counter per key (the shopper, or the address before there is one). In-process: each API
 * process counts on its own, so N processes allow up to N times the limit (ADR 0010).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one use of the key; false when the key has used up its window. */
  take(key: string): boolean {
    const now = this.clock();
    if (this.windows.size > 10_000) this.prune(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    if (window.count >= this.max) return false;
    window.count += 1;
    return true;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
