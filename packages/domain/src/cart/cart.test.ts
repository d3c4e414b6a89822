import { describe, expect, it } from 'vitest';
import { EMPTY_CART, reviewCart, reviewChangedCart, reviewNotice, toCartResponse, type StoredCart } from './cart.ts';
import type { Coupon } from './coupon.ts';
import { cartResponseSchema } from './schemas.ts';

const now = new Date('2026-11-22T12:00:00Z');
const product = (priceCents: number, stockQuantity = 50, name = 'Mug') => ({ name, priceCents, image: '/images/m.svg', stockQuantity });
const line = (productId: string, quantity: number, p?: ReturnType<typeof product>) => ({
  id: `${productId}-default`,
  productId,
  variant: 'default',
  quantity,
  ...(p ? { product: p } : {}),
});
const save5: Coupon = {
  code: 'SAVE5',
  description: '$5 off $25',
  discount: { kind: 'fixed', amountOffCents: 500 },
  minSubtotalCents: 2500,
  expiresAt: null,
  active: true,
};

describe('reviewing a cart against the current catalogue', () => {
  it('prices lines from current prices and caps maxQuantity at stock and 10', () => {
    const review = reviewCart({ lines: [line('a', 2, product(1250, 3)), line('b', 1, product(4000, 99))] }, now);
    expect(review.cart.items.map((i) => [i.id, i.priceCents, i.quantity, i.maxQuantity])).toEqual([
      ['a-default', 1250, 2, 3],
      ['b-default', 4000, 1, 10],
    ]);
    expect(review.cart.totals).toEqual({ itemCount: 3, subtotal: 6500, shipping: 0, tax: 520, discount: 0, total: 7020 });
    expect(reviewChangedCart(review)).toBe(false);
    expect(reviewNotice(review)).toBeUndefined();
  });

  it('removes lines whose product is gone or sold out, and reduces quantities above stock', () => {
    const review = reviewCart(
      { lines: [line('gone', 1), line('sold', 2, product(100, 0, 'Kettle')), line('few', 5, product(100, 2, 'Teapot'))] },
      now,
    );
    expect(review.cart.items.map((i) => [i.id, i.quantity])).toEqual([['few-default', 2]]);
    expect(review.unavailable.map((l) => l.id)).toEqual(['gone-default', 'sold-default']);
    expect(review.reduced.map((l) => l.id)).toEqual(['few-default']);
    expect(reviewChangedCart(review)).toBe(true);
    expect(reviewNotice(review)).toBe(
      'A product in your cart is no longer available and was removed. ' +
        "'Kettle' is no longer available and was removed from your cart. " +
        "Only 2 of 'Teapot' can be ordered now; the quantity was reduced.",
    );
  });

  it('says once how many products without a name left were removed', () => {
    const review = reviewCart({ lines: [line('gone', 1), line('lost', 2)] }, now);
    expect(reviewNotice(review)).toBe('2 products in your cart are no longer available and were removed.');
  });

  it('applies a qualifying coupon and drops one that stopped qualifying', () => {
    const qualifies: StoredCart = { lines: [line('a', 3, product(1000))], coupon: { code: 'SAVE5', definition: save5 } };
    const applied = reviewCart(qualifies, now);
    expect(applied.cart.couponCode).toBe('SAVE5');
    expect(applied.cart.totals).toMatchObject({ subtotal: 3000, discount: 500, total: 3000 + 999 + 240 - 500 });

    const below = reviewCart({ ...qualifies, lines: [line('a', 2, product(1000))] }, now);
    expect(below.cart.couponCode).toBeNull();
    expect(below.cart.totals.discount).toBe(0);
    expect(below.droppedCoupon?.reason).toBe('below_minimum');
    expect(reviewNotice(below)).toBe(
      "Coupon 'SAVE5' was removed: it needs a subtotal of at least $25.00 (the cart's subtotal is $20.00).",
    );

    const deleted = reviewCart({ lines: qualifies.lines, coupon: { code: 'SAVE5' } }, now);
    expect(deleted.droppedCoupon?.reason).toBe('unknown');
    const expired = reviewCart({ lines: qualifies.lines, coupon: { code: 'SAVE5', definition: { ...save5, expiresAt: '2026-01-01T00:00:00Z' } } }, now);
    expect(expired.droppedCoupon?.reason).toBe('expired');
  });

  it('floors the total at zero when the discount is larger', () => {
    const big: Coupon = { ...save5, code: 'BIG', discount: { kind: 'fixed', amountOffCents: 10_000 }, minSubtotalCents: 0 };
    const review = reviewCart({ lines: [line('a', 1, product(1000))], coupon: { code: 'BIG', definition: big } }, now);
    expect(review.cart.totals).toMatchObject({ subtotal: 1000, discount: 10_000, total: 0 });
  });

  it('answers dollars at the edge, in the documented shape', () => {
    const review = reviewCart({ lines: [line('a', 2, product(123456))] }, now);
    const response = toCartResponse(review.cart, 'note');
    expect(cartResponseSchema.strict().parse(response)).toEqual(response);
    expect(response).toMatchObject({ itemCount: 2, subtotal: 2469.12, shipping: 0, tax: 197.53, discount: 0, total: 2666.65, notice: 'note' });
    expect(response.items[0]).toEqual({
      id: 'a-default', productId: 'a', variant: 'default', name: 'Mug', price: 1234.56, image: '/images/m.svg', quantity: 2, maxQuantity: 10,
    });
    expect(toCartResponse(EMPTY_CART)).toEqual({
      items: [], itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0, couponCode: null,
    });
  });
});
