import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.ts';
import { SeoRepository } from './repository.ts';
import { SeoService } from './service.ts';

export interface SeoRoutesOptions {
  /** The shop's address as shoppers reach it (PUBLIC_URL), for the absolute URLs; the request's own host without it. */
  publicUrl?: string;
  /** URLs per product file (tests make it small); 50,000 by default, the sitemap protocol's most. */
  pageSize?: number;
}

/** Crawlers may keep these an hour; a new product shows within that. */
const CACHE_CONTROL = 'public, max-age=3600';

const sitemapFileSchema = z.object({
  file: z
    .string()
    .max(40)
    .regex(/^(pages|products-[1-9]\d{0,6})\.xml$/, 'must be pages.xml or products-N.xml'),
});

const xmlResponse = z.string().describe('XML (application/xml)');
const textResponse = z.string().describe('text/plain');

/** GET /robots.txt, GET /sitemap.xml (an index) and its files under /sitemaps/ (issue 23). */
export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  const service = new SeoService(new SeoRepository(app.db), options.pageSize);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fixed = options.publicUrl?.replace(/\/+$/, '');
  const originOf = (request: FastifyRequest) => fixed ?? `${request.protocol}://${request.host}`;

  api.get(
    '/robots.txt',
    {
      schema: {
        summary: "What crawlers may read, and where the shop's sitemap is",
        tags: ['search engines'],
        response: { 200: textResponse },
      },
    },
    async (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL);
      return service.robots(originOf(request));
    },
  );

  api.get(
    '/sitemap.xml',
    {
      schema: {
        summary: "The sitemap index: the shop's pages and categories, and the products, 50,000 to a file",
        tags: ['search engines'],
        response: { 200: xmlResponse },
      },
    },
    async (request, reply) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL);
      return service.index(originOf(request));
    },
  );

  api.get(
    '/sitemaps/:file',
    {
      schema: {
        summary: "One file of the sitemap: pages.xml (the shop's pages, categories and subcategories) or products-N.xml",
        tags: ['search engines'],
        params: sitemapFileSchema,
        response: { 200: xmlResponse, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const origin = originOf(request);
      const { file } = request.params;
      const xml =
        file === 'pages.xml' ? await service.pages(origin) : await service.products(origin, Number(file.slice('products-'.length, -'.xml'.length)));
      if (xml === undefined) return sendError(reply, 'not_found', `No sitemap file ${file}`);
      reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL);
      return xml;
    },
  );
}
