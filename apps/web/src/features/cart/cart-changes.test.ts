import type { CartResponse } from '@cartwise/domain/cart/schemas';
import { describe, expect, it } from 'vitest';
import {
  cartAfterAdd,
  cartAfterQuantity,
  cartAfterRemove,
  cartWithItems,
  cartWithoutCoupon,
  EMPTY_CART,
  type AddCartItemArg,
} from './cart-changes';

const headphones: AddCartItemArg = {
  productId: 'p1',
  preview: { name: 'Headphones', price: 20, image: '/images/p1.svg', maxQuantity: 3 },
};
const speaker: AddCartItemArg = {
  productId: 'p2',
  preview: { name: 'Speaker', price: 12.5, image: '/images/p2.svg', maxQuantity: 10 },
};

const add = (cart: CartResponse, ...items: AddCartItemArg[]) => items.reduce(cartAfterAdd, cart);

describe('cart changes shown before the server answers (spec §4)', () => {
  it('adds a new line with quantity 1 by default', () => {
    expect(add(EMPTY_CART, headphones).items).toEqual([
      { id: 'p1-default', productId: 'p1', variant: 'default', name: 'Headphones', price: 20, image: '/images/p1.svg', quantity: 1, maxQuantity: 3 },
    ]);
  });

  it('adding the same product and variant raises the quantity, capped at maxQuantity', () => {
    const twice = add(EMPTY_CART, headphones, headphones);
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]?.quantity).toBe(2);
    expect(add(twice, { ...headphones, quantity: 5 }).items[0]?.quantity).toBe(3);
  });

  it('raises a line already in the cart even without a preview, and waits for the server for a new one', () => {
    const cart = add(EMPTY_CART, headphones);
    expect(add(cart, { productId: 'p1' }).items[0]?.quantity).toBe(2);
    expect(add(cart, { productId: 'p9' })).toBe(cart);
  });

  it('another variant of the same product is a line of its own', () => {
    const cart = add(EMPTY_CART, headphones, { ...headphones, variant: 'black' });
    expect(cart.items.map((item) => item.id)).toEqual(['p1-default', 'p1-black']);
  });

  it('removes by line id', () => {
    const cart = cartAfterRemove(add(EMPTY_CART, headphones, speaker), 'p1-default');
    expect(cart.items.map((item) => item.productId)).toEqual(['p2']);
  });

  it('setting a quantity clamps it between 1 and maxQuantity', () => {
    const cart = add(EMPTY_CART, headphones);
    expect(cartAfterQuantity(cart, 'p1-default', 2).items[0]?.quantity).toBe(2);
    expect(cartAfterQuantity(cart, 'p1-default', 0).items[0]?.quantity).toBe(1);
    expect(cartAfterQuantity(cart, 'p1-default', 99).items[0]?.quantity).toBe(3);
  });

  it('removing the coupon resets the code and the discount', () => {
    const discounted = { ...add(EMPTY_CART, { ...speaker, quantity: 4 }), couponCode: 'SAVE5', discount: 5 };
    const removed = cartWithoutCoupon(cartWithItems(discounted, discounted.items));
    expect(removed).toMatchObject({ couponCode: null, discount: 0, total: 63.99 });
  });

  it('keeps a coupon and its discount while lines change, and drops it when the cart empties', () => {
    const discounted = { ...add(EMPTY_CART, { ...speaker, quantity: 4 }), couponCode: 'SAVE5', discount: 5 };
    expect(cartAfterQuantity(discounted, 'p2-default', 5)).toMatchObject({ couponCode: 'SAVE5', discount: 5, subtotal: 62.5 });
    expect(cartAfterRemove(discounted, 'p2-default')).toEqual(EMPTY_CART);
  });
});

describe('cart totals, recomputed by the domain rule after every change (spec §9)', () => {
  it('charges $9.99 shipping up to $50.00 and 8% tax of the subtotal', () => {
    expect(add(EMPTY_CART, { ...speaker, quantity: 4 })).toMatchObject({ itemCount: 4, subtotal: 50, shipping: 9.99, tax: 4, total: 63.99 });
  });

  it('ships free over $50.00', () => {
    const cart = add(EMPTY_CART, { ...speaker, quantity: 4 }, headphones);
    expect(cart).toMatchObject({ itemCount: 5, subtotal: 70, shipping: 0, tax: 5.6, total: 75.6 });
  });

  it('an empty cart totals $0.00', () => {
    expect(EMPTY_CART).toMatchObject({ items: [], itemCount: 0, shipping: 0, total: 0, couponCode: null });
  });

  it('keeps cents exact', () => {
    const cart = add(EMPTY_CART, { productId: 'x', quantity: 3, preview: { name: 'X', price: 0.1, image: '', maxQuantity: 9 } });
    expect(cart).toMatchObject({ subtotal: 0.3, tax: 0.02, shipping: 9.99, total: 10.31 });
  });
});
