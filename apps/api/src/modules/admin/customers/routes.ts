import {
  adminCustomerDetailSchema,
  adminCustomerListSchema,
  adminCustomerOrdersQuerySchema,
  adminCustomerParamsSchema,
  adminCustomersQuerySchema,
} from '@cartwise/domain/admin/customers';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffArea } from '../guard.ts';
import { ADMIN_REFUSALS } from '../routes.ts';

/** The back office's customers (staff and owner), read only. */
export async function adminCustomerRoutes(app: FastifyInstance) {
  const service = app.adminCustomers;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customers = staffArea('customers');

  api.get(
    '/api/admin/customers',
    {
      onRequest: customers,
      schema: {
        summary: 'Accounts, newest first, 25 a page, with their order count and what they spent; q finds an email containing it',
        tags: ['admin'],
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomerListSchema, 400: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.list(request.query),
  );

  api.get(
    '/api/admin/customers/:id',
    {
      onRequest: customers,
      schema: {
        summary: "An account, its figures and a page of the orders it placed signed in, newest first",
        tags: ['admin'],
        params: adminCustomerParamsSchema,
        querystring: adminCustomerOrdersQuerySchema,
        response: { 200: adminCustomerDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => service.get(request.params.id, request.query.page),
  );
}
