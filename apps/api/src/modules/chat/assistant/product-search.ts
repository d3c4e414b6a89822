/**
 * The assistant's product search (step 2 of read → resolve → answer, ADR 0017): a typed `Find` against the
 * catalogue's one search service (relevance, synonyms, typos, relaxation, option values), the products of
 * the kind asked for first, and the limits let go of one at a time when nothing meets them all; the
 * refinements of the last search ("cheaper", "another brand"). No catalogue word is known here.
 */
import type { Outcome, Relaxation } from '@cartwise/domain/assistant/outcome';
import type { Constraints, Find, Refinement, ResultOrder } from '@cartwise/domain/assistant/request';
import { rankTrending, trendingScore } from '@cartwise/domain/assistant/trending';
import { COLLECTIVE_NOUNS, headWord, nearlyEqual, stem, words } from '@cartwise/domain/assistant/words';
import { matchesFilters } from '@cartwise/domain/catalogue/filters';
import type { Product } from '@cartwise/domain/catalogue/product';
import { NotFoundError } from '@cartwise/domain/errors';
import { CHAT_BUBBLE_MAX_PRODUCTS } from '@cartwise/domain/policy';
import type { CatalogService, RankedFilters, RankedOrder } from '../../catalog/service.ts';
import type { FollowUpState } from '../follow-up.ts';

/** Words a product's name ends with after the word naming what it is: model codes, numerals, edition words. */
const MODIFIER = /^(?:[a-z]{0,2}|.*\d.*|[ivx]+|pro|plus|max|mini|lite|ultra|edition|deluxe|premium|classic|series|gen|generation|version|new|original|special|limited)$/;

/** An edition word follows at least this many different kinds at the end of names. */
const MIN_EDITION_KINDS = 4;

/** Words a name ends with that say how many come together, not what they are. */
const QUANTITY = /^(?:pack|packs|multipack|multipacks|bundle|bundles|set|sets|kit|kits)$/;
/** Words that size a pack rather than name what is in it ("value pack", "family pack", "twin pack"). */
const PACK_SIZES = new Set('value family twin double triple combo variety multi mega jumbo party bulk economy starter trial'.split(' '));

/** Products a reply shows (spec: at most 3 per bubble). */
export const SHOWN = CHAT_BUBBLE_MAX_PRODUCTS;
/** A search with a re-ordering the engine does not do itself (popularity, discount, on sale) re-ranks this many of its best. */
const CANDIDATES = 60;

/** A page of a search: the products, how many match in all, what the engine relaxed, and whether none was of the kind asked for. */
interface Searched {
  products: Product[];
  total: number;
  relaxed?: Relaxation;
  noneOfKind?: boolean;
}

/** An ordered search joins this many more than it shows, of the list's best by that order, to its best matches. */
const SORTED_CANDIDATES = 20;

/** The words held are matched two by two (phrases of the synonyms) for at most this many pairs. */
const MAX_PAIRS = 4;

/** Popularity re-ranks this many more than it shows with the recent orders. */
const POPULAR_CANDIDATES = 20;

export interface ProductSearchDeps {
  catalog: CatalogService;
  /** How many recent orders held each product (by id): the most popular count them too. None without it. */
  recentOrderCounts?: () => Promise<ReadonlyMap<string, number>>;
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

function filtersOf(c: Constraints): RankedFilters {
  const max = Math.min(c.maxPrice ?? Infinity, c.below !== undefined ? cents(c.below - 0.01) : Infinity);
  const min = Math.max(c.minPrice ?? 0, c.above !== undefined ? cents(c.above + 0.01) : 0);
  // Ratings have a decimal or two: the least step above one is strictly above it.
  const rating = Math.max(c.minRating ?? 0, c.ratedAbove !== undefined ? c.ratedAbove + 1e-6 : 0);
  return {
    ...(min > 0 ? { minPrice: min } : {}),
    ...(Number.isFinite(max) ? { maxPrice: Math.max(0, max) } : {}),
    ...(rating > 0 ? { rating } : {}),
    ...(c.inStock ? { inStock: true } : {}),
    ...(c.onSale ? { onSale: true } : {}),
  };
}

const ORDER_BY: Record<Exclude<ResultOrder, 'relevance'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'rating-desc': (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  popular: (a, b) => trendingScore(b.rating, b.reviewCount) - trendingScore(a.rating, a.reviewCount),
  discount: (a, b) => discountOf(b) - discountOf(a),
};

/** The orders the catalogue's list sorts by itself. */
const SORTED_BY: Partial<Record<ResultOrder, 'price-asc' | 'price-desc' | 'rating-desc' | 'newest-desc'>> = {
  'price-asc': 'price-asc',
  'price-desc': 'price-desc',
  'rating-desc': 'rating-desc',
  newest: 'newest-desc',
};

/** Products in an order the shopper asked for, the list's own order between equals. */
export function ordered(products: readonly Product[], order: ResultOrder): Product[] {
  return order === 'relevance' ? [...products] : [...products].sort(ORDER_BY[order]);
}

/** The filters of a search, on one product (the recently ordered ones, read by id). */
function passes(p: Product, filters: RankedFilters): boolean {
  return matchesFilters(p, filters) && (!filters.onSale || onSale(p));
}

const onSale = (p: Product) => p.originalPrice !== undefined && p.originalPrice > p.price;
const discountOf = (p: Product) => (onSale(p) ? (p.originalPrice! - p.price) / p.originalPrice! : -1);

/**
 * Limits in the order they are let go of when nothing meets them all: the least said first. The comparisons
 * with the products shown stay: "cheaper" answered with pricier products would not be an answer.
 */
const LIMITS: { limit: NonNullable<Relaxation['droppedLimits']>[number]; without: (c: Constraints) => Constraints; has: (c: Constraints) => boolean }[] = [
  { limit: 'sale', has: (c) => Boolean(c.onSale), without: ({ onSale: _, ...c }) => c },
  { limit: 'stock', has: (c) => Boolean(c.inStock), without: ({ inStock: _, ...c }) => c },
  { limit: 'rating', has: (c) => c.minRating !== undefined, without: ({ minRating: _, ...c }) => c },
  {
    limit: 'price',
    has: (c) => c.minPrice !== undefined || c.maxPrice !== undefined,
    without: ({ minPrice: _a, maxPrice: _b, around: _c, ...c }) => c,
  },
];
export class ProductSearch {
  /** The recently ordered products as last read, for the catalogue version they were read at. */
  private ordered?: { version: number; byId: Map<string, Product> };

