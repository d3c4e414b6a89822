import { describe, expect, it } from 'vitest';
import { nameRelevance, searchPhrase, searchStem, searchTerms } from './search-terms.ts';

describe('search terms', () => {
  it('takes the words of a search, lower case, in any order', () => {
    expect(searchTerms('iPhone Case')).toEqual(['iphone', 'case']);
    expect(searchTerms('  case   iphone ')).toEqual(['case', 'iphone']);
  });

  it('leaves out small words unless the search has nothing else', () => {
    expect(searchTerms('case for the iphone')).toEqual(['case', 'iphone']);
    expect(searchTerms('the')).toEqual(['the']);
  });

  it('searches a plural by a singular that still matches the plural as typed', () => {
    expect(searchTerms('screen protectors')).toEqual(['screen', 'protector']);
    expect(searchTerms('watches glasses boxes')).toEqual(['watch', 'glass', 'box']);
    for (const word of ['dress', 'plus', 'tennis', 'bus', 'tvs']) expect(searchStem(word)).toBe(word);
    for (const word of ['protectors', 'watches', 'batteries', 'earbuds']) expect(word.startsWith(searchStem(word))).toBe(true);
  });

  it('keeps symbols inside a word and drops words another kept word contains', () => {
    expect(searchTerms('usb-c usb charger')).toEqual(['usb-c', 'charger']);
    expect(searchTerms('case cases')).toEqual(['case']);
    expect(searchTerms('100% cotton')).toEqual(['100%', 'cotton']);
    expect(searchTerms('Black & Decker')).toEqual(['black', 'decker']);
  });

  it('drops punctuation around a word, keeps a few words ending in s whole, and keeps the longest eight words', () => {
    expect(searchTerms('"leather jacket"')).toEqual(['leather', 'jacket']);
    expect(searchTerms('apple, iphone.')).toEqual(['apple', 'iphone']);
    expect(searchTerms('c++ c#')).toEqual(['c++', 'c#']);
    expect(searchTerms('camera lens news')).toEqual(['camera', 'lens', 'news']);
    expect(searchTerms('batteries accessories series')).toEqual(['batter', 'accessor', 'series']);
    const many = 'aa bbbbbbb cc ddddddd ee ffffff gg hhhhhh ii jjjjjj kk llllll';
    expect(searchTerms(many)).toEqual(['aa', 'bbbbbbb', 'cc', 'ddddddd', 'ffffff', 'hhhhhh', 'jjjjjj', 'llllll']);
    expect(searchTerms('tv 4k hd uk oled')).toEqual(['tv', '4k', 'oled']);
  });

  it('searches a text of no letters or digits as it is', () => {
    expect(searchTerms('&')).toEqual(['&']);
    expect(searchTerms('🎧 headphones')).toEqual(['headphone']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('ranks a name with the whole phrase over one with every word, over a match elsewhere', () => {
    const q = 'Leather  Jacket';
    const tier = (name: string) => nameRelevance(name, searchPhrase(q), searchTerms(q));
    expect(tier('classic leather jacket')).toBe(0);
    expect(tier('jacket in black leather')).toBe(1);
    expect(tier('leather boots')).toBe(2);
  });
});
