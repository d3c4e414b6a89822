// Issue 23's visual regression: the first screen of each main screen at 1280x800 and on a phone, compared with
// the committed baselines (storefront-design.visual.spec.ts-snapshots/) within a small tolerance. A deliberate
// design change updates them: `npx playwright test e2e/storefront-design.visual.spec.ts --update-snapshots`,
// then look at every changed picture before committing it.
import type { Locator, Page } from '@playwright/test';
import { assistantButton, expect, PHONE, settled, test as base, visit } from './support/fixtures.ts';
import { DEMO_CATALOGUE, startShop } from './support/shop-server.ts';
import { addFeatured, cartButton, cartDrawer, COFFEE, proceedToCheckout } from './support/shopper.ts';

/**
 * A shop of its own: the shared shop's products gain reviews and lose stock as the other specs run, which
 * would move stars and badges in the pictures.
 */
const test = base.extend<object, { visualShop: string }>({
  visualShop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShop({ catalogue: DEMO_CATALOGUE });
      try {
        await use(shop.baseURL);
      } finally {
        await shop.stop();
      }
    },
    // Importing the demo catalogue takes over a minute on a busy 2-core machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ visualShop }, use) => use(visualShop),
});

/** Compares the first screen once the font and the pictures shown in it have loaded; `mask` hides what moves with the date. */
async function expectScreen(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => {
        // A closed <details> keeps a box for what it hides, but never loads a lazy picture in it.
        if (!img.checkVisibility()) return false;
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((img) => img.complete),
  );
  await expect(page).toHaveScreenshot(`${name}.png`, { mask, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02 });
}

test.describe('the storefront looks as designed', () => {
  test('home', PHONE, async ({ page }) => {
    await visit(page, '/');
    await expectScreen(page, 'home');
  });

  test('product list', PHONE, async ({ page }) => {
    await visit(page, '/products?category=Electronics');
    await expectScreen(page, 'list');
  });

  test('categories', PHONE, async ({ page }) => {
    await visit(page, '/categories');
    await expectScreen(page, 'categories');
  });

  test('product page', PHONE, async ({ page }) => {
    await visit(page, '/products/sample-1');
    await expectScreen(page, 'product');
  });

  test('cart drawer', PHONE, async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await cartButton(page).click();
    await expect(cartDrawer(page).getByRole('link', { name: COFFEE, exact: true })).toBeVisible();
    await expectScreen(page, 'cart-drawer');
  });

  test('checkout', PHONE, async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await expectScreen(page, 'checkout', [page.getByText(/^Estimated delivery:/), page.getByText(/Arrives /)]);
  });

  test('chat', PHONE, async ({ page }) => {
    await visit(page, '/');
    await assistantButton(page).click();
    const chat = page.getByRole('region', { name: 'AI Shopping Assistant' });
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('textbox')).toBeVisible();
    await expectScreen(page, 'chat', [chat.locator('time')]);
  });
});
