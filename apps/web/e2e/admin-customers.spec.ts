import { expect, expectNoAxeViolations, settled, test, visit } from './support/fixtures.ts';
import { E2E_OWNER } from './support/shop-server.ts';

test.describe("the back office's customers", () => {
  test('the owner finds an account by its email and opens it, with its orders', async ({ page }) => {
    await visit(page, '/admin');
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Password').fill(E2E_OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('Email contains').fill(E2E_OWNER.email.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^1 customer$/ })).toBeVisible();
    await page.getByRole('link', { name: E2E_OWNER.email }).click();
    await expect(page.getByRole('heading', { name: E2E_OWNER.email, level: 1 })).toBeVisible();
    await expect(page.getByText('Role').locator('xpath=following-sibling::dd[1]')).toHaveText('owner');
    await settled(page);
    await expectNoAxeViolations(page);
  });
});
