import { Readable } from 'node:stream';
import {
  adminProductParamsSchema,
  adminProductSchema,
  archivedListSchema,
  archivedQuerySchema,
  createProductSchema,
  importJobSchema,
  importParamsSchema,
  importQuerySchema,
  MAX_IMPORT_BYTES,
  stockChangeResultSchema,
  stockChangeSchema,
  stockHistorySchema,
  updateProductSchema,
} from '@cartwise/domain/admin/products';
import { productQuerySchema } from '@cartwise/domain/catalogue/filters';
import { productListSchema } from '@cartwise/domain/catalogue/listing';
import { DomainError, errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, staffArea } from '../guard.ts';
import { ADMIN_REFUSALS } from '../routes.ts';

const tags = ['admin'];
const archivedResultSchema = z.object({ id: z.string(), archived: z.literal(true) });

/** The back office's products, stock, import and export (issue 21, ADR 0021). */
export async function adminProductRoutes(app: FastifyInstance) {
  const service = app.adminProducts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const products = staffArea('products');
  const stock = staffArea('stock');

  api.get(
    '/api/admin/products',
    {
      onRequest: products,
      schema: {
        summary: "Products through the catalogue's own search and filters; a product id or a variant SKU as q finds that product",
        tags,
        querystring: productQuerySchema,
        response: { 200: productListSchema, 400: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.list(request.query),
  );

  api.get(
    '/api/admin/products/archived',
    {
      onRequest: products,
      schema: {
        summary: 'Archived products, most recently archived first (q: part of the name)',
        tags,
        querystring: archivedQuerySchema,
        response: { 200: archivedListSchema, 400: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.archived(request.query.q, request.query.page),
  );

  api.post(
    '/api/admin/products',
    {
      onRequest: products,
      schema: {
        summary: 'Create a product: every field of the import format, options and variants included',
        description:
          'The id is derived from brand and name when not given; 409 when it is taken or archived. The stock given is the initial stock, ' +
          'recorded in its history. 400 naming the field for a picture that is neither a path on the shop nor https on a host of IMAGE_HOSTS.',
        tags,
        body: createProductSchema,
        response: { 201: adminProductSchema, 400: errorResponseSchema, 409: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request, reply) => reply.code(201).send({ product: await service.create(request.body.product, actorOf(request)) }),
  );

  api.get(
    '/api/admin/products/export.csv',
    {
      onRequest: products,
      schema: {
        summary: "The catalogue as a Shopify product CSV (text/csv), in featured order: it imports back here or into Shopify",
        tags,
        response: { 200: z.string().meta({ description: 'text/csv' }), ...ADMIN_REFUSALS },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        // A stream is sent as it is read (Fastify does not serialise streams); the schema documents its text.
        .send(Readable.from(service.exportCsv()) as unknown as string);
    },
  );

  api.get(
    '/api/admin/products/:id',
    {
      onRequest: products,
      schema: {
        summary: 'A product with its every field, options and variants',
        tags,
        params: adminProductParamsSchema,
        response: { 200: adminProductSchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => ({ product: await service.get(request.params.id) }),
  );

  api.put(
    '/api/admin/products/:id',
    {
      onRequest: products,
      schema: {
        summary: "Save every field of a product but its stock, which changes only with a reason (POST …/stock)",
        description:
          "The body's product id, if any, is ignored: the path's is kept. expectedUpdatedAt is the updatedAt the editor read: 409 " +
          'when the product was saved since. A variant that is new starts with the stock given; the others keep theirs. 400 naming the ' +
          'field for a picture that is neither a path on the shop nor https on a host of IMAGE_HOSTS.',
        tags,
        params: adminProductParamsSchema,
        body: updateProductSchema,
        response: { 200: adminProductSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => ({
      product: await service.update(request.params.id, request.body.product, request.body.expectedUpdatedAt, actorOf(request)),
    }),
  );

  api.post(
    '/api/admin/products/:id/archive',
    {
      onRequest: products,
      schema: {
        summary: 'Archive a product: it leaves the storefront, its search, carts and the assistant at once; orders keep their lines',
        tags,
        params: adminProductParamsSchema,
        response: { 200: archivedResultSchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => {
      await service.archive(request.params.id, actorOf(request));
      return { id: request.params.id, archived: true as const };
    },
  );

  api.post(
    '/api/admin/products/:id/restore',
    {
      onRequest: products,
      schema: {
        summary: 'Bring an archived product back, in its featured place, with its variants and stock',
        tags,
        params: adminProductParamsSchema,
        response: { 200: adminProductSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => ({ product: await service.restore(request.params.id, actorOf(request)) }),
  );

  api.get(
    '/api/admin/products/:id/stock',
    {
      onRequest: stock,
      schema: {
        summary: "A product's stock history, newest first (its last 100 changes)",
        tags,
        params: adminProductParamsSchema,
        response: { 200: stockHistorySchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => ({ movements: await service.stockHistory(request.params.id) }),
  );

  api.post(
    '/api/admin/products/:id/stock',
    {
      onRequest: stock,
      schema: {
        summary: "Set or adjust a product's stock, or a variant's, with a reason",
        description: '`set` a count, or `adjust` by a number (negative for a loss); `variant` (its id) for a product with options. 409 below zero.',
        tags,
        params: adminProductParamsSchema,
        body: stockChangeSchema,
        response: { 200: stockChangeResultSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.changeStock(request.params.id, request.body, actorOf(request)),
  );

  api.get(
    '/api/admin/products/imports/:id',
    {
      onRequest: products,
      schema: {
        summary: "An import's progress, then its report product by product: added, updated or refused with the row and field of each problem",
        tags,
        params: importParamsSchema,
        response: { 200: importJobSchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.importJob(request.params.id),
  );

  await app.register(importUploadRoute);
}

/** The upload takes the file's text whatever its Content-Type (CSV or JSON): a parser of its own, in its own scope. */
async function importUploadRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/admin/products/imports',
    {
      onRequest: staffArea('products'),
      schema: {
        summary: 'Start an import: the body is the file, a JSON array of products or a Shopify product CSV (50 MB at most)',
        description:
          'The format is told by fileName (.csv, .json), else by the content. The answer (202) is the import running; follow it at GET ' +
          '/api/admin/products/imports/:id. Products whose id is archived are refused, and so are products with a picture that is neither ' +
          'a path on the shop nor https on a host of IMAGE_HOSTS. Into a shop holding only the sample products, the import replaces them.',
        tags: ['admin'],
        querystring: importQuerySchema,
        response: { 202: importJobSchema, 400: errorResponseSchema, 413: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request, reply) => {
      const text = request.body;
      if (typeof text !== 'string' || text.trim() === '') throw new DomainError('validation_error', "Send the file's content as the request body.");
      return reply.code(202).send(await app.adminProducts.startImport(request.query.fileName, text, actorOf(request)));
    },
  );
}
