import { z } from 'zod';
import { normalize, stem } from './analyze.ts';
import english from './english.json' with { type: 'json' };

/**
 * Synonyms and stop words: the shop's words as data (ADR 0016). An entry with `terms` is multi-way: each of
 * its phrases finds the others ("sofa", "couch"). An entry with `from` and `to` is one-way: the phrase finds
 * the others, not the reverse ("accessories" finds cases; "case" does not find accessories). Phrases are
 * compared by their words' stems, so "headphone" uses the entry of "headphones".
 */

const phrase = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');

const multiWaySchema = z.object({ terms: z.array(phrase).min(2, 'must list at least two phrases').max(20) }).strict();
const oneWaySchema = z.object({ from: phrase, to: z.array(phrase).min(1, 'must list at least one phrase').max(20) }).strict();

/** An entry: `terms` (multi-way) or `from` and `to` (one-way); a bad one is named with its reason. */
export const synonymEntrySchema = z.unknown().transform((entry, ctx): z.infer<typeof multiWaySchema> | z.infer<typeof oneWaySchema> => {
  const shape = typeof entry === 'object' && entry !== null && 'terms' in entry ? multiWaySchema : oneWaySchema;
  if (typeof entry !== 'object' || entry === null || !('terms' in entry || 'from' in entry)) {
    ctx.addIssue({ code: 'custom', message: 'must have "terms" (each finds the others) or "from" and "to" (one way)' });
    return z.NEVER;
  }
  const parsed = shape.safeParse(entry);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});
export type SynonymEntry = z.infer<typeof multiWaySchema> | z.infer<typeof oneWaySchema>;

/** A synonyms file: a JSON array of entries, or an object with `synonyms` (and optionally `stopWords`, ignored). */
export const synonymsFileSchema = z.unknown().transform((file, ctx): SynonymEntry[] => {
  const wrapped = !Array.isArray(file) && typeof file === 'object' && file !== null && 'synonyms' in file;
  const entries = wrapped ? (file as { synonyms: unknown }).synonyms : file;
  if (!Array.isArray(entries)) {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of entries, or an object with a "synonyms" array' });
    return z.NEVER;
  }
  const parsed = z.array(synonymEntrySchema).safeParse(entries);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: wrapped ? ['synonyms', ...issue.path] : issue.path });
  }
  return z.NEVER;
});

/** The words of a phrase, normalised ("Eau de Parfum" -> eau, de, parfum; "usb-c" -> usb, c). */
export const phraseWords = (text: string): string[] => normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** How a phrase is looked up: its words' stems, space-separated. */
export const phraseKey = (words: readonly string[]) => words.map(stem).join(' ');

/** The longest phrase, in words, that an entry may hold: a query is scanned for phrases up to this length. */
export const MAX_PHRASE_WORDS = 4;

/** A price order a search may ask for in words ("cheap", "luxury"): low, cheapest first; high, dearest first. */
export type PriceOrder = 'low' | 'high';

export class Synonyms {
  /** Each phrase's key -> the phrases (as words) it also finds. */
  private readonly alternatives = new Map<string, string[][]>();
  /** Each phrase's key -> the phrases of its multi-way entries only: the same thing ("sofa", "couch"), not one it gathers. */
  private readonly equivalents = new Map<string, string[][]>();
  readonly stopWords: ReadonlySet<string>;
  /** Every word of every entry, as written and with a plural's endings, and the price words: the shopping vocabulary (`holds`). */
  private readonly vocabulary = new Set<string>();
  /** Words that ask for a price order (`english.json`'s priceWords): low, cheapest first; high, dearest first. */
  readonly priceWords: ReadonlyMap<string, PriceOrder>;
  /** Each spelling of a unit -> all the unit's spellings (`english.json`'s units). */
  private readonly units = new Map<string, readonly string[]>();

  constructor(
    entries: readonly SynonymEntry[],
    stopWords: readonly string[] = [],
    priceWords: Partial<Record<PriceOrder, readonly string[]>> = {},
    units: readonly (readonly string[])[] = [],
  ) {
    this.stopWords = new Set(stopWords.map(normalize));
    for (const spellings of units) {
      const all = spellings.map(normalize);
      for (const spelling of all) this.units.set(spelling, all);
    }
    this.priceWords = new Map(
      (['low', 'high'] as const).flatMap((order) => (priceWords[order] ?? []).map((word): [string, PriceOrder] => [normalize(word), order])),
    );
    for (const word of this.priceWords.keys()) this.vocabulary.add(word);
    for (const entry of entries) {
      for (const phrase of 'terms' in entry ? entry.terms : [entry.from, ...entry.to]) for (const word of phraseWords(phrase)) this.addWord(word);
      if ('terms' in entry) {
        for (const from of entry.terms) {
          this.add(from, entry.terms.filter((to) => to !== from));
          this.add(from, entry.terms.filter((to) => to !== from), this.equivalents);
        }
      } else {
        this.add(entry.from, entry.to);
      }
    }
  }

  /**
   * A word as written, and with a plural's regular endings ("card", "cards"; "battery", "batteries"): surface forms,
   * not stems, whose collisions would take misspellings for words ("showes" stems to the stop word "show").
   */
  private addWord(word: string): void {
    this.vocabulary.add(word);
    this.vocabulary.add(`${word}s`);
    this.vocabulary.add(`${word}es`);
    if (/[^aeiou]y$/.test(word)) this.vocabulary.add(`${word.slice(0, -1)}ies`);
  }

  private add(from: string, to: readonly string[], into = this.alternatives): void {
    const words = phraseWords(from);
    if (words.length === 0 || words.length > MAX_PHRASE_WORDS) return;
    // "usb-c" is also looked up as the one word "usbc", as a query may write it.
    const keys = new Set([phraseKey(words), ...(words.length > 1 && /[-‐]/.test(from) ? [stem(words.join(''))] : [])]);
    for (const key of keys) {
      const known = into.get(key) ?? [];
      const seen = new Set(known.map((w) => w.join(' ')));
      for (const other of to) {
        const otherWords = phraseWords(other);
        if (otherWords.length === 0 || seen.has(otherWords.join(' ')) || phraseKey(otherWords) === key) continue;
        seen.add(otherWords.join(' '));
        known.push(otherWords);
      }
      into.set(key, known);
    }
  }

  /** Whether a normalised word is one of the vocabulary's, or its plural: spelt right, whatever a catalogue holds. */
  holds(word: string): boolean {
    return this.vocabulary.has(word);
  }

  /** Every spelling of the unit a word spells after a number ("in": in, inch, inches); empty when it spells none. */
  unitSpellings(word: string): readonly string[] {
    return this.units.get(word) ?? [];
  }

  /** The phrases (as words) that a phrase also finds; empty when it has no entry. */
  of(words: readonly string[]): readonly string[][] {
    return this.alternatives.get(phraseKey(words)) ?? [];
  }

  /** The phrases (as words) a multi-way entry holds the same as this one ("earphones" for "headphones"); not a one-way entry's. */
  same(words: readonly string[]): readonly string[][] {
    return this.equivalents.get(phraseKey(words)) ?? [];
  }

  /** The built-in English shopping set (`english.json`), with a shop's own entries added. */
  static withBuiltIn(shopEntries: readonly SynonymEntry[] = []): Synonyms {
    return new Synonyms([...BUILT_IN, ...shopEntries], english.stopWords, english.priceWords, english.units.spellings);
  }
}

const BUILT_IN: readonly SynonymEntry[] = z.array(synonymEntrySchema).parse(english.synonyms);