  constructor(private readonly deps: ProductSearchDeps) {}

  /**
   * The recently ordered products, read once per catalogue version (which moves with any change to a
   * product, its stock too): popularity ranks them on every page, and reading each again is most of its time.
   */
  private async recentlyOrdered(ids: readonly string[]): Promise<Product[]> {
    const version = await this.deps.catalog.version();
    if (this.ordered?.version !== version) this.ordered = { version, byId: new Map() };
    const { byId } = this.ordered;
    const missing = ids.filter((id) => !byId.has(id));
    for (const product of await this.byIds(missing)) byId.set(product.id, product);
    // Kept for this version only, and no more than the ids asked for lately.
    if (byId.size > ids.length * 2) for (const id of [...byId.keys()].filter((id) => !ids.includes(id))) byId.delete(id);
    return ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
  }

  /** A search: the engine's words and relaxation first, then the limits let go of one at a time when nothing meets them. */
  async find(said: Find, offset: number, excluded: readonly string[] = [], more = false): Promise<Outcome> {
    const asked = await this.withoutGathering(said);
    // Without words there is no relevance: the most popular, or on sale the biggest discounts.
    const find: Find = !asked.subject && asked.order === 'relevance' ? { ...asked, order: asked.constraints.onSale ? 'discount' : 'popular' } : asked;
    const exclude = new Set(excluded);
    // "a tee in size XL": the kind is named before the option's words, which the search takes as a filter.
    // A value said last ("t-shirt size S in black") is not the kind either.
    const { rest, values } = await this.deps.catalog.optionsIn(find.subject);
    let head = find.head !== undefined && (!words(rest).includes(find.head) || values.has(find.head))
      ? (headWord(words(rest).filter((w) => !values.has(w)).join(' ')) ?? find.head)
      : find.head;
    let first = await this.search(find.subject, find.constraints, find.order, offset, exclude, head);
    // The search let go of the word naming the kind of thing asked for ("car insurance"), or found nothing of
    // that kind (only products that mention it): the shop has none.
    const noKind = (searched: Searched, kind: string | undefined) => kind !== undefined && /^[a-z]{2,}$/.test(kind) && Boolean(searched.relaxed?.droppedWords?.some((d) => words(d).includes(kind)) || searched.noneOfKind);
    if (noKind(first, head)) {
      // "I want a <brand>": the brand's name, which no product's kind is, says who makes it: the kind is among the other words, if any.
      const brand = await this.brandIn(find.subject);
      if (brand?.words.includes(head!)) {
        head = headWord(words(find.subject).filter((w) => !brand.words.includes(w)).join(' '));
        first = await this.search(find.subject, find.constraints, find.order, offset, exclude, head);
      }
    }
    // "a mobile hotspot for travelling": words after the kind say what it is for; when the kind is lost to them, the kind wins.
    const subjectWords = words(find.subject);
    const at = head !== undefined ? subjectWords.lastIndexOf(head) : -1;
    // A subject that says "for" itself ("cases for <product>") is tried with fewer of its words by its caller.
    // Words with figures after the kind ("size 7") are a size or a model, not a purpose.
    const after = at >= 0 ? subjectWords.slice(at + 1) : [];
    if (noKind(first, head) && after.length > 0 && after.every((w) => /^[a-z]+$/.test(w)) && !subjectWords.includes('for')) {
      const kindOnly = subjectWords.slice(0, at + 1).join(' ');
      const without = await this.search(kindOnly, find.constraints, find.order, offset, exclude, head);
      if (without.products.length > 0 && !noKind(without, head)) {
        first = { ...without, relaxed: { ...without.relaxed, searchedFor: kindOnly, droppedWords: [...(without.relaxed?.droppedWords ?? []), after.join(' ')] } };
      }
    }
    const ofNoKind = noKind(first, head);
    // A question that names nothing the shop sells ("what's the weather like?") finds words in descriptions only.
    // … or only a minor part of them ("book me a table at a restaurant": one word of five).
    const questionWords = words(find.subject);
    // The words are held as the engine matches them: "the best rated perfume?" is about the shop's fragrances.
    const heldByEngine = find.question && !ofNoKind ? await this.heldWords(questionWords, first.products, false, true) : [];
    const aboutProducts = first.products.some((p, i) => Math.max(coverage(questionWords, p, true).held.length, heldByEngine[i] ?? 0) * 2 >= questionWords.length);
    if (find.question && (ofNoKind || !aboutProducts)) return { kind: 'out-of-scope' };
    if (ofNoKind) return { kind: 'nothing', find };
    // "a $25 card": among the best matches, the nearest to the price said first.
    const { around } = find.constraints;
    if (around !== undefined && find.order === 'relevance') first.products.sort((a, b) => Math.abs(a.price - around) - Math.abs(b.price - around));
    if (first.products.length > 0 || more) {
      return first.products.length > 0 ? { kind: 'found', find, offset, ...first } : { kind: 'no-more', find };
    }
    // Nothing meets every limit: the nearest products without them, said as such ("nothing under $20; the cheapest are…").
    let constraints = find.constraints;
    const dropped: NonNullable<Relaxation['droppedLimits']> = [];
    for (const { limit, has, without } of LIMITS) {
      if (!has(constraints)) continue;
      constraints = without(constraints);
      dropped.push(limit);
      const { maxPrice, below, above } = find.constraints;
      const order: ResultOrder = limit !== 'price' ? find.order
        : below !== undefined ? 'price-asc'
        : above !== undefined ? 'price-desc'
        : find.order !== 'relevance' ? find.order
        : maxPrice !== undefined ? 'price-asc' : 'price-desc';
      const near = await this.search(find.subject, constraints, order, 0, exclude, head);
      // Without the limit, still of the kind asked for: a search that let go of the kind found none.
      if (near.products.length > 0 && !noKind(near, head)) {
        return { kind: 'found', find: { ...find, constraints, order }, asked: find, offset: 0, ...near, relaxed: { ...near.relaxed, droppedLimits: dropped } };
      }
    }
    return { kind: 'nothing', find };
  }

