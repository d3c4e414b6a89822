import fs from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { normalize } from './analyze.ts';
import english from './english.json' with { type: 'json' };
import { phraseWords, Synonyms, synonymsFileSchema, type SynonymEntry } from './synonyms.ts';

/** What a phrase also finds, as space-separated phrases. */
const finds = (synonyms: Synonyms, text: string) => synonyms.of(phraseWords(text)).map((words) => words.join(' '));

describe('Synonyms', () => {
  it('holds every word of its entries (and their plurals) and its price words as its vocabulary, as written', () => {
    const synonyms = new Synonyms([{ terms: ['memory card', 'sd card'] }, { from: 'footwear', to: ['boots', 'battery'] }], ['show'], { low: ['cheap'] });
    for (const word of ['card', 'cards', 'memory', 'footwear', 'boots', 'battery', 'batteries', 'cheap']) expect(synonyms.holds(word), word).toBe(true);
    // Not by stems (a misspelling may stem to a word: "showes" to "show"), and not the stop words.
    for (const word of ['cars', 'boot', 'show', 'showes']) expect(synonyms.holds(word), word).toBe(false);
  });

  it('makes a multi-way entry find each of its phrases from each other, never itself', () => {
    const synonyms = new Synonyms([{ terms: ['sofa', 'couch', 'settee'] }]);
    expect(finds(synonyms, 'sofa')).toEqual(['couch', 'settee']);
    expect(finds(synonyms, 'couch')).toEqual(['sofa', 'settee']);
    expect(finds(synonyms, 'settee')).toEqual(['sofa', 'couch']);
    expect(finds(synonyms, 'chair')).toEqual([]);
  });

  it('does not reverse a one-way entry', () => {
    const synonyms = new Synonyms([{ from: 'accessories', to: ['case', 'screen protector'] }]);
    expect(finds(synonyms, 'accessories')).toEqual(['case', 'screen protector']);
    expect(finds(synonyms, 'case')).toEqual([]);
    expect(finds(synonyms, 'screen protector')).toEqual([]);
  });

  it('looks a phrase up by its words’ stems, whatever its case, accents or inflection', () => {
    const synonyms = new Synonyms([{ terms: ['headphones', 'earphones'] }, { terms: ['running shoes', 'sneakers'] }]);
    expect(finds(synonyms, 'headphone')).toEqual(['earphones']);
    expect(finds(synonyms, 'HEADPHONES')).toEqual(['earphones']);
    expect(finds(synonyms, 'earphone')).toEqual(['headphones']);
    expect(finds(synonyms, 'run shoe')).toEqual(['sneakers']);
    expect(finds(synonyms, 'Sneaker')).toEqual(['running shoes']);
  });

  it('merges the entries of one phrase, without repeats', () => {
    const synonyms = new Synonyms([
      { terms: ['bike', 'bicycle'] },
      { terms: ['bike', 'motorbike'] },
      { from: 'bikes', to: ['bicycle', 'cycle'] },
    ]);
    expect(finds(synonyms, 'bike')).toEqual(['bicycle', 'motorbike', 'cycle']);
  });

  it('also looks a hyphenated phrase up written as one word', () => {
    const synonyms = new Synonyms([{ terms: ['usb-c', 'type-c'] }]);
    expect(finds(synonyms, 'usb-c')).toEqual(['type c']);
    expect(finds(synonyms, 'usbc')).toEqual(['type c']);
    expect(finds(synonyms, 'typec')).toEqual(['usb c']);
  });

  it('ignores phrases longer than four words', () => {
    const synonyms = new Synonyms([{ terms: ['one two three four five', 'short'] }]);
    expect(finds(synonyms, 'one two three four five')).toEqual([]);
    expect(finds(synonyms, 'short')).toEqual(['one two three four five']);
  });

  it('keeps stop words normalised', () => {
    expect(new Synonyms([], ['For', 'ÀND']).stopWords).toEqual(new Set(['for', 'and']));
  });

  it('adds a shop’s own entries to the built-in set', () => {
    const synonyms = Synonyms.withBuiltIn([{ terms: ['hoodie', 'hooded sweatshirt'] }, { terms: ['couch', 'chesterfield'] }]);
    expect(finds(synonyms, 'hoodie')).toEqual(['hooded sweatshirt']);
    expect(finds(synonyms, 'couch')).toContain('sofa');
    expect(finds(synonyms, 'couch')).toContain('chesterfield');
    expect(synonyms.stopWords.has('the')).toBe(true);
    // A size said in everyday words ("a big dog bed") finds the word details use ("Large breeds").
    expect(finds(synonyms, 'big')).toContain('large');
  });
});

