import { z } from 'zod';
import { facetsSchema } from './facets.ts';
import { RELATED_LIMITS } from './listing-limits.ts';
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
   * Only when a search found nothing: the same search with its misspelt words replaced by words of the
   * catalogue ("iphnoe" -> "iphone"), which finds products with the same filters ("Did you mean").
   */
  suggestion: z.string().optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

/** GET /api/products/{id}/related: `limit` other products, best rated first (see `relatedProductsSchema`). */
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
 * Products related to one: those of its subcategory first, then the rest of its category, each group best
 * rated first; never the product itself.
 */
export const relatedProductsSchema = z.object({ products: z.array(productSchema) });
export type RelatedProducts = z.infer<typeof relatedProductsSchema>;

/** GET /api/categories: every category with the number of products in it. */
export const categoriesSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type CategoryList = z.infer<typeof categoriesSchema>;
