import { brandKeys, catalogueKinds, namesByKind, pluralOf } from '@cartwise/domain/assistant/kinds';
import { trendingScore } from '@cartwise/domain/assistant/trending';
import type { AssistantSearch } from '@cartwise/domain/assistant/understand';
import { FILLER_WORDS, words } from '@cartwise/domain/assistant/words';
import type { ProductQuery } from '@cartwise/domain/catalogue/filters';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { SortOption } from '@cartwise/domain/catalogue/sort';
import { LISTING_LIMITS } from '@cartwise/domain/catalogue/listing-limits';
import { containsTerm, joinedText, searchStem, termForms } from '@cartwise/domain/catalogue/search-terms';
import type { CatalogService, RankedFilters } from '../../catalog/service.ts';
import { catalogueModels, type CatalogueModels } from '@cartwise/domain/assistant/models';
import { ACCESSORY, baseModel, namesModel } from './model-words.ts';

/** The most matches of a list search read whole to check its words as words ("car", not "Carbon"). */
const MAX_CHECKED_AS_WORDS = 2000;
/** The most pages of the product list read for a model's accessories. */
const MADE_FOR_PAGES = 10;
import { catalogueLines } from './reread.ts';

/** The kinds of product the shop carries, and the names (lower case) that say each. */
export interface CatalogueKinds {
  carried: ReadonlySet<string>;
  byKind: ReadonlyMap<string, readonly string[]>;
}

export interface Found {
  products: Product[];
  totalCount: number;
  /** When the products were picked by name (a kind's, a model's): the subcategories all of them are in. */
  subcategories?: readonly { category: string; subcategory: string }[];
}

/** The subcategories a set of products is in, each once. */
function subcategoriesOf(products: readonly Product[]): { category: string; subcategory: string }[] {
  const seen = new Map<string, { category: string; subcategory: string }>();
  for (const p of products) seen.set(`${p.category}\n${p.subcategory}`, { category: p.category, subcategory: p.subcategory });
  return [...seen.values()];
}

/**
 * A search word as the product list's search reads it (`searchStem`), so that the assistant finds what the
 * search box finds: "series" as typed (the assistant's stem says "sery"), "battery" as its plural would be,
 * "batter", which "Battery" and "Batteries" both contain. A model or line ("galaxy s7") stays as it is.
 */
export function searchTerm(keyword: string): string {
  if (keyword.includes(' ')) return keyword;
  const plural = searchStem(pluralOf(keyword));
  return keyword.startsWith(plural) ? plural : searchStem(keyword);
}

/**
 * Products with every word of the search in their name, description, category or brand (spec §5 search).
 * A model ("iphone 6s") is matched as whole words (`namesModel`): in a row anywhere ("Apple® iPhone® 6s"), or
 * its number after its name word in the name ("Case for Apple® iPhone® 6 and 6s"); never inside another model
 * ("iPhone 6s Plus" is not an iPhone 6s). A word the catalogue's names use as a word (`asWord`) is matched
 * as one ("car" is not in "Carbon"); others inside words, as the product list's search does ("otter").
 */
function hasEveryWord(product: Product, keywords: readonly string[], asWord: (term: string) => boolean = () => false): boolean {
  const text = `${product.name}\n${product.description}\n${product.category}\n${product.brand}`.toLowerCase();
  let asWords: string | undefined;
  let nameWords: string[] | undefined;
  return keywords.every((k) => {
    // As the product list's search reads it: "wi-fi" finds "WiFi" and "Wi Fi" too, "series" a series.
    // A model as whole words: "iphone 6" is not in "iPhone 6s", nor "iphone 7" in "iPhone 7 Plus". A name
    // giving the model's number says which model it is for, whatever its description mentions.
    if (baseModel(k) !== undefined) {
      nameWords ??= words(product.name);
      if (nameWords.includes(k.split(' ')[1]!)) return namesModel(nameWords, k, true);
      return namesModel(words(text), k, false);
    }
    const term = searchTerm(k);
    if (containsTerm(text, term)) return !asWord(term) || holdsWord(text, term);
    if (!k.includes(' ')) return false;
    if ((asWords ??= ` ${words(text).join(' ')} `).includes(` ${k} `)) return true;
    nameWords ??= words(product.name);
    return k.split(' ').every((w) => nameWords!.includes(w));
  });
}

