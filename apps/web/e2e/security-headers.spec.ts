import type { Page } from '@playwright/test';
import { expect, settled, test, visit } from './support/fixtures.ts';

const HEADPHONES = 'SoundMax Pro ANC Wireless Headphones';

interface Violation {
  directive: string;
  blocked: string;
}

declare global {
  interface Window {
    cspViolations: Violation[];
  }
}

/** Records every Content-Security-Policy violation of the page from its very start (issue 20, 4). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
}

/**
 * What the policy blocked that the shop meant to run or show. Blocked by design: pictures on hosts outside
 * IMAGE_HOSTS (the demo catalogue's CDN, which this test server does not allow). The app itself evaluates no
 * code: zod is told not to probe `Function('')` (lib/zod-without-eval.ts), a probe Chrome reported as a CSP issue
 * (Lighthouse's best practices); only the API's documentation page, swagger-ui's, is let off `eval` with `evalProbe`.
 */
async function unexpectedViolations(page: Page, { evalProbe = false } = {}): Promise<Violation[]> {
  const all = await page.evaluate(() => window.cspViolations);
  const origin = new URL(page.url()).origin;
  return all.filter(
    (v) => !(v.directive === 'img-src' && /^https?:/.test(v.blocked) && !v.blocked.startsWith(origin)) && !(evalProbe && v.directive === 'script-src' && v.blocked === 'eval'),
  );
}

test.describe('security headers in a real browser', () => {
  test('the pages and the app run under the Content-Security-Policy: nothing of the shop is blocked', async ({ page }) => {
    await recordViolations(page);
    const home = await page.goto('/');
    const headers = home!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Over plain HTTP there is no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
    // The page came alive: its inline loader ran (by its hash) and hydrated the app.
    await settled(page);
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();

    // Search box suggestions (a lazy chunk and a fetch), a listing, a product, the cart drawer.
    const search = page.getByRole('banner').getByRole('combobox', { name: /search/i }).first();
    await search.fill('headph');
    await expect(page.getByRole('listbox').first()).toBeVisible();
    await visit(page, '/products?q=headphones');
    await visit(page, '/products/sample-1');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toContainText(HEADPHONES);
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Close cart' }).click();

    // The assistant: its panel is a lazy chunk, its reply a stream.
    await page.getByRole('button', { name: 'Chat with the AI shopping assistant' }).click();
    const box = page.getByRole('textbox', { name: 'Message the assistant' });
    await box.fill('headphones');
    await box.press('Enter');
    await expect(page.getByText(/I found \d+ products? for "headphones"/)).toBeVisible();
    await expect(box).toBeEnabled();

    // The checkout and sign-in pages; the sign-in form checks its fields with the domain's zod schema.
    await visit(page, '/checkout');
    await visit(page, '/sign-in');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
    expect(await unexpectedViolations(page)).toEqual([]);
  });

  test('the API documentation page runs under its own looser policy', async ({ page }) => {
    await recordViolations(page);
    // Not a page of the app (it never marks itself ready): loaded by the frame, past the fixture's wait.
    await page.mainFrame().goto(new URL('/api/docs', test.info().project.use.baseURL).href);
    // swagger-ui reads the whole OpenAPI document before it draws anything: slow on a busy machine.
    await expect(page.getByText('Cartwise API').first()).toBeVisible({ timeout: 30_000 });
    expect(await unexpectedViolations(page, { evalProbe: true })).toEqual([]);
  });
});
