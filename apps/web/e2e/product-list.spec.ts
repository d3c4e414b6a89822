import type { Locator, Page } from '@playwright/test';
import {
  cardPrices,
  expect,
  filters,
  PHONE,
  resultCards,
  resultCount,
  screenshot,
  settled,
  test,
  visit,
} from './support/fixtures.ts';

/** The number a choice shows beside it: 'Apple (14)' -> 14. */
async function countBeside(choice: Locator): Promise<number> {
  // The text of an input's label, or of a button.
  const text = await choice.evaluate((element) =>
    ((element instanceof HTMLInputElement ? element.labels?.[0] : element)?.textContent ?? '').trim(),
  );
  const match = /\(([\d,]+)\)$/.exec(text);
  if (!match?.[1]) throw new Error(`No count beside '${text}'`);
  return Number(match[1].replace(/,/g, ''));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits for the list to show the results of the query now in the URL. */
async function resultsFor(page: Page, url: RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await settled(page);
}

test.describe('product list', () => {
  test('lists every product with a count, facet counts and a page of cards', PHONE, async ({ page }) => {
    await visit(page, '/products');
    await expect(page).toHaveTitle('All Products | Cartwise');
    await expect(page.getByText('202 products', { exact: true })).toBeVisible();
    await expect(resultCards(page)).toHaveCount(12);
    // At least two cards to a row, a phone's screen included.
    const [first, second] = await Promise.all([resultCards(page).nth(0).boundingBox(), resultCards(page).nth(1).boundingBox()]);
    expect(second?.y).toBe(first?.y);
    await screenshot(page, 'products');
    const sidebar = await filters(page);
    await expect(sidebar.getByRole('button', { name: 'Clear All' })).toBeVisible();
    await expect(sidebar.getByRole('radio', { name: /^All\b/ })).toBeChecked();
    expect(await countBeside(sidebar.getByRole('radio', { name: /^All\b/ }))).toBe(202);
  });

  test('filters by each category, and All clears the category', PHONE, async ({ page }) => {
    const categories = ['Automotive', 'Beauty & Health', 'Electronics', 'Fashion', 'Food & Beverages', 'Home & Garden', 'Sports & Outdoors'];
    await visit(page, '/products');
    const sidebar = await filters(page);
    const radios = sidebar.getByRole('group', { name: 'Category' }).getByRole('radio');
    await expect(radios).toHaveCount(categories.length + 1);

    for (const category of categories) {
      const radio = sidebar.getByRole('radio', { name: new RegExp(`^${escapeRegExp(category)} \\(`) });
      const expected = await countBeside(radio);
      await radio.click();
      await resultsFor(page, new RegExp(`\\?${escapeRegExp(new URLSearchParams({ category }).toString())}$`));
      await expect(radio).toBeChecked();
      expect(await resultCount(page), category).toBe(expected);
      // The page is headed by the category; its cards name only their brands, not the heading again.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
    }

    // "All", not the chosen category's "All <category>" beneath it.
    await sidebar.getByRole('radio', { name: /^All(?! \w)/ }).click();
    await resultsFor(page, /\/products$/);
    expect(await resultCount(page)).toBe(202);
  });

  test('filters by price band, with honest labels and a real $500 & above band', async ({ page }) => {
    await visit(page, '/products');
    const sidebar = await filters(page);
    const price = sidebar.getByRole('group', { name: 'Price' });
    let banded = 0;
    for (const label of ['Any price', '$0 – $50', '$50 – $100', '$100 – $200', '$200 – $500', '$500 & above']) {
      const radio = price.getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}`) });
      await expect(radio).toBeVisible();
      if (label !== 'Any price') banded += await countBeside(radio);
    }
    // Each product is in one band: the counts add up to the products listed.
    expect(banded).toBe(await resultCount(page));

    const band = price.getByRole('radio', { name: /^\$50 – \$100/ });
    const expected = await countBeside(band);
    await band.click();
    await resultsFor(page, /minPrice=50&maxPrice=99.99/);
    expect(await resultCount(page)).toBe(expected);
    for (const amount of await cardPrices(resultCards(page))) {
      expect(amount).toBeGreaterThanOrEqual(50);
      expect(amount).toBeLessThan(100);
    }

    await price.getByRole('radio', { name: /^\$500 & above/ }).click();
    await resultsFor(page, /minPrice=500$/);
    for (const amount of await cardPrices(resultCards(page))) expect(amount).toBeGreaterThanOrEqual(500);
    await expect(resultCards(page).getByRole('link', { name: 'LuxVision 65" 4K OLED Smart TV' })).toBeVisible();

    await price.getByRole('radio', { name: 'Any price' }).click();
    await resultsFor(page, /\/products$/);
  });

  test('filters by several brands at once', async ({ page }) => {
    await visit(page, '/products');
    const sidebar = await filters(page);
    const apple = sidebar.getByRole('checkbox', { name: /^Apple \(/ });
    const samsung = sidebar.getByRole('checkbox', { name: /^Samsung \(/ });
    const expected = (await countBeside(apple)) + (await countBeside(samsung));

    await apple.click();
    await resultsFor(page, /brand=Apple$/);
    await samsung.click();
    await resultsFor(page, /brand=Apple&brand=Samsung$/);
    await expect(apple).toBeChecked();
    await expect(samsung).toBeChecked();
    expect(await resultCount(page)).toBe(expected);
    for (const card of await resultCards(page).all()) await expect(card).toContainText(/Apple|Samsung/);

    await apple.click();
    await resultsFor(page, /\?brand=Samsung$/);
    for (const card of await resultCards(page).all()) await expect(card).toContainText('Samsung');

    // Brands beyond the first few are one click away.
    await sidebar.getByRole('button', { name: /^Show all \d+ brands$/ }).click();
    await expect(sidebar.getByRole('checkbox', { name: /^Annibale Colombo \(/ })).toBeVisible();
    // And found by name: the chosen brand stays in view.
    await sidebar.getByRole('searchbox', { name: 'Find a brand' }).fill('colo');
    await expect(sidebar.getByRole('group', { name: 'Brand' }).getByRole('checkbox')).toHaveCount(2);
    await sidebar.getByRole('checkbox', { name: /^Annibale Colombo \(/ }).click();
    await resultsFor(page, /\?brand=Samsung&brand=Annibale\+Colombo$/);
    for (const card of await resultCards(page).all()) await expect(card).toContainText(/Samsung|Annibale Colombo/);
  });

  test('filters by minimum rating; picking the same rating again clears it', async ({ page }) => {
    await visit(page, '/products');
    const sidebar = await filters(page);
    const rating = sidebar.getByRole('group', { name: 'Rating' });
    for (const name of ['4 stars & up', '3 stars & up', '2 stars & up', '1 star & up']) await expect(rating.getByRole('button', { name, exact: false })).toBeVisible();

    const four = rating.getByRole('button', { name: /^4 stars & up/ });
    const expected = await countBeside(four);
    await four.click();
    await resultsFor(page, /\?rating=4$/);
    await expect(four).toHaveAttribute('aria-pressed', 'true');
    expect(await resultCount(page)).toBe(expected);
    const ratings = await resultCards(page).getByRole('img', { name: /^Rated / }).evaluateAll((stars) =>
      stars.map((star) => Number(/Rated ([\d.]+)/.exec(star.getAttribute('aria-label') ?? '')?.[1])),
    );
    for (const value of ratings) expect(value).toBeGreaterThanOrEqual(4);

    await rating.getByRole('button', { name: /^3 stars & up/ }).click();
    await resultsFor(page, /\?rating=3$/);
    await expect(four).toHaveAttribute('aria-pressed', 'false');

    await rating.getByRole('button', { name: /^3 stars & up/ }).click();
    await resultsFor(page, /\/products$/);
    await expect(rating.getByRole('button', { pressed: true })).toHaveCount(0);
  });

  test('sorts by price and by name with the seven options', async ({ page }) => {
    await visit(page, '/products');
    const sidebar = await filters(page);
    const sort = sidebar.getByLabel('Sort by');
    await expect(sort.getByRole('option')).toHaveText([
      'Featured',
      'Name: A to Z',
      'Name: Z to A',
      'Price: Low to High',
      'Price: High to Low',
      'Highest Rated',
      'Newest',
    ]);

    await sort.selectOption({ label: 'Price: Low to High' });
    await resultsFor(page, /\?sort=price-asc$/);
    const ascending = await cardPrices(resultCards(page));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await sort.selectOption({ label: 'Price: High to Low' });
    await resultsFor(page, /\?sort=price-desc$/);
    const descending = await cardPrices(resultCards(page));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(1499);

    await sort.selectOption({ label: 'Name: A to Z' });
    await resultsFor(page, /\?sort=name-asc$/);
    const names = (await resultCards(page).getByRole('heading').allTextContents()).map((n) => n.toLowerCase());
    expect(names).toEqual([...names].sort());

    await sort.selectOption({ label: 'Featured' });
    await resultsFor(page, /\/products$/);
  });

  test('paginates, and a filter change starts again at page 1', async ({ page }) => {
    await visit(page, '/products');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    const firstOfPage1 = await resultCards(page).first().getByRole('heading').textContent();

    await pagination.getByRole('link', { name: 'Next' }).click();
    await resultsFor(page, /\?page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(resultCards(page).first().getByRole('heading')).not.toHaveText(firstOfPage1 ?? '');
    // Focus is at the top of the new page, where the view went, not dropped with the link that was pressed.
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused();

    await pagination.getByRole('link', { name: 'Page 17' }).click();
    await resultsFor(page, /\?page=17$/);
    await expect(resultCards(page)).toHaveCount(10);
    await expect(pagination.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await resultsFor(page, /\?page=16$/);

    const sidebar = await filters(page);
    await sidebar.getByRole('radio', { name: /^Fashion \(/ }).click();
    await resultsFor(page, /\?category=Fashion$/);
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('keeps filters, sort and page in the URL: back, forward and a shared link restore them', PHONE, async ({ page }) => {
    await visit(page, '/products');
    const sidebar = await filters(page);
    const electronics = sidebar.getByRole('radio', { name: /^Electronics \(/ });
    const apple = sidebar.getByRole('checkbox', { name: /^Apple \(/ });
    const sort = sidebar.getByLabel('Sort by');

    await electronics.click();
    await resultsFor(page, /\?category=Electronics$/);
    await sort.selectOption('price-desc');
    await resultsFor(page, /\?category=Electronics&sort=price-desc$/);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await resultsFor(page, /\?category=Electronics&sort=price-desc&page=2$/);
    const page2 = await resultCards(page).getByRole('heading').allTextContents();
    await apple.click();
    await resultsFor(page, /\?category=Electronics&brand=Apple&sort=price-desc$/);

    await page.goBack();
    await resultsFor(page, /\?category=Electronics&sort=price-desc&page=2$/);
    await expect(apple).not.toBeChecked();
    await expect(electronics).toBeChecked();
    await expect(sort).toHaveValue('price-desc');
    await expect(resultCards(page).getByRole('heading')).toHaveText(page2);

    await page.goBack();
    await page.goBack();
    await resultsFor(page, /\?category=Electronics$/);
    await expect(sort).toHaveValue('featured-asc');
    await page.goBack();
    await resultsFor(page, /\/products$/);
    await expect(sidebar.getByRole('radio', { name: /^All\b/ })).toBeChecked();

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await resultsFor(page, /\?category=Electronics&brand=Apple&sort=price-desc$/);
    await expect(apple).toBeChecked();
    await expect(electronics).toBeChecked();

    // A shared link opens the same list in a new tab.
    const shared = await page.context().newPage();
    await visit(shared, page.url());
    const sharedSidebar = await filters(shared);
    await expect(sharedSidebar.getByRole('checkbox', { name: /^Apple \(/ })).toBeChecked();
    await expect(sharedSidebar.getByLabel('Sort by')).toHaveValue('price-desc');
    expect(await resultCount(shared)).toBe(await resultCount(page));

    await sidebar.getByRole('button', { name: 'Clear All' }).click();
    await resultsFor(page, /\/products$/);
  });

  test('stepping through the categories with the arrow keys leaves one history entry, clicks one each', async ({ page }) => {
    await visit(page, '/products');
    const sidebar = await filters(page);
    const all = sidebar.getByRole('radio', { name: /^All\b/ });
    await all.focus();
    // Each arrow key selects the next category, and the list follows.
    for (let step = 0; step < 3; step++) {
      const before = page.url();
      await page.keyboard.press('ArrowDown');
      await expect(page).not.toHaveURL(before);
      await settled(page);
    }
    // The category chosen, not its subcategories' "All <category>" beneath it.
    const third = await sidebar.getByRole('group', { name: 'Category' }).getByRole('radio', { checked: true }).first().evaluate(
      (radio: HTMLInputElement) => radio.labels?.[0]?.textContent,
    );
    expect(third).not.toMatch(/^All\b/);
    await page.goBack();
    await resultsFor(page, /\/products$/);
    await expect(all).toBeChecked();

    // Clicks are choices, on the radio or on its label's text: Back returns to the one before.
    await sidebar.getByRole('radio', { name: /^Electronics \(/ }).click();
    await resultsFor(page, /\?category=Electronics$/);
    await sidebar.locator('label', { hasText: /^Fashion/ }).click({ position: { x: 50, y: 12 } });
    await resultsFor(page, /\?category=Fashion$/);
    await page.goBack();
    await resultsFor(page, /\?category=Electronics$/);
  });

  test('a failing list says what went wrong and Try Again reloads page 1', async ({ page }) => {
    // The first page comes drawn by the server; the next one is asked of the API from the browser.
    await visit(page, '/products');
    // Only page 2 fails: the list may ask for it again (its route's loader and the list each ask), and a
    // late second ask must not find the API back and fill the page before Try Again is pressed.
    const failing = (url: URL) => url.pathname === '/api/products' && url.searchParams.get('page') === '2';
    await page.route(failing, (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'The catalogue is resting' } } }),
    );
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page.getByRole('alert')).toContainText('Error: The catalogue is resting');
    await expect(page).toHaveURL(/\/products\?page=2$/);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await resultsFor(page, /\/products$/);
    await expect(resultCards(page)).toHaveCount(12);
  });
});
