/**
 * The limits of a listing query (GET /api/products, `productQuerySchema`). The web app keeps a URL within
 * them (`apps/web/src/features/products/listing-query.ts`), so an edited or shared link never fails.
 * A module of its own: the web app's first download takes these numbers without the rest of the policy.
 */
export const LISTING_LIMITS = {
  /** Characters of search text. */
  q: 200,
  /** Characters of a category, subcategory or brand name. */
  name: 100,
  /** Brands picked at once. */
  brands: 50,
  /** Option values picked at once (`option=Size:M`). */
  optionValues: 30,
  /** The highest price a range may name, in dollars. */
  price: 10_000_000,
  /** The highest page number. */
  page: 100_000,
  /** The most products on one page. */
  pageSize: 100,
} as const;

/** How many related products GET /api/products/{id}/related answers by default, and at most. */
export const RELATED_LIMITS = { default: 4, max: 24 } as const;
