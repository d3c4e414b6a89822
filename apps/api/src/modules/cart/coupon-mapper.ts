import type { Coupon, StoredCoupon } from '@cartwise/domain/cart/coupon';
import type { Insertable, Selectable } from 'kysely';
import type { CouponsTable } from '../../db/schema.ts';

const instant = (value: string | null | undefined) => (value == null ? null : new Date(value).toISOString());

/** A coupon's row, and how many orders (not cancelled) used it when the caller counted them. */
export function toCoupon(row: Selectable<CouponsTable>, timesUsed?: number): StoredCoupon {
  return {
    code: row.code,
    description: row.description,
    discount:
      row.percent_off !== null
        ? { kind: 'percent', percentOff: row.percent_off }
        : { kind: 'fixed', amountOffCents: row.amount_off_cents ?? 0 },
    minSubtotalCents: row.min_subtotal_cents,
    expiresAt: row.expires_at,
    active: row.active === 1,
    startsAt: row.starts_at,
    usageLimit: row.usage_limit,
    ...(timesUsed === undefined ? {} : { timesUsed }),
  };
}

export function toCouponRow(coupon: Coupon): Insertable<CouponsTable> {
  return {
    code: coupon.code,
    description: coupon.description,
    percent_off: coupon.discount.kind === 'percent' ? coupon.discount.percentOff : null,
    amount_off_cents: coupon.discount.kind === 'fixed' ? coupon.discount.amountOffCents : null,
    min_subtotal_cents: coupon.minSubtotalCents,
    expires_at: instant(coupon.expiresAt),
    active: coupon.active ? 1 : 0,
    starts_at: instant(coupon.startsAt),
    usage_limit: coupon.usageLimit ?? null,
  };
}
