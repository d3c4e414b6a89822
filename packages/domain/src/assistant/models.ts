/**
 * Models of a product line as names and shoppers write them: a name word and the number or letter after it
 * ("galaxy s7", "iphone 7", "moto g"). Where "galaxy" or "iphone" also names a subcategory, `understand` keeps
 * the model a shopper types when the catalogue has it (`withModel`), and the offline engine's finder shows the
 * products that are that model before what is made for it.
 */
import { NAME_TAIL } from './kinds.ts';
import type { AssistantSearch } from './search.ts';
import { FILLER_WORDS, stem, words } from './words.ts';

/** The products that are each model, and the kinds of thing made for something else ("case", "protector"). */
export interface CatalogueModels {
  byModel: ReadonlyMap<string, readonly string[]>;
  madeFor: ReadonlySet<string>;
}

/** The number or letter of a model after its name: "s7" in "galaxy s7", "7" in "iphone 7", "g" in "moto g". */
const MODEL_NUMBER = /^(?:[a-z]|(?=[a-z]*\d)[a-z\d]{1,4})$/;
const MODEL_NAME = /^[a-z]{3,}$/;
/** A name word and the number after it: "galaxy s7", not "under 200" nor "and 6s". */
const isModel = (name: string, number: string) => MODEL_NAME.test(name) && !FILLER_WORDS.has(name) && MODEL_NUMBER.test(number);
/** A kind names things made for something else once at least this many names say "<kind> for …". */
const MADE_FOR_NAMES = 2;

/**
 * The names (lower case) of the products each model is: a name word and the number after it in the part
 * of a name that says what the product is ("Samsung - Galaxy S7 edge 32GB", not "Case for Samsung Galaxy
 * S7"). A name that goes on to a kind of thing made for something else, as other names say "Case for …",
 * is that thing: "Apple - iPhone 7 Silicone Case" is a case, not an iPhone 7.
 */
export function catalogueModels(names: Iterable<string>): CatalogueModels {
  const split = [...names].map((name) => ({ name, parts: name.split(/\s[-–—|]\s/) }));
  const forCounts = new Map<string, number>();
  for (const { parts } of split) {
    for (const part of parts) {
      if (!part.includes(' for ') && !part.includes(' fits ')) continue;
      const before = part.match(/^(.*?)\s(?:for|fits)\s/)?.[1];
      const last = before && words(before).filter((w) => !/\d/.test(w)).at(-1);
      if (last) forCounts.set(stem(last), (forCounts.get(stem(last)) ?? 0) + 1);
    }
  }
  const madeFor = new Set([...forCounts].filter(([, n]) => n >= MADE_FOR_NAMES).map(([kind]) => kind));
  const byModel = new Map<string, string[]>();
  for (const { name, parts } of split) {
    for (const part of parts) {
      // Most parts hold no number or lone letter: no model to find.
      if (!/\d|\s[a-z](?:\s|$)/.test(part)) continue;
      const ws = words(part.replace(NAME_TAIL, ''));
      for (let i = 0; i + 1 < ws.length; i++) {
        if (!isModel(ws[i]!, ws[i + 1]!)) continue;
        if (ws.slice(i + 2).some((w) => madeFor.has(stem(w)))) break;
        const model = `${ws[i]!} ${ws[i + 1]!}`;
        const list = byModel.get(model);
        if (!list) byModel.set(model, [name]);
        else if (list.at(-1) !== name) list.push(name);
      }
    }
  }
  return { byModel, madeFor };
}

/** The models a message may name, in order: each name word with the number or letter typed after it. */
export function modelsTyped(message: string): string[] {
  const ws = words(message);
  const found: string[] = [];
  for (let i = 0; i + 1 < ws.length; i++) if (isModel(ws[i]!, ws[i + 1]!)) found.push(`${ws[i]!} ${ws[i + 1]!}`);
  return found;
}

/** Whether a search word is a model as `modelsTyped` reads one ("galaxy s7"): the finder looks it up. */
export const looksLikeModel = (keyword: string): boolean => {
  const [name, number, ...rest] = keyword.split(' ');
  return rest.length === 0 && number !== undefined && isModel(name!, number);
};

/**
 * The search with the model as its first word: the model's name word no longer stands for a subcategory
 * ("Samsung Galaxy", which on the Best Buy catalogue holds accessories) nor for a word or kind of its own.
 * A word left that names a thing made for something else is the kind asked for ("iphone 7 cases").
 */
export function withModel(search: AssistantSearch, model: string, madeFor: ReadonlySet<string>): AssistantSearch {
  const [name, number] = model.split(' ') as [string, string];
  const parts = new Set([name, stem(name), number]);
  const { subcategory, category, kind, looseKeywords: loose, ...rest } = search;
  const fromModel = subcategory !== undefined && words(subcategory).some((w) => parts.has(stem(w)) || parts.has(w));
  const others = (search.keywords ?? []).filter((k) => !k.split(' ').some((w) => parts.has(w)));
  const looseKeywords = (loose ?? []).filter((k) => others.includes(k));
  const kindAsked = kind !== undefined && !parts.has(kind) ? kind : others.findLast((k) => madeFor.has(k));
  return {
    ...rest,
    ...(fromModel ? {} : { ...(subcategory !== undefined ? { subcategory } : {}), ...(category !== undefined ? { category } : {}) }),
    keywords: [model, ...others],
    ...(looseKeywords.length > 0 ? { looseKeywords } : {}),
    ...(kindAsked !== undefined ? { kind: kindAsked } : {}),
  };
}
