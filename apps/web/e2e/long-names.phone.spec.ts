import type { Locator, Page } from '@playwright/test';
import { expect, PHONE, resultCards, settled, test, visit } from './support/fixtures.ts';

// Real catalogues have names with words longer than a phone is wide (a Best Buy case is
// "…Cream/Black/Green/Blue/Pink/Yellow"). The layout must wrap them, whatever the name: the test gives
// the drawn page such a name and measures.
const LONG_WORD = 'Cream/Black/Green/Blue/Pink/Yellow/Orange/Purple/Red/White/Grey/Silver/Gold';

async function rename(target: Locator) {
  await target.evaluate((el, word) => (el.textContent = word), LONG_WORD);
}

// Measured against the device's width: a phone lays out a page that overflows at a larger width and zooms
// out, so the window's own width grows with the overflow.
const scrollsSideways = (page: Page) =>
  page.evaluate((width) => document.documentElement.scrollWidth > width, page.viewportSize()!.width);

test('a product whose name has a word wider than the phone wraps it on its card, its page and in the cart', PHONE, async ({ page }) => {
  await visit(page, '/products');
  await rename(resultCards(page).first().getByRole('heading').getByRole('link'));
  expect(await scrollsSideways(page), 'the list').toBe(false);

  await visit(page, '/products/sample-1');
  await settled(page);
  await rename(page.getByRole('heading', { level: 1 }));
  await rename(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'));
  expect(await scrollsSideways(page), 'the product page').toBe(false);

  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  const line = drawer.getByRole('listitem').first();
  await expect(line).toBeVisible();
  await rename(line.getByRole('link'));
  // The line's total stays on screen beside the wrapped name, and the drawer starts at the screen's edge.
  await expect(line.getByText('$179.99', { exact: true }).first()).toBeInViewport({ ratio: 1 });
  expect((await drawer.boundingBox())!.x).toBeGreaterThanOrEqual(0);
  expect(await scrollsSideways(page), 'with the cart open').toBe(false);
});
