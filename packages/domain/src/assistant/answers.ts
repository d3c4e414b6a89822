import type { Product } from '../catalogue/product.ts';
import { formatCents, formatUsd, toCents } from '../money.ts';
import {
  EXPRESS_SHIPPING_CENTS,
  FREE_SHIPPING_OVER_CENTS,
  RETURN_WINDOW_DAYS,
  STANDARD_DELIVERY_DAYS,
  STANDARD_SHIPPING_CENTS,
} from '../policy.ts';
import type { PickBy, PolicyTopic } from './understand.ts';
import { stem, words } from './words.ts';

/** The store's policies in words, from the same constants the cart and checkout use (spec §9). */
export function policyAnswer(topics: readonly PolicyTopic[]): string {
  const lines: string[] = [];
  if (topics.includes('shipping')) {
    lines.push(
      `Shipping is free on orders over ${formatCents(FREE_SHIPPING_OVER_CENTS)}; below that, standard shipping costs ${formatCents(STANDARD_SHIPPING_CENTS)}.`,
    );
  }
  if (topics.includes('delivery')) {
    lines.push(
      `Standard delivery takes ${STANDARD_DELIVERY_DAYS.min} to ${STANDARD_DELIVERY_DAYS.max} business days. ` +
        `Express delivery is available for ${formatCents(EXPRESS_SHIPPING_CENTS)}.`,
    );
  }
  if (topics.includes('returns')) {
    lines.push(`You can return any item within ${RETURN_WINDOW_DAYS} days for a refund.`);
  }
  return lines.join('\n');
}

export const HELP_TEXT =
  'I can help you shop: ask me for recommendations ("headphones under $100", "best rated laptops"), ' +
  "what's trending or on sale, or to compare products. I answer questions about a product, add or remove " +
  "items in your cart, tell you what's in it, and explain our shipping, delivery and returns policies.";

/** One product in a list: the name, then its catalogue price, rating and stock. */
export function productLine(product: Product, position?: number): string {
  const was = product.originalPrice !== undefined && product.originalPrice > product.price
    ? ` (was ${formatUsd(product.originalPrice)}, ${product.discount}% off)`
    : '';
  const stock = product.inStock ? 'in stock' : 'out of stock';
  // As the shop says it: a product nobody has reviewed has no rating, not a rating of 0.0.
  const rated = product.reviewCount === 0
    ? 'no reviews yet'
    : `rated ${product.rating.toFixed(1)} from ${product.reviewCount.toLocaleString('en-US')} review${product.reviewCount === 1 ? '' : 's'}`;
  const prefix = position === undefined ? '' : `${position}. `;
  return `${prefix}${product.name}: ${formatUsd(product.price)}${was}, ${rated}, ${stock}.`;
}

/** Specifications the catalogue keeps for itself ("Category path"): not a difference between products. */
const INTERNAL_SPECIFICATION = /^(?:sku|barcode|category path)$/i;

/** The specifications the products share, in the first product's order: the rows of a comparison. */
export function sharedSpecifications(products: readonly Product[], max = 4): string[] {
  if (products.length === 0) return [];
  const [first, ...rest] = products;
  const shared = Object.keys(first!.specifications).filter((key) => rest.every((p) => key in p.specifications));
  const keys = shared.length > 0 ? shared : Object.keys(first!.specifications);
  return keys.filter((k) => !INTERNAL_SPECIFICATION.test(k)).slice(0, max);
}

/** The one product the rest are all below on `value`; none when several share the top. */
function soleTop(products: readonly Product[], value: (p: Product) => number): Product | undefined {
  const top = Math.max(...products.map(value));
  const at = products.filter((p) => value(p) === top);
  return at.length === 1 ? at[0] : undefined;
}

/**
 * Which is cheapest and which best rated, only where the catalogue backs it: the same price is said as
 * such, and "best rated" needs reviews and a rating no other product shares.
 */
function verdictOf(products: readonly Product[]): string {
  const cheapest = soleTop(products, (p) => -p.price);
  const reviewed = products.filter((p) => p.reviewCount > 0);
  const best = reviewed.length > 0 ? soleTop(reviewed, (p) => p.rating) : undefined;
  const price = cheapest
    ? `The ${cheapest.name} is the cheapest`
    : products.every((p) => p.price === products[0]!.price)
      ? `They cost the same, ${formatUsd(products[0]!.price)}`
      : undefined;
  if (cheapest && best && cheapest.id === best.id) return `The ${cheapest.name} is both the cheapest and the best rated.`;
  const rating = best ? `the ${best.name} is the best rated` : reviewed.length === 0 ? 'none of them has reviews yet' : undefined;
  if (price && rating) return `${price}; ${rating}.`;
  if (price) return `${price}.`;
  return rating ? `${rating[0]!.toUpperCase()}${rating.slice(1)}.` : '';
}

