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

  /**
   * Counts one use of the key: 0 when it is allowed, otherwise how many milliseconds until the key's window
   * ends and it may try again (more than 0; the use is not counted).
   */
  take(key: string): number {
    const now = this.clock();
    if (this.windows.size > 10_000) this.prune(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    if (window.count >= this.max) return window.start + this.windowMs - now;
    window.count += 1;
    return 0;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
