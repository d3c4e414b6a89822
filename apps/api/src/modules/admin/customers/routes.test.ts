import { adminCustomerDetailSchema, adminCustomerListSchema } from '@cartwise/domain/admin/customers';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { expectDocumented, type Shopper } from '../../../../test/shopper-client.ts';
import { signedIn } from '../../../../test/staff.ts';

const PRODUCTS: ProductInput[] = [
  { id: 'lamp', name: 'Desk Lamp', price: 40, category: 'Home', brand: 'Acme', thumbnail: '/images/lamp.svg', stockQuantity: 100 },
];

let keys = 0;
const key = () => `admin-customers-${Date.now()}-${(keys += 1)}`;

describe.each(ENGINES)('the back office customers on %s', (engine) => {
  let context: TestContext;
  let staff: Shopper;

  beforeAll(async () => {
    context = await createTestApp(engine, PRODUCTS);
    staff = await signedIn(context.app, 'staff');
  });
  afterAll(() => context?.close());

  it("lists accounts newest first with their order count and what they spent, finds one by email, and opens its orders", async () => {
    const tag = Date.now().toString(36);
    const ada = await signedIn(context.app, undefined, `ada-${tag}@example.com`);
    const first = await ada.placeOrder('lamp', `ada-${tag}@example.com`, key());
    const second = await ada.placeOrder('lamp', `ada-${tag}@example.com`, key());
    const third = await ada.placeOrder('lamp', `ada-${tag}@example.com`, key());
    await signedIn(context.app, undefined, `grace_${tag}@example.com`);

    // The third is cancelled: still an order of hers, but not money spent.
    const mine = (await ada.get('/api/orders')).body.orders as { id: string; orderNumber: string }[];
    const cancelled = mine.find((o) => o.orderNumber === third.orderNumber)!;
    expect((await staff.post(`/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' })).status).toBe(200);

    const all = expectDocumented(await staff.get('/api/admin/customers'), adminCustomerListSchema).body;
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.customers[0].email).toBe(`grace_${tag}@example.com`);
    expect(all.customers[0]).toMatchObject({ orderCount: 0, totalSpent: 0, lastOrderAt: null, role: null });
    expect(all.customers.find((c: { role: string | null }) => c.role === 'staff')).toBeDefined();

    const found = expectDocumented(await staff.get(`/api/admin/customers?q=ADA-${tag}`), adminCustomerListSchema).body;
    expect(found.totalCount).toBe(1);
    const customer = found.customers[0];
    expect(customer).toMatchObject({ email: `ada-${tag}@example.com`, orderCount: 3, role: null });
    expect(customer.totalSpent).toBeCloseTo(first.total + second.total, 2);
    expect(Date.parse(customer.lastOrderAt)).not.toBeNaN();

    // `_` and `%` are letters to look for, not wildcards.
    expect((await staff.get(`/api/admin/customers?q=grace_${tag}`)).body.totalCount).toBe(1);
    expect((await staff.get(`/api/admin/customers?q=grace%25${tag}`)).body.totalCount).toBe(0);
    expect((await staff.get(`/api/admin/customers?q=ada_${tag}`)).body.totalCount).toBe(0);

    const detail = expectDocumented(await staff.get(`/api/admin/customers/${customer.id}`), adminCustomerDetailSchema).body;
    expect(detail.customer).toEqual(customer);
    expect(detail.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([third.orderNumber, second.orderNumber, first.orderNumber]);
    expect(detail.orders[0]).toMatchObject({ status: 'cancelled', itemCount: 1, name: 'Grace Hopper' });
    expect(detail).toMatchObject({ page: 1, totalPages: 1 });

    expect((await staff.get('/api/admin/customers/no-such-account')).status).toBe(404);
    expect((await staff.get('/api/admin/customers?page=0')).status).toBe(400);
    expect((await staff.get(`/api/admin/customers?q=${'x'.repeat(255)}`)).status).toBe(400);
  });
});
