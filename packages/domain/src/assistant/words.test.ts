import { describe, expect, it } from 'vitest';
import { headWord, modelDistance, phrased } from './words.ts';

describe('phrased', () => {
  it('builds a pattern from its grammar and the phrase lists of phrases.json it names', () => {
    // "thanks" is a list of phrases, "possessives" a list of words in one string.
    const thanked = phrased`^\s*{thanks}(?:\s{soMuch})?$`;
    expect(thanked.test('thank you so much')).toBe(true);
    expect(thanked.test('thanks again')).toBe(true);
    expect(thanked.test('thanksgiving')).toBe(false);
    expect(phrased`^{possessives}\s(\w+)$`.exec('our dog')?.[1]).toBe('dog');
    // A count in braces stays the pattern's own.
    expect(phrased`^\d{1,2}$`.test('12')).toBe(true);
  });

  it('says which list is missing when a pattern names one phrases.json lacks', () => {
    expect(() => phrased`{noSuchList}`).toThrow('phrases.json has no list "noSuchList"');
  });
});

describe('headWord', () => {
  it('reads a size said in letters after the kind as no kind ("hoodie size xxl", "a dress in m")', () => {
    expect(headWord('hoodie size xxl')).toBe('hoodie');
    expect(headWord('mens hoodie xxl')).toBe('hoodie');
    expect(headWord('dress in m')).toBe('dress');
    expect(headWord('shoe size')).toBe('size');
    // Whom they are for, said after the kind, is no kind.
    expect(headWord('running shoes mens size 10')).toBe('shoes');
    expect(headWord('jacket womens')).toBe('jacket');
    expect(headWord('kids')).toBe('kids');
    // How many are sold together is no kind either.
    expect(headWord('knife set')).toBe('knife');
    expect(headWord('tool bundle')).toBe('tool');
    expect(headWord('ice pack')).toBe('pack');
  });

  it('reads the kind said before a comma, unless that clause says how things are ("need" is no past tense)', () => {
    expect(headWord('need a new sofa, something comfy')).toBe('sofa');
    expect(headWord('i need a new phone, samsung preferably')).toBe('phone');
    expect(headWord('i tried everything, need a pillow')).toBe('pillow');
    expect(headWord('the signal here is awful, do you sell boosters')).toBe('boosters');
  });

  it('reads the kind before a detail said by its amount ("laptop 32gb memory"), not the detail', () => {
    expect(headWord('laptop 32gb memory')).toBe('laptop');
    expect(headWord('phone 128gb storage')).toBe('phone');
    // An amount in a unit after the kind; a count before a kind leaves the kind.
    expect(headWord('tv 55 inch')).toBe('tv');
    expect(headWord('rope 10 feet')).toBe('rope');
    expect(headWord('monitor 27 inch 4k')).toBe('monitor');
    expect(headWord('pack of 12 pencils')).toBe('pencils');
    // An amount said first, or a model number, leaves the kind last.
    expect(headWord('55 inch tv')).toBe('tv');
    expect(headWord('zorb 13 pro case')).toBe('case');
    expect(headWord('usb c cable 2m')).toBe('cable');
    expect(headWord('zorb 4k tv')).toBe('tv');
    expect(headWord('zorb 2tb hard drive')).toBe('drive');
  });

  it('leaves out the shopper\'s chat ("lookin", "sorry")', () => {
    expect(headWord('lookin for a dog bed')).toBe('bed');
    expect(headWord('headphones sorry')).toBe('headphones');
  });
});

describe('modelDistance', () => {
  it('puts a name naming the model as said before one holding its words apart, and both before another edition', () => {
    const said = ['case', 'orbis', '7'];
    expect(modelDistance('Shell - Case for Orbis 7 - Clear', said)).toBe(0);
    expect(modelDistance('Shell - Case for Orbis 6s and 7', said)).toBe(1);
    expect(modelDistance('Shell - Case for Orbis 7 Plus - Clear', said)).toBe(2);
    expect(modelDistance('Shell - Case for Orbis 7 Plus', [...said, 'plus'])).toBe(0);
  });
});
