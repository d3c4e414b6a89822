import type { Kysely } from 'kysely';
import type { StaffRole } from '@cartwise/domain/admin/staff';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';

export interface StaffRow {
  account_id: string;
  email: string;
  role: StaffRole;
}

export interface NewAuditRow {
  at: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
}

export interface AuditRow extends NewAuditRow {
  seq: number;
}

export interface AuditFilter {
  subjectType?: string;
  subjectId?: string;
}

/** The back office's own tables: staff roles, staff sessions' activity and the audit log. */
export class AdminRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  within(trx: Transaction): AdminRepository {
    return new AdminRepository(this.db, trx);
  }

  transaction<T>(work: (repository: AdminRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new AdminRepository(this.db, trx), trx));
  }

  async findStaff(accountId: string): Promise<StaffRow | undefined> {
    return this.q
      .selectFrom('staff_members as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select(['s.account_id', 'a.email', 's.role'])
      .where('s.account_id', '=', accountId)
      .executeTakeFirst();
  }

  async findAccountByEmail(email: string): Promise<{ id: string } | undefined> {
    return this.q.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
  }

  /** Gives the account a role (or changes it); answers the role it had before, if any. */
  async setRole(accountId: string, role: StaffRole, now: Date): Promise<StaffRole | undefined> {
    const before = await this.q.selectFrom('staff_members').select('role').where('account_id', '=', accountId).executeTakeFirst();
    await this.q
      .insertInto('staff_members')
      .values({ account_id: accountId, role, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ role }))
      .execute();
    return before?.role;
  }

  async insertAudit(row: NewAuditRow): Promise<void> {
    await this.q.insertInto('audit_log').values(row).execute();
  }

  async auditPage(filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
    let query = this.q.selectFrom('audit_log');
    if (filter.subjectType) query = query.where('subject_type', '=', filter.subjectType);
    if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
    const rows = await query.selectAll().orderBy('seq', 'desc').limit(limit).offset(offset).execute();
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map((row) => ({ ...row, seq: Number(row.seq) })), total: Number(count.n) };
  }
}
