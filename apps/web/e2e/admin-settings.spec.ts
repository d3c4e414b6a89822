import { expect, expectNoAxeViolations, featuredOnHome, settled, test as base, visit } from './support/fixtures.ts';
import { E2E_OWNER, startShop } from './support/shop-server.ts';
import { COFFEE, SPEAKER } from './support/shopper.ts';

/**
 * A shop of its own: these tests rename the shop and choose its featured products, which the storefront's
 * tests on the run's shared shop read.
 */
const test = base.extend<object, { settingsShop: string }>({
  settingsShop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShop({ owners: [E2E_OWNER] });
      try {
        await use(shop.baseURL);
      } finally {
        await shop.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ settingsShop }, use) => use(settingsShop),
});

test.describe("the back office's settings", () => {
  test('the owner renames the shop and picks the featured products by searching, with the keyboard; home shows them under the new name', async ({ page }) => {
    await visit(page, '/admin');
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Password').fill(E2E_OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await settled(page);
    await expect(page.getByText(/No product chosen/)).toBeVisible();

    await page.getByLabel('Shop name').fill('Harbor Goods');

    // The search box finds the coffee by a word of its name; Enter adds the result shown active.
    const search = page.getByRole('combobox', { name: 'Find a product to feature' });
    await search.focus();
    await page.keyboard.type('coffee beans');
    const results = page.getByRole('listbox', { name: 'Products found' });
    const coffee = results.getByRole('option', { name: new RegExp(COFFEE.slice(0, 20)) });
    await expect(coffee).toBeVisible();
    await expect(coffee).toContainText('$24.99');
    await expect(coffee).toContainText(/\d+ in stock/);
    await expect(search).toHaveAttribute('aria-activedescendant', (await coffee.getAttribute('id'))!);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Added ${COFFEE}: 1 of 6 featured.` })).toBeVisible();

    // A second one, then put it first with the keyboard alone.
    await search.fill('');
    await page.keyboard.type('speaker');
    await expect(results.getByRole('option', { name: new RegExp(SPEAKER.slice(0, 20)) })).toBeVisible();
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('list', { name: 'Chosen featured products' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await chosen.getByRole('button', { name: `Move ${SPEAKER} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(chosen.getByRole('listitem').first()).toContainText(SPEAKER);
    await expect(chosen.getByRole('button', { name: `Move ${SPEAKER} up` })).toBeFocused();
    await settled(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved. The shop shows them now.' })).toBeVisible();
    await expect(page).toHaveTitle('Settings | Harbor Goods');

    // Home features exactly those two, in that order, under the shop's new name (its title too).
    await visit(page, '/');
    // On a laptop the first stands in the hero's spotlight and the row holds the rest (ADR 0053).
    const { cards, spotlight, rowCount } = featuredOnHome(page);
    await expect(cards).toHaveCount(rowCount(2));
    if (rowCount(2) === 1) {
      await expect(spotlight).toContainText(SPEAKER);
      await expect(cards.nth(0).getByRole('link', { name: COFFEE, exact: true })).toBeVisible();
    } else {
      await expect(cards.nth(0).getByRole('link', { name: SPEAKER, exact: true })).toBeVisible();
      await expect(cards.nth(1).getByRole('link', { name: COFFEE, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle('Harbor Goods | AI-Powered E-commerce, Shop Smarter with AI');
  });

  test("the server-drawn pages name the shop as its settings do: title, Open Graph and JSON-LD", async ({ page, request }) => {
    // The owner's browser renames the shop through the settings' API, as the form does.
    await visit(page, '/admin');
    await page.getByLabel('Email').fill(E2E_OWNER.email);
    await page.getByLabel('Password').fill(E2E_OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    const settings = await page.request.get('/api/admin/settings');
    const saved = await page.request.put('/api/admin/settings', { data: { ...(await settings.json()), shopName: 'Lighthouse & Co' } });
    expect(saved.status()).toBe(200);

    const html = await (await request.get('/')).text();
    const head = html.split('</head>')[0]!;
    expect(head).toContain('<title>Lighthouse &amp; Co | AI-Powered E-commerce, Shop Smarter with AI</title>');
    expect(head).toContain('<meta property="og:site_name" content="Lighthouse &amp; Co" />');
    const ld = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; name?: string });
    expect(ld.filter((data) => data['@type'] === 'Organization' || data['@type'] === 'WebSite').map((data) => data.name)).toEqual(['Lighthouse & Co', 'Lighthouse & Co']);
    expect(head).not.toContain('Cartwise');
  });
});
