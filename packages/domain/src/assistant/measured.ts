/**
 * A product's detail read as one amount ("Weight: 815 g"), and amounts set against each other: what "which is
 * the lightest?" compares and "any lighter ones?" keeps. Catalogue-blind: a detail is found by the words of its
 * name, an amount by the units of `ranges.ts`.
 */
import type { Product } from '../catalogue/product.ts';
import { amountsAsked, holds } from './ranges.ts';
import { stem, words } from './words.ts';

/** Specifications a catalogue keeps for itself: no difference a shopper weighs, nor an answer to a question. */
export const INTERNAL_SPECIFICATION = /^(?:sku|barcode|ean|upc|gtin|mpn|id|category path)$/i;

/** Units of amounts `ranges.ts` does not convert, by their word: their size in the first. */
const SCALED_UNITS: Record<string, number> = { gb: 1, tb: 1000, mb: 0.001 };

export interface Amount {
  value: number;
  unit?: string;
  word?: string;
}

/** A detail's value as one amount ("815 g", "2 years", "256 GB"); none for words, a range or several numbers ("16 x 11 cm"). */
export function amountIn(value: string): Amount | undefined {
  const said = words(value);
  const [amount, ...more] = amountsAsked(said);
  if (!amount || more.length > 0 || said.filter((w) => /^\d/.test(w)).length > 1) return undefined;
  const word = amount.unit === undefined ? said[Math.max(...amount.took) + 1] : undefined;
  const scaled = word === undefined ? undefined : SCALED_UNITS[word];
  return scaled === undefined ? { value: amount.value, ...(amount.unit ? { unit: amount.unit } : {}), ...(word ? { word } : {}) } : { value: amount.value * scaled, word: 'gb' };
}

/** Whether one amount is less than another: undefined when they cannot be compared (other units, or none and one). */
export function lessThan(a: Amount, b: Amount): boolean | undefined {
  if (a.unit !== undefined && b.unit !== undefined) return holds({ max: b.value, maxOpen: true, unit: b.unit, text: '' }, { value: a.value, unit: a.unit });
  return a.unit === undefined && b.unit === undefined && a.word === b.word ? a.value < b.value : undefined;
}

/**
 * The specification a detail's words name ("weight" -> "Weight: 815 g"), by stem, the name with the fewest other
 * words first ("Weight", not "Max User Weight"), with its value as an amount when it is one.
 */
export function measuredIn(product: Product, detail: string): { value: string; amount?: Amount } | undefined {
  const asked = words(detail).map(stem);
  const held = (key: string) => words(key).filter((w) => asked.includes(stem(w))).length;
  const [key] = Object.keys(product.specifications)
    .filter((k) => !INTERNAL_SPECIFICATION.test(k) && held(k) > 0)
    .sort((a, b) => words(a).length - 100 * held(a) - (words(b).length - 100 * held(b)));
  if (key === undefined) return undefined;
  const value = product.specifications[key]!.trim();
  const amount = amountIn(value);
  return { value, ...(amount ? { amount } : {}) };
}
