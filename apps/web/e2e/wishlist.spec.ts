import { expect, resultCards, settled, test, visit } from './support/fixtures.ts';

const HEADPHONES = 'SoundMax Pro ANC Wireless Headphones';
const WATCH = 'FitTech Pulse 3 Fitness Smartwatch';
const COFFEE = 'EcoBrew Organic Single-Origin Coffee Beans, 1 kg';
const JACKET = 'UrbanStyle Classic Leather Biker Jacket';

test.describe('wishlist kept on the server', () => {
  test('hearts on cards persist across a reload, with the header count and the wishlist page', async ({ page, browser }) => {
    await visit(page, '/products');
    const wishlist = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
    await expect(wishlist).toHaveAccessibleName('Wishlist');

    await resultCards(page).getByRole('button', { name: `Add ${HEADPHONES} to wishlist` }).click();
    await resultCards(page).getByRole('button', { name: `Add ${WATCH} to wishlist` }).click();
    await expect(wishlist).toHaveAccessibleName('Wishlist, 2 items');
    await expect(wishlist).toHaveText('2');

    await page.reload();
    await settled(page);
    await expect(wishlist).toHaveAccessibleName('Wishlist, 2 items');
    await expect(resultCards(page).getByRole('button', { name: `Remove ${HEADPHONES} from wishlist` })).toBeVisible();

    await wishlist.click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await settled(page);
    // Most recently added first.
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([WATCH, HEADPHONES]);

    await page.getByRole('button', { name: `Remove ${WATCH} from wishlist` }).click();
    await expect(wishlist).toHaveAccessibleName('Wishlist, 1 item');
    await page.reload();
    await settled(page);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('link', { name: HEADPHONES })).toBeVisible();

    // From the keyboard, a heart pressed here hands focus to the next product's instead of dropping it.
    await visit(page, '/products');
    for (const name of [COFFEE, WATCH, JACKET]) await resultCards(page).getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expect(wishlist).toHaveAccessibleName('Wishlist, 4 items');
    await wishlist.click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await settled(page);
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([JACKET, WATCH, COFFEE, HEADPHONES]);
    await page.getByRole('button', { name: `Remove ${WATCH} from wishlist` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Remove ${COFFEE} from wishlist` })).toBeFocused();
    for (const next of [HEADPHONES, JACKET]) {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: `Remove ${next} from wishlist` })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Browse products' })).toBeFocused();

    // Another shopper (another browser, another session) has a wishlist of their own.
    const other = await browser.newPage();
    await visit(other, `${new URL(page.url()).origin}/wishlist`);
    await expect(other.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
    await other.close();
  });
});
