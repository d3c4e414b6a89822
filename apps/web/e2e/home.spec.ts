import { expect, featuredOnHome, filters, isPhone, PHONE, resultCards, screenshot, settled, test, visit } from './support/fixtures.ts';

test.describe('home', () => {
  test('shows the hero, the three blurbs and six featured products', PHONE, async ({ page }) => {
    await visit(page, '/');
    await expect(page).toHaveTitle('Cartwise | AI-Powered E-commerce, Shop Smarter with AI');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop Smarter with AI');

    for (const blurb of ['AI-Powered Recommendations', 'Secure Shopping', 'Fast Delivery']) {
      await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
    }
    await expect(page.getByText('Free shipping on orders over $50.00')).toBeVisible();

    // The first products of the catalogue, the six samples, each with its price in USD; on a laptop the first in
    // the hero's spotlight and the other five in the row.
    const { cards, spotlight, rowCount } = featuredOnHome(page);
    await expect(cards).toHaveCount(rowCount(6));
    const first = isPhone() ? page.getByRole('region', { name: 'Featured Products' }) : spotlight;
    await expect(first.getByText('SoundMax Pro ANC Wireless Headphones')).toBeVisible();
    await expect(first.getByText('$179.99')).toBeVisible();
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

  test('new arrivals, on sale and top rated follow the featured products, six each, swiped sideways on a phone', PHONE, async ({ page }) => {
    await visit(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'AI-Powered Recommendations',
      'Secure Shopping',
      'Fast Delivery',
      'Featured Products',
      'New Arrivals',
      'On Sale',
      'Top Rated',
    ]);
    for (const name of ['New Arrivals', 'On Sale', 'Top Rated']) {
      const row = page.getByRole('region', { name });
      await expect(row.getByRole('article')).toHaveCount(6);
      await expect(row.getByRole('link', { name: `See all ${name.toLowerCase()}` })).toBeVisible();
      // One row of cards that scrolls inside itself on a phone; a grid that fits on a laptop.
      const list = row.getByRole('list').first();
      const overflows = await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth);
      expect(overflows).toBe(isPhone());
    }
    // Top Rated is the list's "4 stars & up", best rated first.
    const ratings = await page
      .getByRole('region', { name: 'Top Rated' })
      .getByRole('img', { name: /^Rated / })
      .evaluateAll((stars) => stars.map((star) => Number(/Rated ([\d.]+)/.exec(star.getAttribute('aria-label') ?? '')?.[1])));
    expect(ratings).toHaveLength(6);
    for (const value of ratings) expect(value).toBeGreaterThanOrEqual(4);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    await screenshot(page, 'home-rows');
  });

  test("each row's See all opens the list it came from, in stock: newest first, on sale, or 4 stars & up best rated first", PHONE, async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('region', { name: 'New Arrivals' }).getByRole('link', { name: 'See all new arrivals' }).click();
    await expect(page).toHaveURL(/\/products\?inStock=true&sort=newest-desc$/);
    await settled(page);
    await expect(resultCards(page)).toHaveCount(12);
    const newest = await filters(page);
    await expect(newest.getByLabel('Sort by')).toHaveValue('newest-desc');
    await expect(newest.getByRole('checkbox', { name: /in stock/i })).toBeChecked();

    await visit(page, '/');
    await page.getByRole('region', { name: 'Top Rated' }).getByRole('link', { name: 'See all top rated' }).click();
    await expect(page).toHaveURL(/\/products\?rating=4&inStock=true&sort=rating-desc$/);
    await settled(page);
    const sidebar = await filters(page);
    await expect(sidebar.getByLabel('Sort by')).toHaveValue('rating-desc');
    await expect(sidebar.getByRole('group', { name: 'Rating' }).getByRole('button', { name: /^4 stars & up/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(sidebar.getByRole('checkbox', { name: /in stock/i })).toBeChecked();

    await visit(page, '/');
    await page.getByRole('region', { name: 'On Sale' }).getByRole('link', { name: 'See all on sale' }).click();
    await expect(page).toHaveURL(/\/products\?inStock=true&onSale=true$/);
    await settled(page);
    await expect((await filters(page)).getByRole('checkbox', { name: 'On sale' })).toBeChecked();
    // Every card shows its price before the discount.
    const cards = resultCards(page);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.locator('del')).toBeVisible();
  });
});
