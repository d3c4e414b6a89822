import { auditPageSchema, auditQuerySchema } from '@cartwise/domain/admin/audit';
import { ADMIN_EMAILS_PAGE_SIZE, adminEmailListSchema, adminEmailsQuerySchema } from '@cartwise/domain/admin/emails';
import { staffMemberSchema } from '@cartwise/domain/admin/staff';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffArea, staffOf } from './guard.ts';

/** The answers every admin route documents besides its own: not signed in, not staff (or not the owner). */
export const ADMIN_REFUSALS = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** The back office's own routes: who is signed in, the audit log and the emails' outbox. */
export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/me',
    {
      schema: {
        summary: 'The signed-in staff member, their role and the parts of the back office it opens',
        tags: ['admin'],
        response: { 200: staffMemberSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => staffOf(request),
  );

  api.get(
    '/api/admin/audit',
    {
      onRequest: staffArea('audit'),
      schema: {
        summary: 'The audit log, newest first: who changed what, when, before and after (owner only)',
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => app.audit.page(request.query),
  );

  api.get(
    '/api/admin/emails',
    {
      onRequest: staffArea('emails'),
      schema: {
        summary:
          "The emails' outbox, newest first, 50 a page: each email's kind, recipient, subject, status (held without SMTP_URL, " +
          'pending with its next try and last error, sent, failed) and the count in each status (owner only)',
        tags: ['admin'],
        querystring: adminEmailsQuerySchema,
        response: { 200: adminEmailListSchema, 400: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const { messages, totalCount, counts } = await app.mail.list({ page, pageSize: ADMIN_EMAILS_PAGE_SIZE, ...(status ? { status } : {}) });
      return { emails: messages, totalCount, page, totalPages: Math.max(1, Math.ceil(totalCount / ADMIN_EMAILS_PAGE_SIZE)), counts };
    },
  );
}
