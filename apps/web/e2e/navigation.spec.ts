import { expect, PHONE, screenshot, settled, test, visit } from './support/fixtures.ts';

test.describe('error screen', () => {
  test('an unknown address shows Unexpected Application Error! with a way home', PHONE, async ({ page }) => {
    const redrawn: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Hydration fell back')) redrawn.push(message.text());
    });
    await visit(page, '/this/page/does-not-exist');
    // The server drew the error screen and the app took it over as it was (its error read back intact).
    expect(redrawn).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByText(/^404\b/)).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Cartwise');
    // The header and footer stay, so the shopper is not stranded.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await screenshot(page, 'error');

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop Smarter with AI');
  });
});

test.describe('footer', () => {
  test('quick links lead to Home, Products, About Us and Contact', PHONE, async ({ page }) => {
    await visit(page, '/about');
    const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick links' });
    for (const [name, url, heading] of [
      ['Products', /\/products$/, 'Products'],
      ['Contact', /\/contact$/, 'Contact us'],
      ['About Us', /\/about$/, 'About Cartwise'],
      ['Home', /\/$/, 'Shop Smarter with AI'],
    ] as const) {
      await quickLinks.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('customer service links answer from the store policy', PHONE, async ({ page }) => {
    await visit(page, '/');
    const service = page.getByRole('contentinfo').getByRole('navigation', { name: 'Customer service' });

    await service.getByRole('link', { name: 'Returns' }).click();
    await expect(page).toHaveURL(/\/help#returns$/);
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns).toBeInViewport();
    await expect(returns).toContainText('within 30 days of delivery');

    await page.goto('/');
    await service.getByRole('link', { name: 'Shipping Info' }).click();
    await expect(page).toHaveURL(/\/help#shipping$/);
    const shipping = page.getByRole('region', { name: 'Shipping Info' });
    await expect(shipping).toBeInViewport();
    await expect(shipping).toContainText('free on orders over $50.00');
    await expect(shipping).toContainText('Smaller orders ship for $9.99');
    await expect(shipping).toContainText('Standard delivery takes 3 to 5 business days');
    await expect(shipping).toContainText('Express delivery is available for $9.99');

    await service.getByRole('link', { name: 'Track Order' }).click();
    await expect(page).toHaveURL(/\/help#track-order$/);
    await expect(page.getByRole('region', { name: 'Track Order' })).toBeInViewport();

    await service.getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
    await screenshot(page, 'help');
  });
});

test.describe('other pages', () => {
  test('categories lists every category with its count and opens its products', PHONE, async ({ page }) => {
    await visit(page, '/categories');
    await expect(page).toHaveTitle('Categories | Cartwise');
    // One tile per category: its name as a link, its count, and its largest subcategories.
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
    const tile = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: 'Electronics', exact: true }) });
    await expect(tile.getByText('42 products', { exact: true })).toBeVisible();
    const electronics = tile.getByRole('link', { name: 'Electronics', exact: true });
    await screenshot(page, 'categories');
    await electronics.click();
    await expect(page).toHaveURL(/\/products\?category=Electronics$/);
    await settled(page);
    await expect(page.getByText('42 products', { exact: true })).toBeVisible();
  });

  test('Proceed to Checkout opens the checkout with the cart in its order summary', async ({ page }) => {
    await visit(page, '/products/sample-5');
    // The product's own button, not those of the related products below it.
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('SoundWave Boom Go Portable Bluetooth Speaker');
    await expect(page.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
    await screenshot(page, 'checkout');
  });

  test('about and contact', PHONE, async ({ page }) => {
    await visit(page, '/about');
    await expect(page).toHaveTitle('About Us | Cartwise');
    await screenshot(page, 'about');
    await visit(page, '/contact');
    await expect(page).toHaveTitle('Contact | Cartwise');
    await expect(page.getByRole('link', { name: 'support@cartwise.shop' })).toBeVisible();
    await screenshot(page, 'contact');
  });
});
