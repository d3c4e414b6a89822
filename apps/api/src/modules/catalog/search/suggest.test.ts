import { describe, expect, it } from 'vitest';
import { FacetSuggester } from './suggest.ts';

const suggester = new FacetSuggester({
  categories: [
    { name: 'Home & Garden', count: 40 },
    { name: 'Beauty', count: 30 },
  ],
  subcategories: [
    { name: 'Makeup', count: 25, category: 'Beauty' },
    { name: 'Mens Shoes', count: 12, category: 'Fashion' },
    { name: 'Kitchen', count: 20, category: 'Home & Garden' },
  ],
  brands: [
    { name: 'Nike', count: 5 },
    { name: 'Marlowe', count: 8 },
  ],
});
const names = (found: ReturnType<FacetSuggester['suggest']>) => [...found.categories, ...found.brands].map((value) => value.name);

describe('FacetSuggester', () => {
  it('suggests the categories and brands a word being typed starts, the largest first', () => {
    expect(names(suggester.suggest('ma', 5))).toEqual(['Makeup', 'Marlowe']);
    expect(names(suggester.suggest('nike', 5))).toEqual(['Nike']);
  });

  it('after other words, what only the last word starts only when it holds a product suggested', () => {
    // "espresso ma": the espresso machines are in Kitchen; Makeup and Marlowe hold none of them.
    expect(names(suggester.suggest('espresso ma', 5, new Set(['Kitchen', 'Home & Garden', 'Casa'])))).toEqual([]);
    // "nike sho": Nike by the first word; Mens Shoes holds the Nike shoes suggested.
    expect(names(suggester.suggest('nike sho', 5, new Set(['Fashion', 'Mens Shoes', 'Nike'])))).toEqual(['Mens Shoes', 'Nike']);
    expect(names(suggester.suggest('nike sho', 5))).toEqual(['Nike']);
  });
});
