import { SIZE_LADDER } from './facets.ts';

/**
 * The catalogue's options as words (ADR 0019): each option's name in lower case, with its display name and
 * its values by their lower-case spelling. Made by the catalogue index from its products' variants.
 */
export type OptionVocabulary = ReadonlyMap<string, { name: string; values: ReadonlyMap<string, string> }>;

/** English spellings of one option name: a shopper writes either. */
const SPELLINGS: Readonly<Record<string, string>> = { color: 'colour', colors: 'colour', colours: 'colour', sizes: 'size' };
const spelling = (word: string) => SPELLINGS[word] ?? word;

/** A value that can only be a size: a number (10, 10.5) or a clothing size (M, XL). */
const SIZE_LIKE = (value: string) => /^\d+(?:[.,]\d+)?$/.test(value) || SIZE_LADDER.includes(value);

/** Values may be a few words long ("Navy Blue"). */
const MAX_VALUE_WORDS = 3;

/**
 * The option values a text names, as `option` filter entries ('Size:M'), and the text without them:
 * "<option> <value>" ("size M", "colour navy blue", "in size 10"), and "in <value>" for a value that can only
 * be a size and that one option holds ("tee in XL", "shoes in 10"), or such a value alone when it is a
 * clothing size of two letters or more ("tee xl"; a lone number or letter may be a model's). A colour or material said alone stays a
 * word of the search, which finds it among the products' values and their other texts.
 */
export function readOptionWords(text: string, vocabulary: OptionVocabulary): { option: string[]; rest: string } {
  if (vocabulary.size === 0) return { option: [], rest: text };
  const tokens = text.split(/\s+/).filter((t) => t.length > 0);
  const bare = tokens.map((t) => t.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  const taken = new Set<number>();
  const option: string[] = [];
  const valueAt = (values: ReadonlyMap<string, string>, start: number): { value: string; words: number } | undefined => {
    for (let words = Math.min(MAX_VALUE_WORDS, tokens.length - start); words >= 1; words--) {
      const value = values.get(bare.slice(start, start + words).join(' '));
      if (value !== undefined) return { value, words };
    }
    return undefined;
  };
  const take = (from: number, to: number, entry: string) => {
    for (let k = from; k < to; k++) taken.add(k);
    if (from > 0 && bare[from - 1] === 'in') taken.add(from - 1);
    if (!option.includes(entry)) option.push(entry);
  };
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i)) continue;
    const named = vocabulary.get(spelling(bare[i]!));
    const found = named && valueAt(named.values, i + 1);
    if (named && found) {
      take(i, i + 1 + found.words, `${named.name}:${found.value}`);
      i += found.words;
      continue;
    }
    // "in 10", "in M", or a clothing size of two letters or more alone ("xl"), when one option holds it.
    const at = bare[i] === 'in' && i + 1 < tokens.length && SIZE_LIKE(bare[i + 1]!) ? i + 1 : SIZE_LIKE(bare[i]!) && /^[a-z\d]{2,}$/.test(bare[i]!) && /[a-z]/.test(bare[i]!) ? i : -1;
    const holders = at < 0 ? [] : [...vocabulary.values()].filter((o) => o.values.has(bare[at]!));
    if (holders.length === 1) {
      take(at, at + 1, `${holders[0]!.name}:${holders[0]!.values.get(bare[at]!)!}`);
      i = at;
    }
  }
  return { option, rest: tokens.filter((_, k) => !taken.has(k)).join(' ') };
}
