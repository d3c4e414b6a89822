import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

const webhookHeadersSchema = z.object({ 'stripe-signature': z.string().max(4096).optional() });
const webhookReceiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  outcome: z.enum(['paid', 'cancelled', 'refund-updated', 'unchanged']),
});

/**
 * The card provider's webhook (ADR 0022). Its signature is over the exact bytes sent, so this context reads
 * JSON bodies as they came (a Buffer); the signature check is the body's validation.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const service = app.payments;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request: FastifyRequest, body: Buffer, done) => done(null, body));

  api.post(
    STRIPE_WEBHOOK_PATH,
    {
      schema: {
        summary:
          "Stripe's webhook: checkout.session.completed marks the order paid, checkout.session.expired cancels it and " +
          "puts its stock back and the order's lines back in the shopper's cart; refund.created, refund.updated and " +
          "refund.failed give the order holding that refund the refund's status. Verified by the Stripe-Signature " +
          'header (401 otherwise, nothing changes); each event ' +
          'counts once by its id (a repeat answers duplicate: true). 404 when the shop takes no card payments.',
        tags: ['payments'],
        headers: webhookHeadersSchema,
        response: { 200: webhookReceiptSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return service.receiveWebhook(body, request.headers['stripe-signature']);
    },
  );
}
