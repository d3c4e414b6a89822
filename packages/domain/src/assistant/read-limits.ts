/** Prices, ratings, stock, sale and order, as shoppers say them, taken out of a message (read.ts). */
import phrases from './phrases.json' with { type: 'json' };
import { AMOUNT, AT_LEAST, AT_MOST, AT_MOST_AFTER, CURRENCY, NOT_MONEY, SAID_AS_MONEY_AHEAD, amountOf } from '../catalogue/price-limits.ts';
import { amountIn } from './measured.ts';
import { namesItsKind } from './ranges.ts';
import type { Message } from './read-message.ts';
import type { Constraints, ResultOrder } from './request.ts';
import { FILLER_WORDS, patterns, phrased, words } from './words.ts';

/** "budget 1,500 to 2,000", "my budget is $80", "a budget of 50": what may be spent. */
const BUDGET = String.raw`(?:max(?:imum)?\s)?budget(?:\s(?:of|is))?`;

/**
 * What the shopper does not want, after "not the", "but not", "except (for) the" or "excluding": up to three words,
 * before "ones", "and", "or", "either", a comma or the end ("except the hiking ones", "not the vela 8 plus").
 * Not "not a/an …", which more often says something of the shopper ("I'm not a fan of …", "not an expert"), nor
 * "without", which more often asks for a property ("without a contract" is a no-contract plan).
 */
const NEGATED = phrased`\b{negating}\s((?:(?!{notNegated}\b)[a-z0-9][a-z0-9-]*(?:\s|$|(?=,))){1,3})`;

/** The amount of an `AMOUNT` whose groups start at `group`: its whole part, its cents and its "k". */
const money = (m: RegExpExecArray, group = 1) => amountOf(`${m[group]!}${m[group + 1] ? `.${m[group + 1]}` : ''}${m[group + 2] ?? ''}`);
/** An amount of a span's or "and up"'s own groups: a whole part and its cents. */
const plain = (m: RegExpExecArray, group: number) => amountOf(`${m[group]!}${m[group + 1] ? `.${m[group + 1]}` : ''}`);

/** "about $40", "about 40"; after "what" or "how" an amount in thousands not said as money is a thing asked of ("what about 4k?"). */
const ABOUT = String.raw`(?:(?<!\b(?:what|how)\s)about|about(?=\s(?:[$£€]|\d[\d,]*(?:\.\d+)?(?![\d.,]|\s?k\b)|\S+\s(?:dollars|bucks|usd|quid|pounds|euros)\b)))`;

/** Units of time: a bound in them is more often an age than a detail. */
const TIMES = new Set(['years', 'year', 'yr', 'yrs', 'months', 'month', 'weeks', 'week', 'days', 'day', 'hours', 'hour', 'minutes', 'min', 'mins']);

/** "at least 55 inches", "bigger than 60 inches", "2 kg or lighter": an amount in a unit, the bound, and which way it goes. */
const BOUND = new RegExp(String.raw`\b(?:(${phrases.boundMore})|(${phrases.boundLess}))\s(\d+(?:\.\d+)?)\s?([a-z]+)\b(?!\sold\b)|\b(\d+(?:\.\d+)?)\s?([a-z]+)\sor\s(?:(${phrases.boundMoreAfter})|(${phrases.boundLessAfter}))\b`);

