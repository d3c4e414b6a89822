import { z } from 'zod';

/** One change made in the back office: who, what, when, and the subject before → after (null when it did not exist). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ accountId: z.string().nullable(), email: z.string() }),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit?subjectType&subjectId&page */
export const auditQuerySchema = z.object({
  subjectType: z.string().trim().min(1).max(50).optional(),
  subjectId: z.string().trim().min(1).max(200).optional(),
  page: z.coerce.number({ error: 'must be a whole number from 1' }).int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