describe('the built-in English set', () => {
  const builtIn = Synonyms.withBuiltIn();

  it('holds the general shopping synonyms, multi-way', () => {
    expect(finds(builtIn, 'headphones')).toEqual(expect.arrayContaining(['earphones', 'earbuds']));
    expect(finds(builtIn, 'earbuds')).toContain('headphones');
    expect(finds(builtIn, 'trainers')).toContain('sneakers');
    expect(finds(builtIn, 'couch')).toContain('sofa');
    expect(finds(builtIn, 'television')).toContain('tv');
    expect(finds(builtIn, 'notebook')).toContain('laptop');
    expect(finds(builtIn, 'perfume')).toContain('fragrance');
    expect(finds(builtIn, 'fragrance')).toContain('perfume');
    expect(finds(builtIn, 'anc')).toContain('noise cancelling');
    expect(finds(builtIn, 'lightweight')).toContain('ultralight');
    expect(finds(builtIn, 'power bank')).toEqual(expect.arrayContaining(['portable charger', 'battery pack']));
    expect(finds(builtIn, 'building blocks')).toContain('building set');
    expect(finds(builtIn, 'guarantee')).toContain('warranty');
    expect(finds(builtIn, 'mobile phone')).toEqual(expect.arrayContaining(['cellphone', 'smartphone']));
  });

  it('keeps its one-way entries one way', () => {
    expect(finds(builtIn, 'accessories')).toContain('case');
    expect(finds(builtIn, 'case')).not.toContain('accessories');
    expect(finds(builtIn, 'charger')).toContain('charging cable');
    expect(finds(builtIn, 'charging cable')).not.toContain('charger');
    expect(finds(builtIn, 'furniture')).toContain('sofa');
    expect(finds(builtIn, 'sofa')).not.toContain('furniture');
  });

  it('passes its own schema', () => {
    expect(synonymsFileSchema.safeParse(english.synonyms).success).toBe(true);
    expect(synonymsFileSchema.safeParse({ synonyms: english.synonyms, stopWords: english.stopWords }).success).toBe(true);
  });

  it('names no brand of the shipped catalogues', () => {
    const datasets = new URL('../../../../../../datasets/', import.meta.url);
    const files = fs.readdirSync(datasets).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(2);
    const products = files.flatMap((f) => JSON.parse(fs.readFileSync(new URL(f, datasets), 'utf8')) as { brand?: string }[]);
    const key = (text: string) => phraseWords(text).join(' ');
    const brands = new Set(products.flatMap((p) => (p.brand ? [key(p.brand)] : [])));
    expect(brands.size).toBeGreaterThan(100);
    expect(brands).toContain('apple');

    const phrases = (english.synonyms as SynonymEntry[]).flatMap((entry) => ('terms' in entry ? entry.terms : [entry.from, ...entry.to]));
    expect(phrases.length).toBeGreaterThan(100);
    expect(phrases.filter((phrase) => brands.has(key(phrase)))).toEqual([]);
    expect(english.stopWords.filter((word) => brands.has(normalize(word)))).toEqual([]);
  });
});

describe('synonymsFileSchema', () => {
  /** The message a person loading the file reads. */
  const messageFor = (file: unknown) => {
    const result = synonymsFileSchema.safeParse(file);
    expect(result.success).toBe(false);
    return z.prettifyError(result.error!);
  };

  it('reads an array of entries, or an object with synonyms (and stop words, ignored)', () => {
    const entries = [{ terms: ['sofa', 'couch'] }, { from: 'furniture', to: ['sofa'] }];
    expect(synonymsFileSchema.parse(entries)).toEqual(entries);
    expect(synonymsFileSchema.parse({ synonyms: entries })).toEqual(entries);
    expect(synonymsFileSchema.parse({ synonyms: entries, stopWords: ['the'] })).toEqual(entries);
    // Phrases are trimmed.
    expect(synonymsFileSchema.parse([{ terms: [' sofa ', 'couch'] }])).toEqual([{ terms: ['sofa', 'couch'] }]);
  });

  it.each([
    ['a multi-way entry of one phrase', [{ terms: ['sofa'] }], 'must list at least two phrases', '[0].terms'],
    ['a one-way entry to nothing', [{ terms: ['a', 'b'] }, { from: 'furniture', to: [] }], 'must list at least one phrase', '[1].to'],
    ['an empty phrase', [{ terms: ['sofa', '  '] }], 'must not be empty', '[0].terms[1]'],
    ['an empty one-way phrase', [{ from: '', to: ['sofa'] }], 'must not be empty', '[0].from'],
    ['a phrase over 60 characters', [{ terms: ['sofa', 'x'.repeat(61)] }], 'must be at most 60 characters', '[0].terms[1]'],
    ['an entry with both kinds', [{ terms: ['sofa', 'couch'], from: 'settee' }], 'from', '[0]'],
  ])('refuses %s, saying which entry and why', (_case, file, message, path) => {
    const text = messageFor(file);
    expect(text).toContain(message);
    expect(text).toContain(path);
  });

  it('refuses a file that is neither an array nor an object with synonyms', () => {
    for (const file of ['sofa, couch', 42, null, { entries: [] }]) expect(synonymsFileSchema.safeParse(file).success).toBe(false);
  });

  // BUG: in the documented `{ "synonyms": [...] }` form a bad entry is reported only as "Invalid input", with
  // no entry or reason: the object branch's issues stay inside the union's error.
  it('refuses a bad entry in the { synonyms } form as clearly as in the array form', () => {
    const text = messageFor({ synonyms: [{ terms: ['sofa', 'couch'] }, { terms: ['settee'] }] });
    expect(text).toContain('must list at least two phrases');
    expect(text).toContain('synonyms[1].terms');
  });

  // BUG: an entry with neither `terms` nor `from` (a misspelt key) is reported only as "Invalid input".
  it('names the entry whose key is misspelt', () => {
    const text = messageFor([{ terms: ['sofa', 'couch'] }, { term: ['tv', 'television'] }]);
    expect(text).toContain('[1]');
    expect(text).toMatch(/term/);
  });
});
