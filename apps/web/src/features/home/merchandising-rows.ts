import type { Product } from '@cartwise/domain/catalogue/product';
import { FEATURED_PRODUCTS } from '@cartwise/domain/policy';
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

/**
 * How many of its list's first products a row asks for: its own six, and as many more as the products shown
 * above it (the featured products and the rows before it) could take from it, so that its six can all be new.
 */
export function rowCandidateCount(index: number): number {
  return FEATURED_PRODUCTS + ROW_PRODUCTS * (index + 1);
}

/**
 * What each row shows, from its list's first products in the list's order (`rows`, in the page's order): a product
 * already shown above (featured, or an earlier row) is skipped while others qualify, so on a small shop each row
 * shows different products where the catalogue has them. A row with fewer than `size` new products is filled up
 * with the ones shown above, in its list's order, rather than left short: the row is still that list's first
 * products, and a shop with only a few products shows them again rather than empty rows.
 */
export function distinctRows(featured: readonly Product[], rows: readonly (readonly Product[])[], size = ROW_PRODUCTS): Product[][] {
  const shown = new Set(featured.map((product) => product.id));
  return rows.map((candidates) => {
    const chosen = new Set(candidates.filter((product) => !shown.has(product.id)).slice(0, size).map((product) => product.id));
    for (const product of candidates) {
      if (chosen.size >= size) break;
      chosen.add(product.id);
    }
    const picks = candidates.filter((product) => chosen.has(product.id));
    for (const product of picks) shown.add(product.id);
    return picks;
  });
}
