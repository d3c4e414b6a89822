import { errorResponseSchema } from '@cartwise/domain/errors';
import {
  adminReviewListSchema,
  adminReviewsQuerySchema,
  hideReviewSchema,
  reviewParamsSchema,
  reviewSchema,
} from '@cartwise/domain/reviews/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../admin/guard.ts';
import { ADMIN_REFUSALS } from '../admin/routes.ts';

/** The back office's reviews (the products area: staff and owner), behind the `/api/admin/*` guard. */
export async function reviewAdminRoutes(app: FastifyInstance) {
  const service = app.reviews;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const products = staffArea('products');

  api.get(
    '/api/admin/reviews',
    {
      onRequest: products,
      schema: {
        summary: 'Every review, hidden ones too, newest first, 25 a page; of one product with productId',
        tags: ['admin'],
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewListSchema, 400: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.adminList(request.query),
  );

  api.put(
    '/api/admin/reviews/:reviewId/visibility',
    {
      onRequest: products,
      schema: {
        summary:
          "Hide a review (hidden: true, with an optional reason) or show it again: it leaves the product page and the product's " +
          'rating and review count at once; recorded in the audit log',
        tags: ['admin'],
        params: reviewParamsSchema,
        body: hideReviewSchema,
        response: { 200: reviewSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.setHidden(actorOf(request), request.params.reviewId, request.body.hidden, request.body.reason),
  );
}
