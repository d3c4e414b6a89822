import {
  addCartItemSchema,
  applyCouponSchema,
  cartItemParamsSchema,
  cartResponseSchema,
  updateCartItemSchema,
} from '@cartwise/domain/cart/schemas';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentShopper, privateNoStore, requireShopper } from '../../plugins/session.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** The cart API of DESIGN.md: every route answers the whole cart. */
export async function cartRoutes(app: FastifyInstance) {
  const service = app.cart;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', privateNoStore);

  api.get(
    '/api/cart',
    { schema: { summary: "The shopper's cart", tags: ['cart'], response: { 200: cartResponseSchema } } },
    async (request, reply) => service.get(await currentShopper(request, reply)),
  );

  api.post(
    '/api/cart/items',
    {
      schema: {
        summary: 'Add a product; the same product and variant raises that line, up to its maxQuantity (notice says when that left some out)',
        tags: ['cart'],
        body: addCartItemSchema,
        response: { 200: cartResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => service.addItem(await requireShopper(request, reply), request.body),
  );

  api.patch(
    '/api/cart/items/:itemId',
    {
      schema: {
        summary: "Set a line's quantity, clamped to 1..maxQuantity",
        tags: ['cart'],
        params: cartItemParamsSchema,
        body: updateCartItemSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      service.updateQuantity(await currentShopper(request, reply), request.params.itemId, request.body.quantity),
  );

  api.delete(
    '/api/cart/items/:itemId',
    {
      schema: {
        summary: 'Remove a line',
        tags: ['cart'],
        params: cartItemParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request, reply) => service.removeItem(await currentShopper(request, reply), request.params.itemId),
  );

  api.delete(
    '/api/cart',
    { schema: { summary: 'Empty the cart and remove its coupon', tags: ['cart'], response: { 200: cartResponseSchema } } },
    async (request, reply) => service.clear(await currentShopper(request, reply)),
  );

  api.put(
    '/api/cart/coupon',
    {
      schema: {
        summary: 'Apply a coupon, or answer 400 saying why it does not apply',
        tags: ['cart'],
        body: applyCouponSchema,
        response: { 200: cartResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => service.applyCoupon(await currentShopper(request, reply), request.body.code),
  );

  api.delete(
    '/api/cart/coupon',
    { schema: { summary: 'Remove the coupon', tags: ['cart'], response: { 200: cartResponseSchema } } },
    async (request, reply) => service.removeCoupon(await currentShopper(request, reply)),
  );
}
