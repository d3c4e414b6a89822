// Issue 23: the home page sells in the first screen, the phone's header search, a phone's Add to Cart in the
// first screen of a product page, what search engines read from the server's HTML, the categories page, the
// sidebar's subcategories and bounded brand list, and Track Order's width.
import { expect, expectNoAxeViolations, filters, PHONE, resultCount, settled, test, visit } from './support/fixtures.ts';
import { addFeatured, COFFEE, fillCheckout, placeOrder, proceedToCheckout, summaryValue, uniqueEmail } from './support/shopper.ts';

test('home shows the title, Start Shopping and the first featured products in the first screen', PHONE, async ({ page }) => {
  await visit(page, '/');
  const viewport = page.viewportSize()!;
  const inFirstScreen = async (box: { y: number; height: number } | null) => {
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    return box!.y < viewport.height;
  };
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Smarter with AI' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toBeInViewport();
  const featured = page.getByRole('region', { name: 'Featured Products' });
  const cards = featured.getByRole('article');
  // On a laptop the hero's spotlight shows one featured product, and the row the other five: no picture twice.
  // A phone, without the spotlight, has all six in the row.
  const spotlight = page.getByRole('main').locator('section').first().getByRole('link').filter({ hasText: 'Featured ·' });
  if (viewport.width >= 1024) {
    await expect(spotlight).toBeInViewport();
    await expect(cards).toHaveCount(5);
    const shown = await spotlight.getAttribute('href');
    const hrefs = await cards.evaluateAll((articles) => articles.map((article) => article.querySelector('h3 a')?.getAttribute('href')));
    expect(hrefs).not.toContain(shown);
    // Its picture is the page's largest and loads at once.
    await expect(spotlight.locator('img')).toHaveJSProperty('complete', true);
  } else {
    await expect(spotlight).toBeHidden();
    await expect(cards).toHaveCount(6);
  }
  // The first card's picture starts in the first screen, and at least its upper half is in it.
  const firstPicture = await cards.first().locator('img').boundingBox();
  expect(await inFirstScreen(firstPicture)).toBe(true);
  expect(firstPicture!.y + firstPicture!.height / 2).toBeLessThan(viewport.height);
  // Nothing out of stock leads the shop window.
  await expect(cards.first().getByRole('button', { name: /Out of Stock/ })).toHaveCount(0);
  // The three blurbs are still there.
  for (const title of ['AI-Powered Recommendations', 'Secure Shopping', 'Fast Delivery']) {
    await expect(page.getByRole('region', { name: 'Why Cartwise' }).getByRole('heading', { name: title })).toBeAttached();
  }
});

