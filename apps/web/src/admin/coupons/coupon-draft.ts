import type { AdminCoupon, CouponChangeInput } from '@cartwise/domain/admin/coupons';

/** The coupon form as typed: numbers as text, the start and the last day as dates (YYYY-MM-DD, UTC). */
export interface CouponDraft {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  /** The percentage or the amount in dollars, as typed. */
  amount: string;
  minSubtotal: string;
  /** The first day it applies, from 00:00 UTC; empty: at once. */
  startDay: string;
  /** The last day it applies, until 24:00 UTC; empty: never ends. */
  lastDay: string;
  usageLimit: string;
  active: boolean;
}

export const EMPTY_COUPON_DRAFT: CouponDraft = {
  code: '',
  description: '',
  kind: 'percent',
  amount: '',
  minSubtotal: '',
  startDay: '',
  lastDay: '',
  usageLimit: '',
  active: true,
};

const DAY_MS = 86_400_000;
const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** A number as typed; NaN for something that is not one, so the schema says so ("expected a number"). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function toCouponDraft(coupon: AdminCoupon): CouponDraft {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.discount.kind,
    amount: String(coupon.discount.kind === 'percent' ? coupon.discount.percentOff : coupon.discount.amountOff),
    minSubtotal: coupon.minSubtotal === 0 ? '' : String(coupon.minSubtotal),
    startDay: coupon.startsAt ? dayOf(Date.parse(coupon.startsAt)) : '',
    // It ends at the instant after its last day: the day before that instant's.
    lastDay: coupon.expiresAt ? dayOf(Date.parse(coupon.expiresAt) - 1) : '',
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    active: coupon.active,
  };
}

/** The change the API takes (its code apart): the start at 00:00 UTC of its day, the end after the last day. */
export function fromCouponDraft(draft: CouponDraft): CouponChangeInput {
  const amount = numberOf(draft.amount);
  return {
    description: draft.description,
    discount: draft.kind === 'percent' ? { kind: 'percent', percentOff: amount } : { kind: 'fixed', amountOff: amount },
    minSubtotal: draft.minSubtotal.trim() === '' ? 0 : numberOf(draft.minSubtotal),
    startsAt: draft.startDay ? `${draft.startDay}T00:00:00.000Z` : null,
    expiresAt: draft.lastDay ? new Date(Date.parse(`${draft.lastDay}T00:00:00.000Z`) + DAY_MS).toISOString() : null,
    usageLimit: draft.usageLimit.trim() === '' ? null : numberOf(draft.usageLimit),
    active: draft.active,
  };
}

/** The form's field for an error at a path of the API's payload. */
export function draftFieldOf(path: string): keyof CouponDraft | undefined {
  if (path.startsWith('discount')) return 'amount';
  if (path === 'startsAt') return 'startDay';
  if (path === 'expiresAt') return 'lastDay';
  return (['code', 'description', 'minSubtotal', 'usageLimit', 'active'] as const).find((field) => field === path);
}

/** How the list says what a coupon gives: "15% off", "$5.00 off", with its minimum. */
export function discountText(coupon: Pick<AdminCoupon, 'discount' | 'minSubtotal'>, money: (dollars: number) => string): string {
  const off = coupon.discount.kind === 'percent' ? `${coupon.discount.percentOff}% off` : `${money(coupon.discount.amountOff)} off`;
  return coupon.minSubtotal > 0 ? `${off} a subtotal of ${money(coupon.minSubtotal)} or more` : off;
}

/** The days it runs, in words: "From 2026-12-01 to 2026-12-31", "Until …", "From …", "Always". */
export function periodText(coupon: Pick<AdminCoupon, 'startsAt' | 'expiresAt'>): string {
  const from = coupon.startsAt ? dayOf(Date.parse(coupon.startsAt)) : null;
  const to = coupon.expiresAt ? dayOf(Date.parse(coupon.expiresAt) - 1) : null;
  if (from && to) return `${from} to ${to}`;
  if (to) return `Until ${to}`;
  if (from) return `From ${from}`;
  return 'Always';
}

export const COUPON_STATE_LABELS: Record<AdminCoupon['state'], string> = {
  running: 'Running',
  disabled: 'Deactivated',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
};

/** A coupon's definition as the API takes it back, e.g. to deactivate it as it is. */
export function changeOf(coupon: AdminCoupon, change: Partial<CouponChangeInput> = {}): CouponChangeInput {
  const { description, discount, minSubtotal, startsAt, expiresAt, usageLimit, active } = coupon;
  return { description, discount, minSubtotal, startsAt, expiresAt, usageLimit, active, ...change };
}
