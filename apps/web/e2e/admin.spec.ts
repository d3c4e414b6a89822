import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, test, visit } from './support/fixtures.ts';
import { E2E_OWNER } from './support/shop-server.ts';
import { addFeatured, COFFEE, fillCheckout, openAuthPage, PASSWORD, placeOrder, proceedToCheckout, submitCredentials, uniqueEmail } from './support/shopper.ts';

/** Signs in to the back office at /admin with the keyboard alone. */
async function signInToBackOffice(page: Page, email: string, password: string): Promise<void> {
  await visit(page, '/admin');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

test.describe('the back office', () => {
  test('the owner signs in with the keyboard, moves between its sections and signs out', async ({ page }) => {
    await signInToBackOffice(page, E2E_OWNER.email, E2E_OWNER.password);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await settled(page);
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Support email')).toHaveValue(/@/);
    await settled(page);
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    // The run's shop has no mail server: its emails are kept, and shown here.
    await nav.getByRole('link', { name: 'Emails' }).click();
    await expect(page.getByRole('heading', { name: 'Emails', level: 1 })).toBeVisible();
    await settled(page);
    await expect(page.getByLabel('Status')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a wrong password is refused and a shopper is told the account has no access', async ({ page }) => {
    await signInToBackOffice(page, E2E_OWNER.email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expectNoAxeViolations(page);

    const email = uniqueEmail('not-staff');
    await visit(page, '/');
    await openAuthPage(page, 'Create account');
    await submitCredentials(page, email, PASSWORD);
    await visit(page, '/admin');
    await expect(page.getByRole('alert')).toHaveText('This account has no access to the back office.');
    await expectNoAxeViolations(page);
  });

  test("the owner ships an order with a tracking number, and the shopper's order page says Shipped with the number", async ({ page, browser, baseURL }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await fillCheckout(page, uniqueEmail('shipped'));
    const orderNumber = await placeOrder(page);
    const orderPage = page.url();
    await expect(page.getByText('Placed: we are preparing it')).toBeVisible();

    // The owner works in a browser of their own, which also reaches only the shop.
    const ownerContext = await browser.newContext({ baseURL });
    await ownerContext.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort('blockedbyclient')));
    const owner = await ownerContext.newPage();
    await signInToBackOffice(owner, E2E_OWNER.email, E2E_OWNER.password);
    await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await owner.getByLabel('Email or order number').fill(orderNumber);
    await owner.getByRole('button', { name: 'Filter' }).click();
    await expect(owner.getByRole('status').filter({ hasText: /^1 order$/ })).toBeVisible();
    await owner.getByRole('link', { name: orderNumber }).click();
    await expect(owner.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
    await settled(owner);
    await expectNoAxeViolations(owner);

    await owner.getByRole('button', { name: 'Mark paid' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'The order is now paid.' })).toBeVisible();
    // Shipping needs the tracking number: the field says so and takes the focus.
    await owner.getByRole('button', { name: 'Ship' }).click();
    await expect(owner.getByLabel('Carrier')).toBeFocused();
    await owner.getByLabel('Carrier').fill('UPS');
    await owner.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await owner.getByRole('button', { name: 'Ship' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'The order is now shipped.' })).toBeVisible();
    await expect(owner.getByRole('list').filter({ hasText: 'Paid → Shipped' })).toContainText(`by ${E2E_OWNER.email}`);
    await expectNoAxeViolations(owner);
    await ownerContext.close();

    await visit(page, new URL(orderPage).pathname);
    await expect(page.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(page.getByText('1Z999AA10123456784')).toBeVisible();
  });

  test('the storefront does not download the back office', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, '/');
    expect(scripts.filter((script) => /admin/i.test(script))).toEqual([]);
  });
});
