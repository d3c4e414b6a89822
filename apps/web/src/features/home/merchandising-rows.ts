import type { ListingQuery } from '@/features/products';

/** How many products a merchandising row shows: one row of cards on a laptop, as the featured products. */
export const ROW_PRODUCTS = 6;

/** A row of products on home, picked by a product list query; "See all" opens that list. */
export interface MerchandisingRow {
  id: string;
  title: string;
  /** The list's query, without paging: the row shows its first products, "See all" links to it. */
  query: ListingQuery;
}

/**
 * Home's rows after the featured products, each the list's own sort or filter (issue 23), so "See all" shows the
 * same products first. All show what can be bought (in stock), as a shop window should. On Sale takes the
 * sidebar's "On sale" in the shop's own order; Top Rated its "4 stars & up": a catalogue without reviews or
 * discounts has no such row rather than a row of anything.
 */
export const MERCHANDISING_ROWS: readonly MerchandisingRow[] = [
  { id: 'new-arrivals', title: 'New Arrivals', query: { inStock: true, sort: 'newest-desc' } },
  { id: 'on-sale', title: 'On Sale', query: { onSale: true, inStock: true } },
  { id: 'top-rated', title: 'Top Rated', query: { rating: 4, inStock: true, sort: 'rating-desc' } },
];
