import { FIELDS, LABEL_BITS, NAME_BIT, type TextIndex, type TextRow } from './text-index.ts';

/**
 * How like one product each other product is, by the words their labels share (name, brand, subcategory,
 * category, tags; ADR 0034): each shared word counts as rare as it is among the labels (inverse document
 * frequency), more when both hold it in a field that says what kind of thing it is (subcategory, category,
 * tags) or in both names, a little when in both brands. The related products of a product page.
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
export function similarRows(index: TextIndex, text: TextRow, self: number): { rows: number[]; scores: Float64Array } {
  // One array by row and the rows touched: a Map get and set per posting cost more than the scoring.
  const scores = new Float64Array(index.size);
  const rows: number[] = [];
  for (const [term, mine] of index.labelTerms(text)) {
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
