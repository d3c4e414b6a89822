import {
  authStateSchema,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_LIMITS,
  SIGN_UP_FAILED_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
} from '@cartwise/domain/accounts/schemas';
import { chatAnswerSchema, chatConversationSchema } from '@cartwise/domain/chat/schemas';
import { couponSchema } from '@cartwise/domain/cart/coupon';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { CHAT_GREETING, MAX_QUANTITY_PER_LINE, RECENTLY_VIEWED_CAP } from '@cartwise/domain/policy';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { CartRepository } from '../cart/repository.ts';
import { MAX_STORED_MESSAGES } from '../chat/repository.ts';
import { SIGN_IN_PAUSE_MS } from './attempts.ts';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper, type ShopperResponse } from '../../../test/shopper-client.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';

const item = (id: string, stockQuantity = 50): ProductInput => ({
  id,
  name: `Product ${id}`,
  price: 10,
  category: 'Home',
  brand: 'Acme',
  thumbnail: `/images/${id}.svg`,
  stockQuantity,
});
const phone = (id: string, name: string, price: number): ProductInput => ({
  ...item(id),
  name,
  price,
  category: 'Electronics',
  subcategory: 'Cell Phones',
  brand: 'Samsung',
});
const PRODUCTS = [
  item('mug'),
  item('lamp'),
  item('pen'),
  item('few', 4),
  ...Array.from({ length: 12 }, (_, i) => item(`v${i}`)),
  // Line ids join product and variant with '-': product 'a' in variant 'b-default' and product 'a-b' share one.
  item('a'),
  item('a-b'),
  // What a guest asks the assistant for before signing in.
  phone('j3', 'Samsung - Galaxy J3 16GB Cell Phone', 179.99),
  phone('j2', 'Samsung - Galaxy J2 8GB Cell Phone', 129.99),
  phone('s7', 'Samsung - Galaxy S7 32GB Cell Phone', 679.99),
];
const coupon = (code: string, percentOff: number) =>
  couponSchema.parse({ code, description: `${percentOff}% off`, discount: { kind: 'percent', percentOff }, minSubtotalCents: 0, expiresAt: null, active: true });
const PASSWORD = 'correct horse battery';
const ADDRESS = { name: 'Ada', line1: '1 Way', city: 'London', region: 'London', postalCode: 'N1 9GU', country: 'GB' };

let emails = 0;
const newEmail = () => `shopper${(emails += 1)}-${Date.now()}@example.com`;

