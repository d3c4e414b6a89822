import { productQuerySchema } from '@cartwise/domain/catalogue/filters';
import {
  categoriesSchema,
  productListSchema,
  relatedProductsSchema,
  relatedQuerySchema,
} from '@cartwise/domain/catalogue/listing';
import { productParamsSchema, productSchema } from '@cartwise/domain/catalogue/product';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Catalogue reads may be cached briefly by browsers and CDNs (DESIGN.md, scale-out shape). */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

export async function catalogRoutes(app: FastifyInstance) {
  const service = app.catalog;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products',
    {
      schema: {
        summary: 'List, filter, search and sort products, with facet counts',
        description:
          'q finds products with each of its words (in any order; a plural also by its singular; small words such as ' +
          '"for" left out; a hyphenated word also without its hyphen, "wi-fi" finding "WiFi", or as two words when both ' +
          'have four letters or more, "phone-case") in their name, description, category or brand, case-insensitively, ' +
          'as substrings. ' +
          'Under sort=relevance, names with the whole phrase come first, then names with every word. When nothing ' +
          'is found, suggestion may hold the search with its misspelt words corrected, which finds products with ' +
          'the same filters.',
        tags: ['catalogue'],
        querystring: productQuerySchema,
        response: { 200: productListSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      // "Did you mean" for the shopper's request; the service's other callers (the assistant) go without.
      return service.list(request.query, [], { suggest: true });
    },
  );

  api.get(
    '/api/products/:id',
    {
      schema: {
        summary: 'One product',
        tags: ['catalogue'],
        params: productParamsSchema,
        response: { 200: productSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const product = await service.get(request.params.id);
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return product;
    },
  );

  api.get(
    '/api/products/:id/related',
    {
      schema: {
        summary: "Products related to one: its subcategory's best rated first, then its category's",
        tags: ['catalogue'],
        params: productParamsSchema,
        querystring: relatedQuerySchema,
        response: { 200: relatedProductsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const products = await service.related(request.params.id, request.query.limit);
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return { products };
    },
  );

  api.get(
    '/api/categories',
    {
      schema: {
        summary: 'Category names with their product counts',
        tags: ['catalogue'],
        response: { 200: categoriesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return { categories: await service.categories() };
    },
  );
}
