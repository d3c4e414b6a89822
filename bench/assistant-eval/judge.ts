/**
 * The judge of the assistant evaluation: pure functions over one reply, the conversation before it and the
 * catalogue. A turn's expectation is a set of rules over the products the reply shows and over facts its text
 * states (a stock state, a price, an order's status, the cart's total, a policy figure), never its wording.
 * Besides, every reply of every turn is checked for invented products and prices, too many cards, and a
 * text that repeats the cards as a list (`everyTurnProblems`).
 */

/** The product fields the judge reads: a catalogue row as the API holds it. */
export interface JudgedProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  price: number;
  originalPrice?: number;
  rating: number;
  inStock: boolean;
  tags: readonly string[];
  features: readonly string[];
  specifications: Readonly<Record<string, string>>;
  description?: string;
}

/** A card of a reply, as POST /api/chat answers it. */
export interface JudgedCard {
  id: string;
  name: string;
  price: number;
}

export type ProductField = 'name' | 'brand' | 'category' | 'subcategory' | 'tags' | 'features' | 'specs' | 'description';

/** Where a `word` is looked for unless a rule says otherwise: every field but the description. */
export const WORD_FIELDS: readonly ProductField[] = ['name', 'brand', 'category', 'subcategory', 'tags', 'features', 'specs'];

/** What one product satisfies; every condition given must hold. */
export interface ProductRule {
  /** Any one of these words or phrases, as whole words, case-insensitively, singular or plural, in `in`. */
  word?: string | readonly string[];
  /** The fields `word` is looked for in; WORD_FIELDS by default. */
  in?: readonly ProductField[];
  /** The brand is one of these (case-insensitively). */
  brand?: readonly string[];
  /** The brand is none of these. */
  notBrand?: readonly string[];
  /** Inclusive bounds in dollars. */
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  /** True: it has an original price above its price; false: it has not. */
  onSale?: boolean;
  /** The product's name is this (case-insensitively, trimmed). */
  name?: string;
  /** Every one of these holds too (to ask for two words: a colour and a kind). */
  and?: readonly ProductRule[];
  /** This does not hold ("a phone": a phone subcategory, but not the accessories'). */
  not?: ProductRule;
}

/** A product of the conversation: a card of an earlier turn (0-based indices), or a product by its name. */
export type ProductRef = { turn: number; index: number } | { name: string };

/** A fact to find in the text: any one of the alternatives, case-insensitively. */
export type Fact = string | readonly string[];

export interface Expectation {
  /** How many cards: exactly, or [min, max]. */
  count?: number | readonly [number, number];
  every?: ProductRule;
  some?: ProductRule;
  first?: ProductRule;
  order?: 'price-asc' | 'price-desc' | 'rating-desc';
  /**
   * Against the products of the latest earlier turn that showed any (the reference list): every product
   * costs less than the cheapest of them / more than the dearest / is rated above the lowest rated and is
   * not one of them / is of a brand none of them has.
   */
  cheaper?: true;
  pricier?: true;
  betterRated?: true;
  otherBrand?: true;
  /** None of the products any earlier turn showed ("show more"). */
  fresh?: true;
  /** The reply is about these products: each is on a card or named in the text. */
  about?: readonly ProductRef[];
  /** The text states the product's stock truthfully: out of stock (sold out, unavailable) if and only if it is. */
  stock?: ProductRef;
  /** The text states the product's price. */
  price?: ProductRef;
  /** Facts the text states, each group any one of its alternatives: figures and status words, not phrasing. */
  says?: readonly Fact[];
  /** Facts the text must not state (an order status for an order that does not exist). */
  saysNot?: readonly string[];
  /** The order the runner placed before the conversation: the text states its number and its status. */
  orderStatus?: true;
  /** The cart after the turn. */
  cart?: {
    has?: ProductRef;
    lacks?: ProductRef;
    /** The coupon code the cart holds afterwards; null for none. */
    coupon?: string | null;
    /** The text states the cart's total after the turn. */
    totalStated?: true;
  };
}