/** Side by side on price, rating, key specifications and stock, then which is cheaper and better rated. */
export function comparisonText(products: readonly Product[]): string {
  const keys = sharedSpecifications(products);
  const blocks = products.map((p) => {
    const specs = keys.map((k) => `${k}: ${p.specifications[k] ?? 'not listed'}`);
    return [productLine(p), ...specs.map((s) => `   ${s}`)].join('\n');
  });
  const verdict = verdictOf(products);
  const sold = products.filter((p) => !p.inStock).map((p) => p.name);
  const stockNote = sold.length > 0 ? ` Note: ${sold.join(' and ')} ${sold.length === 1 ? 'is' : 'are'} out of stock.` : '';
  return `Here's how they compare:\n${blocks.join('\n')}\n${`${verdict}${stockNote}`.trim()}`.trim();
}

/** The storage a product's name or specifications state, in GB ("32GB", "1TB"); undefined when none does. */
export function storageOf(product: Product): number | undefined {
  const texts = [product.name, ...Object.entries(product.specifications).filter(([k]) => /storage|capacity|memory/i.test(k)).map(([, v]) => v)];
  for (const text of texts) {
    const m = text.match(/(\d+(?:\.\d+)?)\s?(gb|tb)\b/i);
    if (m) return Number(m[1]) * (m[2]!.toLowerCase() === 'tb' ? 1024 : 1);
  }
  return undefined;
}

const PICKS: Record<PickBy, { value: (p: Product) => number | undefined; more: string; most: string; same: string; say: (p: Product) => string }> = {
  cheaper: { value: (p) => -p.price, more: 'cheaper', most: 'the cheapest', same: 'cost the same', say: (p) => formatUsd(p.price) },
  pricier: { value: (p) => p.price, more: 'more expensive', most: 'the most expensive', same: 'cost the same', say: (p) => formatUsd(p.price) },
  'better-rated': {
    value: (p) => (p.reviewCount > 0 ? p.rating : undefined),
    more: 'better rated',
    most: 'the best rated',
    same: 'are rated the same',
    say: (p) => `rated ${p.rating.toFixed(1)}`,
  },
  storage: {
    value: storageOf,
    more: 'the one with more storage',
    most: 'the one with the most storage',
    same: 'have the same storage',
    say: (p) => { const gb = storageOf(p)!; return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024}TB` : `${gb}GB`; },
  },
};

/** Among the products in focus, the one that is cheapest (or priciest, best rated, with most storage); none on a tie or when unknown. */
export function pickProduct(products: readonly Product[], by: PickBy): Product | undefined {
  const { value } = PICKS[by];
  if (products.length < 2 || products.some((p) => value(p) === undefined)) return undefined;
  return soleTop(products, (p) => value(p)!);
}

/** "Which one is cheaper?" about the products in focus, answered only from their catalogue prices, ratings and names. */
export function whichText(products: readonly Product[], by: PickBy): string {
  const pick = PICKS[by];
  const unknown = products.filter((p) => pick.value(p) === undefined);
  if (unknown.length > 0) {
    return by === 'better-rated'
      ? `I can't say: ${unknown.length === products.length ? 'none of them has reviews yet' : `the ${unknown.map((p) => p.name).join(' and the ')} ${unknown.length === 1 ? 'has' : 'have'} no reviews yet`}.`
      : `I don't know: the details of the ${unknown.map((p) => p.name).join(' and the ')} don't state ${unknown.length === 1 ? 'its' : 'their'} storage.`;
  }
  const top = pickProduct(products, by);
  if (!top) {
    const same = products.every((p) => pick.value(p) === pick.value(products[0]!));
    return same ? `They ${pick.same}: ${pick.say(products[0]!)}.` : `No single one: ${products.map((p) => `the ${p.name} is ${pick.say(p)}`).join(', ')}.`;
  }
  const others = products.filter((p) => p !== top).map((p) => `${pick.say(p)} for the ${p.name}`);
  return `The ${top.name} is ${products.length === 2 ? pick.more : pick.most}: ${pick.say(top)}, against ${others.join(' and ')}.`;
}

const rated = (p: Product) => `rated ${p.rating.toFixed(1)} from ${p.reviewCount.toLocaleString('en-US')} review${p.reviewCount === 1 ? '' : 's'}`;
const gb = (n: number) => (n >= 1024 && n % 1024 === 0 ? `${n / 1024}TB` : `${n}GB`);

/**
 * The answer to "is A cheaper (pricier, better rated, with more storage) than B?": yes or no, then both
 * figures and, for prices, the difference; what the catalogue does not state is said instead of guessed.
 * `winner` is the one that is cheaper (pricier, …), none on a tie or an unknown.
 */
