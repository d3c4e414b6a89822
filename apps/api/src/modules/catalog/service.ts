import type { ProductQuery } from '@cartwise/domain/catalogue/filters';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { ProductList } from '@cartwise/domain/catalogue/listing';
import { searchStem, searchTerms, termForms } from '@cartwise/domain/catalogue/search-terms';
import { effectiveSort } from '@cartwise/domain/catalogue/sort';
import { NotFoundError } from '@cartwise/domain/errors';
import { CatalogIndex, type CatalogTexts, type IndexMatch, type IndexSearch } from './catalog-index.ts';
import { MIN_INDEXED_SEARCH } from '../../db/search.ts';
import type { CatalogRepository } from './repository.ts';
import { correctedSearch } from './spelling.ts';

const MAX_CACHED = 512;

/** A small least-recently-used map: a Map keeps insertion order, so the first key is the oldest. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly capacity: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): V {
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
    return value;
  }
}

/** The rows in both masks. */
function both(a: Uint8Array, b: Uint8Array): Uint8Array {
  const rows = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) rows[i] = a[i]! & b[i]!;
  return rows;
}

/** The rows in either mask. */
function either(a: Uint8Array, b: Uint8Array): Uint8Array {
  const rows = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) rows[i] = a[i]! | b[i]!;
  return rows;
}

/** More changed products than this since the index's version: reading them all again is as quick. */
const MAX_PATCHED_ROWS = 5_000;

interface IndexState {
  version: number;
  structureVersion: number;
  index: CatalogIndex;
  searches: Lru<Uint8Array>;
  matches: Lru<IndexMatch>;
  /** "Did you mean" per search that found nothing (null: none). */
  suggestions: Lru<string | null>;
}

/**
 * Listing = the search index of the database (which products contain q) + the in-process catalogue index
 * (filters, facets, order, page) + the database again for the page's rows. The catalogue version, bumped
 * by triggers on every product change, is read on each request: when it moved, the index patches the
 * products the change log names (an order's stock), or is rebuilt when products were added or removed;
 * the cached search matches and facet counts start afresh either way.
 */
export class CatalogService {
  private index?: IndexState;
  private loading?: Promise<IndexState>;

  constructor(private readonly repository: CatalogRepository) {}

