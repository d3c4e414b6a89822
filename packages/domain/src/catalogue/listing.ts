import { z } from 'zod';
import { facetsSchema } from './facets.ts';
import { productSchema } from './product.ts';

/** GET /api/products answers one page of products with the totals and facet counts of the whole result. */
export const productListSchema = z.object({
  products: z.array(productSchema),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
  facets: facetsSchema,
});
export type ProductList = z.infer<typeof productListSchema>;

/** GET /api/categories: every category with the number of products in it. */
export const categoriesSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type CategoryList = z.infer<typeof categoriesSchema>;
