import { normalise } from '@cartwise/domain/assistant/words';

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4 };

/**
 * The places in the last reply that "the first two", "the top 3" or "the last two" cover (-1 is the last),
 * which the domain's ordinals read as one place or none; undefined when the message names no such run.
 */
export function placesOf(message: string): number[] | undefined {
  const m = normalise(message).match(/\b(first|top|last)\s+(two|three|four|[234])\b/);
  if (!m) return undefined;
  const n = COUNTS[m[2]!]!;
  return Array.from({ length: n }, (_, i) => (m[1] === 'last' ? i - n : i));
}