/** One reply as the judge sees it. */
export interface JudgedReply {
  text: string;
  cards: readonly JudgedCard[];
}

/** The shopper's cart after a turn: the figures an answer may state. */
export interface CartFacts {
  productIds: readonly string[];
  couponCode: string | null;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
  /** Unit prices and line totals. */
  lines: readonly { price: number; lineTotal: number }[];
  /** What the subtotal lacks for free shipping, when it does: to reach the threshold, and to pass it by a cent. */
  toFreeShipping?: readonly number[];
}

/** The order placed before the conversation. */
export interface OrderFacts {
  orderNumber: string;
  status: string;
  amounts: readonly number[];
}

export interface TurnContext {
  catalogue: ReadonlyMap<string, JudgedProduct>;
  /** Products by lower-cased name (names are not unique in every catalogue). */
  byName: ReadonlyMap<string, readonly JudgedProduct[]>;
  /** The shopper's messages so far, this turn's included. */
  messages: readonly string[];
  /** The replies before this one. */
  earlier: readonly JudgedReply[];
  reply: JudgedReply;
  /** The cart after this turn, and after each earlier one. */
  cart?: CartFacts;
  earlierCarts?: readonly CartFacts[];
  order?: OrderFacts;
  /** Amounts any reply may state: the shop's policy figures and its coupons' terms. */
  policyAmounts: readonly number[];
}

// ---------------------------------------------------------------------------------------------------
// Words

/** One word's singular-or-plural form: "watches" and "watch", "batteries" and "battery", "shoes" and "shoe". */
export function wordStem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|x|ch|sh|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

/** The words of a text: letters and digits, lower-cased, accents dropped, each as its stem. */
export function stems(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(wordStem);
}

/** True when the phrase's words occur in the text one after another, each whole, singular or plural. */
export function hasPhrase(text: string, phrase: string): boolean {
  const want = stems(phrase);
  if (want.length === 0) return false;
  const have = stems(text);
  for (let i = 0; i + want.length <= have.length; i++) {
    if (want.every((w, j) => have[i + j] === w)) return true;
  }
  return false;
}