/** A word ending that keeps a word the same word: "cars", "batteries" ("batter" + "ies"). */
const WORD_ENDING = '(?:s|es|y|ies)?(?![a-z0-9])';
const wholeWordPatterns = new Map<string, RegExp>();

/**
 * Whether a text (lower case) holds a term as a word, or as the end of one (what a compound word is: "phone" in
 * "iPhone" and "Smartphone"), with a plural or singular ending: "car" is in "Car Charger" and "cars", not in
 * "Carbon" or "Card"; "batter" in "Batteries". Compared joined as the product search compares (`joinedText`,
 * `termForms`), so "wifi" is a word of "Wi-Fi", or as written. One regular expression per term, not the text's words: a list
 * search checks up to `MAX_CHECKED_AS_WORDS` products' whole descriptions this way.
 */
export function holdsWord(text: string, term: string): boolean {
  const joined = joinedText(text);
  return termForms(term).some((form) => {
    let pattern = wholeWordPatterns.get(form);
    if (!pattern) {
      pattern = new RegExp(`${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${WORD_ENDING}`);
      wholeWordPatterns.set(form, pattern);
    }
    // Joined, "LG G5" is "lgg5": the text as written holds "lg" as a word.
    return pattern.test(text) || pattern.test(joined);
  });
}

/**
 * Whether a product satisfies every constraint of a search, as the search itself would filter: for products
 * found another way (recently ordered ones, for trending). Every search word must be in its text.
 */
export function satisfiesSearch(product: Product, search: AssistantSearch): boolean {
  if (search.category !== undefined && product.category !== search.category) return false;
  if (search.subcategory !== undefined && product.subcategory !== search.subcategory) return false;
  if (search.brand?.length && !search.brand.includes(product.brand)) return false;
  if (search.minPrice !== undefined && product.price < search.minPrice) return false;
  if (search.maxPrice !== undefined && product.price > search.maxPrice) return false;
  if (search.rating !== undefined && product.rating < search.rating) return false;
  if (search.inStock && !product.inStock) return false;
  if (search.onSale && !(product.originalPrice !== undefined && product.originalPrice > product.price)) return false;
  return hasEveryWord(product, search.keywords ?? []);
}

/** A size or capacity as typed: "128gb", "5000mah", "55in". */
const SIZE = /^\d+(?:\.\d+)?(?:gb|tb|mb|mah|in|inch|inches|mm|cm)$/;
// Not "in": "iPhone 7 in Black" is no 7in size.
const SPACED_SIZE = /(\d)\s+(?=(?:gb|tb|mb|mah|inch|inches|mm|cm)\b)/g;

/** Share of the reference's words found in a product's name, brand and subcategory (0 to 1). */
export function nameScore(product: Pick<Product, 'name' | 'brand' | 'subcategory'>, reference: string): number {
  // Stemmed as the product search stems them: "batteries" is "batter", in "Battery" and "Batteries" alike.
  const tokens = words(reference).filter((w) => !FILLER_WORDS.has(w) || w.length === 1).map(searchStem);
  if (tokens.length === 0) return 0;
  // A size may be written spaced: "128 GB" is "128gb".
  const haystack = `${product.name} ${product.brand} ${product.subcategory}`.toLowerCase().replace(SPACED_SIZE, '$1');
  const names = words(haystack).map(searchStem);
  const hit = (t: string) => names.includes(t) || (t.length >= 4 && haystack.includes(t));
  // A model number is not half a match: "iphone 7" is not the iPhone 6s. A size is: "iphone 7 128gb" is
  // still an iPhone 7 when its name says another size, or none.
  if (tokens.some((t) => /\d/.test(t) && !SIZE.test(t) && !hit(t))) return 0;
  return tokens.filter(hit).length / tokens.length;
}

