import { z } from 'zod';
import { typed } from '../cart/schemas.ts';
import { COUPON_CODE_MAX_LENGTH, normaliseCouponCode, type Coupon, type StoredCoupon } from '../cart/coupon.ts';
import { isWholeCents, toCents, toDollars } from '../money.ts';

const dollars = (what: string) =>
  z
    .number(typed('a number'))
    .max(1_000_000, 'must be at most 1,000,000')
    .refine(isWholeCents, 'must have at most 2 decimals')
    .refine((value) => value >= 0, `must be ${what}`);

const instant = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' }).nullable();

/** The back office's coupon code: letters, digits, _ and -, kept upper-cased (codes are case-insensitive). */
export const couponCodeSchema = z
  .string(typed('a string'))
  .trim()
  .min(1, 'is required')
  .max(COUPON_CODE_MAX_LENGTH, `must be at most ${COUPON_CODE_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'may only contain letters, digits, _ and -')
  .transform(normaliseCouponCode);

const couponFields = {
  description: z.string(typed('a string')).trim().max(200, 'must be at most 200 characters').default(''),
  discount: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('percent'),
        percentOff: z.number(typed('a number')).int('must be a whole number').min(1, 'must be 1 to 100').max(100, 'must be 1 to 100'),
      }),
      z.strictObject({ kind: z.literal('fixed'), amountOff: dollars('more than 0').refine((v) => v > 0, 'must be more than 0') }),
    ],
    { error: "must be { kind: 'percent', percentOff } or { kind: 'fixed', amountOff }" },
  ),
  minSubtotal: dollars('0 or more').default(0),
  /** From this instant (null: at once) … */
  startsAt: instant.default(null),
  /** … until this one (null: never). */
  expiresAt: instant.default(null),
  /** How many orders may use it; null: no limit. */
  usageLimit: z.number(typed('a number')).int('must be a whole number').min(1, 'must be 1 or more').max(10_000_000, 'must be at most 10,000,000').nullable().default(null),
  active: z.boolean(typed('true or false')).default(true),
};

const endsAfterStart = (c: { startsAt: string | null; expiresAt: string | null }) =>
  !c.startsAt || !c.expiresAt || Date.parse(c.expiresAt) > Date.parse(c.startsAt);
const ENDS_AFTER_START = { path: ['expiresAt'], message: 'must be after the start' };

/**
 * A coupon as the owner edits it (PUT /api/admin/coupons/:code): money in dollars. The code is the address's;
 * it never changes, since carts and orders name it.
 */
export const couponChangeSchema = z.strictObject(couponFields).refine(endsAfterStart, ENDS_AFTER_START);
export type CouponChange = z.output<typeof couponChangeSchema>;
export type CouponChangeInput = z.input<typeof couponChangeSchema>;

/** POST /api/admin/coupons: a new coupon, its code included. */
export const newCouponSchema = z.strictObject({ code: couponCodeSchema, ...couponFields }).refine(endsAfterStart, ENDS_AFTER_START);
export type NewCoupon = z.output<typeof newCouponSchema>;
export type NewCouponInput = z.input<typeof newCouponSchema>;

/** GET /api/admin/coupons/:code */
export const couponParamsSchema = z.object({ code: couponCodeSchema });

/** A coupon in the back office: its definition in dollars, how many orders used it and where it stands now. */
export const adminCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), percentOff: z.number().int() }),
    z.object({ kind: z.literal('fixed'), amountOff: z.number() }),
  ]),
  minSubtotal: z.number(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders placed with it, those cancelled left out. */
  timesUsed: z.number().int(),
  /** Whether a shopper can apply it now, and if not why: disabled, scheduled, expired or used up. */
  state: z.enum(['running', 'disabled', 'scheduled', 'expired', 'used-up']),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema) });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

/** The coupon the cart and checkout read, from the owner's change (dollars to cents). */
export function couponOf(code: string, change: CouponChange): Coupon {
  return {
    code,
    description: change.description,
    discount:
      change.discount.kind === 'percent'
        ? { kind: 'percent', percentOff: change.discount.percentOff }
        : { kind: 'fixed', amountOffCents: toCents(change.discount.amountOff) },
    minSubtotalCents: toCents(change.minSubtotal),
    startsAt: change.startsAt === null ? null : new Date(change.startsAt).toISOString(),
    expiresAt: change.expiresAt === null ? null : new Date(change.expiresAt).toISOString(),
    usageLimit: change.usageLimit,
    active: change.active,
  };
}

/** Where a coupon stands at `now`: the first reason it cannot be applied, else running. */
export function couponState(coupon: StoredCoupon, now: Date): AdminCoupon['state'] {
  if (!coupon.active) return 'disabled';
  if (coupon.startsAt && now.getTime() < Date.parse(coupon.startsAt)) return 'scheduled';
  if (coupon.expiresAt && now.getTime() >= Date.parse(coupon.expiresAt)) return 'expired';
  if (coupon.usageLimit != null && (coupon.timesUsed ?? 0) >= coupon.usageLimit) return 'used-up';
  return 'running';
}

/** A stored coupon as the back office shows it: money in dollars. */
export function toAdminCoupon(coupon: StoredCoupon, now: Date): AdminCoupon {
  return {
    code: coupon.code,
    description: coupon.description,
    discount:
      coupon.discount.kind === 'percent'
        ? { kind: 'percent', percentOff: coupon.discount.percentOff }
        : { kind: 'fixed', amountOff: toDollars(coupon.discount.amountOffCents) },
    minSubtotal: toDollars(coupon.minSubtotalCents),
    startsAt: coupon.startsAt ?? null,
    expiresAt: coupon.expiresAt,
    usageLimit: coupon.usageLimit ?? null,
    active: coupon.active,
    timesUsed: coupon.timesUsed ?? 0,
    state: couponState(coupon, now),
  };
}
