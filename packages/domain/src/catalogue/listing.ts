import { z } from 'zod';
import { facetsSchema } from './facets.ts';
import { LISTING_LIMITS, RELATED_LIMITS } from './listing-limits.ts';
import { productSchema } from './product.ts';

/** GET /api/products answers one page of products with the totals and facet counts of the whole result. */
export const productListSchema = z.object({
  products: z.array(productSchema),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
  facets: facetsSchema,
  /**
   * Only when the products are those of another search than the one typed: its misspelt words read as the
   * catalogue's ("iphne" -> "iphone", `corrected`), or words no product matched with the others dropped
   * ("waterproof nike shoes" -> "nike shoes", `dropped`). The page says "Showing results for …". Sizes and
   * colours the words named ("t-shirt size M", "shoes in 10") filter on a variant holding them and are left
   * out of `query`: `options`, as `option` takes them, for the page to move into its filters.
   */
  searched: z
    .object({
      query: z.string(),
      corrected: z.boolean(),
      dropped: z.array(z.string()),
      options: z.array(z.string()).optional(),
      /** The price filter applied when the search text said limits ("sofa under $1000"): the tighter of those and minPrice, maxPrice. */
      price: z.object({ minPrice: z.number().optional(), maxPrice: z.number().optional() }).optional(),
    })
    .optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

/** GET /api/search/suggestions: what the search box offers as the shopper types. */
export const suggestionsQuerySchema = z.object({
  q: z.string().trim().min(1, 'must not be empty').max(LISTING_LIMITS.q, `must be at most ${LISTING_LIMITS.q} characters`),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(10, 'must be at most 10')
    .default(5),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

const facetSuggestionSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  /** For a subcategory: the category it belongs to. */
  category: z.string().optional(),
});

export const searchSuggestionsSchema = z.object({
  /** What the products were found for: the typed text, or its corrected reading ("iphne" -> "iphone"). */
  query: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number(),
      thumbnail: z.string(),
      /** [start, end) ranges of the name's matched words, to show in bold. */
      highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
    }),
  ),
  categories: z.array(facetSuggestionSchema),
  brands: z.array(facetSuggestionSchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** GET /api/products/{id}/related: `limit` other products, those sharing the most words with it first (see `relatedProductsSchema`). */
export const relatedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(RELATED_LIMITS.max, `must be at most ${RELATED_LIMITS.max}`)
    .default(RELATED_LIMITS.default),
});
export type RelatedQuery = z.infer<typeof relatedQuerySchema>;

/**
 * Products related to one: those of its subcategory first, then the rest of its category, each group those
 * sharing the most label words with it first, the best rated filling the rest; never the product itself (ADR 0034).
 */
export const relatedProductsSchema = z.object({ products: z.array(productSchema) });
export type RelatedProducts = z.infer<typeof relatedProductsSchema>;

/**
 * GET /api/categories: every category with the number of products in it, the picture of its most popular
 * product (in stock when one is) and its subcategories with theirs.
 */
export const categoriesSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      count: z.number().int(),
      image: z.string().meta({ description: "The thumbnail of the category's most popular product, in stock when one is" }),
      subcategories: z.array(z.object({ name: z.string(), count: z.number().int() })).meta({ description: 'In name order' }),
    }),
  ),
});
export type CategoryList = z.infer<typeof categoriesSchema>;
