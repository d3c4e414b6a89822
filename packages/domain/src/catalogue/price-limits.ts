/**
 * Price limits as shoppers type them into a search ("sofa under $1000", "headphones between 50 and 100",
 * "lamp over £40", "tv 300-500 dollars"): read out of the text as the list's price filter, so the words left
 * are searched as words and the amount is no word a puzzle's "1000-Piece" matches (ADR 0060).
 */

/** An amount: "$1,000", "1000", "49.99", "2k"; after a dollar, pound or euro sign or none. */
export const AMOUNT = String.raw`[$£€]?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(\s?k\b)?`;

/**
 * Units that make a number something other than a price ("64gb", "15 inch", "5 stars"); and an amount never
 * ends inside a number ("4" of "4.5 stars" is no amount of its own).
 */
export const NOT_MONEY = String.raw`(?![.,]?\d)(?![a-z])(?!\s?(?:gb|tb|mb|inch|inches|in\b|"|mm|cm|m\b|w\b|watts?|hz|mp|mah|oz|lbs?|kg|g\b|ml|l\b|ft|%|stars?|star|pack|pcs|pieces|year|years|months?|days?|hours?|x\b|\+))`;

/** Words for money said after an amount ("50 bucks", "100 quid"). */
export const CURRENCY = String.raw`(?:\s(?:dollars|bucks|usd|quid|pounds|euros))?`;

/** Words before a ceiling ("under", "no more than"). */
export const AT_MOST = String.raw`(?<!\b(?:not|no)\s)(?:under|below|less than|cheaper than|less expensive than)|up to|no more than|not more than|at most|max(?:imum)?|lower than|(?:nothing|not|none|no)\s(?:above|over|more than|higher than|pricier than|dearer than|more expensive than|costlier than)|<`;
/** Words after an amount that make it a ceiling ("30 bucks max", "$50 tops", "20 or less"). */
export const AT_MOST_AFTER = String.raw`max(?:imum)?|tops|at\s(?:the\s)?most|or\s(?:less|under|below|cheaper)`;
/** An amount said as money: a currency's sign before it or word after it. */
export const SAID_AS_MONEY_AHEAD = String.raw`(?=[$£€]|\d[\d,.]*\s?k?\s(?:dollars|bucks|usd|quid|pounds|euros)\b)`;
/** Of those, the ceilings that leave the amount out ("under $50" is $49.99 at most, as the $0 – $50 band is). */
const BELOW = /^\s?(?:under|below|less than|cheaper than|less expensive than|lower than|<)\s/i;

/** Words before a floor ("over", "at least"). */
export const AT_LEAST = String.raw`(?<!\b(?:nothing|not|none|no)\s)(?:over|above|more than|pricier than|more expensive than|dearer than|costlier than|at least|starting at|min(?:imum)?|higher than|>)|(?:not|no)\s(?:less than|cheaper than|less expensive than|under|below)`;

/** The number an amount's text says: "$1,000" 1000, "2k" 2000. */
export function amountOf(said: string): number {
  const k = /\d\s?k\b/i.test(said) ? 1000 : 1;
  return Number(said.replace(/[^\d.]/g, '')) * k;
}

/** The amount of an `AMOUNT` whose groups start at `group`: its whole part, its cents and its "k". */
const money = (m: RegExpExecArray, group: number) => amountOf(`${m[group]!}${m[group + 1] ? `.${m[group + 1]}` : ''}${m[group + 2] ?? ''}`);
/** An amount of the span's and "and up"'s own groups: a whole part and its cents. */
const plain = (m: RegExpExecArray, group: number) => amountOf(`${m[group]!}${m[group + 1] ? `.${m[group + 1]}` : ''}`);

/** Said as money: a currency's sign or word, which a bare "over 5" (stars? years?) is not. */
const SAID_AS_MONEY = /[$£€]|dollars|bucks|usd|quid|pounds|euros/i;

