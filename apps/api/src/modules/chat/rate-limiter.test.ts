import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('lets a key use its window, then answers the milliseconds until the window ends', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toBe(0);
    now += 15_000;
    expect(limiter.take('a')).toBe(0);
    now += 5_000;
    expect(limiter.take('a')).toBe(40_000);
    // A refused use does not count, nor move the window.
    now += 39_999;
    expect(limiter.take('a')).toBe(1);
    expect(limiter.take('b')).toBe(0);
    now += 1;
    expect(limiter.take('a')).toBe(0);
  });
});
