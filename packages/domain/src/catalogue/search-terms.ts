/**
 * How the search box's text matches products (spec §5's case-insensitive substring search, taken word by
 * word; ADR 0014). A product matches when each word of the search is a substring of its name, description,
 * category or brand, not necessarily the same field nor in the typed order: "iphone case" finds
 * "Apple iPhone 15 Clear Case" and "case iphone" finds it too. Small words ("for", "with") are left out
 * unless the search has nothing else, and a plural is searched by its singular ("protectors" finds
 * "Screen Protector"); both keep a prefix of the typed word, so a search never misses a product that
 * contains its exact text. Punctuation around a word is dropped, and a search of many words is matched on
 * its longest eight, of which two at most shorter than three characters. A hyphenated word whose parts all
 * have four characters or more is read as those words ("phone-case" as "phone case"); another keeps its
 * hyphen and matches with it, nothing or a space in its place ("wi-fi" finds "Wi-Fi", "WiFi" and "Wi Fi";
 * "usb-c" finds "USBC" but not "USB Cable"). Texts and words are compared joined, without a hyphen inside a
 * word or a space between two short words (`joinedText`), so "wifi" finds "Wi-Fi" and "Wi Fi" too.
 */

/** Words that say nothing about a product, left out of a search that has others. */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'or', 'by', 'at', 'from']);

/** Words ending in s that are not plurals, or whose cut would match far more ("news" -> "new"). */
const NOT_PLURAL = new Set(['lens', 'news', 'gas', 'atlas', 'canvas', 'series', 'species', 'chaos', 'always']);

/** The most words a search is matched on: its longest ones (each is a lookup in the search index). */
export const MAX_SEARCH_TERMS = 8;
/** The most words under 3 characters ("tv", "4k"), the first typed: the search index cannot serve them. */
export const MAX_SHORT_SEARCH_TERMS = 2;
const SHORT = 3;

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Punctuation around a word ("apple," or "jacket\"" as typed), not inside it ("usb-c", "100%"). */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}%+#]+$/gu;

/** A hyphenated word's parts when all are words of four characters or more ("phone-case"), else the word ("wi-fi"). */
const hyphenParts = (word: string) => {
  const parts = word.split('-');
  return parts.every((part) => part.length >= 4) ? parts : [word];
};

/**
 * What the search index drops from a text, and a term's forms with it: a hyphen beside a part of one to
 * three characters ("Wi-Fi" is "WiFi", "USB-C" "USBC"), and a space between two words of two characters,
 * the second starting with a consonant or digit ("Wi Fi", "HD TV", "16 GB"). Longer parts are words of
 * their own, as a typed "phone-case" is (`hyphenParts`): joined, "lightning-enabled" would hold "gen" and
 * "usb car" "usbc", a search word ending a letter into the next word. Two-letter words starting with a
 * vowel are small words ("if it", "of an"), which joined would hold "fit" and "fan".
 */
const JOINS = /\b(?<!\w{4})-\b|\b-\b(?!\w{4})|\b(\w\w) (?=[^\Waeiou]\w\b)/g;

/** A text (lower case) as the search index holds it: without the separators of `JOINS` ("wi fi" -> "wifi"). */
export const joinedText = (text: string) => text.replace(JOINS, '$1');

/**
 * The ways a product may write a term, joined as the catalogue is (`joinedText`): as typed ("wi-fi" as
 * "wifi"), and a hyphenated term also with spaces ("on-ear" as "onear" and "on ear"). The spaced form is
 * left out when the first or last part is one character: "usb c" is inside "usb cable".
 */
export const termForms = (term: string): string[] =>
  [...new Set([term, /^.-|-.$/.test(term) ? term : term.replace(/\b-\b/g, ' ')].map(joinedText))];

/**
 * A light singular that keeps a prefix of the word, so that the word as typed still matches:
 * "cases" -> "case", "watches" -> "watch", "glasses" -> "glass"; "dress", "plus" and short words stay.
 */
export function searchStem(word: string): string {
  if (word.length < 4 || NOT_PLURAL.has(word)) return word;
  // "batteries" -> "batter", which both "battery" and "batteries" contain.
  if (word.endsWith('ies')) return word.length >= 7 ? word.slice(0, -3) : word;
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  // Not "dress", "plus" or "tennis".
  if (/[^sui]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The search as a phrase: lower case, spaces collapsed. A name containing it ranks first under relevance. */
export function searchPhrase(q: string): string {
  return q.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The texts a product must contain, each somewhere in its searchable fields: the search's words, lower
 * case, singular, without small words, duplicates or words inside another kept word. A search of no
 * letters or digits at all ("&", an emoji) is its own single text.
 */
export function searchTerms(q: string): string[] {
  const phrase = searchPhrase(q);
  const typed = phrase
    .split(' ')
    .flatMap((word) => hyphenParts(word.replace(EDGE_PUNCTUATION, '')))
    .filter((word) => HAS_LETTER_OR_DIGIT.test(word));
  if (typed.length === 0) return phrase ? [phrase] : [];
  const meaningful = typed.filter((word) => !SMALL_WORDS.has(word));
  const stems = [...new Set((meaningful.length > 0 ? meaningful : typed).map(searchStem))];
  const short = stems.filter((term) => [...term].length < SHORT).slice(MAX_SHORT_SEARCH_TERMS);
  const terms = stems.filter((term) => !short.includes(term) && !stems.some((other) => other !== term && other.includes(term)));
  // The longest words say the most: the rest are left out rather than make the search slow.
  const kept = [...terms].sort((a, b) => [...b].length - [...a].length).slice(0, MAX_SEARCH_TERMS);
  return terms.filter((term) => kept.includes(term));
}

/** Whether a text (already lower case), joined (`joinedText`), holds a term in one of its forms (`termForms`). */
export const containsTerm = (text: string, term: string) => termForms(term).some((form) => joinedText(text).includes(form));

/** Whether a text (already lower case) contains every term. */
export const containsEvery = (text: string, terms: readonly string[]) => terms.every((term) => containsTerm(text, term));

/**
 * `nameRelevance` with the name already joined and each term's forms worked out (`termForms`): for ranking
 * many names against one search.
 */
export const joinedNameRelevance = (nameKey: string, joinedName: string, phrase: string, forms: readonly string[][]): 0 | 1 | 2 =>
  nameKey.includes(phrase) ? 0 : forms.every((ways) => ways.some((form) => joinedName.includes(form))) ? 1 : 2;

/**
 * How well a product's name answers a search, for the relevance order: 0 when the name contains the whole
 * phrase, 1 when it contains every term, 2 when the match is elsewhere (description, category, brand).
 */
export const nameRelevance = (nameKey: string, phrase: string, terms: readonly string[]) =>
  joinedNameRelevance(nameKey, joinedText(nameKey), phrase, terms.map(termForms));
