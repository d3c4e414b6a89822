import { z } from 'zod';

/** Where an email stands in the outbox (ADR 0024): kept without SMTP, waiting to be tried, sent, given up. */
export const MAIL_STATUSES = ['held', 'pending', 'sending', 'sent', 'failed', 'expired'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);

export const ADMIN_EMAILS_PAGE_SIZE = 50;

/** GET /api/admin/emails: the outbox, newest first; one status only when asked. */
export const adminEmailsQuerySchema = z.object({
  status: mailStatusSchema.optional(),
  page: z.coerce
    .number({ error: 'must be a whole number from 1' })
    .int('must be a whole number from 1')
    .min(1, 'must be a whole number from 1')
    .max(100_000, 'must be at most 100,000')
    .default(1),
});
export type AdminEmailsQuery = z.output<typeof adminEmailsQuerySchema>;

/** One email as the back office lists it: to whom, what, and how its sending went. */
export const adminEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** null: the shop's support address, read when it is sent. */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type AdminEmail = z.infer<typeof adminEmailSchema>;

export const adminEmailListSchema = z.object({
  emails: z.array(adminEmailSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** How many emails stand in each status, the whole outbox. */
  counts: z.record(z.string(), z.number().int()),
});
export type AdminEmailList = z.infer<typeof adminEmailListSchema>;
