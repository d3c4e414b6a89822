// Issue 23: the home page sells in the first screen, the phone's header search, a phone's Add to Cart in the
// first screen of a product page, and what search engines read from the server's HTML.
import { expect, PHONE, test, visit } from './support/fixtures.ts';

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
  await expect(cards).toHaveCount(6);
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
  expect(ld.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/products\/sample-1" \/>/);
  expect(html).not.toContain('content="Cartwise is an open-source online shop');

  expect((await request.get('/orders/no-such-order')).status()).toBe(404);
  expect((await request.get('/products/no-such-product')).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http\S+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/sitemaps/products-1.xml</loc>');
});