  /**
   * "fitness gear": a noun that gathers things names no kind and is no word to search by, unless it follows a
   * brand the catalogue has ("<brand> gear" may be a product line of the brand's).
   */
  private async withoutGathering(find: Find): Promise<Find> {
    const said = words(find.subject);
    if (find.head !== undefined || said.length < 2 || !COLLECTIVE_NOUNS.has(said.at(-1)!)) return find;
    if (await this.brandIn(find.subject)) return find;
    return { ...find, subject: said.slice(0, -1).join(' ') };
  }

  private async search(asked: string, constraints: Constraints, order: ResultOrder, offset: number, exclude: ReadonlySet<string>, head?: string): Promise<Searched> {
    // Option values named ("in size M") filter on a variant holding them; when no product has one, they are searched as words.
    // A search that had to let go of words to meet them ("<brand> shoes size 10" where only other brands come in sizes) loses to one without them.
    const { option, rest: said } = await this.deps.catalog.optionsIn(asked);
    const held = option.length > 0 ? await this.searchWith(said, { ...filtersOf(constraints), option }, order, offset, exclude, head) : undefined;
    if (!held) return this.searchWith(asked, filtersOf(constraints), order, offset, exclude, head);
    if (held.products.length > 0 && !held.relaxed?.droppedWords?.length) return held;
    // The words without the option: said as letting go of it ("… showing results for" the words alone).
    const plain = await this.searchWith(said, filtersOf(constraints), order, offset, exclude, head);
    if (plain.products.length > 0 && !plain.relaxed?.droppedWords?.length) {
      return { ...plain, relaxed: { ...plain.relaxed, searchedFor: said, droppedWords: option.map((o) => o.replace(':', ' ').toLowerCase()) } };
    }
    return held.products.length > 0 ? held : this.searchWith(asked, filtersOf(constraints), order, offset, exclude, head);
  }

