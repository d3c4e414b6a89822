import { expect, filters, PHONE, resultCards, screenshot, settled, test, visit } from './support/fixtures.ts';

const HEADPHONES = 'SoundMax Pro ANC Wireless Headphones';
const JACKET = 'UrbanStyle Classic Leather Biker Jacket';

test.describe('product page', () => {
  test('opens from the list: name, price, rating, stock, features, specifications and actions', PHONE, async ({ page }) => {
    await visit(page, '/products');
    await resultCards(page).getByRole('link', { name: HEADPHONES }).click();
    await expect(page).toHaveURL(/\/products\/sample-1$/);
    await settled(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADPHONES);
    await expect(page).toHaveTitle(`${HEADPHONES} | Cartwise`);
    const details = page.getByRole('article').first();
    await expect(details).toContainText('$179.99');
    await expect(details.getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
    await expect(details.getByText(/^In stock \(\d+ available\)$/)).toBeVisible();
    // More are in stock than a cart line holds: the page says why + stops at 10.
    await expect(details.getByText('Limit 10 per order')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    expect(await page.getByRole('table').getByRole('rowheader').count()).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: 'Quantity' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(details.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Electronics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
    await screenshot(page, 'product');
  });

  test('adds the chosen quantity to the cart and shows it on the header badge', PHONE, async ({ page }) => {
    await visit(page, '/products/sample-1');
    const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, / });
    await expect(cart).toHaveAccessibleName('Cart, 0 items');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('2');
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    // The cart drawer opens with the line to confirm.
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer.getByText('2 items', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: HEADPHONES })).toBeVisible();
    await expect(cart).toHaveAccessibleName('Cart, 2 items');
    await expect(cart).toHaveText('2');
  });

  test('shows the products viewed before it, most recent first, kept on the server', async ({ page }) => {
    await visit(page, '/products/sample-2');
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
    await visit(page, '/products/sample-4');
    await visit(page, '/products/sample-1');
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([
      'EcoBrew Organic Single-Origin Coffee Beans, 1 kg',
      'FitTech Pulse 3 Fitness Smartwatch',
    ]);
    // The page's own product is not in its list; going back to one puts it first.
    await visit(page, '/products/sample-2');
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([HEADPHONES, 'EcoBrew Organic Single-Origin Coffee Beans, 1 kg']);
  });

  test('an unknown product says it was not found', async ({ page }) => {
    await visit(page, '/products/no-such-product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe('wishlist', () => {
  test('the product page toggles the wishlist and the header shows its count', async ({ page }) => {
    await visit(page, '/products/sample-1');
    const wishlist = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
    await expect(wishlist).toHaveAccessibleName('Wishlist');

    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    const inWishlist = page.getByRole('button', { name: 'In Wishlist' });
    await expect(inWishlist).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlist).toHaveAccessibleName('Wishlist, 1 item');
    await expect(wishlist).toHaveText('1');

    // Kept on the server across visits.
    await page.reload();
    await settled(page);
    await expect(wishlist).toHaveAccessibleName('Wishlist, 1 item');

    await inWishlist.click();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlist).toHaveAccessibleName('Wishlist');
    await expect(wishlist).toHaveText('');
  });

  test('the hearts on cards toggle products in and out of the wishlist page', async ({ page }) => {
    await visit(page, '/products');
    const wishlist = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
    await page.getByRole('button', { name: `Add ${HEADPHONES} to wishlist` }).click();
    await page.getByRole('button', { name: 'Add FitTech Pulse 3 Fitness Smartwatch to wishlist' }).click();
    await expect(wishlist).toHaveAccessibleName('Wishlist, 2 items');
    await expect(page.getByRole('button', { name: `Remove ${HEADPHONES} from wishlist` })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${HEADPHONES} from wishlist` }).click();
    await expect(wishlist).toHaveAccessibleName('Wishlist, 1 item');

    await wishlist.click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await settled(page);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('link', { name: 'FitTech Pulse 3 Fitness Smartwatch' })).toBeVisible();
  });
});

test.describe('stock and pictures', () => {
  test('an out-of-stock product shows Out of Stock, disabled, on its card and its page', async ({ page }) => {
    await visit(page, '/products');
    const card = resultCards(page).filter({ has: page.getByRole('link', { name: JACKET }) });
    await expect(card.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

    await visit(page, '/products/sample-3');
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
  });

  test('a picture that cannot be loaded shows the placeholder', async ({ page }) => {
    // The demo catalogue's pictures are on a CDN that this browser may not reach.
    await visit(page, '/products?q=mascara');
    const card = resultCards(page).filter({ hasText: 'Essence Mascara Lash Princess' });
    const thumbnail = card.locator('img');
    await expect(thumbnail).toHaveAttribute('src', '/images/placeholder.svg');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await card.getByRole('link', { name: 'Essence Mascara Lash Princess' }).click();
    await settled(page);
    const picture = page.getByRole('img', { name: /^Essence Mascara Lash Princess/ });
    await expect(picture).toHaveAttribute('src', '/images/placeholder.svg');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'product-placeholder');
  });

  test('sample pictures, served by the shop, load', async ({ page }) => {
    await visit(page, '/products/sample-1');
    const picture = page.getByRole('img', { name: new RegExp(`^${HEADPHONES}`) });
    await expect(picture).toHaveAttribute('src', /^\/images\/products\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test('filters reach the product page and back keeps the list', async ({ page }) => {
  await visit(page, '/products');
  const sidebar = await filters(page);
  await sidebar.getByRole('radio', { name: /^Electronics \(/ }).click();
  await expect(page).toHaveURL(/\?category=Electronics$/);
  await settled(page);
  await resultCards(page).getByRole('link', { name: HEADPHONES }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADPHONES);
  await page.goBack();
  await expect(page).toHaveURL(/\?category=Electronics$/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electronics');
  await expect((await filters(page)).getByRole('radio', { name: /^Electronics \(/ })).toBeChecked();
});

test("a product's subcategory leads to its list, which says so and lets it be taken off", async ({ page }) => {
  await visit(page, '/products/sample-1');
  // The breadcrumbs name it too (Home / Products / Electronics / Headphones), with the same address.
  const product = page.getByRole('article').first();
  await expect(product.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Headphones', exact: true })).toHaveAttribute(
    'href',
    '/products?category=Electronics&subcategory=Headphones',
  );
  await product.getByRole('link', { name: 'Headphones', exact: true }).last().click();
  await expect(page).toHaveURL(/\/products\?category=Electronics&subcategory=Headphones$/);
  await settled(page);
  await expect(resultCards(page).getByRole('link', { name: HEADPHONES })).toBeVisible();
  const sidebar = await filters(page);
  await expect(sidebar.getByRole('radio', { name: /^Electronics \(/ })).toBeChecked();
  // The subcategory is chosen beneath its category; "All Electronics" takes it off.
  const subcategories = sidebar.getByRole('radiogroup', { name: 'Electronics subcategories' });
  await expect(subcategories.getByRole('radio', { name: /^Headphones/ })).toBeChecked();
  await subcategories.getByRole('radio', { name: 'All Electronics' }).click();
  await expect(page).toHaveURL(/\/products\?category=Electronics$/);
  await expect(subcategories.getByRole('radio', { name: 'All Electronics' })).toBeChecked();
});
