import { shopperProductsSchema, wishlistParamsSchema } from '@cartwise/domain/cart/shopper-lists';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentShopper, privateNoStore, requireShopper } from '../../plugins/session.ts';

export async function wishlistRoutes(app: FastifyInstance) {
  const service = app.wishlist;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', privateNoStore);
  const response = { 200: shopperProductsSchema, 400: errorResponseSchema, 404: errorResponseSchema };

  api.get(
    '/api/wishlist',
    { schema: { summary: "The shopper's wishlist, most recently added first", tags: ['shopper'], response: { 200: shopperProductsSchema } } },
    async (request, reply) => service.get(await currentShopper(request, reply)),
  );

  api.put(
    '/api/wishlist/:productId',
    { schema: { summary: 'Add a product to the wishlist (idempotent)', tags: ['shopper'], params: wishlistParamsSchema, response } },
    async (request, reply) => service.add(await requireShopper(request, reply), request.params.productId),
  );

  api.delete(
    '/api/wishlist/:productId',
    { schema: { summary: 'Remove a product from the wishlist (idempotent)', tags: ['shopper'], params: wishlistParamsSchema, response } },
    async (request, reply) => service.remove(await currentShopper(request, reply), request.params.productId),
  );
}