  private async searchWith(subject: string, filters: RankedFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>, head?: string): Promise<Searched> {
    if (subject.length === 0) return this.ranked(filters, order, offset, exclude);
    // A brand the catalogue has, named among the words ("<brand> products under $100"): its products only, when it has any.
    let brand = await this.brandIn(subject, head);
    const plain = brand ? undefined : await this.searched(subject, filters, order, offset, exclude, head);
    if (plain?.relaxed?.corrected && plain.relaxed.searchedFor) brand = await this.brandIn(plain.relaxed.searchedFor);
    if (!brand) return plain!;
    const said = plain?.relaxed?.corrected && plain.relaxed.searchedFor ? plain.relaxed.searchedFor : subject;
    const rest = words(said).filter((w) => !brand.words.includes(w)).join(' ');
    const branded = rest ? await this.searched(rest, { ...filters, brand: [brand.name] }, order, offset, exclude, head) : await this.ranked({ ...filters, brand: [brand.name] }, order, offset, exclude);
    let all = plain;
    if (branded.products.length > 0 && !branded.relaxed?.droppedWords?.length) {
      // "<brand> <product> bands": the brand may also name what things are for ("… Band for <brand> <product>"):
      // a reply the brand's own do not fill is filled with those, after them.
      if (branded.products.length < SHOWN && rest) {
        all ??= await this.searched(subject, filters, order, offset, exclude, head);
        const shown = new Set(branded.products.map((p) => p.id));
        const forBrand = all.relaxed?.droppedWords?.length
          ? []
          : all.products.filter((p) => !shown.has(p.id) && purposeOf(p.name).includes(` ${brand.words.join(' ')} `));
        if (forBrand.length > 0) {
          const products = [...branded.products, ...forBrand].slice(0, SHOWN);
          return { ...branded, products, total: branded.total + forBrand.length };
        }
      }
      return plain?.relaxed?.corrected ? { ...branded, relaxed: { searchedFor: said, corrected: true } } : branded;
    }
    all ??= await this.searched(subject, filters, order, offset, exclude, head);
    if (all.products.length > 0 || !rest) return all;
    // Nothing of the brand's meets the limits: the same kind of thing by any brand, said as such.
    const unbranded = await this.searched(rest, filters, order, offset, exclude, head);
    return unbranded.products.length > 0 ? { ...unbranded, relaxed: { searchedFor: rest, droppedWords: [brand.name.toLowerCase()] } } : all;
  }

  private async ranked(filters: RankedFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>): Promise<Searched> {
    const ranked: RankedOrder = order === 'relevance' ? (filters.onSale ? 'discount' : 'popular') : order === 'newest' ? 'newest-desc' : order;
    if (ranked === 'popular' && this.deps.recentOrderCounts) return this.popular(filters, offset, exclude);
    const { products, totalCount } = await this.deps.catalog.ranked(filters, ranked, SHOWN + exclude.size, offset);
    return { products: products.filter((p) => !exclude.has(p.id)).slice(0, SHOWN), total: totalCount };
  }

  /**
   * The most popular by rating, reviews and recent orders (`rankTrending`): the catalogue's best by the first
   * two, and the recently ordered products that pass the filters, ranked together. One ranking for every
   * page, so "show more" neither skips nor repeats.
   */
  private async popular(filters: RankedFilters, offset: number, exclude: ReadonlySet<string>): Promise<Searched> {
    const recent = await this.deps.recentOrderCounts!();
    const pool = offset + SHOWN + exclude.size + POPULAR_CANDIDATES;
    const { products, totalCount } = await this.deps.catalog.ranked(filters, 'popular', pool, 0);
    const ordered = (await this.recentlyOrdered([...recent.keys()])).filter((p) => passes(p, filters));
    const ranked = rankTrending(products, recent, ordered).filter((p) => !exclude.has(p.id));
    return { products: ranked.slice(offset, offset + SHOWN), total: totalCount };
  }

