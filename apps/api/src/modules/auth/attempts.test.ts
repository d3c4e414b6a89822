import { RateLimitedError } from '@cartwise/domain/errors';
import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from './attempts.ts';

describe('tooManyAttempts', () => {
  it('waits for the last window over its limit to end, in whole seconds rounded up', () => {
    const now = new Date('2026-01-01T12:00:00.000Z');
    const error = tooManyAttempts(
      'Too many tries.',
      [
        { attempts: 6, windowEndsAt: new Date('2026-01-01T12:03:00.000Z') },
        { attempts: 51, windowEndsAt: new Date('2026-01-01T12:14:00.500Z') },
      ],
      now,
    );
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.message).toBe('Too many tries.');
    expect(error.retryAfterSeconds).toBe(14 * 60 + 1);
  });
});