test('a product page’s HTML tells search engines about the product; an unknown order is a 404', async ({ request }) => {
  const html = await (await request.get('/products/sample-1')).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const product = ld.find((data) => data['@type'] === 'Product');
  expect(product).toMatchObject({ name: expect.any(String), offers: { '@type': 'Offer', priceCurrency: 'USD' } });
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  // Home > Category > Subcategory > Product, with the category facet's addresses.
  const trail = ld.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
  expect(trail.map((item) => item.name)).toEqual(['Home', 'Electronics', 'Headphones', product.name]);
  expect(trail[2]!.item).toMatch(/\/products\?category=Electronics&subcategory=Headphones$/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/products\/sample-1" \/>/);
  expect(html).not.toContain('content="Cartwise is an open-source online shop');

  // A category's list says what it holds and where it sits.
  const list = await (await request.get('/products?category=Electronics')).text();
  expect(list).toMatch(/<meta name="description" content="Shop 42 products in Electronics, from [^"]+"/);
  const crumbs = [...list.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  expect(crumbs.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Electronics']);

  // The whole list and a search describe what they hold; home's link previews show a featured product's picture.
  expect(await (await request.get('/products')).text()).toMatch(/<meta name="description" content="Shop \d+ products across Fashion, Electronics, [^"]+ and more, from [^"]+"/);
  expect(await (await request.get('/products?q=headphones')).text()).toMatch(/<meta name="description" content="\d+ products? found for “headphones”/);
  expect(await (await request.get('/')).text()).toMatch(/<meta property="og:image" content="http[^"]+\/images\/[^"]+" \/>/);

  expect((await request.get('/orders/no-such-order')).status()).toBe(404);
  expect((await request.get('/products/no-such-product')).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http\S+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/sitemaps/products-1.xml</loc>');
});

test('the categories page shows each category with a picture and its largest subcategories', PHONE, async ({ page }) => {
  await visit(page, '/categories');
  const tiles = page.getByRole('article');
  await expect(tiles).toHaveCount(7);
  for (const tile of await tiles.all()) await expect(tile.locator('img')).toHaveAttribute('src', /\S/);
  const fashion = tiles.filter({ has: page.getByRole('heading', { name: 'Fashion' }) });
  await expect(fashion.getByRole('list', { name: 'Fashion subcategories' }).getByRole('link')).toHaveCount(5);
  await expect(fashion.getByText('and 8 more')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a subcategory opened from the categories page is chosen under its category in the sidebar, beside its siblings', PHONE, async ({ page }) => {
  await visit(page, '/categories');
  const electronics = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Electronics' }) });
  await electronics.getByRole('link', { name: 'Smartphones' }).click();
  await expect(page).toHaveURL(/\/products\?category=Electronics&subcategory=Smartphones$/);
  await settled(page);
  expect(await resultCount(page)).toBe(16);
  const sidebar = await filters(page);
  const nested = sidebar.getByRole('radiogroup', { name: 'Electronics subcategories' });
  await expect(nested.getByRole('radio', { name: /^Smartphones/ })).toBeChecked();
  // The siblings keep their counts, so another can be chosen, and All Electronics takes it off.
  await expect(nested.getByRole('radio', { name: /^Laptops/ }).locator('xpath=ancestor::label')).toHaveText('Laptops(5)');
  await nested.getByRole('radio', { name: 'All Electronics' }).check();
  await expect(page).toHaveURL(/\/products\?category=Electronics$/);
  // The demo catalogue's 38 and the samples' 4.
  await expect(page.getByText(/^[\d,]+ products?$/)).toHaveText('42 products');
});

test('the brand list stays within its group: all 60-odd brands scroll inside it under the Find a brand box', async ({ page }) => {
  await visit(page, '/products');
  const sidebar = await filters(page);
  const brands = sidebar.getByRole('group', { name: 'Brand' });
  await brands.getByRole('button', { name: /^Show all \d+ brands$/ }).click();
  await expect(brands.getByRole('searchbox', { name: 'Find a brand' })).toBeFocused();
  expect(await brands.getByRole('checkbox').count()).toBeGreaterThan(60);
  // It used to grow the sidebar by thousands of pixels.
  expect((await brands.boundingBox())!.height).toBeLessThan(600);
  const last = brands.getByRole('checkbox').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(brands.getByRole('searchbox', { name: 'Find a brand' })).toBeInViewport();
});

test('Track Order shows the order it finds across the help page, the order number on one line', async ({ page }) => {
  await visit(page, '/');
  await addFeatured(page, COFFEE);
  await proceedToCheckout(page);
  const email = uniqueEmail('wide-tracker');
  await fillCheckout(page, email);
  const orderNumber = await placeOrder(page);
  await visit(page, '/help#track-order');
  const section = page.getByRole('region', { name: 'Track Order' });
  await section.getByLabel('Order number').fill(orderNumber);
  await section.getByLabel('Email').fill(email);
  await section.getByRole('button', { name: 'Track order' }).click();
  await expect(section.getByText(`Order ${orderNumber} found.`)).toBeVisible();
  const number = summaryValue(section, 'Order number');
  const line = await number.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await number.boundingBox())!.height).toBeLessThanOrEqual(line + 1);
  // The result takes the section's width, the items beside the details at 1280 px.
  const items = section.getByRole('region', { name: 'Items' });
  const details = (await section.locator('dl').first().boundingBox())!;
  const itemsBox = (await items.boundingBox())!;
  expect(details.width + itemsBox.width).toBeGreaterThan(1000);
  expect(itemsBox.x).toBeGreaterThan(details.x + details.width);
  await expectNoAxeViolations(page);
});

test("a card's words that wrapped out of its one line are out of sight and not read; those in sight are read", PHONE, async ({ page }) => {
  await visit(page, '/products');
  // Each card's one-line rows (brand and category, the tags): a word below the line is hidden from screen readers.
  const words = () =>
    page.locator('article .h-4.flex-wrap').evaluateAll((lines) =>
      lines.flatMap((line) =>
        Array.from(line.children, (word) => ({
          text: word.textContent,
          outOfSight: word.getBoundingClientRect().top >= line.getBoundingClientRect().bottom,
          hidden: word.getAttribute('aria-hidden') === 'true',
        })),
      ),
    );
  await expect.poll(async () => (await words()).filter((word) => word.outOfSight !== word.hidden)).toEqual([]);
  const all = await words();
  // A phone's cards are narrow enough that some do (a laptop's may have room for all).
  if (page.viewportSize()!.width < 640) expect(all.some((word) => word.outOfSight), 'some word wraps out of sight').toBe(true);
  expect(all.some((word) => !word.outOfSight)).toBe(true);
  await expectNoAxeViolations(page);
});
