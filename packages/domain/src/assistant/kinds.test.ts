import { describe, expect, it } from 'vitest';
import { brandKeys, catalogueKinds, nameKinds, namesByKind, pluralOf, withoutKind } from './kinds.ts';

describe('nameKinds', () => {
  it('reads what a product is from the end of each part of its name, not from what it fits', () => {
    expect(nameKinds('Microsoft - Power Adapter for Microsoft Surface Book - Black')).toEqual(['microsoft', 'adapter', 'black']);
    expect(nameKinds('Skech - Polo Book Case for Samsung Galaxy S 5 Cell Phones - Black')).toContain('case');
    expect(nameKinds('Skech - Polo Book Case for Samsung Galaxy S 5 Cell Phones - Black')).not.toContain('book');
    expect(nameKinds('Asus Zenbook Pro Dual Screen Laptop')).toEqual(['laptop']);
  });

  it('skips sizes and models, and reads a group by what it groups', () => {
    expect(nameKinds('Insignia™ - 2.1 Bluetooth Speaker System (3-Piece) - Black')).toEqual(['insignia', 'system', 'speaker', 'black']);
    expect(nameKinds('Samsung - Galaxy S7 edge 32GB - Blue Coral (Sprint)')).toEqual(['samsung', 'galaxy', 'phone', 'coral']);
  });

  // Best Buy's phone names: 37 of its 446 phones read as phones when a name was cut at "with" (the rest as
  // "lte", "g", "se"); all 446 now, and none of its cases, chargers or mounts.
  const brands = brandKeys(['Samsung', 'Boost Mobile', 'Cricket Wireless', 'AT&T GoPhone', 'Motorola', 'Apple', 'BLU', 'OtterBox', 'Bracketron']);
  it.each([
    'Samsung - Galaxy J3 4G LTE with 16GB Memory Cell Phone (Unlocked) - Black',
    'Boost Mobile - LG K3 with 8GB Memory Prepaid Cell Phone - Black',
    'Samsung - Galaxy S4 4G with 16GB Memory T-Mobile Branded Cell Phone Unlocked - White Frost',
    'AT&T GoPhone - Apple iPhone 5s 4G LTE 16GB Memory Prepaid Cell Phone w/Airtime Card - Gray',
    'Motorola - MOTO G (4th Generation) 4G LTE with 16GB Memory Cell Phone (Unlocked) - Black',
    'BLU - Studio G 4G Cell Phone with 4GB (Unlocked) - Pink',
    'Apple - iPhone 6s Plus 32GB - Space Gray (Sprint)',
    'Apple - iPhone SE 16GB - Rose Gold (Verizon)',
    'Apple - iPhone 6 Plus 16GB - Pre-Owned - Space Gray (AT&T)',
  ])('reads a phone from its name past its size and model: %s', (name) => {
    expect(nameKinds(name, brands)).toContain('phone');
  });

  it.each([
    ['OtterBox - Defender Series Case for Samsung Galaxy S7 Cell Phones - Black', 'case'],
    ['Samsung - Fast Charge Wireless Charging Pad for Samsung Galaxy Cell Phones - Black', 'pad'],
    ['Bracketron - TripGrip Car Holder for Mobile Phones - Black', 'holder'],
    ['Apple - iPhone 7 Silicone Case - Black', 'case'],
    ['Samsung - Micro USB Car Charger with Cable - Black', 'charger'],
  ])('reads what is made for a phone as what it is, not a phone: %s', (name, kind) => {
    expect(nameKinds(name, brands)).toContain(kind);
    expect(nameKinds(name, brands)).not.toContain('phone');
  });

  it('never reads a brand as a kind', () => {
    expect(nameKinds('Boost Mobile - LG Tribute HD 4G LTE with 16GB Memory Prepaid Cell Phone - White', brands)).toEqual(['phone', 'white']);
    expect(nameKinds('Cricket Wireless - ZTE Grand X3 4G LTE with 16GB Memory Prepaid Cell Phone - Ebony Tweed', brands)).not.toContain('wireless');
    expect(nameKinds('Apple - iPhone 7 32GB - Black (AT&T)', brands)).toEqual(['iphone', 'phone', 'black']);
  });
});

describe('catalogueKinds', () => {
  it('holds what the names say the products are and what the categories and subcategories name, never a brand', () => {
    const brands = brandKeys(['Microsoft', 'Lenovo', 'Samsung']);
    const kinds = catalogueKinds(
      namesByKind(['Microsoft - Power Adapter for Microsoft Surface Book - Black', 'Lenovo - AC Power Adapter for select Lenovo laptops - Black'], brands),
      ['Electronics', 'Cell Phone Accessories', 'All Cell Phones with Plans', 'Laptops & Computers', 'Mobile Broadband', 'Samsung Galaxy'],
      brands,
    );
    expect([...kinds].sort()).toEqual(['accessory', 'adapter', 'black', 'broadband', 'computer', 'electronic', 'galaxy', 'laptop', 'phone']);
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
