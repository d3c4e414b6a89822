import { describe, expect, it } from 'vitest';
import { containsEvery, containsTerm, joinedText, nameRelevance, searchPhrase, searchStem, searchTerms, termForms } from './search-terms.ts';

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

  it('separates hyphenated words of four characters or more, and keeps a shorter part inside its word', () => {
    expect(searchTerms('phone-case')).toEqual(['phone', 'case']);
    expect(searchTerms('Noise-Cancelling headphones')).toEqual(['noise', 'cancelling', 'headphone']);
    expect(searchTerms('wi-fi t-shirts e-reader')).toEqual(['wi-fi', 't-shirt', 'e-reader']);
    expect(searchTerms('usb-c 4-pack 2-in-1')).toEqual(['usb-c', '4-pack', '2-in-1']);
  });

  it('finds a hyphenated term written with the hyphen, a space or nothing', () => {
    // Joined as the catalogue is: "wi-fi" and "wi fi" both as "wifi".
    expect(termForms('wi-fi')).toEqual(['wifi']);
    expect(termForms('on-ear')).toEqual(['onear', 'on ear']);
    // A one-character end written with a space would be inside other words: "usb cable", "square reader".
    expect(termForms('usb-c')).toEqual(['usbc']);
    expect(termForms('e-reader')).toEqual(['ereader']);
    expect(termForms('2-in-1')).toEqual(['2in1']);
    expect(termForms('phone')).toEqual(['phone']);
    expect(termForms('-')).toEqual(['-']);
    for (const text of ['dual-band wi-fi router', 'wi fi router', 'wifi router']) expect(containsTerm(text, 'wi-fi')).toBe(true);
    expect(containsTerm('wireless fitness tracker', 'wi-fi')).toBe(false);
    expect(containsEvery('usbc cable, 6 ft', searchTerms('USB-C cables'))).toBe(true);
    expect(containsTerm('micro usb cable', 'usb-c')).toBe(false);
  });

  it('finds a word written in the catalogue with a hyphen, or split into two words of two characters', () => {
    expect(joinedText('wi-fi, mesh wi fi 6e; hd tv; usb-c; 2-in-1; e-reader')).toBe('wifi, mesh wifi6e; hdtv; usbc; 2in1; ereader');
    // Longer words split by a space stay apart ("usbc" is not in "usb car"), as does a hyphen between words.
    // Hyphens between words of four characters or more stay, as a typed "phone-case" is two words.
    const apart = 'usb car charger, usb c cable, kiwi fix, blu ray, apple - iphone, if it falls, one of an array, dual-band, lightning-enabled';
    expect(joinedText(apart)).toBe(apart);
    expect(containsTerm('a fan for cooling', 'fan') && !containsTerm('fits if it is one of an array', 'fan')).toBe(true);
    for (const text of ['dual-band wi-fi router', 'mesh wi fi system', 'wifi plug']) expect(containsTerm(text, 'wifi')).toBe(true);
    for (const text of ['usb-c cable', 'anker usbc hub']) expect(containsTerm(text, 'usbc')).toBe(true);
    for (const text of ['usb car charger', 'micro usb cable', 'usb c cable', 'wireless fitness tracker']) {
      expect(containsTerm(text, 'usbc') || containsTerm(text, 'wifi')).toBe(false);
    }
    expect(containsTerm('kindle e-reader', 'ereader')).toBe(true);
    expect(containsEvery('mesh wi fi system', searchTerms('wifi systems'))).toBe(true);
    // Joined texts are compared, for any search: a hyphen inside a word is no hyphen.
    expect([containsTerm('wi-fi', '-'), containsTerm('apple - iphone', '-')]).toEqual([false, true]);
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
    // The text as typed ranks first; the same word written otherwise comes next.
    const usbC = (name: string) => nameRelevance(name, searchPhrase('USB-C cable'), searchTerms('USB-C cable'));
    expect(usbC('anker usb-c cable 6 ft')).toBe(0);
    expect(usbC('anker usbc to usb a cable')).toBe(1);
    // A name writing the word otherwise holds it: "wifi" ranks "Wi-Fi" and "Wi Fi" names over descriptions.
    const wifi = (name: string) => nameRelevance(name, searchPhrase('wifi'), searchTerms('wifi'));
    expect([wifi('mesh wi fi system'), wifi('dual-band wi-fi router'), wifi('smart plug')]).toEqual([1, 1, 2]);
  });
});
