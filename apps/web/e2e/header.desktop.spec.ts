import { expect, test, visit } from './support/fixtures.ts';

test('the header shows the main navigation, the search and the shopper buttons', async ({ page }) => {
  await visit(page, '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  for (const name of ['Open AI shopping assistant', 'Wishlist', 'Account', 'Cart, 0 items']) {
    const role = name === 'Wishlist' ? 'link' : 'button';
    await expect(header.getByRole(role, { name, exact: true })).toBeVisible();
  }
  const main = header.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await main.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await main.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // The header stays on screen while the page scrolls.
  await page.mouse.wheel(0, 2000);
  await expect(header).toBeInViewport();
});
