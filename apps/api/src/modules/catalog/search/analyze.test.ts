import { describe, expect, it } from 'vitest';
import { normalize, piecesOf, stem, tokenize, wordsOf } from './analyze.ts';

/** The terms of a text, as the index and the query compare them. */
const terms = (text: string) => tokenize(text).map((t) => t.term);
/** The words of a text as written (normalised), joined forms and pieces included. */
const words = (text: string) => tokenize(text).map((t) => t.word);

describe('normalize', () => {
  it('lower-cases and drops accents', () => {
    expect(normalize('Crème Brûlée')).toBe('creme brulee');
    expect(normalize('SÃO PAULO Ñandú')).toBe('sao paulo nandu');
    expect(normalize('NAÏVE Café')).toBe('naive cafe');
    // A mark ends a word: "Insignia™" is the word "insignia", not "insigniatm".
    expect(normalize('Insignia™ Charger® by Acme℠ ©2024')).toBe('insignia  charger  by acme   2024');
  });

  it('drops an apostrophe inside a word, straight or curly, and keeps one that is not', () => {
    expect(normalize("Men's")).toBe('mens');
    expect(normalize('Women’s')).toBe('womens');
    expect(normalize("J'adore")).toBe('jadore');
    // Not between a letter or digit and a letter: left for the word splitter to drop.
    expect(normalize("'quoted'")).toBe("'quoted'");
    expect(normalize("90's")).toBe('90s');
  });

  it('reads feet and inches written as marks after a number as their units', () => {
    expect(normalize("Lightning Cable 6' - White")).toBe('lightning cable 6ft  - white');
    expect(normalize('Sleeve for 13" Laptops')).toBe('sleeve for 13in  laptops');
    expect(normalize("6.6' cable")).toBe('6.6ft  cable');
    // Not before a letter or a digit.
    expect(normalize("1990's hits")).toBe('1990s hits');
  });

  it('reads a query and a product text the same way', () => {
    expect(terms("MEN’S Shoes")).toEqual(terms("men's shoes"));
    expect(terms('Crème')).toEqual(terms('creme'));
  });
});

describe('stem', () => {
  it('stems inflections of one word alike (Porter)', () => {
    expect(stem('running')).toBe(stem('run'));
    expect(stem('dresses')).toBe(stem('dress'));
    expect(stem('batteries')).toBe(stem('battery'));
    expect(stem('shoes')).toBe(stem('shoe'));
    expect(stem('headphones')).toBe(stem('headphone'));
  });

  it('leaves words under four letters and words with digits as they are', () => {
    for (const word of ['tv', 'eau', 'bag', 'gps', 'ios']) expect(stem(word)).toBe(word);
    for (const word of ['4k', '16gb', 'ps5', '1080p', '2024', 'series9']) expect(stem(word)).toBe(word);
  });

  it('keeps unrelated words apart', () => {
    expect(stem('car')).not.toBe(stem('carbon'));
    expect(stem('eau')).not.toBe(stem('beauty'));
  });
});

describe('tokenize', () => {
  it('reads words of letters and digits, each with its stem and place', () => {
    expect(tokenize('Red Running-Shoes, size 10!')).toEqual([
      { word: 'red', term: 'red', position: 0 },
      { word: 'running', term: 'run', position: 1 },
      { word: 'runningshoes', term: stem('runningshoes'), position: 1 },
      { word: 'shoes', term: 'shoe', position: 2 },
      { word: 'size', term: 'size', position: 3 },
      { word: '10', term: '10', position: 4 },
    ]);
  });

  it('stems a product text and a query alike', () => {
    expect(terms('dresses')).toEqual(terms('dress'));
    expect(terms('Batteries')).toEqual(terms('battery'));
    expect(terms('running')).toEqual(terms('run'));
  });

  it('reads a hyphenated pair also joined: Wi-Fi is wifi, USB-C is usbc, e-Reader is ereader', () => {
    expect(words('Wi-Fi')).toEqual(['wi', 'wifi', 'fi']);
    expect(terms('Wi-Fi')).toContain('wifi');
    expect(terms('USB-C')).toContain('usbc');
    expect(terms('Kindle e-Reader')).toContain(stem('ereader'));
    // The joined form shares the first word's place, so phrases still line up.
    expect(tokenize('Wi-Fi').find((t) => t.word === 'wifi')?.position).toBe(0);
  });

  it('reads two short words and a number with its unit also joined', () => {
    expect(words('16 GB')).toEqual(['16', '16gb', 'gb']);
    expect(words('HD TV')).toContain('hdtv');
    expect(words('Wi Fi')).toContain('wifi');
    expect(words('50 ml')).toContain('50ml');
    // Longer words after a space stay apart: "usb cable" is not "usbcable".
    expect(words('usb cable')).toEqual(['usb', 'cable']);
    expect(words('16 pieces')).toEqual(['16', 'pieces']);
    // Only a hyphen or a space joins: "usb/c" and "usb, c" do not.
    expect(words('usb/c')).toEqual(['usb', 'c']);
    expect(words('usb, c')).toEqual(['usb', 'c']);
  });

  it('reads a word of digits and letters also in its pieces: 64GB is 64 and gb', () => {
    expect(words('64GB')).toEqual(['64gb', '64', 'gb']);
    expect(piecesOf('64gb')).toEqual(['64', 'gb']);
    expect(piecesOf('ps5')).toEqual(['ps', '5']);
    // Pieces share the word's place.
    expect(new Set(tokenize('64GB').map((t) => t.position))).toEqual(new Set([0]));
  });

  it('has no pieces for a word with a single letter beside digits, or for a plain word', () => {
    expect(piecesOf('5c')).toEqual([]);
    expect(piecesOf('s7')).toEqual([]);
    expect(words('iPhone 5c')).toEqual(['iphone', '5c']);
    expect(piecesOf('shoes')).toEqual([]);
    expect(piecesOf('2024')).toEqual([]);
  });

  it('says which words are also read with the next', () => {
    expect(wordsOf('Wi-Fi router, 16 GB')).toEqual([
      { word: 'wi', joinsNext: true },
      { word: 'fi', joinsNext: false },
      { word: 'router', joinsNext: false },
      { word: '16', joinsNext: true },
      { word: 'gb', joinsNext: false },
    ]);
  });

  it('reads a plain ASCII text as it reads any other text', () => {
    // A text with a character outside ASCII takes the general path: the same text with ", é" after it must read
    // the same words and joins, plus that word.
    const texts = ['Wi-Fi 6 router', 'USB-C  cable, 2 m', '16 GB RAM', '5 atm', 'HD TV a b c', '12abc 3 gb4 7 days', 'x-y--z', '-ab- cd', '99 cm x 2 m', '1 2 3', 'A-B C'];
    for (const text of texts) {
      const general = wordsOf(`${text}, é`);
      expect(general.pop()).toEqual({ word: 'e', joinsNext: false });
      expect(wordsOf(text)).toEqual(general);
    }
  });

  it('answers nothing for a text without words', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' - / , ')).toEqual([]);
  });
});
