/**
 * The format of the assistant evaluation's conversations, and the helpers the case files share.
 *
 * The conversations of the assistant evaluation are over three catalogues. A case is one shopper's
 * conversation; every turn is a message and what its reply must satisfy (judge.ts). Cases were written from
 * the catalogues alone (their names, brands, categories, tags, specifications and prices), before the
 * assistant's rewrite and never from an engine's answers.
 *
 * In a message, `{order}` and `{email}` stand for the number and email of an order the runner places
 * through the API before the conversation (cases with `order`).
 */
import type { Expectation, ProductRef, ProductRule } from './judge.ts';

export type CatalogueId = 'demo' | 'bestbuy' | 'generated';
export const CATALOGUE_IDS: readonly CatalogueId[] = ['demo', 'bestbuy', 'generated'];

/** What one turn covers, to count coverage; not used by the judge. */
export type Intent =
  | 'find'
  | 'constraint'
  | 'show-more'
  | 'refine'
  | 'compare'
  | 'product-question'
  | 'named-product'
  | 'reference'
  | 'policy'
  | 'order-status'
  | 'cart'
  | 'greeting'
  | 'help'
  | 'thanks'
  | 'out-of-scope';

export interface EvalTurn {
  message: string;
  intent: Intent;
  expect: Expectation;
}

export interface EvalCase {
  /** Unique across catalogues: `catalogue/name`. The split hashes it. */
  id: string;
  catalogue: CatalogueId;
  /** The runner places an order (one line of `orderProduct`) before the conversation. */
  order?: { product: string };
  turns: EvalTurn[];
}

// Helpers the case files share.

/** A turn. */
export const t = (message: string, intent: Intent, expect: Expectation = {}): EvalTurn => ({ message, intent, expect });
/** A card of an earlier turn: turn and position, both from 0. */
export const at = (turn: number, index: number): ProductRef => ({ turn, index });
/** A catalogue product by its exact name. */
export const named = (name: string): ProductRef => ({ name });
/**
 * Words of a kind (any one of them), as a rule: looked for in the name, category, subcategory and tags, not
 * in features or specifications, whose prose names other things ("works without your phone").
 */
export const kind = (...words: string[]): ProductRule => ({ word: words, in: ['name', 'category', 'subcategory', 'tags'] });
/** A word anywhere in the product's fields but the description (a colour, a material, a size). */
export const word = (...words: string[]): ProductRule => ({ word: words });
/** One to three products. */
export const SOME: readonly [number, number] = [1, 3];

/** Policy figures of packages/domain/src/policy.ts, as a shopper reads them. */
export const FACTS = {
  freeShippingOver: '$50',
  shippingFee: '$9.99',
  returnDays: ['30 days', '30-day', 'thirty days'],
  standardDays: ['3 to 5', '3-5', '3–5', 'three to five'],
  expressDays: ['1 to 2', '1-2', '1–2', 'one to two'],
  payOnDelivery: ['on delivery', 'pay the courier', 'cash on delivery', 'when your order arrives', 'when it arrives'],
} as const;

/** A policy, greeting or other reply that shows no product. */
export const NONE: Expectation = { count: 0 };
