import { expect, expectNoAxeViolations, PHONE, settled, test, visit } from './support/fixtures.ts';

test('the header fits the phone with the menu, the name, search, the assistant and the cart; the wishlist and the account are in the menu', PHONE, async ({ page }) => {
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
      header.getByRole('button', { name: 'Open menu' }),
      header.getByRole('link', { name: 'Cartwise' }),
      header.getByRole('button', { name: 'Open search' }),
      header.getByRole('button', { name: 'Open AI shopping assistant' }),
      header.getByRole('button', { name: 'Cart, 0 items' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // Four icons and the name, as a phone theme has them.
    const row = header.locator(':scope > div').first();
    expect((await row.getByRole('button').count()) + (await row.getByRole('link').count())).toBe(5);
  }
  await expect(header.getByRole('link', { name: 'Wishlist', exact: true })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Account', exact: true })).toBeHidden();

  // Nothing is lost: the menu holds the wishlist and the account, whose page signs in.
  await header.getByRole('button', { name: 'Open menu' }).click();
  const menu = header.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Wishlist', exact: true })).toBeInViewport();
  await menu.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await settled(page);
  await expect(menu).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
  await settled(page);
});

test("home's first screen on a phone: no chat button lies over a card's Add to Cart or price; the header's opens the assistant", PHONE, async ({ page }) => {
  await visit(page, '/');
  const viewport = page.viewportSize()!;
  // Every box drawn over the page by the assistant's controls (a floating button, if any were shown).
  const floating = page.getByRole('button', { name: 'Chat with the AI shopping assistant' });
  await expect(floating).toBeHidden();
  const chatBoxes = [await page.getByRole('banner').getByRole('button', { name: 'Open AI shopping assistant' }).boundingBox()];
  if (await floating.isVisible()) chatBoxes.push(await floating.boundingBox());
  const cards = page.getByRole('region', { name: 'Featured Products' }).getByRole('article');
  let checked = 0;
  for (const card of (await cards.all()).slice(0, 4)) {
    for (const part of [card.getByRole('button', { name: /Add to Cart|Choose Options|Out of Stock/ }), card.locator('p').filter({ hasText: /\$\d/ }).first()]) {
      const box = await part.boundingBox();
      if (!box || box.y >= viewport.height) continue;
      checked += 1;
      for (const chat of chatBoxes) {
        const overlaps = chat!.x < box.x + box.width && box.x < chat!.x + chat!.width && chat!.y < box.y + box.height && box.y < chat!.y + chat!.height;
        expect(overlaps).toBe(false);
      }
    }
  }
  // The first row's prices and buttons are in the first screen: the check looked at them.
  expect(checked).toBeGreaterThanOrEqual(4);
  await page.getByRole('banner').getByRole('button', { name: 'Open AI shopping assistant' }).click();
  await expect(page.getByRole('region', { name: 'AI Shopping Assistant' })).toBeVisible();
});

test.describe('mobile menu', () => {
  test("the menu toggle reveals links to products and categories (the search is the header's icon, not the menu's)", PHONE, async ({ page }) => {
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
    await expect(header.getByRole('combobox', { name: 'Search products' })).toBeHidden();
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

test("one way to search on a phone (the header's), and the wishlist's count on the menu's button, said in its name", PHONE, async ({ page }) => {
  await visit(page, '/');
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: /^Open menu/ });
  await expect(menuButton).toHaveAccessibleName('Open menu');
  await menuButton.click();
  // The menu holds links only: the search is the header's icon, beside it.
  await expect(page.locator('#mobile-menu').getByRole('combobox')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Open search' })).toBeInViewport();
  await header.getByRole('button', { name: /^Close menu/ }).click();

  await page.getByRole('region', { name: 'Featured Products' }).getByRole('button', { name: /^Add .* to wishlist$/ }).first().click();
  await expect(menuButton).toHaveAccessibleName('Open menu (wishlist, 1 item)');
  // The badge sits on the button's corner, in the header's row, and is not read twice.
  const badge = menuButton.getByText('1', { exact: true });
  await expect(badge).toBeInViewport();
  await expect(badge).toHaveAttribute('aria-hidden', 'true');
  const [button, count] = [await menuButton.boundingBox(), await badge.boundingBox()];
  expect(count!.x + count!.width).toBeGreaterThan(button!.x + button!.width / 2);
  expect(count!.y).toBeLessThan(button!.y + button!.height / 2);
  await expectNoAxeViolations(page);
});
