import { trendingScore } from '@cartwise/domain/catalogue/trending';
import { optionFacets, priceBandFacets, RATING_FACET_MINIMUMS, sortFacetCounts, tallyOption, type Facets, type OptionTally } from '@cartwise/domain/catalogue/facets';
import { optionFilters, variantMatches, type OptionFilter, type ProductFilters } from '@cartwise/domain/catalogue/filters';
import { PRICE_BANDS } from '@cartwise/domain/catalogue/price-bands';
import { SORT_IDS, type SortOption } from '@cartwise/domain/catalogue/sort';
import { toCents } from '@cartwise/domain/money';
import type { OptionVocabulary } from '@cartwise/domain/catalogue/option-words';
import type { TextRow } from './search/text-index.ts';
import { popularityKey, priceKey } from './search/text-search.ts';

/** The columns the index keeps per product, read in featured order (by seq), with the texts the search indexes. */
export interface IndexRow extends TextRow {
  seq: number;
  name_key: string;
  category: string;
  subcategory: string;
  brand: string;
  price_cents: number;
  /** Its price before the discount, when it has one: on sale when above `price_cents`. */
  original_price_cents: number | null;
  rating: number;
  review_count: number;
  stock_quantity: number;
  created_at: string;
  /** A product with options: each variant's values by option name, and its stock (ADR 0019). */
  variants?: readonly IndexVariant[];
}

export interface IndexVariant {
  options: Readonly<Record<string, string>>;
  stock_quantity: number;
}

/** A product's option values in one string, to tell whether they changed. */
const optionValuesOf = (variants: readonly IndexVariant[] | undefined) => JSON.stringify(variants?.map((v) => v.options) ?? []);
/** What the option filters and facets read of a product's variants: their values, and which are in stock. */
const variantsListedOf = (variants: readonly IndexVariant[] | undefined) =>
  JSON.stringify(variants?.map((v) => [v.options, v.stock_quantity > 0]) ?? []);

/** The rows a search matched (in no order), and the first k of them in relevance order (`searchText`). */
export interface IndexSearch {
  rows: Int32Array;
  top(k: number): Int32Array;
}

/** The catalogue's texts, each category, subcategory and brand once (`CatalogIndex.fromTexts`). */
export interface CatalogTexts {
  /** Every product's name, lower case, in featured order. */
  names: readonly string[];
  categories: readonly string[];
  /** Without the empty subcategory. */
  subcategories: readonly string[];
  brands: readonly string[];
}

/** The catalogue's categories, subcategories and brands with their product counts (`facetValues`). */
export interface FacetValues {
  categories: { name: string; count: number }[];
  subcategories: { name: string; category: string; count: number }[];
  brands: { name: string; count: number }[];
}

/** The products that pass every filter, and the facet counts: independent of sort and page. */
export interface IndexMatch {
  /**
   * 1 for each row that passes every filter; left out when the counts were taken from the cells (`Cells`): a
   * page then tests `filter` on the rows it walks.
   */
  matched?: Uint8Array;
  filter: RowFilter;
  /** Those rows (ascending unless a search or brands were visited), when they are few (`FEW_ROWS`). */
  rows?: Int32Array;
  totalCount: number;
  facets: Facets;
  search?: IndexSearch;
  /**
   * Counted over the cells: per sort, where in the walked list each WALK_STEP-th passing row was found
   * (`walkedPage`), so that a later page of the same filters and sort starts there rather than at the top.
   */
  walks?: Map<SortOption, number[]>;
}

/** A walked page leaves a mark every this many passing rows (`IndexMatch.walks`). */
const WALK_STEP = 256;

/** A request's filters as the index reads them: value ids (-1 none, -2 a value the catalogue does not hold), cents. */
export interface RowFilter {
  categoryId: number;
  subcategoryId: number;
  brandIds: number[];
  brandMask: Uint8Array | undefined;
  minCents: number;
  maxCents: number;
  minRating: number;
  inStockOnly: boolean;
  onSaleOnly: boolean;
  chosen: OptionFilter[];
}

/**
 * The rows without options grouped by everything the list's filters and facets read (category, subcategory,
 * brand, price band, rating level, in stock): 8,805 cells for the 100,000 generated products, so a list
 * without a search text counts its facets over the cells, weighted, rather than over every row. Kept up to
 * date by `update` (a row leaves its cell and joins another: work per changed row). Rows with options are
 * visited one by one (`variantRows`).
 */
interface Cells {
  of: Int32Array;
  ids: Map<string, number>;
  category: number[];
  subcategory: number[];
  brand: number[];
  /** The price band bits, and bit 7 for a price below every band. */
  bands: number[];
  level: number[];
  stock: number[];
  weight: number[];
  variantRows: Set<number>;
}
const BELOW_BANDS = 1 << 7;

/** Each sort's rows grouped by a column's value, each group in the sort's order: `rows[offsets[v] .. offsets[v+1]]`. */
interface SortedGroups {
  offsets: Int32Array;
  rows: Int32Array;
}

/** Rows packed under a sort key in one double (`order`): at most this many. */
const KEY_ROWS = 2_097_152;

/** Per value of a column: its rows (ascending), its number of rows, and of rows in stock. */
interface ValueGroups {
  lists: Int32Array[];
  counts: Int32Array;
  inStock: Int32Array;
}
interface ValueRows {
  category: ValueGroups;
  subcategory: ValueGroups;
  brand: ValueGroups;
}

/** What `matchRows` counts: per category, subcategory, brand, price band and rating level, and per option value. */
interface FacetCounts {
  categoryCounts: Int32Array;
  subcategoryCounts: Int32Array;
  brandCounts: Int32Array;
  bandCounts: Int32Array;
  ratingHistogram: Int32Array;
  optionCounts: Map<string, Map<string, number>>;
  optionTally: OptionTally;
}

/** A match keeps its rows as a list too when they are at most 1/FEW_ROWS of the catalogue: a page sorts them. */
const FEW_ROWS = 16;

/** The rows of several lists, one after another. */
function concat(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0]!;
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all;
}

class Dictionary {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
  find(value: string): number | undefined {
    return this.ids.get(value);
  }
}

/**
 * A columnar, in-process read model of the catalogue's filterable fields: filters, facet counts, sort
 * and paging in one pass over typed arrays (about a millisecond at 100,000 products), where SQL would
 * run five aggregate queries. It is derived from the database, rebuilt when the catalogue version moves,
 * and implements the domain's filter rules (spec §5) and sort orders; product rows are always read from
 * the database. See docs/decisions/0003-catalogue-index.md.
 */