/** A search's filters as the catalogue service takes them (`CatalogService.ranked`, `byNames`). */
function filtersOf(search: AssistantSearch): RankedFilters {
  return {
    ...(search.category !== undefined ? { category: search.category } : {}),
    ...(search.subcategory !== undefined ? { subcategory: search.subcategory } : {}),
    ...(search.brand?.length ? { brand: search.brand } : {}),
    ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
    ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
    ...(search.rating !== undefined ? { rating: search.rating } : {}),
    ...(search.inStock ? { inStock: true } : {}),
    ...(search.onSale ? { onSale: true } : {}),
  };
}

/**
 * Runs the assistant's searches through the catalogue service the product list uses (CatalogService): its
 * search and list, and for the orders the list does not have (popularity, discount), the sale filter and the
 * products of a kind or model, its `ranked` and `byNames`. Every product returned satisfies every constraint
 * of the search.
 */
export class ProductFinder {
  /** Per set of name words (one per catalogue version): whether a term sits inside longer name words (`asWord`). */
  private readonly clashes = new WeakMap<ReadonlySet<string>, Map<string, boolean>>();

  constructor(private readonly catalog: CatalogService) {}

  private listQuery(search: AssistantSearch, q: string | undefined, sort: SortOption, page: number, pageSize: number): ProductQuery {
    return {
      ...(q ? { q } : {}),
      ...(search.category !== undefined ? { category: search.category } : {}),
      ...(search.subcategory !== undefined ? { subcategory: search.subcategory } : {}),
      ...(search.brand?.length ? { brand: search.brand } : {}),
      ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
      ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
      ...(search.rating !== undefined ? { rating: search.rating } : {}),
      ...(search.inStock ? { inStock: true } : {}),
      sort,
      page,
      pageSize,
    };
  }

  /**
   * The kinds of product the shop carries (`catalogueKinds`) and the names that say each, from the catalogue
   * index's texts: worked out once, and again only when products are added, removed or renamed.
   */
  kinds(): Promise<CatalogueKinds> {
    return this.catalog.fromTexts('assistant-kinds', ({ names, categories, subcategories, brands }) => {
      // A brand is never a kind: "Boost Mobile - LG K3 … Prepaid Cell Phone" is a phone, not a mobile.
      const brandKeysOf = brandKeys(brands);
      const byKind = namesByKind(names, brandKeysOf);
      return { carried: catalogueKinds(byKind, [...categories, ...subcategories], brandKeysOf), byKind };
    });
  }

  /**
   * The words the catalogue's names use as words: a search word among them matches only as a word ("car" is
   * not in "Carbon" nor "Card"); another is matched inside words, as names use it ("otter" in "OtterBox").
   */
  nameWords(): Promise<ReadonlySet<string>> {
    return this.catalog.fromTexts('assistant-name-words', ({ names }) => new Set(names.flatMap((name) => words(name))));
  }

  /**
   * Which of the search words to match as words (`hasEveryWord`), when one of them is inside longer words of
   * the names that are not its compounds ("car" in "card", "carbon"); undefined when none is.
   */
  private async asWord(keywords: readonly string[]): Promise<((term: string) => boolean) | undefined> {
    const names = await this.nameWords();
    const terms = keywords.filter((k) => !k.includes(' ')).map(searchTerm).filter((t) => names.has(t));
    if (terms.length === 0) return undefined;
    // Worked out once per term and catalogue version: a scan of every name word.
    let clashes = this.clashes.get(names);
    if (!clashes) this.clashes.set(names, (clashes = new Map()));
    const clashesIn = (t: string) => [...names].some((w) => w.length > t.length && w.includes(t) && !holdsWord(w, t));
    const clash = terms.filter((t) => clashes.get(t) ?? clashes.set(t, clashesIn(t)).get(t)!);
    return clash.length > 0 ? (t) => clash.includes(t) : undefined;
  }

  /** The catalogue's names (lower case) that match a pattern ("microsd card"), in featured order. */
  async namesMatching(pattern: RegExp): Promise<string[]> {
    const names = await this.catalog.fromTexts('assistant-names', ({ names }) => names);
    return names.filter((name) => pattern.test(name));
  }

  /** Whether a product's text names a model as whole words ("iphone 8": not an iPhone with 8GB). */
  async names(model: string): Promise<boolean> {
    const list = await this.catalog.list(this.listQuery({}, model, 'relevance', 1, LISTING_LIMITS.pageSize));
    return list.products.some((p) => hasEveryWord(p, [model]));
  }