export function weighText(a: Product, b: Product, by: PickBy): { text: string; winner?: Product } {
  if (a.id === b.id) return { text: `That is the same product twice: the ${a.name}, at ${formatUsd(a.price)}.` };
  if (by === 'cheaper' || by === 'pricier') {
    const difference = toCents(a.price) - toCents(b.price);
    if (difference === 0) return { text: `No, they cost the same: ${formatUsd(a.price)} each, the ${a.name} and the ${b.name}.` };
    const aIsCheaper = difference < 0;
    const yes = aIsCheaper === (by === 'cheaper');
    return {
      text: `${yes ? 'Yes' : 'No'}: the ${a.name} costs ${formatUsd(a.price)}, ${formatCents(Math.abs(difference))} ${aIsCheaper ? 'less' : 'more'} than the ${b.name} at ${formatUsd(b.price)}.`,
      winner: yes ? a : b,
    };
  }
  if (by === 'better-rated') {
    const unrated = [a, b].filter((p) => p.reviewCount === 0);
    if (unrated.length > 0) {
      return { text: `I can't say: ${unrated.length === 2 ? 'neither has reviews yet' : `the ${unrated[0]!.name} has no reviews yet`}.` };
    }
    if (a.rating === b.rating) return { text: `No, they are rated the same: the ${a.name} ${rated(a)}, the ${b.name} ${rated(b)}.` };
    const yes = a.rating > b.rating;
    return { text: `${yes ? 'Yes' : 'No'}: the ${a.name} is ${rated(a)}, the ${b.name} ${rated(b)}.`, winner: yes ? a : b };
  }
  const [sa, sb] = [storageOf(a), storageOf(b)];
  const unknown = [a, b].filter((_p, i) => [sa, sb][i] === undefined);
  if (unknown.length > 0) {
    return { text: `I don't know: the details of the ${unknown.map((p) => p.name).join(' and the ')} don't state ${unknown.length === 1 ? 'its' : 'their'} storage.` };
  }
  if (sa === sb) return { text: `No, they have the same storage: ${gb(sa!)}.` };
  const yes = sa! > sb!;
  return { text: `${yes ? 'Yes' : 'No'}: the ${a.name} has ${gb(sa!)}, the ${b.name} ${gb(sb!)}.`, winner: yes ? a : b };
}

export interface ProductAnswer {
  /** True when the catalogue says something about what was asked. */
  known: boolean;
  text: string;
}

const matchesAspect = (text: string, aspect: string) =>
  words(text).some((w) => {
    const s = stem(w);
    return s.startsWith(aspect) || (aspect.length >= 4 && s.includes(aspect));
  });

/**
 * Answers a question about one product from its description, features and specifications only: quotes
 * what they say about the asked words, and says plainly when they say nothing.
 */
export function answerProductQuestion(product: Product, aspects: readonly string[]): ProductAnswer {
  const facts: string[] = [];
  if (aspects.includes('price')) {
    const was = product.originalPrice !== undefined && product.originalPrice > product.price ? ` (was ${formatUsd(product.originalPrice)})` : '';
    facts.push(`It costs ${formatUsd(product.price)}${was}.`);
  }
  if (aspects.includes('stock')) {
    facts.push(product.inStock ? `It is in stock (${product.stockQuantity} available).` : 'It is out of stock at the moment.');
  }
  if (aspects.includes('rating')) {
    facts.push(product.reviewCount === 0
      ? 'It has no reviews yet.'
      : `It is rated ${product.rating.toFixed(1)} out of 5 from ${product.reviewCount.toLocaleString('en-US')} review${product.reviewCount === 1 ? '' : 's'}.`);
  }
  const topical = aspects.filter((a) => !['price', 'stock', 'rating'].includes(a));
  if (topical.length > 0) {
    const found: string[] = [];
    for (const [key, value] of Object.entries(product.specifications)) {
      if (topical.some((a) => matchesAspect(key, a) || matchesAspect(value, a))) found.push(`${key}: ${value}`);
    }
    for (const feature of product.features) if (topical.some((a) => matchesAspect(feature, a))) found.push(feature);
    const sentences = product.description.split(/(?<=[.!?])\s+/);
    for (const sentence of sentences) if (topical.some((a) => matchesAspect(sentence, a))) found.push(sentence.trim());
    if (found.length > 0) {
      facts.push(`Here is what its details say:\n${[...new Set(found)].slice(0, 4).map((f) => `- ${f}`).join('\n')}`);
    } else if (facts.length === 0) {
      return {
        known: false,
        text: `I don't know: the description, features and specifications of the ${product.name} don't mention ${topical.join(' ')}.`,
      };
    }
  }
  if (facts.length === 0) return { known: true, text: productLine(product) };
  return { known: true, text: `About the ${product.name}: ${facts.join(' ')}` };
}
