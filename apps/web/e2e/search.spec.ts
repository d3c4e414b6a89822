import type { Page } from '@playwright/test';
import {
  cardPrices,
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
    await expect(page.getByText('202 products', { exact: true })).toBeVisible();
  });

  test('a misspelt search shows what its corrected reading finds, and says so', async ({ page }) => {
    await page.goto('/');
    const box = await headerSearchBox(page);
    await box.fill('iphne');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=iphne$/);
    await settled(page);
    const line = page.getByText(/^Showing results for/);
    await expect(line).toHaveText('Showing results for iphone');
    await expect(line.locator('strong')).toHaveText('iphone');
    await expect(page.getByText('No products found matching your criteria')).toHaveCount(0);
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(resultCards(page).first()).toContainText(/iphone/i);
    // The box keeps what was typed: searching it again corrects it again.
    await expect(await headerSearchBox(page)).toHaveValue('iphne');
    await expectNoAxeViolations(page);
  });

  test('a search no product matches word for word drops the words that find nothing, and says which', async ({ page }) => {
    await page.goto('/products?q=waterproof+nike+shoes');
    await settled(page);
    await expect(page.getByText(/^No results for/)).toHaveText(
      'No results for “waterproof nike shoes”; showing results for “nike shoes”',
    );
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(resultCards(page).first()).toContainText(/nike/i);
  });

  test('a price said in the search becomes the price filter, shown chosen and taken off with Any price', async ({ page }) => {
    await page.goto('/');
    const box = await headerSearchBox(page);
    await box.fill('laptop under $1500');
    // The address moves once the list's answer says what was searched: on the shared CI machine that answer
    // can take longer than an assertion's 5 s while the other worker keeps the server busy.
    const answered = page.waitForResponse((response) => /\/api\/products\?.*q=laptop\+under/.test(response.url()));
    await box.press('Enter');
    await answered;
    // The words stay the search; the price moves into the filter, in the address and the sidebar.
    await expect(page).toHaveURL(/\/products\?q=laptop&maxPrice=1499\.99$/);
    await settled(page);
    await expect(page.getByText('Results for laptop')).toBeVisible();
    const price = page.getByRole('group', { name: 'Price' });
    await expect(price.getByRole('radio', { name: 'Your range: $0 – $1,499.99' })).toBeChecked();
    const under = await resultCount(page);
    expect(under).toBeGreaterThan(0);
    for (const shown of await cardPrices(resultCards(page))) expect(shown).toBeLessThan(1500);
    await price.getByRole('radio', { name: 'Any price' }).check();
    await expect(page).toHaveURL(/\/products\?q=laptop$/);
    await settled(page);
    expect(await resultCount(page)).toBeGreaterThan(under);
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

  test('a misspelt search suggests what its corrected reading finds, says so, and searches what was typed', async ({ page }) => {
    const { suggestions } = await typeForMascara(page, 'mascra');
    await expect(page.getByText(/^Showing results for/)).toHaveText('Showing results for mascara');
    await expect(page.getByRole('status').filter({ hasText: /suggestions? for “mascara”/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expect(suggestions.getByRole('option', { name: 'See all results for “mascra”' })).toBeVisible();

    // Enter searches the typed text, which the listing reads the same way.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=mascra$/);
    await settled(page);
    await expect(page.getByText(/^Showing results for/)).toHaveText('Showing results for mascara');
    await expect(resultCards(page).first()).toContainText(/mascara/i);
  });

  test('suggests products with the matched words in bold, then categories and brands', async ({ page }) => {
    await page.goto('/about');
    const box = await headerSearchBox(page);
    await box.pressSequentially('nike sho');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const product = suggestions.getByRole('option', { name: /^Nike Air Jordan 1/ });
    await expect(product).toBeVisible();
    const bold = product.locator('mark');
    await expect(bold).toHaveText(['Nike']);
    expect(Number(await bold.evaluate((mark) => getComputedStyle(mark).fontWeight))).toBeGreaterThanOrEqual(600);
    const category = suggestions.getByRole('group', { name: 'Categories' }).getByRole('option', { name: /^Mens Shoes in Fashion/ });
    await expect(category).toBeVisible();
    const brand = suggestions.getByRole('group', { name: 'Brands' }).getByRole('option', { name: /^Nike\b/ });
    await expect(brand).toBeVisible();
    await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The keys reach the groups' options as any other; the last of all is "See all results".
    const options = suggestions.getByRole('option');
    const count = await options.count();
    for (let i = 0; i < count; i += 1) await box.press('ArrowDown');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toHaveText('See all results for “nike sho”');
    await box.press('ArrowUp');
    await expect(brand).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?brand=Nike$/);
    await settled(page);
    expect(await resultCount(page)).toBeGreaterThan(0);

    // A subcategory opens its category's listing narrowed to it.
    await (await headerSearchBox(page)).pressSequentially('nike sho');
    await category.click();
    await expect(page).toHaveURL(/\/products\?category=Fashion&subcategory=Mens\+Shoes$/);
  });

  test('an empty search shows every product', async ({ page }) => {
    await page.goto('/about');
    const box = await headerSearchBox(page);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('202 products', { exact: true })).toBeVisible();
  });
});
