import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from '@cartwise/domain/admin/audit';
import type { Transaction } from '../../db/write-transaction.ts';
import type { AdminRepository, AuditRow } from './repository.ts';

/** Who made a change: a staff member, or the shop itself (accountId null, e.g. a command-line tool). */
export interface Actor {
  accountId: string | null;
  email: string;
}

/** One change to record: `before` is null for something created, `after` null for something removed. */
export interface AuditChange {
  actor: Actor;
  /** What was done, as `<subject>.<verb>`: `order.shipped`, `settings.updated`, `product.archived`. */
  action: string;
  subject: { type: string; id: string };
  before: unknown;
  after: unknown;
}

const toJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.seq,
    at: row.at,
    actor: { accountId: row.actor_id, email: row.actor_email },
    action: row.action,
    subject: { type: row.subject_type, id: row.subject_id },
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  };
}

/**
 * The audit log (issue 21): every change made in the back office, who made it, when, and before → after.
 * A module records its change inside the transaction that makes it (`record(trx, …)`), so the log and the
 * change commit or fail together; the owner reads it at GET /api/admin/audit.
 */
export class AuditService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async record(trx: Transaction, change: AuditChange): Promise<void> {
    await this.repository.within(trx).insertAudit({
      at: this.clock().toISOString(),
      actor_id: change.actor.accountId,
      actor_email: change.actor.email,
      action: change.action,
      subject_type: change.subject.type,
      subject_id: change.subject.id,
      before: toJson(change.before),
      after: toJson(change.after),
    });
  }

  async page(query: AuditQuery): Promise<AuditPage> {
    const { rows, total } = await this.repository.auditPage(query, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE);
    return {
      entries: rows.map(toEntry),
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
      totalCount: total,
    };
  }
}