  /** The products with these names (lower case), in featured order. */
  byNames(names: readonly string[]): Promise<Product[]> {
    return this.catalog.byNames(names);
  }

  /** The product lines accessories are named for ("apple watch"), worked out once from the catalogue's names. */
  lines(): Promise<ReadonlySet<string>> {
    return this.catalog.fromTexts('assistant-lines', ({ names, brands }) => catalogueLines(names, brandKeys(brands)));
  }

  /** The products that are each model, worked out once from the catalogue's names as the kinds are. */
  models(): Promise<CatalogueModels> {
    return this.catalog.fromTexts('assistant-models', ({ names }) => catalogueModels(names));
  }

  /** `limit` products from position `offset` (a multiple of limit) of the search, in its order. */
  async find(search: AssistantSearch, limit: number, offset = 0): Promise<Found> {
    const keywords = search.keywords ?? [];
    // A model with the words that make it another one ("iphone 7 plus") is looked up by its name and number.
    const typed = keywords.find((k) => baseModel(k) !== undefined);
    const models = typed === undefined ? undefined : await this.models();
    const model = typed !== undefined && models?.byModel.has(baseModel(typed)!) ? typed : undefined;
    const ofKind = search.kind !== undefined && keywords.includes(search.kind) ? search.kind : undefined;
    if (model !== undefined && ofKind === ACCESSORY) return this.madeForModel(search, model, limit, offset, models!);
    if (model !== undefined && !(ofKind !== undefined && models!.madeFor.has(ofKind))) {
      // 'samsung galaxy s7': the Galaxy S7 phones, not the cases and adapters whose text names the model;
      // 'galaxy s7 phones' too, but 'galaxy s7 cases' are cases.
      const others = keywords.filter((k) => k !== model && k !== ofKind);
      // "galaxy s7" is the S7 and S7 edge phones, the line's family; "galaxy s7 edge" the S7 edge alone.
      const family = models!.byModel.get(baseModel(model)!)!;
      const named = model === baseModel(model) ? family : family.filter((name) => namesModel(words(name), model, false));
      const ofModel = await this.withNames(search, named, others);
      if (ofModel.length > 0) return { products: ofModel.slice(offset, offset + limit), totalCount: ofModel.length, subcategories: subcategoriesOf(ofModel) };
    }
    if (ofKind !== undefined) {
      // 'a cheap android phone': phones, not the cheaper power packs whose text says android and phone.
      const named = await this.withNames(search, (await this.kinds()).byKind.get(ofKind) ?? [], keywords, ofKind);
      if (named.length > 0) return { products: named.slice(offset, offset + limit), totalCount: named.length, subcategories: subcategoriesOf(named) };
    }
    const found = await this.findWith(search, keywords, limit, offset);
    const loose = search.looseKeywords ?? [];
    if (found.totalCount === 0 && loose.length > 0 && search.subcategory) {
      // "mascara" led to Beauty through a synonym: the subcategory stands even when no name says mascara.
      return this.findWith(search, keywords.filter((k) => !loose.includes(k)), limit, offset);
    }
    return found;
  }

  /**
   * "galaxy s7 accessories": the products whose text names the model as whole words and that are no model
   * themselves (the S7 phones, and the S7 edge's, are not accessories), in relevance order.
   */
  private async madeForModel(search: AssistantSearch, model: string, limit: number, offset: number, models: CatalogueModels): Promise<Found> {
    const models_ = new Set([...models.byModel.values()].flat());
    const keywords = (search.keywords ?? []).filter((k) => k !== ACCESSORY);
    const { kind: _kind, ...rest } = search;
    const made: Product[] = [];
    const asWords = await this.nameWords();
    for (let page = 1; page <= MADE_FOR_PAGES; page++) {
      const found = await this.findWith(rest, keywords, LISTING_LIMITS.pageSize, (page - 1) * LISTING_LIMITS.pageSize);
      made.push(...found.products.filter((p) => hasEveryWord(p, keywords, (t) => asWords.has(t)) && !models_.has(p.name.toLowerCase())));
      if (page * LISTING_LIMITS.pageSize >= found.totalCount) break;
    }
    return { products: made.slice(offset, offset + limit), totalCount: made.length };
  }

