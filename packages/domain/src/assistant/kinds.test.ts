import { describe, expect, it } from 'vitest';
import { catalogueKinds, nameKinds, namesByKind, pluralOf, withoutKind } from './kinds.ts';

describe('nameKinds', () => {
  it('reads what a product is from the end of each part of its name, not from what it fits', () => {
    expect(nameKinds('Microsoft - Power Adapter for Microsoft Surface Book - Black')).toEqual(['microsoft', 'adapter', 'black']);
    expect(nameKinds('Skech - Polo Book Case for Samsung Galaxy S 5 Cell Phones - Black')).toContain('case');
    expect(nameKinds('Skech - Polo Book Case for Samsung Galaxy S 5 Cell Phones - Black')).not.toContain('book');
    expect(nameKinds('Asus Zenbook Pro Dual Screen Laptop')).toEqual(['laptop']);
  });

  it('skips sizes and models, and reads a group by what it groups', () => {
    expect(nameKinds('Insignia™ - 2.1 Bluetooth Speaker System (3-Piece) - Black')).toEqual(['insignia', 'system', 'speaker', 'black']);
    expect(nameKinds('Samsung - Galaxy S7 edge 32GB - Blue Coral (Sprint)')).toEqual(['samsung', 'edge', 'coral']);
  });
});

describe('catalogueKinds', () => {
  it('holds what the names say the products are and every word of the categories and subcategories', () => {
    const kinds = catalogueKinds(
      namesByKind(['Microsoft - Power Adapter for Microsoft Surface Book - Black', 'Lenovo - AC Power Adapter for select Lenovo laptops - Black']),
      ['Electronics', 'Cell Phone Accessories'],
    );
    expect([...kinds].sort()).toEqual(['accessory', 'adapter', 'black', 'cell', 'electronic', 'lenovo', 'microsoft', 'phone']);
  });
});

describe('pluralOf', () => {
  it.each([['book', 'books'], ['accessory', 'accessories'], ['watch', 'watches'], ['day', 'days']])('%s -> %s', (kind, plural) => {
    expect(pluralOf(kind)).toBe(plural);
  });
});

describe('withoutKind', () => {
  it('keeps every other word and constraint', () => {
    expect(withoutKind({ keywords: ['purple', 'saddle'], kind: 'saddle', maxPrice: 50 })).toEqual({ keywords: ['purple'], maxPrice: 50 });
    expect(withoutKind({ keywords: ['book'], kind: 'book' })).toEqual({});
  });
});
