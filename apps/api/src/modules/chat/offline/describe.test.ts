import { describe, expect, it } from 'vitest';
import { asNamed, describeFound, modelAsNamed } from './describe.ts';

describe('modelAsNamed', () => {
  it('writes a model as the product names do, else capitalised', () => {
    expect(modelAsNamed('iphone 7', ['Apple - iPhone® 7 Silicone Case - Black'])).toBe('iPhone 7');
    expect(modelAsNamed('apple watch', ['Insignia™ - Band for Apple® Watch™ 38mm'])).toBe('Apple Watch');
    expect(modelAsNamed('galaxy s7', [])).toBe('Galaxy S7');
    // Written apart in the names: each word as they write it ("iPhone", not "Iphone").
    expect(modelAsNamed('iphone 7 plus', ['Dynex™ - Case for Apple® iPhone® 6s Plus and 7 Plus - Snow flake'])).toBe('iPhone 7 Plus');
  });
});

describe('describeFound', () => {
  const names = ['Samsung - Galaxy S7 32GB - Black Onyx (Verizon)'];
  it('says a model as one, not as products matching its words', () => {
    expect(describeFound({ brand: ['Samsung'], keywords: ['galaxy s7'], maxPrice: 700 }, { isModel: true, names })).toBe('Samsung Galaxy S7 models under $700.00');
    expect(describeFound({ keywords: ['galaxy s7'] }, { count: 1, isModel: true, names })).toBe('Galaxy S7');
    expect(describeFound({ keywords: ['galaxy s7', 'case'], kind: 'case' }, { names })).toBe('cases for the Galaxy S7');
    expect(describeFound({ keywords: ['galaxy s7'] }, { names })).toBe('products that mention the Galaxy S7');
  });

  it('says other searches as describeSearch does', () => {
    expect(describeFound({ keywords: ['wireless', 'charger'], kind: 'charger' }, { kindNamed: true })).toBe('chargers matching "wireless"');
  });
});

describe('asNamed', () => {
  it('says the kind with the word typed before it when every name shown writes them together', () => {
    const names = ['myCharge - RAZORMAX Portable Power Bank - Black', 'myCharge - Razor Ultra Portable Power Bank - Gold'];
    expect(describeFound({ keywords: ['power', 'bank'], kind: 'bank' }, { kindNamed: true, names })).toBe('power banks');
    // Not when one of them does not: a wall charger by "Just Wireless" is no wireless charger.
    const chargers = ['Samsung - Fast Charge Wireless Charger - Black', 'Just Wireless - Wall Charger - White'];
    expect(describeFound({ keywords: ['wireless', 'charger'], kind: 'charger' }, { kindNamed: true, names: chargers })).toBe('chargers matching "wireless"');
    // "lens" is "len" to the assistant's stem.
    expect(asNamed({ keywords: ['len'], kind: 'len' }, [])).toEqual({ keywords: ['lens'], kind: 'lens' });
  });
});
