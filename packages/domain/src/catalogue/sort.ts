/** The seven sort options of the spec, plus relevance, the default when a search text is given. */
export const SORT_OPTIONS = [
  { id: 'featured-asc', label: 'Featured' },
  { id: 'name-asc', label: 'Name: A to Z' },
  { id: 'name-desc', label: 'Name: Z to A' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
  { id: 'rating-desc', label: 'Highest Rated' },
  { id: 'newest-desc', label: 'Newest' },
  { id: 'relevance', label: 'Best Match' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['id'];
export const SORT_IDS = SORT_OPTIONS.map((o) => o.id) as [SortOption, ...SortOption[]];

export const DEFAULT_SORT: SortOption = 'featured-asc';

/** The order a listing uses when the shopper chose none: relevance for a search, featured otherwise. */
export function effectiveSort(sort: SortOption | undefined, q: string | undefined): SortOption {
  if (sort) return sort === 'relevance' && !q ? DEFAULT_SORT : sort;
  return q ? 'relevance' : DEFAULT_SORT;
}

/** The key products are ordered by for name sorts: same on every database engine. */
export function nameSortKey(name: string): string {
  return name.toLowerCase();
}