/** Prices, ratings, stock and sale limits, taken out of the message. */
export function takeConstraints(m: Message): Constraints {
  const c: Constraints = {};
  const between = m.take(new RegExp(String.raw`\b(?:between|from|${BUDGET})\s${AMOUNT}\s?(?:and|to|-)\s${AMOUNT}${NOT_MONEY}${CURRENCY}`));
  const range = between ?? m.take(new RegExp(String.raw`\$(\d[\d,]*)(?:\.(\d{1,2}))?\s?(?:-|to)\s?\$?(\d[\d,]*)(?:\.(\d{1,2}))?${NOT_MONEY}`));
  const [a, b] = between ? [money(between, 1), money(between, 4)] : range ? [plain(range, 1), plain(range, 3)] : [];
  if (a !== undefined && b !== undefined) [c.minPrice, c.maxPrice] = [Math.min(a, b), Math.max(a, b)];
  const max = m.take(new RegExp(String.raw`\b(?:${BUDGET}|${AT_MOST}|within)\s(?:a\s)?${AMOUNT}${NOT_MONEY}${CURRENCY}`));
  if (max) c.maxPrice = money(max);
  // "30 bucks max", "$50 tops", "laptop, 800 max": a ceiling said after an amount said as money or as a phrase of its
  // own ("12 tops", "<model> 20 max" are none).
  const maxAfter = max ? null : m.take(new RegExp(String.raw`(?:(?<![\w.])${SAID_AS_MONEY_AHEAD}|(?<=(?:^|,)\s*))${AMOUNT}${NOT_MONEY}${CURRENCY}\s(?:${AT_MOST_AFTER})\b`));
  if (maxAfter) c.maxPrice = money(maxAfter);
  // "$50 plus", "50 dollars and up": a minimum when said as money (a model's "7 plus" is none).
  const plus = m.take(new RegExp(String.raw`(?:\$\s?(\d[\d,]*)(?:\.(\d{1,2}))?|\b(\d[\d,]*)(?:\.(\d{1,2}))?\s(?:dollars|bucks|usd|quid))\s?(?:\+|plus\b|and up\b|and above\b|or more\b)`));
  if (plus) c.minPrice = plain(plus, plus[1] ? 1 : 3);
  const min = m.take(new RegExp(String.raw`\b(?:${AT_LEAST})\s${AMOUNT}${NOT_MONEY}${CURRENCY}`));
  if (min && (/\$|dollar|buck|usd|quid/.test(min[0]) || Number(min[1]) > 5)) c.minPrice = money(min);
  // "at least 4 stars": no price, so the words stay for the rating.
  else if (min) m.text = `${m.text} ${min[0]} `;
  const around = m.take(new RegExp(String.raw`\b(?:around|${ABOUT}|roughly|approximately|approx|close to|near|~|for)\s(?:the\s(?=\$))?${AMOUNT}${NOT_MONEY}${CURRENCY}(?:\smark\b)?`)) ??
    m.take(new RegExp(String.raw`\$${AMOUNT}`));
  if (around && c.minPrice === undefined && c.maxPrice === undefined && (around[0].includes('$') || !/\bfor\b/.test(around[0]))) {
    const price = money(around);
    Object.assign(c, { around: price, minPrice: Math.floor(price * 0.8), maxPrice: Math.ceil(price * 1.2) });
  }
  // An amount in a unit of no person or age, after the price has taken its own (before the rating moves a small number away).
  const bound = BOUND.exec(m.text);
  // Not a time ("over 3 years" is an age as often as a warranty), nor "in" apart from its number ("under 20 in blue").
  const than = bound ? `${bound[3] ?? bound[5]} ${bound[4] ?? bound[6]}` : '';
  const measured = amountIn(than)?.unit;
  if (bound && measured !== undefined && !namesItsKind(measured) && !TIMES.has(measured) && !/\d\sin\b/.test(bound[0])) {
    m.take(BOUND);
    // "bigger than", "heavier than": what the word grades (its weight); "at least", "over": any detail in that unit.
    const said = /^([a-z]+er)\sthan$/.exec(bound[1] ?? bound[2] ?? '')?.[1] ?? bound[7] ?? bound[8];
    const more = Boolean(bound[1] ?? bound[7]);
    const graded = said && !/^(?:more|less|over|under|above|below)$/.test(said) ? said : undefined;
    c.beyond = { about: graded ?? (more ? 'more' : 'less'), than, said: true, ...(/\b(?:least|most|min|max|minimum|maximum|no less|no more)\b|\sor\s/.test(bound[0]) ? { atLeast: true as const } : {}) };
  }
  // "the top 5" counts what is shown first: no rating; nor is the "5" of "10.5".
  const rating = m.take(phrased`(?<!\btop\s|\.)\b(?:rated\s|at least\s|over\s|above\s|minimum\s|min\s)?([1-5](?:\.\d)?)\s?(?:\+\s?)?(?:-\s?)?(?:stars?|star rating)?(?:\s{andUp})?(?=\s)`);
  if (rating && /stars?|rated|\+|and up|or more|or higher|or better|plus|and above/.test(rating[0])) c.minRating = Number(rating[1]);
  else if (rating) m.text = `${m.text} ${rating[0]} `;
  if (m.take(phrased`\b(?:(?:that|which)\s(?:are|is)\s)?{inStock}\b`)) c.inStock = true;
  // "not the plus", "but not pink", "except leather": a word the products must not be named by.
  for (let not = m.take(NEGATED); not; not = m.take(NEGATED)) {
    const phrase = words(not[1]!).filter((w) => !FILLER_WORDS.has(w)).join(' ');
    if (phrase) (c.without ??= []).push(phrase);
  }
  const spelled = [c.minPrice, c.maxPrice, c.around].filter((n): n is number => n !== undefined && m.spelled.has(n));
  if (spelled.length > 0) c.saidAmounts = Object.fromEntries(spelled.map((n) => [String(n), m.spelled.get(n)!]));
  if (m.take(phrased`\b{onSale}\b`)) c.onSale = true;
  return c;
}

// "top" alone is a thing ("a black top", "a linen top"); only in a phrase is it an order ("top rated", "the top 5").
// "sort them by rating": the order said with "by".
const ORDER_WORDS = patterns<ResultOrder>(phrases.orders);

export function takeOrder(m: Message): ResultOrder | undefined {
  for (const [pattern, order] of ORDER_WORDS) if (m.take(pattern)) return order;
  return undefined;
}
