import { MAX_SEARCH_TERMS, searchStem } from '@cartwise/domain/catalogue/search-terms';
import { distance } from 'fastest-levenshtein';

/**
 * "Did you mean": a search that found nothing, with its misspelt words replaced by the nearest words of the
 * catalogue ("iphnoe case" -> "iphone case"). The words are those of product names, brands, categories and
 * subcategories, the ones shoppers type; a word is corrected only when it finds nothing on its own.
 */

/** Words shorter than this are never corrected: "tv" or "4k" have too many neighbours. */
const MIN_CORRECTED_LENGTH = 4;
/** Longer words are part numbers or run-together text, not misspellings. */
const MAX_CORRECTED_LENGTH = 30;

const WORD = /[\p{L}\p{N}]+/gu;
const HAS_LETTER = /\p{L}/u;
const SINGLE_WORD = /^[\p{L}\p{N}]+$/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** How many edits a word of this length may be away from its correction: one up to 4 letters, else two. */
export const maxEdits = (length: number) => (length <= 4 ? 1 : 2);

/** The catalogue's words with how many texts hold each; `closest` finds a misspelt word's nearest. */
export class Vocabulary {
  /** Words by length, each with its count: a word is compared only with words of a length it could reach. */
  private readonly byLength = new Map<number, Map<string, number>>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) {
      const seen = new Set<string>();
      for (const [word] of text.toLowerCase().matchAll(WORD)) {
        // Lengths in UTF-16 units here and in `closest`: alike for the words of a catalogue.
        const length = word.length;
        if (length < MIN_CORRECTED_LENGTH - 1 || length > MAX_CORRECTED_LENGTH + 2 || seen.has(word)) continue;
        seen.add(word);
        if (!HAS_LETTER.test(word)) continue;
        let words = this.byLength.get(length);
        if (!words) this.byLength.set(length, (words = new Map()));
        words.set(word, (words.get(word) ?? 0) + 1);
      }
    }
  }

  /**
   * The catalogue word fewest edits away from `word` (lower case), within `maxEdits`; of equals, the one in
   * most texts, then the first alphabetically. Undefined when none is near enough or the word is one of them.
   */
  closest(word: string): string | undefined {
    const length = word.length;
    if (length < MIN_CORRECTED_LENGTH || length > MAX_CORRECTED_LENGTH || !HAS_LETTER.test(word)) return undefined;
    const most = maxEdits(length);
    let best: { word: string; edits: number; count: number } | undefined;
    for (let other = length - most; other <= length + most; other++) {
      for (const [candidate, count] of this.byLength.get(other) ?? []) {
        if (candidate === word) return undefined;
        const edits = distance(word, candidate);
        if (edits > most) continue;
        if (
          !best ||
          edits < best.edits ||
          (edits === best.edits && (count > best.count || (count === best.count && candidate < best.word)))
        ) {
          best = { word: candidate, edits, count };
        }
      }
    }
    return best?.word;
  }
}

/**
 * The search with each word that finds nothing (`findsSomething` false) replaced by its nearest catalogue
 * word; undefined when no word needed it, one could not be corrected, or the search has more words to check
 * than a search looks up. Words under four characters and words without letters stay as typed; the
 * search's own spacing is kept to single spaces.
 */
export async function correctedSearch(
  q: string,
  vocabulary: Vocabulary,
  findsSomething: (word: string) => Promise<boolean>,
): Promise<string | undefined> {
  const words = q.trim().split(/\s+/);
  let changed = false;
  let checked = 0;
  const corrected: string[] = [];
  for (const typed of words) {
    // Punctuation around a word goes ("iphnoe,"); a word with some inside ("usb-c") stays as typed.
    const word = typed.toLowerCase().replace(EDGE_PUNCTUATION, '');
    const checkable = SINGLE_WORD.test(word) && word.length >= MIN_CORRECTED_LENGTH && HAS_LETTER.test(word);
    if (!checkable) {
      corrected.push(typed);
      continue;
    }
    // Each check is a search: no more than a search itself makes (`MAX_SEARCH_TERMS`).
    if (++checked > MAX_SEARCH_TERMS) return undefined;
    if (await findsSomething(word)) {
      corrected.push(typed);
      continue;
    }
    // "iphnoes": the catalogue may hold the singular only.
    const nearest = vocabulary.closest(word) ?? vocabulary.closest(searchStem(word));
    if (!nearest) return undefined;
    corrected.push(nearest);
    changed = true;
  }
  return changed ? corrected.join(' ') : undefined;
}