  private async findWith(search: AssistantSearch, keywords: readonly string[], limit: number, offset: number): Promise<Found> {
    const special = search.order === 'popular' || search.order === 'discount' || search.onSale === true;
    const sort: SortOption = search.order && search.order !== 'popular' && search.order !== 'discount'
      ? search.order
      : keywords.length > 0 ? 'relevance' : 'rating-desc';
    if (keywords.length === 0) {
      if (special) {
        const order = search.order === 'popular' || search.order === 'discount' ? search.order : sort === 'relevance' ? 'featured-asc' : sort;
        return this.catalog.ranked(filtersOf(search), order, limit, offset);
      }
      const list = await this.catalog.list(this.listQuery(search, undefined, sort, Math.floor(offset / limit) + 1, limit));
      return { products: list.products, totalCount: list.totalCount };
    }
    // The kind of product ranks ('iphone cases': cases naming the iPhone before iPhones whose text says
    // 'case'), else the longest word; every other word must be in the product's text too.
    const ranking = search.kind !== undefined && keywords.includes(search.kind) ? search.kind : undefined;
    const [longest, ...others] = [...keywords].sort((a, b) => Number(b === ranking) - Number(a === ranking) || b.length - a.length) as [string, ...string[]];
    // Each word as the product list's search reads it.
    const q = searchTerm(longest);
    const also = others.map(searchTerm);
    if (!special) {
      const list = await this.catalog.list(this.listQuery(search, q, sort, Math.floor(offset / limit) + 1, limit), also);
      // "car": not the phones whose text says "Card" or "Carbon". The list matches inside words; where a word
      // of the search is also inside longer words of the names, its matches are read whole and checked.
      const asWord = await this.asWord(keywords);
      if (asWord && list.totalCount > 0 && list.totalCount <= MAX_CHECKED_AS_WORDS) {
        const all = await this.catalog.list(this.listQuery(search, q, sort, 1, list.totalCount), also);
        const products = all.products.filter((p) => hasEveryWord(p, keywords, asWord));
        return { products: products.slice(offset, offset + limit), totalCount: products.length };
      }
      return { products: list.products, totalCount: list.totalCount };
    }
    // An order the list lacks: it applies here, to the most relevant matches.
    const list = await this.catalog.list(this.listQuery(search, q, 'relevance', 1, LISTING_LIMITS.pageSize), also);
    const asWords = await this.nameWords();
    let products = list.products.filter((p) => hasEveryWord(p, keywords, (t) => asWords.has(t)));
    if (search.onSale) products = products.filter((p) => p.originalPrice !== undefined && p.originalPrice > p.price);
    if (search.order === 'popular') products.sort((a, b) => popularity(b) - popularity(a));
    if (search.order === 'discount') products.sort((a, b) => discountShare(b) - discountShare(a));
    return { products: products.slice(offset, offset + limit), totalCount: products.length };
  }

  /**
   * A search whose product list (`toListParams`) holds exactly the products found, for a link that shows
   * what the answer counted: the search itself, or for products picked by name that are all in one
   * subcategory, that subcategory instead of the kind's word. Undefined when the list cannot say the same
   * set ("a cheap phone under 100": 30 phones in five subcategories, where the list's "phone" under $100
   * holds 2,372 products, cases and SIM kits first).
   */
  async listed(search: AssistantSearch, found: Found): Promise<AssistantSearch | undefined> {
    const candidates: AssistantSearch[] = [search];
    const only = found.subcategories?.length === 1 ? found.subcategories[0]! : undefined;
    if (only) {
      const { kind, looseKeywords: _loose, keywords, ...rest } = search;
      const others = (keywords ?? []).filter((k) => k !== kind);
      candidates.push({ ...rest, ...only, ...(others.length > 0 ? { keywords: others } : {}) });
    }
    for (const candidate of candidates) {
      const q = candidate.keywords?.join(' ');
      const list = await this.catalog.list(this.listQuery(candidate, q, 'relevance', 1, 1));
      if (list.totalCount === found.totalCount) return candidate;
    }
    return undefined;
  }

