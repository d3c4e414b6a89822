import { checkoutQuote } from '@cartwise/domain/checkout/quote';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { checkoutQuoteQuerySchema, checkoutQuoteSchema } from '@cartwise/domain/orders/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentShopper, privateNoStore } from '../../plugins/session.ts';

/** The checkout's order summary: the server's own cart pricing with the chosen delivery (ADR 0005). */
export async function checkoutRoutes(app: FastifyInstance) {
  const carts = app.cart;
  const orders = app.orders;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', privateNoStore);

  api.get(
    '/api/checkout/quote',
    {
      schema: {
        summary: 'What placing the order would charge now for the chosen delivery: lines, totals, delivery dates',
        tags: ['checkout'],
        querystring: checkoutQuoteQuerySchema,
        response: { 200: checkoutQuoteSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const cart = await carts.get(await currentShopper(request, reply));
      return checkoutQuote(cart, request.query.delivery, new Date(), orders.paymentMethods());
    },
  );
}
