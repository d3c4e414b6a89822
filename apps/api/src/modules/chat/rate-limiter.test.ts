import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';
import type { RateCount, RateCounter } from '../../db/rate-limit-store.ts';

/** The database counter's rule in memory: fixed windows per key. */
class MemoryCounter implements RateCounter {
  readonly windows = new Map<string, { start: number; hits: number }>();
  constructor(private readonly clock: () => number) {}
  async hit(key: string, windowMs: number): Promise<RateCount> {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.start <= now - windowMs) this.windows.set(key, (window = { start: now, hits: 0 }));
    window.hits += 1;
    return { hits: window.hits, resetInMs: window.start + windowMs - now };
  }
}

describe('RateLimiter', () => {
  it('lets a key use its window, then answers the milliseconds until the window ends', async () => {
    let now = 1_000_000;
    const counter = new MemoryCounter(() => now);
    const limiter = new RateLimiter(2, 60_000, counter);
    expect(await limiter.take('a')).toBe(0);
    now += 15_000;
    expect(await limiter.take('a')).toBe(0);
    now += 5_000;
    expect(await limiter.take('a')).toBe(40_000);
    now += 39_999;
    expect(await limiter.take('a')).toBe(1);
    expect(await limiter.take('b')).toBe(0);
    now += 1;
    expect(await limiter.take('a')).toBe(0);
    expect([...counter.windows.keys()]).toEqual(['chat|a', 'chat|b']);
  });
});
