import sharp from 'sharp';
import { expect, expectNoAxeViolations, settled, test, visit } from './support/fixtures.ts';
import { E2E_OWNER } from './support/shop-server.ts';

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
});
