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

/**
 * Once an email has had more sign-in attempts than its limit (from many addresses), each address waits this
 * long between its tries: the right password still works, a guesser slows to a crawl (issue 20).
 */
export const SIGN_IN_PAUSE_MS = 10_000;