function fieldTexts(p: JudgedProduct, field: ProductField): string[] {
  switch (field) {
    case 'name':
      return [p.name];
    case 'brand':
      return [p.brand];
    case 'category':
      return [p.category];
    case 'subcategory':
      return [p.subcategory];
    case 'tags':
      // Tags are often slugs ("noise-cancelling-earbuds"): the hyphens separate words.
      return [...p.tags];
    case 'features':
      return [...p.features];
    case 'specs':
      return Object.entries(p.specifications).map(([key, value]) => `${key}: ${value}`);
    case 'description':
      return [p.description ?? ''];
  }
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const isOnSale = (p: JudgedProduct) => p.originalPrice !== undefined && p.originalPrice > p.price;
const usd = (n: number) => `$${n.toFixed(2)}`;

/** Why the product breaks the rule, or undefined when it satisfies it. */
export function breaks(p: JudgedProduct, rule: ProductRule): string | undefined {
  const label = `"${p.name}"`;
  if (rule.name !== undefined && !same(p.name, rule.name)) return `${label} is not "${rule.name}"`;
  if (rule.word !== undefined) {
    const words = typeof rule.word === 'string' ? [rule.word] : rule.word;
    const texts = (rule.in ?? WORD_FIELDS).flatMap((field) => fieldTexts(p, field));
    if (!words.some((w) => texts.some((t) => hasPhrase(t, w)))) return `${label} has none of the words ${words.join(' / ')}`;
  }
  if (rule.brand && !rule.brand.some((b) => same(b, p.brand))) return `${label} is by ${p.brand}, not ${rule.brand.join(' / ')}`;
  if (rule.notBrand && rule.notBrand.some((b) => same(b, p.brand))) return `${label} is by ${p.brand}`;
  if (rule.minPrice !== undefined && p.price < rule.minPrice) return `${label} costs ${usd(p.price)} < ${usd(rule.minPrice)}`;
  if (rule.maxPrice !== undefined && p.price > rule.maxPrice) return `${label} costs ${usd(p.price)} > ${usd(rule.maxPrice)}`;
  if (rule.minRating !== undefined && p.rating < rule.minRating) return `${label} is rated ${p.rating} < ${rule.minRating}`;
  if (rule.inStock !== undefined && p.inStock !== rule.inStock) return `${label} is ${p.inStock ? 'in stock' : 'out of stock'}`;
  if (rule.onSale !== undefined && isOnSale(p) !== rule.onSale) return `${label} is ${isOnSale(p) ? '' : 'not '}on sale`;
  if (rule.not && breaks(p, rule.not) === undefined) return `${label} is excluded (${JSON.stringify(rule.not)})`;
  for (const also of rule.and ?? []) {
    const broken = breaks(p, also);
    if (broken) return broken;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Money in text

/** Every dollar amount the text states ("$1,299.99", "$50", "$ 9.99"). */
export function dollarAmounts(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?/g)].map((m) => Number(m[1]!.replaceAll(',', '') + (m[2] ?? '')));
}

const UNITS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
/** A number said in words, then a word for money: "three hundred bucks", "a hundred and fifty dollars", "seventy quid". */
const SPELLED_MONEY = new RegExp(String.raw`\b((?:(?:${[...UNITS, ...TENS, 'hundred', 'thousand', 'a', 'and'].join('|')})[\s-]+)+)(?:dollars?|bucks|quid|usd|pounds?|euros?)\b`, 'gi');

/** The number some words say ("three hundred", "twenty-five", "a thousand"), if they say one. */
function spelledNumber(said: string): number | undefined {
  let [total, current, any] = [0, 0, false];
  for (const word of said.toLowerCase().split(/[\s-]+/).filter((w) => w && w !== 'and')) {
    if (word === 'a') current = Math.max(current, 1);
    else if (UNITS.includes(word)) current += UNITS.indexOf(word);
    else if (TENS.includes(word)) current += 20 + 10 * TENS.indexOf(word);
    else if (word === 'hundred') current = Math.max(current, 1) * 100;
    else if (word === 'thousand') [total, current] = [total + Math.max(current, 1) * 1000, 0];
    any ||= word !== 'a';
  }
  return any ? total + current : undefined;
}

/** The amounts a shopper typed ("under 300", "$1,500", "between 20 and 40 dollars") or said in words ("three hundred bucks"). */
export function typedAmounts(message: string): number[] {
  const spelled = [...message.matchAll(SPELLED_MONEY)].map((m) => spelledNumber(m[1]!)).filter((n): n is number => n !== undefined);
  return [...[...message.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g)].map((m) => Number(m[0].replaceAll(',', ''))), ...spelled];
}

const OUT_OF_STOCK = /\b(?:out of stock|sold out|not in stock|unavailable|not available|isn't available|is not available|no longer available)\b/i;
const IN_STOCK = /\b(?:in stock|available)\b/i;

/** True when the text says the product is out of stock (or sold out, unavailable). */
export const saysOutOfStock = (text: string) => OUT_OF_STOCK.test(text);
/** True when the text says the product is in stock (or available) and nowhere that it is not. */
export const saysInStock = (text: string) => !OUT_OF_STOCK.test(text) && IN_STOCK.test(text);

/** A line that starts like a list item: "1. ", "2) ", "- ", "* ", "• ". */
const LIST_LINE = /^\s*(?:\*\*)?(?:\d+[.)]|[-*•·])\s+/;

// ---------------------------------------------------------------------------------------------------
// Checks

