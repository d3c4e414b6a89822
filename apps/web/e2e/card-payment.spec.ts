// Paying by card through Stripe Checkout (ADR 0022), against a Stripe-compatible server on 127.0.0.1: its
// hosted page takes the "payment", sends the signed webhook to the shop and sends the shopper back, as
// Stripe does. This spec starts its own shop with STRIPE_* pointing at that server.
import type { Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../api/test/support/fake-stripe.ts';
import { expect, settled, test, visit } from './support/fixtures.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';
import { addFeatured, COFFEE, fillCheckout, proceedToCheckout, summaryValue, uniqueEmail } from './support/shopper.ts';

let stripe: FakeStripe;
let shop: ShopServer;

test.beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await startShop({
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url },
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

test.describe('card payment', () => {
  test('a guest pays by card on the Checkout page and comes back to a paid order', async ({ page }) => {
    const total = await continueToStripe(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order CW-[0-9A-Z]{6}$/);

    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${shop.baseURL}/orders/[^/?]+\\?payment=done$`));
    await settled(page);
    await expect(page.getByText('Thank you! Your payment was received and your order is placed.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(summaryValue(main, 'Status')).toHaveText('Paid: we are preparing it');
    await expect(summaryValue(main, 'Total')).toHaveText(total);
    await expect(main.getByText(/^Card \(Stripe\)/)).toBeVisible();
    const paid = stripe.delivered.find((event) => event.type === 'checkout.session.completed');
    expect(paid?.status).toBe(200);
  });

  test('back from Stripe without paying, the order waits for its payment and can be paid from its page', async ({ page }) => {
    const total = await continueToStripe(page);
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/orders\/[^/?]+\?payment=cancelled$/);
    await settled(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('You have not paid for this order yet.');
    await expect(alert).toContainText(/Its items are held for you until .+ If it is not paid by then, the order is cancelled and nothing is charged\./);
    await expect(summaryValue(page.getByRole('main'), 'Status')).toHaveText('Awaiting payment');

    await alert.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByText('Thank you! Your payment was received and your order is placed.')).toBeVisible();
  });
});
