import { errorResponseSchema } from '@cartwise/domain/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  placeOrderHeadersSchema,
  placeOrderSchema,
  trackOrderSchema,
} from '@cartwise/domain/orders/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentShopper, privateNoStore } from '../../plugins/session.ts';

/** The shop's own origin as the browser sees it (the Host, or the trusted proxy's forwarded host and scheme). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Orders (DESIGN.md): place with an Idempotency-Key, read your own, track by number and email. */
export async function orderRoutes(app: FastifyInstance) {
  const service = app.orders;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', privateNoStore);

  api.post(
    '/api/orders',
    {
      schema: {
        summary:
          'Place an order from the cart: re-priced from the catalogue, stock taken, cart emptied, in one transaction. ' +
          'A repeat with the same Idempotency-Key answers the same order (200) and creates nothing. Paid by card ' +
          '(paymentMethod card, where the quote offers it), the order awaits payment with its stock held for 30 minutes ' +
          'and carries checkoutUrl, the Stripe Checkout page to send the shopper to.',
        tags: ['orders'],
        headers: placeOrderHeadersSchema,
        body: placeOrderSchema,
        response: {
          201: orderSchema,
          200: orderSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const placed = await service.place(await currentShopper(request, reply), key, request.body, ownOrigin(request));
      if (placed.paymentProblem) {
        request.log.warn({ err: placed.paymentProblem, orderId: placed.order.id }, 'the card payment page could not be made; the order awaits payment');
      }
      return reply.code(placed.created ? 201 : 200).send(placed.order);
    },
  );

  api.post(
    '/api/orders/:id/payment',
    {
      schema: {
        summary:
          "The card payment page of an order awaiting payment (its checkoutUrl), made now if placing the order could not make it; " +
          '409 once it is paid, cancelled or its hold has ended; 503 when the card provider cannot be reached',
        tags: ['orders'],
        params: orderParamsSchema,
        response: { 200: orderSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => service.pay(await currentShopper(request, reply), request.params.id, ownOrigin(request)),
  );

  api.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        summary:
          "Cancels the shopper's own order awaiting a card payment (they went back from the payment page): the page is " +
          "expired at Stripe first, then the stock goes back and the order's lines return to the cart, once. A repeat " +
          'answers the cancelled order; 409 once it is paid (also when paid meanwhile); 503 when Stripe cannot be reached',
        tags: ['orders'],
        params: orderParamsSchema,
        response: { 200: orderSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => service.cancel(await currentShopper(request, reply), request.params.id),
  );

  api.get(
    '/api/orders',
    { schema: { summary: "The shopper's (or account's) orders, newest first", tags: ['orders'], response: { 200: orderListSchema } } },
    async (request, reply) => service.list(await currentShopper(request, reply)),
  );

  api.get(
    '/api/orders/:id',
    {
      schema: {
        summary: 'One order, for the shopper who placed it; 404 for anyone else',
        tags: ['orders'],
        params: orderParamsSchema,
        response: { 200: orderSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => service.get(await currentShopper(request, reply), request.params.id),
  );

  api.post(
    '/api/orders/track',
    {
      schema: {
        summary:
          'Track Order: find an order by its number and the email it was placed with; 404 does not say which was wrong. ' +
          'Rate-limited per IP address, and per order number and per email from any address.',
        tags: ['orders'],
        body: trackOrderSchema,
        response: { 200: orderSchema, 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => service.track(request.body, request.ip),
  );
}
