import { cartResponseSchema } from '@cartwise/domain/cart/schemas';
import { couponSchema, type CouponInput } from '@cartwise/domain/cart/coupon';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper, type ShopperResponse } from '../../../test/shopper-client.ts';
import { CartRepository } from './repository.ts';

const item = (id: string, price: number, stockQuantity: number, name = `Product ${id}`): ProductInput => ({
  id,
  name,
  price,
  category: 'Home',
  brand: 'Acme',
  thumbnail: `/images/${id}.svg`,
  stockQuantity,
});

const PRODUCTS: ProductInput[] = [
  item('mug', 12.5, 30, 'Mug'),
  item('lamp', 50, 20, 'Lamp'),
  item('pen', 0.01, 100, 'Pen'),
  item('few', 25, 3, 'Teapot'),
  item('out', 5, 0, 'Kettle'),
  item('tv', 1234.56, 50, 'TV'),
  item('a', 1, 5),
  item('a-b', 1, 5),
  item('p1', 2, 50),
  item('p2', 3, 50),
];

const COUPONS: CouponInput[] = [
  { code: 'welcome10', description: '10% off', discount: { kind: 'percent', percentOff: 10 }, minSubtotalCents: 0, expiresAt: null, active: true },
  { code: 'SAVE5', description: '$5 off $25', discount: { kind: 'fixed', amountOffCents: 500 }, minSubtotalCents: 2500, expiresAt: null, active: true },
  { code: 'OLD', description: 'expired', discount: { kind: 'percent', percentOff: 50 }, minSubtotalCents: 0, expiresAt: '2020-01-31T00:00:00Z', active: true },
  { code: 'OFF', description: 'switched off', discount: { kind: 'percent', percentOff: 50 }, minSubtotalCents: 0, expiresAt: null, active: false },
  { code: 'HUGE', description: '$100 off', discount: { kind: 'fixed', amountOffCents: 10_000 }, minSubtotalCents: 0, expiresAt: null, active: true },
];

const checked = (res: ShopperResponse) => expectDocumented(res, cartResponseSchema.strict());

class CartShopper extends Shopper {
  cart = async () => checked(await this.get('/api/cart'));
  add = async (productId: string, extra: { variant?: string; quantity?: number } = {}) =>
    checked(await this.post('/api/cart/items', { productId, ...extra }));
  setQuantity = async (itemId: string, quantity: unknown) => checked(await this.patch(`/api/cart/items/${itemId}`, { quantity }));
  remove = async (itemId: string) => checked(await this.delete(`/api/cart/items/${itemId}`));
  clear = async () => checked(await this.delete('/api/cart'));
  applyCoupon = async (code: unknown) => checked(await this.put('/api/cart/coupon', { code }));
  removeCoupon = async () => checked(await this.delete('/api/cart/coupon'));
}

const EMPTY = { items: [], itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0, couponCode: null };

