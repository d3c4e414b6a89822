import { isWholeCents } from '../money.ts';
import type { SortOption } from '../catalogue/sort.ts';
import { normalise } from './words.ts';

export interface PriceConstraint {
  minPrice?: number;
  maxPrice?: number;
  /** "around $200": the price the shopper aims at; min and max are the band around it. */
  around?: number;
  /** The phrase that said it, removed before the rest of the message is read. */
  phrase: string;
}

// A number stops where the number stops: "30" in "30 hours" never backtracks to "3".
const NUM = String.raw`\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?![.,]?\d)\s?(k\b)?(?:\s?(?:dollars|dollar|bucks|usd))?`;
const AMOUNT = String.raw`\$?${NUM}`;

function amount(whole: string, cents: string | undefined, thousands: string | undefined): number {
  const value = Number(whole.replace(/,/g, '')) + (cents ? Number(cents.padEnd(2, '0')) / 100 : 0);
  return thousands ? value * 1000 : value;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A number followed by one of these is not a price: "up to 30 hours", "over 4 stars", "under 2 kg". */
const NOT_MONEY = String.raw`(?!\s*(?:stars?|%|percent|hours?|hrs?|h\b|mins?|minutes?|days?|weeks?|months?|years?|gb|tb|mb|inch(?:es)?|"|mm|cm|m\b|kg|g\b|lbs?|oz|ml|l\b|w\b|watts?|mp|hz|pack|pcs|pieces|people|players|person))`;

/** How far "around $X" reaches either side of X. */
export const AROUND_SPREAD = 0.2;

/**
 * Reads a price constraint: "under $100", "below 50", "less than 20 dollars", "up to $1,000", "over $50",
 * "at least 30", "between $50 and $100", "$50-$100", "from 50 to 100", "around $200", "about 1.5k".
 */
export function parsePrice(message: string): PriceConstraint | undefined {
  const text = normalise(message);
  const between = text.match(new RegExp(String.raw`(?<![a-z])(?:between|from)\s+${AMOUNT}\s*(?:-|to|and)\s*${AMOUNT}`)) ??
    text.match(new RegExp(String.raw`\$${NUM}\s*(?:-|to)\s*${AMOUNT}`));
  if (between) {
    const a = amount(between[1]!, between[2], between[3]);
    const b = amount(between[4]!, between[5], between[6]);
    return { minPrice: Math.min(a, b), maxPrice: Math.max(a, b), phrase: between[0] };
  }
  const under = text.match(
    new RegExp(String.raw`(?<![a-z])(?:under|below|less than|cheaper than|lower than|no more than|not more than|at most|up to|max(?:imum)?|within|<=?)\s*(?:of\s+)?${AMOUNT}${NOT_MONEY}`),
  );
  if (under) return { maxPrice: amount(under[1]!, under[2], under[3]), phrase: under[0] };
  const over = text.match(
    new RegExp(String.raw`(?<![a-z])(?:over|above|more than|at least|minimum|min|starting at|from|>=?)\s*(?:of\s+)?${AMOUNT}${NOT_MONEY}`),
  );
  if (over && (over[0].includes('$') || !/^(?:from)/.test(over[0]) || /dollar|bucks|usd/.test(over[0]))) {
    const value = amount(over[1]!, over[2], over[3]);
    return { minPrice: value, phrase: over[0] };
  }
  const around = text.match(new RegExp(String.raw`(?<![a-z])(?:around|about|roughly|approximately|approx|near|close to|~)\s*${AMOUNT}${NOT_MONEY}`));
  if (around) {
    const target = amount(around[1]!, around[2], around[3]);
    return {
      around: target,
      minPrice: round2(target * (1 - AROUND_SPREAD)),
      maxPrice: round2(target * (1 + AROUND_SPREAD)),
      phrase: around[0],
    };
  }
  const bare = text.match(new RegExp(String.raw`\$${NUM}`));
  // "a $50 gift": a lone dollar amount reads as a ceiling.
  if (bare) return { maxPrice: amount(bare[1]!, bare[2], bare[3]), phrase: bare[0] };
  return undefined;
}

/** True when the amount can be a product list filter (whole cents). */
export const isPriceFilter = (n: number) => n >= 0 && isWholeCents(n);

export interface RatingConstraint {
  rating?: number;
  /** "best rated", "top rated": the order, without a minimum. */
  bestRated?: boolean;
  phrase: string;
}

/** "4 stars and up", "4+ stars", "at least 4 stars", "rated 4 or higher", "4-star", "best rated". */
export function parseRating(message: string): RatingConstraint | undefined {
  const text = normalise(message);
  const stars = text.match(
    /(?:at least|minimum(?: of)?|min|rated|rating(?: of)?|over|above)?\s*([1-5](?:\.\d)?)\s*(?:\+|-|\s)?\s*(?:stars?|star rating)(?:\s*(?:and|or)\s*(?:up|above|more|higher|better))?(?:\s*(?:rating|rated))?/,
  );
  if (stars) return { rating: Number(stars[1]), phrase: stars[0] };
  const rated = text.match(/(?:rated|rating(?: of)?)\s*(?:at least\s*|above\s*|over\s*)?([1-5](?:\.\d)?)\s*(?:\+|(?:\s*(?:and|or)\s*(?:up|above|more|higher|better)))?/);
  if (rated) return { rating: Number(rated[1]), phrase: rated[0] };
  const best = text.match(/\b(?:best|top|highest|highly|well)[ -](?:rated|reviewed|rating)\b|\bbest reviews\b|\bgood reviews\b/);
  if (best) return { bestRated: true, phrase: best[0] };
  return undefined;
}

/** "in stock", "available now", "ready to ship": only products in stock. */
export function parseInStock(message: string): { phrase: string } | undefined {
  const text = normalise(message);
  // "available laptops", "laptops that are available": in stock; "available in black" is not about stock.
  const m = text.match(/\b(?:in stock|in-stock|available (?:now|today)|ready to ship|that (?:are|is) available|currently available|available ones?|available(?!\s+(?:in|for|at|on|with|from|to)\b))(?![a-z-])/);
  return m ? { phrase: m[0] } : undefined;
}

export type OrderWord = SortOption | 'popular';

/** The order the shopper's words ask for: cheapest, most expensive, newest, most popular, best rated. */
export function parseOrder(message: string): { order: OrderWord; phrase: string } | undefined {
  const text = normalise(message);
  const rules: [RegExp, OrderWord][] = [
    [/\b(?:cheapest|lowest price[sd]?|least expensive|lowest[- ]priced|price low to high)\b/, 'price-asc'],
    [/\b(?:most expensive|priciest|highest price[sd]?|highest[- ]priced|price high to low|top of the range)\b/, 'price-desc'],
    [/\b(?:newest|latest|most recent|new arrivals?|just arrived|brand new)\b/, 'newest-desc'],
    [/\b(?:most popular|bestsell(?:ing|ers?)|best[- ]sell(?:ing|ers?)|popular)\b/, 'popular'],
    [/\b(?:a to z|alphabetical(?:ly)?)\b/, 'name-asc'],
  ];
  for (const [re, order] of rules) {
    const m = text.match(re);
    if (m) return { order, phrase: m[0] };
  }
  return undefined;
}

const ORDINALS: Record<string, number> = {
  first: 0, '1st': 0, one: 0, second: 1, '2nd': 1, two: 1, third: 2, '3rd': 2, three: 2,
  fourth: 3, '4th': 3, four: 3, fifth: 4, '5th': 4, five: 4,
};

/**
 * Positions the message points at, in order: "the first one" -> [0], "the second or the third" -> [1, 2],
 * "#2" -> [1], "number 3" -> [2], "the last one" -> [-1]. Cardinal words count only as "one"/"number two".
 */
export function parseOrdinals(message: string): number[] {
  const text = normalise(message);
  const found: { at: number; index: number }[] = [];
  const re = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\b|#\s?([1-9])\b|\b(?:number|no\.?|option|item)\s?([1-9]|one|two|three|four|five)\b/g;
  for (const m of text.matchAll(re)) {
    const word = m[1] ?? m[2] ?? m[3]!;
    const index = word === 'last' ? -1 : /^\d$/.test(word) ? Number(word) - 1 : ORDINALS[word]!;
    // "first time", "at first": not a product. Only count "first" when it can point at a product.
    if (word === 'first' && /\b(?:at first|first time|first of all)\b/.test(text)) continue;
    // "the last one", "the first and last": a position; "does the battery last", "last week": not.
    if (word === 'last' && !/(?:\b(?:the|and|or|to)|,)\s*$/.test(text.slice(0, m.index)) && !/^last\s+(?:one|item|product|option)\b/.test(text.slice(m.index))) continue;
    found.push({ at: m.index, index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.index);
}

/** A quantity for the cart: "add 2 of the first one", "three of them"; 1 when none is said. */
export function parseQuantity(message: string): number {
  const text = normalise(message);
  const m = text.match(/\b(?:add|put|buy|get|want|take|order)\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s*(?:stars?|%|\$))/);
  if (!m) return 1;
  const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
  return words[m[1]!] ?? Number(m[1]);
}
