import { wordsOf } from './analyze.ts';
import { planQuery, type Alternative, type Group } from './query-plan.ts';
import type { PriceOrder, Synonyms } from './synonyms.ts';
import { FIELDS, LABEL_BITS, NAME_BIT, type TermMatch, type TextIndex } from './text-index.ts';

/**
 * A search over the text index (ADR 0016): the products that match every group of the query (a word, a
 * phrase with its synonyms, a hyphenated pair), and their order by Meilisearch's ranking rules. When no product
 * matches every group, the least informative groups are dropped until some do ("waterproof <brand> shoes" shows
 * the brand's shoes), and the page says so; a misspelt word is read as the catalogue's nearest word and the page
 * says what was searched ("hedphones" -> "headphones").
 */

export interface SearchOptions {
  /** The last word is still being typed: it also matches the words it starts (suggestions). */
  prefixLast: boolean;
  /** Groups that may never be dropped (the assistant's required words). */
  required?: readonly string[];
  /**
   * The shopper's own search: when no product matches every word, the least informative are dropped, and a
   * short result is followed by products matching fewer words. Without it, only products matching every
   * word (by stem, typo or synonym) are found.
   */
  relax?: boolean;
  /** With relax: a short result is followed by products matching fewer words (the listing; not suggestions). */
  fill?: boolean;
  /**
   * Search only the fields that label a product (name, brand, subcategory, category, tags; LABEL_BITS): the
   * search box's suggestions, whose few products must be named by the words, read a small part of the postings.
   */
  labelsOnly?: boolean;
}

export interface TextMatch {
  /** The matching rows, in no order (facets and filters need no more). */
  rows: Int32Array;
  /** The first k matching rows in relevance order (`rankKeys`): a page needs a few, not all of them sorted. */
  top(k: number): Int32Array;
  /** The most memory its arrays hold (rows, rank keys, and the sorted order once made): for caches to weigh it. */
  bytes: number;
  /** What was searched, when it differs from what was typed: words corrected or dropped. */
  searchedFor?: string;
  corrected: boolean;
  /** The typed words dropped because no product matched them with the others. */
  dropped: string[];
  /** For highlighting: each kept group's matched terms. */
  terms: readonly (readonly number[])[];
  /** Ranked by price among equals ("cheap phone"): a price change moves it. */
  priced?: true;
}

/**
 * Per group and row: the best match's quality, as typos x 2, +1 when by synonym or prefix, stored plus one so
 * that 0 means unmatched (a fresh array is all unmatched).
 */
const UNMATCHED = 0;

interface GroupRows {
  group: Group;
  quality: Uint8Array;
  fields: Uint8Array;
  /** Per row, how near the words of the way it matched are (`proximity`; 0 for one word). */
  near: Uint8Array;
  /** The rows matched, in no order. */
  rows: number[];
  count: number;
  terms: number[];
  /** The words a misspelt typed word was read as, when it was. */
  correctedAs?: string;
}

/** How a query's words are read: the last as a prefix too (it is being typed), and in which fields. */
interface Reading {
  prefixLast: boolean;
  labelsOnly: boolean;
}

interface Matched {
  quality: Uint8Array;
  fields: Uint8Array;
  rows: number[];
}

/**
 * Per-row arrays a search works in, lent for the search and given back zeroed at its end (`giveBack`):
 * allocating them afresh for each word and group made most of a search's garbage. Each is lent with the list
 * of the rows it will be written at (filled in by the borrower), so that a search of a few rows zeroes those
 * rows rather than the whole array.
 */
const spare: Uint8Array[] = [];
const lent: Uint8Array[] = [];
const lentRows: (readonly number[])[] = [];
const MAX_SPARE = 32;

function zeroed(size: number, rows: readonly number[]): Uint8Array {
  let array = spare.pop();
  while (array && array.length !== size) array = spare.pop();
  array ??= new Uint8Array(size);
  lent.push(array);
  lentRows.push(rows);
  return array;
}

function giveBack(): void {
  for (let k = 0; k < lent.length && spare.length < MAX_SPARE; k++) {
    const array = lent[k]!;
    const rows = lentRows[k]!;
    if (rows.length * 16 < array.length) for (const row of rows) array[row] = 0;
    else array.fill(0);
    spare.push(array);
  }
  lent.length = 0;
  lentRows.length = 0;
}

/** An all-zero per-row array, never written: the proximity of the groups of one word. */
let zeros = new Uint8Array(0);
const noneNear = (size: number) => (zeros.length === size ? zeros : (zeros = new Uint8Array(size)));

/** The fields a synonym matches in: the labels and the specifications' values. */
const SYNONYM_BITS = LABEL_BITS | (1 << FIELDS.indexOf('specifications'));

/**
 * The rows holding one word (any of its terms): work in proportion to the postings, not the catalogue. With
 * `typosInLabels`, a term matched with typos counts only in the labels (the typo top-up of a word written as
 * such: "spiegen" for the brand "Spigen", not "tablet" for a "table" in some description).
 */
