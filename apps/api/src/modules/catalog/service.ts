import type { ProductFilters, ProductQuery } from '@cartwise/domain/catalogue/filters';
import type { Facets } from '@cartwise/domain/catalogue/facets';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { CategoryList, ProductList, SearchSuggestions } from '@cartwise/domain/catalogue/listing';
import { effectiveSort, type SortOption } from '@cartwise/domain/catalogue/sort';
import { NotFoundError } from '@cartwise/domain/errors';
import { readOptionWords } from '@cartwise/domain/catalogue/option-words';
import { Lru } from './lru.ts';
import { CatalogIndex, type CatalogTexts, type FacetValues, type IndexMatch } from './catalog-index.ts';
import type { CatalogRepository } from './repository.ts';
import { FacetSuggester, highlightName, shownKey } from './search/suggest.ts';
import { Synonyms } from './search/synonyms.ts';
import { TextIndex } from './search/text-index.ts';
import { similarRows } from './search/similar.ts';
import { searchText, withoutWords, type TextMatch } from './search/text-search.ts';

/** Cached search and filter results per process: at most this many of each kind, and at most MAX_CACHED_BYTES. */
const MAX_CACHED = 256;
/**
 * The memory the search and filter results of each kind may hold. A search for a common word keeps 16 bytes per
 * match (rows, rank keys, the sorted order): up to 1.6 MB at 100,000 products, so a count alone would let 256 of
 * them hold 400 MB.
 */
const MAX_CACHED_BYTES = 24 * 1024 * 1024;

/** Text searches kept (`IndexState.searches`), weighed by what their arrays hold. */
const newSearches = () => new Lru<TextMatch | null>(MAX_CACHED, { max: MAX_CACHED_BYTES, of: (found) => found?.bytes ?? 0 });
/** Searches ranked by price among equals ("cheap phone", `TextMatch.priced`): fewer, and dropped when a price may have moved. */
/**
 * Kept products are weighed by their description (at most 10,000 characters, two bytes each) and about 2 KB
 * for the rest, and texts at two bytes a character: a shop of long descriptions keeps fewer, not more bytes.
 */
const newProducts = () =>
  new Lru<Product, number>(MAX_CACHED_PRODUCTS, { max: MAX_CACHED_BYTES, of: (product) => 2 * product.description.length + 2_048 }, 4 * MAX_CACHED_PRODUCTS);
const newProductJson = () => new Lru<string, number>(MAX_CACHED_PRODUCTS, { max: MAX_CACHED_BYTES / 2, of: (json) => 2 * json.length }, 4 * MAX_CACHED_PRODUCTS);
const newPricedSearches = () => new Lru<TextMatch>(MAX_CACHED / 4, { max: MAX_CACHED_BYTES / 4, of: (found) => found.bytes });
/**
 * Filtered matches kept (`IndexState.matches`): more of them than searches, since most are a list's filters
 * counted over the cells, a few KB of facet counts without per-row arrays (a shop's category pages, each with
 * a brand, a price band, a rating chosen); weighed by their per-row arrays (a search's are the searches') and
 * their facets.
 */
const MAX_CACHED_MATCHES = 2_048;
const newMatches = () =>
  new Lru<IndexMatch>(
    MAX_CACHED_MATCHES,
    { max: MAX_CACHED_BYTES, of: (match) => (match.matched?.byteLength ?? 0) + (match.rows?.byteLength ?? 0) + facetBytes(match.facets) },
  );

/** About what a match's facet counts hold in memory: an object and its strings per value counted. */
function facetBytes(facets: Facets): number {
  const values = facets.categories.length + facets.subcategories.length + facets.brands.length + facets.priceBands.length + facets.ratings.length;
  return 512 + 96 * (values + facets.options.reduce((sum, option) => sum + option.values.length, 0));
}

/**
 * Products kept as read, by seq (`productsOf`): a page's rows without a query and their mapping. About 3 KB each;
 * the least recently used goes first. A changed product is dropped when the index learns of the change (`patched`).
 */
const MAX_CACHED_PRODUCTS = 5_000;

/** The search box's answers kept (`suggest`): a few hundred bytes each. */
const MAX_CACHED_SUGGESTIONS = 1_024;

