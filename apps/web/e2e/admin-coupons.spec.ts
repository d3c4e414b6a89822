import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, test, visit } from './support/fixtures.ts';
import { E2E_OWNER } from './support/shop-server.ts';
import { addFeatured, COFFEE, fillCheckout, proceedToCheckout, summaryValue, uniqueEmail } from './support/shopper.ts';

/** The owner's own browser, signed in to the back office, on its Coupons page. */
async function ownerOnCoupons(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort('blockedbyclient')));
  const owner = await context.newPage();
  await visit(owner, '/admin');
  await owner.getByLabel('Email').fill(E2E_OWNER.email);
  await owner.getByLabel('Password').fill(E2E_OWNER.password);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(owner.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  return owner;
}

test.describe("the back office's coupons", () => {
  test('the owner makes a coupon, a shopper applies it at checkout, and each change the owner makes reaches that checkout at once', async ({ page, browser, baseURL }) => {
    // Two browsers, the owner's and the shopper's, on a shared 2-core machine.
    test.slow();
    const code = `SPRING-${Date.now().toString(36).toUpperCase()}`;
    const owner = await ownerOnCoupons(browser, baseURL);
    await settled(owner);
    await expectNoAxeViolations(owner);

    await owner.getByRole('link', { name: 'New coupon' }).click();
    await expect(owner.getByRole('heading', { name: 'New coupon', level: 1 })).toBeVisible();
    await owner.getByLabel('Code').fill(code.toLowerCase());
    await owner.getByLabel('Discount').selectOption({ label: 'An amount off (dollars)' });
    await owner.getByLabel('Amount off ($)').fill('5');
    await owner.getByLabel('Minimum subtotal ($) (optional)').fill('20');
    await owner.getByLabel('Usage limit (optional)').fill('10');
    await settled(owner);
    await expectNoAxeViolations(owner);
    await owner.getByRole('button', { name: 'Create coupon' }).click();
    await expect(owner.getByRole('status').filter({ hasText: `Coupon ${code} created.` })).toBeVisible();
    const row = owner.getByRole('row').filter({ has: owner.getByRole('link', { name: code }) });
    await expect(row).toContainText('$5.00 off a subtotal of $20.00 or more');
    await expect(row).toContainText('0 of 10');
    await expect(row).toContainText('Running');

    // The shopper's $24.99 coffee qualifies.
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summaryValue(summary, `Discount (${code})`)).toHaveText('-$5.00');

    // The owner raises the minimum above the cart: the shopper's checkout loses the coupon and says why.
    await owner.getByRole('link', { name: code }).click();
    await expect(owner.getByRole('heading', { name: `Coupon ${code}`, level: 1 })).toBeVisible();
    await owner.getByLabel('Minimum subtotal ($) (optional)').fill('30');
    await owner.getByRole('button', { name: 'Save coupon' }).click();
    await expect(owner.getByRole('status').filter({ hasText: `Coupon ${code} saved` })).toBeVisible();
    await expect(row).toContainText('$5.00 off a subtotal of $30.00 or more');

    // The shopper, still on the summary with the discount, places the order: refused, with the new total shown.
    await fillCheckout(page, uniqueEmail('coupon-changed'));
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByText(`Coupon '${code}' was removed: it needs a subtotal of at least $30.00`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(summary.getByText(`Discount (${code})`)).toHaveCount(0);

    // Back to $20, then deactivated from the list: the code no longer applies.
    await owner.getByRole('link', { name: code }).click();
    await owner.getByLabel('Minimum subtotal ($) (optional)').fill('20');
    await owner.getByRole('button', { name: 'Save coupon' }).click();
    await expect(owner.getByRole('status').filter({ hasText: `Coupon ${code} saved` })).toBeVisible();
    await owner.getByRole('button', { name: `Deactivate coupon ${code}` }).click();
    await expect(owner.getByRole('status').filter({ hasText: `Coupon ${code} deactivated` })).toBeVisible();
    await expect(row).toContainText('Deactivated');
    await expect(owner.getByRole('button', { name: `Activate coupon ${code}` })).toBeVisible();
    await expectNoAxeViolations(owner);

    await summary.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText(`Coupon '${code}' is no longer active.`)).toBeVisible();
    await owner.context().close();
  });
});
