import { describe, expect, it } from 'vitest';
import { correctedSearch, maxEdits, Vocabulary } from './spelling.ts';

const vocabulary = new Vocabulary([
  'apple iphone 15 clear case',
  'apple iphone 15 pro',
  'samsung galaxy s24 case',
  'sony wireless headphones',
  'soundmax studio headphones',
  'gaming laptop 16"',
  'Laptops',
  'Samsung',
]);

/** A catalogue whose search finds exactly these words (as substrings). */
const finds = (...known: string[]) => async (word: string) => known.some((k) => k.includes(word));

describe('Vocabulary.closest', () => {
  it('finds the catalogue word a misspelling is nearest to', () => {
    expect(vocabulary.closest('iphnoe')).toBe('iphone');
    expect(vocabulary.closest('samsnug')).toBe('samsung');
    expect(vocabulary.closest('headphnes')).toBe('headphones');
    expect(vocabulary.closest('labtop')).toBe('laptop');
  });

  it('allows one edit up to four letters and two beyond', () => {
    expect(maxEdits(4)).toBe(1);
    expect(maxEdits(5)).toBe(2);
    expect(vocabulary.closest('caes')).toBeUndefined(); // two edits from "case"
    expect(vocabulary.closest('cse')).toBeUndefined(); // too short to correct
    expect(vocabulary.closest('kase')).toBe('case');
    expect(vocabulary.closest('asdfghjkl')).toBeUndefined();
  });

  it('prefers fewer edits, then the word more products hold', () => {
    const words = new Vocabulary(['black case', 'black cover', 'slack', 'black phone']);
    expect(words.closest('blakc')).toBe('black');
    // 'bold' comes first alphabetically, but more products hold 'bolt'.
    expect(new Vocabulary(['bold', 'bolt', 'bolt']).closest('bolx')).toBe('bolt');
  });

  it('does not correct a word the catalogue holds', () => {
    expect(vocabulary.closest('iphone')).toBeUndefined();
  });
});

describe('correctedSearch', () => {
  it('corrects only the words that find nothing, keeping the others as typed', async () => {
    expect(await correctedSearch('iPhone kase', vocabulary, finds('iphone'))).toBe('iPhone case');
    expect(await correctedSearch('  samsnug   galaxy ', vocabulary, finds('galaxy'))).toBe('samsung galaxy');
  });

  it('corrects a misspelt plural by its singular', async () => {
    const singular = new Vocabulary(['apple iphone 15']);
    expect(await correctedSearch('iphnoes', singular, finds())).toBe('iphone');
  });

  it('has no suggestion when every word finds something or a word is beyond correction', async () => {
    expect(await correctedSearch('iphone case', vocabulary, finds('iphone', 'case'))).toBeUndefined();
    expect(await correctedSearch('iphnoe asdfghjkl', vocabulary, finds())).toBeUndefined();
  });

  it('checks no more words than a search looks up', async () => {
    const checked: string[] = [];
    const counting = async (word: string) => (checked.push(word), true);
    expect(await correctedSearch(Array.from({ length: 12 }, () => 'case').join(' ') + ' iphnoe', vocabulary, counting)).toBeUndefined();
    expect(checked).toHaveLength(8);
  });

  it('leaves short words, numbers and words with punctuation inside as typed', async () => {
    expect(await correctedSearch('tv 4k usb-c iphnoe,', vocabulary, finds())).toBe('tv 4k usb-c iphone');
  });
});
