import { describe, expect, it } from 'vitest';
import { product } from '@/testing/fixtures';
import {
  cartSlice,
  cartWith,
  cleared,
  closed,
  couponApplied,
  couponRemoved,
  initialCartState,
  itemAdded,
  itemRemoved,
  newCartItem,
  opened,
  quantityUpdated,
  toggled,
  type CartState,
} from './cart-slice';

const reduce = cartSlice.reducer;
const headphones = product({ id: 'p1', name: 'Headphones', price: 20, stockQuantity: 3, thumbnail: '/images/p1.svg' });
const speaker = product({ id: 'p2', name: 'Speaker', price: 12.5, stockQuantity: 50 });

const add = (state: CartState, ...items: Parameters<typeof itemAdded>[0][]) =>
  items.reduce((s, item) => reduce(s, itemAdded(item)), state);

describe('cart slice (spec §4)', () => {
  it('adds a new line with quantity 1 by default', () => {
    const state = add(initialCartState, newCartItem(headphones));
    expect(state.items).toEqual([
      {
        id: 'p1-default',
        productId: 'p1',
        variant: 'default',
        name: 'Headphones',
        price: 20,
        image: '/images/p1.svg',
        quantity: 1,
        maxQuantity: 3,
      },
    ]);
  });

  it('adding the same product and variant raises the quantity, capped at maxQuantity', () => {
    const twice = add(initialCartState, newCartItem(headphones), newCartItem(headphones));
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]?.quantity).toBe(2);

    const capped = add(twice, newCartItem(headphones, 5));
    expect(capped.items[0]?.quantity).toBe(3);
  });

  it('another variant of the same product is a line of its own', () => {
    const state = add(initialCartState, newCartItem(headphones), { ...newCartItem(headphones), variant: 'black' });
    expect(state.items.map((item) => item.id)).toEqual(['p1-default', 'p1-black']);
  });

  it('removes by item id', () => {
    const state = reduce(add(initialCartState, newCartItem(headphones), newCartItem(speaker)), itemRemoved('p1-default'));
    expect(state.items.map((item) => item.productId)).toEqual(['p2']);
  });

  it('updating a quantity clamps it between 1 and maxQuantity', () => {
    const state = add(initialCartState, newCartItem(headphones));
    expect(reduce(state, quantityUpdated({ id: 'p1-default', quantity: 2 })).items[0]?.quantity).toBe(2);
    expect(reduce(state, quantityUpdated({ id: 'p1-default', quantity: 0 })).items[0]?.quantity).toBe(1);
    expect(reduce(state, quantityUpdated({ id: 'p1-default', quantity: 99 })).items[0]?.quantity).toBe(3);
  });

  it('clearing empties the cart', () => {
    const state = reduce(add(initialCartState, newCartItem(headphones)), cleared());
    expect(state.items).toEqual([]);
    expect(state).toMatchObject({ itemCount: 0, subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });

  it('opens, closes and toggles', () => {
    const open = reduce(initialCartState, opened());
    expect(open.isOpen).toBe(true);
    expect(reduce(open, closed()).isOpen).toBe(false);
    expect(reduce(open, toggled()).isOpen).toBe(false);
    expect(reduce(initialCartState, toggled()).isOpen).toBe(true);
  });

  it('a coupon sets the code and the discount; removing it resets both', () => {
    const withItems = add(initialCartState, newCartItem(speaker, 4)); // $50.00
    const discounted = reduce(withItems, couponApplied({ code: 'SAVE5', discount: 5 }));
    expect(discounted).toMatchObject({ couponCode: 'SAVE5', discount: 5, total: 50 + 9.99 + 4 - 5 });

    const removed = reduce(discounted, couponRemoved());
    expect(removed.couponCode).toBeUndefined();
    expect(removed).toMatchObject({ discount: 0, total: 63.99 });
  });
});

describe('cart totals, recomputed after every change (spec §9)', () => {
  it('charges $9.99 shipping up to $50.00 and 8% tax of the subtotal', () => {
    const state = add(initialCartState, newCartItem(speaker, 4));
    expect(state).toMatchObject({ itemCount: 4, subtotal: 50, shipping: 9.99, tax: 4, total: 63.99 });
  });

  it('ships free over $50.00', () => {
    const state = add(initialCartState, newCartItem(speaker, 4), newCartItem(headphones));
    expect(state).toMatchObject({ itemCount: 5, subtotal: 70, shipping: 0, tax: 5.6, total: 75.6 });
  });

  it('an empty cart totals $0.00', () => {
    expect(initialCartState).toMatchObject({ items: [], itemCount: 0, shipping: 0, total: 0 });
  });

  it('keeps cents exact', () => {
    const state = cartWith([{ ...newCartItem(product({ id: 'x', price: 0.1, stockQuantity: 9 })), id: 'x-default', variant: 'default', quantity: 3 }]);
    expect(state).toMatchObject({ subtotal: 0.3, tax: 0.02, shipping: 9.99, total: 10.31 });
  });
});