function wordRows(index: TextIndex, matches: readonly TermMatch[], synonym: boolean, labelsOnly: boolean, typosInLabels: boolean): Matched {
  const rows: number[] = [];
  const quality = zeroed(index.size, rows);
  const fields = zeroed(index.size, rows);
  for (const match of matches) {
    const cost = match.typos * 2 + (synonym || match.prefix ? 1 : 0) + 1;
    const inLabels = labelsOnly || (typosInLabels && match.typos > 0);
    // A synonym matches where a product is named or its facts are given (a specification's value: "Water
    // resistant" for "waterproof"), not in prose ("linen shades" in a lamp's description for "sunglasses").
    const fieldsOf = inLabels ? LABEL_BITS : synonym ? SYNONYM_BITS : 0xff;
    // The postings' arrays read here, in a loop of its own: a call per posting (`forEachPosting`, or a closure
    // over the match's cost) cost more than the work.
    const postings = index.postingLists(match.term, inLabels);
    const { rows: rowsOf, masks, stale, start, end } = postings;
    const only = match.forms;
    if (only === undefined) {
      for (let i = start; i < end; i++) {
        const row = rowsOf[i]!;
        if (stale[row] === 0) take(quality, fields, rows, row, masks[i]! & fieldsOf, cost);
      }
      if (postings.updated) for (const [row, mask] of postings.updated) take(quality, fields, rows, row, mask & fieldsOf, cost);
      continue;
    }
    // Only the rows holding one of the written words asked for ("coats", not "coated"; `TermMatch.forms`); a
    // term written one way at the build holds its first word in every built posting.
    const { forms, updatedForms } = postings;
    if (forms || (only & 1) !== 0) {
      for (let i = start; i < end; i++) {
        const row = rowsOf[i]!;
        if (stale[row] === 0 && (!forms || (forms[i - start]! & only) !== 0)) take(quality, fields, rows, row, masks[i]! & fieldsOf, cost);
      }
    }
    if (postings.updated) {
      for (const [row, mask] of postings.updated) if (((updatedForms?.get(row) ?? 0) & only) !== 0) take(quality, fields, rows, row, mask & fieldsOf, cost);
    }
  }
  return { quality, fields, rows };
}

/** A posting of a word's term, matched at `cost` in the fields of `mask`: the row's best match so far kept. */
function take(quality: Uint8Array, fields: Uint8Array, rows: number[], row: number, mask: number, cost: number): void {
  if (mask === 0) return;
  const known = quality[row]!;
  if (known === UNMATCHED) rows.push(row);
  if (known === UNMATCHED || cost < known) {
    quality[row] = cost;
    fields[row] = mask;
  } else if (cost === known) {
    fields[row]! |= mask;
  }
}

/** Rows matching one alternative (all its words): quality and fields per row. */
function alternativeRows(index: TextIndex, { words, synonym, phrase }: Alternative, { prefixLast, labelsOnly }: Reading, typos: Typos, terms: number[]) {
  // Each matched term's words, as bits: for the words' proximity in a row.
  const wordsOfTerm = new Map<number, number>();
  const perWord = words.map((word, k) => {
    // A synonym's words are whole words in their numbers ("coat", "coats"), not their stems' other words
    // ("coated"): the entry says what a word means, not what shares its root. The shopper's own words are stemmed.
    const matches = synonym
      ? index.matches(word, { prefix: false, typos: false, labelsOnly, numbers: true })
      : index.matches(word, { prefix: prefixLast && k === words.length - 1, typos, labelsOnly });
    for (const match of matches) {
      terms.push(match.term);
      if (k < 31) wordsOfTerm.set(match.term, (wordsOfTerm.get(match.term) ?? 0) | (1 << k));
    }
    const typo = matches.find((m) => m.typos > 0);
    const readAs = typo && matches.every((m) => m.typos > 0) ? index.wordOf(word, typo) : word;
    return { matched: wordRows(index, matches, synonym, labelsOnly, typos === 'also'), readAs };
  });
  const corrected = perWord.map((w) => w.readAs);
  const [first, ...others] = perWord.map((w) => w.matched);
  if (others.length === 0) return { ...first!, near: undefined, corrected: corrected.join(' ') === words.join(' ') ? [] : corrected };
  // Every word: the rows of the first that the others hold too; typos add up, a synonym or prefix in any word
  // makes the whole inexact, fields those all share. The first word's other rows are unmatched: the arrays
  // are the alternative's, which other groups' rows are checked against.
  const held: number[] = [];
  for (const row of first!.rows) {
    if (others.every((o) => o.quality[row] !== UNMATCHED)) held.push(row);
    else first!.quality[row] = UNMATCHED;
  }
  // How near the words are in each row (`proximity`): "car chargers" as a phrase before "car mount ... charger".
  const near = zeroed(index.size, held);
  const rows: number[] = [];
  for (const row of held) {
    let typos = (first!.quality[row]! - 1) >> 1;
    let inexact = (first!.quality[row]! - 1) & 1;
    let mask = first!.fields[row]!;
    let named = (mask & NAME_BIT) !== 0;
    for (const o of others) {
      typos += (o.quality[row]! - 1) >> 1;
      inexact |= (o.quality[row]! - 1) & 1;
      named &&= (o.fields[row]! & NAME_BIT) !== 0;
      // The fields every word is in; when none is common, where the last word is.
      mask = mask & o.fields[row]! || o.fields[row]!;
    }
    const apart = proximity(index, row, words.length, wordsOfTerm, named).near;
    // A word typed as one ("waterbottle") is its two words side by side, not each anywhere.
    if (phrase && apart > KIND_PHRASE.near) {
      first!.quality[row] = UNMATCHED;
      continue;
    }
    first!.quality[row] = Math.min(126, typos) * 2 + inexact + 1;
    first!.fields[row] = mask;
    near[row] = apart;
    rows.push(row);
  }
  return { quality: first!.quality, fields: first!.fields, near, rows, corrected: corrected.join(' ') === words.join(' ') ? [] : corrected };
}

/**
 * Whether a search's words match with typos: no; when a word matches no word of the catalogue as written (true);
 * or also then ('also': the words within its typo budget beside its own).
 */
type Typos = boolean | 'also';

/** The letters from which a last word no word of the catalogue is may be read as one cut short (a typo's too). */
const CUT_SHORT_FROM = 5;

