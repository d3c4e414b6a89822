/**
 * A search said in the shop's words (`describeSearch`), with a model or product line said as one: "Galaxy S7
 * models", "cases for the iPhone 7", "bands for the Apple Watch", not 'products matching "galaxy s7"'.
 * Belongs with `describeSearch` in `packages/domain/src/assistant/understand.ts` (see `reread.ts`).
 */
import { pluralOf } from '@cartwise/domain/assistant/kinds';
import { describeSearch, type AssistantSearch } from '@cartwise/domain/assistant/understand';
import { stem, words } from '@cartwise/domain/assistant/words';

/** Kinds the assistant's stem cuts short of a word: "lens" and "lenses" are "len" and "lense" to it. */
const KIND_SAID_AS: Record<string, string> = { len: 'lens', lense: 'lens' };

/**
 * The kind as the products' names say it, with the word typed before it when all their names write them together:
 * "power banks", "car chargers", "camera lenses", not 'banks matching "power"'; "lens", not "len".
 */
export function asNamed(search: AssistantSearch, names: readonly string[]): AssistantSearch {
  const kind = search.kind;
  const keywords = search.keywords ?? [];
  if (kind === undefined || !keywords.includes(kind)) return search;
  const said = KIND_SAID_AS[kind] ?? kind;
  const isKind = (w: string | undefined) => w !== undefined && (stem(w) === kind || w === kind || stem(w) === said || w === said);
  const named = names.map((name) => words(name));
  // The typed words every name shown writes right before the kind, nearest first ("defender series case"):
  // only when every one says so, as "Just Wireless - Wall Charger" is no wireless charger.
  const before: string[] = [];
  const writes = (k: string) => (ws: string[]) => ws.some((w, i) => isKind(ws[i + before.length + 1]) && before.every((b, j) => ws[i + 1 + j] === b) && w === k);
  for (let next = keywords.find((k) => k !== kind && !k.includes(' ') && !before.includes(k) && named.length > 0 && named.every(writes(k)));
    next !== undefined;
    next = keywords.find((k) => k !== kind && !k.includes(' ') && !before.includes(k) && named.every(writes(k)))) {
    before.unshift(next);
  }
  const noun = [...before, said].join(' ');
  if (noun === kind) return search;
  return { ...search, kind: noun, keywords: keywords.filter((k) => !before.includes(k)).map((k) => (k === kind ? noun : k)) };
}

/** How product names write a model or line ("Galaxy S7", "iPhone 7", "Apple Watch"), else each word capitalised. */
export function modelAsNamed(model: string, names: readonly string[]): string {
  const pattern = new RegExp(`\\b${model.split(' ').map((w) => w.replace(/[^a-z0-9]/g, '')).join('[®™©\\s]+')}\\b`, 'i');
  for (const name of names) {
    const said = name.match(pattern)?.[0];
    if (said) return said.replace(/[®™©]/g, '').replace(/\s+/g, ' ');
  }
  // Each word as the names write it, when they write the model apart ("iPhone® 6s Plus and 7 Plus").
  const asWritten = (w: string) => names.map((name) => name.match(new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '')}\\b`, 'i'))?.[0]).find(Boolean);
  const capitalised = (w: string) => w.replace(/^[a-z]/, (c) => c.toUpperCase()).replace(/^[a-z]\d+$/i, (x) => x.toUpperCase());
  return model.split(' ').map((w) => asWritten(w) ?? capitalised(w)).join(' ');
}

/**
 * The search described, a model or line among its words said as one (`modelAsNamed`, from `names`): with a
 * kind other than the model's own, "cases for the Galaxy S7"; products that are the model (`isModel`),
 * "Galaxy S7 models" ("1 iPhone 7"); products whose text names it, "products that mention the Galaxy S7".
 * Other searches as `describeSearch` says them.
 */
export function describeFound(
  search: AssistantSearch,
  options: { count?: number; nameKeywords?: boolean; kindNamed?: boolean; isModel?: boolean; names?: readonly string[] } = {},
): string {
  const { count = 2, nameKeywords = false, kindNamed = false, isModel = false, names = [] } = options;
  const line = search.subcategory === undefined ? search.keywords?.find((k) => k.includes(' ')) : undefined;
  if (line === undefined) return describeSearch(kindNamed ? asNamed(search, names) : search, count, nameKeywords, kindNamed);
  const one = count === 1;
  const said = modelAsNamed(line, names);
  const kind = search.kind !== undefined && !line.split(' ').includes(search.kind) ? search.kind : undefined;
  const noun = kind
    ? `${one ? kind : pluralOf(kind)} for the ${said}`
    : isModel
      ? one ? said : `${said} models`
      : `${one ? 'product' : 'products'} that mention${one ? 's' : ''} the ${said}`;
  const { kind: _kind, ...rest } = search;
  const others = (search.keywords ?? []).filter((k) => k !== line && k !== kind);
  // The rest of the search as usual ("Samsung products under $300.00, in stock"), its noun replaced.
  const base = describeSearch({ ...rest, ...(others.length > 0 ? { keywords: others } : { keywords: [] }) }, count, nameKeywords);
  const brand = search.brand?.length === 1 && said.toLowerCase().startsWith(search.brand[0]!.toLowerCase()) ? `${search.brand[0]} ` : '';
  return base.replace(/\bproducts?\b/, noun).replace(brand, '');
}
