import path from 'node:path';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, settled, test as base, visit } from './support/fixtures.ts';
import { DEMO_CATALOGUE, E2E_OWNER, REPO_ROOT, startShop } from './support/shop-server.ts';

/**
 * A shop of its own: these tests add, import and sell out products, which would change the counts the
 * storefront's tests read on the run's shared shop.
 */
const test = base.extend<object, { productsShop: string }>({
  productsShop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShop({ catalogue: DEMO_CATALOGUE, owners: [E2E_OWNER] });
      try {
        await use(shop.baseURL);
      } finally {
        await shop.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ productsShop }, use) => use(productsShop),
});

const SHOPIFY_CSV = path.join(REPO_ROOT, 'apps/api/test/fixtures/shopify-products.csv');

test.describe("the back office's products", () => {
  test('the owner adds a product with a photo, finds it in the storefront’s search, then sells out its stock', async ({ page }) => {
    const name = `Copper Kettle ${Date.now().toString(36)}`;
    await visit(page, '/admin');
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Password').fill(E2E_OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add a product' }).click();
    await expect(page.getByRole('heading', { name: 'Add a product', level: 1 })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Brand').fill('Hearthwell');
    await page.getByLabel('Category', { exact: true }).fill('Home & Kitchen');
    await page.getByRole('textbox', { name: 'Price ($)', exact: true }).fill('49.50');
    await page.getByLabel('Initial stock').fill('5');
    await page.getByLabel('Description').fill('A stovetop kettle of hammered copper.');
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#b87333' } }).jpeg().toBuffer();
    await page.getByLabel('Upload a picture').setInputFiles({ name: 'kettle.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('status').filter({ hasText: 'kettle.jpg uploaded.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture 1 (cover)' })).toHaveAttribute('src', /^\/images\/uploads\/[0-9a-f]+-600\.webp$/);
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add the product' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const productUrl = page.url();
    const id = decodeURIComponent(productUrl.split('/admin/products/')[1]!);

    // The storefront's search finds it at once, with its photo.
    await visit(page, `/products?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.locator('img').first()).toHaveAttribute('src', /^\/images\/uploads\/[0-9a-f]+-300\.webp$/);
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    // Stock set to 0 with a reason: the storefront says Out of Stock.
    await visit(page, `/admin/products/${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { name: 'Stock', level: 2 })).toBeVisible();
    await page.getByLabel('New stock').fill('0');
    await page.getByLabel('Reason').fill('Sold at the market stall');
    await page.getByRole('button', { name: 'Change the stock' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stock is now 0.' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Sold at the market stall' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await visit(page, `/products/${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  test("the owner imports Shopify's CSV and reads the report of the products it refused", async ({ page }) => {
    await visit(page, '/admin/products/import');
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Password').fill(E2E_OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Import products', level: 1 })).toBeVisible();
    await page.getByLabel('File (.csv or .json, up to 50 MB)').setInputFiles(SHOPIFY_CSV);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Import finished: \d+ added, \d+ updated, 6 refused\.$/ })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '100');
    const refused = page.getByRole('table', { name: 'Products refused, with the row and field of each problem' });
    await expect(refused.getByRole('row', { name: /Leather Card Wallet/ })).toContainText("Row 20, Variant Price: 'thirty-nine' is not a price (like 19.99)");
    await expect(refused.getByRole('row', { name: /Winter Parka/ })).toContainText('Row 18, Status: is draft in Shopify');
    await settled(page);
    await expectNoAxeViolations(page);

    // The imported products are in the shop, with their options.
    await visit(page, '/products/classic-crew-tee');
    await expect(page.getByRole('heading', { name: 'Classic Crew Tee', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^M$/ }).first()).toBeVisible();
  });
});
