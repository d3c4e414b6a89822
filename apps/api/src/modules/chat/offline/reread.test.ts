import { describe, expect, it } from 'vitest';
import type { Intent } from '@cartwise/domain/assistant/understand';
import { asTyped, catalogueLines, forTheLine, shopQuestion } from './reread.ts';

const NAMES = [
  'Apple - Sport Band for Apple® Watch™ 42mm - Concrete',
  'Insignia™ - Leather Band for Apple® Watch™ 38mm - Brown',
  'OtterBox - Defender Series Case for Apple® iPhone® 7 - Black',
  'ZAGG - InvisibleShield Screen Protector for Apple® iPhone® 7',
  'Samsung - Wireless Charger for Select Samsung Devices - Black',
];
const LINES = catalogueLines(NAMES, new Set(['apple', 'samsung', 'insignia', 'otterbox', 'zagg']));
const MADE_FOR = new Set(['band', 'case', 'protector', 'charger']);

describe('catalogueLines', () => {
  it('reads a brand and the word after it where two names say what an accessory is for', () => {
    expect([...LINES].sort()).toEqual(['apple iphone', 'apple watch']);
  });
});

describe('forTheLine', () => {
  it('reads a brand, its product line and an accessory kind as that kind for the line, of any brand', () => {
    expect(forTheLine({ brand: ['Apple'], keywords: ['watch', 'band'], kind: 'band' }, 'apple watch bands', LINES, MADE_FOR)).toEqual({
      keywords: ['apple watch', 'band'],
      kind: 'band',
    });
    // A model typed with the line stays the model: the finder knows "iphone 7".
    expect(forTheLine({ brand: ['Apple'], keywords: ['iphone 7', 'screen', 'protector'], kind: 'protector' }, 'apple iphone 7 screen protectors', LINES, MADE_FOR)).toEqual({
      keywords: ['iphone 7', 'screen', 'protector'],
      kind: 'protector',
    });
  });

  it('keeps the brand when the next word is no product line of it, or no accessory follows', () => {
    expect(forTheLine({ brand: ['Samsung'], keywords: ['wireless', 'charger'], kind: 'charger' }, 'samsung wireless charger', LINES, MADE_FOR)).toBeUndefined();
    expect(forTheLine({ brand: ['Apple'], keywords: ['watch'] }, 'apple watch', LINES, MADE_FOR)).toBeUndefined();
  });
});

describe('asTyped', () => {
  it('keeps as typed the words the assistant stems otherwise than the product search', () => {
    expect(asTyped({ keywords: ['defender', 'sery', 'case'], kind: 'case' }, 'defender series cases').keywords).toEqual(['defender', 'series', 'case']);
    expect(asTyped({ keywords: ['spare', 'battery'] }, 'spare batteries').keywords).toEqual(['spare', 'batteries']);
    // The kind stays the assistant's word: it names the products of that kind.
    expect(asTyped({ keywords: ['camera', 'len'], kind: 'len' }, 'camera lens')).toEqual({ keywords: ['camera', 'len'], kind: 'len' });
    // "lenses" is the same kind as "lens" (the assistant's stem says "lense" and "len").
    expect(asTyped({ keywords: ['camera', 'lense'], kind: 'lense' }, 'camera lenses')).toEqual({ keywords: ['camera', 'len'], kind: 'len' });
  });
});

describe('shopQuestion', () => {
  const search = (keywords: string[]): Intent => ({ kind: 'search', mode: 'recommend', search: { keywords }, refined: false });
  it('reads questions about buying online, in a store, price matching and tax', () => {
    expect(shopQuestion('is buying online cheaper than in store?', search(['online']), false)).toBe('in-store');
    expect(shopQuestion('do you price match?', search(['match']), false)).toBe('price-match');
    expect(shopQuestion('do you charge sales tax?', search(['charge']), false)).toBe('tax');
    expect(shopQuestion('what are your store hours?', search(['hour']), false)).toBe('stores');
  });

  it('reads asking how to reach the shop as contact, even where "phone" names something sold', () => {
    expect(shopQuestion("what's your phone number?", search(['phone', 'number']), true)).toBe('contact');
    expect(shopQuestion('how can I contact you?', search(['contact']), false)).toBe('contact');
    expect(shopQuestion("what's your email?", search(['email']), false)).toBe('contact');
    expect(shopQuestion('how do I reach customer service', search(['customer', 'service']), false)).toBe('contact');
    expect(shopQuestion('a case for my phone', search(['phone', 'case']), true)).toBeUndefined();
  });

  it('leaves a search for something sold, and a request that is no question', () => {
    expect(shopQuestion('do you have iphone cases online?', search(['iphone', 'case', 'online']), true)).toBeUndefined();
    expect(shopQuestion('online exclusives', search(['online', 'exclusive']), false)).toBeUndefined();
  });
});
