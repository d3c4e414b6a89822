// The back office's order list under load (issue 21): 100,000 orders in the bench database and the list's
// requests (status, a week, an email, an order number, pages), driven like the other scenarios.
import { ORDER_NUMBER_ALPHABET } from '@cartwise/domain/orders/schemas';
import type { ValidProductInput } from '@cartwise/domain/catalogue/product';
import { migrate, openDatabase } from '../apps/api/src/db/database.ts';
import type { Scenario } from './scenarios.ts';
import { prng } from './support.ts';

export const BENCH_ORDERS = 100_000;
const STATUSES = ['placed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
const CUSTOMERS = 20_000;
const DAY_MS = 86_400_000;
/** The orders' days end here, so a run's figures do not depend on the day it runs. */
const LAST_DAY = Date.parse('2026-11-01T00:00:00Z');

const emailOf = (n: number) => `customer${n}@bench.test`;
function orderNumberOf(n: number): string {
  let code = '';
  for (let i = 0, rest = n; i < 6; i++, rest = Math.floor(rest / 32)) code = ORDER_NUMBER_ALPHABET[rest % 32]! + code;
  return `CW-${code}`;
}

/** Writes the orders (one line each, over the last year) unless the database holds them already. */
export async function loadOrders(file: string, products: readonly ValidProductInput[]): Promise<void> {
  const db = openDatabase(file);
  await migrate(db);
  try {
    const { n } = await db.kysely.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(n) === BENCH_ORDERS) return;
    const started = performance.now();
    const rand = prng(2121);
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('orders').execute();
      for (let start = 0; start < BENCH_ORDERS; start += 500) {
        const orders = [];
        const lines = [];
        for (let i = start; i < Math.min(start + 500, BENCH_ORDERS); i++) {
          const product = products[Math.floor(rand() * products.length)]!;
          const cents = Math.round(product.price * 100);
          const placed = new Date(LAST_DAY - Math.floor(rand() * 365 * DAY_MS)).toISOString();
          const customer = Math.floor(rand() * CUSTOMERS);
          const id = `bench-order-${i}`;
          orders.push({
            id, order_number: orderNumberOf(i), owner_id: `bench-shopper-${customer}`, status: STATUSES[Math.floor(rand() * STATUSES.length)]!,
            email: emailOf(customer), ship_name: `Customer ${customer}`, ship_line1: '1 Main Street', ship_line2: '', ship_city: 'Springfield',
            ship_region: 'IL', ship_postal_code: '62701', ship_country: 'US', delivery: 'standard', payment_method: 'pay-on-delivery',
            item_count: 1, subtotal_cents: cents, shipping_cents: 0, tax_cents: 0, discount_cents: 0, total_cents: cents, coupon_code: null,
            placed_at: placed, delivery_earliest: placed.slice(0, 10), delivery_latest: placed.slice(0, 10),
            payment_session_id: null, payment_url: null, pay_before: null, carrier: null, tracking_number: null,
          });
          lines.push({ order_id: id, product_id: product.id!, variant: 'default', name: product.name, price_cents: cents, image: '', quantity: 1, variant_name: '', variant_options: '[]', sku: null });
        }
        await trx.insertInto('orders').values(orders).execute();
        await trx.insertInto('order_lines').values(lines).execute();
      }
    });
    console.log(`Loaded ${BENCH_ORDERS} orders into SQLite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

/**
 * 2,000 requests of the back office's order list drawn in staff's mix: 30% a page of every order (1 to 40), 25% a
 * status (pages 1 to 10), 20% a week (with a status half the time), 15% an email, 10% an order number. Drawn, not
 * deduplicated: a set of distinct requests would be filled up with emails and weeks (the pages were 2% of it).
 */
export function buildAdminOrderScenarios(): Scenario[] {
  const rand = prng(2122);
  const paths: string[] = [];
  while (paths.length < 2_000) {
    const params = new URLSearchParams();
    const r = rand();
    if (r < 0.3) params.set('page', String(1 + Math.floor(rand() * 40)));
    else if (r < 0.55) {
      params.set('status', STATUSES[Math.floor(rand() * STATUSES.length)]!);
      params.set('page', String(1 + Math.floor(rand() * 10)));
    } else if (r < 0.75) {
      const from = new Date(LAST_DAY - Math.floor(rand() * 358) * DAY_MS);
      params.set('from', from.toISOString().slice(0, 10));
      params.set('to', new Date(from.getTime() + 6 * DAY_MS).toISOString().slice(0, 10));
      if (rand() < 0.5) params.set('status', STATUSES[Math.floor(rand() * STATUSES.length)]!);
    } else if (r < 0.9) params.set('q', emailOf(Math.floor(rand() * CUSTOMERS)));
    else params.set('q', orderNumberOf(Math.floor(rand() * BENCH_ORDERS)));
    paths.push(`/api/admin/orders?${params}`);
  }
  return [{ name: 'admin order list', target: { minRps: 200, maxP99Ms: 100 }, paths }];
}