/** What the search box answered for a text: the products by seq, the terms to bold, the facet values. */
interface CachedSuggestions extends Pick<SearchSuggestions, 'categories' | 'brands'> {
  /** What was searched instead of the typed text, when it differs. */
  query?: string;
  seqs: number[];
  terms: readonly (readonly number[])[];
}

/** The assistant's rankings kept per catalogue version (`ranked`): each at most 400 KB at 100,000 products. */
const MAX_CACHED_RANKED = 32;
/** Product pages' related rows kept (`IndexState.alike`). */
const MAX_CACHED_ALIKE = 2_048;

/** More changed products than this since the index's version: reading them all again is as quick. */
const MAX_PATCHED_ROWS = 5_000;

interface IndexState {
  version: number;
  structureVersion: number;
  index: CatalogIndex;
  text: TextIndex;
  synonyms: Synonyms;
  /** Text searches, by query and mode: kept while no product's text changes (an order's stock changes none). */
  searches: Lru<TextMatch | null>;
  /** Text searches ranked by price among equals: kept while no change moves what a list reads (a price among it). */
  pricedSearches: Lru<TextMatch>;
  /** Filtered matches with their facet counts and walk marks: afresh after a change that moves what a list reads (`CatalogIndex.update`). */
  matches: Lru<IndexMatch>;
  /** The search box's category and brand suggestions, made on first need and kept until a text changes. */
  facets?: FacetSuggester;
  /** The search box's answers by limit and text, without the products' prices (read afresh): as `searches`. */
  suggestions: Lru<CachedSuggestions>;
  /**
   * The assistant's look-ups without a search text (`ranked`: trending, on sale, under a price), by filters and
   * order: every row that passes, in the order. Sorting them was most of such a look-up's time; they depend on
   * stock and prices, so they start afresh with each catalogue version.
   */
  ranked: Lru<Promise<number[]>>;
  /** Each product's rows most alike (`related`), by row and limit: kept while no product's text changes. */
  alike: Lru<number[]>;
  /**
   * Products as read, by seq, frozen: a product the change log names is dropped; a rebuild starts afresh.
   * `epoch` moves with each such drop, so that a read begun before it is not kept. Only a product read a
   * second time is kept (a doorkeeper).
   */
  products: { map: Lru<Product, number>; epoch: number };
  /** The same products as the API's JSON, for the list (`listJson`), kept and dropped as `products`. */
  productJson: Lru<string, number>;
}

/** What a search found, and what it searched when that differs from what was typed. */
type Searched = Pick<ProductList, 'searched'>;

/**
 * The catalogue's one search and listing service (ADR 0016): the in-process catalogue index (filters, facets,
 * order, page; ADR 0003) and its text index (words, stems, typos, synonyms, relaxation, relevance), and the
 * database for the page's rows. The catalogue version, bumped by triggers on every product change, is read on
 * each request: when it moved, the products the change log names are updated in place (in proportion to the
 * change), or everything is rebuilt when products were added or removed or the synonyms changed.
 */
export class CatalogService {
  private state?: IndexState;
  private loading?: Promise<IndexState>;
  /** The background preparation of the current state (`prepare`). */
  private preparing?: Promise<void>;

  constructor(
    private readonly repository: CatalogRepository,
    /**
     * Whether a picture's address may be handed out as it is (served-pictures.ts). Without it `listJson` hands
     * out no product as JSON text, only objects, for the caller's check.
     */
    private readonly servablePicture?: (address: string) => boolean,
  ) {}