function cutShort(group: Group): boolean {
  return group.last && (group.typed.split(' ').at(-1) ?? '').length >= CUT_SHORT_FROM;
}

/**
 * The rows matching a group in any of its ways. Typos are tried only when no way matches as written: "couch"
 * finds sofas through its synonyms rather than "touch"; and never for a word of the shopping vocabulary. When no way of the group names a product (no label
 * holds its words) and few rows match it (a word the catalogue misspells once, in a description: "spiegen"), the
 * rows whose labels hold a word within the typo budget follow them, ranked after (the typo rule).
 */
function groupRows(index: TextIndex, group: Group, reading: Reading): GroupRows {
  const exact = matchGroup(index, group, reading, false);
  // A word of the shopping vocabulary is spelt right: a shop without any "cards" has none, not "cars". A last
  // word of 5 letters or more that no word of the catalogue is may be one cut short ("headph", "kettleb"): the
  // words it starts, as the suggestions read it, before its typo neighbours (which only a word nothing starts
  // with gets). A shorter one stays a fragment ("phon" is in no word as a whole), as it gets no typo either.
  if (exact.count === 0) return group.known ? exact : matchGroup(index, group, cutShort(group) ? { ...reading, prefixLast: true } : reading, true);
  // A word still being typed is a prefix, not a word as written: its typo neighbours wait for the next letter.
  if (exact.count >= FILL_BELOW || (reading.prefixLast && group.last) || group.known || namesSome(index, group)) return exact;
  const typos = matchGroup(index, group, reading, 'also');
  return typos.count > exact.count ? typos : exact;
}

/** The most rows the other words may find for a short prefix to be looked for in their names. */
const NAMES_SCANNED = 4_096;
/** Beyond them, the most label postings of the prefix's words walked instead, for those rows' names. */
const POSTINGS_WALKED = 16_384;

/**
 * A last word being typed that starts more words than a prefix expands to ("ma": the catalogue's most frequent
 * words in "ma"), after other words ("espresso ma"): the names of the products the other words found that hold
 * a word it starts ("Espresso Machine") match it too, as a prefix, when they are few enough to read. Without
 * this the suggestions for "espresso ma" were lipsticks ("Matte") and yoga mats, "espresso" dropped.
 */
function prefixAmongNames(index: TextIndex, matched: GroupRows[]): void {
  const last = matched.at(-1);
  if (!last?.group.last || matched.length < 2 || last.group.alternatives.length !== 1) return;
  const words = last.group.alternatives[0]!.words;
  if (words.length !== 1 || matched.slice(0, -1).some((g) => g.count === 0)) return;
  // The prefix's terms: a walk of the vocabulary, kept per prefix (undefined when `matches` has them all).
  const terms = index.prefixTerms(words[0]!);
  if (!terms) return;
  const others = matched.slice(0, -1);
  const candidates = rowsOfAll(others);
  if (candidates.length === 0) return;
  const found = new Set<number>();
  const take = (row: number, term: number) => {
    if (last.quality[row] !== UNMATCHED) return;
    // As a prefix (inexact), in the name: the cost `wordRows` gives a prefix's match.
    last.quality[row] = 2;
    last.fields[row] = NAME_BIT;
    last.rows.push(row);
    found.add(term);
  };
  if (candidates.length <= NAMES_SCANNED) {
    // Few rows: their names read for a word the prefix starts.
    for (const row of candidates) {
      index.forEachNamePosition(row, (term) => {
        if (terms.has(term)) take(row, term);
      });
    }
  } else {
    // Many rows ("shirt s…" in a large catalogue): the names holding a word the prefix starts, when they are
    // few enough to walk, among those rows.
    let postings = 0;
    for (const term of terms) postings += index.frequency(term, true);
    if (postings > POSTINGS_WALKED) return;
    const qualities = others.map((g) => g.quality);
    const held = (row: number) => {
      for (const quality of qualities) if (quality[row] === UNMATCHED) return false;
      return true;
    };
    for (const term of terms) {
      const { rows, masks, stale, start, end, updated } = index.postingLists(term, true);
      for (let i = start; i < end; i++) {
        const row = rows[i]!;
        if ((masks[i]! & NAME_BIT) !== 0 && stale[row] === 0 && held(row)) take(row, term);
      }
      if (updated) for (const [row, mask] of updated) if ((mask & NAME_BIT) !== 0 && held(row)) take(row, term);
    }
  }
  last.count = last.rows.length;
  last.terms.push(...found);
}

/**
 * Whether a label (name, brand, subcategory, category, tags) holds one of the group's ways as written: its
 * words, or a synonym's ("couch": the sofas, not "pouch").
 */
function namesSome(index: TextIndex, group: Group): boolean {
  return group.alternatives.some((alternative) =>
    alternative.words.every((word) => index.matches(word, { prefix: false, typos: false, numbers: alternative.synonym }).some((m) => index.inLabels(m.term))),
  );
}

