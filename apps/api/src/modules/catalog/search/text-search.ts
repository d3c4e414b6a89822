import { planQuery, type Group } from './query-plan.ts';
import type { Synonyms } from './synonyms.ts';
import { FIELDS, NAME_BIT, type TermMatch, type TextIndex } from './text-index.ts';

/**
 * A search over the text index (ADR 0016): the products that match every group of the query (a word, a
 * phrase with its synonyms, a hyphenated pair), and their order by Meilisearch's ranking rules. When no product
 * matches every group, the least informative groups are dropped until some do ("waterproof nike shoes" shows
 * the Nike shoes), and the page says so; a misspelt word is read as the catalogue's nearest word and the page
 * says what was searched ("iphne" -> "iphone").
 */

export interface SearchOptions {
  /** The last word is still being typed: it also matches the words it starts (suggestions). */
  prefixLast: boolean;
  /** Groups that may never be dropped (the assistant's required words). */
  required?: readonly string[];
}

export interface TextMatch {
  /** The matching rows, in relevance order (`rank`). */
  ranked: Int32Array;
  /** What was searched, when it differs from what was typed: words corrected or dropped. */
  searchedFor?: string;
  corrected: boolean;
  /** The typed words dropped because no product matched them with the others. */
  dropped: string[];
  /** For highlighting: each kept group's matched terms. */
  terms: readonly (readonly number[])[];
}

/** Per group and row: the best match's quality (typos x 2, +1 when by synonym or prefix; NONE when unmatched). */
const NONE = 255;

interface GroupRows {
  group: Group;
  quality: Uint8Array;
  fields: Uint8Array;
  count: number;
  terms: number[];
  /** The words a misspelt typed word was read as, when it was. */
  correctedAs?: string;
}

/** Rows matching one alternative (all its words): quality and fields per row. */
function alternativeRows(index: TextIndex, words: readonly string[], synonym: boolean, prefixLast: boolean, typos: boolean, terms: number[]) {
  const n = index.size;
  let quality: Uint8Array | undefined;
  let fields: Uint8Array | undefined;
  let corrected: string[] = [];
  words.forEach((word, k) => {
    const prefix = prefixLast && k === words.length - 1;
    const matches = index.matches(word, { prefix, typos: typos && !synonym });
    const q = new Uint8Array(n).fill(NONE);
    const f = new Uint8Array(n);
    for (const match of matches) {
      terms.push(match.term);
      const cost = match.typos * 2 + (synonym || match.prefix ? 1 : 0);
      index.forEachPosting(match.term, (row, mask) => {
        if (cost < q[row]!) {
          q[row] = cost;
          f[row] = mask;
        } else if (cost === q[row]) {
          f[row]! |= mask;
        }
      });
    }
    const typo: TermMatch | undefined = matches.find((m) => m.typos > 0);
    corrected.push(typo && matches.every((m) => m.typos > 0) ? index.wordOf(word, typo) : word);
    if (!quality || !fields) {
      quality = q;
      fields = f;
      return;
    }
    for (let row = 0; row < n; row++) {
      if (quality[row] === NONE || q[row] === NONE) quality[row] = NONE;
      else {
        quality[row] = Math.min(NONE - 1, quality[row]! + q[row]!);
        fields[row]! &= f[row]!;
        if (fields[row] === 0) fields[row] = f[row]!;
      }
    }
  });
  if (corrected.join(' ') === words.join(' ')) corrected = [];
  return { quality: quality!, fields: fields!, corrected };
}

/**
 * The rows matching a group in any of its ways. Typos are tried only when no way matches as written: "couch"
 * finds sofas through its synonyms rather than "touch".
 */
function groupRows(index: TextIndex, group: Group, prefixLast: boolean): GroupRows {
  const exact = matchGroup(index, group, prefixLast, false);
  return exact.count > 0 ? exact : matchGroup(index, group, prefixLast, true);
}

function matchGroup(index: TextIndex, group: Group, prefixLast: boolean, typos: boolean): GroupRows {
  const n = index.size;
  const quality = new Uint8Array(n).fill(NONE);
  const fields = new Uint8Array(n);
  const terms: number[] = [];
  let correctedAs: string | undefined;
  for (const alternative of group.alternatives) {
    const rows = alternativeRows(index, alternative.words, alternative.synonym, prefixLast && group.last, typos, terms);
    if (rows.corrected.length > 0 && !alternative.synonym && correctedAs === undefined) correctedAs = rows.corrected.join(' ');
    for (let row = 0; row < n; row++) {
      const q = rows.quality[row]!;
      if (q < quality[row]!) {
        quality[row] = q;
        fields[row] = rows.fields[row]!;
      } else if (q !== NONE && q === quality[row]) {
        fields[row]! |= rows.fields[row]!;
      }
    }
  }
  let count = 0;
  for (let row = 0; row < n; row++) if (quality[row] !== NONE) count++;
  return { group, quality, fields, count, terms, ...(correctedAs && count > 0 ? { correctedAs } : {}) };
}

