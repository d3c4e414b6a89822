import { CHAT_FAILURE_MESSAGE, CHAT_GREETING } from '@cartwise/domain/policy';
import type { Locator, Page } from '@playwright/test';
import { assistantButton, cardPrices, expect, expectNoAxeViolations, isPhone, PHONE, screenshot, test, visit } from './support/fixtures.ts';

/** Opens the assistant with the floating button (the header's on a phone) and returns its panel. */
async function openChat(page: Page): Promise<Locator> {
  await assistantButton(page).click();
  const panel = page.getByRole('region', { name: 'AI Shopping Assistant' });
  await expect(panel).toBeVisible();
  // The conversation is the server's: the greeting is there once it has loaded.
  await expect(panel.getByRole('log', { name: 'Conversation' })).toContainText(CHAT_GREETING);
  return panel;
}

/** Sends a message with Enter and waits until the reply is complete (the assistant is 'Online' again). */
async function ask(panel: Locator, message: string): Promise<void> {
  const box = panel.getByRole('textbox', { name: 'Message the assistant' });
  await box.fill(message);
  await box.press('Enter');
  await expect(panel.getByText('Online')).toBeVisible();
  await expect(box).toBeEnabled();
}

/** The messages of the conversation, oldest first. */
function messages(panel: Locator): Locator {
  return panel.getByRole('log', { name: 'Conversation' }).locator(':scope > ol > li');
}

/** The product cards of the latest message. */
function lastCards(panel: Locator): Locator {
  return messages(panel).last().getByRole('article');
}

