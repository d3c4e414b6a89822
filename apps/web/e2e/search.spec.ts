import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  headerSearchBox,
  PHONE,
  resultCards,
  resultCount,
  settled,
  test,
} from './support/fixtures.ts';

/** Types into the header's box on a page that is not a search, until the mascara is suggested. */
async function typeForMascara(page: Page, text: string) {
  await page.goto('/about');
  const box = await headerSearchBox(page);
  await box.pressSequentially(text);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /Essence Mascara Lash Princess/ })).toBeVisible();
  return { box, suggestions };
}

test.describe('search from the header', () => {
  test('goes to /products?q=… and shows what was searched for', PHONE, async ({ page }) => {
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
    await expect(page.getByText('200 products', { exact: true })).toBeVisible();
  });

  test('a misspelt search offers the search it meant, which finds products', async ({ page }) => {
    await page.goto('/');
    const box = await headerSearchBox(page);
    await box.fill('mascarra');
    await box.press('Enter');
    await expect(page.getByText('No products found matching your criteria')).toBeVisible();
    await expect(page.getByText('Did you mean mascara?')).toBeVisible();
    await page.getByRole('link', { name: 'mascara' }).press('Enter');
    await expect(page).toHaveURL(/\?q=mascara$/);
    // The link went with the empty list: focus is on the page's content, not dropped to the top.
    await expect(page.locator('main')).toBeFocused();
    await settled(page);
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(resultCards(page).first()).toContainText(/mascara/i);
  });

  test('suggests matching products while typing: arrow keys and Enter open one, the last option searches', PHONE, async ({ page }) => {
    const { box, suggestions } = await typeForMascara(page, 'masc');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    // Escape closes the list and keeps the text; typing opens it again.
    await box.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(box).toHaveValue('masc');
    await box.press('a');
    const first = suggestions.getByRole('option').first();
    await expect(first).toContainText(/mascara/i);
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const name = (await first.textContent())!.replace(/\$[\d,.]+$/, '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // The product page is not a search: the box no longer holds what was typed on the page before.
    const again = await headerSearchBox(page);
    await expect(again).toHaveValue('');

    // The last option is the search itself.
    await again.pressSequentially('mascara');
    await page.getByRole('option', { name: 'See all results for “mascara”' }).click();
    await expect(page).toHaveURL(/\/products\?q=mascara$/);
    await settled(page);
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  });

  test('a misspelt search suggests what its corrected spelling finds, and says so', async ({ page }) => {
    const { suggestions } = await typeForMascara(page, 'mascra');
    await expect(page.getByText('No products match “mascra”. Showing results for mascara')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /suggestions? for “mascara”/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expect(suggestions.getByRole('option', { name: 'See all results for “mascara”' })).toBeVisible();

    // Enter goes where the list said it would: to the corrected search's results, not to none.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=mascara$/);
    await settled(page);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('an empty search shows every product', async ({ page }) => {
    await page.goto('/about');
    const box = await headerSearchBox(page);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('200 products', { exact: true })).toBeVisible();
  });
});
