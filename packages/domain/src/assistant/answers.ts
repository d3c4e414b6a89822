import type { Product } from '../catalogue/product.ts';
import { formatUsd } from '../money.ts';
import {
  EXPRESS_SHIPPING_CENTS,
  FREE_SHIPPING_OVER_CENTS,
  RETURN_WINDOW_DAYS,
  STANDARD_DELIVERY_DAYS,
  STANDARD_SHIPPING_CENTS,
} from '../policy.ts';
import { formatCents } from '../money.ts';
import type { PolicyTopic } from './understand.ts';
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
  const reviews = `${product.reviewCount.toLocaleString('en-US')} review${product.reviewCount === 1 ? '' : 's'}`;
  const prefix = position === undefined ? '' : `${position}. `;
  return `${prefix}${product.name}: ${formatUsd(product.price)}${was}, rated ${product.rating.toFixed(1)} from ${reviews}, ${stock}.`;
}

/** The specifications the products share, in the first product's order: the rows of a comparison. */
export function sharedSpecifications(products: readonly Product[], max = 4): string[] {
  if (products.length === 0) return [];
  const [first, ...rest] = products;
  const shared = Object.keys(first!.specifications).filter((key) => rest.every((p) => key in p.specifications));
  const keys = shared.length > 0 ? shared : Object.keys(first!.specifications);
  return keys.filter((k) => !/^(?:sku|barcode)$/i.test(k)).slice(0, max);
}

/** Side by side on price, rating, key specifications and stock, then which is cheaper and better rated. */
export function comparisonText(products: readonly Product[]): string {
  const keys = sharedSpecifications(products);
  const blocks = products.map((p) => {
    const specs = keys.map((k) => `${k}: ${p.specifications[k] ?? 'not listed'}`);
    return [productLine(p), ...specs.map((s) => `   ${s}`)].join('\n');
  });
  const cheapest = [...products].sort((a, b) => a.price - b.price)[0]!;
  const bestRated = [...products].sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount)[0]!;
  const verdict =
    cheapest.id === bestRated.id
      ? `The ${cheapest.name} is both the cheapest and the best rated.`
      : `The ${cheapest.name} is the cheapest; the ${bestRated.name} is the best rated.`;
  const sold = products.filter((p) => !p.inStock).map((p) => p.name);
  const stockNote = sold.length > 0 ? ` Note: ${sold.join(' and ')} ${sold.length === 1 ? 'is' : 'are'} out of stock.` : '';
  return `Here's how they compare:\n${blocks.join('\n')}\n${verdict}${stockNote}`;
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
    facts.push(`It is rated ${product.rating.toFixed(1)} out of 5 from ${product.reviewCount.toLocaleString('en-US')} reviews.`);
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
