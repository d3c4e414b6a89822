import {
  couponOf,
  toAdminCoupon,
  type AdminCoupon,
  type AdminCouponList,
  type CouponChange,
  type NewCoupon,
} from '@cartwise/domain/admin/coupons';
import { ConflictError, NotFoundError } from '@cartwise/domain/errors';
import type { Transaction } from '../../db/write-transaction.ts';
import type { Actor, AuditChange } from '../admin/audit.ts';
import type { CartRepository } from './repository.ts';

export type RecordAudit = (trx: Transaction, change: AuditChange) => Promise<void>;

const couponNotFound = (code: string) => new NotFoundError(`Coupon '${code}' was not found`);

/**
 * The back office's coupons (issue 21): the list with how often each was used, a new coupon, a change of one
 * (deactivating is a change: `active: false`). Carts and the checkout read the coupon afresh on every request
 * (`reviewCart`), so a change applies to the next cart read and the next order at once. Each change is written
 * with its audit entry in one transaction.
 */
export class CouponsService {
  constructor(
    private readonly repository: CartRepository,
    private readonly recordAudit: RecordAudit,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(): Promise<AdminCouponList> {
    const now = this.clock();
    return { coupons: (await this.repository.listCoupons()).map((coupon) => toAdminCoupon(coupon, now)) };
  }

  async get(code: string): Promise<AdminCoupon> {
    const coupon = await this.repository.findCoupon(code);
    if (!coupon) throw couponNotFound(code);
    return toAdminCoupon(coupon, this.clock());
  }

  /** A new coupon; 409 when its code is taken (codes are case-insensitive). */
  async create(input: NewCoupon, actor: Actor): Promise<AdminCoupon> {
    const { code, ...change } = input;
    const coupon = couponOf(code, change);
    await this.repository.transaction(async (repository, trx) => {
      if (!(await repository.insertCoupon(coupon))) throw new ConflictError(`A coupon with the code '${code}' already exists`, [{ field: 'code', message: 'is taken' }]);
      await this.recordAudit(trx, { actor, action: 'coupon.created', subject: { type: 'coupon', id: code }, before: null, after: coupon });
    });
    return this.get(code);
  }

  /** Replaces a coupon's definition; its code and its uses stay. */
  async update(code: string, change: CouponChange, actor: Actor): Promise<AdminCoupon> {
    const coupon = couponOf(code, change);
    await this.repository.transaction(async (repository, trx) => {
      const before = await repository.findCoupon(code);
      if (!before) throw couponNotFound(code);
      await repository.updateCoupon(coupon);
      const { timesUsed: _uses, ...definition } = before;
      const action = before.active && !coupon.active ? 'coupon.deactivated' : !before.active && coupon.active ? 'coupon.activated' : 'coupon.updated';
      await this.recordAudit(trx, { actor, action, subject: { type: 'coupon', id: code }, before: definition, after: coupon });
    });
    return this.get(code);
  }
}