function matchGroup(index: TextIndex, group: Group, reading: Reading, typos: Typos): GroupRows {
  const terms: number[] = [];
  const groupReading = { ...reading, prefixLast: reading.prefixLast && group.last };
  if (group.alternatives.length === 1) {
    // One way (no synonym): its rows as they are, rather than copied into the group's arrays.
    const alternative = group.alternatives[0]!;
    const found = alternativeRows(index, alternative, groupReading, typos, terms);
    const correctedAs = found.corrected.length > 0 && !alternative.synonym ? found.corrected.join(' ') : undefined;
    const { quality, fields, rows } = found;
    const near = found.near ?? noneNear(index.size);
    return { group, quality, fields, near, rows, count: rows.length, terms, ...(correctedAs && rows.length > 0 ? { correctedAs } : {}) };
  }
  const rows: number[] = [];
  const quality = zeroed(index.size, rows);
  const fields = zeroed(index.size, rows);
  const near = zeroed(index.size, rows);
  let correctedAs: string | undefined;
  for (const alternative of group.alternatives) {
    const found = alternativeRows(index, alternative, groupReading, typos, terms);
    if (found.corrected.length > 0 && !alternative.synonym && correctedAs === undefined) correctedAs = found.corrected.join(' ');
    for (const row of found.rows) {
      const q = found.quality[row]!;
      const known = quality[row]!;
      if (known === UNMATCHED) rows.push(row);
      const apart = found.near?.[row] ?? 0;
      // The way that ranks the row best, by the ranking rules' order: typos, proximity, field, then as typed.
      const better =
        known === UNMATCHED ? -1 : ((q - 1) >> 1) - ((known - 1) >> 1) || apart - near[row]! || bestField(fields[row]!) - bestField(found.fields[row]!) || q - known;
      if (better < 0) {
        quality[row] = q;
        fields[row] = found.fields[row]!;
        near[row] = apart;
      } else if (better === 0) {
        fields[row]! |= found.fields[row]!;
      }
    }
  }
  return { group, quality, fields, near, rows, count: rows.length, terms, ...(correctedAs && rows.length > 0 ? { correctedAs } : {}) };
}

/** The rows matching every one of these groups (in no order): the rarest group's rows that the others hold. */
function rowsOfAll(groups: readonly GroupRows[]): Int32Array {
  if (groups.length === 0) return new Int32Array(0);
  const rarest = groups.reduce((a, b) => (b.count < a.count ? b : a));
  const others = groups.filter((g) => g !== rarest).map((g) => g.quality);
  const all = new Int32Array(rarest.rows.length);
  let length = 0;
  // Loops rather than filter and every: a common word's group holds tens of thousands of rows.
  for (const row of rarest.rows) {
    let held = true;
    for (let k = 0; k < others.length && held; k++) held = others[k]![row] !== UNMATCHED;
    if (held) all[length++] = row;
  }
  return length === all.length ? all : all.slice(0, length);
}

const maskOf = (fields: readonly string[]) => FIELDS.reduce((mask, field, k) => (fields.includes(field) ? mask | (1 << k) : mask), 0);
/** Fields that say what kind of product it is. */
const KIND_FIELDS = maskOf(['subcategory', 'category', 'tags']);
const BRAND_FIELD = maskOf(['brand']);
/** Fields that name the product. */
const NAMING_FIELDS = maskOf(['name', 'brand']);

/** Whether some product's (of `rows`, else the group's own) subcategory, category or tags hold the group (a kind word), else its name or brand. */
function standing(g: GroupRows, rows: ArrayLike<number> = g.rows): 'kind' | 'naming' | 'other' {
  let naming = false;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if ((g.fields[row]! & KIND_FIELDS) !== 0) return 'kind';
    if ((g.fields[row]! & NAMING_FIELDS) !== 0) naming = true;
  }
  return naming ? 'naming' : 'other';
}

type Standing = ReturnType<typeof standing>;
/** What a group's standing adds to how much it says (`informativeness`). */
const STANDING_RANK: Record<Standing, number> = { kind: 200, naming: 100, other: 0 };

/**
 * How much each group says about what the shopper wants: a word that some product's subcategory, category or
 * tags hold says what kind of thing is wanted ("perfume", "shoes") and is kept longest; then one a name or brand
 * holds (a brand's name); then one only descriptions use ("cheap", "waterproof"). Of two kind words, the last
 * typed is the head of the phrase, as English puts it ("kids basketball", "gaming laptop", "laptop bag": the thing
 * wanted comes last, the words before it say which), and is kept over the one before it, unless it comes after
 * "for" or "with" ("charger for laptop", "shoes for kids": the head is before them); among equals, the rarer its
 * matches, the more (inverse document frequency).
 */
function informativeness(index: TextIndex, groups: readonly GroupRows[]): { score: Map<GroupRows, number>; head: GroupRows | undefined } {
  const standings = groups.map((g) => (g.count === 0 ? 'none' : standing(g)));
  // The head is the last kind word before any "for" or "with" ("charger for laptop": the charger).
  // A brand named after other words and followed by a model ("wireless charger <brand> <line> <model>") says what
  // the thing is for, as "for" would: its words are no head.
  const brandAt = groups.findIndex((g, k) => k > 0 && g.rows.some((row) => (g.fields[row]! & BRAND_FIELD) !== 0));
  const forModel = brandAt > 0 && /\d/.test(groups.at(-1)!.group.typed);
  const heads = standings.map((s, k) => (s === 'kind' && !groups[k]!.group.modifier && !(forModel && k >= brandAt) ? 'kind' : 'other'));
  const head = heads.includes('kind') ? heads.lastIndexOf('kind') : standings.lastIndexOf('kind');
  const score = new Map(
    groups.map((g, k) => {
      if (g.count === 0) return [g, 0];
      const rank = STANDING_RANK[standings[k] as Standing];
      return [g, rank + (k === head ? 50 : 0) + Math.log((index.size + 1) / (g.count + 1))];
    }),
  );
  return { score, head: groups[head] };
}

/** A search's results in tiers: the rows matching every kept group first, then those matching fewer. */
interface Tier {
  kept: GroupRows[];
  rows: Int32Array;
}

/** Below this many matches of every word, the products matching all but the least informative words follow them. */
export const FILL_BELOW = 10;

