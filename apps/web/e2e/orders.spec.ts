import { expect, expectNoAxeViolations, settled, test, visit } from './support/fixtures.ts';
import { addFeatured, COFFEE, fillCheckout, placeOrder, proceedToCheckout, summaryValue, uniqueEmail } from './support/shopper.ts';

test.describe('orders', () => {
  test('only the shopper who ordered sees the confirmation; Track Order finds it by number and email', async ({ page, browser }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    const email = uniqueEmail('tracker');
    await fillCheckout(page, email);
    const orderNumber = await placeOrder(page);
    const orderUrl = new URL(page.url()).pathname;

    // Another browser (no session of the buyer) finds nothing at the same address.
    const strangerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const stranger = await strangerContext.newPage();
    await visit(stranger, orderUrl);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Order not found');
    await expect(stranger).toHaveTitle('Order not found | Cartwise');
    await expect(stranger.getByText(orderNumber)).toHaveCount(0);
    await expectNoAxeViolations(stranger);

    // The footer's Track Order: a wrong email finds nothing and does not say which field was wrong.
    await stranger.getByRole('contentinfo').getByRole('link', { name: 'Track Order' }).click();
    await settled(stranger);
    const section = stranger.getByRole('region', { name: 'Track Order' });
    await section.getByLabel('Order number').fill(orderNumber.toLowerCase());
    await section.getByLabel('Email').fill('someone-else@example.com');
    await section.getByRole('button', { name: 'Track order' }).click();
    await expect(section.getByText('We could not find an order with that number and email.')).toBeVisible();

    await section.getByLabel('Email').fill(email.toUpperCase());
    await section.getByRole('button', { name: 'Track order' }).click();
    await expect(section.getByText(`Order ${orderNumber} found.`)).toBeVisible();
    await expect(summaryValue(section, 'Status')).toHaveText(/^Placed/);
    await expect(summaryValue(section, 'Total')).toHaveText('$36.98');
    await expect(section.getByRole('link', { name: COFFEE })).toBeVisible();
    await expectNoAxeViolations(stranger);
    await strangerContext.close();
  });

  test('Track Order checks the fields before asking', async ({ page }) => {
    await visit(page, '/help#track-order');
    const section = page.getByRole('region', { name: 'Track Order' });
    await section.getByLabel('Order number').fill('12345');
    await section.getByRole('button', { name: 'Track order' }).click();
    const number = section.getByLabel('Order number');
    await expect(number).toBeFocused();
    await expect(number).toHaveAccessibleDescription(/^Order number must look like CW-7K3M9Q/);
    await expect(section.getByLabel('Email')).toHaveAccessibleDescription(/^Email is required/);
  });
});
