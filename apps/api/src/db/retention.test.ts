import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../test/test-app.ts';
import { Shopper } from '../../test/shopper-client.ts';
import { DEFAULT_SESSION_LIFETIMES, sessionExpired } from '../plugins/session.ts';

const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('sessionExpired', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const session = (kind: string, idle: number, age = idle) => ({ kind, last_seen_at: at(idle), created_at: at(age) });

  it('ends each kind by its own idle and absolute lifetimes; the account’s own row never', () => {
    const l = DEFAULT_SESSION_LIFETIMES;
    expect(sessionExpired(session('guest', 29 * DAY), l, now)).toBe(false);
    expect(sessionExpired(session('guest', 31 * DAY), l, now)).toBe(true);
    expect(sessionExpired(session('sign-in', 1 * DAY, 181 * DAY), l, now)).toBe(true);
    expect(sessionExpired(session('staff', 11 * HOUR), l, now)).toBe(false);
    expect(sessionExpired(session('staff', 13 * HOUR), l, now)).toBe(true);
    expect(sessionExpired(session('lists', 3650 * DAY), l, now)).toBe(false);
    expect(sessionExpired(session('constructor', 3650 * DAY), l, now)).toBe(false);
    const shorter = { ...l, 'sign-in': { idleMs: 2 * HOUR, absoluteMs: DAY } };
    expect(sessionExpired(session('sign-in', 3 * HOUR), shorter, now)).toBe(true);
  });
});

describe.each(ENGINES)('sessions expire and old rows are purged on %s (issue 20, 8)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
  });
  afterAll(async () => ctx?.close());

  const sessionRows = async () => (await ctx.db.kysely.selectFrom('sessions').select(['id', 'kind']).execute()).length;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  it('a guest idle for over 30 days is a new guest, and the sweeper deletes the session with its cart', async () => {
    const shopper = new Shopper(ctx.app);
    expect((await shopper.post('/api/cart/items', { productId: 'mug' })).status).toBe(200);
    const idle = new Shopper(ctx.app);
    expect((await idle.post('/api/cart/items', { productId: 'mug', quantity: 2 })).status).toBe(200);
    const rows = await ctx.db.kysely.selectFrom('sessions').select(['id', 'kind', 'last_seen_at']).orderBy('created_at').execute();
    expect(rows.map((r) => r.kind)).toEqual(['guest', 'guest']);
    await ctx.db.kysely.updateTable('sessions').set({ last_seen_at: ago(31 * DAY) }).where('id', '=', rows[1]!.id).execute();

    expect((await idle.get('/api/cart')).body.itemCount).toBe(0);
    expect((await shopper.get('/api/cart')).body.itemCount).toBe(1);

    const report = await ctx.app.purgeExpired();
    expect(report).toMatchObject({ sessions: 1 });
    expect(await ctx.db.kysely.selectFrom('sessions').select('id').where('id', '=', rows[1]!.id).execute()).toEqual([]);
    expect(await ctx.db.kysely.selectFrom('carts').select('id').where('session_id', '=', rows[1]!.id).execute()).toEqual([]);
    expect((await shopper.get('/api/cart')).body.itemCount).toBe(1);
  });

  it('keeps an account’s own row and a signed-in session within its lifetime; purges empty carts, old guest chats and counters', async () => {
    const owner = new Shopper(ctx.app);
    expect((await owner.post('/api/auth/signup', { email: 'keep@example.com', password: 'long enough' })).status).toBe(200);
    await owner.post('/api/cart/items', { productId: 'mug' });
    // The account's row is years old: it holds the account's cart and never expires.
    await ctx.db.kysely.updateTable('sessions').set({ last_seen_at: ago(3650 * DAY), created_at: ago(3650 * DAY) }).where('kind', '=', 'lists').execute();

    const emptied = new Shopper(ctx.app);
    await emptied.post('/api/cart/items', { productId: 'mug' });
    await emptied.delete('/api/cart');
    const chatty = new Shopper(ctx.app);
    expect((await chatty.request('POST', '/api/chat', { message: 'hello' }, { accept: 'application/json' })).status).toBe(200);
    await ctx.db.kysely.updateTable('carts').set({ updated_at: ago(2 * DAY) }).execute();
    await ctx.db.kysely.updateTable('chat_conversations').set({ updated_at: ago(31 * DAY) }).execute();
    await ctx.db.kysely.insertInto('rate_limits').values({ key: 'old', window_started_ms: Date.now() - 2 * DAY, hits: 3 }).execute();
    await ctx.db.kysely.insertInto('auth_attempts').values({ key: 'old', window_started_at: ago(2 * DAY), attempts: 3 }).execute();

    const before = await sessionRows();
    const reports = await Promise.all([ctx.app.purgeExpired(), ctx.app.purgeExpired()]);
    const done = reports.filter((r) => r !== undefined);
    expect(done.length).toBeGreaterThanOrEqual(1);
    const total = (key: 'sessions' | 'emptyCarts' | 'guestChats' | 'counters') => done.reduce((n, r) => n + r[key], 0);
    expect(total('sessions')).toBe(0);
    expect(await sessionRows()).toBe(before);
    expect(total('emptyCarts')).toBeGreaterThanOrEqual(1);
    expect(total('guestChats')).toBe(1);
    expect(total('counters')).toBe(2);

    expect((await owner.get('/api/auth/me')).body.account.email).toBe('keep@example.com');
    expect((await owner.get('/api/cart')).body.itemCount).toBe(1);
    // The chat of the account is not a guest's; the guest's conversation starts over with the greeting.
    expect((await chatty.get('/api/chat')).body.messages).toHaveLength(1);
  });
});