/**
 * The groups to keep: all when some row matches them all; otherwise the largest set that matches some row,
 * of equal sizes the one that says the most (Algolia's "remove words if no results", by information rather
 * than position). Required groups are never dropped. When the first tier is small, the next tiers drop the
 * least informative kept group in turn (Meilisearch's "words" rule: products matching fewer words rank after).
 */
function tiersOf(index: TextIndex, groups: GroupRows[], required: ReadonlySet<string>, relax: boolean, fill: boolean): Tier[] {
  if (!relax) return [{ kept: groups, rows: rowsOfAll(groups) }];
  const all = rowsOfAll(groups);
  if (all.length >= FILL_BELOW || !fill) {
    if (all.length > 0 || groups.length === 0) return [{ kept: groups, rows: all }];
  }
  const { score, head } = informativeness(index, groups);
  const first = all.length > 0 ? { kept: groups, rows: all } : firstTier(groups, required, score);
  const tiers = [first];
  let total = first.rows.length;
  let kept = first.kept;
  while (fill && total < FILL_BELOW && kept.filter((g) => !required.has(g.group.typed)).length > 1) {
    // The least informative group whose leaving adds products; else the least informative.
    const seen = new Set(tiers.flatMap((t) => [...t.rows]));
    // The kind of thing wanted (the head: "lipstick" of "red lipstick") stays: products of another kind that
    // share a lesser word ("Red Tongs") are no nearer to what was asked than none.
    const candidates = kept.filter((g) => !required.has(g.group.typed) && g !== head).sort((a, b) => score.get(a)! - score.get(b)!);
    if (candidates.length === 0) break;
    let rows: Int32Array = new Int32Array(0);
    let next = kept.filter((g) => g !== candidates[0]);
    for (const candidate of candidates) {
      const without = kept.filter((g) => g !== candidate);
      const found = rowsOfAll(without).filter((row) => !seen.has(row));
      if (found.length > 0) {
        rows = found;
        next = without;
        break;
      }
    }
    kept = next;
    if (rows.length > 0) tiers.push({ kept, rows });
    total += rows.length;
  }
  return tiers;
}

function firstTier(groups: GroupRows[], required: ReadonlySet<string>, score: Map<GroupRows, number>): Tier {
  const must = groups.filter((g) => required.has(g.group.typed));
  const optional = groups.filter((g) => !required.has(g.group.typed) && g.count > 0);
  const own = new Map([...must, ...optional].map((g) => [g, STANDING_RANK[standing(g)]]));
  // Subsets of the optional groups, largest first; at most 2^8 of them.
  for (let size = optional.length; size >= (must.length > 0 ? 0 : 1); size--) {
    let best: (Tier & { score: number }) | undefined;
    for (let mask = 0; mask < 1 << optional.length; mask++) {
      if (popcount(mask) !== size) continue;
      const kept = [...must, ...optional.filter((_, k) => (mask & (1 << k)) !== 0)];
      // A word says what it says of the products the set finds: "scratches" named by scratching posts, but
      // only in the prose of sofas ("scratch-resistant"), says more beside "cat" than beside "sofa". A word's
      // standing among all its rows is the most it can say, so a set that cannot beat the best is not matched.
      const most = kept.reduce((sum, g) => sum + score.get(g)!, 0);
      if (best && most <= best.score) continue;
      const rows = rowsOfAll(kept);
      if (rows.length === 0) continue;
      const total = kept.reduce((sum, g) => sum + score.get(g)! - own.get(g)! + STANDING_RANK[standing(g, rows)], 0);
      if (!best || total > best.score) best = { kept, rows, score: total };
    }
    if (best) return { kept: best.kept, rows: best.rows };
  }
  return { kept: groups, rows: new Int32Array(0) };
}

const popcount = (mask: number) => {
  let bits = 0;
  for (let m = mask; m; m &= m - 1) bits++;
  return bits;
};

/** The index of a mask's highest bit: the most telling field a group matched in. */
const bestField = (mask: number) => 31 - Math.clz32(mask);

/** Where in the name the query starts, at most this: a name that starts with it ranks first. */
const FAR = 7;

/**
 * Proximity: 0 when the name holds the groups as a phrase (each right after the one before), 1 when a tag, the
 * subcategory or the category does ("car chargers"), 2 when the name holds them all apart, 3 when some match
 * elsewhere only (a query of one word: always 0). The words of a phrase the shopper typed or a synonym gives
 * ("car chargers") count as the groups do. And, for a phrase in the name, the position where it starts (at
 * most FAR): a phone named "<Brand> - <Model> ..." before its cases, named "<Brand> - Case for <Brand> <Model>".
 */
const ALONE = { near: 0, start: FAR };
const KIND_PHRASE = { near: 1, start: FAR };
const APART = { near: 2, start: FAR };
const ELSEWHERE = { near: 3, start: FAR };

/** Name positions beyond this are not looked at for a phrase. */
const MAX_POSITION = 31;
/** Per kept group, the name positions (bits) it matched at: reused by each row. */
const positions = new Int32Array(32);

function nearness(index: TextIndex, row: number, kept: readonly GroupRows[], groupsOfTerm: ReadonlyMap<number, number>): { near: number; start: number } {
  let named = true;
  for (const g of kept) if ((g.fields[row]! & NAME_BIT) === 0) named = false;
  return proximity(index, row, kept.length, groupsOfTerm, named);
}

/**
 * The proximity of `count` units (the kept groups of a query, or the words of a phrase) in a row: `unitsOfTerm`
 * gives each matched term's units as bits; `named` says the name holds every unit.
 */
