import { wordsOf } from './analyze.ts';
import { MAX_PHRASE_WORDS, type Synonyms } from './synonyms.ts';

/**
 * A query read into groups, each a word (or a phrase) the shopper typed that a product must match, in one of
 * several ways (ADR 0016): "wi-fi" as "wi fi" or "wifi"; "64 gb" as "64gb"; "couch" as "sofa"
 * through the synonyms. Stop words ("for", "with") are left out unless the query has nothing else.
 */

/** One way of matching a group: every word of it, somewhere in the product. */
export interface Alternative {
  words: string[];
  /** Found through the synonyms, not as typed: ranks below a match of the typed words. */
  synonym: boolean;
  /** Its words only side by side, in this order (in the name, or a tag, subcategory or category): a word typed as one. */
  phrase?: true;
}

export interface Group {
  /** The words as typed, normalised: what the page names when it corrects or drops them. */
  typed: string;
  alternatives: Alternative[];
  /** The group holds the query's last word: the one still being typed, in suggestions. */
  last: boolean;
  /**
   * Every typed word is one the shopping vocabulary holds (`Synonyms.holds`): a word spelt right, not read as
   * a misspelling of the catalogue's ("cards" in a shop without any is not "cars").
   */
  known?: true;
  /** The group comes after "for" or "with": it says what the thing is for or has ("charger for laptop"), not what it is. */
  modifier?: true;
}

/** Words after which a query says what the thing is for or comes with, not what it is. */
const MODIFYING = new Set(['for', 'with']);

/** The most groups a query is matched on; the rest are left out (a pasted paragraph is not a query). */
export const MAX_GROUPS = 8;

const same = (words: readonly string[]): Alternative => ({ words: [...words], synonym: false });

/**
 * `knows` says whether the catalogue writes a word: two typed words it writes as one ("ear buds" for
 * "earbuds", "head phones") are also matched joined.
 */
export function planQuery(q: string, synonyms: Synonyms, knows: (word: string) => boolean = () => false): Group[] {
  const words = wordsOf(q);
  const groups: (Group & { stop: boolean })[] = [];
  let i = 0;
  while (i < words.length) {
    const start = i;
    let group: Alternative[] | undefined;
    // The longest phrase with synonyms first ("running shoes" before "running").
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - i); length >= 2 && !group; length--) {
      const span = words.slice(i, i + length).map((w) => w.word);
      const others = synonyms.of(span);
      if (others.length > 0) {
        // "usb-c" (or "usb c" where the catalogue writes "usbc") with its synonyms is also "usbc".
        const joined = length === 2 && (words[i]!.joinsNext || knows(span.join(''))) ? [same([span.join('')])] : [];
        group = [same(span), ...joined, ...others.map((o) => ({ words: o, synonym: true }))];
        i += length;
      }
    }
    if (!group) {
      const { word, joinsNext } = words[i]!;
      const following = words[i + 1]?.word;
      // A number and a unit the catalogue writes joined in some spelling ("65 inches" where it has "65-Inch").
      // Not a unit that is also a stop word between two numbers: "3 in 1" is no 3 inches.
      const between = following !== undefined && synonyms.stopWords.has(following) && DIGITS.test(words[i + 2]?.word ?? '');
      const measured = following !== undefined && DIGITS.test(word) && synonyms.unitSpellings(following).some((unit) => knows(word + unit));
      // "car phone holder": a word that opens a phrase with synonyms ("phone holder") stays that phrase's, not joined to the one before.
      const opensPhrase = [2, 3, 4].some((length) => i + 1 + length <= words.length && synonyms.of(words.slice(i + 1, i + 1 + length).map((w) => w.word)).length > 0);
      const next = !between && (joinsNext || measured || (following !== undefined && !opensPhrase && !synonyms.stopWords.has(word) && knows(word + following))) ? following : undefined;
      if (next !== undefined) {
        // "wi-fi": as two words or one; each way with its synonyms.
        const whole = word + next;
        // A number and its unit ("64 gb") are one word wherever the catalogue writes them: never apart, but
        // in a unit's other spellings ("65 in": "65inch", and "65 inches" side by side).
        const apart = DIGITS.test(word) ? [] : [same([word, next])];
        const units = DIGITS.test(word) ? unitForms(word, next, synonyms, knows) : [];
        group = [...apart, same([whole]), ...units, ...[...synonyms.of([word, next]), ...synonyms.of([whole])].map((o) => ({ words: o, synonym: true }))];
        i += 2;
      } else {
        // "64gb" matches the catalogue's "64GB", "64 GB" and "64-GB" as the one word the index reads them as;
        // its pieces apart ("64" anywhere, "gb" anywhere) would match a "16GB" with a "64-bit" chip.
        const apart = splitInTwo(word, synonyms, knows);
        const measure = MEASURE.exec(word);
        const units = measure ? unitForms(measure[1]!, measure[2]!, synonyms, knows) : [];
        group = [same([word]), ...(apart ? [{ ...same(apart), phrase: true as const }] : []), ...units, ...synonyms.of([word]).map((o) => ({ words: o, synonym: true }))];
        i += 1;
      }
    }
    const typed = words.slice(start, i).map((w) => w.word);
    const modifier = groups.some((g) => g.stop && MODIFYING.has(g.typed));
    groups.push({
      typed: typed.join(' '),
      alternatives: group,
      last: i === words.length,
      ...(typed.every((word) => synonyms.holds(word)) && { known: true as const }),
      ...(modifier && { modifier: true as const }),
      stop: typed.length === 1 && synonyms.stopWords.has(typed[0]!) && group.length === 1,
    });
  }
  const meaningful = groups.filter((g) => !g.stop);
  return (meaningful.length > 0 ? meaningful : groups).slice(0, MAX_GROUPS).map(({ stop: _stop, ...g }) => g);
}

