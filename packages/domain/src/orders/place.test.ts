import { describe, expect, it } from 'vitest';
import { reviewCart } from '../cart/cart.ts';
import { newOrderNumber, stockTakes, unavailableLines, unavailableMessage, unitsPerProduct } from './place.ts';
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN } from './schemas.ts';

const product = (name: string, stockQuantity: number) => ({ name, priceCents: 1000, image: '/x.svg', stockQuantity });

describe('placing an order', () => {
  it('names every line that is gone, sold out or short of stock', () => {
    const review = reviewCart(
      {
        lines: [
          { id: 'mug-default', productId: 'mug', variant: 'default', quantity: 1, product: product('Mug', 5) },
          { id: 'gone-default', productId: 'gone', variant: 'default', quantity: 1 },
          { id: 'out-default', productId: 'out', variant: 'default', quantity: 1, product: product('Kettle', 0) },
          { id: 'few-default', productId: 'few', variant: 'default', quantity: 4, product: product('Teapot', 2) },
        ],
      },
      new Date(),
    );
    const issues = unavailableLines(review);
    expect(issues).toEqual([
      { field: 'items.gone-default', message: "Product 'gone' is no longer available" },
      { field: 'items.out-default', message: "'Kettle' is no longer available" },
      { field: 'items.few-default', message: "Only 2 of 'Teapot' can be ordered now" },
    ]);
    expect(unavailableMessage(issues)).toBe(
      "Some items in your cart are no longer available: Product 'gone' is no longer available; 'Kettle' is no longer available; " +
        "Only 2 of 'Teapot' can be ordered now. Nothing was ordered; please review your cart.",
    );
    const fine = reviewCart({ lines: [{ id: 'mug-default', productId: 'mug', variant: 'default', quantity: 5, product: product('Mug', 5) }] }, new Date());
    expect(unavailableLines(fine)).toEqual([]);
  });

  it('adds up the units of one product across its variants, in id order', () => {
    expect(
      unitsPerProduct([
        { productId: 'mug', quantity: 2 },
        { productId: 'lamp', quantity: 1 },
        { productId: 'mug', quantity: 3 },
      ]),
    ).toEqual([
      ['lamp', 1],
      ['mug', 5],
    ]);
  });

  it('makes order numbers like CW-7K3M9Q from the unambiguous alphabet', () => {
    let i = 0;
    expect(newOrderNumber(() => [7, 19, 3, 21, 9, 23][i++]!)).toBe('CW-7K3N9Q');
    expect(newOrderNumber(() => 0)).toBe('CW-000000');
    expect(newOrderNumber((size) => size - 1)).toBe('CW-ZZZZZZ');
    for (let n = 0; n < 50; n += 1) expect(newOrderNumber((size) => Math.floor(Math.random() * size))).toMatch(ORDER_NUMBER_PATTERN);
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(32);
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('takes a variant of a product with options from its own stock, any other line from its product', () => {
    const variantOf = { sku: 'S', options: [{ name: 'Size', value: '9' }] };
    expect(
      stockTakes([
        { productId: 'shoe', variant: '9', quantity: 2, variantOf },
        { productId: 'mug', variant: 'blue', quantity: 1 },
        { productId: 'shoe', variant: '10', quantity: 1, variantOf },
        { productId: 'mug', variant: 'default', quantity: 3 },
      ]),
    ).toEqual([
      { productId: 'mug', units: 4 },
      { productId: 'shoe', variant: '10', units: 1 },
      { productId: 'shoe', variant: '9', units: 2 },
    ]);
  });
});
