import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { accountShopperId } from '../../plugins/session.ts';
import { AccountsRepository } from './repository.ts';
import { AuthService } from './service.ts';

const MUG: ProductInput = {
  id: 'mug',
  name: 'Mug',
  price: 10,
  category: 'Home',
  brand: 'Acme',
  thumbnail: '/images/mug.svg',
  stockQuantity: 5,
};

describe.each(ENGINES)("the sign-in's merge of a guest on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
  });
  afterAll(async () => ctx?.close());

  it('is one transaction across the modules: when one module fails its part, nothing of the guest moved', async () => {
    const { app } = ctx;
    // The app's own services, but the orders' part of the merge fails (after the cart, wishlist, chat and
    // recently viewed have done theirs).
    const failing = new AuthService(new AccountsRepository(ctx.db), {
      cart: app.cart,
      wishlist: app.wishlist,
      chat: app.chat,
      recentlyViewed: app.recentlyViewed,
      orders: { mergeGuest: () => Promise.reject(new Error('the orders could not move')) },
    });
    const guestId = `guest-${engine}`;
    await app.sessions.create(guestId, new Date(), null);
    await app.cart.addItem(guestId, { productId: 'mug', quantity: 2 });
    await app.wishlist.add(guestId, 'mug');
    await app.recentlyViewed.record(guestId, 'mug');
    const email = `merge-${engine}@example.com`;

    const signUp = failing.signUp({ sessionId: guestId, shopperId: guestId, accountId: null, kind: 'guest' }, { email, password: 'correct horse battery' }, '127.0.0.1');
    await expect(signUp).rejects.toThrow('the orders could not move');

    // The account was created (its own transaction), but the guest is as it was, still signed in as a guest.
    const account = await new AccountsRepository(ctx.db).findByEmail(email);
    expect(account).toBeDefined();
    const accountId = accountShopperId(account!.id);
    expect(await app.sessions.find(guestId)).toMatchObject({ id: guestId, account_id: null });
    expect((await app.cart.get(guestId)).items.map((line) => [line.productId, line.quantity])).toEqual([['mug', 2]]);
    expect((await app.cart.get(accountId)).items).toEqual([]);
    expect((await app.wishlist.get(accountId)).products).toEqual([]);
    expect((await app.recentlyViewed.get(accountId)).products).toEqual([]);
    expect((await app.wishlist.get(guestId)).products.map((p) => p.id)).toEqual(['mug']);
  });
});
