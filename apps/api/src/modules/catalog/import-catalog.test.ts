import { describe, expect, it } from 'vitest';
import { decodeTextFields, validateCatalogRows } from './import-catalog.ts';

const row = {
  id: 'bb-1631',
  name: 'Apple&#174; iPhone&#174; 6s 64GB',
  description: 'An &#402;/1.8 aperture camera from AT&T &amp; Apple, R&D tested',
  price: 449.99,
  category: 'Electronics',
  subcategory: 'Cell Phones &#8211; Unlocked',
  brand: 'Apple&#8482;',
  rating: 4.5,
  reviewCount: 10,
  stockQuantity: 3,
  features: ['Retina HD &#8212; 4.7"'],
  tags: ['iphone &amp; ios'],
  specifications: { 'Screen &#215; size': '4.7&#8243;' },
  thumbnail: 'https://example.com/iphone.jpg',
};

describe('catalogue import', () => {
  it('shows the characters an exported feed wrote as HTML codes, in every text a shopper reads', () => {
    const [product] = validateCatalogRows([row]).valid;
    expect(product).toMatchObject({
      name: 'Apple® iPhone® 6s 64GB',
      description: 'An ƒ/1.8 aperture camera from AT&T & Apple, R&D tested',
      subcategory: 'Cell Phones – Unlocked',
      brand: 'Apple™',
      features: ['Retina HD — 4.7"'],
      tags: ['iphone & ios'],
      specifications: { 'Screen × size': '4.7″' },
    });
  });

  it('leaves what is not a complete reference, and rows that are not objects, as they are', () => {
    expect(decodeTextFields({ name: 'Tom&Jerry &copy 2024 x&lt5' })).toEqual({ name: 'Tom&Jerry &copy 2024 x&lt5' });
    expect(decodeTextFields('not a row')).toBe('not a row');
    expect(decodeTextFields({ name: 42, features: 'one' })).toEqual({ name: 42, features: 'one' });
  });
});
