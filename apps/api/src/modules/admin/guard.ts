import type { FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_ONLY_MESSAGE, roleMayUse, type AdminArea, type StaffMember } from '@cartwise/domain/admin/staff';
import { ForbiddenError } from '@cartwise/domain/errors';
import { currentSession } from '../../plugins/session.ts';
import type { Actor } from './audit.ts';

export const ADMIN_PREFIX = '/api/admin/';

/**
 * Every request under `/api/admin/` (a route of any module, or none): 401 without a signed-in session or
 * after 12 idle hours, 403 for an account without a staff role. Runs on every request, so a route that
 * forgets its own guard is still closed to shoppers.
 */
export async function staffOnRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // The matched route's pattern too, so an address spelled another way (percent-encoded) is held the same.
  const route = request.routeOptions.url ?? '';
  const isAdmin = [request.url, route].some((url) => url.startsWith(ADMIN_PREFIX) || url === '/api/admin' || url.startsWith('/api/admin?'));
  if (!isAdmin) return;
  reply.header('cache-control', 'private, no-store');
  request.staffMember = await request.server.staff.memberOf(await currentSession(request, reply));
}

/** A route's own guard: the area of the back office it belongs to (`settings`, `staff`, `audit`: owners only). */
export function staffArea(area: AdminArea) {
  return async (request: FastifyRequest): Promise<void> => {
    const member = staffOf(request);
    if (!roleMayUse(member.role, area)) throw new ForbiddenError(OWNER_ONLY_MESSAGE);
  };
}

/** The request's staff member; only on `/api/admin/*` routes, after the guard. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staffMember) throw new Error('staffOf: not an /api/admin request');
  return request.staffMember;
}

/** Who made a back-office change, for the audit log and an order's history. */
export function actorOf(request: FastifyRequest): Actor {
  const member = staffOf(request);
  return { accountId: member.accountId, email: member.email };
}
