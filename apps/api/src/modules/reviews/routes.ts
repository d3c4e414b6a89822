import { errorResponseSchema } from '@cartwise/domain/errors';
import { reviewInputSchema } from '@cartwise/domain/reviews/review-input';
import {
  myReviewSchema,
  productReviewsParamsSchema,
  reviewChangeSchema,
  reviewListSchema,
  reviewParamsSchema,
  reviewsQuerySchema,
  reviewVoteSchema,
} from '@cartwise/domain/reviews/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, privateNoStore } from '../../plugins/session.ts';

const accountOf = async (request: FastifyRequest, reply: FastifyReply) =>
  (await currentSession(request, reply))?.accountId ?? null;

/** Product reviews (issue 22): read by anyone; written, edited and deleted by the shopper who bought the product. */
export async function reviewRoutes(app: FastifyInstance) {
  const service = app.reviews;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // What a reader sees depends on who they are (their votes, their own review).
  app.addHook('onRequest', privateNoStore);
  const tags = ['reviews'];

  api.get(
    '/api/products/:id/reviews',
    {
      schema: {
        summary: "A product's reviews, newest or most helpful first, a page at a time, with the rating summary",
        tags,
        params: productReviewsParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewListSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => service.list(request.params.id, request.query, await accountOf(request, reply)),
  );

  api.get(
    '/api/products/:id/reviews/mine',
    {
      schema: {
        summary: "Whether the shopper may review the product ('signed-out', 'not-bought', 'can-review') or their review ('reviewed')",
        tags,
        params: productReviewsParamsSchema,
        response: { 200: myReviewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => service.mine(request.params.id, await accountOf(request, reply)),
  );

  api.post(
    '/api/products/:id/reviews',
    {
      schema: {
        summary:
          "Write the signed-in shopper's review of a product an order of theirs holds: one per product (409 for a second). " +
          'Answers the review and the new summary; the product rating and review count change with it.',
        tags,
        params: productReviewsParamsSchema,
        body: reviewInputSchema,
        response: {
          201: reviewChangeSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const change = await service.create(await accountOf(request, reply), request.params.id, request.body);
      return reply.code(201).send(change);
    },
  );

  const own = { 200: reviewChangeSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

  api.put(
    '/api/reviews/:reviewId',
    {
      schema: { summary: 'Edit your review; 404 for anyone else', tags, params: reviewParamsSchema, body: reviewInputSchema, response: own },
    },
    async (request, reply) => service.update(await accountOf(request, reply), request.params.reviewId, request.body),
  );

  api.delete(
    '/api/reviews/:reviewId',
    { schema: { summary: 'Delete your review; 404 for anyone else', tags, params: reviewParamsSchema, response: own } },
    async (request, reply) => service.remove(await accountOf(request, reply), request.params.reviewId),
  );

  const vote = {
    200: reviewVoteSchema,
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  };

  api.put(
    '/api/reviews/:reviewId/helpful',
    {
      schema: {
        summary: 'Say a review was helpful: one vote per signed-in shopper (idempotent), not on your own review',
        tags,
        params: reviewParamsSchema,
        response: vote,
      },
    },
    async (request, reply) => service.vote(await accountOf(request, reply), request.params.reviewId, true),
  );

  api.delete(
    '/api/reviews/:reviewId/helpful',
    { schema: { summary: 'Take back your helpful vote (idempotent)', tags, params: reviewParamsSchema, response: vote } },
    async (request, reply) => service.vote(await accountOf(request, reply), request.params.reviewId, false),
  );
}
