import { expect, expectNoAxeViolations, headerSearchBox, screenshot, settled, test, visit } from './support/fixtures.ts';
import { cartDrawer, fillCheckout, placeOrder, proceedToCheckout, summaryValue, uniqueEmail } from './support/shopper.ts';

/** The sample T-shirt (apps/api/src/db/seed/sample-variant-products.ts): S/M/L $24.99, XL $27.99; no XL in red; small black sold out. */
const TEE = 'UrbanStyle Essential Organic Cotton T-Shirt';

test.describe('sizes and colours', () => {
  test('a shopper chooses a size and colour, sees the price and stock follow, and buys that variant', async ({ page }) => {
    await visit(page, '/products?q=essential%20t-shirt');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: TEE }) });
    await expect(card.getByText('From')).toBeVisible();
    await card.getByRole('link', { name: 'Choose Options' }).click();
    await expect(page).toHaveURL(/\/products\/sample-8$/);
    await settled(page);

    const main = page.getByRole('main');
    const addToCart = main.getByRole('article').first().getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();
    await expect(main.getByText('Choose a size and colour to add it to your cart.')).toBeVisible();
    await expect(addToCart).toHaveAccessibleDescription('Choose a size and colour to add it to your cart.');

    const size = main.getByRole('group', { name: /^Size/ });
    const colour = main.getByRole('group', { name: /^Colour/ });
    // XL: $27.99, and no red in XL.
    await size.getByRole('button', { name: 'XL', exact: true }).click();
    await expect(size.getByRole('button', { name: 'XL', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(colour.getByRole('button', { name: /^Red/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(colour.getByRole('button', { name: /^Red/ })).toHaveAccessibleName('Red (not available with your other choices)');
    await expect(main.getByText('Choose a colour to add it to your cart.')).toBeVisible();
    // Small black is sold out.
    await size.getByRole('button', { name: 'S', exact: true }).click();
    await expect(colour.getByRole('button', { name: /^Black/ })).toHaveAccessibleName('Black (sold out)');
    await colour.getByRole('button', { name: /^Black/ }).click({ force: true });
    await expect(colour.getByRole('button', { name: /^Black/ })).toHaveAttribute('aria-pressed', 'false');

    // Medium red, chosen with the keyboard: the price, the stock and the picture follow; the address keeps it.
    await size.getByRole('button', { name: 'M', exact: true }).focus();
    await page.keyboard.press('Enter');
    await colour.getByRole('button', { name: /^Red/ }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/products\/sample-8\?variant=m-red$/);
    const stock = main.getByText(/^In stock \(\d+ available\)$/);
    const left = Number(/\d+/.exec((await stock.textContent()) ?? '')?.[0]);
    expect(left).toBeGreaterThan(1);
    await expect(main.getByText('$24.99').first()).toBeVisible();
    await expect(main.getByRole('img', { name: /^UrbanStyle Essential Organic Cotton T-Shirt/ }).first()).toHaveAttribute(
      'src',
      /urbanstyle-essential-tee-red\.svg$/,
    );
    await expect(addToCart).toBeEnabled();
    await expectNoAxeViolations(page);
    await screenshot(page, 'variant-product');

    // XL white: the dearer size.
    await size.getByRole('button', { name: 'XL', exact: true }).click();
    await colour.getByRole('button', { name: /^White/ }).click();
    await expect(page).toHaveURL(/\?variant=xl-white$/);
    await expect(main.getByText('$27.99').first()).toBeVisible();
    await expect(main.getByText('In stock (5 available)')).toBeVisible();

    // A shared link opens the same variant (by id or SKU).
    await visit(page, '/products/sample-8?variant=US-ESS-TEE-M-RED');
    await expect(size.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(colour.getByRole('button', { name: /^Red/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByText(`In stock (${left} available)`)).toBeVisible();

    await addToCart.click();
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole('link', { name: TEE })).toBeVisible();
    await expect(drawer.getByText('Size M, Red')).toBeVisible();
    await expect(drawer.getByRole('button', { name: `Remove ${TEE}, Size M, Red` })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close cart' }).click();

    await proceedToCheckout(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Size M, Red')).toBeVisible();
    await expect(summaryValue(summary, 'Subtotal (1 item)')).toHaveText('$24.99');
    await fillCheckout(page, uniqueEmail('variant'));
    const orderNumber = await placeOrder(page);
    const items = page.getByRole('main').getByRole('list', { name: `Items in order ${orderNumber}` });
    await expect(items.getByRole('listitem')).toHaveCount(1);
    await expect(items.getByText('Size M, Red')).toBeVisible();

    // The order took one medium red from its own stock.
    await visit(page, '/products/sample-8?variant=m-red');
    await expect(page.getByRole('main').getByText(`In stock (${left - 1} available)`)).toBeVisible();
  });

  test('a size typed in the search box becomes the size filter, ticked in the sidebar and in the address', async ({ page }) => {
    await visit(page, '/');
    const box = await headerSearchBox(page);
    await box.fill('t-shirt size xl');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=t\+shirt&option=Size%3AXL$|\/products\?q=t-shirt&option=Size%3AXL$/);
    await settled(page);
    await expect(page.getByRole('main').getByRole('link', { name: TEE })).toBeVisible();
    const size = page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Size' });
    await expect(size.getByRole('checkbox', { name: /^XL/ })).toBeChecked();
    // The address typed was replaced, not added to: Back leaves the search.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the list filters by size and colour from the sidebar, with counts, and the address keeps the choice', async ({ page }) => {
    await visit(page, '/products');
    const filters = page.getByRole('region', { name: 'Filters' });
    const size = filters.getByRole('group', { name: 'Size' });
    const colour = filters.getByRole('group', { name: 'Colour' });
    // The sample sneakers' sizes and the T-shirt's, small to large.
    await expect(size.getByRole('checkbox', { name: /^XL/ })).toBeVisible();
    await size.getByRole('checkbox', { name: /^XL/ }).check();
    await expect(page).toHaveURL(/[?&]option=Size%3AXL/);
    await expect(page.getByRole('main').getByRole('link', { name: TEE })).toBeVisible();
    // No red in XL: the colours offered are those XL comes in.
    await expect(colour.getByRole('checkbox', { name: /^White/ })).toBeVisible();
    await expect(colour.getByRole('checkbox', { name: /^Red/ })).toHaveCount(0);
    await colour.getByRole('checkbox', { name: /^White/ }).check();
    await expect(page).toHaveURL(/option=Size%3AXL&option=Colour%3AWhite/);
    await expect(page.getByText(/^1 product/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'option-filters');
    await page.reload();
    await expect(filters.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^White/ })).toBeChecked();
  });
});
