import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../cart/schemas.ts';
import { checkoutQuoteSchema } from '../orders/schemas.ts';
import { checkoutQuote } from './quote.ts';

const cart = (price: number, quantity: number, discount = 0): CartResponse => ({
  items: [{ id: 'mug-default', productId: 'mug', variant: 'default', name: 'Mug', price, image: '/m.svg', quantity, maxQuantity: 10 }],
  itemCount: quantity,
  subtotal: price * quantity,
  shipping: 0,
  tax: 0,
  discount,
  total: 0,
  couponCode: discount ? 'SAVE' : null,
});
const friday = new Date('2026-11-20T10:00:00Z');

describe('checkout quote', () => {
  it('prices both choices for the cart and picks the chosen one', () => {
    const quote = checkoutQuote(cart(25, 2), 'express', friday);
    expect(checkoutQuoteSchema.parse(quote)).toEqual(quote);
    expect(quote).toMatchObject({ subtotal: 50, shipping: 9.99, tax: 4, total: 63.99, delivery: 'express', couponCode: null });
    expect(quote.deliveryOptions).toEqual([
      { method: 'standard', label: expect.stringContaining('3 to 5'), shipping: 9.99, estimatedDelivery: { earliest: '2026-11-25', latest: '2026-11-27' } },
      { method: 'express', label: expect.stringContaining('1 to 2'), shipping: 9.99, estimatedDelivery: { earliest: '2026-11-23', latest: '2026-11-24' } },
    ]);
  });

  it('shows free standard shipping over $50.00 beside express at $9.99, after the discount', () => {
    const quote = checkoutQuote(cart(25.01, 2, 5), 'standard', friday);
    expect(quote).toMatchObject({ subtotal: 50.02, shipping: 0, tax: 4, discount: 5, total: 49.02 });
    expect(quote.deliveryOptions.map((o) => o.shipping)).toEqual([0, 9.99]);
  });

  it('keeps the cart’s notice and says the only payment is on delivery', () => {
    const quote = checkoutQuote({ ...cart(1, 1), notice: 'Teapot sold out.' }, 'standard', friday);
    expect(quote.notice).toBe('Teapot sold out.');
    expect(quote.paymentMethods).toEqual([{ method: 'pay-on-delivery', label: expect.stringMatching(/^Pay on delivery/) }]);
  });
});
