// Paying by card through Stripe Checkout (ADR 0022), against a Stripe-compatible server on 127.0.0.1: its
// hosted page takes the "payment", sends the signed webhook to the shop and sends the shopper back, as
// Stripe does; going back without paying, or letting the page expire, gives the cart back, and the back
// office refunds a paid order through the same server (ADR 0029). This spec starts its own shop with STRIPE_*
// pointing at that server.
import type { Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../api/test/support/fake-stripe.ts';
import { expect, settled, test, visit } from './support/fixtures.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';
import { addFeatured, cartButton, cartDrawer, COFFEE, fillCheckout, proceedToCheckout, summaryValue, uniqueEmail } from './support/shopper.ts';

let stripe: FakeStripe;
let shop: ShopServer;
const OWNER = { email: 'owner@card-payment.test', password: 'card-owner-password-1' };

test.beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await startShop({
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url },
    owners: [OWNER],
  });
  stripe.webhookUrl = `${shop.baseURL}/api/payments/stripe/webhook`;
});

test.afterAll(async () => {
  await shop?.stop();
  await stripe?.close();
});

/** A guest with coffee in the cart, at checkout, who picks card payment and continues to Stripe's page. */
async function continueToStripe(page: Page): Promise<string> {
  await visit(page, `${shop.baseURL}/`);
  await addFeatured(page, COFFEE);
  await proceedToCheckout(page);
  await fillCheckout(page, uniqueEmail('card'));
  const card = page.getByRole('radio', { name: /Card \(Stripe\)/ });
  await card.check();
  const total = await summaryValue(page.getByRole('region', { name: 'Order summary' }), 'Total').textContent();
  await page.getByRole('button', { name: `Continue to payment · ${total}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  await expect(page.getByText(`Total due: ${total}`)).toBeVisible();
  return total!;
}

/**
 * Back on the shop's order page from Stripe's: drawn by the server, then its scripts load and ask for the order.
 * On the shared 2-core machine under load that has taken over the 5 s an expectation is usually given.
 */
async function backOnOrderPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Order CW-[0-9A-Z]{6}$/ })).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

test.describe('card payment', () => {
  test('a guest pays by card on the Checkout page and comes back to a paid order', async ({ page }) => {
    const total = await continueToStripe(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order CW-[0-9A-Z]{6}$/);

    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${shop.baseURL}/orders/[^/?]+\\?payment=done$`));
    await backOnOrderPage(page);
    await expect(page.getByText('Thank you! Your payment was received and your order is placed.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(summaryValue(main, 'Status')).toHaveText('Paid: we are preparing it');
    await expect(summaryValue(main, 'Total')).toHaveText(total);
    await expect(main.getByText(/^Card \(Stripe\)/)).toBeVisible();
    const paid = stripe.delivered.find((event) => event.type === 'checkout.session.completed');
    expect(paid?.status).toBe(200);
  });

  test('back from Stripe without paying, the order is cancelled and the coffee is back in the cart, once, ready to check out again', async ({ page }) => {
    const total = await continueToStripe(page);
    const session = stripe.latest();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/orders\/[^/?]+\?payment=cancelled$/);
    await backOnOrderPage(page);
    await expect(page.getByText('This order is cancelled.')).toBeVisible();
    await expect(page.getByText('You left the payment page, so nothing was charged. Its items are back in your cart.')).toBeVisible();
    await expect(summaryValue(page.getByRole('main'), 'Status')).toHaveText(/^Cancelled/);
    expect(session.status).toBe('expired');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    // A reload cancels nothing twice and adds nothing to the cart.
    await page.reload();
    await backOnOrderPage(page);
    await expect(page.getByText('This order is cancelled.')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    await page.getByRole('link', { name: 'Check out again' }).click();
    await expect(summaryValue(page.getByRole('region', { name: 'Order summary' }), 'Total')).toHaveText(total);
  });

  test('a Checkout page that expires unpaid gives the cart back', async ({ page }) => {
    await continueToStripe(page);
    // Stripe's clock passes the page's expires_at: its checkout.session.expired event reaches the shop.
    const expired = await stripe.expire(stripe.latest().id);
    expect(JSON.parse(expired.body)).toMatchObject({ outcome: 'cancelled' });
    await visit(page, `${shop.baseURL}/`);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await cartButton(page).click();
    await expect(cartDrawer(page).getByText(COFFEE)).toBeVisible();
  });

  test('the owner refunds a paid card order from the back office, through Stripe', async ({ page, browser }) => {
    const total = await continueToStripe(page);
    const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Order ', '');
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await backOnOrderPage(page);
    await expect(page.getByText('Thank you! Your payment was received and your order is placed.')).toBeVisible();
    const paymentIntent = stripe.latest().payment_intent;

    const ownerContext = await browser.newContext({ baseURL: shop.baseURL });
    const owner = await ownerContext.newPage();
    await visit(owner, '/admin');
    await owner.getByLabel('Email').fill(OWNER.email);
    await owner.getByLabel('Password').fill(OWNER.password);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await owner.getByRole('link', { name: orderNumber }).click();
    await expect(owner.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();

    await owner.getByRole('button', { name: 'Refund' }).click();
    await expect(owner.getByText(`Refund ${total} to the card through Stripe?`)).toBeVisible();
    await owner.getByRole('button', { name: 'Yes, refund' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'The order is now refunded.' })).toBeVisible();
    const refunds = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent);
    expect(refunds).toHaveLength(1);
    await expect(summaryValue(owner.getByRole('main'), 'Refund')).toHaveText(`${refunds[0]!.id} (succeeded)`);
    await ownerContext.close();

    await page.reload();
    await backOnOrderPage(page);
    await expect(summaryValue(page.getByRole('main'), 'Status')).toHaveText(/^Refunded/);
  });
});