  private async current(): Promise<IndexState> {
    const { version, structureVersion } = await this.repository.state();
    if (this.state?.version === version) return this.state;
    this.loading ??= (async () => {
      try {
        const patched = await this.patched(this.state, version, structureVersion);
        this.state = patched ?? (await this.built(version, structureVersion));
        this.preparing = this.prepare(this.state, patched === undefined);
        return this.state;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /**
   * Makes in the background, a step at a time with the waiting requests served between steps, the sort orders
   * and cells the lists' first requests would otherwise wait for (`CatalogIndex.preparing`): after a build,
   * and after a price edit dropped the price orders. Stops when a newer state takes over. After a build, the
   * assistant's orders by score too (`scoreOrder`): trending, and the biggest discounts ("what's on sale?");
   * after a patch (an order taking stock) the first look-up that needs one sorts it.
   */
  private async prepare(state: IndexState, built: boolean): Promise<void> {
    for (const _ of state.index.preparing()) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.state !== state) return;
    }
    if (!built) return;
    this.scoreOrder(state, 'popular', (row) => state.index.trending(row));
    await new Promise((resolve) => setImmediate(resolve));
    // A failed read is read again by the first look-up that needs it.
    const discounts = await this.discountsOf(state).catch(() => undefined);
    if (!discounts || this.state !== state) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.scoreOrder(state, 'discount', (row) => discounts[row]!);
  }

  private async built(version: number, structureVersion: number): Promise<IndexState> {
    const [rows, shopSynonyms] = await Promise.all([this.repository.indexRows(), this.repository.synonyms()]);
    const synonyms = Synonyms.withBuiltIn(shopSynonyms);
    return {
      version,
      structureVersion,
      index: new CatalogIndex(rows),
      text: await TextIndex.build(rows, synonyms.stopWords),
      synonyms,
      searches: newSearches(),
      pricedSearches: newPricedSearches(),
      matches: newMatches(),
      suggestions: new Lru(MAX_CACHED_SUGGESTIONS),
      ranked: new Lru(MAX_CACHED_RANKED),
      alike: new Lru(MAX_CACHED_ALIKE),
      products: { map: newProducts(), epoch: 0 },
      productJson: newProductJson(),
    };
  }

  /** The state with the products changed since its version updated in place; undefined when a rebuild is needed. */
  private async patched(state: IndexState | undefined, version: number, structureVersion: number): Promise<IndexState | undefined> {
    if (!state || state.structureVersion !== structureVersion) return undefined;
    const { seqs, oldest } = await this.repository.changesSince(state.version);
    // The log no longer reaches back to the index's version: some changes were pruned.
    if (oldest === null || oldest > state.version + 1) return undefined;
    if (seqs.length > MAX_PATCHED_ROWS || state.text.updatedRows + seqs.length > MAX_PATCHED_ROWS) return undefined;
    const rows = seqs.length === 0 ? [] : await this.repository.indexRows(seqs);
    if (rows.some((row) => state.index.rowOf(row.seq) === undefined)) return undefined;
    const listed = state.index.update(rows);
    if (seqs.length > 0) state.products.epoch += 1;
    for (const seq of seqs) {
      state.products.map.delete(seq);
      state.productJson.delete(seq);
    }
    const textChanged = state.text.update(rows.map((row) => ({ row: state.index.rowOf(row.seq)!, text: row })));
    return {
      ...state,
      version,
      searches: textChanged > 0 ? newSearches() : state.searches,
      pricedSearches: listed || textChanged > 0 ? newPricedSearches() : state.pricedSearches,
      suggestions: textChanged > 0 ? new Lru(MAX_CACHED_SUGGESTIONS) : state.suggestions,
      // The lists' counts and pages hold while no change moved what they read (an order leaving its products
      // in stock): a shop taking orders keeps its category pages' counts. A changed text changes what a search's
      // matches hold.
      matches: listed || textChanged > 0 ? newMatches() : state.matches,
      ranked: new Lru(MAX_CACHED_RANKED),
      facets: textChanged > 0 ? undefined : state.facets,
      alike: textChanged > 0 ? new Lru(MAX_CACHED_ALIKE) : state.alike,
    };
  }

  /** The text search of q (cached); null when q has no words to search. */
  private textMatch(state: IndexState, q: string, options: { prefixLast: boolean; relax: boolean; fill: boolean; required: readonly string[] }): TextMatch | null {
    const key = JSON.stringify([q.toLowerCase(), options]);
    const known = state.searches.get(key) ?? state.pricedSearches.get(key);
    if (known !== undefined) return known;
    const found = searchText(state.text, state.synonyms, q, options, state.index.popularityKeys()) ?? null;
    return found?.priced ? state.pricedSearches.set(key, found) : state.searches.set(key, found);
  }

  /**
   * One page of products. A search keeps the products that match each of its words (`searchText`: stems,
   * typos, synonyms); under the relevance sort they come in its order. `alsoContaining` (the assistant's
   * required words) must match too and are never dropped. With `relax` (the shopper's own searches), a search
   * that matches nothing as a whole drops its least informative words, and the answer says so (`searched`).
   * `fill` (on with `relax` unless said otherwise) follows a search that matches few products with those that
   * match fewer of its words; the assistant, which says what it relaxed, turns it off.
   */
  async list(query: ProductQuery, alsoContaining: readonly string[] = [], options: ListOptions = {}): Promise<ProductList> {
    return this.listWith(query, alsoContaining, options, (state, seqs) => this.productsOf(state, seqs));
  }

  /**
   * The page of `list` for the list's route: each product the API's JSON text where the database builds it
   * (SQLite; a product without options whose pictures may be handed out), else its object, to be checked and
   * serialised by the caller (ADR 0057).
   */
  async listJson(query: ProductQuery, alsoContaining: readonly string[] = [], options: ListOptions = {}): Promise<ProductListJson> {
    return this.listWith(query, alsoContaining, options, (state, seqs) => this.productJsonOf(state, seqs));
  }

  private async listWith<T>(
    query: ProductQuery,
    alsoContaining: readonly string[],
    { relax = false, fill = relax }: ListOptions,
    productsOf: (state: IndexState, seqs: number[]) => Promise<T[]>,
  ): Promise<Omit<ProductList, 'products'> & { products: T[] }> {
    const state = await this.current();
    const { match, searched } = this.matchOf(state, query, alsoContaining, relax, fill);
    const seqs = state.index.page(match, effectiveSort(query.sort, query.q), query.page, query.pageSize);
    return {
      products: await productsOf(state, seqs),
      totalCount: match.totalCount,
      currentPage: query.page,
      totalPages: Math.ceil(match.totalCount / query.pageSize),
      pageSize: query.pageSize,
      facets: match.facets,
      ...searched,
    };
  }

  /** The products that pass the search and filters, with the facet counts: kept per filter set. */
  private matchOf(state: IndexState, query: ProductQuery, alsoContaining: readonly string[], relax: boolean, fill = relax): { match: IndexMatch; searched: Searched } {
    const required = alsoContaining.map((t) => t.toLowerCase()).filter((t) => t.length > 0);
    const q = query.q ?? '';
    const found = q || required.length > 0 ? this.textMatch(state, q, { prefixLast: false, relax, fill, required }) : null;
    const searched: Searched = found?.searchedFor
      ? { searched: { query: found.searchedFor, corrected: found.corrected, dropped: found.dropped } }
      : {};
    // Totals and facets depend on the filters only, not on sort or page.
    const key = JSON.stringify([
      q.toLowerCase(),
      required,
      relax,
      fill,
      query.category,
      query.subcategory,
      query.brand ? [...query.brand].sort() : undefined,
      query.option ? [...query.option].sort() : undefined,
      query.minPrice,
      query.maxPrice,
      query.rating,
      query.inStock,
      query.onSale,
    ]);
    const cached = state.matches.get(key);
    if (cached) return { match: cached, searched };
    const search = found ?? undefined;
    return { match: state.matches.set(key, state.index.match(query, search)), searched };
  }

  /**
   * The search box's suggestions as the shopper types: the best products (the last word also as a prefix,
   * typos tolerated), with the matched words of each name marked, and the categories, subcategories and
   * brands whose names match.
   */
  async suggest(q: string, limit: number): Promise<SearchSuggestions> {
    const state = await this.current();
    const key = `${limit}\n${q.trim().toLowerCase()}`;
    let answer = state.suggestions.get(key);
    let products: Product[] | undefined;
    if (!answer) {
      // Not kept with the searches: a prefix's match holds most of the catalogue, and a suggestion needs its first few.
      const found = searchText(state.text, state.synonyms, q, { prefixLast: true, relax: true, fill: false, labelsOnly: true }, state.index.popularityKeys());
      const seqs = state.index.seqsOfRows(found ? found.top(limit) : []);
      products = await this.productsOf(state, seqs);
      const shown = new Set(
        products.flatMap((p) => [shownKey('category', p.category), shownKey('subcategory', p.subcategory, p.category), shownKey('brand', p.brand)]),
      );
      answer = {
        ...(found?.searchedFor !== undefined && { query: found.searchedFor }),
        seqs,
        terms: found?.terms ?? [],
        // Read as the products were: a misspelt word as corrected, words let go of left out ("fragrnce": Fragrances),
        // and words typed with a minus ("case -leather") not searched for.
        ...(state.facets ??= new FacetSuggester(state.index.facetValues(), state.synonyms)).suggest(found?.searchedFor ?? withoutWords(q).q, limit, shown),
      };
      // Ranked by price ("cheap ph…"): a price change would move it, and the suggestions outlive price changes.
      if (!found?.priced) state.suggestions.set(key, answer);
    }
    products ??= await this.productsOf(state, answer.seqs);
    const { terms } = answer;
    return {
      query: answer.query ?? q.trim(),
      products: products.map((product) => ({
        id: product.id,
        name: product.name,
        price: product.price,
        thumbnail: product.thumbnail,
        highlights: highlightName(product.name, state.text, terms),
      })),
      categories: answer.categories,
      brands: answer.brands,
    };
  }

  /**
   * Products by seq, in the order given: those read before from the cache (they are frozen: shared between
   * answers), the others from the database in one query.
   */
  private async productsOf(state: IndexState, seqs: readonly number[]): Promise<Product[]> {
    const { map: cache, epoch } = state.products;
    const products: (Product | undefined)[] = seqs.map((seq) => cache.get(seq));
    const missing = seqs.filter((_, k) => products[k] === undefined);
    if (missing.length === 0) return products as Product[];
    const read = await this.repository.findBySeqs(missing);
    // A product removed meanwhile (its seq has no row), or a change learnt of while reading (what was read may
    // be older than it): read them all again, keeping none.
    if (read.length !== missing.length || state.products.epoch !== epoch) return this.repository.findBySeqs(seqs);
    let next = 0;
    for (let k = 0; k < products.length; k++) {
      if (products[k] !== undefined) continue;
      const product = frozen(read[next++]!);
      products[k] = product;
      cache.set(seqs[k]!, product);
    }
    return products as Product[];
  }

  /**
   * Products by seq, in the order given, as JSON text where SQLite builds it (`CatalogRepository.productJsonBySeqs`),
   * kept as `productsOf` keeps objects; a product with options or a picture not to hand out as it is, one kept
   * as an object, and every product where the database cannot build it, as its object (`productsOf`).
   */
  private async productJsonOf(state: IndexState, seqs: readonly number[]): Promise<(string | Product)[]> {
    const cache = state.productJson;
    // A product kept as an object (one with options, or asked for by the assistant) is served as that.
    const products: (string | Product | undefined)[] = seqs.map((seq) => cache.get(seq) ?? state.products.map.get(seq));
    const missing = seqs.filter((_, k) => products[k] === undefined);
    if (missing.length === 0) return products as (string | Product)[];
    const servable = this.servablePicture;
    const read = servable ? this.repository.productJsonBySeqs(missing) : undefined;
    // A product removed since the page was made (its seq has no row): as `productsOf` does.
    if (read !== undefined && read.length !== missing.length) return this.productsOf(state, seqs);
    const bySeq = new Map<number, string>();
    for (const row of read ?? []) if (row.json !== null && row.pictures.every(servable!)) bySeq.set(row.seq, row.json);
    const objects: number[] = [];
    for (let k = 0; k < products.length; k++) {
      if (products[k] !== undefined) continue;
      const json = bySeq.get(seqs[k]!);
      if (json === undefined) objects.push(seqs[k]!);
      else products[k] = cache.set(seqs[k]!, json);
    }
    if (objects.length > 0) {
      const asObjects = await this.productsOf(state, objects);
      if (asObjects.length !== objects.length) return this.productsOf(state, seqs);
      let next = 0;
      for (let k = 0; k < products.length; k++) if (products[k] === undefined) products[k] = asObjects[next++]!;
    }
    return products as (string | Product)[];
  }

  /**
   * The lines that hold the words of q as the search matches them (stems, synonyms, typos), those holding more
   * of them first: the details of a product that answer a question about it ("waterproof" finds "Water
   * resistance: 5 ATM" through the synonyms).
   */
  async linesMatching(q: string, lines: readonly string[]): Promise<string[]> {
    const state = await this.current();
    const found = this.textMatch(state, q, { prefixLast: false, relax: true, fill: false, required: [] });
    if (!found) return [];
    return lines
      .map((line) => ({ line, held: highlightName(line, state.text, found.terms).length }))
      .filter((scored) => scored.held > 0)
      .sort((a, b) => b.held - a.held)
      .map((scored) => scored.line);
  }

  /**
   * The products with these ids, in the order given, but those that no longer exist: read as a page's are
   * (`productsOf`), so that products asked for again (the assistant's cards shown, a cart's lines, the
   * recently ordered it ranks on every page) are kept, not read anew, until they change.
   */
  async getMany(ids: readonly string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const [state, seqs] = await Promise.all([this.current(), this.repository.seqsOf(ids)]);
    return this.productsOf(state, ids.flatMap((id) => seqs.get(id) ?? []));
  }

  async get(id: string): Promise<Product> {
    const product = await this.repository.findById(id);
    if (!product) throw new NotFoundError(`Product '${id}' was not found`);
    return product;
  }

  /**
   * Up to `limit` products related to one (404 when it does not exist), never itself: those most alike by the
   * words their labels share (`similarRows`), its subcategory's first, then its category's; then, when too few
   * share a word, its subcategory's best rated and its category's (ADR 0034).
   */
  async related(id: string, limit: number): Promise<Product[]> {
    const product = await this.get(id);
    const [state, seq] = await Promise.all([this.current(), this.repository.seqOf(id)]);
    const self = seq === undefined ? undefined : state.index.rowOf(seq);
    const related: Product[] = [];
    const seen = new Set([product.id]);
    if (self !== undefined) {
      const key = `${self}\n${limit}`;
      const alike = state.alike.get(key) ?? state.alike.set(key, this.alikeRows(state, product, self, limit));
      for (const found of await this.productsOf(state, state.index.seqsOfRows(alike))) {
        seen.add(found.id);
        related.push(found);
      }
    }
    const groups: Pick<ProductQuery, 'category' | 'subcategory'>[] = [{ category: product.category }];
    if (product.subcategory) groups.unshift({ category: product.category, subcategory: product.subcategory });
    for (const group of groups) {
      if (related.length >= limit) break;
      const { products } = await this.list({ ...group, sort: 'rating-desc', page: 1, pageSize: limit + seen.size });
      for (const candidate of products) {
        if (related.length >= limit || seen.has(candidate.id)) continue;
        seen.add(candidate.id);
        related.push(candidate);
      }
    }
    return related;
  }

  /** The `limit` rows most like this one in its subcategory, then in its category (`similarRows`). */
  private alikeRows(state: IndexState, product: Product, self: number, limit: number): number[] {
    const { rows, scores } = similarRows(state.text, product, self, state.synonyms);
    // Closeness first (subcategory 2, category 1), then score, popularity and catalogue order: one sort key each.
    const keyed: { row: number; close: number; score: number; popular: number }[] = [];
    for (const row of rows) {
      const close = state.index.closeness(self, row);
      if (close > 0) keyed.push({ row, close, score: scores[row]!, popular: state.index.popularity(row) });
    }
    const better = (a: (typeof keyed)[number], b: (typeof keyed)[number]) => b.close - a.close || b.score - a.score || b.popular - a.popular || a.row - b.row;
    // The best `limit` by insertion into a short sorted list: a page asks for a handful of thousands.
    const top: (typeof keyed)[number][] = [];
    for (const candidate of keyed) {
      if (top.length === limit && better(candidate, top[limit - 1]!) >= 0) continue;
      let at = top.length;
      while (at > 0 && better(candidate, top[at - 1]!) < 0) at--;
      top.splice(at, 0, candidate);
      if (top.length > limit) top.pop();
    }
    return top.map((r) => r.row);
  }

  /**
   * A value worked out from the catalogue's texts (`CatalogIndex.fromTexts`): built once, and again only
   * when a product is added, removed or renamed, not after every stock change as a per-version cache would.
   */
  async fromTexts<T>(key: string, build: (texts: CatalogTexts) => T): Promise<T> {
    return (await this.current()).index.fromTexts(key, build);
  }

  categories() {
    return this.repository.categories();
  }

  /** Per catalogue version: the categories page's and the sidebar's categories (`categoryOverview`). */
  private readonly overviews = new WeakMap<IndexState, Promise<CategoryList['categories']>>();

  /**
   * Every category with its count, the picture of its most popular product (in stock when one is) and its
   * subcategories with theirs: GET /api/categories. Worked out once per catalogue version.
   */
  async categoryOverview(): Promise<CategoryList['categories']> {
    const state = await this.current();
    let known = this.overviews.get(state);
    if (!known) {
      known = this.overviewOf(state).catch((err: unknown) => {
        this.overviews.delete(state);
        throw err;
      });
      this.overviews.set(state, known);
    }
    return known;
  }

  private async overviewOf(state: IndexState): Promise<CategoryList['categories']> {
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const values = state.index.facetValues();
    const categories = [...values.categories].sort(byName);
    const tops = await Promise.all(
      categories.map(async ({ name }) => {
        const [top] = await this.rankedRows(state, { category: name, inStock: true }, 'popular');
        return top ?? (await this.rankedRows(state, { category: name }, 'popular'))[0]!;
      }),
    );
    const products = await this.productsOf(state, state.index.seqsOfRows(tops));
    // A product removed while reading leaves the list short: the pictures wait for the next version.
    const pictured = products.length === tops.length;
    return categories.map(({ name, count }, k) => ({
      name,
      count,
      image: pictured ? products[k]!.thumbnail : '',
      subcategories: values.subcategories
        .filter((sub) => sub.category === name)
        .map((sub) => ({ name: sub.name, count: sub.count }))
        .sort(byName),
    }));
  }

  /** Builds the indexes now (at start), so that no shopper's request waits for them. */
  async warm(): Promise<void> {
    await this.current();
  }

  /** Resolves once the current state's sort orders and cells are made (`prepare`): for benchmarks. */
  async prepared(): Promise<void> {
    await this.current();
    await this.preparing;
  }

  /** The catalogue's version: it moves with every product change, so a cache of anything shown from it keys on it. */
  async version(): Promise<number> {
    return this.repository.version();
  }

  /** Each product's discount share by row, per catalogue version: read the first time a search asks for sales. */
  private readonly discounts = new WeakMap<IndexState, Promise<Float64Array>>();

  /** The catalogue's categories, subcategories (with their category) and brands, with their product counts. */
  async facetValues(): Promise<FacetValues> {
    return (await this.current()).index.facetValues();
  }

  /**
   * The option values a text names ("size M", "in XL") as `option` filter entries, the text without them, and
   * every option value of the catalogue in lower case (ADR 0019).
   */
  async optionsIn(text: string): Promise<{ option: string[]; rest: string; values: ReadonlySet<string> }> {
    const vocabulary = (await this.current()).index.optionVocabulary();
    return { ...readOptionWords(text, vocabulary), values: new Set([...vocabulary.values()].flatMap((o) => [...o.values.keys()])) };
  }

  /**
   * `limit` products from position `offset` of those that pass the filters, in one of the list's orders or
   * in one it does not offer: popularity (rating × ln(1 + reviews)) or biggest discount; with the total.
   * The assistant's look-ups without a search text ("what's on sale", "trending").
   */
  async ranked(filters: RankedFilters, order: RankedOrder, limit: number, offset: number): Promise<{ products: Product[]; totalCount: number }> {
    const state = await this.current();
    const rows = await this.rankedRows(state, filters, order);
    const products = await this.productsOf(state, state.index.seqsOfRows(rows.slice(offset, offset + limit)));
    return { products, totalCount: rows.length };
  }

  /**
   * Every product with one of these names (lower case, as `name_key`) that passes the filters, in the order:
   * the assistant's products of one kind or model (the names it worked out with `fromTexts`).
   */
  async byNames(names: readonly string[], filters: RankedFilters = {}, order: RankedOrder = 'featured-asc'): Promise<Product[]> {
    if (names.length === 0) return [];
    const state = await this.current();
    const named = state.index.rowsNamed(names);
    const seqs = state.index.seqsOfRows(await this.rankedRows(state, filters, order, (row) => named[row] === 1));
    const products: Product[] = [];
    for (let i = 0; i < seqs.length; i += MAX_SEQS_READ) products.push(...(await this.repository.findBySeqs(seqs.slice(i, i + MAX_SEQS_READ))));
    return products;
  }

  /** The rows that pass the filters and `keep`, in the order; without `keep`, kept for the catalogue version. */
  private rankedRows(state: IndexState, filters: RankedFilters, order: RankedOrder, keep?: (row: number) => boolean): Promise<number[]> {
    if (keep) return this.rankRows(state, filters, order, keep);
    const key = JSON.stringify([
      order,
      filters.category,
      filters.subcategory,
      filters.brand ? [...filters.brand].sort() : undefined,
      filters.option ? [...filters.option].sort() : undefined,
      filters.minPrice,
      filters.maxPrice,
      filters.rating,
      filters.inStock,
      filters.onSale,
    ]);
    let known = state.ranked.get(key);
    if (!known) {
      known = this.rankRows(state, filters, order).catch((err: unknown) => {
        state.ranked.delete(key);
        throw err;
      });
      state.ranked.set(key, known);
    }
    return known;
  }

  private async rankRows(state: IndexState, filters: RankedFilters, order: RankedOrder, keep?: (row: number) => boolean): Promise<number[]> {
    const { onSale, ...listed } = filters;
    const { match } = this.matchOf(state, { ...listed, sort: 'featured-asc', page: 1, pageSize: 1 }, [], false);
    const discounts = onSale || order === 'discount' ? await this.discountsOf(state) : undefined;
    const kept = onSale ? (row: number) => discounts![row]! > 0 && (keep === undefined || keep(row)) : keep;
    const by =
      order === 'popular' ? this.scoreOrder(state, order, (row) => state.index.trending(row))
      : order === 'discount' ? this.scoreOrder(state, order, (row) => discounts![row]!)
      : order;
    return state.index.rowsInOrder(match, by, kept);
  }

  /**
   * Every row by popularity or by discount, highest first, ties in featured order (`CatalogIndex.byScore`):
   * sorted once per state, so a look-up with new filters walks it instead of sorting its rows (a trending
   * list, then "under $25 instead", sorted most of the catalogue again).
   */
  private scoreOrder(state: IndexState, order: 'popular' | 'discount', score: (row: number) => number): Int32Array {
    let orders = this.scoreOrders.get(state);
    if (!orders) this.scoreOrders.set(state, (orders = new Map()));
    let rows = orders.get(order);
    if (!rows) orders.set(order, (rows = state.index.byScore(score)));
    return rows;
  }

  /** The assistant's orders by score (`scoreOrder`), per state: a new catalogue version (stock, prices, ratings) sorts anew. */
  private readonly scoreOrders = new WeakMap<IndexState, Map<'popular' | 'discount', Int32Array>>();

  /**
   * Each row's discount share, (original price − price) / original price, as the database holds them now;
   * -Infinity without an original price, so that such products come last in the discount order.
   */
  private discountsOf(state: IndexState): Promise<Float64Array> {
    let known = this.discounts.get(state);
    if (!known) {
      known = this.repository.originalPrices().then(
        (rows) => {
          const shares = new Float64Array(state.index.size).fill(-Infinity);
          for (const r of rows) {
            const row = state.index.rowOf(r.seq);
            if (row !== undefined && r.original_price_cents > 0) shares[row] = (r.original_price_cents - r.price_cents) / r.original_price_cents;
          }
          return shares;
        },
        (err: unknown) => {
          this.discounts.delete(state);
          throw err;
        },
      );
      this.discounts.set(state, known);
    }
    return known;
  }
}

/** A product shared between answers: frozen, with its lists and specifications, so that no caller changes it. */
function frozen(product: Product): Product {
  Object.freeze(product.images);
  Object.freeze(product.features);
  Object.freeze(product.tags);
  Object.freeze(product.specifications);
  return Object.freeze(product);
}

/** The product list's filters, and `onSale`: only products whose original price is above their price. */
/** How `list` searches: `relax` and `fill` as it says. */
export interface ListOptions {
  relax?: boolean;
  fill?: boolean;
}

/** A list page whose products are each the API's JSON text or the object to serialise (`listJson`). */
export type ProductListJson = Omit<ProductList, 'products'> & { products: (string | Product)[] };

export type RankedFilters = Omit<ProductFilters, 'q'> & { onSale?: boolean };

/** The product list's orders (relevance needs a search text), and popularity and biggest discount. */
export type RankedOrder = Exclude<SortOption, 'relevance'> | 'popular' | 'discount';

/** Products read from the database in one query: under SQLite's and PostgreSQL's limits on bound values. */
const MAX_SEQS_READ = 10_000;
