import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import { coverage, editionWords, kindOf, labelled, withoutEndings } from './catalogue-kinds.ts';

const product = (name: string, brand: string, more: Partial<Product> = {}) =>
  ({ name, brand, category: 'Goods', subcategory: 'Things', tags: [], specifications: {}, ...more }) as unknown as Product;

describe('editionWords', () => {
  it('learns the words names end with after many different kinds, never a kind itself', () => {
    const names = [
      'wrap dress studio', 'dog bed studio', 'rain jacket studio', 'desk lamp studio', 'wrap dress', 'dog bed', 'rain jacket', 'desk lamp',
      'maxi dress', 'floor lamp', 'cat bed', 'denim jacket', 'air fryer', 'tablet air', 'phone air',
    ];
    expect([...editionWords({ names })]).toEqual(['studio']);
    // Cut at "for …" and at a part after a dash, as the kind is read.
    expect(editionWords({ names: ['band for watch studio', 'case - studio', 'strap (studio)'] }).size).toBe(0);
  });

  it('learns endings of two words whose first word ends no name, and reads the kind before them', () => {
    const kinds = ['dress', 'bed', 'jacket', 'lamp', 'mug'];
    const names = [
      ...kinds.flatMap((k) => [`plain ${k}`, `big ${k}`, `soft ${k} travel size`]),
      'phone screen', 'projector screen', ...kinds.slice(0, 4).map((k) => `${k} screen protector`),
    ];
    const learned = editionWords({ names });
    expect([...learned]).toEqual(['travel size']);
    // "screen" ends names itself: "… Screen Protector" is a kind, never an edition.
    expect(learned.has('screen protector')).toBe(false);
    expect(withoutEndings(['soft', 'jacket', 'travel', 'size'], learned)).toEqual(['soft', 'jacket']);
    expect(withoutEndings(['soft', 'jacket', 'x200', 'travel', 'size'], learned)).toEqual(['soft', 'jacket']);
    expect(withoutEndings(['travel', 'size'], learned)).toEqual(['travel', 'size']);
  });
});

describe('kindOf', () => {
  it('searches the last two words of the name\'s own part, without the brand, model codes or what it is for', () => {
    expect(kindOf(product('Ionic Hair Dryer X200', 'Zorb'))).toMatchObject({ subject: 'hair dryer', head: 'dryer' });
    expect(kindOf(product('Zorb - Leather Strap for Nimbus Watch', 'Zorb'))).toMatchObject({ subject: 'leather strap', head: 'strap' });
  });
});

describe('coverage and labelled', () => {
  it('holds words by stem or as the start of a word of the name; labels hold tags and, when asked, specifications', () => {
    const strap = product('Zorb Leather Straps', 'Zorb', { tags: ['vegan'], specifications: { Colour: 'Brown' } });
    expect(coverage(['strap', 'leath', 'blue'], strap)).toEqual({ held: ['strap', 'leath'], rest: ['blue'] });
    expect(labelled(['vegan', 'brown'], strap)).toBe(1);
    expect(labelled(['vegan', 'brown'], strap, true)).toBe(2);
  });
});