  private async current(): Promise<IndexState> {
    const { version, structureVersion } = await this.repository.state();
    if (this.index?.version === version) return this.index;
    this.loading ??= (async () => {
      try {
        const index = (await this.patched(this.index, structureVersion)) ?? new CatalogIndex(await this.repository.indexRows());
        this.index = {
          version,
          structureVersion,
          index,
          searches: new Lru(MAX_CACHED),
          matches: new Lru(MAX_CACHED),
          suggestions: new Lru(MAX_CACHED),
        };
        return this.index;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /** The index with the products updated since its version re-read; undefined when a rebuild is needed. */
  private async patched(state: IndexState | undefined, structureVersion: number): Promise<CatalogIndex | undefined> {
    if (!state || state.structureVersion !== structureVersion) return undefined;
    const { seqs, oldest } = await this.repository.changesSince(state.version);
    // The log no longer reaches back to the index's version: some changes were pruned.
    if (oldest === null || oldest > state.version + 1) return undefined;
    if (seqs.length > MAX_PATCHED_ROWS) return undefined;
    return state.index.withUpdates(seqs.length === 0 ? [] : await this.repository.indexRows(seqs));
  }

  private async searchRows(state: IndexState, q: string): Promise<Uint8Array> {
    const key = q.toLowerCase();
    return state.searches.get(key) ?? state.searches.set(key, state.index.maskOf(await this.repository.searchSeqs(q)));
  }

  /**
   * The rows whose text contains every one of `texts`. The longest go first, through the search index
   * (each cached): they narrow the most, and once no row is left the rest are not looked up. A text too
   * short for the index (at most two per search, `searchTerms`) is checked among the rows left, by reading
   * those rows; only a search of short words alone scans the catalogue, once, as a short search always did.
   * Each text is looked up joined, as the index holds the catalogue ("wifi" finds "Wi-Fi" and "Wi Fi"); a
   * hyphenated one also with spaces ("on-ear" as "onear" and "on ear"; `termForms`), each a lookup.
   */
  private async rowsContainingEvery(state: IndexState, texts: readonly string[]): Promise<Uint8Array | undefined> {
    let rows: Uint8Array | undefined;
    for (const text of [...texts].sort((a, b) => [...b].length - [...a].length)) {
      if (rows && !rows.includes(1)) break;
      let found: Uint8Array | undefined;
      for (const form of termForms(text)) {
        const formRows = rows && [...form].length < MIN_INDEXED_SEARCH
          ? state.index.maskOf(await this.repository.searchSeqs(form, state.index.seqsOf(rows)))
          : await this.searchRows(state, form);
        found = found ? either(found, formRows) : formRows;
      }
      rows = rows ? both(rows, found!) : found;
    }
    return rows;
  }

  /**
   * One page of products. A search keeps the products that contain each of its terms (`searchTerms`: its
   * words, singular, without small words), each term looked up in the database's search index.
   * `alsoContaining` (the assistant's searches of several words) keeps only products whose text contains
   * each of these texts too; q alone ranks relevance. With `suggest`, a search that finds nothing also
   * answers "Did you mean" (`suggestion`).
   */
  async list(query: ProductQuery, alsoContaining: readonly string[] = [], { suggest = false } = {}): Promise<ProductList> {
    const state = await this.current();
    const match = await this.matchOf(state, query, alsoContaining);
    const seqs = state.index.page(match, effectiveSort(query.sort, query.q), query.page, query.pageSize);
    const suggestion = suggest && match.totalCount === 0 && query.q && alsoContaining.length === 0
      ? await this.suggestion(state, query as ProductQuery & { q: string })
      : undefined;
    return {
      products: await this.repository.findBySeqs(seqs),
      totalCount: match.totalCount,
      currentPage: query.page,
      totalPages: Math.ceil(match.totalCount / query.pageSize),
      pageSize: query.pageSize,
      facets: match.facets,
      ...(suggestion && { suggestion }),
    };
  }

  /** The products that pass the search and filters, with the facet counts: kept per filter set. */
  private async matchOf(state: IndexState, query: ProductQuery, alsoContaining: readonly string[]): Promise<IndexMatch> {
    const terms = query.q ? searchTerms(query.q) : [];
    const texts = [...new Set([...terms, ...alsoContaining.map((t) => t.toLowerCase())].filter((t) => t.length > 0))];
    // Totals and facets depend on the filters only, not on sort or page.
    const key = JSON.stringify([
      query.q?.toLowerCase(),
      [...texts].sort(),
      query.category,
      query.subcategory,
      query.brand ? [...query.brand].sort() : undefined,
      query.minPrice,
      query.maxPrice,
      query.rating,
      query.inStock,
    ]);
    const cached = state.matches.get(key);
    if (cached) return cached;
    const rows = await this.rowsContainingEvery(state, texts);
    const search: IndexSearch | undefined = rows && { q: query.q ?? texts[0]!, terms: query.q ? terms : texts, rows };
    return state.matches.set(key, state.index.match(query, search));
  }

  /**
   * For a search that found nothing: the search with its misspelt words corrected from the catalogue's own
   * words (`correctedSearch`), when that finds products with the same filters; undefined otherwise.
   */
  private async suggestion(state: IndexState, query: ProductQuery & { q: string }): Promise<string | undefined> {
    const key = JSON.stringify([query.q.toLowerCase(), query.category, query.subcategory, query.brand, query.minPrice, query.maxPrice, query.rating, query.inStock]);
    const known = state.suggestions.get(key);
    if (known !== undefined) return known ?? undefined;
    const corrected = await correctedSearch(query.q, state.index.vocabulary(), async (word) =>
      (await this.searchRows(state, searchStem(word))).includes(1),
    );
    const found = corrected !== undefined && (await this.matchOf(state, { ...query, q: corrected }, [])).totalCount > 0;
    return state.suggestions.set(key, found ? corrected : null) ?? undefined;
  }

  async get(id: string): Promise<Product> {
    const product = await this.repository.findById(id);
    if (!product) throw new NotFoundError(`Product '${id}' was not found`);
    return product;
  }

  /**
   * Up to `limit` products related to one (404 when it does not exist): its subcategory's best rated, then
   * its category's, never the product itself. Each step asks for one more than it needs, since the product
   * is among its own subcategory and category, and the category's best include the subcategory's.
   */
  async related(id: string, limit: number): Promise<Product[]> {
    const product = await this.get(id);
    const groups: Pick<ProductQuery, 'category' | 'subcategory'>[] = [{ category: product.category }];
    if (product.subcategory) groups.unshift({ category: product.category, subcategory: product.subcategory });
    const seen = new Set([product.id]);
    const related: Product[] = [];
    for (const group of groups) {
      if (related.length >= limit) break;
      const { products } = await this.list({ ...group, sort: 'rating-desc', page: 1, pageSize: limit + 1 });
      for (const candidate of products) {
        if (related.length >= limit || seen.has(candidate.id)) continue;
        seen.add(candidate.id);
        related.push(candidate);
      }
    }
    return related;
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
}
