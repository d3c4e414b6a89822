import { productQuerySchema } from '@cartwise/domain/catalogue/filters';
import {
  categoriesSchema,
  productListSchema,
  relatedProductsSchema,
  relatedQuerySchema,
  searchSuggestionsSchema,
  suggestionsQuerySchema,
} from '@cartwise/domain/catalogue/listing';
import { readPriceLimits, type PriceLimits } from '@cartwise/domain/catalogue/price-limits';
import { productParamsSchema, productSchema } from '@cartwise/domain/catalogue/product';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productListJson } from './list-json.ts';

/** The tighter of the price filter asked for and the limits the search text said. */
function within(query: { minPrice?: number; maxPrice?: number }, said: PriceLimits): { minPrice?: number; maxPrice?: number } {
  const minPrice = Math.max(query.minPrice ?? -Infinity, said.minPrice ?? -Infinity);
  const maxPrice = Math.min(query.maxPrice ?? Infinity, said.maxPrice ?? Infinity);
  return { ...(minPrice > -Infinity && { minPrice }), ...(maxPrice < Infinity && { maxPrice }) };
}

/**
 * Catalogue reads may be kept briefly by the shopper's own browser, but by no shared cache: prices and stock
 * change with every sale, and a CDN serving a 90-second-old list shows sold-out products as in stock (issue 20).
 */
const CATALOGUE_CACHE_CONTROL = 'private, max-age=30, stale-while-revalidate=60';

export async function catalogRoutes(app: FastifyInstance) {
  const service = app.catalog;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products',
    {
      schema: {
        summary: 'List, filter, search and sort products, with facet counts',
        description:
          'q finds products that match each of its words in their name, brand, subcategory, category, tags, ' +
          'features, specification values or description: whole words, compared by their English stems ("dresses" ' +
          'finds "dress"), a hyphenated or split word also joined ("wi-fi" finds "WiFi"), a misspelt word read as the ' +
          "catalogue's nearest word (one typo from 5 letters, two from 9), and the shop's synonyms (\"couch\" finds " +
          'sofas). When no product matches every word, the least informative words are dropped until some do. Either ' +
          'way `searched` says what was searched instead. Under sort=relevance: fewest typos, then the words together ' +
          'in the name, then the most telling fields, then words as typed before synonyms, then rating. Sizes and colours ' +
          'q names as an option of the catalogue ("t-shirt size M", "shoes in 10") filter like `option` when some product ' +
          'has a variant holding them; `searched.options` lists them and `searched.query` is the words without them. ' +
          'Price limits q says ("sofa under $1000", "between 50 and 100", "$300-$500", "over $200") filter like ' +
          'minPrice and maxPrice (the tighter wins), even when no product is within them; `searched.price` is the price filter applied.',
        tags: ['catalogue'],
        querystring: productQuerySchema,
        response: { 200: productListSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      // The shopper's own search relaxes when nothing matches every word; the assistant says so in its own words.
      // Sizes and colours it names ("t-shirt size M") filter on a variant holding them (issue 22), when some do.
      // The page's products come as JSON text where the database built it, sent as it is (ADR 0057).
      const send = (json: string) => (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
      const { q, option = [] } = request.query;
      // Price limits the text says ("sofa under $1000") filter on price, and the words left are searched.
      const price = q ? readPriceLimits(q) : undefined;
      const words = price ? price.rest : q;
      const read = words ? await service.optionsIn(words) : undefined;
      // With the options named, then (when no variant holds them) with their words searched as words.
      for (const named of read && read.option.length > 0 ? [read.option, []] : [[]]) {
        if (named.length === 0 && !price) break;
        const rest = named.length > 0 ? read!.rest : (words ?? '');
        const narrowed = await service.listJson(
          { ...request.query, q: rest || undefined, option: named.length > 0 ? [...new Set([...option, ...named])] : request.query.option, ...(price && within(request.query, price)) },
          [],
          { relax: true },
        );
        // A price said is the shopper's filter: kept even when nothing is within it, as the filter set by hand would be.
        if (narrowed.totalCount > 0 || named.length === 0) {
          const { query = rest, corrected = false, dropped = [] } = narrowed.searched ?? {};
          const said = { ...(named.length > 0 && { options: named }), ...(price && { price: within(request.query, price) }) };
          return send(productListJson({ ...narrowed, searched: { query, corrected, dropped, ...said } }, app.servedPictures));
        }
      }
      return send(productListJson(await service.listJson(request.query, [], { relax: true }), app.servedPictures));
    },
  );

  api.get(
    '/api/search/suggestions',
    {
      schema: {
        summary: 'What the search box suggests as the shopper types: products, categories and brands',
        description:
          'The same search as GET /api/products, with the last word also read as the start of a word ("head" finds ' +
          'headphones). Each product carries the ranges of its name that matched, for bold. The categories and brands ' +
          'are those whose names hold the words as the products were searched (synonyms, a misspelling corrected).',
        tags: ['catalogue'],
        querystring: suggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return service.suggest(request.query.q, request.query.limit);
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
        summary: 'Products related to one: those sharing the most words with it in its subcategory first, then in its category',
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
        summary: 'Every category with its product count, a picture and its subcategories',
        tags: ['catalogue'],
        response: { 200: categoriesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return { categories: await service.categoryOverview() };
    },
  );
}