  /**
   * The engine's search, with the products of the kind asked for first: those whose name (before any "for …")
   * or category holds the word naming it, as the engine matches words (synonyms, stems), so that "the cheapest
   * sunglasses" are sunglasses, not the cheapest product whose description mentions them. Any order but
   * relevance sorts the best matches by relevance.
   */
  private async searched(subject: string, filters: RankedFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>, head?: string): Promise<Searched> {
    const pageSize = Math.max(CANDIDATES, offset + SHOWN + exclude.size);
    const list = await this.deps.catalog.list({ q: subject, ...filters, sort: 'relevance', page: 1, pageSize }, [], { relax: true, fill: false });
    // An order the list sorts by ("the most expensive …"): its best too, which the best matches may not hold.
    const sort = SORTED_BY[order];
    const sorted = sort && list.totalCount > list.products.length
      ? (await this.deps.catalog.list({ q: subject, ...filters, sort, page: 1, pageSize: offset + SHOWN + exclude.size + SORTED_CANDIDATES }, [], { relax: true, fill: false })).products
      : [];
    const pool = sorted.length > 0 ? [...new Map([...list.products, ...sorted].map((p) => [p.id, p])).values()] : list.products;
    // Products shown before are left out after the kind and the words held are weighed on the whole list, so
    // that "show more" is more of what the first page was (not the weaker matches it left out).
    let products = pool;
    let total = list.totalCount;
    let noneOfKind = false;
    if (head && products.length > 0) {
      const said = words(subject);
      const at = said.lastIndexOf(head);
      // A word followed by a model number ("<line> 8") names a product line, held anywhere in a name.
      let ofKind = await this.ofKind(head, products, said.slice(at + 1).some((w) => /\d/.test(w)));
      // A kind named in two words ("notebook computer") may be a synonym of one the products use.
      if (ofKind.length === 0 && at > 0) ofKind = await this.ofKind(said.slice(at - 1, at + 1).join(' '), products);
      // The kind guessed may be a word that names no kind ("<model> edge in gold"): when the engine kept every
      // word, the products whose names (and kinds) hold them all are what was asked for.
      if (ofKind.length === 0 && !list.searched?.dropped.length) {
        const searchedWords = words(list.searched?.query ?? subject);
        if (searchedWords.length >= 2) ofKind = products.filter((p) => coverage(searchedWords, p, true).rest.length === 0);
      }
      noneOfKind = ofKind.length === 0;
      // Only the products of the kind, when there are any: their count is the total, unless every candidate was one.
      if (ofKind.length > 0) {
        if (ofKind.length < products.length) total = ofKind.length;
        products = ofKind;
        // Of those, the ones whose name, category, tags or specifications hold every word said, when some do
        // ("noise cancelling earbuds": not earbuds whose description or features alone mention noise).
        // The words as searched: a typo the engine corrected is held as corrected.
        const searchedWords = words(list.searched?.query ?? subject);
        const held = await this.heldWords(searchedWords, products, true);
        if (searchedWords.length > 1 && held.some((n) => n === searchedWords.length) && held.some((n) => n < searchedWords.length)) {
          products = products.filter((_, i) => held[i] === searchedWords.length);
          total = products.length;
        }
      }
    } else if (!head && products.length > 0) {
      // No kind named ("fitness gear"): the products whose name, category or tags hold the words themselves,
      // when there are any, before those the engine matched in a description or through a near spelling.
      const said = words(list.searched?.query ?? subject);
      const held = await this.heldWords(said, products);
      const most = Math.max(...held);
      if (most > 0 && held.some((n) => n < most)) {
        products = products.filter((_, i) => held[i] === most);
        total = products.length;
      }
    }
    products = products.filter((p) => !exclude.has(p.id));
    if (order !== 'relevance') products.sort(ORDER_BY[order]);
    const searched = list.searched;
    const relaxed: Relaxation | undefined = searched
      ? { searchedFor: searched.query, corrected: searched.corrected, ...(searched.dropped.length > 0 ? { droppedWords: searched.dropped } : {}) }
      : undefined;
    return { products: products.slice(offset, offset + SHOWN), total, noneOfKind, ...(relaxed ? { relaxed } : {}) };
  }

  /**
   * How many of the words said each product's labels hold (`labelled`: name, brand, category, subcategory,
   * tags, and specification values when asked): by stem, or as the catalogue's engine matches them (its
   * synonyms: "waterproof" is held by "Water resistant"), a word alone or two said together that a product
   * holds neither of alone ("water resistant" held by "Waterproof"); a word spelt alike is left to the stem.
   * The engine is asked only about words some product does not hold by stem.
   */
  private async heldWords(said: readonly string[], products: readonly Product[], withSpecifications = false, oneWord = false): Promise<number[]> {
    const held = said.map((w) => products.map((p) => labelled([w], p, withSpecifications) > 0));
    if ((said.length > 1 || oneWord) && held.some((row) => row.some((h) => !h))) {
      const lines = products.map((p) => labelsOf(p, withSpecifications));
      const matching = async (q: string) => new Set(await this.deps.catalog.linesMatching(q, lines));
      for (const [i, w] of said.entries()) {
        if (held[i]!.every(Boolean)) continue;
        const found = await matching(w);
        held[i] = held[i]!.map((h, k) => h || (found.has(lines[k]!) && !spelledAlike(w, lines[k]!)));
      }
      // Two words said together that a product holds neither of alone, but matches as a phrase: a synonym's.
      for (let i = 0; i + 1 < said.length && i < MAX_PAIRS; i++) {
        const neither = products.map((_, k) => !held[i]![k] && !held[i + 1]![k]);
        if (!neither.some(Boolean)) continue;
        const found = await matching(`${said[i]} ${said[i + 1]}`);
        const phrase = neither.map((n, k) => n && found.has(lines[k]!));
        for (const at of [i, i + 1]) held[at] = held[at]!.map((h, k) => h || phrase[k]!);
      }
    }
    return products.map((_, k) => held.filter((row) => row[k]).length);
  }

