import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE, resultCards, screenshot, settled, test, visit } from './support/fixtures.ts';

const HEADPHONES = 'SoundMax Pro ANC Wireless Headphones'; // $179.99
const COFFEE = 'EcoBrew Organic Single-Origin Coffee Beans, 1 kg'; // $24.99
const CHILI = 'Green Chili Pepper'; // dj-26: $0.99, 3 in stock

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const line = (page: Page, name: string) => drawer(page).getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
const summaryRow = (page: Page, term: string) =>
  drawer(page).locator('dt').getByText(term, { exact: true }).locator('xpath=ancestor-or-self::dt/following-sibling::dd[1]');

/** Waits until the drawer has slid in (no transition running), so that boxes and colours are final. */
async function slidIn(page: Page): Promise<void> {
  await expect(drawer(page)).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Adds a product from its card on the product list; the drawer opens with it. */
async function addFromCard(page: Page, name: string): Promise<void> {
  await resultCards(page).filter({ has: page.getByRole('link', { name, exact: true }) }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(line(page, name)).toBeVisible();
}

async function closeDrawer(page: Page): Promise<void> {
  await drawer(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer(page)).toBeHidden();
}

test.describe('cart drawer by mouse', () => {
  test('Add to Cart on a card opens the drawer with the line; plus, minus and remove change it', PHONE, async ({ page }) => {
    await visit(page, '/products');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await addFromCard(page, HEADPHONES);

    const headphones = line(page, HEADPHONES);
    await expect(drawer(page).getByText('1 item', { exact: true })).toBeVisible();
    await expect(headphones).toContainText('$179.99 each');
    await expect(headphones.locator('img')).toHaveAttribute('src', /\.svg$/);
    await expect(headphones.getByRole('button', { name: `Decrease quantity of ${HEADPHONES}` })).toBeDisabled();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    await headphones.getByRole('button', { name: `Increase quantity of ${HEADPHONES}` }).click();
    await expect(drawer(page).getByText('2 items', { exact: true })).toBeVisible();
    await expect(headphones.getByRole('group', { name: `Quantity of ${HEADPHONES}` })).toContainText('2');
    await expect(summaryRow(page, 'Subtotal')).toHaveText('$359.98');
    await expect(summaryRow(page, 'Shipping')).toHaveText('FREE');
    await expect(summaryRow(page, 'Tax')).toHaveText('$28.80');
    await expect(summaryRow(page, 'Total')).toHaveText('$388.78');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await screenshot(page, 'cart-drawer');

    await headphones.getByRole('button', { name: `Decrease quantity of ${HEADPHONES}` }).click();
    await expect(drawer(page).getByText('1 item', { exact: true })).toBeVisible();
    await expect(headphones.getByRole('button', { name: `Decrease quantity of ${HEADPHONES}` })).toBeDisabled();

    await headphones.getByRole('button', { name: `Remove ${HEADPHONES}` }).click();
    await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
    await expect(drawer(page).getByText('Add some products to get started')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(drawer(page)).toBeHidden();
  });

  test('plus stops at the stock the product has', async ({ page }) => {
    await visit(page, '/products/dj-26');
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    const chili = line(page, CHILI);
    await expect(chili.getByRole('group', { name: `Quantity of ${CHILI}` })).toContainText('2');
    const plus = chili.getByRole('button', { name: `Increase quantity of ${CHILI}` });
    await plus.focus();
    await page.keyboard.press('Enter');
    await expect(chili.getByRole('group', { name: `Quantity of ${CHILI}` })).toContainText('3');
    await expect(plus).toBeDisabled();
    // Said to be unavailable, not taken out of the tab order: a keyboard user keeps their place.
    await expect(plus).toBeFocused();
    await expect(summaryRow(page, 'Shipping')).toHaveText('$9.99');

    // Adding more than the stock leaves the line as it is and says why.
    await closeDrawer(page);
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(drawer(page).getByText(`Only 3 of '${CHILI}' are in stock, and your cart has them all.`)).toBeVisible();
    await expect(chili.getByRole('group', { name: `Quantity of ${CHILI}` })).toContainText('3');
  });

  test('the backdrop and the close button close it', async ({ page }) => {
    await visit(page, '/');
    await cartButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await closeDrawer(page);
    await cartButton(page).click();
    await slidIn(page);
    // The backdrop is what is left of the screen beside the panel (on a phone the panel fills it).
    const box = await drawer(page).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    if (box!.x > 10) {
      await page.mouse.click(5, viewport.height / 2);
      await expect(drawer(page)).toBeHidden();
    }
  });

  test('a coupon: a bad code says why under the field, WELCOME10 takes 10% off', async ({ page }) => {
    await visit(page, '/products');
    await addFromCard(page, HEADPHONES);
    const field = drawer(page).getByRole('textbox', { name: 'Coupon code' });

    await field.fill('bogus');
    await drawer(page).getByRole('button', { name: 'Apply' }).click();
    const error = drawer(page).getByRole('alert');
    await expect(error).toHaveText("Coupon 'BOGUS' does not exist.");
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Focus is back in the field its error describes, ready for the corrected code.
    await expect(field).toBeFocused();
    await expect(summaryRow(page, 'Total')).toHaveText('$194.39');

    await field.fill('welcome10');
    await expect(error).toBeHidden();
    await drawer(page).getByRole('button', { name: 'Apply' }).click();
    await expect(drawer(page).getByText('Coupon WELCOME10 applied')).toBeVisible();
    await expect(summaryRow(page, 'Discount (WELCOME10)')).toHaveText('-$18.00');
    await expect(summaryRow(page, 'Total')).toHaveText('$176.39');

    await drawer(page).getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await expect(summaryRow(page, 'Total')).toHaveText('$194.39');
    await expect(drawer(page).getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
  });

  test('the cart is kept on the server: a reload keeps it, Clear Cart empties it for good', async ({ page }) => {
    await visit(page, '/products');
    await addFromCard(page, HEADPHONES);
    await closeDrawer(page);
    await addFromCard(page, COFFEE);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

    await page.reload();
    await settled(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await cartButton(page).click();
    await expect(line(page, HEADPHONES)).toBeVisible();
    await expect(line(page, COFFEE)).toBeVisible();

    // Asked first: Keep Items leaves the cart as it was.
    await drawer(page).getByRole('button', { name: 'Clear Cart', exact: true }).click();
    await drawer(page).getByRole('group', { name: 'Remove all 2 items from your cart?' }).getByRole('button', { name: 'Keep Items' }).click();
    await expect(line(page, HEADPHONES)).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Clear Cart', exact: true }).click();
    await drawer(page).getByRole('button', { name: 'Yes, Clear Cart' }).click();
    await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
    await expect(drawer(page).getByText('0 items', { exact: true })).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });

  test('Proceed to Checkout goes to /checkout and closes the drawer; its code was fetched while the drawer was open', async ({ page }) => {
    await visit(page, '/products');
    const checkoutCode = page.waitForRequest(/\/assets\/checkout-[\w-]+\.js$/);
    await addFromCard(page, COFFEE);
    // The drawer with a line in it fetches the checkout's code before Proceed to Checkout is chosen.
    await checkoutCode;
    await drawer(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(drawer(page)).toBeHidden();
  });

  test('axe-core finds no violation with the drawer open, empty and with lines', PHONE, async ({ page }) => {
    await visit(page, '/');
    await cartButton(page).click();
    await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
    await expectNoAxeViolations(page);
    await closeDrawer(page);

    await visit(page, '/products');
    await addFromCard(page, HEADPHONES);
    await slidIn(page);
    await expectNoAxeViolations(page);
  });
});

/** The element that has focus is inside this locator. */
async function focusInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.contains(document.activeElement));
}

test.describe('cart drawer by keyboard', () => {
  test('Enter on the cart button opens it, Tab stays inside, Escape closes it and focus is back on the button', PHONE, async ({ page }) => {
    await visit(page, '/products');
    await addFromCard(page, COFFEE);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();

    // Only the keyboard from here: Tab from the top of a fresh page to the cart button.
    await page.reload();
    await settled(page);
    const button = cartButton(page);
    for (let presses = 0; presses < 30 && !(await button.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
    const stops = await drawer(page).evaluate(
      (el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled])').length,
    );
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(drawer(page))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(drawer(page))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Cart, 1 item');
  });

  test('removing a line from the keyboard moves focus to the next line, then to what the empty cart offers', async ({ page }) => {
    await visit(page, '/products');
    await addFromCard(page, COFFEE);
    await closeDrawer(page);
    await addFromCard(page, HEADPHONES);
    const remove = line(page, COFFEE).getByRole('button', { name: /^Remove/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(line(page, COFFEE)).toHaveCount(0);
    // The button went with its line: focus is on the same button of the line left, not on the page behind.
    const next = line(page, HEADPHONES).getByRole('button', { name: /^Remove/ });
    await expect(next).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(drawer(page).getByText('Your cart is empty')).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Continue Shopping' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusInside(drawer(page))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
  });

  test('applying and removing a coupon from the keyboard moves focus to the control that replaced the form', async ({ page }) => {
    await visit(page, '/products');
    await addFromCard(page, HEADPHONES);
    const code = drawer(page).getByRole('textbox', { name: 'Coupon code' });
    await code.fill('WELCOME10');
    await code.press('Enter');
    const removeCoupon = drawer(page).getByRole('button', { name: 'Remove coupon WELCOME10' });
    await expect(removeCoupon).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer(page).getByRole('textbox', { name: 'Coupon code' })).toBeFocused();
  });
});

// Headless Chromium keeps every page focused and visible, so leaving a tab and coming back to it are the
// window events a browser sends when the shopper switches tabs or windows.
const leave = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('blur')));
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test('a second tab shows the cart another tab changed once the shopper is back on it, and says when a line is gone', async ({ page, context }) => {
  await visit(page, '/products');
  await addFromCard(page, COFFEE);
  await closeDrawer(page);

  const second = await context.newPage();
  await visit(second, '/products/sample-1');
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 1 item');

  // The first tab adds the headphones; the second, left meanwhile, shows them on coming back.
  await leave(second);
  await addFromCard(page, HEADPHONES);
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 1 item');
  await comeBack(second);
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 2 items');

  // The second tab's drawer is open with the coffee when the first tab takes the coffee out.
  await cartButton(second).click();
  await expect(line(second, COFFEE)).toBeVisible();
  await line(page, COFFEE).getByRole('button', { name: `Remove ${COFFEE}` }).click();
  await expect(line(page, COFFEE)).toBeHidden();
  // Not back on the second tab yet (a background tab's drawer still shows the coffee): its + says the line is gone.
  await line(second, COFFEE).getByRole('button', { name: `Increase quantity of ${COFFEE}` }).click();
  await expect(drawer(second).getByText('That item was taken out of your cart in another tab or window.')).toBeVisible();
  await expect(line(second, COFFEE)).toBeHidden();
  await expect(cartButton(second)).toHaveAccessibleName('Cart, 1 item');
  await second.close();
});
