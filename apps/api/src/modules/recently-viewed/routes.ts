import { recentlyViewedBodySchema, shopperProductsSchema } from '@cartwise/domain/cart/shopper-lists';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentShopper, privateNoStore, requireShopper } from '../../plugins/session.ts';

export async function recentlyViewedRoutes(app: FastifyInstance) {
  const service = app.recentlyViewed;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', privateNoStore);

  api.get(
    '/api/recently-viewed',
    { schema: { summary: 'Recently viewed products, the most recent first', tags: ['shopper'], response: { 200: shopperProductsSchema } } },
    async (request, reply) => service.get(await currentShopper(request, reply)),
  );

  api.post(
    '/api/recently-viewed',
    {
      schema: {
        summary: 'Record a product view: it goes first, without duplicates, at most 10 kept',
        tags: ['shopper'],
        body: recentlyViewedBodySchema,
        response: { 200: shopperProductsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => service.record(await requireShopper(request, reply), request.body.productId),
  );
}