  /**
   * The products that are the kind of thing the head word names, as the engine matches words (synonyms,
   * stems): first those whose name or subcategory ends in it ("… Prepaid Cell Phone", "Cell Phones"), else
   * whose category or a tag ends in it; a word that ends no name by its nature (a model's "se", "pro", a
   * 2-letter word), or a product line said with its model number (`line`: "<line> 8"), may be held anywhere
   * in the name (before any "for …"), category, subcategory or tags.
   */
  private async ofKind(head: string, products: readonly Product[], line = false): Promise<Product[]> {
    const editions = await this.deps.catalog.fromTexts('assistant-edition-words', editionWords);
    const lastWord = (text: string) => {
      const own = words(text.replace(/\([^)]*\)/g, ' '));
      while (own.length > 1 && (MODIFIER.test(own.at(-1)!) || editions.has(own.at(-1)!))) own.pop();
      // A kind written in two words ("Dash Cam") is said as one too ("dashcam").
      const joined = own.length > 1 && own.at(-2)!.length >= 3 && !MODIFIER.test(own.at(-2)!) ? ` ${own.at(-2)!}${own.at(-1)!}` : '';
      // "… Coffee 6-Pack", "… Tea Value Pack": a quantity after the kind; the kind is the word before its size.
      if (own.length > 1 && QUANTITY.test(own.at(-1)!)) {
        const before = own.slice(0, -1);
        while (before.length > 1 && (MODIFIER.test(before.at(-1)!) || PACK_SIZES.has(before.at(-1)!))) before.pop();
        return `${own.at(-1)!} ${before.at(-1)!}`;
      }
      return `${own.at(-1) ?? ''}${joined}`;
    };
    const ownPart = (text: string) => text.split(/\s(?:for|with|compatible with|fits)\s/i)[0]!;
    const own = (p: Product) => ownPart(p.name);
    // A part of the name that is the brand alone ("<Brand> - … Phone Card") names who makes it, not what it is.
    const parts = (p: Product) => own(p).split(/\s[-–|,]\s/).filter((part) => words(part).join(' ') !== words(p.brand).join(' '));
    // "Cell Phones with Plans" are phones.
    const ends = products.map((p) => [...parts(p).map(lastWord), lastWord(ownPart(p.subcategory))].join(' '));
    const endsIn = new Set(await this.deps.catalog.linesMatching(head, ends));
    const named = products.filter((_, i) => endsIn.has(ends[i]!));
    if (named.length > 0) return named;
    // Else what the category or a tag of two words or more ends in: a "Car Phone Mount" among "Phone
    // Accessories" is no phone. A tag of one word is more often a property ("wireless") than a kind.
    const kinds = products.map((p) => [p.category, ...p.tags.filter((t) => words(t).length > 1)].map(lastWord).join(' '));
    const kindIn = new Set(await this.deps.catalog.linesMatching(head, kinds));
    const tagged = products.filter((_, i) => kindIn.has(kinds[i]!));
    if (tagged.length > 0) return tagged;
    // A property the products have ("wireless": a tag or a specification's whole value), a model's or an
    // edition's word ("<phone> se", "<tablet> pro"): no kind, so the products holding it anywhere.
    const properties = products.map((p) => [...p.tags, ...Object.values(p.specifications)].filter((v) => words(v).length === 1).join(' '));
    const holds = products.map((p) => `${own(p)} ${p.category} ${p.subcategory} ${p.tags.join(' ')}`);
    const holding = new Set(await this.deps.catalog.linesMatching(head, holds));
    // A word half the matches' names hold as it is said (no synonym of it), and none ends, is a property of
    // theirs too ("bluetooth").
    const literally = products.filter((p) => words(own(p)).some((w) => stem(w) === stem(head))).length;
    const property = (await this.deps.catalog.linesMatching(head, properties)).length > 0 || literally * 2 >= products.length;
    if (!property && !line && !MODIFIER.test(head)) return [];
    return products.filter((_, i) => holding.has(holds[i]!));
  }

