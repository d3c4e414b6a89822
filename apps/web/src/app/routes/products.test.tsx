import { describe, expect, it } from 'vitest';
import { listingTitle } from './products';

describe('the product list’s title', () => {
  it('says what was searched, else the category and subcategory shown, else all the products', () => {
    expect(listingTitle({ q: 'usb cable', category: 'Electronics' })).toBe('Search results for “usb cable”');
    expect(listingTitle({ category: 'Electronics', subcategory: 'Laptops' })).toBe('Laptops in Electronics');
    expect(listingTitle({ subcategory: 'Laptops' })).toBe('Laptops');
    expect(listingTitle({ category: 'Beauty & Health', brand: ['Essence'] })).toBe('Beauty & Health');
    expect(listingTitle({})).toBe('All Products');
  });
});