/** The checks of every reply: what they found, by kind. Invented products and prices must never happen. */
export interface EveryTurnProblems {
  inventedProducts: string[];
  inventedPrices: string[];
  tooManyCards: string[];
  repeatedList: string[];
}

export const MAX_CARDS = 3;

/** The products the conversation has shown or named so far, this reply included. */
function productsInPlay(ctx: TurnContext): JudgedProduct[] {
  const out = new Map<string, JudgedProduct>();
  const replies = [...ctx.earlier, ctx.reply];
  for (const reply of replies) {
    for (const card of reply.cards) {
      const p = ctx.catalogue.get(card.id);
      if (p) out.set(p.id, p);
    }
  }
  const texts = replies.map((r) => r.text.toLowerCase()).concat(ctx.messages.map((m) => m.toLowerCase()));
  for (const [name, products] of ctx.byName) {
    if (name.length < 3) continue;
    if (texts.some((t) => t.includes(name))) for (const p of products) out.set(p.id, p);
  }
  return [...out.values()];
}

/** Amounts the reply may state, in cents. */
function allowedCents(ctx: TurnContext): Set<number> {
  const amounts: number[] = [...ctx.policyAmounts];
  for (const p of productsInPlay(ctx)) amounts.push(p.price, ...(p.originalPrice === undefined ? [] : [p.originalPrice]));
  for (const m of ctx.messages) amounts.push(...typedAmounts(m));
  for (const cart of [...(ctx.earlierCarts ?? []), ...(ctx.cart ? [ctx.cart] : [])]) {
    amounts.push(cart.subtotal, cart.shipping, cart.tax, cart.discount, cart.total);
    for (const line of cart.lines) amounts.push(line.price, line.lineTotal);
    amounts.push(...(cart.toFreeShipping ?? []));
  }
  if (ctx.order) amounts.push(...ctx.order.amounts);
  return new Set(amounts.map((a) => Math.round(a * 100)));
}

export function everyTurnProblems(ctx: TurnContext): EveryTurnProblems {
  const problems: EveryTurnProblems = { inventedProducts: [], inventedPrices: [], tooManyCards: [], repeatedList: [] };
  const { reply } = ctx;
  for (const card of reply.cards) {
    const p = ctx.catalogue.get(card.id);
    if (!p) problems.inventedProducts.push(`card ${card.id} "${card.name}" is no catalogue product`);
    else if (p.name !== card.name || Math.round(p.price * 100) !== Math.round(card.price * 100)) {
      problems.inventedProducts.push(`card ${card.id} shows "${card.name}" at ${usd(card.price)}; the catalogue has "${p.name}" at ${usd(p.price)}`);
    }
  }
  const allowed = allowedCents(ctx);
  for (const amount of dollarAmounts(reply.text)) {
    if (!allowed.has(Math.round(amount * 100))) problems.inventedPrices.push(`${usd(amount)} is no price, cart or order figure, policy figure or typed amount of this conversation`);
  }
  if (reply.cards.length > MAX_CARDS) problems.tooManyCards.push(`${reply.cards.length} cards (at most ${MAX_CARDS})`);
  const names = reply.cards.map((c) => c.name.toLowerCase());
  for (const line of reply.text.split('\n')) {
    if (!LIST_LINE.test(line)) continue;
    const lower = line.toLowerCase();
    const named = names.find((n) => lower.includes(n));
    if (named) problems.repeatedList.push(`the text lists a card as "${line.trim().slice(0, 80)}"`);
  }
  return problems;
}

/** The product a reference points to, if any. */
export function resolve(ref: ProductRef, ctx: Pick<TurnContext, 'catalogue' | 'byName' | 'earlier'>): JudgedProduct | undefined {
  if ('name' in ref) return ctx.byName.get(ref.name.trim().toLowerCase())?.[0];
  const card = ctx.earlier[ref.turn]?.cards[ref.index];
  return card ? ctx.catalogue.get(card.id) : undefined;
}

