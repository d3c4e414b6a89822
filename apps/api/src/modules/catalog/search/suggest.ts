import { planQuery, type Group } from './query-plan.ts';
import type { Synonyms } from './synonyms.ts';
import { TextIndex } from './text-index.ts';

/**
 * What the search box suggests beside products (ADR 0016): the categories, subcategories and brands whose
 * names hold the typed words as the product search reads them (the last also as a prefix; a word's synonyms,
 * "perfume" for "Fragrances"; typos only for a word that matches nothing as written), those matching the most
 * words first, then the largest; after other words, one only the last word matches only when it holds a
 * product suggested; and the words of a product's name the search matched, for the box to bold.
 */

export interface FacetValue {
  name: string;
  count: number;
  /** For a subcategory: its category. */
  category?: string;
}

export interface FacetValueSets {
  categories: readonly FacetValue[];
  subcategories: readonly FacetValue[];
  brands: readonly FacetValue[];
}

export interface FacetSuggestions {
  categories: FacetValue[];
  brands: FacetValue[];
}

const nameOnly = (name: string) => ({
  name,
  brand: '',
  category: '',
  subcategory: '',
  tags: [],
  features: [],
  specifications: {},
  description: '',
});

/**
 * A facet value a suggested product holds, as `FacetSuggester.suggest` takes it: by kind, and a subcategory
 * by its category too ("Accessories" of Fashion is not that of Electronics; a brand is no category).
 */
export function shownKey(kind: 'category' | 'subcategory' | 'brand', name: string, category = ''): string {
  return `${kind}\n${kind === 'subcategory' ? category : ''}\n${name}`;
}

const keyOf = ({ kind, value }: { kind: 'category' | 'brand'; value: FacetValue }) =>
  kind === 'brand' ? shownKey('brand', value.name) : value.category === undefined ? shownKey('category', value.name) : shownKey('subcategory', value.name, value.category);

export class FacetSuggester {
  private readonly entries: { kind: 'category' | 'brand'; value: FacetValue }[];
  private readonly text: TextIndex;

  constructor(
    values: FacetValueSets,
    private readonly synonyms: Synonyms,
  ) {
    this.entries = [
      ...values.categories.map((value) => ({ kind: 'category' as const, value })),
      ...values.subcategories.map((value) => ({ kind: 'category' as const, value })),
      ...values.brands.map((value) => ({ kind: 'brand' as const, value })),
    ];
    this.text = new TextIndex(this.entries.map((entry) => nameOnly(entry.value.name)));
  }

  /** `shown`: the categories, subcategories and brands of the products suggested beside them (`shownKey`). */
  suggest(q: string, limit: number, shown: ReadonlySet<string> = new Set()): FacetSuggestions {
    const groups = planQuery(q, this.synonyms);
    const matched = new Map<number, number>();
    // After other words, the last (being typed) alone suggests only what holds a product suggested: "nike sho"
    // the Nike shoes' "Mens Shoes", but "espresso ma" not "Makeup".
    const byEarlier = new Set<number>();
    for (const group of groups) {
      // Typos only when no way of the group matches as written, and never for a word of the shopping
      // vocabulary: "couch" suggests the sofas' category, not a brand "Velvet Touch".
      let rows = this.rowsOf(group, false);
      if (rows.size === 0 && !group.known) rows = this.rowsOf(group, true);
      for (const row of rows) {
        matched.set(row, (matched.get(row) ?? 0) + 1);
        if (!group.last) byEarlier.add(row);
      }
    }
    const ranked = [...matched]
      .filter(([row]) => groups.length < 2 || byEarlier.has(row) || shown.has(keyOf(this.entries[row]!)))
      .sort(([a, wordsA], [b, wordsB]) => wordsB - wordsA || this.entries[b]!.value.count - this.entries[a]!.value.count || a - b)
      .map(([row]) => this.entries[row]!);
    const of = (kind: 'category' | 'brand') => ranked.filter((entry) => entry.kind === kind).slice(0, limit).map((entry) => entry.value);
    return { categories: of('category'), brands: of('brand') };
  }

  /** The values whose names hold a group in one of its ways: every word of it (the last typed also as a prefix). */
  private rowsOf(group: Group, typos: boolean): Set<number> {
    const rows = new Set<number>();
    for (const { words, synonym } of typos ? group.alternatives.filter((a) => !a.synonym) : group.alternatives) {
      let held: Set<number> | undefined;
      words.forEach((word, k) => {
        const prefix = group.last && !synonym && k === words.length - 1;
        const found = new Set<number>();
        for (const match of this.text.matches(word, { prefix, typos })) this.text.forEachPosting(match.term, (row) => found.add(row));
        held = held ? new Set([...held].filter((row) => found.has(row))) : found;
      });
      for (const row of held ?? []) rows.add(row);
    }
    return rows;
  }
}

/**
 * The [start, end) ranges of a name's words whose terms the search matched (`TextMatch.terms`), in the name
 * as written.
 */
export function highlightName(name: string, text: TextIndex, terms: readonly (readonly number[])[]): [number, number][] {
  const wanted = new Set(terms.flat());
  const ranges: [number, number][] = [];
  // The name's words and their terms are worked out once per name (`nameWords`), not on every answer.
  const words = text.nameWords(name);
  for (let i = 0; i < words.length; i += 3) {
    const term = words[i + 2]!;
    if (wanted.has(term)) ranges.push([words[i]!, words[i + 1]!]);
  }
  return ranges;
}
