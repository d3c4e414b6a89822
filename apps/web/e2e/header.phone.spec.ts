import { expect, expectNoAxeViolations, PHONE, settled, test, visit } from './support/fixtures.ts';

test('the header fits the phone and has the account button, which opens the account menu', PHONE, async ({ page }) => {
  await visit(page, '/products');
  const header = page.getByRole('banner');
  const device = page.viewportSize()!;
  const width = device.width;
  // On this phone and on the narrower common ones, nothing in the header row is pushed past the screen's
  // edge, and the page does not scroll sideways.
  for (const screenWidth of [360, 390, width]) {
    await page.setViewportSize({ width: screenWidth, height: device.height });
    expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth), `header at ${screenWidth} px`).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `page at ${screenWidth} px`).toBe(true);
    for (const control of [
      header.getByRole('link', { name: 'Cartwise' }),
      header.getByRole('button', { name: 'Open AI shopping assistant' }),
      header.getByRole('link', { name: 'Wishlist', exact: true }),
      header.getByRole('button', { name: 'Account', exact: true }),
      header.getByRole('button', { name: 'Cart, 0 items' }),
      header.getByRole('button', { name: 'Open menu' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
  }

  const account = header.getByRole('button', { name: 'Account', exact: true });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const signIn = header.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toBeInViewport({ ratio: 1 });
  const menu = (await signIn.locator('xpath=ancestor::div[@id][1]').boundingBox())!;
  expect(menu.x).toBeGreaterThanOrEqual(0);
  expect(menu.x + menu.width).toBeLessThanOrEqual(width);
  await signIn.click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fproducts$/);
  await settled(page);
});

test.describe('mobile menu', () => {
  test('the menu toggle reveals a search form and links to products and categories', PHONE, async ({ page }) => {
    await visit(page, '/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('navigation', { name: 'Menu' });
    await expect(header.getByRole('combobox', { name: 'Search products' })).toBeHidden();
    await expect(menu).toBeHidden();

    const open = header.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const close = header.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');

    await menu.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await settled(page);
    await expect(menu).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await header.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // Escape closes it, from its button or from inside it, and the focus goes back to the button.
    await header.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Categories' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the filters fold away behind a toggle', PHONE, async ({ page }) => {
    await visit(page, '/products');
    const toggle = page.getByRole('button', { name: 'Show filters and sort' });
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide filters and sort' }).click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();

    // The open filters fill screens; a button in view at their foot goes to what they chose.
    await toggle.click();
    await page.getByRole('region', { name: 'Filters' }).getByRole('radio', { name: /^Fashion \(/ }).click();
    await expect(page).toHaveURL(/category=Fashion/);
    const show = page.getByRole('button', { name: /^Show \d+ products$/ });
    await expect(show).toBeInViewport();
    await show.click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Search results' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Search results' }).getByRole('article').first()).toBeInViewport();
  });

  test('axe-core finds no violation with the menu open and the filters shown', PHONE, async ({ page }) => {
    await visit(page, '/products');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Show filters and sort' }).click();
    await expectNoAxeViolations(page);
  });
});

test("the assistant's button steps aside while the page scrolls down, and comes back on the way up", PHONE, async ({ page }) => {
  await visit(page, '/products');
  const launcher = page.getByRole('button', { name: 'Chat with the AI shopping assistant' });
  await expect(launcher).toBeInViewport();
  // Down the list: the button would sit over the cards' Add to Cart.
  await page.mouse.wheel(0, 600);
  await expect(launcher).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(launcher).toBeInViewport();
  // A keyboard user reaching it finds it in view.
  await page.mouse.wheel(0, 600);
  await expect(launcher).not.toBeInViewport();
  await launcher.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(launcher).toBeFocused();
  await expect(launcher).toBeInViewport();
});
