import { expect, PHONE, screenshot, test, visit } from './support/fixtures.ts';

test.describe('home', () => {
  test('shows the hero, the three blurbs and six featured products', PHONE, async ({ page }) => {
    await visit(page, '/');
    await expect(page).toHaveTitle('Cartwise | AI-Powered E-commerce, Shop Smarter with AI');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop Smarter with AI');

    for (const blurb of ['AI-Powered Recommendations', 'Secure Shopping', 'Fast Delivery']) {
      await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
    }
    await expect(page.getByText('Free shipping on orders over $50.00')).toBeVisible();

    const featured = page.getByRole('region', { name: 'Featured Products' });
    await expect(featured.getByRole('article')).toHaveCount(6);
    // The first products of the catalogue, the six samples, each with its price in USD.
    await expect(featured.getByRole('link', { name: 'SoundMax Pro ANC Wireless Headphones' })).toBeVisible();
    await expect(featured.getByText('$179.99')).toBeVisible();
    await screenshot(page, 'home');
  });

  test('View All and Start Shopping open the product list', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('region', { name: 'Featured Products' }).getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page).toHaveTitle('All Products | Cartwise');

    await page.getByRole('banner').getByRole('link', { name: 'Cartwise' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('202 products', { exact: true })).toBeVisible();
  });
});
