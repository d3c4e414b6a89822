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

  test('a product page has Add to Cart in the first screen, and the chat button does not cover it', PHONE, async ({ page }) => {
    await visit(page, '/products/sample-1');
    const viewport = page.viewportSize()!;
    const bar = page.locator('[data-bottom-bar]');
    const main = page.getByRole('button', { name: 'Add to Cart' }).first();
    // Either the page's own button is in view, or the buy bar is, with its button.
    const mainInView = await main.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight);
    const buy = mainInView ? main : bar.getByRole('button', { name: 'Add to Cart', includeHidden: true });
    const box = (await buy.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const chat = (await page.getByRole('button', { name: 'Chat with the AI shopping assistant' }).boundingBox())!;
    const overlaps = chat.x < box.x + box.width && box.x < chat.x + chat.width && chat.y < box.y + box.height && box.y < chat.y + chat.height;
    expect(overlaps).toBe(false);
    await buy.click();
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  });

  test('reading down a product page, the chat button never lies over the buy bar’s Add to Cart, and comes back above it', PHONE, async ({ page }) => {
    await visit(page, '/products/sample-1');
    const bar = page.locator('[data-bottom-bar]');
    const chat = page.getByRole('button', { name: 'Chat with the AI shopping assistant' });
    // Whether the chat button covers any of the bar's Add to Cart, measured where they are drawn now.
    const covers = () =>
      page.evaluate(() => {
        const launcher = document.querySelector('.chat-launcher')!.getBoundingClientRect();
        const buy = document.querySelector('[data-bottom-bar] button')!.getBoundingClientRect();
        const onScreen = launcher.top < window.innerHeight && launcher.bottom > 0;
        const overlaps = launcher.left < buy.right && buy.left < launcher.right && launcher.top < buy.bottom && buy.top < launcher.bottom;
        return onScreen && overlaps;
      });
    // Where the button comes to rest once its slide has finished.
    const settledCovers = async () => {
      await chat.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      return covers();
    };
    // Going down, as a shopper reads the description and the specifications: the bar shows, the button tucks away.
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeVisible();
    await expect(chat).not.toBeInViewport();
    expect(await settledCovers()).toBe(false);
    // Back up a little: the button returns, above the bar.
    await page.mouse.wheel(0, -150);
    await expect(chat).toBeInViewport();
    await expect(bar).toBeVisible();
    expect(await settledCovers()).toBe(false);
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
