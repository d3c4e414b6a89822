import { stem, tokenize } from './analyze.ts';
import type { Synonyms } from './synonyms.ts';
import { FIELDS, LABEL_BITS, NAME_BIT, type TextIndex, type TextRow } from './text-index.ts';

/**
 * How like one product each other product is, by the words their labels share (name, brand, subcategory,
 * category, tags; ADR 0034): each shared word counts as rare as it is among the labels (inverse document
 * frequency), more when both hold it in a field that says what kind of thing it is (subcategory, category,
 * tags) or in both names, a little when in both brands. A word of its kind fields also counts through the
 * shop's multi-way one-word synonyms, held in the other's kind fields ("over-ear headphones" and "wireless earphones" are
 * the same kind of thing). The related products of a product page.
 */

const bitOf = (field: (typeof FIELDS)[number]) => 1 << FIELDS.indexOf(field);
const KIND_BITS = bitOf('tags') | bitOf('subcategory') | bitOf('category');
const BRAND_BIT = bitOf('brand');

/** A shared word's weight by the fields both products hold it in. */
function weightOf(shared: number): number {
  let weight = 0.5;
  if ((shared & KIND_BITS) !== 0) weight += 2;
  if ((shared & NAME_BIT) !== 0) weight += 2;
  if ((shared & BRAND_BIT) !== 0) weight += 1;
  return weight;
}

/** The other rows sharing a label word with this product's texts, and their scores (higher: more alike), in no order. */
export function similarRows(index: TextIndex, text: TextRow, self: number, synonyms?: Synonyms): { rows: number[]; scores: Float64Array } {
  // One array by row and the rows touched: a Map get and set per posting cost more than the scoring.
  const scores = new Float64Array(index.size);
  const rows: number[] = [];
  const terms = index.labelTerms(text);
  if (synonyms) for (const [term, mine] of kindSynonymTerms(index, text, synonyms)) if (!terms.has(term)) terms.set(term, mine);
  for (const [term, mine] of terms) {
    const frequency = index.frequency(term, true);
    // A word most labels hold (the one category of a shop) tells nothing.
    if (frequency * 2 > index.size) continue;
    const rarity = Math.log((index.size + 1) / (frequency + 1));
    // Each field combination's score, worked out once per term: 2^8 of them at most.
    const byMask = new Float64Array(256).fill(-1);
    const visit = (row: number, theirs: number) => {
      if (row === self || (theirs & LABEL_BITS) === 0) return;
      let add = byMask[theirs]!;
      if (add < 0) add = byMask[theirs] = rarity * weightOf(mine & theirs);
      if (scores[row] === 0) rows.push(row);
      scores[row]! += add;
    };
    const { rows: postings, masks, start, end, stale, updated } = index.postingLists(term, true);
    for (let i = start; i < end; i++) if (stale[postings[i]!] === 0) visit(postings[i]!, masks[i]!);
    if (updated) for (const [row, mask] of updated) visit(row, mask);
  }
  return { rows, scores };
}

/** The terms of the one-word synonyms of the words of a product's kind fields, each as held in those fields. */
function kindSynonymTerms(index: TextIndex, text: TextRow, synonyms: Synonyms): Map<number, number> {
  const found = new Map<number, number>();
  const fields = [['tags', text.tags], ['subcategory', [text.subcategory]], ['category', [text.category]]] as const;
  for (const [field, values] of fields) {
    for (const value of values) {
      for (const token of tokenize(value)) {
        for (const alternative of synonyms.same([token.word])) {
          if (alternative.length !== 1) continue;
          const term = index.termOf(stem(alternative[0]!));
          if (term !== undefined) found.set(term, (found.get(term) ?? 0) | bitOf(field));
        }
      }
    }
  }
  return found;
}