const DIGITS = /^\d+$/;
/** A number with its unit as one word ("65in", "2kg"). */
const MEASURE = /^(\d+)(\p{L}+)$/u;

/**
 * A number with a unit's other spellings (`Synonyms.unitSpellings`): each as one word with the number, as the
 * index reads "65-Inch" and "16 GB"; where the catalogue writes none of them so, a spelling of 4 letters or
 * more as the two words (the index never joins "65 Inches"), which the words' proximity ranks side by side first.
 */
function unitForms(number: string, unit: string, synonyms: Synonyms, knows: (word: string) => boolean): Alternative[] {
  const spellings = synonyms.unitSpellings(unit);
  const joined = spellings.some((spelling) => knows(number + spelling));
  return spellings.flatMap((spelling) => [
    ...(spelling === unit ? [] : [same([number + spelling])]),
    ...(!joined && spelling.length >= 4 ? [same([number, spelling])] : []),
  ]);
}

/** The shortest part a word typed as one is split into (`splitInTwo`). */
const MIN_PART = 3;

/**
 * Two words the catalogue writes apart that a shopper typed as one ("waterbottle" for "Water Bottle",
 * "keyring" for "Key Ring"): a word of letters the catalogue does not know, with no synonym ("carpet" is a
 * rug, not a car and a pet), that splits into two it knows, neither a stop word, each of 3 letters or more;
 * of several splits, the most even. Undefined otherwise.
 */
export function splitInTwo(word: string, synonyms: Synonyms, knows: (word: string) => boolean): [string, string] | undefined {
  if (word.length < 2 * MIN_PART || !/^\p{L}+$/u.test(word) || knows(word) || synonyms.of([word]).length > 0) return undefined;
  let best: [string, string] | undefined;
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const [a, b] = [word.slice(0, at), word.slice(at)];
    if (synonyms.stopWords.has(a) || synonyms.stopWords.has(b) || !knows(a) || !knows(b)) continue;
    if (!best || Math.min(a.length, b.length) > Math.min(best[0].length, best[1].length)) best = [a, b];
  }
  return best;
}