class Member extends Shopper {
  signUp = async (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
    expectDocumented(await this.request('POST', '/api/auth/signup', { email, password }, headers), authStateSchema.strict());
  signIn = async (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
    expectDocumented(await this.request('POST', '/api/auth/login', { email, password }, headers), authStateSchema.strict());
  signOut = async () => expectDocumented(await this.request('POST', '/api/auth/logout'), authStateSchema.strict());
  me = async () => (await this.get('/api/auth/me')).body;
  cartLines = async () =>
    ((await this.get('/api/cart')).body.items as { productId: string; quantity: number }[]).map((i) => [i.productId, i.quantity]);
  wishlist = async () => ((await this.get('/api/wishlist')).body.products as { id: string }[]).map((p) => p.id);
  viewed = async () => ((await this.get('/api/recently-viewed')).body.products as { id: string }[]).map((p) => p.id);
  view = async (productId: string) => this.post('/api/recently-viewed', { productId });
  ask = async (message: string) =>
    expectDocumented(await this.request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema.strict()).body;
  chat = async () => expectDocumented(await this.get('/api/chat'), chatConversationSchema.strict()).body;
}
const ids = (answer: { products: { id: string }[] }) => answer.products.map((p) => p.id);

/** A sign-in or sign-up held back by the attempt limit: 429, the friendly text, and no session change. */
const SIGN_IN_WINDOW_SECONDS = SIGN_IN_LIMITS.windowMinutes * 60;

/**
 * A 429 with the project's error body and a Retry-After (RFC 9110) in whole seconds, at most the window;
 * when the window started at `windowStarted` or later (ms), at least what was left of it on answering.
 */
function expectHeldBack(res: ShopperResponse, windowStarted?: number): void {
  expect(res.status).toBe(429);
  expect(res.body.error).toEqual({ code: 'rate_limited', message: TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE });
  expect(res.setCookie).toBeUndefined();
  const retryAfter = String(res.headers['retry-after']);
  expect(retryAfter).toMatch(/^[1-9][0-9]*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(SIGN_IN_WINDOW_SECONDS);
  if (windowStarted !== undefined) {
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(SIGN_IN_WINDOW_SECONDS - Math.ceil((Date.now() - windowStarted) / 1000));
  }
}

describe.each(ENGINES)('accounts API on %s', (engine) => {
  let ctx: TestContext;
  /** The same database behind a trusted proxy (TRUST_PROXY=127.0.0.1): X-Forwarded-For picks the client address. */
  let proxied: App;
  beforeAll(async () => {
    ctx = await createTestApp(engine, PRODUCTS);
    await new CartRepository(ctx.db).saveCoupons([coupon('SMALL5', 5), coupon('BIG20', 20)]);
    proxied = await buildApp({ db: ctx.db, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await proxied?.close();
    await ctx?.close();
  });

  /** Another tab still holding a cookie the server has since replaced: it opens no account and no cart. */
  async function expectEndedSession(cookie: string): Promise<Member> {
    const tab = new Member(ctx.app);
    tab.cookie = cookie;
    expect(await tab.me()).toEqual({ account: null });
    expect(await tab.cartLines()).toEqual([]);
    return tab;
  }

  it('signs up with a normalised email, rotates the session, and the old session id opens nothing', async () => {
    const member = new Member(ctx.app);
    await member.post('/api/cart/items', { productId: 'mug' });
    const guestCookie = member.cookie!;
    const email = newEmail();
    const res = await member.signUp(`  ${email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ email, id: expect.any(String), createdAt: expect.any(String) });
    expect(res.setCookie).toBeDefined();
    expect(member.cookie).not.toBe(guestCookie);
    expect(await member.me()).toEqual({ account: res.body.account });
    expect(await member.cartLines()).toEqual([['mug', 1]]);

    await expectEndedSession(guestCookie);

    const hash = await ctx.db.kysely.selectFrom('accounts').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);
    expect(hash.password_hash).not.toContain(PASSWORD);
  });

  it('refuses short and overlong passwords and bad emails, naming the fields', async () => {
    const member = new Member(ctx.app);
    const short = await member.signUp('not-an-email', 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([
      { field: 'email', message: 'must be a valid email address' },
      { field: 'password', message: 'must be at least 8 characters' },
    ]);
    const long = await member.signUp(newEmail(), 'x'.repeat(129));
    expect(long.body.error.details).toEqual([{ field: 'password', message: 'must be at most 128 characters' }]);
    expect(await member.me()).toEqual({ account: null });
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const email = newEmail();
    await new Member(ctx.app).signUp(email);
    const member = new Member(ctx.app);
    const wrong = await member.signIn(email, 'wrong password!');
    const unknown = await member.signIn(newEmail(), PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'unauthorized', message: SIGN_IN_FAILED_MESSAGE });
      expect(res.setCookie).toBeUndefined();
    }
    expect(await member.me()).toEqual({ account: null });
  });

  it('signs up an existing email only with its password, and otherwise says nothing specific', async () => {
    const email = newEmail();
    const first = new Member(ctx.app);
    const created = (await first.signUp(email)).body.account;
    const other = new Member(ctx.app);
    const taken = await other.signUp(email, 'another password');
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'conflict', message: SIGN_UP_FAILED_MESSAGE });
    expect(await other.me()).toEqual({ account: null });
    const same = await other.signUp(email, PASSWORD);
    expect(same.status).toBe(200);
    expect(same.body.account).toEqual(created);
  });

  it("merges the guest's cart (quantities capped), wishlist and recently viewed into the account at sign-in", async () => {
    const email = newEmail();
    const laptop = new Member(ctx.app);
    await laptop.signUp(email);
    await laptop.post('/api/cart/items', { productId: 'mug', quantity: 2 });
    await laptop.post('/api/cart/items', { productId: 'few', quantity: 3 });
    await laptop.put('/api/wishlist/lamp');
    for (const id of ['v0', 'v1', 'v2', 'v3', 'v4', 'v5']) await laptop.view(id);

    const phone = new Member(ctx.app);
    await phone.post('/api/cart/items', { productId: 'mug', quantity: 9 });
    await phone.post('/api/cart/items', { productId: 'few', quantity: 3 });
    await phone.post('/api/cart/items', { productId: 'pen', quantity: 1 });
    await phone.put('/api/wishlist/pen');
    await phone.put('/api/wishlist/lamp');
    for (const id of ['v6', 'v7', 'v8', 'v1', 'v9']) await phone.view(id);
    expect((await phone.signIn(email)).status).toBe(200);

    // mug 2 + 9 caps at 10 a line; few 3 + 3 caps at the 4 in stock.
    expect(await phone.cartLines()).toEqual([
      ['mug', MAX_QUANTITY_PER_LINE],
      ['few', 4],
      ['pen', 1],
    ]);
    expect((await phone.wishlist()).sort()).toEqual(['lamp', 'pen']);
    const viewed = await phone.viewed();
    expect(viewed).toEqual(['v9', 'v1', 'v8', 'v7', 'v6', 'v5', 'v4', 'v3', 'v2', 'v0']);
    expect(viewed).toHaveLength(RECENTLY_VIEWED_CAP);
    // The account is one: the other signed-in device sees the same.
    expect(await laptop.cartLines()).toEqual(await phone.cartLines());
  });

  it('rotates the session on sign-in: the old cookie opens nothing afterwards, the new one opens the account', async () => {
    const email = newEmail();
    const laptop = new Member(ctx.app);
    await laptop.signUp(email);
    await laptop.post('/api/cart/items', { productId: 'lamp' });

    const phone = new Member(ctx.app);
    await phone.put('/api/wishlist/pen');
    const guestCookie = phone.cookie!;
    const res = await phone.signIn(email);
    expect(res.status).toBe(200);
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(phone.cookie).not.toBe(guestCookie);
    expect(await phone.me()).toEqual({ account: res.body.account });
    expect(await phone.cartLines()).toEqual([['lamp', 1]]);

    const oldTab = await expectEndedSession(guestCookie);
    expect(await oldTab.wishlist()).toEqual([]);
    expect((await oldTab.get('/api/orders')).body).toEqual({ orders: [] });
    // Writing with it starts a new guest session; the account does not change.
    await oldTab.post('/api/cart/items', { productId: 'mug' });
    expect(oldTab.cookie).not.toBe(guestCookie);
    expect(await phone.cartLines()).toEqual([['lamp', 1]]);

    // Signing in again from a signed-in session rotates it too.
    const signedInCookie = phone.cookie!;
    expect((await phone.signIn(email)).status).toBe(200);
    expect(phone.cookie).not.toBe(signedInCookie);
    expect(await phone.me()).toEqual({ account: res.body.account });
    await expectEndedSession(signedInCookie);
  });

  it('keeps a guest line whose id clashes with a different line of the account, as its own line', async () => {
    const email = newEmail();
    const laptop = new Member(ctx.app);
    await laptop.signUp(email);
    await laptop.post('/api/cart/items', { productId: 'a', variant: 'b-default', quantity: 2 });
    const phone = new Member(ctx.app);
    await phone.post('/api/cart/items', { productId: 'a-b', quantity: 3 });
    await phone.post('/api/cart/items', { productId: 'mug', quantity: 9 });
    await laptop.post('/api/cart/items', { productId: 'mug', quantity: 4 });
    await phone.signIn(email);

    const items = (await phone.get('/api/cart')).body.items as { id: string; productId: string; variant: string; quantity: number }[];
    expect(items.map((i) => [i.productId, i.variant, i.quantity])).toEqual([
      ['a', 'b-default', 2],
      ['mug', 'default', MAX_QUANTITY_PER_LINE],
      ['a-b', 'default', 3],
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
    // The renamed line is an ordinary line: it changes and leaves the cart by its id.
    const moved = items.find((i) => i.productId === 'a-b')!;
    expect((await phone.patch(`/api/cart/items/${encodeURIComponent(moved.id)}`, { quantity: 1 })).status).toBe(200);
    expect(await laptop.cartLines()).toEqual([
      ['a', 2],
      ['mug', MAX_QUANTITY_PER_LINE],
      ['a-b', 1],
    ]);
    expect((await phone.delete(`/api/cart/items/${encodeURIComponent(moved.id)}`)).status).toBe(200);
    expect(await phone.cartLines()).toEqual([
      ['a', 2],
      ['mug', MAX_QUANTITY_PER_LINE],
    ]);
  });

  it("keeps the coupon worth more on the merged cart when guest and account each have one", async () => {
    const couponAfterMerge = async (accountCode: string, guestCode: string) => {
      const email = newEmail();
      const laptop = new Member(ctx.app);
      await laptop.signUp(email);
      await laptop.post('/api/cart/items', { productId: 'lamp' });
      expect((await laptop.put('/api/cart/coupon', { code: accountCode })).status).toBe(200);
      const phone = new Member(ctx.app);
      await phone.post('/api/cart/items', { productId: 'pen' });
      expect((await phone.put('/api/cart/coupon', { code: guestCode })).status).toBe(200);
      await phone.signIn(email);
      const cart = (await phone.get('/api/cart')).body;
      expect(cart.items.map((i: { productId: string }) => i.productId)).toEqual(['lamp', 'pen']);
      expect((await laptop.get('/api/cart')).body.couponCode).toBe(cart.couponCode);
      return { code: cart.couponCode, discount: cart.discount };
    };
    // $20 merged subtotal: 20% is $4, 5% is $1.
    expect(await couponAfterMerge('SMALL5', 'BIG20')).toEqual({ code: 'BIG20', discount: 4 });
    expect(await couponAfterMerge('BIG20', 'SMALL5')).toEqual({ code: 'BIG20', discount: 4 });
    expect(await couponAfterMerge('SMALL5', 'SMALL5')).toEqual({ code: 'SMALL5', discount: 1 });
  });

  it('loses no add to the guest cart that the server accepted while the shopper signed in', async () => {
    const email = newEmail();
    await new Member(ctx.app).signUp(email);
    const guest = new Member(ctx.app);
    await guest.post('/api/cart/items', { productId: 'mug' });
    const guestCookie = guest.cookie!;
    // Adds of distinct lines (one per variant) with the guest's cookie, before, during and after sign-in.
    const variants = Array.from({ length: 40 }, (_, i) => `c${i}`);
    let signIn: ReturnType<Member['signIn']> | undefined;
    const adds: LightMyRequestResponse[] = [];
    for (const [i, variant] of variants.entries()) {
      if (i === 3) signIn = guest.signIn(email);
      adds.push(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/cart/items',
          payload: { productId: 'pen', variant },
          headers: { cookie: guestCookie },
        }),
      );
    }
    expect((await signIn!).status).toBe(200);
    // Accepted into the guest's session: 200 without a new session cookie (one means the old session had ended).
    const newSession = (res: LightMyRequestResponse) =>
      ([] as unknown[]).concat(res.headers['set-cookie'] ?? []).some((c) => String(c).startsWith(`${SESSION_COOKIE}=`));
    const accepted = variants.filter((_, i) => adds[i]!.statusCode === 200 && !newSession(adds[i]!));
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    const items = (await guest.get('/api/cart')).body.items as { productId: string; variant: string }[];
    const inAccount = items.filter((i) => i.productId === 'pen').map((i) => i.variant);
    expect(inAccount.sort()).toEqual([...accepted].sort());
  });

  it('signs out to a fresh, empty guest session; the account keeps its data for the next sign-in', async () => {
    const email = newEmail();
    const member = new Member(ctx.app);
    await member.signUp(email);
    await member.post('/api/cart/items', { productId: 'lamp' });
    await member.put('/api/wishlist/mug');
    const signedInCookie = member.cookie!;

    const out = await member.signOut();
    expect(out.body).toEqual({ account: null });
    expect(out.setCookie).toBeDefined();
    expect(member.cookie).not.toBe(signedInCookie);
    expect(await member.me()).toEqual({ account: null });
    expect(await member.cartLines()).toEqual([]);
    expect(await member.wishlist()).toEqual([]);

    const stolen = new Member(ctx.app);
    stolen.cookie = signedInCookie;
    expect(await stolen.me()).toEqual({ account: null });

    await member.signIn(email);
    expect(await member.cartLines()).toEqual([['lamp', 1]]);
    expect(await member.wishlist()).toEqual(['mug']);
  });

  it("gives a guest's orders to the account, readable from any of its sessions", async () => {
    const email = newEmail();
    await new Member(ctx.app).signUp(email);
    const guest = new Member(ctx.app);
    await guest.post('/api/cart/items', { productId: 'mug' });
    const order = await guest.request('POST', '/api/orders', { email, shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': `k-${email}` });
    expect(order.status).toBe(201);
    await guest.signIn(email);
    expect((await guest.get(`/api/orders/${order.body.id}`)).status).toBe(200);

    const elsewhere = new Member(ctx.app);
    await elsewhere.signIn(email);
    expect((await elsewhere.get('/api/orders')).body.orders.map((o: { id: string }) => o.id)).toEqual([order.body.id]);
    await elsewhere.post('/api/cart/items', { productId: 'pen' });
    const second = await elsewhere.request('POST', '/api/orders', { email, shippingAddress: ADDRESS, delivery: 'express' }, { 'idempotency-key': `k2-${email}` });
    expect((await guest.get('/api/orders')).body.orders.map((o: { id: string }) => o.id)).toEqual([second.body.id, order.body.id]);
    await elsewhere.signOut();
    expect((await elsewhere.get(`/api/orders/${order.body.id}`)).status).toBe(404);
  });

  it("carries the guest's conversation with the assistant into an account that has none, and what it showed stays in focus", async () => {
    const email = newEmail();
    const laptop = new Member(ctx.app);
    await laptop.signUp(email);
    const phone = new Member(ctx.app);
    const shown = await phone.ask('samsung phones under $200');
    expect(ids(shown)).toEqual(['j3', 'j2']);
    const asGuest = await phone.chat();
    const guestCookie = phone.cookie!;
    expect((await phone.signIn(email)).status).toBe(200);

    // The same messages, suggestions, last query and conversation id, on every device of the account.
    expect(await phone.chat()).toEqual(asGuest);
    expect(await laptop.chat()).toEqual(asGuest);
    expect((await (await expectEndedSession(guestCookie)).chat()).messages.map((m: { content: string }) => m.content)).toEqual([CHAT_GREETING]);
    const first = await phone.ask('is the first one in stock?');
    expect(first.message.content).toBe('Yes, the Samsung - Galaxy J3 16GB Cell Phone is in stock, at $179.99.');
    await phone.ask('add the second one to my cart');
    expect(await laptop.cartLines()).toEqual([['j2', 1]]);
  });

  it("appends the guest's conversation after the account's, within its limit; the guest's last products are in focus", async () => {
    // Enough turns to reach the limit, past the assistant's per-minute limit.
    const app = await buildApp({ db: ctx.db, assistant: { messagesPerMinute: 1000 } });
    try {
      const email = newEmail();
      const laptop = new Member(app);
      await laptop.signUp(email);
      const turns = (MAX_STORED_MESSAGES - 4) / 2;
      for (let i = 0; i < turns - 1; i += 1) await laptop.ask(`what is your return policy ${i}`);
      expect(ids(await laptop.ask('samsung phones over $500'))).toEqual(['s7']);
      const accountMessages = (await laptop.chat()).messages;
      expect(accountMessages).toHaveLength(1 + 2 * turns);
      const other = new Member(app);
      await other.signUp(newEmail());
      await other.ask('samsung phones');
      const otherBefore = await other.chat();

      const phone = new Member(app);
      await phone.ask('hi');
      expect(ids(await phone.ask('samsung phones under $200'))).toEqual(['j3', 'j2']);
      const asGuest = await phone.chat();
      expect(asGuest.messages).toHaveLength(5);
      await phone.signIn(email);

      // The account's greeting goes to make room; the guest's greeting is not repeated mid-conversation.
      const merged = await phone.chat();
      expect(merged.messages).toHaveLength(MAX_STORED_MESSAGES);
      expect(merged.messages).toEqual([...accountMessages.slice(1), ...asGuest.messages.slice(1)]);
      expect(merged.context).toEqual({ sessionId: (await laptop.chat()).context.sessionId, lastQuery: 'samsung phones under $200' });
      expect(merged.suggestions).toEqual(asGuest.suggestions);
      expect((await phone.ask('is the first one in stock?')).message.content).toMatch(/^Yes, the Samsung - Galaxy J3 16GB Cell Phone is in stock/);
      expect(await other.chat()).toEqual(otherBefore);
    } finally {
      await app.close();
    }
  });

  it("carries the guest's conversation into a new account at sign-up", async () => {
    const guest = new Member(ctx.app);
    await guest.ask('samsung phones under $200');
    const asGuest = await guest.chat();
    await guest.signUp(newEmail());
    expect(await guest.chat()).toEqual(asGuest);
    await guest.ask('add the first one to my cart');
    expect(await guest.cartLines()).toEqual([['j3', 1]]);
  });

  it("leaves the account's conversation as it was when the guest's was cleared back to the greeting", async () => {
    const email = newEmail();
    const laptop = new Member(ctx.app);
    await laptop.signUp(email);
    await laptop.ask('samsung phones over $500');
    const before = await laptop.chat();
    const phone = new Member(ctx.app);
    await phone.ask('samsung phones under $200');
    await phone.delete('/api/chat');
    await phone.signIn(email);
    expect(await phone.chat()).toEqual(before);
  });

  it('rate-limits sign-in attempts per IP and email, across right and wrong passwords', async () => {
    const started = Date.now();
    const email = newEmail();
    await new Member(proxied).signUp(email, PASSWORD, { 'x-forwarded-for': '203.0.113.9' });
    const attacker = new Member(proxied);
    const from = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < SIGN_IN_LIMITS.perIpAndEmail; i += 1) {
      expect((await attacker.signIn(email, `guess number ${i}`, from)).status).toBe(401);
    }
    // Retry-After: the rest of the window the first attempt from this address started.
    expectHeldBack(await attacker.signIn(email, PASSWORD, from), started);
    expect(await attacker.me()).toEqual({ account: null });
    // Another address, or another email from the same address, is not held back.
    expect((await new Member(proxied).signIn(email, PASSWORD, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
    expect((await attacker.signIn(newEmail(), PASSWORD, from)).status).toBe(401);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a rotated header does not reset the per-IP limit', async () => {
    const email = newEmail();
    await new Member(ctx.app).signUp(email);
    const attacker = new Member(ctx.app);
    const rotating = (i: number) => ({ 'x-forwarded-for': `198.51.100.${100 + i}` });
    // The sign-up above counted one attempt for this address and email.
    for (let i = 1; i < SIGN_IN_LIMITS.perIpAndEmail; i += 1) {
      expect((await attacker.signIn(email, `guess number ${i}`, rotating(i))).status).toBe(401);
    }
    expectHeldBack(await attacker.signIn(email, PASSWORD, rotating(99)));
  });

  it('past the per-email limit, makes each address wait between tries but never refuses the owner (issue 20)', async () => {
    const email = newEmail();
    await new Member(proxied).signUp(email, PASSWORD, { 'x-forwarded-for': '203.0.113.50' });
    // One attempt from each of many addresses: no per-IP limit is reached, the per-email one is.
    const attempts = Array.from({ length: SIGN_IN_LIMITS.perEmail }, (_, i) => i);
    for (const i of attempts) {
      const from = { 'x-forwarded-for': `10.${Math.floor(i / 250)}.${i % 250}.1` };
      expect((await new Member(proxied).signIn(email, `guess number ${i}`, from)).status).toBe(401);
    }
    // The owner, from an address of their own, still signs in with the right password.
    expect((await new Member(proxied).signIn(email, PASSWORD, { 'x-forwarded-for': '192.0.2.77' })).status).toBe(200);
    // A guesser's address gets one try, then waits a few seconds (Retry-After) before the next.
    const guesser = { 'x-forwarded-for': '192.0.2.90' };
    expect((await new Member(proxied).signIn(email, 'one more guess', guesser)).status).toBe(401);
    const paused = await new Member(proxied).signIn(email, PASSWORD, guesser);
    expectHeldBack(paused);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_PAUSE_MS / 1000);
    // Other emails are unaffected.
    expect((await new Member(proxied).signUp(newEmail(), PASSWORD, { 'x-forwarded-for': '192.0.2.77' })).status).toBe(200);
  });

  it('rate-limits sign-up per IP and email, so a registered email cannot be probed quickly', async () => {
    const started = Date.now();
    const email = newEmail();
    const from = { 'x-forwarded-for': '198.51.100.60' };
    const prober = new Member(proxied);
    expect((await prober.signUp(email, PASSWORD, from)).status).toBe(200);
    await prober.signOut();
    for (let i = 1; i < SIGN_IN_LIMITS.perIpAndEmail; i += 1) {
      expect((await prober.signUp(email, `another password ${i}`, from)).status).toBe(409);
    }
    expectHeldBack(await prober.signUp(email, PASSWORD, from), started);
    expect(await prober.me()).toEqual({ account: null });
    // A new email from that address, and that email from another address, still get through.
    expect((await new Member(proxied).signUp(newEmail(), PASSWORD, from)).status).toBe(200);
    expect((await new Member(proxied).signUp(email, PASSWORD, { 'x-forwarded-for': '198.51.100.61' })).status).toBe(200);
  });
});
