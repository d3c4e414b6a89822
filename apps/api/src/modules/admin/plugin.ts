import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffMember } from '@cartwise/domain/admin/staff';
import { AuditService } from './audit.ts';
import { staffOnRequest } from './guard.ts';
import { AdminRepository } from './repository.ts';
import { StaffService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may use the back office (`memberOf`), and granting roles. */
    staff: StaffService;
    /** The audit log: any module records its back-office change inside its own transaction. */
    audit: AuditService;
  }
  interface FastifyRequest {
    /** The staff member of an `/api/admin/*` request, set by the guard before any handler runs. */
    staffMember?: StaffMember;
  }
}

/**
 * The back office's foundation: the audit log and the staff service, and the guard on every `/api/admin/*`
 * request (401 without a signed-in session, 403 for a shopper), before routing, validation or any handler.
 */
export const adminPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = new AdminRepository(app.db);
    const audit = new AuditService(repository);
    app.decorate('audit', audit);
    app.decorate('staff', new StaffService(repository, app.auth, audit));
    app.decorateRequest('staffMember', undefined);
    app.addHook('onRequest', staffOnRequest);
  },
  { name: 'admin', dependencies: ['auth'] },
);
