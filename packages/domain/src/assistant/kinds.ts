import type { AssistantSearch } from './search.ts';
import { normalise, stem, words } from './words.ts';

/** Words that name a group of what the word before them names: a "speaker system" is speakers, a "lens kit" lenses. */
const GROUP_WORDS = new Set(['system', 'kit', 'set', 'pack', 'bundle', 'combo', 'pair', 'collection']);

/** Where a name stops saying what the product is and starts saying what it goes with or holds. */
export const NAME_TAIL = /\s(?:(?:for|with|fits|compatible)\s|w\/).*$|\(.*$|,.*$/;
/**
 * A size the name goes on past: "4G LTE with 16GB Memory Cell Phone" is a phone, as "with 16GB AT&T
 * Branded Memory Cell Phone" is; "Charger with USB Cable" stays a charger.
 */
const SIZE_PHRASE = /\swith\s+[\d.]+\s?(?:gb|mb|tb)\b(?:\s+\S+){0,3}?\s+(?:memory|storage)\b/gi;
/** Words a name may end with that say how it is sold, not what it is ("Cell Phone Unlocked", "Pre-Owned"). */
const SOLD_AS = new Set(['unlocked', 'refurbished', 'renewed', 'branded', 'certified', 'pre', 'owned']);
/** Words that end a model's name rather than say what it is: "iPhone 6s Plus", "Galaxy S7 edge", "iPhone SE". */
const MODEL_ENDINGS = new Set(['plus', 'se', 'edge', 'active', 'mini', 'max', 'pro', 'prime', 'lite', 'ultra', 'xl']);
/** Shoppers' other words for a kind: a shop that sells phones sells smartphones and mobiles. */
const SAME_KINDS: Record<string, string> = { smartphone: 'phone', cellphone: 'phone', mobile: 'phone' };
/** What an iPhone (or a Galaxy S7, named by its line alone) also is: a shopper asking for phones means them too. */
const BROADER_KINDS: Record<string, string> = { iphone: 'phone', galaxy: 'phone', smartphone: 'phone', cellphone: 'phone' };

/** The kind a shopper's word names in this shop: itself when carried, else the shop's word for the same thing ("smartphone" -> "phone"). */
export function carriedKind(kind: string, carried: ReadonlySet<string> | undefined): string {
  const same = SAME_KINDS[kind];
  return carried && !carried.has(kind) && same !== undefined && carried.has(same) ? same : kind;
}

/** What one part of a name ("Brand - Name - Colour") says the product is: its last word before what it fits or comes with. */
function partKinds(part: string): string[] {
  // "MOTO G (4th Generation) 4G LTE … Cell Phone": an aside in brackets, not the end of what it is.
  const said = part.replace(SIZE_PHRASE, ' ').replace(/\([^()]*\)/g, ' ').replace(NAME_TAIL, '');
  // Model numbers and letters ("32GB", "S7", "Moto G") say which one, not what it is.
  const ws = words(said).filter((w) => /[a-z]/.test(w) && !/\d/.test(w) && w.length > 1);
  while (ws.length > 0 && SOLD_AS.has(ws.at(-1)!)) ws.pop();
  while (ws.length > 1 && MODEL_ENDINGS.has(ws.at(-1)!)) ws.pop();
  const last = ws.at(-1);
  if (!last) return [];
  const kind = stem(last);
  const kinds = [kind];
  if (GROUP_WORDS.has(kind) && ws.length > 1) kinds.push(stem(ws.at(-2)!));
  if (BROADER_KINDS[kind]) kinds.push(BROADER_KINDS[kind]);
  return kinds;
}

/** Brand names as `nameKinds` compares them: "Boost Mobile" -> "boost mobile". */
export function brandKeys(brands: Iterable<string>): Set<string> {
  return new Set([...brands].map((brand) => words(brand).join(' ')).filter((key) => key !== ''));
}

/**
 * The kinds of product a name says the product is: the last word of each of its parts ("Brand - Name -
 * Colour"), before what it fits or comes with, past a size ("with 16GB Memory Cell Phone" is a phone).
 * "Power Adapter for Microsoft Surface Book" is an adapter, not a book; "Polo Book Case" a case. Words with
 * digits (sizes, models) are skipped, and so are brands (`brandKeys`): "Boost Mobile - LG K3 … Prepaid Cell
 * Phone" is a phone, not a mobile. Stemmed.
 */
export function nameKinds(name: string, brands: ReadonlySet<string> = new Set()): string[] {
  const kinds: string[] = [];
  for (const part of name.split(/\s[-–—|]\s/)) {
    if (brands.has(words(part).join(' '))) continue;
    kinds.push(...partKinds(part).filter((kind) => !brands.has(kind)));
  }
  return kinds;
}

/**
 * Every kind of product the catalogue carries, as stemmed words: what its product names say each product is
 * (the kinds of `namesByKind`), and what its category and subcategory names say (their last word, each side
 * of an "and": "Laptops & Computers" carries laptops and computers, "Mobile Broadband" no mobiles, "Samsung
 * Galaxy" no samsungs). A shopper asking for a kind outside it ("books" in a phone shop) is told the shop
 * does not carry it, instead of shown products whose text holds the word in passing ("Surface Book",
 * "notebook").
 */
export function catalogueKinds(byKind: ReadonlyMap<string, readonly string[]>, groups: Iterable<string>, brands: ReadonlySet<string> = new Set()): Set<string> {
  const kinds = new Set(byKind.keys());
  for (const group of groups) for (const kind of groupKinds(group)) if (!brands.has(kind)) kinds.add(kind);
  return kinds;
}

/** What a category or subcategory name says its products are: "Laptops & Computers" -> laptop, computer; "Mobile Broadband" -> broadband. */
export function groupKinds(group: string): string[] {
  return normalise(group).split(/\s(?:and|or)\s|[,/]/).flatMap(partKinds);
}

/** The names that say each kind (`nameKinds`), by kind: "phone" -> the phones' names, not their cases' or chargers'. */
export function namesByKind(names: Iterable<string>, brands: ReadonlySet<string> = new Set()): Map<string, string[]> {
  const byKind = new Map<string, string[]>();
  for (const name of names) {
    for (const kind of new Set(nameKinds(name, brands))) {
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