export class CatalogIndex {
  readonly size: number;
  private readonly seq: Int32Array;
  private readonly category: Uint32Array;
  private readonly subcategory: Uint32Array;
  private readonly brand: Uint32Array;
  private readonly price: Int32Array;
  private readonly rating: Float64Array;
  private readonly reviews: Int32Array;
  /** Each row's `popularity` as a search's rank key holds it (`popularityKey`), kept up to date by `set`. */
  private readonly popularKeys: Uint16Array;
  /** Each row's price as a search ranks ties by it when asked for cheap or dear (`priceKey`), kept up to date by `set`. */
  private readonly priceKeys: Uint16Array;
  private readonly inStock: Uint8Array;
  /** 1 when the product's original price is above its price (the list's onSale filter). */
  private readonly onSale: Uint8Array;
  /** Bit k set when the price lies in PRICE_BANDS[k] (the bands do not overlap). */
  private readonly bands: Uint8Array;
  /** How many of RATING_FACET_MINIMUMS the rating reaches: 0 below 1 star … 4 at 4 stars and up. */
  private readonly ratingLevel: Uint8Array;
  private readonly nameKey: string[];
  private readonly createdAt: string[];
  /** The variants of a product with options; undefined for the others (most catalogues: all). */
  private readonly variants: (readonly IndexVariant[] | undefined)[];
  /** They only grow: a value no product holds any more counts 0 and is left out of the facets. */
  private readonly categories: Dictionary;
  private readonly subcategories: Dictionary;
  private readonly brands: Dictionary;
  private readonly rowBySeq: Map<number, number>;
  private readonly orders: Map<SortOption, Int32Array>;
  /** What `fromTexts` worked out, by key; kept across updates that change no text. */
  private readonly derived: Map<string, unknown>;
  /** Each sort's place of each row (`rankOf`): dropped with the sort's order. */
  private readonly ranks = new Map<string, Int32Array>();
  /** The list's cells (`Cells`), made on first need and updated in place. */
  private cells?: Cells;
  /** By `${column}:${sort}`: the sort's order within each value of the column (`sortedWithin`). */
  private readonly sortedGroups = new Map<string, SortedGroups>();
  /**
   * The rows' ranks under the names or the prices, kept from one direction's order (`packedOrder`) until the
   * other direction's takes them; dropped with any order, since a changed row changes them.
   */
  private keyRanks: { key: 'name' | 'price'; rank: Float64Array } | undefined;


  /** Builds the index from every product's row. */
  constructor(rows: readonly IndexRow[]) {
    const n = rows.length;
    this.size = n;
    this.seq = new Int32Array(n);
    this.category = new Uint32Array(n);
    this.subcategory = new Uint32Array(n);
    this.brand = new Uint32Array(n);
    this.price = new Int32Array(n);
    this.rating = new Float64Array(n);
    this.reviews = new Int32Array(n);
    this.popularKeys = new Uint16Array(n);
    this.priceKeys = new Uint16Array(n);
    this.inStock = new Uint8Array(n);
    this.onSale = new Uint8Array(n);
    this.bands = new Uint8Array(n);
    this.ratingLevel = new Uint8Array(n);
    this.nameKey = new Array<string>(n);
    this.createdAt = new Array<string>(n);
    this.variants = new Array<readonly IndexVariant[] | undefined>(n);
    this.categories = new Dictionary();
    this.subcategories = new Dictionary();
    this.brands = new Dictionary();
    this.rowBySeq = new Map();
    this.orders = new Map();
    this.derived = new Map();
    rows.forEach((row, i) => {
      this.seq[i] = row.seq;
      this.rowBySeq.set(row.seq, i);
      this.set(i, row);
    });
  }

  /** The row of a product, by seq; undefined when the index does not hold it (rebuild instead). */
  rowOf(seq: number): number | undefined {
    return this.rowBySeq.get(seq);
  }

  /**
   * Replaces these products' columns in place (an order's stock, an owner's price edit): work in proportion
   * to the rows changed. The sort orders a changed key moves are worked out again on next need; what was
   * derived from the texts (`fromTexts`) is dropped only when a text changed. Every row must be in the index.
   */
  update(rows: readonly IndexRow[]): boolean {
    let listed = false;
    for (const row of rows) {
      const i = this.rowBySeq.get(row.seq)!;
      listed ||= this.listedChanges(i, row);
      if (this.nameKey[i] !== row.name_key) {
        this.dropOrder('name-asc');
        this.dropOrder('name-desc');
      }
      if (this.price[i] !== row.price_cents) {
        this.dropOrder('price-asc');
        this.dropOrder('price-desc');
      }
      if (this.rating[i] !== row.rating || this.reviews[i] !== row.review_count) this.dropOrder('rating-desc');
      if (this.createdAt[i] !== row.created_at) this.dropOrder('newest-desc');
      const stocked = row.stock_quantity > 0 ? 1 : 0;
      const groups = this.derived.get('rows-by-value') as ValueRows | undefined;
      if (groups && stocked !== this.inStock[i]) {
        const step = stocked === 1 ? 1 : -1;
        groups.category.inStock[this.category[i]!]! += step;
        groups.subcategory.inStock[this.subcategory[i]!]! += step;
        groups.brand.inStock[this.brand[i]!]! += step;
      }
      const textsKept =
        this.nameKey[i] === row.name_key && this.categories.values[this.category[i]!] === row.category &&
        this.subcategories.values[this.subcategory[i]!] === row.subcategory && this.brands.values[this.brand[i]!] === row.brand;
      if (!textsKept) {
        this.derived.clear();
        this.sortedGroups.clear();
      } else if (optionValuesOf(this.variants[i]) !== optionValuesOf(row.variants)) this.derived.delete('option-vocabulary');
      this.leaveCell(i);
      this.set(i, row);
      this.joinCell(i);
    }
    return listed;
  }

  /**
   * Whether the row's change moves what a list reads of it: a filter, a facet count, a sort's key. An order
   * that leaves a product in stock does not; the lists' kept counts and pages then still hold, unless a text
   * changed under a search's (`CatalogService.patched`).
   */
  private listedChanges(i: number, row: IndexRow): boolean {
    const onSale = row.original_price_cents !== null && row.original_price_cents > row.price_cents ? 1 : 0;
    return (
      this.categories.values[this.category[i]!] !== row.category ||
      this.subcategories.values[this.subcategory[i]!] !== row.subcategory ||
      this.brands.values[this.brand[i]!] !== row.brand ||
      this.price[i] !== row.price_cents ||
      this.rating[i] !== row.rating ||
      this.reviews[i] !== row.review_count ||
      this.inStock[i] !== (row.stock_quantity > 0 ? 1 : 0) ||
      this.onSale[i] !== onSale ||
      this.nameKey[i] !== row.name_key ||
      this.createdAt[i] !== row.created_at ||
      variantsListedOf(this.variants[i]) !== variantsListedOf(row.variants?.length ? row.variants : undefined)
    );
  }

  private dropOrder(sort: SortOption): void {
    this.keyRanks = undefined;
    this.orders.delete(sort);
    this.ranks.delete(`rank:${sort}`);
    for (const column of ['category', 'subcategory', 'brand']) this.sortedGroups.delete(`${column}:${sort}`);
  }

  /**
   * What a list's first requests would otherwise wait for, made one step per call of `next()`: the cells,
   * then each sort's order and its rows by category, subcategory and brand. Steps already made cost nothing;
   * the caller yields to waiting requests between steps (`CatalogService.prepare`).
   */
  *preparing(): Generator<void, void, void> {
    this.cellsNow();
    yield;
    for (const sort of SORT_IDS) {
      if (sort === 'relevance') continue;
      this.order(sort);
      yield;
      for (const column of ['category', 'subcategory', 'brand'] as const) {
        this.sortedWithin(column, sort);
        yield;
      }
    }
  }

