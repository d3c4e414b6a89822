// The back office's Reviews screen (issue 22): the owner hides a shopper's review with a reason, the storefront's
// product page no longer shows it (nor counts it), and the owner shows it again. On a shop of its own, so the
// review it writes changes no count the storefront's specs read on the shared shop.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, scrollToReviews, settled, test, visit } from './support/fixtures.ts';
import { deliverOrder } from './support/back-office.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';
import { ADDRESS, PASSWORD, uniqueEmail } from './support/shopper.ts';

const OWNER = { email: 'owner@reviews-admin.test', password: 'reviews-owner-password-1' };
const PRODUCT = { id: 'sample-4', name: 'EcoBrew Organic Single-Origin Coffee Beans, 1 kg' };
const TITLE = 'Smells like a bakery';

let shop: ShopServer;

test.beforeAll(async () => {
  shop = await startShop({ owners: [OWNER] });
});

test.afterAll(async () => {
  await shop?.stop();
});

/** A shopper who signs up, orders the coffee (pay on delivery), receives it and reviews it, through the shop's API. */
async function reviewedByAShopper(request: APIRequestContext): Promise<void> {
  const headers = { origin: shop.baseURL };
  const email = uniqueEmail('review-admin');
  const ok = async (what: string, answer: Promise<{ ok: () => boolean; status: () => number; text: () => Promise<string> }>) => {
    const res = await answer;
    expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  };
  await ok('sign-up', request.post(`${shop.baseURL}/api/auth/signup`, { headers, data: { email, password: PASSWORD } }));
  await ok('add to cart', request.post(`${shop.baseURL}/api/cart/items`, { headers, data: { productId: PRODUCT.id } }));
  const order = {
    email,
    shippingAddress: { name: ADDRESS.name, line1: ADDRESS.line1, city: ADDRESS.city, region: ADDRESS.region, postalCode: ADDRESS.postalCode, country: 'GB' },
    delivery: 'standard',
    paymentMethod: 'pay-on-delivery',
  };
  const placed = await request.post(`${shop.baseURL}/api/orders`, { headers: { ...headers, 'idempotency-key': `reviews-admin-${Date.now()}` }, data: order });
  expect(placed.ok(), `order: ${placed.status()} ${await placed.text()}`).toBe(true);
  await deliverOrder(shop.baseURL, OWNER, ((await placed.json()) as { id: string }).id);
  await ok(
    'review',
    request.post(`${shop.baseURL}/api/products/${PRODUCT.id}/reviews`, {
      headers,
      data: { rating: 1, title: TITLE, text: 'Fresh and fragrant, but the bag arrived torn.', name: 'Grace H.' },
    }),
  );
}

test('the owner hides a review with a reason, the product page no longer shows it, and shows it again', async ({ page, browser }) => {
  // A shopper, an order, a review and the owner's own browser: more than the usual time on the shared machine.
  test.slow();
  await reviewedByAShopper(page.request);
  const productPage = `${shop.baseURL}/products/${PRODUCT.id}`;
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await visit(page, productPage);
  await scrollToReviews(page);
  await expect(reviews.getByRole('article', { name: TITLE })).toBeVisible();
  await expect(reviews.getByText(/1 review written here/)).toBeVisible();

  const ownerContext = await browser.newContext({ baseURL: shop.baseURL });
  const owner = await ownerContext.newPage();
  await visit(owner, '/admin');
  await owner.getByLabel('Email').fill(OWNER.email);
  await owner.getByLabel('Password').fill(OWNER.password);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(owner.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const row = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: TITLE }) });
  await expect(row).toContainText(`1 of 5 stars · product ${PRODUCT.id} · Grace H.`);
  await settled(owner);
  await expectNoAxeViolations(owner);

  await row.getByLabel('Reason (optional)').fill('Names a courier by name');
  await row.getByRole('button', { name: `Hide the review “${TITLE}”` }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Show again the review “${TITLE}”` })).toBeVisible();

  // The storefront no longer shows it, nor counts it.
  await visit(page, productPage);
  await scrollToReviews(page);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect(reviews).toBeVisible();
  await expect(reviews.getByRole('article', { name: TITLE })).toHaveCount(0);
  await expect(reviews.getByText(/review written here/)).toHaveCount(0);

  // The audit log keeps who hid it and why.
  await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(owner.getByRole('main')).toContainText('Names a courier by name');

  await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click();
  await row.getByRole('button', { name: `Show again the review “${TITLE}”` }).click();
  await expect(row.getByRole('button', { name: `Hide the review “${TITLE}”` })).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toHaveCount(0);
  await ownerContext.close();

  await visit(page, productPage);
  await scrollToReviews(page);
  await expect(reviews.getByRole('article', { name: TITLE })).toBeVisible();
  await expect(reviews.getByText(/1 review written here/)).toBeVisible();
});