/** The rows matching every one of these groups. */
function rowsOfAll(index: TextIndex, groups: readonly GroupRows[]): Int32Array {
  const rows: number[] = [];
  const n = index.size;
  outer: for (let row = 0; row < n; row++) {
    for (const g of groups) if (g.quality[row] === NONE) continue outer;
    rows.push(row);
  }
  return Int32Array.from(rows);
}

/** How much a group says: the rarer its matches, the more (inverse document frequency). */
const informative = (index: TextIndex, g: GroupRows) => Math.log((index.size + 1) / (g.count + 1));

/**
 * The groups to keep: all when some row matches them all; otherwise the largest set that matches some row,
 * of equal sizes the one that says the most (Algolia's "remove words if no results", by information rather
 * than position). Required groups are never dropped.
 */
function keptGroups(index: TextIndex, groups: GroupRows[], required: ReadonlySet<string>): { kept: GroupRows[]; rows: Int32Array } {
  const all = rowsOfAll(index, groups);
  if (all.length > 0 || groups.length === 0) return { kept: groups, rows: all };
  const must = groups.filter((g) => required.has(g.group.typed));
  const optional = groups.filter((g) => !required.has(g.group.typed) && g.count > 0);
  // Subsets of the optional groups, largest first; at most 2^8 of them.
  for (let size = optional.length; size >= (must.length > 0 ? 0 : 1); size--) {
    let best: { kept: GroupRows[]; rows: Int32Array; score: number } | undefined;
    for (let mask = 0; mask < 1 << optional.length; mask++) {
      if (popcount(mask) !== size) continue;
      const kept = [...must, ...optional.filter((_, k) => (mask & (1 << k)) !== 0)];
      const score = kept.reduce((sum, g) => sum + informative(index, g), 0);
      if (best && score <= best.score) continue;
      const rows = rowsOfAll(index, kept);
      if (rows.length > 0) best = { kept, rows, score };
    }
    if (best) return best;
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

/**
 * 0 when the name holds the groups as a phrase (each right after the one before), 1 when it holds them all
 * apart, 2 when some match elsewhere only. A query of one group has no proximity: 0.
 */
function proximity(index: TextIndex, row: number, kept: readonly GroupRows[]): number {
  if (kept.length < 2) return 0;
  if (kept.some((g) => (g.fields[row]! & NAME_BIT) === 0)) return 2;
  const positions = index.namePositionsOf(row);
  const at = kept.map((g) => new Set(positions.filter((p) => g.terms.includes(p.term)).map((p) => p.position)));
  for (const start of at[0]!) if (at.every((set, k) => set.has(start + k))) return 0;
  return 1;
}

export function searchText(
  index: TextIndex,
  synonyms: Synonyms,
  q: string,
  { prefixLast, required = [] }: SearchOptions,
  popularity: (row: number) => number,
): TextMatch | undefined {
  const requiredGroups = required.flatMap((text) => planQuery(text, synonyms));
  const typedGroups = planQuery(q, synonyms);
  const groups = [...typedGroups, ...requiredGroups.filter((r) => !typedGroups.some((g) => g.typed === r.typed))];
  if (groups.length === 0) return undefined;
  const matched = groups.map((group) => groupRows(index, group, prefixLast));
  const { kept, rows } = keptGroups(index, matched, new Set(requiredGroups.map((g) => g.typed)));
  const dropped = typedGroups.filter((g) => !kept.some((k) => k.group === g)).map((g) => g.typed);
  const corrected = kept.some((g) => g.correctedAs !== undefined);
  const searched = typedGroups.flatMap((g) => {
    const k = kept.find((m) => m.group === g);
    return k ? [k.correctedAs ?? g.typed] : [];
  });
  return {
    ranked: rank(index, rows, kept, popularity),
    corrected,
    dropped,
    ...((corrected || dropped.length > 0) && rows.length > 0 && { searchedFor: searched.join(' ') }),
    terms: kept.map((g) => g.terms),
  };
}

/**
 * The rows in Meilisearch's order of ranking rules: fewest typos, then proximity (a phrase in the name), then
 * the most telling fields (name highest, description lowest; summed over the groups), then matches as typed
 * before synonyms and prefixes; ties by popularity (0..1), then the catalogue's own order.
 */
function rank(index: TextIndex, rows: Int32Array, kept: readonly GroupRows[], popularity: (row: number) => number): Int32Array {
  const maxField = kept.length * (FIELDS.length - 1);
  const keys = new Float64Array(rows.length);
  rows.forEach((row, i) => {
    let typos = 0;
    let inexact = 0;
    let field = 0;
    for (const g of kept) {
      const q = g.quality[row]!;
      typos += q >> 1;
      inexact += q & 1;
      field += bestField(g.fields[row]!);
    }
    const near = proximity(index, row, kept);
    const popular = Math.round((1 - Math.min(1, Math.max(0, popularity(row)))) * 1023);
    // Lexicographic in one number: typos (5 bits), proximity (2), field (6), inexact (4), popularity (10), row (21).
    const key = ((((Math.min(typos, 31) * 4 + near) * 64 + (maxField - field)) * 16 + Math.min(inexact, 15)) * 1024 + popular);
    keys[i] = key * 2_097_152 + row;
  });
  keys.sort();
  return Int32Array.from(keys, (key) => key % 2_097_152);
}
