import type { RateCounter } from '../../db/rate-limit-store.ts';

/**
 * A fixed-window limit per key (the shopper, or the address before there is one), counted in the database
 * (`app.rateCounter`), so every API process shares it (ADR 0020).
 */
export class RateLimiter {
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly counter: RateCounter,
    private readonly prefix = 'chat',
  ) {}

  /** Counts one use of the key: 0 when it is allowed, otherwise the milliseconds until its window ends (more than 0). */
  async take(key: string): Promise<number> {
    const { hits, resetInMs } = await this.counter.hit(`${this.prefix}|${key}`, this.windowMs);
    return hits > this.max ? Math.max(1, resetInMs) : 0;
  }
}
