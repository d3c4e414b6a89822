import { auditPageSchema } from '@cartwise/domain/admin/audit';
import { staffMemberSchema, STAFF_SIGN_IN_AGAIN_MESSAGE, STAFF_SIGN_IN_NEEDED_MESSAGE } from '@cartwise/domain/admin/staff';
import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { publicShopSettingsSchema, shopSettingsSchema } from '@cartwise/domain/settings/shop-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../test/shopper-client.ts';
import { signedIn } from '../../../test/staff.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every documented /api/admin route, its path parameters filled in. */
async function adminRoutes(context: TestContext): Promise<{ method: string; url: string; owner: boolean }[]> {
  const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { summary?: string }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => operations[method]).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, 'some-id'),
        owner: /owner only/i.test(operations[method]?.summary ?? ''),
      })),
    );
}

describe.each(ENGINES)('the back office foundation on %s', (engine) => {
  let context: TestContext;
  let owner: Shopper;
  let staff: Shopper;
  let shopper: Shopper;

  beforeAll(async () => {
    context = await createTestApp(engine, [
      { id: 'lamp', name: 'Desk Lamp', price: 40, category: 'Home', brand: 'Acme', thumbnail: '/images/lamp.svg', stockQuantity: 3 },
    ]);
    owner = await signedIn(context.app, 'owner');
    staff = await signedIn(context.app, 'staff');
    shopper = await signedIn(context.app);
  });
  afterAll(() => context?.close());

  it('closes every documented admin route: 401 without a session, 403 for a shopper, 403 for staff on the owner\'s', async () => {
    const routes = await adminRoutes(context);
    expect(routes.length).toBeGreaterThanOrEqual(4);
    expect(routes.filter((route) => route.owner).map((route) => route.url)).toEqual(expect.arrayContaining(['/api/admin/settings', '/api/admin/audit']));
    const guest = new Shopper(context.app);
    for (const route of routes) {
      const method = route.method as 'GET';
      const anonymous = await guest.request(method, route.url, method === 'GET' ? undefined : {});
      expect(anonymous.status, `${route.method} ${route.url} without a session`).toBe(401);
      expect(anonymous.body.error.code).toBe('unauthorized');
      const asShopper = await shopper.request(method, route.url, method === 'GET' ? undefined : {});
      expect(asShopper.status, `${route.method} ${route.url} as a shopper`).toBe(403);
      expect(asShopper.body.error.code).toBe('forbidden');
      const asStaff = await staff.request(method, route.url, method === 'GET' ? undefined : {});
      if (route.owner) expect(asStaff.status, `${route.method} ${route.url} as staff`).toBe(403);
      else expect(asStaff.status, `${route.method} ${route.url} as staff`).not.toBe(403);
      const asOwner = await owner.request(method, route.url, method === 'GET' ? undefined : {});
      expect([401, 403], `${route.method} ${route.url} as the owner`).not.toContain(asOwner.status);
    }
  });

  it('holds an address under /api/admin that no route answers, and a spelling of it, the same way', async () => {
    expect((await new Shopper(context.app).get('/api/admin/no-such-thing')).status).toBe(401);
    expect((await shopper.get('/api/admin/no-such-thing')).status).toBe(403);
    expect((await shopper.get('/api/%61dmin/me')).status).toBe(403);
    expect((await owner.get('/api/admin/no-such-thing')).status).toBe(404);
  });

  it('tells staff who they are and what their role opens', async () => {
    const me = expectDocumented(await staff.get('/api/admin/me'), staffMemberSchema);
    expect(me.body).toMatchObject({ role: 'staff' });
    expect(me.body.areas).toContain('orders');
    expect(me.body.areas).not.toContain('settings');
    expect((await owner.get('/api/admin/me')).body.areas).toContain('settings');
  });

  it('opens only to a staff session: one signed in before the role was given signs in again; it ends after 12 idle hours', async () => {
    const email = `promoted-${Date.now()}@example.com`;
    const member = await signedIn(context.app, undefined, email);
    await context.app.staff.grant(email, 'staff', { accountId: null, email: 'test' });
    const before = await member.get('/api/admin/me');
    expect(before.status).toBe(401);
    expect(before.body.error.message).toBe(STAFF_SIGN_IN_AGAIN_MESSAGE);
    expect((await member.post('/api/auth/login', { email, password: 'correct horse battery' })).status).toBe(200);
    expect((await member.get('/api/admin/me')).status).toBe(200);
    const session = await context.db.kysely.selectFrom('sessions').select(['id', 'kind']).where('account_id', '=', (await context.app.auth.findByEmail(email))!.id).where('id', 'not like', 'account:%').execute();
    expect(session.map((row) => row.kind)).toEqual(['staff']);

    const idle = (hours: number) => context.db.kysely.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - hours * 3_600_000).toISOString() }).where('id', '=', session[0]!.id).execute();
    await idle(11);
    expect((await member.get('/api/admin/me')).status).toBe(200);
    await idle(13);
    const expired = await member.get('/api/admin/me');
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe(STAFF_SIGN_IN_NEEDED_MESSAGE);
  });

  it('serves the default settings to shoppers, and the owner changes them with an audit entry', async () => {
    const before = expectDocumented(await new Shopper(context.app).get('/api/settings'), publicShopSettingsSchema);
    expect(before.body.supportEmail).toBe(DEFAULT_SHOP_SETTINGS.supportEmail);
    expect(before.body).not.toHaveProperty('lowStockThreshold');

    const changed = { ...DEFAULT_SHOP_SETTINGS, shopName: 'Corner Shop', supportEmail: 'Help@Corner.example', featuredProductIds: ['lamp'], lowStockThreshold: 2 };
    const saved = expectDocumented(await owner.put('/api/admin/settings', changed), shopSettingsSchema);
    expect(saved.body).toMatchObject({ shopName: 'Corner Shop', supportEmail: 'help@corner.example', featuredProductIds: ['lamp'] });
    expect((await new Shopper(context.app).get('/api/settings')).body.shopName).toBe('Corner Shop');
    expect((await owner.get('/api/admin/settings')).body.lowStockThreshold).toBe(2);

    const unknown = await owner.put('/api/admin/settings', { ...changed, featuredProductIds: ['lamp', 'nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ field: 'featuredProductIds.1', message: "no product has the id 'nope'" }]);
    const invalid = await owner.put('/api/admin/settings', { ...changed, socialLinks: [{ label: 'X', url: 'javascript:alert(1)' }] });
    expect(invalid.status).toBe(400);
    expect((await staff.put('/api/admin/settings', changed)).status).toBe(403);

    const audit = expectDocumented(await owner.get('/api/admin/audit?subjectType=settings'), auditPageSchema);
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'settings.updated',
      actor: { email: expect.stringMatching(/^staff-/) },
      before: { shopName: 'Cartwise' },
      after: { shopName: 'Corner Shop' },
    });
    await owner.put('/api/admin/settings', DEFAULT_SHOP_SETTINGS);
  });
});
