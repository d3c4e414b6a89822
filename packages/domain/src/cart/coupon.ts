import { z } from 'zod';
import { DomainError } from '../errors.ts';
import { formatCents, type Cents } from '../money.ts';
import { basisPointsOf } from './totals.ts';

export const COUPON_CODE_MAX_LENGTH = 50;

/** Codes are case-insensitive: they are kept and compared upper-cased, without surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A coupon as the shop defines it: a percentage of the subtotal or a fixed amount off. */
export const couponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(COUPON_CODE_MAX_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/, 'may only contain letters, digits, _ and -')
      .transform(normaliseCouponCode),
    description: z.string().max(200),
    discount: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), percentOff: z.number().int().min(1).max(100) }),
      z.object({ kind: z.literal('fixed'), amountOffCents: z.number().int().min(1) }),
    ]),
    minSubtotalCents: z.number().int().min(0),
    /** The instant it stops applying (ISO-8601 UTC); null for never. */
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    active: z.boolean(),
    /** The instant it starts applying (ISO-8601 UTC); null or absent for at once. */
    startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    /** How many orders may use it (those cancelled do not count); null or absent for no limit. */
    usageLimit: z.number().int().min(1).nullable().optional(),
  })
  .strict();
export type Coupon = z.output<typeof couponSchema>;
export type CouponInput = z.input<typeof couponSchema>;

/** A coupon as the shop holds it now: its definition and how many orders (not cancelled) have used it. */
export type StoredCoupon = Coupon & { timesUsed?: number };

export type CouponProblemReason = 'unknown' | 'inactive' | 'not_started' | 'expired' | 'used_up' | 'empty_cart' | 'below_minimum';

/** Why a coupon does not apply to a cart: `why` completes "Coupon 'X' …" and "was removed: …". */
export interface CouponProblem {
  code: string;
  reason: CouponProblemReason;
  why: string;
}

/** The cart facts a coupon depends on. */
export interface CouponCartFacts {
  subtotal: Cents;
  itemCount: number;
}

/**
 * Whether a coupon applies to a cart now; undefined when it does. Checked in the order a shopper can act on:
 * a code that does not exist or no longer runs first, then what the cart lacks.
 */
export function couponProblem(
  code: string,
  coupon: StoredCoupon | undefined,
  cart: CouponCartFacts,
  now: Date,
): CouponProblem | undefined {
  const problem = (reason: CouponProblemReason, why: string): CouponProblem => ({ code, reason, why });
  if (!coupon) return problem('unknown', 'does not exist');
  if (!coupon.active) return problem('inactive', 'is no longer active');
  if (coupon.startsAt && now.getTime() < Date.parse(coupon.startsAt)) {
    return problem('not_started', `starts on ${new Date(coupon.startsAt).toISOString().slice(0, 10)}`);
  }
  if (coupon.expiresAt !== null && now.getTime() >= Date.parse(coupon.expiresAt)) {
    return problem('expired', `expired on ${new Date(coupon.expiresAt).toISOString().slice(0, 10)}`);
  }
  if (coupon.usageLimit != null && (coupon.timesUsed ?? 0) >= coupon.usageLimit) {
    return problem('used_up', 'has been used as many times as it may be');
  }
  if (cart.itemCount === 0) return problem('empty_cart', 'needs products in the cart');
  if (cart.subtotal < coupon.minSubtotalCents) {
    return problem(
      'below_minimum',
      `needs a subtotal of at least ${formatCents(coupon.minSubtotalCents)} (the cart's subtotal is ${formatCents(cart.subtotal)})`,
    );
  }
  return undefined;
}

/** The discount a qualifying coupon gives: a percentage of the subtotal rounded half up, or its fixed amount. */
export function couponDiscount(coupon: Coupon, subtotal: Cents): Cents {
  return coupon.discount.kind === 'percent'
    ? basisPointsOf(subtotal, coupon.discount.percentOff * 100)
    : coupon.discount.amountOffCents;
}

/** The shopper's words for a coupon that stopped qualifying after a cart change. */
export function droppedCouponNotice(problem: CouponProblem): string {
  return `Coupon '${problem.code}' was removed: it ${problem.why}.`;
}

/** A coupon that cannot be applied: a 400 naming the `code` field and saying why. */
export class CouponError extends DomainError {
  constructor(readonly problem: CouponProblem) {
    super('validation_error', `Coupon '${problem.code}' ${problem.why}.`, [{ field: 'code', message: problem.why }]);
    this.name = 'CouponError';
  }
}