  /** Only the products whose name says they are the kind ('headsets', not what mentions a headset) with the search's words. */
  async namedAs(search: AssistantSearch, kind: string): Promise<Product[]> {
    return this.withNames(search, (await this.kinds()).byKind.get(kind) ?? [], search.keywords ?? [], kind);
  }

  /**
   * Every product with one of the names that satisfies the search and holds the words, in the search's
   * order; with no order, those naming more of the words first, then in featured order. The names are a
   * kind's (`namesByKind`: "phones", not what mentions phones) or a model's (`catalogueModels`: the Galaxy
   * S7 phones, not what fits them).
   */
  private async withNames(search: AssistantSearch, names: readonly string[], keywords: readonly string[], kind?: string): Promise<Product[]> {
    const order = search.order === undefined || search.order === 'relevance' ? 'featured-asc' : search.order;
    const asWords = await this.nameWords();
    // The kind's word is in its names already, maybe inside another ("phone" in "iPhone"): matched as before.
    const asWord = (t: string) => asWords.has(t) && (kind === undefined || t !== searchTerm(kind));
    const products = (await this.catalog.byNames(names, filtersOf(search), order)).filter((p) => hasEveryWord(p, keywords, asWord));
    if (order !== 'featured-asc') return products;
    // As the search compares: a name writing "Wi-Fi" names "wifi".
    const named = (p: Product) => keywords.filter((k) => (k.includes(' ') ? p.name.toLowerCase().includes(k) : containsTerm(p.name.toLowerCase(), searchTerm(k)))).length;
    return products.sort((a, b) => named(b) - named(a));
  }

  /**
   * When nothing matches: the nearest products, found by letting go of one constraint after another,
   * least important first. Says which constraints it let go of.
   */
  async nearest(search: AssistantSearch, limit: number): Promise<Found & { dropped: string[] }> {
    const steps: [string, (s: AssistantSearch) => AssistantSearch][] = [
      ['the rating', ({ rating: _r, ...s }) => s],
      ['the price', ({ minPrice, maxPrice, around: _a, ...s }) => ({
        ...s,
        order: maxPrice !== undefined && minPrice === undefined ? 'price-asc' : minPrice !== undefined && maxPrice === undefined ? 'price-desc' : s.order,
      })],
      ['the sale', ({ onSale: _o, ...s }) => ({ ...s, ...(s.order === 'discount' ? { order: 'rating-desc' as const } : {}) })],
      ['the brand', ({ brand: _b, ...s }) => s],
      ['availability', ({ inStock: _i, ...s }) => s],
      ['the search words', ({ keywords: _k, looseKeywords: _l, kind: _kind, ...s }) => s],
      ['the subcategory', ({ subcategory: _s, ...s }) => s],
      ['the category', ({ category: _c, ...s }) => s],
    ];
    // Words the catalogue holds nowhere ("xyzzy phone") go first: no product comes closer with them.
    const unknown = await this.unknownWords(search.keywords ?? []);
    if (unknown.length > 0) {
      steps.unshift([
        `the word${unknown.length === 1 ? '' : 's'} ${unknown.map((w) => `"${w}"`).join(', ')}`,
        ({ keywords, looseKeywords, kind, ...s }) => {
          const known = (keywords ?? []).filter((k) => !unknown.includes(k));
          const loose = (looseKeywords ?? []).filter((k) => known.includes(k));
          return { ...s, ...(known.length > 0 ? { keywords: known } : {}), ...(loose.length > 0 ? { looseKeywords: loose } : {}), ...(kind && known.includes(kind) ? { kind } : {}) };
        },
      ]);
    }
    let relaxed = { ...search };
    const dropped: string[] = [];
    for (const [name, relax] of steps) {
      const next = relax(relaxed);
      if (JSON.stringify(next) === JSON.stringify(relaxed)) continue;
      // Alternatives share something the shopper named: without it they would be any products at all.
      if (namesSomething(search) && !namesSomething(next)) break;
      relaxed = next;
      dropped.push(name);
      const found = await this.find(relaxed, limit);
      if (found.products.length > 0) return { ...found, dropped };
    }
    return (await this.withoutAWord(search, limit)) ?? { products: [], totalCount: 0, dropped };
  }

