/**
 * A model as whole words: "iphone 6" is not the iPhone 6s, and "iphone 7 plus" is not the iPhone 7. `understand`
 * reads a model as a name word and its number ("iphone 7"); the words that name a bigger or smaller model after
 * it ("plus", "edge", "max") are read here. Belongs with `catalogueModels` in `packages/domain/src/assistant/`
 * (see `reread.ts`).
 */
import { looksLikeModel } from '@cartwise/domain/assistant/models';
import type { AssistantSearch } from '@cartwise/domain/assistant/understand';
import { words } from '@cartwise/domain/assistant/words';

/** Words that, after a model's number, name another model of the line: "iPhone 7 Plus", "Galaxy S7 edge". */
export const MODEL_SUFFIXES = new Set(['plus', 'max', 'pro', 'mini', 'edge', 'ultra', 'lite', 'xl', 'active']);

/** The model a search word names, without its suffix words: "iphone 7 plus" -> "iphone 7"; undefined for no model. */
export function baseModel(keyword: string): string | undefined {
  const [name, number, ...suffixes] = keyword.split(' ');
  if (name === undefined || number === undefined || !suffixes.every((s) => MODEL_SUFFIXES.has(s))) return undefined;
  const base = `${name} ${number}`;
  return looksLikeModel(base) ? base : undefined;
}

/** A model's search word with the suffix words typed right after it: "case for iphone 7 plus" -> "iphone 7 plus". */
export function withSuffixes(keywords: readonly string[], message: string): string[] {
  const typed = words(message);
  const taken = new Set<string>();
  const read = keywords.map((k) => {
    if (!looksLikeModel(k)) return k;
    const [name, number] = k.split(' ') as [string, string];
    const at = typed.findIndex((w, i) => w === name && typed[i + 1] === number);
    if (at < 0) return k;
    const suffixes: string[] = [];
    for (let i = at + 2; MODEL_SUFFIXES.has(typed[i] ?? ''); i++) suffixes.push(typed[i]!);
    for (const s of suffixes) taken.add(s);
    return [k, ...suffixes].join(' ');
  });
  // A suffix word is the model's, not a word of its own ("plus" is no search text beside "iphone 7 plus").
  return read.filter((k) => !taken.has(k));
}

/**
 * Whether a text (its `words`) names the model as whole words: its number as a word ("6", not "6s"), followed
 * by the model's suffix words and no other ("iPhone 7", not "iPhone 7 Plus"), with the name word right before
 * it or, when `listed` (a product's name), anywhere before it ("Case for iPhone 6 and 6s").
 */
export function namesModel(textWords: readonly string[], model: string, listed: boolean): boolean {
  const [name, number, ...suffixes] = model.split(' ') as [string, string, ...string[]];
  for (let i = 1; i < textWords.length; i++) {
    if (textWords[i] !== number || !suffixes.every((s, k) => textWords[i + 1 + k] === s)) continue;
    if (MODEL_SUFFIXES.has(textWords[i + 1 + suffixes.length] ?? '')) continue;
    if (textWords[i - 1] === name || (listed && textWords.slice(0, i).includes(name))) return true;
  }
  return false;
}

/** The kind a shopper's "accessories" for a model is: anything made for it (`ProductFinder.find`). */
export const ACCESSORY = 'accessory';

/**
 * "samsung galaxy s7 accessories": what is made for the Galaxy S7, of any brand (cases, chargers, protectors…),
 * not the S7 phones. A brand whose products are the model (`modelNames`) is its maker and is dropped, as are a
 * subcategory and category; another brand stays ("otterbox galaxy s7 accessories"). Undefined
 * when the message asks for no accessories or names no model.
 */
export function forTheModel(search: AssistantSearch, message: string, modelNames: (model: string) => readonly string[]): AssistantSearch | undefined {
  const typed = words(message);
  const keywords = search.keywords ?? [];
  const model = keywords.find((k) => baseModel(k) !== undefined);
  if (model === undefined || !typed.some((w) => w === 'accessory' || w === 'accessories')) return undefined;
  const names = modelNames(baseModel(model)!);
  const brand = search.brand?.length === 1 ? words(search.brand[0]!) : [];
  const maker = brand.length > 0 && names.some((name) => words(name).join(' ').includes(brand.join(' ')));
  const others = keywords.filter((k) => k !== model && k !== ACCESSORY && !(maker && brand.includes(k)));
  const { brand: _brand, kind: _kind, subcategory: _s, category: _c, looseKeywords: _l, ...rest } = search;
  return { ...rest, ...(search.brand?.length && !maker ? { brand: search.brand } : {}), keywords: [model, ...others, ACCESSORY], kind: ACCESSORY };
}
