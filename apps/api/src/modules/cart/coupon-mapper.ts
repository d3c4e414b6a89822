import type { Coupon } from '@cartwise/domain/cart/coupon';
import type { Insertable, Selectable } from 'kysely';
import type { CouponsTable } from '../../db/schema.ts';

export function toCoupon(row: Selectable<CouponsTable>): Coupon {
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
  };
}

export function toCouponRow(coupon: Coupon): Insertable<CouponsTable> {
  return {
    code: coupon.code,
    description: coupon.description,
    percent_off: coupon.discount.kind === 'percent' ? coupon.discount.percentOff : null,
    amount_off_cents: coupon.discount.kind === 'fixed' ? coupon.discount.amountOffCents : null,
    min_subtotal_cents: coupon.minSubtotalCents,
    expires_at: coupon.expiresAt === null ? null : new Date(coupon.expiresAt).toISOString(),
    active: coupon.active ? 1 : 0,
  };
}