const refLabel = (ref: ProductRef) => ('name' in ref ? `"${ref.name}"` : `product ${ref.index + 1} of turn ${ref.turn + 1}`);

/** The turn's own expectations: what is wrong, empty when the reply meets them. */
export function expectationProblems(expect: Expectation, ctx: TurnContext): string[] {
  const problems: string[] = [];
  const { reply } = ctx;
  const text = reply.text;
  const lower = text.toLowerCase();
  const shown = reply.cards.map((c) => ctx.catalogue.get(c.id)).filter((p): p is JudgedProduct => p !== undefined);
  const n = reply.cards.length;

  if (expect.count !== undefined) {
    const [min, max] = typeof expect.count === 'number' ? [expect.count, expect.count] : expect.count;
    if (n < min || n > max) problems.push(`${n} products, expected ${min === max ? min : `${min} to ${max}`}`);
  }
  if (expect.every) for (const p of shown) problems.push(...[breaks(p, expect.every)].filter((b): b is string => b !== undefined));
  if (expect.some && !shown.some((p) => breaks(p, expect.some!) === undefined)) {
    problems.push(shown.length === 0 ? 'no products' : `no product satisfies it: ${breaks(shown[0]!, expect.some)}`);
  }
  if (expect.first) {
    const first = shown[0];
    const broken = first ? breaks(first, expect.first) : 'no products';
    if (broken) problems.push(`first: ${broken}`);
  }
  if (expect.order) {
    const key = { 'price-asc': (p: JudgedProduct) => p.price, 'price-desc': (p: JudgedProduct) => -p.price, 'rating-desc': (p: JudgedProduct) => -p.rating }[expect.order];
    for (let i = 1; i < shown.length; i++) if (key(shown[i - 1]!) > key(shown[i]!)) problems.push(`not in ${expect.order} order`);
  }

  const reference = [...ctx.earlier].reverse().find((r) => r.cards.length > 0);
  const before = (reference?.cards ?? []).map((c) => ctx.catalogue.get(c.id)).filter((p): p is JudgedProduct => p !== undefined);
  const comparing = expect.cheaper || expect.pricier || expect.betterRated || expect.otherBrand;
  if (comparing && before.length === 0) problems.push('no earlier list to refine');
  if (before.length > 0) {
    const beforeIds = new Set(before.map((p) => p.id));
    const cheapest = Math.min(...before.map((p) => p.price));
    const dearest = Math.max(...before.map((p) => p.price));
    const lowest = Math.min(...before.map((p) => p.rating));
    const brands = new Set(before.map((p) => p.brand.toLowerCase()));
    const comparison = (p: JudgedProduct): string | undefined =>
      expect.cheaper && p.price >= cheapest ? `"${p.name}" at ${usd(p.price)} is not cheaper than ${usd(cheapest)}`
      : expect.pricier && p.price <= dearest ? `"${p.name}" at ${usd(p.price)} is not pricier than ${usd(dearest)}`
      : expect.betterRated && (p.rating <= lowest || beforeIds.has(p.id)) ? `"${p.name}" (${p.rating}) is not a better rated product than those shown`
      : expect.otherBrand && brands.has(p.brand.toLowerCase()) ? `"${p.name}" is of a brand shown before (${p.brand})`
      : undefined;
    for (const p of shown) {
      const broken = comparison(p);
      if (broken) problems.push(broken);
    }
    // Showing nothing is right when the case allows it (its count starts at 0), or when the catalogue has
    // nothing of the kind that compares so.
    const mayBeNone = expect.count !== undefined && (typeof expect.count === 'number' ? expect.count : expect.count[0]) === 0;
    if (comparing && shown.length === 0 && !mayBeNone && [...ctx.catalogue.values()].some((p) => !comparison(p) && !(expect.every && breaks(p, expect.every)))) {
      problems.push('no products, though the catalogue has some that compare so');
    }
  }
  if (expect.fresh) {
    const seen = new Set(ctx.earlier.flatMap((r) => r.cards.map((c) => c.id)));
    for (const p of shown) if (seen.has(p.id)) problems.push(`"${p.name}" was shown before`);
  }

  for (const ref of expect.about ?? []) {
    const p = resolve(ref, ctx);
    if (!p) problems.push(`${refLabel(ref)} does not exist`);
    else if (!reply.cards.some((c) => c.id === p.id) && !lower.includes(p.name.toLowerCase())) problems.push(`not about "${p.name}"`);
  }
  if (expect.stock) {
    const p = resolve(expect.stock, ctx);
    if (!p) problems.push(`${refLabel(expect.stock)} does not exist`);
    else if (!p.inStock && !saysOutOfStock(text)) problems.push(`does not say that "${p.name}" is out of stock`);
    else if (p.inStock && !saysInStock(text)) problems.push(`does not say that "${p.name}" is in stock`);
  }
  if (expect.price) {
    const p = resolve(expect.price, ctx);
    if (!p) problems.push(`${refLabel(expect.price)} does not exist`);
    else if (!dollarAmounts(text).some((a) => Math.round(a * 100) === Math.round(p.price * 100))) problems.push(`does not state the price of "${p.name}" (${usd(p.price)})`);
  }
  for (const fact of expect.says ?? []) {
    const options = typeof fact === 'string' ? [fact] : fact;
    if (!options.some((o) => lower.includes(o.toLowerCase()))) problems.push(`does not state ${options.map((o) => `"${o}"`).join(' or ')}`);
  }
  for (const fact of expect.saysNot ?? []) if (hasPhrase(text, fact)) problems.push(`states "${fact}"`);
  if (expect.orderStatus) {
    if (!ctx.order) problems.push('no order was placed');
    else {
      if (!text.toUpperCase().includes(ctx.order.orderNumber)) problems.push(`does not name order ${ctx.order.orderNumber}`);
      if (!hasPhrase(text, ctx.order.status)) problems.push(`does not state its status "${ctx.order.status}"`);
    }
  }
  if (expect.cart) {
    const cart = ctx.cart;
    if (!cart) problems.push('no cart');
    else {
      if (expect.cart.has) {
        const p = resolve(expect.cart.has, ctx);
        // An out-of-stock product cannot be added: saying so is the right answer.
        const ok = p && (cart.productIds.includes(p.id) || (!p.inStock && saysOutOfStock(text)));
        if (!ok) problems.push(`the cart does not hold ${p ? `"${p.name}"` : refLabel(expect.cart.has)}`);
      }
      if (expect.cart.lacks) {
        const p = resolve(expect.cart.lacks, ctx);
        if (!p || cart.productIds.includes(p.id)) problems.push(`the cart still holds ${p ? `"${p.name}"` : refLabel(expect.cart.lacks)}`);
      }
      if (expect.cart.coupon !== undefined && (cart.couponCode ?? null) !== expect.cart.coupon) {
        problems.push(`the cart's coupon is ${cart.couponCode ?? 'none'}, expected ${expect.cart.coupon ?? 'none'}`);
      }
      if (expect.cart.totalStated && !dollarAmounts(text).some((a) => Math.round(a * 100) === Math.round(cart.total * 100))) {
        problems.push(`does not state the cart's total ${usd(cart.total)}`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Split

/** Fixed once, before the split was first computed; changing it draws another split and needs a new baseline. */
export const SPLIT_SEED = 'cartwise-assistant-eval-1';

/** 32-bit FNV-1a over the UTF-16 code units of the text. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export type Split = 'dev' | 'heldOut';

/** 60/40: held out when the hash of seed and case id is 0 or 1 mod 5. */
export function splitOf(caseId: string, seed = SPLIT_SEED): Split {
  return fnv1a(seed + caseId) % 5 < 2 ? 'heldOut' : 'dev';
}
