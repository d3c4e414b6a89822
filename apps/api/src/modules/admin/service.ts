import {
  ADMIN_AREAS,
  roleMayUse,
  STAFF_ONLY_MESSAGE,
  STAFF_SIGN_IN_AGAIN_MESSAGE,
  STAFF_SIGN_IN_NEEDED_MESSAGE,
  type StaffMember,
  type StaffRole,
} from '@cartwise/domain/admin/staff';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@cartwise/domain/errors';
import type { CurrentSession, SessionKind } from '../../plugins/session.ts';
import type { AuthService } from '../auth/service.ts';
import type { Actor, AuditService } from './audit.ts';
import type { AdminRepository } from './repository.ts';

/**
 * Who may use the back office. A request's session must be signed in to an account with a staff role, as a
 * session of kind 'staff' (whose lifetimes, 12 hours idle, `plugins/session.ts` keeps): the sign-in asks
 * `sessionKind` which kind to start.
 */
export class StaffService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly accounts: Pick<AuthService, 'findByEmail'>,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The kind of session an account's sign-in starts: 'staff' for a staff member, so its lifetimes apply. */
  async sessionKind(accountId: string): Promise<SessionKind> {
    return (await this.repository.findStaff(accountId)) ? 'staff' : 'sign-in';
  }

  /**
   * The staff member of a session: 401 without a signed-in session (an expired one is none), 403 for a
   * shopper, 401 for a staff account's session that signed in before its role was given.
   */
  async memberOf(session: CurrentSession | undefined): Promise<StaffMember> {
    if (!session?.accountId) throw new UnauthorizedError(STAFF_SIGN_IN_NEEDED_MESSAGE);
    const row = await this.repository.findStaff(session.accountId);
    if (!row) throw new ForbiddenError(STAFF_ONLY_MESSAGE);
    if (session.kind !== 'staff') throw new UnauthorizedError(STAFF_SIGN_IN_AGAIN_MESSAGE);
    return {
      accountId: row.account_id,
      email: row.email,
      role: row.role,
      areas: ADMIN_AREAS.filter((area) => roleMayUse(row.role, area)),
    };
  }

  /**
   * Gives a registered account a role (`npm run admin:create`, and the owner's staff page); recorded in the
   * audit log. 404 for an email without an account.
   */
  async grant(email: string, role: StaffRole, actor: Actor): Promise<{ accountId: string; before: StaffRole | undefined }> {
    const account = await this.accounts.findByEmail(email);
    if (!account) throw new NotFoundError(`No account is registered with ${email}`);
    return this.repository.transaction(async (repository, trx) => {
      const before = await repository.setRole(account.id, role, this.clock());
      await this.audit.record(trx, {
        actor,
        action: 'staff.role-set',
        subject: { type: 'account', id: account.id },
        before: before ? { email, role: before } : null,
        after: { email, role },
      });
      return { accountId: account.id, before };
    });
  }
}
