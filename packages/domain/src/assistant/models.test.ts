import { describe, expect, it } from 'vitest';
import { catalogueModels, looksLikeModel, modelsTyped, withModel } from './models.ts';

const NAMES = [
  'samsung - galaxy s7 32gb - black onyx (verizon)',
  'samsung - galaxy s7 edge 4g lte with 32gb memory cell phone (unlocked) - gold',
  'boost mobile - samsung galaxy s7 4g with 32gb memory prepaid cell phone - black onyx',
  'spigen - rugged armor case for samsung galaxy s7 cell phones - black',
  'otterbox - defender series case for apple® iphone® 7 - black',
  'gadget guard - screen protector for samsung galaxy s7',
  'apple - iphone® 7 silicone case - black',
  'apple - iphone 7 32gb - black (verizon)',
  'motorola - moto g 4g lte cell phone (unlocked) - black',
  // "Plus for" once: not enough to make "plus" a thing made for something else.
  'apple - iphone 7 plus for business 128gb - black',
];

describe('catalogueModels', () => {
  const { byModel, madeFor } = catalogueModels(NAMES);

  it('lists the products that are each model, not what is made for it', () => {
    expect(byModel.get('galaxy s7')).toEqual(NAMES.slice(0, 3));
    expect(byModel.get('iphone 7')).toEqual([NAMES[7], NAMES[9]]);
    expect(byModel.get('moto g')).toEqual([NAMES[8]]);
  });

  it('reads the kinds of thing made for something else from names that say "… for"', () => {
    expect([...madeFor].sort()).toEqual(['case']);
  });
});

describe('modelsTyped and withModel', () => {
  it('finds a name word with the number or letter after it', () => {
    expect(modelsTyped('Samsung Galaxy S7 and moto g please')).toEqual(['galaxy s7', 'moto g']);
    expect(modelsTyped('phones under $200')).toEqual([]);
    expect(looksLikeModel('galaxy s7')).toBe(true);
    expect(looksLikeModel('phone case')).toBe(false);
  });

  it('puts the model first, in place of the subcategory its name word matched, and keeps the brand', () => {
    expect(withModel({ brand: ['Samsung'], subcategory: 'Samsung Galaxy', category: 'Electronics' }, 'galaxy s7', new Set(['case']))).toEqual({
      brand: ['Samsung'],
      keywords: ['galaxy s7'],
    });
    expect(withModel({ subcategory: 'iPhone', category: 'Electronics', keywords: ['case'] }, 'iphone 7', new Set(['case']))).toEqual({
      keywords: ['iphone 7', 'case'],
      kind: 'case',
    });
    expect(withModel({ keywords: ['iphone 7', 'phone'], kind: 'phone', category: 'Electronics' }, 'iphone 7', new Set())).toEqual({
      keywords: ['iphone 7', 'phone'],
      kind: 'phone',
      category: 'Electronics',
    });
  });
});
