import { expect, headerSearchBox, resultCards, resultCount, settled, test } from './support/fixtures.ts';

test.describe('search from the header', () => {
  test('goes to /products?q=… and shows what was searched for', async ({ page }) => {
    await page.goto('/');
    const box = await headerSearchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Search products, brands, categories...');
    await box.fill('apple');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/products\?q=apple$/);
    await settled(page);
    await expect(page.getByText('Results for apple')).toBeVisible();
    await expect(page).toHaveTitle('Search results for “apple” | Cartwise');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(resultCards(page).first()).toContainText(/apple/i);
    // The box keeps the text of the search shown.
    await expect(await headerSearchBox(page)).toHaveValue('apple');
  });

  test('a search that matches nothing says so and offers the way back', async ({ page }) => {
    await page.goto('/products');
    const box = await headerSearchBox(page);
    await box.fill('zzqxwv');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=zzqxwv$/);
    await expect(page.getByText('No products found matching your criteria')).toBeVisible();
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('200 products')).toBeVisible();
  });

  test('a misspelt search offers the search it meant, which finds products', async ({ page }) => {
    await page.goto('/');
    const box = await headerSearchBox(page);
    await box.fill('mascarra');
    await box.press('Enter');
    await expect(page.getByText('No products found matching your criteria')).toBeVisible();
    await expect(page.getByText('Did you mean mascara?')).toBeVisible();
    await page.getByRole('link', { name: 'mascara' }).click();
    await expect(page).toHaveURL(/\?q=mascara$/);
    await settled(page);
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(resultCards(page).first()).toContainText(/mascara/i);
  });

  test('an empty search shows every product', async ({ page }) => {
    await page.goto('/about');
    const box = await headerSearchBox(page);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('200 products')).toBeVisible();
  });
});
