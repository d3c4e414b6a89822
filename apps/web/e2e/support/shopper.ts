// What a shopper does in the checkout and account specs: fill the cart, check out, sign up, in and out.
import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, settled, test } from './fixtures.ts';

export const COFFEE = 'EcoBrew Organic Single-Origin Coffee Beans, 1 kg'; // $24.99
export const SPEAKER = 'SoundWave Boom Go Portable Bluetooth Speaker'; // $79.99
export const PASSWORD = 'correct horse battery';

export const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  city: 'London',
  region: 'Greater London',
  postalCode: 'SW1Y 4JH',
  country: 'United Kingdom',
};

/** An email no other test (or project, or earlier run on the same server) has used. */
export function uniqueEmail(who: string): string {
  const info = test.info();
  return `${who}-${info.project.name}-${info.workerIndex}-${Date.now()}@example.com`;
}

export const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

/** Adds a featured product from the home page; the cart drawer opens with it, and is closed again. */
export async function addFeatured(page: Page, name: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Featured Products' }).getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
}

/** The value beside a term of a summary (`Subtotal (2 items)` → `$104.98`). */
export function summaryValue(scope: Locator, term: string): Locator {
  const exact = new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope.locator('dt', { hasText: exact }).locator('xpath=following-sibling::dd[1]');
}

/** Opens the cart and follows Proceed to Checkout. */
export async function proceedToCheckout(page: Page): Promise<void> {
  await cartButton(page).click();
  await cartDrawer(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await settled(page);
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
}

/** Fills contact email and shipping address on the checkout page. */
export async function fillCheckout(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name').fill(ADDRESS.name);
  await page.getByLabel('Address line 1').fill(ADDRESS.line1);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State or region').fill(ADDRESS.region);
  await page.getByLabel('Postal code').fill(ADDRESS.postalCode);
  await page.getByLabel('Country').selectOption({ label: ADDRESS.country });
}

/** Places the order and waits for its confirmation page; returns the order number. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await settled(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const orderNumber = /CW-[0-9A-Z]{6}/.exec(heading ?? '')?.[0];
  expect(orderNumber, `order number in '${heading}'`).toBeTruthy();
  return orderNumber!;
}

/** Opens the sign-in or sign-up page the way a shopper would: the header's account menu, or on a phone the menu's Account page. */
export async function openAuthPage(page: Page, which: 'Sign in' | 'Create account'): Promise<void> {
  const header = page.getByRole('banner');
  if (isPhone()) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    await header.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Account' }).click();
    await settled(page);
    await page.getByRole('main').getByRole('link', { name: which, exact: true }).click();
  } else {
    await header.getByRole('button', { name: /^Account/ }).click();
    await header.getByRole('link', { name: which, exact: true }).click();
  }
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(which);
}

/** Fills and sends the sign-in or sign-up form; waits until it has left the form. */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await form.getByRole('button', { name: heading === 'Sign in' ? 'Sign in' : 'Create account', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-(in|up)/);
  // The address changes before the next page is drawn: until then the form's own heading stays up.
  await expect(page.getByRole('heading', { level: 1, name: heading ?? '' })).toHaveCount(0);
  await settled(page);
}

/** Signs out from the account page (the header menu is hidden on phones). */
export async function signOutFromAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await settled(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  // The button went with the account it belonged to: focus is on the page's content, not dropped.
  await expect(page.getByRole('main')).toBeFocused();
}
