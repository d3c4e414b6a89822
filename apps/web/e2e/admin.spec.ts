import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, test, visit } from './support/fixtures.ts';
import { E2E_OWNER } from './support/shop-server.ts';
import { openAuthPage, PASSWORD, submitCredentials, uniqueEmail } from './support/shopper.ts';

/** Signs in to the back office at /admin with the keyboard alone. */
async function signInToBackOffice(page: Page, email: string, password: string): Promise<void> {
  await visit(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

test.describe('the back office', () => {
  test('the owner signs in with the keyboard, moves between its sections and signs out', async ({ page }) => {
    await signInToBackOffice(page, E2E_OWNER.email, E2E_OWNER.password);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await settled(page);
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Support email')).toHaveValue(/@/);
    await settled(page);
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a wrong password is refused and a shopper is told the account has no access', async ({ page }) => {
    await signInToBackOffice(page, E2E_OWNER.email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expectNoAxeViolations(page);

    const email = uniqueEmail('not-staff');
    await visit(page, '/');
    await openAuthPage(page, 'Create account');
    await submitCredentials(page, email, PASSWORD);
    await visit(page, '/admin');
    await expect(page.getByRole('alert')).toHaveText('This account has no access to the back office.');
    await expectNoAxeViolations(page);
  });

  test('the storefront does not download the back office', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, '/');
    expect(scripts.filter((script) => /admin/i.test(script))).toEqual([]);
  });
});
