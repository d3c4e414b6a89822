import { z } from 'zod';
import { emailSchema } from '../accounts/schemas.ts';

/**
 * Who may use the back office (issue 21): an `owner` does everything, `staff` runs the shop day to day
 * (orders, products, stock, coupons, customers) but not its settings, its staff or the audit log.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'must be owner or staff' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The parts of the back office; each admin route belongs to one. */
export const ADMIN_AREAS = [
  'dashboard',
  'orders',
  'products',
  'stock',
  'coupons',
  'customers',
  'settings',
  'staff',
  'audit',
  'emails',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

const STAFF_AREAS: ReadonlySet<AdminArea> = new Set(['dashboard', 'orders', 'products', 'stock', 'coupons', 'customers']);

/** Whether a role may use an area of the back office. */
export function roleMayUse(role: StaffRole, area: AdminArea): boolean {
  return role === 'owner' || STAFF_AREAS.has(area);
}

export const STAFF_SIGN_IN_NEEDED_MESSAGE = 'Sign in with a staff account to use the back office.';
/**
 * A staff account's session is a staff session (12 hours idle) only when it signed in as staff: one that
 * signed in before the role was given signs in again.
 */
export const STAFF_SIGN_IN_AGAIN_MESSAGE = 'Sign in again to open the back office.';
export const STAFF_ONLY_MESSAGE = 'This account has no access to the back office.';
export const OWNER_ONLY_MESSAGE = 'Only the shop owner can do this.';

/** GET /api/admin/me: the signed-in staff member and what their role opens. */
export const staffMemberSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  areas: z.array(z.enum(ADMIN_AREAS)),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `npm run admin:create`: the account to make (or promote to) staff. */
export const createStaffSchema = z.strictObject({ email: emailSchema, role: staffRoleSchema.default('owner') });