const BETWEEN = new RegExp(String.raw`\b(?:between|from)\s${AMOUNT}\s?(?:and|to|-)\s${AMOUNT}${NOT_MONEY}${CURRENCY}`, 'i');
const SPAN = new RegExp(String.raw`(?:[$£€](\d[\d,]*)(?:\.(\d{1,2}))?\s?(?:-|to)\s?[$£€]?(\d[\d,]*)(?:\.(\d{1,2}))?|\b(\d[\d,]*)(?:\.(\d{1,2}))?\s?(?:-|to)\s?(\d[\d,]*)(?:\.(\d{1,2}))?\s(?:dollars|bucks|usd|quid|pounds|euros))${NOT_MONEY}`, 'i');
const CEILING = new RegExp(String.raw`(?:^|\s)(?:${AT_MOST})\s(?:a\s)?${AMOUNT}${NOT_MONEY}${CURRENCY}`, 'i');
/**
 * A ceiling said after an amount said as money ("$30 max", "30 bucks tops") or as a phrase of its own ("laptop, 800
 * max"): a bare number after a word may be a model's or a count ("<line> 20 max", "12 tops").
 */
const CEILING_AFTER = new RegExp(String.raw`(?:(?:^|\s)${SAID_AS_MONEY_AHEAD}|(?:^|,)\s*)${AMOUNT}${NOT_MONEY}${CURRENCY}\s(?:${AT_MOST_AFTER})\b`, 'i');
const FLOOR = new RegExp(String.raw`(?:^|\s)(?:${AT_LEAST})\s${AMOUNT}${NOT_MONEY}${CURRENCY}`, 'i');
const AND_UP = new RegExp(String.raw`(?:[$£€]\s?(\d[\d,]*)(?:\.(\d{1,2}))?|\b(\d[\d,]*)(?:\.(\d{1,2}))?\s(?:dollars|bucks|usd|quid|pounds|euros))\s?(?:\+|plus\b|and up\b|and above\b|or more\b)`, 'i');

export interface PriceLimits {
  minPrice?: number;
  maxPrice?: number;
  /** The text without the words that said the limits. */
  rest: string;
}

/**
 * The price limits a search text says, and the text without them; undefined when it says none. A floor needs
 * an amount said as money; a bare amount counts only at the end of a phrase; a range in either order.
 */
export function readPriceLimits(text: string): PriceLimits | undefined {
  let rest = ` ${text} `;
  // An amount said as money is a price; a bare one only when no word follows it ("between 2 and 4 people",
  // "within 5 miles") and it is no span of years ("from 2010 to 2020").
  const take = (pattern: RegExp): RegExpExecArray | undefined => {
    const found = pattern.exec(rest);
    if (!found) return undefined;
    const after = rest.slice(found.index + found[0].length);
    const numbers = found[0].match(/\d[\d,.]*/g) ?? [];
    const years = numbers.length > 0 && numbers.every((n) => /^(?:19|20)\d\d$/.test(n));
    const asMoney = SAID_AS_MONEY.test(found[0]) || /\d\s?k\b/i.test(found[0]);
    if (!asMoney && (/^\s*\p{L}/u.test(after) || years)) return undefined;
    rest = `${rest.slice(0, found.index)} ${after}`;
    return found;
  };
  const limits: Omit<PriceLimits, 'rest'> = {};
  const between = take(BETWEEN);
  if (between) [limits.minPrice, limits.maxPrice] = ordered(money(between, 1), money(between, 4));
  const span = between ? undefined : take(SPAN);
  if (span) {
    const from = span[1] === undefined ? 5 : 1;
    [limits.minPrice, limits.maxPrice] = ordered(plain(span, from), plain(span, from + 2));
  }
  const ceiling = take(CEILING) ?? take(CEILING_AFTER);
  if (ceiling) {
    const amount = money(ceiling, 1);
    const below = BELOW.test(ceiling[0]) && amount >= 1 ? Math.round(amount * 100 - 1) / 100 : amount;
    limits.maxPrice = Math.min(limits.maxPrice ?? Infinity, below);
  }
  const up = take(AND_UP);
  if (up) limits.minPrice = Math.max(limits.minPrice ?? 0, up[1] === undefined ? plain(up, 3) : plain(up, 1));
  // A floor only said as money: "monitor over 27" is a size, "over 4" may be stars.
  const floor = FLOOR.exec(rest);
  if (floor && SAID_AS_MONEY.test(floor[0])) {
    take(FLOOR);
    limits.minPrice = Math.max(limits.minPrice ?? 0, money(floor, 1));
  }
  if (limits.minPrice === undefined && limits.maxPrice === undefined) return undefined;
  return { ...limits, rest: rest.replace(/\s+/g, ' ').trim() };
}

const ordered = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);
