import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { SCREENSHOT_DIR } from './paths.ts';

export { expect };

/**
 * Pages arrive drawn by the server and come alive when their JavaScript has hydrated them; a shopper's
 * click before that would do nothing. Loading a page here waits until the app marks itself ready.
 */
function waitForAppOnLoad(page: Page): void {
  const ready = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
}

/** A shopper's browser: only the shop itself answers, so a run never depends on the outside world. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort('blockedbyclient'),
    );
    if (javaScriptEnabled) context.on('page', waitForAppOnLoad);
    await use(context);
  },
});

/** Waits until the page has its heading and nothing is loading any more. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.getByText(/^Loading\b.*…$/)).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a page of the shop and waits for it to settle. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
}

/**
 * Scrolls a product page to its reviews, which load as the shopper comes near them (ADR 0040), and waits
 * until they are there.
 */
export async function scrollToReviews(page: Page): Promise<void> {
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Customer reviews' })).toBeVisible();
  await settled(page);
}

/** Saves a full-page screenshot as `test-results/screenshots/<project>-<screen>.png`, every picture loaded. */
export async function screenshot(page: Page, screen: string): Promise<void> {
  // Lazy pictures below the fold would otherwise show as empty boxes on a full-page shot.
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0),
  );
  const info = test.info();
  const file = path.join(SCREENSHOT_DIR, `${info.project.name}-${screen}.png`);
  await page.screenshot({ path: file, fullPage: true, scale: 'css', animations: 'disabled' });
  await info.attach(screen, { path: file, contentType: 'image/png' });
}

/** Runs axe-core on the page and expects no violation, listing any found by rule and element. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => {
    const nodes = v.nodes.map((n) => `${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`);
    return `${v.id} (${v.impact}): ${v.help}\n    ${nodes.join('\n    ')}`;
  });
  expect(found, `axe-core violations on ${page.url()}`).toEqual([]);
}

/**
 * Marks a test the phone project runs too (playwright.config.ts). The phone runs what its narrow screen
 * changes: the menu, the folded filters, the full-width drawer and chat, the layout and axe on the main
 * pages, and a screenshot of each main screen (issue 3). The rest behaves the same at any size and runs on the desktop only. A `*.phone.spec.ts` test
 * needs the tag too.
 */
export const PHONE = { tag: '@phone' };

/** True on the phone project, whose narrow screen hides the header search and the filter sidebar. */
export function isPhone(): boolean {
  return test.info().project.name === 'phone';
}

/**
 * The button that opens the assistant: the floating one, or on a phone, where nothing floats over the cards,
 * the header's (issue 23).
 */
export function assistantButton(page: Page): Locator {
  return isPhone()
    ? page.getByRole('banner').getByRole('button', { name: 'Open AI shopping assistant' })
    : page.getByRole('button', { name: 'Chat with the AI shopping assistant' });
}

/** The header's search box: on a phone, the one the header's search icon opens under it (ADR 0051, 0053). */
export async function headerSearchBox(page: Page): Promise<Locator> {
  const header = page.getByRole('banner');
  if (isPhone()) {
    const open = header.getByRole('button', { name: 'Open search' });
    // Already open (its button then closes it), or opened now.
    if (await open.isVisible()) await open.click();
    const box = header.locator('#phone-search').getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeVisible();
    return box;
  }
  const box = header.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeVisible();
  return box;
}

/**
 * Home's featured products as a shopper sees them: the row's cards, and from `lg` (the desktop project) the
 * hero's spotlight, which shows the first of them and leaves the row (ADR 0053).
 */
export function featuredOnHome(page: Page): { cards: Locator; spotlight: Locator; rowCount: (featured: number) => number } {
  return {
    cards: page.getByRole('region', { name: 'Featured Products' }).getByRole('article'),
    spotlight: page.getByRole('main').getByRole('link').filter({ hasText: 'Featured ·' }),
    rowCount: (featured) => (isPhone() ? featured : featured - 1),
  };
}

/** The sidebar with filters and sort, opening it first on a phone. */
export async function filters(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Show filters and sort' });
  if (isPhone()) await toggle.click();
  const sidebar = page.getByRole('region', { name: 'Filters' });
  await expect(sidebar).toBeVisible();
  return sidebar;
}

/** The product cards of the listing's results. */
export function resultCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Search results' }).getByRole('article');
}

/** The count above the results, '200 products'. */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d,]+ products?$/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** The current price of each card, in the order shown. */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.allTextContents();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '')));
}
