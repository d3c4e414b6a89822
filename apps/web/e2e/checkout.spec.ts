import { expect, expectNoAxeViolations, PHONE, screenshot, settled, test, visit } from './support/fixtures.ts';
import {
  ADDRESS,
  addFeatured,
  cartButton,
  COFFEE,
  fillCheckout,
  placeOrder,
  proceedToCheckout,
  SPEAKER,
  summaryValue,
  uniqueEmail,
} from './support/shopper.ts';

test.describe('checkout', () => {
  test('a guest buys two products from the home page and sees the confirmation', PHONE, async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await addFeatured(page, SPEAKER);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await proceedToCheckout(page);
    await expect(page).toHaveTitle('Checkout | Cartwise');

    // The summary is the server's quote: $24.99 + $79.99, free standard shipping over $50, 8% tax.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('link', { name: COFFEE })).toBeVisible();
    await expect(summary.getByRole('link', { name: SPEAKER })).toBeVisible();
    await expect(summaryValue(summary, 'Subtotal (2 items)')).toHaveText('$104.98');
    await expect(summaryValue(summary, 'Shipping')).toHaveText('FREE');
    await expect(summaryValue(summary, 'Tax')).toHaveText('$8.40');
    await expect(summaryValue(summary, 'Total')).toHaveText('$113.38');
    await expect(page.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();

    // Express replaces the free standard shipping with a flat $9.99.
    await page.getByRole('radio', { name: /Express delivery/ }).check();
    await expect(summaryValue(summary, 'Shipping')).toHaveText('$9.99');
    await expect(summaryValue(summary, 'Total')).toHaveText('$123.37');

    const email = uniqueEmail('guest');
    await fillCheckout(page, email);
    await screenshot(page, 'checkout');
    const orderNumber = await placeOrder(page);

    await expect(page).toHaveTitle(`Order ${orderNumber} | Cartwise`);
    await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Order number', { exact: true })).toBeVisible();
    await expect(main.getByRole('list', { name: `Items in order ${orderNumber}` }).getByRole('listitem')).toHaveCount(2);
    await expect(summaryValue(main, 'Total')).toHaveText('$123.37');
    await expect(main.getByText(ADDRESS.line1)).toBeVisible();
    await expect(summaryValue(main, 'Expected delivery')).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d+ to [A-Z][a-z]+day, [A-Z][a-z]+ \d+$/);
    await expect(main.getByText(email)).toBeVisible();
    // The order emptied the cart.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await expectNoAxeViolations(page);
    await screenshot(page, 'order-confirmation');

    // A guest's account page lists the order placed in this browser; opened from there, it is not thanked for again.
    await main.getByRole('link', { name: 'Your orders' }).click();
    const orders = page.getByRole('list', { name: 'Your orders' });
    await orders.getByRole('link', { name: new RegExp(`Order ${orderNumber}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    await expect(page.getByText('Thank you! Your order is placed.')).toHaveCount(0);
    await expect(page.getByText('Keep the order number to track it from Track Order.')).toBeVisible();
  });

  test('a coupon applies in the order summary and the order keeps its discount', async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await addFeatured(page, SPEAKER);
    await proceedToCheckout(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summaryValue(summary, 'Total')).toHaveText('$113.38');

    // Enter applies the code, and only the code: the checkout's own form is not sent.
    const code = summary.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('welcome10');
    await code.press('Enter');
    await expect(summary.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeFocused();
    await expect(summaryValue(summary, 'Discount (WELCOME10)')).toHaveText('-$10.50');
    await expect(summaryValue(summary, 'Total')).toHaveText('$102.88');
    await expect(page.getByText('Email is required')).toHaveCount(0);

    await fillCheckout(page, uniqueEmail('coupon'));
    const orderNumber = await placeOrder(page);
    await expect(page).toHaveTitle(`Order ${orderNumber} | Cartwise`);
    await expect(summaryValue(page.getByRole('main'), 'Total')).toHaveText('$102.88');
  });

  test('Back from the confirmation goes to where the shopper was before checkout, not to an empty checkout', async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await fillCheckout(page, uniqueEmail('back'));
    await placeOrder(page);
    await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await settled(page);
  });

  test('every missing field is named beside it and focus moves to the first', PHONE, async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await page.getByRole('button', { name: /^Place order/ }).click();

    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/^Email is required/);
    await expect(page.getByLabel('Postal code')).toHaveAccessibleDescription('Postal code is required');
    await expect(page).toHaveURL(/\/checkout$/);

    await fillCheckout(page, 'not-an-email');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/^Email must be a valid email address/);
    await expect(page.getByLabel('City')).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(page);
    await screenshot(page, 'checkout-errors');
  });

  test('the country comes first; a Canadian address is kept as the post writes it, a British one needs no region', async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    // Country is the address's first field: it decides what the state and postal code below it must be.
    const address = page.getByRole('group', { name: 'Shipping address' });
    await expect(address.locator('input, select').first()).toHaveAttribute('autocomplete', 'shipping country');
    await expect(address.getByLabel('State or region', { exact: true })).toBeVisible();
    await address.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await expect(address.getByLabel('State or region (optional)')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('canada'));
    await address.getByLabel('Country').selectOption({ label: 'Canada' });
    await address.getByLabel('Full name').fill('Ada Lovelace');
    await address.getByLabel('Address line 1').fill('100 King St W');
    await address.getByLabel('City').fill('Toronto');
    await address.getByLabel('State or region', { exact: true }).fill('on');
    await address.getByLabel('Postal code').fill('m5h2n2');
    await placeOrder(page);
    const shippingTo = page.getByRole('region', { name: 'Shipping to' });
    await expect(shippingTo).toContainText('Toronto, ON M5H 2N2');
    await expect(shippingTo).toContainText('Canada');

    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await fillCheckout(page, uniqueEmail('no-region'));
    await page.getByLabel('State or region (optional)').clear();
    await page.getByLabel('Postal code').fill('sw1y4jh');
    await placeOrder(page);
    await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText(/London,\s+SW1Y 4JH/);
  });

  test('an answer lost on the way is retried with the same Idempotency-Key and gives the same one order', async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await fillCheckout(page, uniqueEmail('retry'));

    // The first POST reaches the server, which places the order, but its answer never arrives.
    const keys: string[] = [];
    let firstOrderId: string | undefined;
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.fallback();
      const response = await route.fetch();
      firstOrderId = ((await response.json()) as { id: string }).id;
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('alert')).toContainText('it will not be placed twice');
    await page.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/${firstOrderId}$`));
    await settled(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a double click on Place order places one order', async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await fillCheckout(page, uniqueEmail('double'));
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await page.getByRole('button', { name: /^Place order/ }).dblclick();
    await expect(page).toHaveURL(/\/orders\/[^/]+$/);
    await settled(page);
    // However many requests the clicks made, they were one attempt: one key, so one order.
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
  });

  test('an empty cart has nothing to check out', async ({ page }) => {
    await visit(page, '/checkout');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