  /**
   * The catalogue's brand whose name the words hold (the longest), from the catalogue's own facet values; not
   * one named after the kind of thing asked for, which the thing is for ("a case for <brand> headphones").
   */
  private async brandIn(subject: string, head?: string): Promise<{ name: string; words: string[] } | undefined> {
    const have = words(subject);
    const headAt = head === undefined ? have.length : have.indexOf(head);
    const line = ` ${have.join(' ')} `;
    let best: { name: string; words: string[] } | undefined;
    for (const { name } of (await this.deps.catalog.facetValues()).brands) {
      const own = words(name);
      if (own.length === 0 || !line.includes(` ${own.join(' ')} `)) continue;
      if (headAt >= 0 && have.indexOf(own[0]!) > headAt) continue;
      if (!best || own.length > best.words.length) best = { name, words: own };
    }
    return best;
  }

  /**
   * "cheaper", "pricier", "better rated", "another brand", "under $50": the last search again, beyond what it
   * showed; changes said together ("cheaper, from another brand") all apply.
   */
  async refine(refines: readonly Refinement[], extra: Constraints, order: ResultOrder | undefined, state: FollowUpState, narrowing?: string): Promise<Outcome> {
    const [refine = 'limits'] = refines;
    // Without a search, the product in focus stands for one of its kind ("cheaper" after a question about it).
    const [focus] = !state.lastFind && !narrowing && state.focusProductId ? await this.byIds([state.focusProductId]) : [];
    const lastFind = state.lastFind ?? (focus ? kindOf(focus) : { subject: '', constraints: {}, order: 'relevance' as const });
    // "leather ones": the words join the last search's, whose kind stays the kind asked for.
    // Without a last search, the words are the search, and their kind the kind asked for.
    const head = !state.lastFind && narrowing ? headWord(narrowing) : undefined;
    const last: Find = narrowing ? { ...lastFind, subject: `${narrowing} ${lastFind.subject}`.trim(), ...(head ? { head } : {}) } : lastFind;
    // Compared with the products shown, or else with the product the conversation is about.
    const shown = await this.byIds(state.lastProductIds ?? (state.focusProductId ? [state.focusProductId] : []));
    let constraints: Constraints = { ...last.constraints, ...extra };
    if (refine === 'limits') return this.find({ ...last, constraints, order: order ?? last.order }, 0);
    const otherBrand = refines.includes('other-brand');
    if (shown.length === 0 && !otherBrand) return this.find({ ...last, constraints, order: refine === 'cheaper' ? 'price-asc' : refine === 'pricier' ? 'price-desc' : 'rating-desc' }, 0);
    if (shown.length > 0) {
      if (refines.includes('cheaper')) {
        const { minPrice: _min, above: _above, ...belowAny } = constraints;
        constraints = { ...belowAny, below: Math.min(...shown.map((p) => p.price)) };
      }
      if (refines.includes('pricier')) {
        const { maxPrice: _max, below: _below, around: _around, ...aboveAny } = constraints;
        constraints = { ...aboveAny, above: Math.max(...shown.map((p) => p.price)) };
      }
      if (refines.includes('better-rated')) constraints = { ...constraints, ratedAbove: Math.min(...shown.map((p) => p.rating)) };
    }
    if (otherBrand) return this.otherBrand(last, constraints, shown);
    const exclude = shown.map((p) => p.id);
    return this.find({ ...last, constraints, order: refine === 'better-rated' ? 'rating-desc' : order ?? last.order }, 0, exclude);
  }

  /** Another brand: the same search without the brands shown (and without their names among the words). */
  private async otherBrand(last: Find, constraints: Constraints, shown: Product[]): Promise<Outcome> {
    const brands = new Set(shown.map((p) => p.brand.toLowerCase()));
    const brandWords = new Set([...brands].flatMap((b) => words(b)));
    const subject = words(last.subject).filter((w) => !brandWords.has(w)).join(' ');
    const find: Find = { ...last, subject, constraints };
    const exclude = new Set(shown.map((p) => p.id));
    const candidates = subject
      ? (await this.deps.catalog.list({ q: subject, ...withoutSale(filtersOf(constraints)), sort: 'relevance', page: 1, pageSize: CANDIDATES }, [], { relax: true, fill: false })).products
      : (await this.deps.catalog.ranked(filtersOf(constraints), 'popular', CANDIDATES, 0)).products;
    const others = candidates.filter((p) => !brands.has(p.brand.toLowerCase()) && !exclude.has(p.id) && (!constraints.onSale || onSale(p)));
    // The same kind of thing as asked for, when other brands have it ("another brand" of tablets is no laptop).
    const ofKind = last.head && others.length > 0 ? await this.ofKind(last.head, others) : [];
    if (ofKind.length > 0) return { kind: 'found', find, offset: 0, products: ofKind.slice(0, SHOWN), total: ofKind.length };
    if (others.length === 0) return { kind: 'nothing', find };
    return { kind: 'found', find, offset: 0, products: others.slice(0, SHOWN), total: others.length };
  }

  async byIds(ids: readonly string[]): Promise<Product[]> {
    const found = await Promise.all(ids.map((id) => this.deps.catalog.get(id).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    })));
    return found.filter((p): p is Product => p !== undefined);
  }
}

