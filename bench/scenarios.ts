/**
 * The request mixes of the catalogue benchmark (`bench/run.ts` drives them over HTTP, `bench/in-process.ts`
 * through the app in process): seeded, so every run sends the same requests.
 */
import type { ValidProductInput } from '@cartwise/domain/catalogue/product';
import { SORT_IDS } from '@cartwise/domain/catalogue/sort';
import { PRICE_BANDS } from '@cartwise/domain/catalogue/price-bands';
import { prng } from './support.ts';

export interface Target {
  minRps: number;
  maxP99Ms?: number;
}
export interface Scenario {
  name: string;
  target: Target;
  paths: string[];
}

/**
 * More distinct requests than the catalogue service's caches hold (256 search texts, 1,024 suggestion texts,
 * 5,000 products, least recently used): cycling through them, the caches serve almost none, so the figures
 * are those of the index and the database, not of a cache. (The 4,000 list pages hold 1,322 filter sets, which
 * the 2,048 filtered matches kept hold after the first pass, as they would a shop's category pages with a
 * brand, price band or rating chosen; their pages and products are still read each time.) The "popular"
 * scenarios repeat a few hundred of them, as shoppers do, for what the caches add.
 */
const DISTINCT_LIST_PAGES = 4_000;
const DISTINCT_SEARCHES = 4_000;

export function buildScenarios(products: ValidProductInput[]): Scenario[] {
  const rand = prng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const categories = [...new Set(products.map((p) => p.category))];
  const brands = [...new Set(products.map((p) => p.brand))];
  const sorts = SORT_IDS.filter((s) => s !== 'relevance');
  const words = [
    ...new Set(
      products
        .slice(0, 2_000)
        .flatMap((p) => `${p.name} ${p.description}`.toLowerCase().split(/[^a-z0-9]+/))
        .filter((w) => w.length >= 4),
    ),
  ];
  const distinct = (make: () => string, n: number) => {
    const set = new Set<string>();
    while (set.size < n) set.add(make());
    return [...set];
  };

  const byId = distinct(() => `/api/products/${encodeURIComponent(pick(products).id!)}`, 500);

  const listPages = distinct(() => {
    const params = new URLSearchParams();
    const r = rand();
    if (r < 0.5) params.set('category', pick(categories));
    if (rand() < 0.25) params.append('brand', pick(brands));
    if (rand() < 0.3) {
      const band = pick(PRICE_BANDS);
      params.set('minPrice', String(band.minCents / 100));
      if (band.maxCents !== null) params.set('maxPrice', String(band.maxCents / 100));
    }
    if (rand() < 0.25) params.set('rating', String(pick([1, 2, 3, 4])));
    if (rand() < 0.25) params.set('inStock', 'true');
    params.set('sort', pick(sorts));
    // A quarter of the pages are deep: offsets past 1,000.
    params.set('page', String(rand() < 0.25 ? 85 + Math.floor(rand() * 60) : 1 + Math.floor(rand() * 8)));
    return `/api/products?${params}`;
  }, DISTINCT_LIST_PAGES);

  // Shoppers' searches: a word of a name or description, two such words, a word with a typo, a brand, a
  // category; a third with a filter or a sort (the facets are counted on every one).
  const typo = (word: string) => {
    const at = 1 + Math.floor(rand() * (word.length - 2));
    return word.slice(0, at) + word.slice(at + 1);
  };
  const searches = distinct(() => {
    const params = new URLSearchParams();
    const r = rand();
    const q =
      r < 0.35 ? pick(words)
      : r < 0.55 ? `${pick(words)} ${pick(words)}`
      : r < 0.7 ? typo(pick(words.filter((w) => w.length >= 6)))
      : r < 0.85 ? pick(brands).toLowerCase()
      : pick(categories).split(' ')[0]!.toLowerCase();
    params.set('q', q);
    if (rand() < 0.3) params.set('category', pick(categories));
    if (rand() < 0.2) params.set('inStock', 'true');
    if (rand() < 0.3) params.set('sort', pick(SORT_IDS));
    return `/api/products?${params}`;
  }, DISTINCT_SEARCHES);

  // The search box as a shopper types: the first 2 to 6 letters of a word, or a word and the start of the next.
  const suggestions = distinct(() => {
    const word = pick(words);
    const start = word.slice(0, 2 + Math.floor(rand() * Math.min(5, word.length - 1)));
    const q = rand() < 0.7 ? start : `${pick(words)} ${start}`;
    return `/api/search/suggestions?${new URLSearchParams({ q, limit: '6' })}`;
  }, DISTINCT_SEARCHES);

  // Shoppers repeat each other: the most popular searches and prefixes far more often than the rest (Zipf, s = 1,
  // over 300 of them). What the answer caches serve; the scenarios above measure the engine without them.
  const popular = (paths: readonly string[]) => {
    const weights = paths.slice(0, 300).map((_, k) => 1 / (k + 1));
    const total = weights.reduce((sum, w) => sum + w, 0);
    return Array.from({ length: 4_000 }, () => {
      let r = rand() * total;
      let k = 0;
      while (r > weights[k]! && k < weights.length - 1) r -= weights[k++]!;
      return paths[k]!;
    });
  };

  return [
    { name: 'product by id', target: { minRps: 10_000 }, paths: byId },
    { name: 'list pages', target: { minRps: 2_000 }, paths: listPages },
    { name: 'searches with facets', target: { minRps: 500, maxP99Ms: 80 }, paths: searches },
    { name: 'suggestions', target: { minRps: 2_000, maxP99Ms: 20 }, paths: suggestions },
    { name: 'searches, popular', target: { minRps: 500, maxP99Ms: 80 }, paths: popular(searches) },
    { name: 'suggestions, popular', target: { minRps: 2_000, maxP99Ms: 20 }, paths: popular(suggestions) },
  ];
}


/**
 * The back office's scenarios (issue 21), sent with a staff session: the admin product list as staff use it,
 * 25 products a page: 40% the catalogue in one of four orders, 35% a category, 15% a search for a word of a
 * name and 10% a product's id, which the admin list looks up first (page 1: an id is one product). 2,000 requests
 * drawn in that mix, so the same page may come again as it does for staff; a set of distinct requests would be
 * filled up with searches, the only kind with thousands of variants (it was 87% searches).
 */
export function buildAdminScenarios(products: ValidProductInput[]): Scenario[] {
  const rand = prng(21);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const categories = [...new Set(products.map((p) => p.category))];
  const words = [...new Set(products.slice(0, 2_000).flatMap((p) => p.name.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 4))];
  const pages: string[] = [];
  while (pages.length < 2_000) {
    const params = new URLSearchParams({ pageSize: '25' });
    const r = rand();
    if (r < 0.15) params.set('q', pick(words));
    else if (r < 0.25) params.set('q', pick(products).id!);
    else if (r < 0.6) params.set('category', pick(categories));
    params.set('sort', params.has('q') ? 'relevance' : pick(['featured-asc', 'newest-desc', 'price-asc', 'name-asc']));
    params.set('page', String(r >= 0.15 && r < 0.25 ? 1 : 1 + Math.floor(rand() * 6)));
    pages.push(`/api/admin/products?${params}`);
  }
  return [{ name: 'admin product list', target: { minRps: 200, maxP99Ms: 100 }, paths: pages }];
}
