import {
  dashboardSchema,
  adminOrderListSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  orderStatusMoveSchema,
} from '@cartwise/domain/admin/orders';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { orderParamsSchema } from '@cartwise/domain/orders/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../guard.ts';
import { ADMIN_REFUSALS } from '../routes.ts';

/** The back office's orders (staff and owner). */
export async function adminOrderRoutes(app: FastifyInstance) {
  const service = app.adminOrders;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const orders = staffArea('orders');

  api.get(
    '/api/admin/orders',
    {
      onRequest: orders,
      schema: {
        summary: 'Orders, newest first, 25 a page: by status, placed from and to a day (UTC), an email or an order number (q)',
        tags: ['admin'],
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderListSchema, 400: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.list(request.query),
  );

  api.get(
    '/api/admin/dashboard',
    {
      onRequest: staffArea('dashboard'),
      schema: {
        summary: "Today's and this week's orders and revenue (UTC), orders waiting to ship, products below the low-stock threshold",
        tags: ['admin'],
        response: { 200: dashboardSchema, ...ADMIN_REFUSALS },
      },
    },
    async () => service.dashboard((await app.settings.get()).lowStockThreshold),
  );

  api.get(
    '/api/admin/orders/:id',
    {
      onRequest: orders,
      schema: {
        summary: 'An order with its lines, totals, address, payment, history and the statuses it may move to',
        tags: ['admin'],
        params: orderParamsSchema,
        response: { 200: adminOrderSchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.get(request.params.id),
  );

  api.post(
    '/api/admin/orders/:id/status',
    {
      onRequest: orders,
      schema: {
        summary:
          'Moves the order: placed → paid → shipped (carrier and tracking number; the shopper is emailed) → delivered; ' +
          'cancelled before shipping (its stock goes back, once); refunded after payment. 409 for a move the order cannot make ' +
          'or when another request moved it first. Recorded in its history and the audit log.',
        tags: ['admin'],
        params: orderParamsSchema,
        body: orderStatusMoveSchema,
        response: { 200: adminOrderSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.move(request.params.id, request.body, actorOf(request)),
  );
}