function proximity(index: TextIndex, row: number, count: number, unitsOfTerm: ReadonlyMap<number, number>, named: boolean): { near: number; start: number } {
  if (count < 2) return named ? firstInName(index, row, unitsOfTerm) : ALONE;
  if (count > positions.length) return APART;
  if (!named) return kindPhrase(index, row, count, unitsOfTerm) ? KIND_PHRASE : ELSEWHERE;
  positions.fill(0, 0, count);
  index.forEachNamePosition(row, (term, position) => {
    const units = unitsOfTerm.get(term);
    if (units === undefined || position > MAX_POSITION) return;
    for (let k = 0; k < count; k++) if ((units & (1 << k)) !== 0) positions[k]! |= 1 << position;
  });
  for (let first = 0; first + count - 1 <= MAX_POSITION; first++) {
    let phrase = true;
    for (let k = 0; k < count && phrase; k++) phrase = (positions[k]! & (1 << (first + k))) !== 0;
    if (phrase) return { near: 0, start: Math.min(first, FAR) };
  }
  return kindPhrase(index, row, count, unitsOfTerm) ? KIND_PHRASE : APART;
}

/** One unit: where the name first holds it ("iPhone 6" before "Selfie Lamp with iPhone"). */
function firstInName(index: TextIndex, row: number, unitsOfTerm: ReadonlyMap<number, number>): { near: number; start: number } {
  let first = FAR;
  index.forEachNamePosition(row, (term, position) => {
    if (position < first && unitsOfTerm.has(term)) first = position;
  });
  return first === FAR ? ALONE : { near: 0, start: first };
}

/** Whether the row's kind pairs (`TextIndex.kindPairs`) hold each kept group right after the one before. */
function kindPhrase(index: TextIndex, row: number, groups: number, groupsOfTerm: ReadonlyMap<number, number>): boolean {
  const all = (1 << (groups - 1)) - 1;
  let links = 0;
  const pairs = index.kindPairs(row);
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const a = groupsOfTerm.get(pairs[i]!);
    if (a === undefined) continue;
    const b = groupsOfTerm.get(pairs[i + 1]!);
    if (b !== undefined) links |= a & (b >> 1) & all;
  }
  return links === all;
}

/**
 * Ties are ranked by popularity: each row's, 0..1 (the most popular 1), or each row's `popularityKey` worked
 * out beforehand (`CatalogIndex.popularityKeys`), which spares a search a call per matched row.
 */
export type Popularity = ((row: number) => number) | { keys: ArrayLike<number>; /** Each row's `priceKey`. */ cheap?: ArrayLike<number> };

/** A popularity (0..1) as a rank key holds it: 10 bits, the most popular 0. */
export const popularityKey = (popularity: number) => Math.round((1 - Math.min(1, Math.max(0, popularity))) * 1023);

/** A price as a rank key: 10 bits on a log scale from 1 cent to $1,000,000 (1.8% apart), the cheapest 0. */
export const priceKey = (cents: number) => Math.min(1023, Math.round((Math.log10(1 + Math.max(0, cents)) / 8) * 1023));

/**
 * The price order a query's words ask for ("cheap phone", "luxury watch"), and the groups that asked: a price word
 * (`Synonyms.priceWords`) that the catalogue's names, brands and categories do not hold, beside other words to
 * search for. Those are searched alone and their matches ranked by price among equals, rather than by the
 * descriptions that happen to say "affordable".
 */
function priceOrderOf(index: TextIndex, synonyms: Synonyms, groups: readonly Group[]): { order: PriceOrder; priced: ReadonlySet<Group> } | undefined {
  const priced = groups.filter(
    (g) => synonyms.priceWords.has(g.typed) && !index.matches(g.typed, { prefix: false, typos: false }).some((m) => index.inLabels(m.term)),
  );
  if (priced.length === 0 || priced.length === groups.length) return undefined;
  return { order: synonyms.priceWords.get(priced.at(-1)!.typed)!, priced: new Set(priced) };
}

/** Ties ranked by price, cheapest or dearest first, when the index keeps prices' keys; else by popularity. */
function tiesOf(popularity: Popularity, order: PriceOrder | undefined): Popularity {
  if (order === undefined || typeof popularity === 'function' || !popularity.cheap) return popularity;
  const cheap = popularity.cheap;
  return order === 'low' ? { keys: cheap } : (row) => cheap[row]! / 1023;
}

/**
 * "-plus", "-leather", -"7 plus": a word (or a quoted phrase) typed with a minus before it, whose products the
 * search leaves out. At the start of a word, a letter or a quote after the minus ("t-shirt" and "-20" are none).
 */
const WITHOUT = /(?:^|\s)-(?:"([^"]*)"|(\p{L}[\p{L}\p{N}]*))(?=[\s,.;:!?]|$)/gu;

/** The query without its minus words, and those words: each a list of words, which a product's labels must all hold. */
export function withoutWords(q: string): { q: string; without: string[][] } {
  const without = [...q.matchAll(WITHOUT)].map((m) => wordsOf(m[1] ?? m[2]!).map((w) => w.word)).filter((w) => w.length > 0);
  return { q: without.length === 0 ? q : q.replace(WITHOUT, ' ').replace(/\s+/g, ' ').trim(), without };
}

