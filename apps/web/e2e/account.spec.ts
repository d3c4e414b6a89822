import { expect, expectNoAxeViolations, PHONE, screenshot, settled, test, visit } from './support/fixtures.ts';
import {
  addFeatured,
  cartButton,
  COFFEE,
  fillCheckout,
  openAuthPage,
  PASSWORD,
  placeOrder,
  proceedToCheckout,
  signOutFromAccount,
  SPEAKER,
  submitCredentials,
  uniqueEmail,
} from './support/shopper.ts';

test.describe('accounts', () => {
  test('a shopper keeps the cart through sign-up, and after signing out and in again sees the order', PHONE, async ({ page }) => {
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await addFeatured(page, SPEAKER);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

    const email = uniqueEmail('shopper');
    await openAuthPage(page, 'Create account');
    await expect(page).toHaveTitle('Create account | Cartwise');
    await submitCredentials(page, email, PASSWORD);
    // Still the guest's cart, now the account's.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

    await proceedToCheckout(page);
    // The account's email is offered at checkout.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await fillCheckout(page, email);
    const orderNumber = await placeOrder(page);

    await signOutFromAccount(page);
    await expect(page.getByRole('main').getByText(orderNumber)).toHaveCount(0);

    await openAuthPage(page, 'Sign in');
    await submitCredentials(page, email, PASSWORD);
    await visit(page, '/account');
    await expect(page).toHaveTitle('Your account | Cartwise');
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
    // Sign out goes with the account, not with its orders' heading.
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your orders' }).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    const orders = page.getByRole('list', { name: 'Your orders' });
    const order = orders.getByRole('link', { name: new RegExp(`Order ${orderNumber}`) });
    await expect(order).toBeVisible();
    await expect(order).toContainText('2 items');
    await expect(order).toContainText('$113.38');
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wishlist' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'account');

    await order.click();
    await expect(page).toHaveURL(/\/orders\/[^/]+$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  });

  test('sign-up and sign-in say what is wrong without telling whether an email is registered', async ({ page }) => {
    const email = uniqueEmail('careful');
    await visit(page, '/sign-up');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/^Password must be at least 8 characters/);
    await expectNoAxeViolations(page);

    await password.fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await signOutFromAccount(page);

    // The same email again (with another password): the server's message, which does not confirm that the account exists.
    await visit(page, '/sign-up');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(`not ${PASSWORD}`);
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not create an account with this email and password. If you already have an account, sign in.',
    );

    await visit(page, '/sign-in');
    await expect(page).toHaveTitle('Sign in | Cartwise');
    for (const who of [email, uniqueEmail('nobody')]) {
      await page.getByLabel('Email', { exact: true }).fill(who);
      await page.getByLabel('Password', { exact: true }).fill('wrong password');
      const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in' });
      await signIn.click();
      await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
      // The button was busy while it asked, not disabled: focus is still on it, not dropped to the page.
      await expect(signIn).toBeFocused();
    }
  });

  test('the header account button offers sign in, then Account and Sign out', async ({ page }) => {
    await visit(page, '/products');
    const email = uniqueEmail('menu');
    await openAuthPage(page, 'Create account');
    await submitCredentials(page, email, PASSWORD);
    // Back where the shopper was.
    await expect(page).toHaveURL(/\/products$/);

    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: `Account, signed in as ${email}` });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await header.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle('Your account | Cartwise');
    await settled(page);

    await header.getByRole('button', { name: /^Account, signed in as/ }).click();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  });
});
