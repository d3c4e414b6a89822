import { adminCouponListSchema, adminCouponSchema, couponChangeSchema, couponParamsSchema, newCouponSchema } from '@cartwise/domain/admin/coupons';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../admin/guard.ts';
import { ADMIN_REFUSALS } from '../admin/routes.ts';

/** The back office's coupons (staff and owner), behind the `/api/admin/*` guard. */
export async function couponAdminRoutes(app: FastifyInstance) {
  const service = app.coupons;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const coupons = staffArea('coupons');

  api.get(
    '/api/admin/coupons',
    {
      onRequest: coupons,
      schema: {
        summary: 'Every coupon by code, disabled and expired ones too, with how many orders used each (cancelled ones left out)',
        tags: ['admin'],
        response: { 200: adminCouponListSchema, ...ADMIN_REFUSALS },
      },
    },
    async () => service.list(),
  );

  api.post(
    '/api/admin/coupons',
    {
      onRequest: coupons,
      schema: {
        summary:
          'A new coupon: a percentage or an amount off, a minimum subtotal, start and end, a usage limit; 409 when the code ' +
          '(case-insensitive) is taken. Recorded in the audit log',
        tags: ['admin'],
        body: newCouponSchema,
        response: { 201: adminCouponSchema, 400: errorResponseSchema, 409: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))),
  );

  api.get(
    '/api/admin/coupons/:code',
    {
      onRequest: coupons,
      schema: {
        summary: 'A coupon and how many orders used it',
        tags: ['admin'],
        params: couponParamsSchema,
        response: { 200: adminCouponSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.get(request.params.code),
  );

  api.put(
    '/api/admin/coupons/:code',
    {
      onRequest: coupons,
      schema: {
        summary:
          "Replaces a coupon's definition (its code stays); active: false deactivates it. Carts and the checkout read it " +
          'afresh: a cart holding it keeps it only while it still applies. Recorded in the audit log',
        tags: ['admin'],
        params: couponParamsSchema,
        body: couponChangeSchema,
        response: { 200: adminCouponSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.update(request.params.code, request.body, actorOf(request)),
  );
}