test.describe('AI shopping assistant', () => {
  test("recommends products under $100, then cheaper ones on 'cheaper'", PHONE, async ({ page }) => {
    await visit(page, '/');
    const panel = await openChat(page);
    await panel.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'something under $100' }).click();
    await expect(panel.getByText('Online')).toBeVisible();

    await expect(messages(panel)).toHaveCount(3);
    await expect(messages(panel).nth(1)).toContainText('something under $100');
    await expect(lastCards(panel).first()).toBeVisible();
    const count = await lastCards(panel).count();
    expect(count).toBeLessThanOrEqual(3);
    const prices = await cardPrices(lastCards(panel));
    expect(prices.length).toBe(count);
    for (const price of prices) expect(price).toBeLessThan(100);
    // The chips are for a fresh conversation only.
    await expect(panel.getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
    await screenshot(page, 'chat');

    await ask(panel, 'cheaper');
    await expect(messages(panel)).toHaveCount(5);
    await expect(lastCards(panel).first()).toBeVisible();
    const cheaper = await cardPrices(lastCards(panel));
    for (const price of cheaper) expect(price).toBeLessThan(Math.min(...prices));

    // A card's name leads to the product's page.
    const first = lastCards(panel).first();
    const name = (await first.getByRole('link').textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    if (isPhone()) {
      // The panel would cover most of the page: it closes, focus is on the page, and the chat is kept.
      await expect(panel).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
      await openChat(page);
      await expect(messages(panel)).toHaveCount(5);
    } else {
      // Beside the page on a desktop, the panel stays, and so does the shopper's place in it.
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test("keeps the latest reply's follow-up chips under it: a chip sends itself, and they survive a reload", PHONE, async ({ page }) => {
    await visit(page, '/');
    let panel = await openChat(page);
    await ask(panel, 'something under $100');
    await ask(panel, 'cheaper');
    await expect(messages(panel)).toHaveCount(5);
    // Past 2 messages the initial chips are gone; the latest reply's follow-ups are under it, and only there.
    await expect(panel.getByRole('list', { name: 'Suggestions', exact: true })).toHaveCount(0);
    const followUps = panel.getByRole('list', { name: 'Suggested follow-ups' });
    await expect(followUps).toHaveCount(1);
    await expect(messages(panel).last().getByRole('list', { name: 'Suggested follow-ups' })).toBeVisible();
    await expect(followUps.getByRole('button').first()).toBeVisible();
    const chips = await followUps.getByRole('button').allTextContents();
    await screenshot(page, 'chat-follow-ups');

    // After a reload the server's conversation brings the same chips back under the same reply.
    await page.reload();
    panel = await openChat(page);
    await expect(messages(panel)).toHaveCount(5);
    await expect(messages(panel).last().getByRole('list', { name: 'Suggested follow-ups' }).getByRole('button')).toHaveText(chips);

    const chip = chips[0]!;
    await panel.getByRole('list', { name: 'Suggested follow-ups' }).getByRole('button', { name: chip, exact: true }).click();
    await expect(messages(panel).nth(5)).toContainText(chip);
    await expect(panel.getByText('Online')).toBeVisible();
    await expect(messages(panel)).toHaveCount(7);
    // The answered reply's chips are gone; any there are belong to the new latest reply.
    await expect(messages(panel).nth(4).getByRole('list', { name: 'Suggested follow-ups' })).toHaveCount(0);
    await expect(panel.getByRole('list', { name: 'Suggested follow-ups' })).toHaveCount(await messages(panel).last().getByRole('list', { name: 'Suggested follow-ups' }).count());
  });

  test('adds a product from a card in the chat to the cart, and the header badge counts it', async ({ page }) => {
    await visit(page, '/');
    const cart = page.getByRole('banner').getByLabel(/^Cart, /);
    await expect(cart).toHaveAccessibleName('Cart, 0 items');
    const panel = await openChat(page);
    await ask(panel, 'show trending products');

    const inStock = lastCards(panel).filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).first();
    const name = (await inStock.getByRole('link').textContent()) ?? '';
    const card = lastCards(panel).filter({ has: page.getByRole('link', { name, exact: true }) });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    await expect(panel).toBeVisible();
  });

  test('the conversation and its cards survive a reload', async ({ page }) => {
    await visit(page, '/');
    let panel = await openChat(page);
    await ask(panel, 'something under $100');
    const names = await lastCards(panel).getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(0);

    await page.reload();
    panel = await openChat(page);
    await expect(messages(panel)).toHaveCount(3);
    await expect(messages(panel).nth(1)).toContainText('something under $100');
    await expect(lastCards(panel).getByRole('link')).toHaveText(names);
    await expect(messages(panel).nth(1).locator('time')).toHaveText('Just now');

    // Starting over leaves the greeting and the suggestions.
    await panel.getByRole('button', { name: 'Start a new conversation' }).click();
    await expect(messages(panel)).toHaveCount(1);
    await expect(panel.getByRole('list', { name: 'Suggestions' })).toBeVisible();
  });

  test('a failed reply shows the apology and the assistant stays usable', async ({ page }) => {
    await visit(page, '/');
    const panel = await openChat(page);
    // The server answers every message it gets; the failure is made at the browser's edge, for this request only.
    await page.route('**/api/chat', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } })
        : route.fallback(),
    );
    await ask(panel, 'show trending products');
    await expect(messages(panel).last()).toContainText(CHAT_FAILURE_MESSAGE);

    await page.unroute('**/api/chat');
    await ask(panel, 'show trending products');
    await expect(lastCards(panel).first()).toBeVisible();
  });

  test('minimises, closes, and axe finds no violation with the panel open', PHONE, async ({ page }) => {
    await visit(page, '/');
    const panel = await openChat(page);
    await expect(panel.getByRole('textbox', { name: 'Message the assistant' })).toBeFocused();
    await ask(panel, 'show trending products');
    await expect(lastCards(panel).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Minimise AI shopping assistant' }).click();
    await expect(panel.getByRole('log')).toHaveCount(0);
    expect((await panel.boundingBox())?.height).toBeLessThanOrEqual(62);
    await panel.getByRole('button', { name: 'Expand AI shopping assistant' }).click();
    await expect(panel.getByRole('log')).toBeVisible();

    await panel.getByRole('button', { name: 'Close AI shopping assistant' }).click();
    await expect(panel).toHaveCount(0);
    await expect(assistantButton(page)).toBeFocused();
  });
});
