import type { AssistantSearch } from './understand.ts';
import { stem, words } from './words.ts';

/** Words that name a group of what the word before them names: a "speaker system" is speakers, a "lens kit" lenses. */
const GROUP_WORDS = new Set(['system', 'kit', 'set', 'pack', 'bundle', 'combo', 'pair', 'collection']);

/** Where a name stops saying what the product is and starts saying what it goes with or holds. */
const NAME_TAIL = /\s(?:for|with|fits|compatible)\s.*$|\(.*$|,.*$/;

/**
 * The kinds of product a name says the product is: the last word of each of its parts ("Brand - Name -
 * Colour"), before what it fits or comes with. "Power Adapter for Microsoft Surface Book" is an adapter,
 * not a book; "Polo Book Case" a case. Words with digits (sizes, models) are skipped. Stemmed.
 */
export function nameKinds(name: string): string[] {
  const kinds: string[] = [];
  for (const part of name.split(/\s[-–—|]\s/)) {
    const ws = words(part.replace(NAME_TAIL, '')).filter((w) => /[a-z]/.test(w) && !/\d/.test(w));
    const last = ws.at(-1);
    if (!last) continue;
    kinds.push(stem(last));
    if (GROUP_WORDS.has(stem(last)) && ws.length > 1) kinds.push(stem(ws.at(-2)!));
  }
  return kinds;
}

/**
 * Every kind of product the catalogue carries, as stemmed words: what its product names say each product is
 * (the kinds of `namesByKind`), and every word of its category and subcategory names. A shopper asking for a kind outside
 * it ("books" in a phone shop) is told the shop does not carry it, instead of shown products whose text
 * holds the word in passing ("Surface Book", "notebook").
 */
export function catalogueKinds(byKind: ReadonlyMap<string, readonly string[]>, groups: Iterable<string>): Set<string> {
  const kinds = new Set(byKind.keys());
  for (const group of groups) for (const w of words(group)) kinds.add(stem(w));
  return kinds;
}

/** The names that say each kind (`nameKinds`), by kind: "phone" -> the phones' names, not their cases' or chargers'. */
export function namesByKind(names: Iterable<string>): Map<string, string[]> {
  const byKind = new Map<string, string[]>();
  for (const name of names) {
    for (const kind of new Set(nameKinds(name))) {
      const list = byKind.get(kind);
      if (list) list.push(name);
      else byKind.set(kind, [name]);
    }
  }
  return byKind;
}

/** A kind's plural for a sentence: "book" -> "books", "accessory" -> "accessories", "watch" -> "watches". */
export function pluralOf(kind: string): string {
  if (/[^aeiou]y$/.test(kind)) return `${kind.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(kind)) return `${kind}es`;
  return `${kind}s`;
}

/** The search without its kind of product, for when the shop does not carry it: the rest may still find something. */
export function withoutKind(search: AssistantSearch): AssistantSearch {
  const { kind, keywords, looseKeywords, ...rest } = search;
  const others = (keywords ?? []).filter((k) => k !== kind);
  const loose = (looseKeywords ?? []).filter((k) => k !== kind);
  return { ...rest, ...(others.length > 0 ? { keywords: others } : {}), ...(loose.length > 0 ? { looseKeywords: loose } : {}) };
}