  /**
   * The nearest the shop has to a search of several words nothing answers, by letting go of its least
   * important word: each word in the order typed, then each model or product line ("samsung galaxy watch
   * bands" -> watch bands), then every word but the kind of product ("chargers"). The kind is never let go.
   */
  private async withoutAWord(search: AssistantSearch, limit: number): Promise<(Found & { dropped: string[] }) | undefined> {
    const keywords = search.keywords ?? [];
    const others = keywords.filter((k) => k !== search.kind);
    const all = others.flatMap((k) => k.split(' '));
    if (all.length < 2 && !(all.length === 1 && search.kind !== undefined)) return undefined;
    const without = (word: string) => others.map((k) => k.split(' ').filter((w) => w !== word).join(' ')).filter((k) => k.length > 0);
    const candidates: [string, string[]][] = [
      ...(all.length > 1 ? all.map((w): [string, string[]] => [w, without(w)]) : []),
      ...others.filter((k) => k.includes(' ')).map((k): [string, string[]] => [k, others.filter((o) => o !== k)]),
      ...(search.kind !== undefined ? [[others.join(' '), []] as [string, string[]]] : []),
    ];
    const { looseKeywords: _loose, ...rest } = search;
    for (const [dropped, kept] of candidates) {
      const words_ = [...kept, ...(search.kind !== undefined && keywords.includes(search.kind) ? [search.kind] : [])];
      if (words_.length === 0) continue;
      const found = await this.find({ ...rest, keywords: words_ }, limit);
      if (found.products.length > 0) return { ...found, dropped: [`the word${dropped.includes(' ') ? 's' : ''} "${dropped}"`] };
    }
    return undefined;
  }

  /** The search words no product holds, each on its own. */
  private async unknownWords(keywords: readonly string[]): Promise<string[]> {
    const found = await Promise.all(keywords.map(async (k) => (await this.find({ keywords: [k] }, 1)).totalCount > 0));
    return keywords.filter((_k, i) => !found[i]);
  }

  /** The product a name points at: the best match among `preferred` (the products just shown), then the catalogue. */
  async byName(reference: string, preferred: readonly Product[]): Promise<Product | undefined> {
    const best = (list: readonly Product[]) => {
      let top: { product: Product; score: number } | undefined;
      for (const product of list) {
        const score = nameScore(product, reference);
        if (score > (top?.score ?? 0) || (score === top?.score && product.reviewCount > top.product.reviewCount && !preferred.includes(top.product))) {
          top = { product, score };
        }
      }
      return top;
    };
    const shown = best(preferred);
    if (shown && shown.score >= 0.5) return shown.product;
    const tokens = words(reference).map(searchStem).filter((w) => w.length >= 3).sort((a, b) => b.length - a.length);
    let top: { product: Product; score: number } | undefined;
    for (const token of tokens.slice(0, 2)) {
      const list = await this.catalog.list({ q: token, sort: 'relevance', page: 1, pageSize: 50 });
      const candidate = best(list.products);
      if (candidate && candidate.score > (top?.score ?? 0)) top = candidate;
      if (top?.score === 1) break;
    }
    return top && top.score >= 0.5 ? top.product : undefined;
  }

  async byIds(ids: readonly string[]): Promise<Product[]> {
    const products = await Promise.all(ids.map((id) => this.catalog.get(id).catch(() => undefined)));
    return products.filter((p): p is Product => p !== undefined);
  }
}

/** Whether a search names a subject: words, a category, a subcategory or a brand. */
function namesSomething(search: AssistantSearch): boolean {
  return Boolean(search.keywords?.length || search.category || search.subcategory || search.brand?.length);
}

/** Trending without orders: the same formula as CatalogService.ranked's popularity. */
const popularity = (p: Pick<Product, 'rating' | 'reviewCount'>) => trendingScore(p.rating, p.reviewCount);

function discountShare(p: Pick<Product, 'price' | 'originalPrice'>): number {
  return p.originalPrice ? (p.originalPrice - p.price) / p.originalPrice : 0;
}
