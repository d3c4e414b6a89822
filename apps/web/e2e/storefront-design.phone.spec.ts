// Issue 23 on a phone: the header's search icon, Add to Cart in a product page's first screen, the checkout's total at the top.
import { expect, expectNoAxeViolations, PHONE, test, visit } from './support/fixtures.ts';
import { addFeatured, COFFEE, proceedToCheckout, summaryValue } from './support/shopper.ts';

test.describe('on a phone', () => {
  test('the header’s search icon opens the search with suggestions, and a search lists the products', PHONE, async ({ page }) => {
    await visit(page, '/');
    const header = page.getByRole('banner');
    const icon = header.getByRole('button', { name: 'Open search' });
    await expect(icon).toBeInViewport();
    await icon.click();
    const box = header.locator('#phone-search').getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await box.pressSequentially('headph');
    await expect(header.getByRole('listbox')).toBeVisible();
    await box.fill('headphones');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=headphones$/);
    await expect(header.locator('#phone-search')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  });

  test('a product page has Add to Cart in the first screen, and nothing of the assistant floats over it', PHONE, async ({ page }) => {
    await visit(page, '/products/sample-1');
    const viewport = page.viewportSize()!;
    const bar = page.locator('[data-bottom-bar]');
    const main = page.getByRole('button', { name: 'Add to Cart' }).first();
    // Either the page's own button is in view, or the buy bar is, with its button.
    const mainInView = await main.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight);
    const buy = mainInView ? main : bar.getByRole('button', { name: 'Add to Cart', includeHidden: true });
    const box = (await buy.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // On a phone the assistant opens from the header; no floating button is drawn over the page.
    await expect(page.getByRole('button', { name: 'Chat with the AI shopping assistant' })).toBeHidden();
    await buy.click();
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  });

  test('reading down a product page, the buy bar’s Add to Cart is never covered, and the header’s assistant stays at hand', PHONE, async ({ page }) => {
    await visit(page, '/products/sample-1');
    const bar = page.locator('[data-bottom-bar]');
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeVisible();
    // The element drawn at the middle of the bar's Add to Cart is the button itself (or inside it).
    // (The bar is a copy for the eye, hidden from assistive technology: `includeHidden`.)
    const onTop = await bar.getByRole('button', { name: 'Add to Cart', includeHidden: true }).evaluate((button) => {
      const { left, top, width, height } = button.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open AI shopping assistant' })).toBeInViewport();
  });

  test('axe finds nothing with the phone search open', PHONE, async ({ page }) => {
    await visit(page, '/products/sample-1');
    await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
    await expectNoAxeViolations(page);
  });
});


test.describe('the checkout on a phone', () => {
  test('shows the order’s total in the first screen, its lines behind Show order summary', PHONE, async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = page.locator('details').filter({ hasText: 'Show order summary' });
    const total = await summaryValue(page.getByRole('region', { name: 'Order summary' }), 'Total').textContent();
    const toggle = top.locator('summary');
    await expect(toggle).toBeInViewport();
    await expect(toggle).toContainText(total!);
    await expect(top.getByRole('list', { name: 'Items in your order, at the top' })).toBeHidden();
    await toggle.click();
    await expect(top.getByRole('link', { name: COFFEE })).toBeVisible();
    await expect(summaryValue(top, 'Total')).toHaveText(total!);
    await expectNoAxeViolations(page);
  });
});
