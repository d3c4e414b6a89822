import { RateLimitedError } from '@cartwise/domain/errors';

/** The attempts counted under a key in its current window, and when that window ends (the count starts again). */
export interface AttemptCount {
  attempts: number;
  windowEndsAt: Date;
}

/**
 * The 429 for counters over their limit: its Retry-After is the time until the last of their windows
 * ends, since until then one of them still holds the client back.
 */
export function tooManyAttempts(message: string, overLimit: AttemptCount[], now: Date): RateLimitedError {
  const until = Math.max(...overLimit.map((count) => count.windowEndsAt.getTime()));
  return new RateLimitedError(message, until - now.getTime());
}