/**
 * A search for the kind of thing a product is: the last two words of its name's own part (before "for …",
 * without the brand, model codes or edition words), the last the kind ("Ionic Hair Dryer" -> "hair dryer").
 */
export function kindOf(product: Product): Find {
  const brand = words(product.brand).join(' ');
  const own = product.name.split(/\s(?:for|with|compatible with|fits)\s/i)[0]!
    .split(/\s[-–|,]\s/)
    .filter((part) => words(part).join(' ') !== brand)
    .join(' ');
  const said = words(own.replace(/\([^)]*\)/g, ' ')).filter((w) => !words(brand).includes(w));
  while (said.length > 1 && (MODIFIER.test(said.at(-1)!) || QUANTITY.test(said.at(-1)!))) said.pop();
  const kind = said.slice(-2);
  return { subject: kind.join(' '), constraints: {}, order: 'relevance', ...(kind.length > 0 ? { head: kind.at(-1)! } : {}) };
}

function withoutSale({ onSale: _, ...filters }: RankedFilters): RankedFilters {
  return filters;
}

/** Which of the words a product's name and brand hold (by stem, or as the start of a word), and which not. */
export function coverage(wanted: readonly string[], product: Product, withKind = false): { held: string[]; rest: string[] } {
  const own = words(`${product.brand} ${product.name}${withKind ? ` ${product.category} ${product.subcategory}` : ''}`);
  const stems = new Set(own.map(stem));
  const holds = (w: string) => stems.has(stem(w)) || own.some((o) => o.length > w.length && w.length >= 3 && o.startsWith(w)) || (w.length >= 4 && own.join('').includes(w));
  return { held: wanted.filter(holds), rest: wanted.filter((w) => !holds(w)) };
}

/**
 * Words the catalogue's names end with after the word naming what a product is: an edition or collection
 * name ("… <kind> <edition>", after dresses and dog beds alike). Learned from the names: a word that ends
 * names after `MIN_EDITION_KINDS` different kinds or more (words that themselves end other names), and ends most
 * of its names so.
 */
export function editionWords({ names }: { names: readonly string[] }): ReadonlySet<string> {
  const endings = names.flatMap((name) =>
    name.split(/\s(?:for|with|compatible with|fits)\s/i)[0]!.replace(/\([^)]*\)/g, ' ').split(/\s[-–|,]\s/).map((part) => words(part)).filter((w) => w.length > 0),
  );
  const ends = new Map<string, number>();
  for (const w of endings) ends.set(w.at(-1)!, (ends.get(w.at(-1)!) ?? 0) + 1);
  // Per word ending names: how many of them end right after a kind, and after how many different kinds.
  const afterKind = new Map<string, { names: number; kinds: Set<string> }>();
  for (const w of endings) {
    if (w.length < 2 || (ends.get(w.at(-2)!) ?? 0) < 2) continue;
    const seen = afterKind.get(w.at(-1)!) ?? { names: 0, kinds: new Set<string>() };
    seen.names += 1;
    seen.kinds.add(w.at(-2)!);
    afterKind.set(w.at(-1)!, seen);
  }
  return new Set(
    [...afterKind].filter(([word, { names: n, kinds }]) => kinds.size >= MIN_EDITION_KINDS && n * 2 > ends.get(word)!).map(([word]) => word),
  );
}

/** What a product's name says it is for ("… Band for <brand> <product>"), as words between spaces; empty when it says nothing. */
function purposeOf(name: string): string {
  const [, ...purpose] = name.split(/\s(?:for|compatible with|fits)\s/i);
  return purpose.length > 0 ? ` ${words(purpose.join(' ')).join(' ')} ` : '';
}

/**
 * Whether a line holds a word spelt like `word` (a letter or two away, or the same first six letters): a typo
 * or another form of it, which the stem decides, not a synonym ("magnetized" is not held for "magnetic").
 */
function spelledAlike(word: string, line: string): boolean {
  if (word.length < 4) return false;
  return words(line).some((w) => w !== word && w.length >= 4 && (nearlyEqual(w, word) || (word.length >= 6 && w.slice(0, 6) === word.slice(0, 6))));
}

/** A product's labels: its name, brand, category, subcategory and tags, and specification values when asked. */
function labelsOf(product: Product, withSpecifications = false): string {
  return [product.name, product.brand, product.category, product.subcategory, ...product.tags, ...(withSpecifications ? Object.values(product.specifications) : [])].join(' | ');
}

/** How many of the words a product's name, brand, category, subcategory or tags (and specification values, when asked) hold as words (by stem). */
export function labelled(wanted: readonly string[], product: Product, withSpecifications = false): number {
  const own = new Set(words(labelsOf(product, withSpecifications)).map(stem));
  return wanted.filter((w) => own.has(stem(w))).length;
}
