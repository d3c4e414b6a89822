import { stemmer } from 'stemmer';

/**
 * How the search reads a text, the same for a product's fields and for a shopper's query (ADR 0016): lower
 * case without accents, words of letters and digits, an apostrophe dropped inside a word ("men's" is "mens"),
 * each word reduced to its English stem by the Porter stemmer ("dresses" and "dress" are "dress", "batteries"
 * and "battery" are "batteri"). Words the catalogue writes in pieces are also read whole, as ADR 0014 set out:
 * a hyphenated pair ("Wi-Fi", "USB-C", "e-Reader" are "wifi", "usbc", "ereader"), two short words ("Wi Fi",
 * "HD TV") and a number with its unit ("16 GB" is "16gb"); a word of digits and letters is also read in its
 * pieces ("64GB" is "64" and "gb" too), so "64 gb" finds it.
 */

/** A word as written (normalised) and the term it is indexed and matched by. */
export interface Token {
  /** The word, normalised: lower case, without accents or apostrophes. */
  word: string;
  /** Its stem: what index and query compare. */
  term: string;
  /** The word's place among the text's words (joined and split forms share their words' places). */
  position: number;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Trade, service and registered marks and the copyright sign: a word's end, never letters (NFKD makes "™" "TM"). */
const MARKS = /[\u2122\u2120\u00ae\u00a9]/g;
const APOSTROPHES = /(?<=[\p{L}\p{N}])['’](?=[\p{L}])/gu;
/** A word: letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;
const DIGITS = /^\p{N}+$/u;
const LETTERS_AND_DIGITS = /\p{L}+|\p{N}+/gu;
/** A short unit after a number ("16 gb", "5 atm", "50 ml"). */
const UNIT = /^\p{L}{1,3}$/u;

/** Feet and inches written as marks after a number ("6'", "10\""), not before a letter ("90's"). */
const FEET = /(?<=\p{N})\s?['’](?![\p{L}\p{N}])/gu;
const INCHES = /(?<=\p{N})\s?["”](?![\p{L}\p{N}])/gu;

/** Lower case, accents and apostrophes inside words dropped, feet and inches as marks said as units: how every text is compared. */
export function normalize(text: string): string {
  // Most texts are plain ASCII: nothing to decompose.
  const plain = !/\P{ASCII}/u.test(text) ? text : text.replace(MARKS, ' ').normalize('NFKD').replace(COMBINING_MARKS, '');
  const lower = plain.toLowerCase();
  const marked = /\d\s?['’"”]/.test(lower) ? lower.replace(FEET, 'ft ').replace(INCHES, 'in ') : lower;
  return marked.includes("'") || marked.includes('’') ? marked.replace(APOSTROPHES, '') : marked;
}

/** Stems already worked out: a catalogue repeats its words, and the stemmer is the costliest step of indexing. */
const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 200_000;

/** Stems longer words only: stemming "tv", "4k" or "eau" helps nothing and can merge unrelated words. */
export function stem(word: string): string {
  if (word.length < 4) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = /\p{N}/u.test(word) ? word : stemmer(word);
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}

/**
 * The other number of a word whose plural turns f into v, which the stemmer leaves apart ("shelves" stems to
 * "shelv", "shelf" to "shelf"): the singulars in f and fe of a word in ves, the plural of a word in f or fe.
 * A form the catalogue lacks matches nothing, so "gloves" (no "glof") stays as it is.
 */
export function otherNumber(word: string): string[] {
  // Three letters at least before the f or the v ("leaf", "loaves"; not "waves" or "elf").
  if (word.endsWith('ves') && word.length >= 6) return [`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`];
  if (word.endsWith('fe') && word.length >= 5) return [`${word.slice(0, -2)}ves`];
  if (word.endsWith('f') && !word.endsWith('ff') && word.length >= 4) return [`${word.slice(0, -1)}ves`];
  return [];
}

/**
 * A normalised word in each of its numbers, as English spells them regularly: itself, its plurals ("coat":
 * coats; "glass": glasses; "battery": batteries; "shelf": shelves) and, for a word that may be a plural, its
 * singulars ("coats": coat; "batteries": battery). Not its other inflections: "coated" and "coating" share the
 * stem of "coat" but are other words. Some forms are no word ("glasse"); a caller looks them up among the words
 * a catalogue writes. Irregular plurals ("mice") are the synonyms' data.
 */
export function numberForms(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`, ...otherNumber(word)];
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) {
    forms.push(word.slice(0, -1));
    if (word.endsWith('es')) forms.push(word.slice(0, -2));
    if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  }
  return forms;
}

/** Whether two normalised words are one word in either number ("coat" and "coats"; not "coat" and "coated"). */
export const sameNumberWord = (a: string, b: string): boolean => a === b || numberForms(a).includes(b);

/** A word of a text, normalised, and whether it is also read joined with the next ("wi-fi", "hd tv", "16 gb"). */
export interface Word {
  word: string;
  joinsNext: boolean;
}

/** Whether two words in a row are also read as one: after a hyphen always; after a space when both are short or a number has its unit. */
function readsJoined(first: string, second: string, separator: string): boolean {
  if (/^[-‐]$/.test(separator)) return true;
  if (separator !== ' ') return false;
  return (first.length <= 2 && second.length <= 2) || (DIGITS.test(first) && UNIT.test(second));
}

/** A number written with thousands separators ("10,000", "1,299,000"): read as its digits alone. */
const GROUPED_NUMBER = /(?<![\p{N},.])\p{N}{1,3}(?:,\p{N}{3})+(?!,?\p{N})/gu;

/**
 * The words of a text, normalised, each with whether it is also read joined with the next. A number written
 * with thousands separators is one word ("10,000 mAh" is "10000 mah"), as a shopper types it either way.
 */
export function wordsOf(text: string): Word[] {
  const lower = normalize(text);
  const normalized = lower.includes(',') ? lower.replace(GROUPED_NUMBER, (n) => n.replaceAll(',', '')) : lower;
  return plainWords(normalized) ?? unicodeWords(normalized);
}

function unicodeWords(normalized: string): Word[] {
  const matches = [...normalized.matchAll(WORD)];
  return matches.map((match, i) => {
    const next = matches[i + 1];
    const separator = next ? normalized.slice(match.index + match[0].length, next.index) : '';
    return { word: match[0], joinsNext: next !== undefined && readsJoined(match[0], next[0], separator) };
  });
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLowerLetter = (code: number) => code >= 97 && code <= 122;

/**
 * `unicodeWords` for a text of ASCII characters only (most catalogue texts), by one pass over its character
 * codes: the same words and joins, without a match object per word; undefined for any other text. A normalised
 * ASCII text has its letters in lower case, so its words are runs of a-z and 0-9.
 */
function plainWords(normalized: string): Word[] | undefined {
  const words: Word[] = [];
  let start = -1;
  let digitsOnly = true;
  /** Where the previous word ended, and whether it was a number; -1 before the first. */
  let previousEnd = -1;
  let previousDigits = false;
  for (let i = 0; i <= normalized.length; i++) {
    const code = i < normalized.length ? normalized.charCodeAt(i) : 32;
    if (code > 127) return undefined;
    const inWord = isLowerLetter(code) || isDigit(code) || (code >= 65 && code <= 90);
    if (inWord) {
      if (start < 0) {
        start = i;
        digitsOnly = true;
      }
      if (!isDigit(code)) digitsOnly = false;
      continue;
    }
    if (start < 0) continue;
    const word = normalized.slice(start, i);
    if (previousEnd >= 0) {
      const previous = words[words.length - 1]!;
      const gap = start - previousEnd;
      const separator = gap === 1 ? normalized.charCodeAt(previousEnd) : -1;
      previous.joinsNext =
        separator === 45 ||
        (separator === 32 &&
          ((previous.word.length <= 2 && word.length <= 2) || (previousDigits && word.length <= 3 && !/\d/.test(word))));
    }
    words.push({ word, joinsNext: false });
    previousEnd = i;
    previousDigits = digitsOnly;
    start = -1;
  }
  return words;
}

/**
 * The letter and digit pieces of a word that mixes them ("64gb" -> 64, gb); empty for a plain word, or when a
 * piece is a single letter ("5c", "s7"), which as a word of its own would match far too much.
 */
export function piecesOf(word: string): string[] {
  if (!/\d/.test(word) || !/[^\d]/.test(word)) return [];
  const pieces = word.match(LETTERS_AND_DIGITS) ?? [];
  return pieces.length > 1 && pieces.every((piece) => piece.length > 1 || DIGITS.test(piece)) ? pieces : [];
}

/**
 * A text's tokens: each word, each pair of words also read joined, and the letter and digit pieces of a mixed
 * word. Positions count the words as written, so a phrase's words are one apart.
 */
export function tokenize(text: string): Token[] {
  const words = wordsOf(text);
  const tokens: Token[] = [];
  words.forEach(({ word, joinsNext }, position) => {
    tokens.push({ word, term: stem(word), position });
    for (const piece of piecesOf(word)) tokens.push({ word: piece, term: stem(piece), position });
    if (joinsNext) {
      const whole = word + words[position + 1]!.word;
      tokens.push({ word: whole, term: stem(whole), position });
    }
  });
  return tokens;
}