/** Rows whose labels (name, brand, kinds, tags) hold every word of one of the phrases, by stem or the other number. */
function namedBy(index: TextIndex, without: readonly (readonly string[])[]): Uint8Array | undefined {
  if (without.length === 0) return undefined;
  const named = new Uint8Array(index.size);
  const held = new Uint8Array(index.size);
  for (const phrase of without) {
    held.fill(0);
    phrase.forEach((word, k) => {
      for (const { term } of index.matches(word, { prefix: false, typos: false, labelsOnly: true })) {
        // A re-indexed row's postings are its updated ones, not the built lists'.
        const { rows, masks, start, end, stale, updated } = index.postingLists(term, true);
        for (let i = start; i < end; i++) if (stale[rows[i]!] === 0 && (masks[i]! & LABEL_BITS) !== 0 && held[rows[i]!] === k) held[rows[i]!] = k + 1;
        if (updated) for (const [row, mask] of updated) if ((mask & LABEL_BITS) !== 0 && held[row] === k) held[row] = k + 1;
      }
    });
    for (let row = 0; row < held.length; row++) if (held[row] === phrase.length) named[row] = 1;
  }
  return named;
}

/** A group's rows but those left out (`namedBy`): unmatched, so that no tier, count or rank holds them. */
function withoutRows(g: GroupRows, excluded: Uint8Array): GroupRows {
  const rows = g.rows.filter((row) => excluded[row] === 0);
  if (rows.length === g.rows.length) return g;
  for (const row of g.rows) if (excluded[row] === 1) g.quality[row] = UNMATCHED;
  return { ...g, rows, count: rows.length };
}

/** Only words left out ("-leather"): every other row, in popularity order. */
function allBut(index: TextIndex, excluded: Uint8Array, popularity: Popularity): TextMatch {
  const rows = new Int32Array(index.size);
  let length = 0;
  for (let row = 0; row < index.size; row++) if (excluded[row] === 0) rows[length++] = row;
  const kept = rows.slice(0, length);
  const keys = rankKeys(index, kept, [], popularity, 0, false);
  return { rows: kept, top: topOf(keys), bytes: keys.length * (Int32Array.BYTES_PER_ELEMENT * 2 + Float64Array.BYTES_PER_ELEMENT), corrected: false, dropped: [], terms: [] };
}

export function searchText(
  index: TextIndex,
  synonyms: Synonyms,
  typed: string,
  { prefixLast, required = [], relax = false, fill = relax, labelsOnly = false }: SearchOptions,
  popularity: Popularity,
): TextMatch | undefined {
  const { q, without } = withoutWords(typed);
  const excluded = namedBy(index, without);
  // Words the caller requires are whole words, never the last one being typed (nor cut short).
  const requiredGroups = required.flatMap((text) => planQuery(text, synonyms).map((g) => ({ ...g, last: false })));
  const planned = planQuery(q, synonyms, (word) => index.knows(word));
  const search = (price: ReturnType<typeof priceOrderOf>) => {
    const typedGroups = price ? planned.filter((g) => !price.priced.has(g)) : planned;
    const groups = [...typedGroups, ...requiredGroups.filter((r) => !typedGroups.some((g) => g.typed === r.typed))];
    if (groups.length === 0) return excluded && !price ? allBut(index, excluded, popularity) : undefined;
    try {
      const found = ranked(index, planned, typedGroups, requiredGroups, groups, { prefixLast, labelsOnly }, relax, fill, tiesOf(popularity, price?.order), excluded);
      return price ? { ...found, priced: true as const } : found;
    } finally {
      giveBack();
    }
  };
  const price = priceOrderOf(index, synonyms, planned);
  const found = search(price);
  // The other words finding nothing, the price word is searched as a word: never an empty page while one matches.
  return price && found?.rows.length === 0 ? search(undefined) : found;
}

function ranked(
  index: TextIndex,
  /** The query's groups as typed, price words included: what the page says was searched. */
  planned: readonly Group[],
  typedGroups: readonly Group[],
  requiredGroups: readonly Group[],
  groups: readonly Group[],
  reading: Reading,
  relax: boolean,
  fill: boolean,
  popularity: Popularity,
  /** Rows left out, whatever they match (`namedBy`). */
  excluded?: Uint8Array,
): TextMatch {
  let matched = groups.map((group) => groupRows(index, group, reading));
  if (reading.prefixLast) prefixAmongNames(index, matched);
  // Left out before the tiers are chosen: a search whose every full match is left out relaxes as one that had none.
  if (excluded) matched = matched.map((g) => withoutRows(g, excluded));
  const tiers = tiersOf(index, matched, new Set(requiredGroups.map((g) => g.typed)), relax, fill);
  const { kept, rows } = tiers[0]!;
  const dropped = typedGroups.filter((g) => !kept.some((k) => k.group === g)).map((g) => g.typed);
  const corrected = kept.some((g) => g.correctedAs !== undefined);
  const searched = planned.flatMap((g) => {
    if (!typedGroups.includes(g)) return [g.typed];
    const k = kept.find((m) => m.group === g);
    return k ? [k.correctedAs ?? g.typed] : [];
  });
  // The suggestions (labels only, a few products) skip the kind heads' check, a memory read per row that cost them
  // a third of their search time on 100,000 products.
  const keys = concatKeys(tiers.map((tier, k) => rankKeys(index, tier.rows, tier.kept, popularity, k, !reading.labelsOnly)));
  return {
    rows: concatRows(tiers.map((tier) => tier.rows)),
    top: topOf(keys),
    bytes: keys.length * (Int32Array.BYTES_PER_ELEMENT * 2 + Float64Array.BYTES_PER_ELEMENT),
    corrected,
    dropped,
    ...((corrected || dropped.length > 0) && rows.length > 0 && { searchedFor: searched.join(' ') }),
    terms: kept.map((g) => g.terms),
  };
}

/** A key's last 21 bits are its row. */
const ROW_BITS = 2_097_152;
const rowOfKey = (key: number) => key % ROW_BITS;