  /** The cells, grouped on first need. */
  private cellsNow(): Cells {
    if (!this.cells) {
      this.cells = {
        of: new Int32Array(this.size).fill(-1),
        ids: new Map(),
        category: [],
        subcategory: [],
        brand: [],
        bands: [],
        level: [],
        stock: [],
        weight: [],
        variantRows: new Set(),
      };
      for (let i = 0; i < this.size; i++) this.joinCell(i);
    }
    return this.cells;
  }

  /** Puts a row in its cell (or among the rows with options), when the cells are made. */
  private joinCell(i: number): void {
    const cells = this.cells;
    if (!cells) return;
    if (this.variants[i] !== undefined) {
      cells.variantRows.add(i);
      return;
    }
    const bands = this.bands[i]! | (this.price[i]! < 0 ? BELOW_BANDS : 0);
    const key = `${this.category[i]},${this.subcategory[i]},${this.brand[i]},${bands},${this.ratingLevel[i]},${this.inStock[i]}`;
    let cell = cells.ids.get(key);
    if (cell === undefined) {
      cell = cells.weight.length;
      cells.ids.set(key, cell);
      cells.category.push(this.category[i]!);
      cells.subcategory.push(this.subcategory[i]!);
      cells.brand.push(this.brand[i]!);
      cells.bands.push(bands);
      cells.level.push(this.ratingLevel[i]!);
      cells.stock.push(this.inStock[i]!);
      cells.weight.push(0);
    }
    cells.weight[cell]! += 1;
    cells.of[i] = cell;
  }

  private leaveCell(i: number): void {
    const cells = this.cells;
    if (!cells) return;
    const cell = cells.of[i]!;
    if (cell >= 0) cells.weight[cell]! -= 1;
    cells.of[i] = -1;
    cells.variantRows.delete(i);
  }

  /** How close two rows are in the catalogue's tree: 2 in one subcategory (not none), 1 in one category, else 0. */
  closeness(a: number, b: number): number {
    if (this.category[a] !== this.category[b]) return 0;
    return this.subcategory[a] === this.subcategory[b] && this.subcategories.values[this.subcategory[a]!] !== '' ? 2 : 1;
  }

  /** A product's popularity for ranking ties, 0..1: its rating, weighted towards 3 stars until it has reviews. */
  popularity(row: number): number {
    const reviews = this.reviews[row]!;
    return (this.rating[row]! * reviews + 3 * 10) / (reviews + 10) / 5;
  }

  /** Each row's popularity as a search ranks ties by it (`searchText`), worked out when the row is: a view, not to be changed. */
  popularityKeys(): { keys: Uint16Array; cheap: Uint16Array } {
    return { keys: this.popularKeys, cheap: this.priceKeys };
  }

  private set(i: number, row: IndexRow): void {
    this.category[i] = this.categories.id(row.category);
    this.subcategory[i] = this.subcategories.id(row.subcategory);
    this.brand[i] = this.brands.id(row.brand);
    this.price[i] = row.price_cents;
    this.rating[i] = row.rating;
    this.reviews[i] = row.review_count;
    this.popularKeys[i] = popularityKey(this.popularity(i));
    this.priceKeys[i] = priceKey(row.price_cents);
    this.inStock[i] = row.stock_quantity > 0 ? 1 : 0;
    this.onSale[i] = row.original_price_cents !== null && row.original_price_cents > row.price_cents ? 1 : 0;
    this.bands[i] = PRICE_BANDS.reduce(
      (bits, band, k) =>
        row.price_cents >= band.minCents && (band.maxCents === null || row.price_cents <= band.maxCents) ? bits | (1 << k) : bits,
      0,
    );
    this.ratingLevel[i] = RATING_FACET_MINIMUMS.filter((min) => row.rating >= min).length;
    this.nameKey[i] = row.name_key;
    this.createdAt[i] = row.created_at;
    this.variants[i] = row.variants?.length ? row.variants : undefined;
  }

  /** Whether one of a row's variants (in stock, with `inStockOnly`) holds every chosen option value. */
  private optionsPass(i: number, chosen: readonly OptionFilter[], inStockOnly: boolean): boolean {
    const variants = this.variants[i];
    return variants !== undefined && variants.some((v) => (!inStockOnly || v.stock_quantity > 0) && variantMatches(v.options, chosen));
  }

  /** Adds a row's option values to the option facet: per option, the values of its variants that hold the other options' choices. */
  private countOptions(i: number, chosen: readonly OptionFilter[], inStockOnly: boolean, counts: Map<string, Map<string, number>>, tally: OptionTally): void {
    const variants = this.variants[i]!;
    for (const [position, name] of Object.keys(variants[0]!.options).entries()) {
      const values = new Set<string>();
      for (const v of variants) if ((!inStockOnly || v.stock_quantity > 0) && variantMatches(v.options, chosen, name)) values.add(v.options[name]!);
      if (values.size === 0) continue;
      tallyOption(tally, name, position);
      let known = counts.get(name);
      if (!known) counts.set(name, (known = new Map()));
      for (const value of values) known.set(value, (known.get(value) ?? 0) + 1);
    }
  }

  /**
   * Row indices in the order of a sort; ties fall back to the featured position (row order). Each row's key
   * and row are packed in one double and the doubles sorted natively: tens of milliseconds at 100,000 rows,
   * where a comparator called from the sort took over a second for the names.
   */
  private order(sort: SortOption): Int32Array {
    let order = this.orders.get(sort);
    if (order) return order;
    if (sort !== 'featured-asc' && sort !== 'relevance' && this.size <= KEY_ROWS) {
      order = this.packedOrder(sort);
      this.orders.set(sort, order);
      return order;
    }
    const rows = Int32Array.from({ length: this.size }, (_, i) => i);
    const str = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const compare: Record<SortOption, ((a: number, b: number) => number) | null> = {
      'featured-asc': null,
      relevance: null,
      'name-asc': (a, b) => str(this.nameKey[a]!, this.nameKey[b]!) || a - b,
      'name-desc': (a, b) => str(this.nameKey[b]!, this.nameKey[a]!) || a - b,
      'price-asc': (a, b) => this.price[a]! - this.price[b]! || a - b,
      'price-desc': (a, b) => this.price[b]! - this.price[a]! || a - b,
      'rating-desc': (a, b) => this.rating[b]! - this.rating[a]! || this.reviews[b]! - this.reviews[a]! || a - b,
      'newest-desc': (a, b) => str(this.createdAt[b]!, this.createdAt[a]!) || a - b,
    };
    const fn = compare[sort];
    order = fn ? rows.sort(fn) : rows;
    this.orders.set(sort, order);
    return order;
  }

