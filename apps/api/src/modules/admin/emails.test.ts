import { adminEmailListSchema, type AdminEmail } from '@cartwise/domain/admin/emails';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../test/shopper-client.ts';
import { signedIn } from '../../../test/staff.ts';

/** GET /api/admin/emails: the outbox a shop without SMTP_URL keeps, shown to its owner (issue 22, ADR 0024). */
describe.each(ENGINES)("the back office's emails on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, [{ id: 'lamp', name: 'Desk Lamp', price: 40, category: 'Home', brand: 'Acme', thumbnail: '/images/lamp.svg', stockQuantity: 5 }]);
  });
  afterAll(() => ctx?.close());

  it("lists an order's emails, held without SMTP, newest first with the count in each status; staff may not", async () => {
    const shopper = new Shopper(ctx.app);
    const { orderNumber } = await shopper.placeOrder('lamp', 'ada@example.com', 'emails-order-1');
    const owner = await signedIn(ctx.app, 'owner');
    const all = expectDocumented(await owner.get('/api/admin/emails'), adminEmailListSchema.strict());
    expect(all.status).toBe(200);
    // The confirmation to the shopper and the new-order alert to the shop, both kept.
    const ofOrder = (all.body.emails as AdminEmail[]).filter((e) => e.subject?.includes(orderNumber));
    expect(ofOrder.map((e) => e.status)).toEqual(['held', 'held']);
    expect(ofOrder.map((e) => e.to)).toContain('ada@example.com');
    expect(all.body.counts.held).toBeGreaterThanOrEqual(2);
    expect(all.body).toMatchObject({ page: 1, totalPages: 1 });

    expect(expectDocumented(await owner.get('/api/admin/emails?status=sent'), adminEmailListSchema.strict()).body.emails).toEqual([]);
    const bad = await owner.get('/api/admin/emails?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_error');

    const staff = await signedIn(ctx.app, 'staff');
    expect((await staff.get('/api/admin/emails')).status).toBe(403);
  });
});
