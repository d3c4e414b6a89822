import { describe, expect, it } from 'vitest';
import { FacetSuggester, shownKey } from './suggest.ts';
import { Synonyms } from './synonyms.ts';

const suggester = new FacetSuggester({
  categories: [
    { name: 'Home & Garden', count: 40 },
    { name: 'Beauty', count: 30 },
  ],
  subcategories: [
    { name: 'Makeup', count: 25, category: 'Beauty' },
    { name: 'Mens Shoes', count: 12, category: 'Fashion' },
    { name: 'Kitchen', count: 20, category: 'Home & Garden' },
    { name: 'Fragrances', count: 9, category: 'Beauty' },
    { name: 'Sofas', count: 7, category: 'Home & Garden' },
  ],
  brands: [
    { name: 'Nike', count: 5 },
    { name: 'Marlowe', count: 8 },
    { name: 'Velvet Touch', count: 3 },
  ],
}, Synonyms.withBuiltIn());
const names = (found: ReturnType<FacetSuggester['suggest']>) => [...found.categories, ...found.brands].map((value) => value.name);

describe('FacetSuggester', () => {
  it('suggests the categories and brands a word being typed starts, the largest first', () => {
    expect(names(suggester.suggest('ma', 5))).toEqual(['Makeup', 'Marlowe']);
    expect(names(suggester.suggest('nike', 5))).toEqual(['Nike']);
  });

  it('reads words as the product search does: synonyms, and typos only for a word nothing matches as written', () => {
    expect(names(suggester.suggest('perfume', 5))).toEqual(['Fragrances']);
    // "couch" is one typo from "touch", but its synonym "sofa" matches as written.
    expect(names(suggester.suggest('couch', 5))).toEqual(['Sofas']);
    expect(names(suggester.suggest('makup', 5))).toEqual(['Makeup']);
    expect(names(suggester.suggest('kitchn', 5))).toEqual(['Kitchen']);
  });

  it('after other words, what only the last word starts only when it holds a product suggested', () => {
    // "espresso ma": the espresso machines are in Kitchen; Makeup and Marlowe hold none of them.
    const espresso = new Set([shownKey('category', 'Home & Garden'), shownKey('subcategory', 'Kitchen', 'Home & Garden'), shownKey('brand', 'Casa')]);
    expect(names(suggester.suggest('espresso ma', 5, espresso))).toEqual([]);
    // "nike sho": Nike by the first word; Mens Shoes holds the Nike shoes suggested.
    const nike = new Set([shownKey('category', 'Fashion'), shownKey('subcategory', 'Mens Shoes', 'Fashion'), shownKey('brand', 'Nike')]);
    expect(names(suggester.suggest('nike sho', 5, nike))).toEqual(['Mens Shoes', 'Nike']);
    expect(names(suggester.suggest('nike sho', 5))).toEqual(['Nike']);
  });

  it('counts a value a suggested product holds by its kind, and a subcategory under its category', () => {
    // A brand named as a subcategory, or the subcategory of another category, holds none of them.
    const shown = new Set([shownKey('brand', 'Makeup'), shownKey('subcategory', 'Mens Shoes', 'Kids')]);
    expect(names(suggester.suggest('nike ma', 5, shown))).toEqual(['Nike']);
    expect(names(suggester.suggest('nike me', 5, shown))).toEqual(['Nike']);
    expect(names(suggester.suggest('nike ma', 5, new Set([shownKey('subcategory', 'Makeup', 'Beauty')])))).toEqual(['Makeup', 'Nike']);
  });
});