  /** A sort's order through packed keys: each row's rank under the sort's key, times KEY_ROWS, plus the row. */
  private packedOrder(sort: Exclude<SortOption, 'featured-asc' | 'relevance'>): Int32Array {
    const n = this.size;
    const rank = new Float64Array(n);
    // The rank of each row's value among the distinct values, ascending (strings by UTF-16 code units, as `<`).
    const ranked = (value: (i: number) => string) => {
      const distinct = [...new Set(Array.from({ length: n }, (_, i) => value(i)))];
      distinct.sort();
      const of = new Map(distinct.map((v, k) => [v, k] as const));
      for (let i = 0; i < n; i++) rank[i] = of.get(value(i))!;
      return distinct.length;
    };
    // The same for numbers: sorted as a typed array and each found by bisection, several times quicker than a
    // set, a sort with a comparator and a map of boxed numbers (a step of 0.1-0.15 s at 100,000 products).
    const rankedNumbers = (value: (i: number) => number) => {
      const values = new Float64Array(n);
      for (let i = 0; i < n; i++) values[i] = value(i);
      const distinct = values.slice().sort();
      let count = 0;
      for (let k = 0; k < n; k++) if (count === 0 || distinct[k] !== distinct[count - 1]) distinct[count++] = distinct[k]!;
      for (let i = 0; i < n; i++) {
        const v = values[i]!;
        let lo = 0;
        let hi = count - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (distinct[mid]! < v) lo = mid + 1;
          else hi = mid;
        }
        rank[i] = lo;
      }
      return count;
    };
    // Names and prices sort both ways: the second direction takes the first's ranks rather than sorting again
    // (the name's ranks are the longest step of the start's preparation, 0.2 s at 100,000 products).
    const rankedBoth = (key: 'name' | 'price', rankNow: () => void) => {
      if (this.keyRanks?.key === key) {
        rank.set(this.keyRanks.rank);
        this.keyRanks = undefined;
        return;
      }
      rankNow();
      this.keyRanks = { key, rank: Float64Array.from(rank) };
    };
    let descending: boolean;
    if (sort === 'name-asc' || sort === 'name-desc') {
      rankedBoth('name', () => ranked((i) => this.nameKey[i]!));
      descending = sort === 'name-desc';
    } else if (sort === 'newest-desc') {
      // As instants: numbers sort several times faster than the ISO strings, in the same order (the rows'
      // dates are written by toISOString); as strings if one is not a date.
      const instants = new Float64Array(n);
      for (let i = 0; i < n; i++) instants[i] = Date.parse(this.createdAt[i]!);
      if (instants.some(Number.isNaN)) ranked((i) => this.createdAt[i]!);
      else rankedNumbers((i) => instants[i]!);
      descending = true;
    } else if (sort === 'price-asc' || sort === 'price-desc') {
      rankedBoth('price', () => rankedNumbers((i) => this.price[i]!));
      descending = sort === 'price-desc';
    } else {
      // rating-desc: rating, then reviews, both highest first.
      const reviews = rankedNumbers((i) => this.reviews[i]!);
      const byReviews = Float64Array.from(rank);
      rankedNumbers((i) => this.rating[i]!);
      const both = new Float64Array(n);
      for (let i = 0; i < n; i++) both[i] = rank[i]! * reviews + byReviews[i]!;
      rankedNumbers((i) => both[i]!);
      descending = true;
    }
    let top = 0;
    for (let i = 0; i < n; i++) if (rank[i]! > top) top = rank[i]!;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = (descending ? top - rank[i]! : rank[i]!) * KEY_ROWS + i;
    keys.sort();
    // A loop rather than Int32Array.from with a mapping function: 3 ms rather than 20 at 100,000 rows.
    const order = new Int32Array(n);
    for (let k = 0; k < n; k++) order[k] = keys[k]! % KEY_ROWS;
    return order;
  }

  /**
   * The rows of each value of a column (category, subcategory or brand), each in the order of a sort: what a
   * page of a filtered list walks. Made from the sort's order in one pass; dropped with it.
   */
  private sortedWithin(column: 'category' | 'subcategory' | 'brand', sort: SortOption): SortedGroups {
    const key = `${column}:${sort}`;
    let known = this.sortedGroups.get(key);
    if (!known) {
      const ids = this[column];
      const values = (column === 'category' ? this.categories : column === 'subcategory' ? this.subcategories : this.brands).values.length;
      const offsets = new Int32Array(values + 1);
      for (let i = 0; i < this.size; i++) offsets[ids[i]! + 1]! += 1;
      for (let v = 0; v < values; v++) offsets[v + 1]! += offsets[v]!;
      const fill = offsets.slice(0, values);
      const rows = new Int32Array(this.size);
      const order = this.order(sort);
      for (let k = 0; k < order.length; k++) {
        const row = order[k]!;
        rows[fill[ids[row]!]!++] = row;
      }
      known = { offsets, rows };
      this.sortedGroups.set(key, known);
    }
    return known;
  }

  /** The request's filters as ids and cents. */
  private filterOf(filters: Omit<ProductFilters, 'q'>): RowFilter {
    const brandIds = [...new Set((filters.brand ?? []).map((b) => this.brands.find(b) ?? -1))].filter((id) => id >= 0);
    const brandMask = filters.brand?.length ? new Uint8Array(this.brands.values.length) : undefined;
    for (const id of brandIds) brandMask![id] = 1;
    return {
      // A filter on a value the catalogue does not hold matches nothing.
      categoryId: filters.category === undefined ? -1 : (this.categories.find(filters.category) ?? -2),
      subcategoryId: filters.subcategory === undefined ? -1 : (this.subcategories.find(filters.subcategory) ?? -2),
      brandIds,
      brandMask,
      minCents: filters.minPrice === undefined ? -Infinity : toCents(filters.minPrice),
      maxCents: filters.maxPrice === undefined ? Infinity : toCents(filters.maxPrice),
      minRating: filters.rating ?? -Infinity,
      inStockOnly: filters.inStock === true,
      onSaleOnly: filters.onSale === true,
      chosen: optionFilters(filters.option),
    };
  }

  /** Whether a row passes every filter. */
  private passes(f: RowFilter, i: number): boolean {
    if (f.subcategoryId !== -1 && this.subcategory[i] !== f.subcategoryId) return false;
    if (f.categoryId !== -1 && this.category[i] !== f.categoryId) return false;
    if (f.inStockOnly && this.inStock[i] === 0) return false;
    if (f.onSaleOnly && this.onSale[i] === 0) return false;
    if (f.brandMask !== undefined && f.brandMask[this.brand[i]!] !== 1) return false;
    const cents = this.price[i]!;
    if (cents < f.minCents || cents > f.maxCents || this.rating[i]! < f.minRating) return false;
    return f.chosen.length === 0 || this.optionsPass(i, f.chosen, f.inStockOnly);
  }

  /**
   * The price bands (bits) a price filter is the union of, and the rating level a rating filter is, when they
   * are (the list's own price bands and star minimums); undefined otherwise: the cells cannot answer it.
   */
  private cellBounds(f: RowFilter): { bandMask: number; minLevel: number } | undefined {
    // The cells do not hold whether a product is on sale: such a list is counted over the rows.
    if (f.onSaleOnly) return undefined;
    const from = f.minCents === -Infinity ? 0 : PRICE_BANDS.findIndex((band) => band.minCents === f.minCents);
    const to = f.maxCents === Infinity ? PRICE_BANDS.length - 1 : PRICE_BANDS.findIndex((band) => band.maxCents === f.maxCents);
    const minLevel = f.minRating === -Infinity ? 0 : RATING_FACET_MINIMUMS.includes(f.minRating as never) ? RATING_FACET_MINIMUMS.filter((min) => min <= f.minRating).length : -1;
    if (from < 0 || to < 0 || minLevel < 0) return undefined;
    let bandMask = f.minCents === -Infinity ? BELOW_BANDS : 0;
    for (let k = from; k <= to; k++) bandMask |= 1 << k;
    return { bandMask, minLevel };
  }

  /**
   * The rows holding each category, subcategory and brand (ascending), and how many rows (in stock) hold each
   * category and brand: what lets a filtered list visit its own rows rather than the catalogue's.
   */
  private byValue(): ValueRows {
    let known = this.derived.get('rows-by-value') as ValueRows | undefined;
    if (!known) {
      const group = (ids: Uint32Array, values: number) => {
        const counts = new Int32Array(values);
        for (let i = 0; i < this.size; i++) counts[ids[i]!]! += 1;
        const lists = Array.from(counts, (c) => new Int32Array(c));
        const fill = new Int32Array(values);
        for (let i = 0; i < this.size; i++) lists[ids[i]!]![fill[ids[i]!]!++] = i;
        const inStock = new Int32Array(values);
        for (let i = 0; i < this.size; i++) if (this.inStock[i] === 1) inStock[ids[i]!]! += 1;
        return { lists, counts, inStock };
      };
      known = {
        category: group(this.category, this.categories.values.length),
        subcategory: group(this.subcategory, this.subcategories.values.length),
        brand: group(this.brand, this.brands.values.length),
      };
      this.derived.set('rows-by-value', known);
    }
    return known;
  }

  /**
   * The rows that pass the filters (within a search's rows) and every facet's counts. A list without a search
   * text whose price and rating filters are the facets' own bands and minimums is counted over the cells
   * (`matchCells`); any other over the rows (`matchRows`). Both answer the same.
   */
  match(filters: Omit<ProductFilters, 'q'>, search?: IndexSearch): IndexMatch {
    const f = this.filterOf(filters);
    const bounds = search ? undefined : this.cellBounds(f);
    return bounds ? this.matchCells(f, bounds) : this.matchRows(f, search);
  }

  /** `match` over the cells, weighted, and the rows with options one by one; it leaves the rows to the page (`filter`). */
  private matchCells(f: RowFilter, { bandMask, minLevel }: { bandMask: number; minLevel: number }): IndexMatch {
    const cells = this.cellsNow();
    const categoryCounts = new Int32Array(this.categories.values.length);
    const subcategoryCounts = new Int32Array(this.subcategories.values.length);
    const brandCounts = new Int32Array(this.brands.values.length);
    const bandCounts = new Int32Array(PRICE_BANDS.length);
    const ratingHistogram = new Int32Array(RATING_FACET_MINIMUMS.length + 1);
    const optionCounts = new Map<string, Map<string, number>>();
    const optionTally: OptionTally = new Map();
    const { categoryId, subcategoryId, brandMask, inStockOnly, chosen } = f;
    const bySubcategory = categoryId >= 0;
    const bandCount = PRICE_BANDS.length;
    let total = 0;
    // One cell or row of `weight` rows: each facet counts the rows that pass every filter but its own.
    const tally = (cat: number, sub: number, br: number, bits: number, level: number, p: boolean, r: boolean, o: boolean, weight: number) => {
      const c = categoryId === -1 || cat === categoryId;
      const b = brandMask === undefined || brandMask[br] === 1;
      if (b && p && r && o) categoryCounts[cat]! += weight;
      if (c && p && r && o) brandCounts[br]! += weight;
      if (c && b && r && o) for (let k = 0; k < bandCount; k++) if ((bits & (1 << k)) !== 0) bandCounts[k]! += weight;
      if (c && b && p && o) ratingHistogram[level]! += weight;
      if (c && b && p && r && o) {
        total += weight;
        if (bySubcategory) subcategoryCounts[sub]! += weight;
      }
    };
    // Rows without options never pass an option filter: with one, the cells count nothing.
    if (chosen.length === 0) {
      const { category, subcategory, brand, bands, level, stock, weight } = cells;
      for (let cell = 0; cell < weight.length; cell++) {
        const w = weight[cell]!;
        if (w === 0 || (subcategoryId !== -1 && subcategory[cell] !== subcategoryId) || (inStockOnly && stock[cell] === 0)) continue;
        tally(category[cell]!, subcategory[cell]!, brand[cell]!, bands[cell]!, level[cell]!, (bands[cell]! & bandMask) !== 0, level[cell]! >= minLevel, true, w);
      }
    }
    for (const i of cells.variantRows) {
      if ((subcategoryId !== -1 && this.subcategory[i] !== subcategoryId) || (inStockOnly && this.inStock[i] === 0)) continue;
      const cents = this.price[i]!;
      const p = cents >= f.minCents && cents <= f.maxCents;
      const r = this.rating[i]! >= f.minRating;
      const o = chosen.length === 0 || this.optionsPass(i, chosen, inStockOnly);
      const cat = this.category[i]!;
      if ((categoryId === -1 || cat === categoryId) && (brandMask === undefined || brandMask[this.brand[i]!] === 1) && p && r) {
        this.countOptions(i, chosen, inStockOnly, optionCounts, optionTally);
      }
      tally(cat, this.subcategory[i]!, this.brand[i]!, this.bands[i]!, this.ratingLevel[i]!, p, r, o, 1);
    }
    if (bySubcategory && subcategoryId !== -1) {
      // A subcategory is chosen: its siblings count the category's rows passing every filter but it.
      subcategoryCounts.fill(0);
      const { category, subcategory, brand, bands, level, stock, weight } = cells;
      if (chosen.length === 0) {
        for (let cell = 0; cell < weight.length; cell++) {
          const w = weight[cell]!;
          if (w === 0 || category[cell] !== categoryId || (inStockOnly && stock[cell] === 0)) continue;
          if (brandMask !== undefined && brandMask[brand[cell]!] !== 1) continue;
          if ((bands[cell]! & bandMask) === 0 || level[cell]! < minLevel) continue;
          subcategoryCounts[subcategory[cell]!]! += w;
        }
      }
      for (const i of cells.variantRows) {
        if (this.passes({ ...f, subcategoryId: -1 }, i)) subcategoryCounts[this.subcategory[i]!]! += 1;
      }
    }
    return { filter: f, totalCount: total, facets: this.facetsOf(categoryCounts, bySubcategory ? subcategoryCounts : undefined, brandCounts, bandCounts, ratingHistogram, optionCounts, optionTally) };
  }

  /** The facets from their counts; the rating facet from the histogram of rating levels. */
  private facetsOf(
    categoryCounts: Int32Array,
    subcategoryCounts: Int32Array | undefined,
    brandCounts: Int32Array,
    bandCounts: Int32Array,
    ratingHistogram: Int32Array,
    optionCounts: Map<string, Map<string, number>>,
    optionTally: OptionTally,
  ): Facets {
    // Level L reaches the L highest minimums: the count for minimum k sums every level above k.
    const ratingCounts = new Int32Array(RATING_FACET_MINIMUMS.length);
    let reaching = 0;
    for (let level = RATING_FACET_MINIMUMS.length; level >= 1; level--) {
      reaching += ratingHistogram[level]!;
      ratingCounts[RATING_FACET_MINIMUMS.length - level]! = reaching;
    }
    const counts = (dict: Dictionary, values: Int32Array) =>
      new Map(dict.values.map((v, id) => [v, values[id]!] as const).filter(([, count]) => count > 0));
    return {
      categories: sortFacetCounts(counts(this.categories, categoryCounts), 'name'),
      subcategories: subcategoryCounts
        ? sortFacetCounts(new Map([...counts(this.subcategories, subcategoryCounts)].filter(([name]) => name !== '')), 'name')
        : [],
      brands: sortFacetCounts(counts(this.brands, brandCounts), 'count'),
      priceBands: priceBandFacets((band) => bandCounts[PRICE_BANDS.indexOf(band)]!),
      ratings: RATING_FACET_MINIMUMS.map((min, k) => ({ min, count: ratingCounts[k]! })),
      options: optionFacets(optionCounts, optionTally),
    };
  }

  /** `match` over the rows: a search's, a value's (the smallest list that holds every match), or all. */
  private matchRows(f: RowFilter, search?: IndexSearch): IndexMatch {
    const n = this.size;
    const categoryCounts = new Int32Array(this.categories.values.length);
    const subcategoryCounts = new Int32Array(this.subcategories.values.length);
    const brandCounts = new Int32Array(this.brands.values.length);
    const bandCounts = new Int32Array(PRICE_BANDS.length);
    const matchedRows: number[] = [];
    const matched = new Uint8Array(n);

    const { categoryId, subcategoryId, brandIds, brandMask, minCents, maxCents, minRating, inStockOnly, onSaleOnly, chosen } = f;
    // The subcategory facet lists the chosen category's subcategories: counted with the matches when none is
    // chosen, else by a pass over the category's rows below.
    const bySubcategory = categoryId >= 0;
    const byOption = chosen.length > 0;
    const optionCounts = new Map<string, Map<string, number>>();
    const optionTally: OptionTally = new Map();

    // Which rows to visit. A search visits its own rows; a subcategory (which every facet obeys) its own. Else a
    // category or brands visit theirs (the smaller), and that facet's other values are counted apart, since
    // they count rows outside it: from the other filter's rows, from the catalogue's counts when no other
    // filter applies, or by a pass over the catalogue that looks at nothing else.
    const values = search || subcategoryId === -2 || categoryId === -2 ? undefined : this.byValue();
    let visit: ArrayLike<number> | undefined = search?.rows;
    let apart: 'category' | 'brand' | undefined;
    if (values && subcategoryId >= 0) {
      visit = values.subcategory.lists[subcategoryId]!;
    } else if (values && (categoryId >= 0 || brandMask)) {
      const categoryRows = categoryId >= 0 ? values.category.lists[categoryId]! : undefined;
      const brandRows = brandMask ? concat(brandIds.map((id) => values.brand.lists[id]!)) : undefined;
      apart = !brandRows || (categoryRows && categoryRows.length <= brandRows.length) ? 'category' : 'brand';
      visit = apart === 'category' ? categoryRows : brandRows;
    }
    const count = visit ? visit.length : n;

    // Hot loop: locals instead of property loads; about 5 ns per product.
    const { subcategory, inStock, onSale, price, rating, category, brand, bands, ratingLevel, variants } = this;
    const ratingHistogram = new Int32Array(RATING_FACET_MINIMUMS.length + 1);
    const bandCount = PRICE_BANDS.length;
    const searchOnly =
      search !== undefined && subcategoryId === -1 && brandMask === undefined && minCents === -Infinity && maxCents === Infinity &&
      minRating === -Infinity && !onSaleOnly && !byOption;
    if (searchOnly) return this.matchSearch(f, search, matched, { categoryCounts, subcategoryCounts, brandCounts, bandCounts, ratingHistogram, optionCounts, optionTally });
    for (let k = 0; k < count; k++) {
      const i = visit ? visit[k]! : k;
      if (subcategoryId !== -1 && subcategory[i] !== subcategoryId) continue;
      if ((inStockOnly && inStock[i] === 0) || (onSaleOnly && onSale[i] === 0)) continue;
      const cents = price[i]!;
      const cat = category[i]!;
      const br = brand[i]!;
      const c = categoryId === -1 || cat === categoryId;
      const b = brandMask === undefined || brandMask[br] === 1;
      const p = cents >= minCents && cents <= maxCents;
      const r = rating[i]! >= minRating;
      const o = !byOption || this.optionsPass(i, chosen, inStockOnly);
      // Each facet counts the rows that pass every filter but its own.
      if (b && p && r && o) categoryCounts[cat]! += 1;
      if (c && p && r && o) brandCounts[br]! += 1;
      if (c && b && r && o) {
        const bits = bands[i]!;
        for (let k = 0; k < bandCount; k++) if ((bits & (1 << k)) !== 0) bandCounts[k]! += 1;
      }
      if (c && b && p && o) ratingHistogram[ratingLevel[i]!]! += 1;
      if (c && b && p && r) {
        if (variants[i] !== undefined) this.countOptions(i, chosen, inStockOnly, optionCounts, optionTally);
        if (o) {
          matched[i] = 1;
          matchedRows.push(i);
          if (bySubcategory) subcategoryCounts[subcategory[i]!]! += 1;
        }
      }
    }
    if (values && apart) {
      // The visited facet's rows outside the visited value: those passing every other filter.
      const counts = apart === 'category' ? categoryCounts : brandCounts;
      const ids = apart === 'category' ? category : brand;
      const other = apart === 'category' ? (brandMask ? concat(brandIds.map((id) => values.brand.lists[id]!)) : undefined) : categoryId >= 0 ? values.category.lists[categoryId]! : undefined;
      const priced = minCents !== -Infinity || maxCents !== Infinity || minRating !== -Infinity || byOption || onSaleOnly;
      if (other) {
        for (let k = 0; k < other.length; k++) {
          const i = other[k]!;
          if (apart === 'category' ? category[i] === categoryId : brandMask![brand[i]!] === 1) continue;
          if ((inStockOnly && inStock[i] === 0) || (onSaleOnly && onSale[i] === 0)) continue;
          const cents = price[i]!;
          if (cents >= minCents && cents <= maxCents && rating[i]! >= minRating && (!byOption || this.optionsPass(i, chosen, inStockOnly))) counts[ids[i]!]! += 1;
        }
      } else if (!priced) {
        const totals = apart === 'category' ? values.category : values.brand;
        counts.set(inStockOnly ? totals.inStock : totals.counts);
      } else {
        // Every row outside the visited value: one test per filter, no facet but this one.
        counts.fill(0);
        for (let i = 0; i < n; i++) {
          if ((inStockOnly && inStock[i] === 0) || (onSaleOnly && onSale[i] === 0)) continue;
          const cents = price[i]!;
          if (cents >= minCents && cents <= maxCents && rating[i]! >= minRating && (!byOption || this.optionsPass(i, chosen, inStockOnly))) counts[ids[i]!]! += 1;
        }
      }
    }
    if (bySubcategory && subcategoryId !== -1) {
      // A subcategory is chosen: its siblings count the category's rows passing every filter but it.
      subcategoryCounts.fill(0);
      const rows = values ? values.category.lists[categoryId]! : search?.rows;
      const length = rows ? rows.length : n;
      for (let k = 0; k < length; k++) {
        const i = rows ? rows[k]! : k;
        if (category[i] !== categoryId || (inStockOnly && inStock[i] === 0) || (onSaleOnly && onSale[i] === 0)) continue;
        if (brandMask !== undefined && brandMask[brand[i]!] !== 1) continue;
        const cents = price[i]!;
        if (cents < minCents || cents > maxCents || rating[i]! < minRating) continue;
        if (byOption && !this.optionsPass(i, chosen, inStockOnly)) continue;
        subcategoryCounts[subcategory[i]!]! += 1;
      }
    }
    return {
      matched,
      filter: f,
      ...(matchedRows.length <= n / FEW_ROWS && { rows: Int32Array.from(matchedRows) }),
      totalCount: matchedRows.length,
      search,
      facets: this.facetsOf(categoryCounts, bySubcategory ? subcategoryCounts : undefined, brandCounts, bandCounts, ratingHistogram, optionCounts, optionTally),
    };
  }

  /**
   * `matchRows` of a search filtered by nothing but, perhaps, a category and being in stock (most searches).
   * Each matched row without options only adds one to its cell (`Cells`: the rows alike in everything the
   * facets read), and the facets are counted from the cells' tallies, weighted, as `matchCells` counts them:
   * one read per row instead of one per facet. Rows with options are counted one by one, as `matchRows`
   * counts them. Answers as `matchRows` would, the matched rows gathered in a typed array.
   */
  private matchSearch(f: RowFilter, search: IndexSearch, matched: Uint8Array, counts: FacetCounts): IndexMatch {
    const { categoryCounts, subcategoryCounts, brandCounts, bandCounts, ratingHistogram, optionCounts, optionTally } = counts;
    const { categoryId, inStockOnly, chosen } = f;
    const bySubcategory = categoryId >= 0;
    const cells = this.cellsNow();
    const cellCount = cells.weight.length;
    // Whether a cell's rows pass the filters (a cell is one category, in stock or not).
    const passes = new Uint8Array(cellCount);
    for (let cell = 0; cell < cellCount; cell++) {
      passes[cell] = (!inStockOnly || cells.stock[cell] === 1) && (categoryId === -1 || cells.category[cell] === categoryId) ? 1 : 0;
    }
    const tallies = new Int32Array(cellCount);
    const { of } = cells;
    const { subcategory, inStock, category, brand, bands, ratingLevel } = this;
    const bandCount = PRICE_BANDS.length;
    const visit = search.rows;
    const matchedRows = new Int32Array(visit.length);
    let total = 0;
    for (let k = 0; k < visit.length; k++) {
      const i = visit[k]!;
      const cell = of[i]!;
      if (cell >= 0) {
        tallies[cell]! += 1;
        if (passes[cell] === 1) {
          matched[i] = 1;
          matchedRows[total++] = i;
        }
        continue;
      }
      // A row with options.
      if (inStockOnly && inStock[i] === 0) continue;
      const cat = category[i]!;
      categoryCounts[cat]! += 1;
      if (categoryId !== -1 && cat !== categoryId) continue;
      brandCounts[brand[i]!]! += 1;
      const bits = bands[i]!;
      for (let b = 0; b < bandCount; b++) if ((bits & (1 << b)) !== 0) bandCounts[b]! += 1;
      ratingHistogram[ratingLevel[i]!]! += 1;
      this.countOptions(i, chosen, inStockOnly, optionCounts, optionTally);
      matched[i] = 1;
      matchedRows[total++] = i;
      if (bySubcategory) subcategoryCounts[subcategory[i]!]! += 1;
    }
    for (let cell = 0; cell < cellCount; cell++) {
      const w = tallies[cell]!;
      if (w === 0 || (inStockOnly && cells.stock[cell] === 0)) continue;
      const cat = cells.category[cell]!;
      categoryCounts[cat]! += w;
      if (categoryId !== -1 && cat !== categoryId) continue;
      brandCounts[cells.brand[cell]!]! += w;
      const bits = cells.bands[cell]!;
      for (let b = 0; b < bandCount; b++) if ((bits & (1 << b)) !== 0) bandCounts[b]! += w;
      ratingHistogram[cells.level[cell]!]! += w;
      if (bySubcategory) subcategoryCounts[cells.subcategory[cell]!]! += w;
    }
    return {
      matched,
      filter: f,
      ...(total <= this.size / FEW_ROWS && { rows: matchedRows.slice(0, total) }),
      totalCount: total,
      search,
      facets: this.facetsOf(categoryCounts, bySubcategory ? subcategoryCounts : undefined, brandCounts, bandCounts, ratingHistogram, optionCounts, optionTally),
    };
  }

  /**
   * The reference `match`, over the rows, whatever the filters: what the cells (`match` without a search) must
   * answer too (catalog-index.test.ts compares them).
   */
  matchByRows(filters: Omit<ProductFilters, 'q'>): IndexMatch {
    return this.matchRows(this.filterOf(filters));
  }

  /** Each row's place in a sort's order. */
  private rankOf(sort: SortOption): Int32Array {
    const key = `rank:${sort}`;
    let rank = this.ranks.get(key);
    if (!rank) {
      const order = this.order(sort);
      rank = new Int32Array(this.size);
      for (let k = 0; k < order.length; k++) rank[order[k]!] = k;
      this.ranks.set(key, rank);
    }
    return rank;
  }

  /**
   * A value worked out from the catalogue's texts (lower-case product names, category, subcategory and brand
   * names), built on first need under `key` and kept across updates that change no text (an order's stock):
   * the words a misspelt search is corrected with, the kinds of product the assistant knows the shop carries.
   */
  fromTexts<T>(key: string, build: (texts: CatalogTexts) => T): T {
    if (!this.derived.has(key)) {
      this.derived.set(key, build({
        names: this.nameKey,
        categories: this.categories.values,
        subcategories: this.subcategories.values.filter((value) => value !== ''),
        brands: this.brands.values,
      }));
    }
    return this.derived.get(key) as T;
  }

  /** The catalogue's options and their values, by lower-case spelling (the assistant reads "size M" with it). Kept until a value changes. */
  optionVocabulary(): OptionVocabulary {
    let known = this.derived.get('option-vocabulary') as OptionVocabulary | undefined;
    if (!known) {
      const names = new Map<string, { name: string; values: Map<string, string> }>();
      for (const variants of this.variants) {
        for (const variant of variants ?? []) {
          for (const [name, value] of Object.entries(variant.options)) {
            let option = names.get(name.toLowerCase());
            if (!option) names.set(name.toLowerCase(), (option = { name, values: new Map() }));
            if (!option.values.has(value.toLowerCase())) option.values.set(value.toLowerCase(), value);
          }
        }
      }
      this.derived.set('option-vocabulary', (known = names));
    }
    return known;
  }

  /** The seqs of these rows, in the order given. */
  seqsOfRows(rows: ArrayLike<number>): number[] {
    return Array.from({ length: rows.length }, (_, k) => this.seq[rows[k]!]!);
  }

  /**
   * Every category, subcategory (with its category) and brand, with how many products hold it: what the
   * search box suggests beside products. Kept until a text changes.
   */
  facetValues(): FacetValues {
    if (!this.derived.has('facet-values')) {
      const categories = new Map<number, number>();
      const subcategories = new Map<string, { name: string; category: string; count: number }>();
      const brands = new Map<number, number>();
      for (let i = 0; i < this.size; i++) {
        categories.set(this.category[i]!, (categories.get(this.category[i]!) ?? 0) + 1);
        brands.set(this.brand[i]!, (brands.get(this.brand[i]!) ?? 0) + 1);
        const sub = this.subcategories.values[this.subcategory[i]!]!;
        if (sub === '') continue;
        const category = this.categories.values[this.category[i]!]!;
        const key = `${category}\n${sub}`;
        const known = subcategories.get(key);
        if (known) known.count += 1;
        else subcategories.set(key, { name: sub, category, count: 1 });
      }
      const named = (dict: Dictionary, counts: Map<number, number>) => [...counts].map(([id, count]) => ({ name: dict.values[id]!, count }));
      this.derived.set('facet-values', {
        categories: named(this.categories, categories),
        subcategories: [...subcategories.values()],
        brands: named(this.brands, brands),
      } satisfies FacetValues);
    }
    return this.derived.get('facet-values') as FacetValues;
  }

  /** The seqs of one page of a match, in the order of the sort. */
  page(match: IndexMatch, sort: SortOption, page: number, pageSize: number): number[] {
    const { matched, rows, totalCount, search } = match;
    if (!matched) return this.walkedPage(match, sort === 'relevance' ? 'featured-asc' : sort, page, pageSize);
    const n = this.size;
    const seqs: number[] = [];
    const skip = (page - 1) * pageSize;
    let seen = 0;
    const take = (row: number) => {
      if (matched[row] === 0) return true;
      seen += 1;
      if (seen > skip) seqs.push(this.seq[row]!);
      return seqs.length < pageSize;
    };
    if (skip < totalCount) {
      if (sort === 'relevance' && search) {
        // The search's own order (`searchText`), the rows the filters kept: the first k ranked, k growing
        // until the page is full or every match was seen.
        for (let k = Math.max(64, (skip + pageSize) * 2); ; k *= 4) {
          seen = 0;
          seqs.length = 0;
          const ranked = search.top(k);
          for (const row of ranked) if (!take(row)) break;
          if (seqs.length >= pageSize || ranked.length >= search.rows.length) break;
        }
      } else if (rows) {
        // Few rows: their places in the order, sorted, rather than a walk through the whole order.
        const rank = this.rankOf(sort === 'relevance' ? 'featured-asc' : sort);
        const order = this.order(sort === 'relevance' ? 'featured-asc' : sort);
        const places = new Int32Array(rows.length);
        for (let k = 0; k < rows.length; k++) places[k] = rank[rows[k]!]!;
        places.sort();
        for (let k = skip; k < Math.min(places.length, skip + pageSize); k++) seqs.push(this.seq[order[places[k]!]!]!);
      } else {
        const order = this.order(sort);
        for (let k = 0; k < n; k++) if (!take(order[k]!)) break;
      }
    }
    return seqs;
  }

  /**
   * A page of a match counted over the cells: the rows of the filter's narrowest value (subcategory, category
   * or a single brand) in the sort's order, or the whole order, each tested against the filters until the
   * page is full. Work in proportion to how far into the order the page lies, not to the catalogue.
   */
  private walkedPage(match: IndexMatch, sort: SortOption, page: number, pageSize: number): number[] {
    const { filter: f, totalCount } = match;
    const skip = (page - 1) * pageSize;
    const seqs: number[] = [];
    if (skip >= totalCount) return seqs;
    let list: Int32Array;
    const within = (column: 'category' | 'subcategory' | 'brand', id: number) => {
      const { offsets, rows } = this.sortedWithin(column, sort);
      return rows.subarray(offsets[id]!, offsets[id + 1]!);
    };
    if (f.subcategoryId >= 0) list = within('subcategory', f.subcategoryId);
    else {
      const byCategory = f.categoryId >= 0 ? within('category', f.categoryId) : undefined;
      const byBrand = f.brandMask !== undefined && f.brandIds.length === 1 ? within('brand', f.brandIds[0]!) : undefined;
      list = byCategory && (!byBrand || byCategory.length <= byBrand.length) ? byCategory : (byBrand ?? this.order(sort));
    }
    // From the deepest mark before the page a walk of these filters and this sort left, if any.
    let marks = match.walks?.get(sort);
    if (!marks) (match.walks ??= new Map()).set(sort, (marks = []));
    const from = Math.min(Math.floor(skip / WALK_STEP), marks.length);
    let seen = from * WALK_STEP;
    for (let k = from > 0 ? marks[from - 1]! : 0; k < list.length && seqs.length < pageSize; k++) {
      const row = list[k]!;
      if (!this.passes(f, row)) continue;
      seen += 1;
      if (seen % WALK_STEP === 0 && seen / WALK_STEP > marks.length) marks.push(k + 1);
      if (seen > skip) seqs.push(this.seq[row]!);
    }
    return seqs;
  }

  /** A product's popularity as the assistant ranks trending products without orders: rating × ln(1 + reviews). */
  trending(row: number): number {
    return trendingScore(this.rating[row]!, this.reviews[row]!);
  }

  /** 1 for each row whose product has one of these names (lower case, as `name_key`). */
  rowsNamed(names: readonly string[]): Uint8Array {
    if (!this.derived.has('rows-by-name')) {
      const rows = new Map<string, number[]>();
      this.nameKey.forEach((name, row) => {
        const known = rows.get(name);
        if (known) known.push(row);
        else rows.set(name, [row]);
      });
      this.derived.set('rows-by-name', rows);
    }
    const rowsByName = this.derived.get('rows-by-name') as Map<string, number[]>;
    const named = new Uint8Array(this.size);
    for (const name of names) for (const row of rowsByName.get(name) ?? []) named[row] = 1;
    return named;
  }

  /**
   * Every row of a match that `keep` keeps, in the order of a sort, or in an order of the caller's (every row
   * once, `byScore`). The assistant's look-ups: all of a kind's products, or a page of them in an order the
   * product list does not offer (popularity, discount).
   */
  rowsInOrder(match: IndexMatch, order: Exclude<SortOption, 'relevance'> | Int32Array, keep?: (row: number) => boolean): number[] {
    const { matched, filter } = match;
    const sorted = typeof order === 'string' ? this.order(order) : order;
    const rows: number[] = [];
    for (let k = 0; k < this.size; k++) {
      const row = sorted[k]!;
      if ((matched ? matched[row] === 1 : this.passes(filter, row)) && (keep === undefined || keep(row))) rows.push(row);
    }
    return rows;
  }

  /**
   * Every row by a score (highest first), ties in featured order: an order for `rowsInOrder`. Sorting the
   * whole catalogue once costs what sorting one look-up's rows cost, and walking it after is a filter.
   */
  byScore(score: (row: number) => number): Int32Array {
    const scores = new Float64Array(this.size);
    for (let row = 0; row < this.size; row++) scores[row] = score(row);
    const rows = Array.from({ length: this.size }, (_, row) => row).sort((a, b) => (scores[b]! > scores[a]! ? 1 : scores[b]! < scores[a]! ? -1 : a - b));
    return Int32Array.from(rows);
  }
}