describe.each(ENGINES)('cart API on %s', (engine) => {
  let ctx: TestContext;
  let shopper: CartShopper;
  beforeAll(async () => {
    ctx = await createTestApp(engine, PRODUCTS);
    await new CartRepository(ctx.db).saveCoupons(COUPONS.map((c) => couponSchema.parse(c)));
  });
  afterAll(async () => ctx?.close());
  beforeEach(() => {
    shopper = new CartShopper(ctx.app);
  });

  const setStock = async (id: string, stockQuantity: number, price?: number) => {
    const base = PRODUCTS.find((p) => p.id === id)!;
    await ctx.repository.upsert([productInputSchema.parse({ ...base, stockQuantity, ...(price === undefined ? {} : { price }) })]);
  };

  it('answers an empty cart to a shopper without a session, and starts none', async () => {
    const res = await shopper.cart();
    expect(res.body).toEqual(EMPTY);
    expect(res.setCookie).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const res of [await shopper.clear(), await shopper.removeCoupon()]) {
      expect(res.body).toEqual(EMPTY);
      expect(res.setCookie).toBeUndefined();
    }
    expect((await shopper.remove('mug-default')).status).toBe(404);
    expect((await shopper.setQuantity('mug-default', 2)).status).toBe(404);
    expect(shopper.cookie).toBeUndefined();
  });

  it('adds a product as a line with quantity 1, its id the product id plus -default', async () => {
    const res = await shopper.add('mug');
    expect(res.status).toBe(200);
    expect(res.setCookie).toBeDefined();
    expect(res.body).toEqual({
      items: [{ id: 'mug-default', productId: 'mug', variant: 'default', name: 'Mug', price: 12.5, image: '/images/mug.svg', quantity: 1, maxQuantity: 10 }],
      itemCount: 1,
      subtotal: 12.5,
      shipping: 9.99,
      tax: 1,
      discount: 0,
      total: 23.49,
      couponCode: null,
    });
    expect((await shopper.cart()).body).toEqual(res.body);
  });

  it('raises the line of the same product and variant, capped at maxQuantity; another variant is another line', async () => {
    let res = await shopper.add('few', { quantity: 2 });
    expect(res.body.notice).toBeUndefined();
    res = await shopper.add('few', { quantity: 2 });
    expect(res.body.items).toEqual([expect.objectContaining({ id: 'few-default', quantity: 3, maxQuantity: 3 })]);
    // What did not fit is said, not dropped silently.
    expect(res.body.notice).toBe("Only 3 of 'Teapot' are in stock, and your cart has them all.");
    res = await shopper.add('few');
    expect(res.body.items[0].quantity).toBe(3);
    expect(res.body.notice).toBe("Only 3 of 'Teapot' are in stock, and your cart has them all.");
    res = await shopper.add('mug', { quantity: 50 });
    expect(res.body.items[1]).toMatchObject({ id: 'mug-default', quantity: 10, maxQuantity: 10 });
    expect(res.body.notice).toBe("A cart line holds at most 10 of 'Mug', and yours has 10.");
    // The notice is the answer to that add only.
    expect((await shopper.cart()).body.notice).toBeUndefined();
    res = await shopper.add('mug', { variant: 'blue', quantity: 2 });
    expect(res.body.notice).toBeUndefined();
    expect(res.body.items.map((i: { id: string; variant: string; quantity: number }) => [i.id, i.variant, i.quantity])).toEqual([
      ['few-default', 'default', 3],
      ['mug-default', 'default', 10],
      ['mug-blue', 'blue', 2],
    ]);
    expect(res.body.itemCount).toBe(15);
  });

  it('answers 404 for an unknown product and 409 for one out of stock, leaving the cart unchanged', async () => {
    const before = (await shopper.add('mug')).body;
    const unknown = await shopper.add('nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: "Product 'nope' was not found" });
    const out = await shopper.add('out');
    expect(out.status).toBe(409);
    expect(out.body.error).toEqual({ code: 'conflict', message: "'Kettle' is out of stock" });
    expect((await shopper.cart()).body).toEqual(before);
  });

  it('never merges two different lines whose ids would coincide', async () => {
    await shopper.add('a-b');
    const clash = await shopper.add('a', { variant: 'b-default' });
    expect(clash.status).toBe(409);
    expect((await shopper.cart()).body.items).toHaveLength(1);
  });

  it('sets a quantity clamped to 1..maxQuantity; an unknown line is a 404', async () => {
    await shopper.add('few');
    expect((await shopper.setQuantity('few-default', 99)).body.items[0].quantity).toBe(3);
    expect((await shopper.setQuantity('few-default', 2)).body.items[0].quantity).toBe(2);
    expect((await shopper.setQuantity('few-default', 0)).body.items[0].quantity).toBe(1);
    expect((await shopper.setQuantity('few-default', -5)).body.items).toEqual([expect.objectContaining({ id: 'few-default', quantity: 1 })]);
    const unknown = await shopper.setQuantity('mug-default', 2);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Cart item 'mug-default' was not found");
  });

  it('removes a line by id and clears the whole cart with its coupon', async () => {
    await shopper.add('mug', { quantity: 3 });
    await shopper.add('lamp');
    const removed = await shopper.remove('mug-default');
    expect(removed.body.items.map((i: { id: string }) => i.id)).toEqual(['lamp-default']);
    expect((await shopper.remove('mug-default')).status).toBe(404);
    await shopper.applyCoupon('WELCOME10');
    const cleared = await shopper.clear();
    expect(cleared.body).toEqual(EMPTY);
    expect((await shopper.cart()).body).toEqual(EMPTY);
  });

  it('charges $9.99 shipping at exactly $50.00, ships free from $50.01, and taxes 8% rounded half up', async () => {
    expect((await shopper.add('lamp')).body).toMatchObject({ subtotal: 50, shipping: 9.99, tax: 4, total: 63.99 });
    expect((await shopper.add('pen')).body).toMatchObject({ subtotal: 50.01, shipping: 0, tax: 4, total: 54.01 });
    const other = new CartShopper(ctx.app);
    expect((await other.add('pen')).body).toMatchObject({ subtotal: 0.01, shipping: 9.99, tax: 0, total: 10 });
    expect((await other.setQuantity('pen-default', 6)).body).toMatchObject({ subtotal: 0.06, tax: 0, total: 10.05 });
    expect((await other.setQuantity('pen-default', 7)).body).toMatchObject({ subtotal: 0.07, tax: 0.01, total: 10.07 });
    const third = new CartShopper(ctx.app);
    expect((await third.add('tv')).body).toMatchObject({ subtotal: 1234.56, shipping: 0, tax: 98.76, total: 1333.32 });
  });

  it('recomputes totals from current catalogue prices, and follows the stock', async () => {
    await shopper.add('p1', { quantity: 5 });
    await setStock('p1', 50, 4);
    expect((await shopper.cart()).body).toMatchObject({ subtotal: 20, items: [expect.objectContaining({ price: 4, quantity: 5 })] });
    await setStock('p1', 2, 4);
    const reduced = await shopper.cart();
    expect(reduced.body.items[0]).toMatchObject({ quantity: 2, maxQuantity: 2 });
    expect(reduced.body.notice).toBe("Only 2 of 'Product p1' can be ordered now; the quantity was reduced.");
    expect((await shopper.cart()).body.notice).toBeUndefined();
    await setStock('p1', 0, 4);
    const gone = await shopper.cart();
    expect(gone.body).toMatchObject({ items: [], total: 0, notice: "'Product p1' is no longer available and was removed from your cart." });
    await setStock('p1', 50, 2);
  });

  describe('coupons', () => {
    it('applies a coupon by its code in any case, and removes it', async () => {
      await shopper.add('mug', { quantity: 3 }); // $37.50
      const applied = await shopper.applyCoupon('  Welcome10 ');
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ couponCode: 'WELCOME10', subtotal: 37.5, discount: 3.75, tax: 3, total: 37.5 + 9.99 + 3 - 3.75 });
      expect((await shopper.cart()).body.couponCode).toBe('WELCOME10');
      const removed = await shopper.removeCoupon();
      expect(removed.body).toMatchObject({ couponCode: null, discount: 0, total: 50.49 });
    });

    it('rounds a percentage half up to the cent', async () => {
      await shopper.add('p2', { quantity: 5 }); // $15.00 -> 10% = $1.50
      await shopper.add('pen', { quantity: 5 }); // + $0.05 -> 10% of $15.05 = $1.505 -> $1.51
      expect((await shopper.applyCoupon('WELCOME10')).body).toMatchObject({ subtotal: 15.05, discount: 1.51 });
    });

    it('answers 400 naming the code and saying why: unknown, expired, inactive, below the minimum, empty cart', async () => {
      const empty = await shopper.applyCoupon('SAVE5');
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe("Coupon 'SAVE5' needs products in the cart.");
      expect(shopper.cookie).toBeUndefined();
      await shopper.add('mug'); // $12.50
      const cases: [string, string][] = [
        ['nope', "Coupon 'NOPE' does not exist."],
        ['old', "Coupon 'OLD' expired on 2020-01-31."],
        ['OFF', "Coupon 'OFF' is no longer active."],
        ['save5', "Coupon 'SAVE5' needs a subtotal of at least $25.00 (the cart's subtotal is $12.50)."],
      ];
      for (const [code, message] of cases) {
        const res = await shopper.applyCoupon(code);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'validation_error', message, details: [expect.objectContaining({ field: 'code' })] });
      }
      expect((await shopper.cart()).body).toMatchObject({ couponCode: null, discount: 0 });
    });

    it('drops a coupon that stops qualifying after a change, and says so', async () => {
      await shopper.add('mug', { quantity: 2 }); // $25.00: exactly the minimum
      expect((await shopper.applyCoupon('SAVE5')).body).toMatchObject({ couponCode: 'SAVE5', discount: 5 });
      const lowered = await shopper.setQuantity('mug-default', 1);
      expect(lowered.body).toMatchObject({
        couponCode: null,
        discount: 0,
        notice: "Coupon 'SAVE5' was removed: it needs a subtotal of at least $25.00 (the cart's subtotal is $12.50).",
      });
      expect((await shopper.cart()).body).not.toHaveProperty('notice');

      await shopper.add('lamp');
      await shopper.applyCoupon('SAVE5');
      const removed = await shopper.remove('lamp-default');
      expect(removed.body).toMatchObject({ couponCode: null, discount: 0 });
      expect(removed.body.notice).toContain("Coupon 'SAVE5' was removed");
      await shopper.applyCoupon('WELCOME10');
      const emptied = await shopper.remove('mug-default');
      expect(emptied.body).toMatchObject({ ...EMPTY, notice: "Coupon 'WELCOME10' was removed: it needs products in the cart." });
    });

    it('never lets the total go below zero', async () => {
      await shopper.add('mug');
      expect((await shopper.applyCoupon('HUGE')).body).toMatchObject({ subtotal: 12.5, shipping: 9.99, tax: 1, discount: 100, total: 0 });
    });
  });

  it("answers 400 in the project's error shape naming the field for bad bodies", async () => {
    await shopper.add('mug');
    const cases: [() => Promise<ShopperResponse>, string, string][] = [
      [() => shopper.post('/api/cart/items', { productId: 'mug', quantity: 0 }), 'quantity', 'must be 1 or more'],
      [() => shopper.post('/api/cart/items', { productId: 'mug', quantity: 'x' }), 'quantity', 'must be a whole number'],
      [() => shopper.post('/api/cart/items', { quantity: 1 }), 'productId', 'is required'],
      [() => shopper.patch('/api/cart/items/mug-default', { quantity: 2.5 }), 'quantity', 'must be a whole number'],
      [() => shopper.put('/api/cart/coupon', { code: '' }), 'code', 'must not be empty'],
      [() => shopper.put('/api/cart/coupon', {}), 'code', 'is required'],
    ];
    for (const [send, field, message] of cases) {
      const res = checked(await send());
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(res.body.error.details).toContainEqual({ field, message });
    }
    const malformed = await shopper.request('POST', '/api/cart/items', '{"productId":', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_error');
    expect((await shopper.cart()).body.items).toEqual([expect.objectContaining({ id: 'mug-default', quantity: 1 })]);
  });

  it('keeps two shoppers apart', async () => {
    const alice = new CartShopper(ctx.app);
    const bob = new CartShopper(ctx.app);
    await alice.add('mug', { quantity: 2 });
    await bob.add('lamp');
    await alice.applyCoupon('WELCOME10');
    expect(alice.cookie).not.toBe(bob.cookie);
    expect((await alice.cart()).body.items.map((i: { id: string }) => i.id)).toEqual(['mug-default']);
    expect((await bob.cart()).body).toMatchObject({ couponCode: null, items: [expect.objectContaining({ id: 'lamp-default' })] });
    expect((await bob.remove('mug-default')).status).toBe(404);
    await bob.clear();
    expect((await alice.cart()).body.itemCount).toBe(2);
  });

  describe('concurrent changes to one cart lose no update', () => {
    it('20 parallel adds of one product end at exactly maxQuantity 10', async () => {
      await shopper.add('pen');
      await shopper.remove('pen-default');
      const results = await Promise.all(Array.from({ length: 20 }, () => shopper.add('mug')));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect((await shopper.cart()).body.items).toEqual([expect.objectContaining({ id: 'mug-default', quantity: 10 })]);
    });

    it('8 parallel adds below the cap count every one', async () => {
      await shopper.add('pen');
      const results = await Promise.all(Array.from({ length: 8 }, () => shopper.add('mug')));
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect((await shopper.cart()).body.items.find((i: { id: string }) => i.id === 'mug-default').quantity).toBe(8);
    });

    it('two products, 10 parallel adds each, interleaved', async () => {
      await shopper.add('pen');
      await Promise.all(Array.from({ length: 20 }, (_, i) => shopper.add(i % 2 === 0 ? 'p1' : 'p2')));
      const cart = (await shopper.cart()).body;
      // Which of the two lines was created first is up to the race; the quantities are not.
      expect(cart.items.map((i: { id: string; quantity: number }) => [i.id, i.quantity]).sort()).toEqual([
        ['p1-default', 10],
        ['p2-default', 10],
        ['pen-default', 1],
      ]);
      expect(cart.itemCount).toBe(21);
    });

    it('parallel quantity changes and adds leave a consistent cart', async () => {
      await shopper.add('mug', { quantity: 2 });
      await shopper.applyCoupon('SAVE5');
      await Promise.all([
        shopper.setQuantity('mug-default', 1),
        shopper.add('lamp'),
        shopper.add('pen', { quantity: 3 }),
        shopper.setQuantity('mug-default', 4),
      ]);
      const cart = (await shopper.cart()).body;
      const subtotal = cart.items.reduce((s: number, i: { price: number; quantity: number }) => s + Math.round(i.price * 100) * i.quantity, 0);
      expect(Math.round(cart.subtotal * 100)).toBe(subtotal);
      expect(cart.items.map((i: { id: string }) => i.id).sort()).toEqual(['lamp-default', 'mug-default', 'pen-default']);
      expect(cart.discount).toBe(cart.couponCode === null ? 0 : 5);
    });
  });

  it('documents the cart, wishlist and recently viewed routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/cart', '/api/cart/items', '/api/cart/items/{itemId}', '/api/cart/coupon', '/api/wishlist/{productId}', '/api/recently-viewed']),
    );
    expect(doc.paths['/api/cart/items'].post.tags).toEqual(['cart']);
    expect(doc.paths['/api/wishlist/{productId}'].put.tags).toEqual(['shopper']);
    expect(Object.keys(doc.paths['/api/cart'].get.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['items', 'itemCount', 'subtotal', 'shipping', 'tax', 'discount', 'total', 'couponCode', 'notice']),
    );
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['cart', 'shopper']));
  });

  it('keeps the cart in the database: a new app over it finds the same cart', async () => {
    await shopper.add('tv');
    await shopper.applyCoupon('WELCOME10');
    const before = (await shopper.cart()).body;
    const restarted = await buildApp({ db: ctx.db });
    try {
      const again = new CartShopper(restarted);
      again.cookie = shopper.cookie;
      expect((await again.cart()).body).toEqual(before);
    } finally {
      await restarted.close();
    }
  });

  it('answers 409, not a server error, when a sign-in ended the session while its cart was being changed', async () => {
    const change = new CartRepository(ctx.db).transaction((repository) => repository.lockCart('a-session-that-just-ended', new Date()));
    await expect(change).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/Reload the page/) });
  });
});