/** The rows of sorted keys, by a loop: Int32Array.from with a mapping function costs about 0.2 µs a key. */
function rowsOfKeys(keys: Float64Array): Int32Array {
  const rows = new Int32Array(keys.length);
  for (let k = 0; k < keys.length; k++) rows[k] = rowOfKey(keys[k]!);
  return rows;
}

function concatRows(parts: readonly Int32Array[]): Int32Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Int32Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

function concatKeys(parts: readonly Float64Array[]): Float64Array {
  if (parts.length === 1) return parts[0]!;
  const all = new Float64Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * The first k rows by key: a full sort once k is a good part of them (kept for the next pages), otherwise a
 * selection of the k smallest through a bounded max-heap, O(n log k).
 */
function topOf(keys: Float64Array): (k: number) => Int32Array {
  let sorted: Int32Array | undefined;
  return (k) => {
    if (sorted) return sorted.subarray(0, k);
    if (k * 4 >= keys.length) {
      sorted = rowsOfKeys(keys.slice().sort());
      return sorted.subarray(0, k);
    }
    const heap = new Float64Array(k);
    let size = 0;
    const down = (from: number) => {
      let i = from;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let largest = i;
        if (l < size && heap[l]! > heap[largest]!) largest = l;
        if (r < size && heap[r]! > heap[largest]!) largest = r;
        if (largest === i) return;
        [heap[i], heap[largest]] = [heap[largest]!, heap[i]!];
        i = largest;
      }
    };
    for (const key of keys) {
      if (size < k) {
        let i = size++;
        heap[i] = key;
        while (i > 0 && heap[(i - 1) >> 1]! < heap[i]!) {
          const parent = (i - 1) >> 1;
          [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
          i = parent;
        }
      } else if (key < heap[0]!) {
        heap[0] = key;
        down(0);
      }
    }
    return rowsOfKeys(heap.subarray(0, size).sort());
  };
}

/**
 * Each row's sort key, in Meilisearch's order of ranking rules: fewest typos, then proximity (a phrase in the name), then
 * the most telling fields (name highest, description lowest; summed over the groups), then how early in the
 * name the query starts, then matches as typed before synonyms and prefixes; ties by popularity (0..1), then
 * the catalogue's own order. The tier (products matching fewer words) comes before all of them.
 */
function rankKeys(
  index: TextIndex,
  rows: ArrayLike<number>,
  kept: readonly GroupRows[],
  popularity: Popularity,
  tier: number,
  /** Whether one kind word ranks first where a kind of the product ends with it (`TextIndex.endsKind`). */
  kindHeads: boolean,
): Float64Array {
  // Each matched term's groups, as bits (at most MAX_GROUPS kept groups).
  const groupsOfTerm = new Map<number, number>();
  kept.forEach((g, k) => {
    for (const term of g.terms) groupsOfTerm.set(term, (groupsOfTerm.get(term) ?? 0) | (1 << k));
  });
  // One word that names products (a model, a line) rather than a kind: where the name holds it counts, as with
  // several words. A kind word's place in a name says nothing ("Cable Clips", "USB-C Cable").
  const named = kept.length === 1 && standing(kept[0]!) !== 'kind';
  // One kind word: a product whose name holds it and one of whose kinds ends with it is one of the kind ("AA
  // Battery" in "Batteries"); one whose name alone holds it may be made for it ("Battery Case" in "Cases"), as
  // may one whose kind holds it before its head ("Boot Organiser" tagged "boot-organiser"): the first rank first.
  const kindAlone = kept.length === 1 && !named;
  const maxField = kept.length * (FIELDS.length - 1) + (kindAlone ? 1 : 0);
  const heads = kindAlone && kindHeads;
  // The kind word's terms, marked by term for `endsKind`, unmarked at the end.
  if (heads) {
    if (termMarks.length < index.termCount) termMarks = new Uint8Array(index.termCount * 2);
    for (const term of kept[0]!.terms) termMarks[term] = 1;
  }
  const keys = new Float64Array(rows.length);
  const popularOf = typeof popularity === 'function' ? popularity : undefined;
  const keyed = typeof popularity === 'function' ? undefined : popularity.keys;
  const qualities = kept.map((g) => g.quality);
  const fields = kept.map((g) => g.fields);
  const nears = kept.map((g) => g.near);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let typos = 0;
    let inexact = 0;
    let field = 0;
    for (let k = 0; k < qualities.length; k++) {
      const q = qualities[k]![row]! - 1;
      typos += q >> 1;
      inexact += q & 1;
      const mask = fields[k]![row]!;
      field += bestField(mask) + (kindAlone && (mask & KIND_FIELDS) !== 0 && (mask & NAME_BIT) !== 0 && (!heads || index.endsKind(row, termMarks)) ? 1 : 0);
    }
    const across = kept.length < 2 && !named ? ALONE : nearness(index, row, kept, groupsOfTerm);
    let near = across.near;
    for (let k = 0; k < nears.length; k++) near = Math.max(near, nears[k]![row]!);
    const { start } = across;
    const popular = keyed ? keyed[row]! : popularityKey(popularOf!(row));
    // Lexicographic in one number: tier (3 bits), typos (5), proximity (2), field (6), position in the name
    // (3), inexact (2), popularity (10), row (21): 52 bits, exact in a double.
    const key =
      ((((((Math.min(tier, 7) * 32 + Math.min(typos, 31)) * 4 + near) * 64 + Math.min(63, maxField - field)) * 8 + Math.min(start, FAR)) * 4 + Math.min(inexact, 3)) * 1024 + popular);
    keys[i] = key * ROW_BITS + row;
  }
  if (heads) for (const term of kept[0]!.terms) termMarks[term] = 0;
  return keys;
}

/** An array by term, all 0 between searches (`rankKeys`). */
let termMarks = new Uint8Array(0);
