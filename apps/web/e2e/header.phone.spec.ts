import { expect, expectNoAxeViolations, settled, test, visit } from './support/fixtures.ts';

test.describe('mobile menu', () => {
  test('the menu toggle reveals a search form and links to products and categories', async ({ page }) => {
    await visit(page, '/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('navigation', { name: 'Menu' });
    await expect(header.getByRole('searchbox')).toBeHidden();
    await expect(menu).toBeHidden();

    const open = header.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const close = header.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();

    await menu.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await settled(page);
    await expect(menu).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await header.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the filters fold away behind a toggle', async ({ page }) => {
    await visit(page, '/products');
    const toggle = page.getByRole('button', { name: 'Show filters and sort' });
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide filters and sort' }).click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
  });

  test('axe-core finds no violation with the menu open and the filters shown', async ({ page }) => {
    await visit(page, '/products');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Show filters and sort' }).click();
    await expectNoAxeViolations(page);
  });
});
