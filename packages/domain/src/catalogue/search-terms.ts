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
 * "usb-c" finds "USBC" but not "USB Cable").
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
 * The ways a product may write a term: "wi-fi" as typed, "wifi" and "wi fi"; other terms as they are. The
 * spaced form is left out when the first or last part is one character: "usb c" is inside "usb cable".
 */
export const termForms = (term: string): string[] =>
  term.includes('-') && HAS_LETTER_OR_DIGIT.test(term)
    ? [term, term.replaceAll('-', ''), ...(/^.-|-.$/.test(term) ? [] : [term.replaceAll('-', ' ')])]
    : [term];

/**
 * A light singular that keeps a prefix of the word, so that the word as typed still matches:
 * "cases" -> "case", "watches" -> "watch", "glasses" -> "glass"; "dress", "plus" and short words stay.
 */
export function searchStem(word: string): string {
  if (word.length < 4 || NOT_PLURAL.has(word)) return word;
  // "batteries" -> "batter", which both "battery" and "batteries" contain.
  if (word.endsWith('ies')) return word.length >= 7 ? word.slice(0, -3) : word;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
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
  if (terms.length <= MAX_SEARCH_TERMS) return terms;
  // The longest words say the most: the rest are left out rather than make the search slow.
  const kept = new Set([...terms].sort((a, b) => [...b].length - [...a].length).slice(0, MAX_SEARCH_TERMS));
  return terms.filter((term) => kept.has(term));
}

/** Whether a text (already lower case) contains a term in one of its forms (`termForms`). */
export const containsTerm = (text: string, term: string) =>
  text.includes(term) || (term.includes('-') && termForms(term).some((form) => text.includes(form)));

/** Whether a text (already lower case) contains every term. */
export const containsEvery = (text: string, terms: readonly string[]) => terms.every((term) => containsTerm(text, term));

/**
 * How well a product's name answers a search, for the relevance order: 0 when the name contains the whole
 * phrase, 1 when it contains every term, 2 when the match is elsewhere (description, category, brand).
 */
export function nameRelevance(nameKey: string, phrase: string, terms: readonly string[]): 0 | 1 | 2 {
  if (nameKey.includes(phrase)) return 0;
  return containsEvery(nameKey, terms) ? 1 : 2;
}
