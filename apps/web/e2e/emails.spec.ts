import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_SENT_MESSAGE } from '@cartwise/domain/accounts/password-reset';
import { SIGN_IN_FAILED_MESSAGE } from '@cartwise/domain/accounts/schemas';
import { TestSmtpServer, type ReceivedMail } from '../../api/test/smtp-test-server.ts';
import { startShop } from './support/shop-server.ts';
import { expect, expectNoAxeViolations, screenshot, settled, test as base, visit } from './support/fixtures.ts';
import {
  addFeatured,
  COFFEE,
  fillCheckout,
  PASSWORD,
  placeOrder,
  proceedToCheckout,
  signOutFromAccount,
  submitCredentials,
  uniqueEmail,
} from './support/shopper.ts';

interface MailShop {
  baseURL: string;
  smtp: TestSmtpServer;
}

/**
 * A shop of its own for these tests, sending its emails over SMTP to a real SMTP server on 127.0.0.1 that
 * keeps what arrives (the run's shared shop has no SMTP_URL: its emails stay in the outbox).
 */
const test = base.extend<object, { mailShop: MailShop }>({
  mailShop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await TestSmtpServer.start();
      const shop = await startShop({ env: { SMTP_URL: smtp.url } });
      try {
        await use({ baseURL: shop.baseURL, smtp });
      } finally {
        await shop.stop();
        await smtp.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ mailShop }, use) => use(mailShop.baseURL),
});

/** The first email to `address` among those arriving after the first `from` (waiting for it). */
async function firstMailTo(smtp: TestSmtpServer, address: string, from: number): Promise<ReceivedMail> {
  for (let count = from + 1; ; count += 1) {
    const arrived = (await smtp.waitFor(count)).slice(from).find((mail) => mail.to.includes(address));
    if (arrived) return arrived;
  }
}

/** The reset email to `address` and the link it says to open. */
async function emailTo(smtp: TestSmtpServer, address: string, from: number): Promise<{ mail: ReceivedMail; link: string }> {
  const mail = await firstMailTo(smtp, address, from);
  return { mail, link: /Choose a new password: (\S+)/.exec(mail.parsed.text ?? '')?.[1] ?? '' };
}

test.describe('order emails', () => {
  test("the confirmation arrives with the order's lines, address and a link that opens the order page", async ({ page, mailShop }) => {
    const email = uniqueEmail('buyer');
    await visit(page, '/');
    await addFeatured(page, COFFEE);
    await proceedToCheckout(page);
    await fillCheckout(page, email);
    const before = mailShop.smtp.received.length;
    const orderNumber = await placeOrder(page);
    const orderPage = page.url();

    const mail = await firstMailTo(mailShop.smtp, email, before);
    expect(mail.parsed.subject).toBe(`Your Cartwise order ${orderNumber}`);
    const text = mail.parsed.text ?? '';
    expect(text).toContain(`- ${COFFEE}: 1 × $24.99 = $24.99`);
    expect(text).toContain('Ada Lovelace\n12 St James Square\nLondon, Greater London SW1Y 4JH\nUnited Kingdom');
    expect(text).toContain(`View your order: ${orderPage}`);
    // The shop's alert went to its support address.
    expect((await firstMailTo(mailShop.smtp, 'support@cartwise.shop', before)).parsed.subject).toMatch(new RegExp(`^New order ${orderNumber}: \\$`));

    // The HTML part as a mail program shows it (it has no pictures to block).
    await page.setContent(mail.parsed.html || '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    await expect(page.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', orderPage);
    await screenshot(page, 'order-confirmation-email');

    await page.goto(orderPage);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  });
});

test.describe('password reset', () => {
  test('a shopper who forgot the password sets a new one from the emailed link; every other device is signed out', async ({
    page,
    mailShop,
    playwright,
  }) => {
    const email = uniqueEmail('forgetful');
    await visit(page, '/sign-up');
    await submitCredentials(page, email, PASSWORD);
    // Another device signed in to the same account.
    const otherDevice = await playwright.request.newContext({ baseURL: mailShop.baseURL });
    expect((await otherDevice.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
    expect((await (await otherDevice.get('/api/auth/me')).json()).account?.email).toBe(email);
    await signOutFromAccount(page);

    // Sign in → Forgot password? with the email typed there carried along.
    await visit(page, '/sign-in');
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await expect(page).toHaveTitle('Forgot password | Cartwise');
    await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expectNoAxeViolations(page);
    const before = mailShop.smtp.received.length;
    await main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(main.getByRole('status')).toHaveText(RESET_LINK_SENT_MESSAGE);

    // The email that arrived at the SMTP server: text and HTML, the link to this shop.
    const { mail, link } = await emailTo(mailShop.smtp, email, before);
    expect(mail.parsed.subject).toBe('Reset your Cartwise password');
    expect(link).toMatch(new RegExp(`^${mailShop.baseURL}/reset-password#token=[A-Za-z0-9_-]{43}$`));
    expect(mail.parsed.html).toContain(`href="${link}"`);

    await page.goto(link);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    const newPassword = 'a brand new staple';
    await main.getByLabel('New password').fill(newPassword);
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Set new password' }).click();
    await expect(main.getByRole('status')).toContainText(`Your new password is set and you are signed in as ${email}.`);
    // The used link left the address bar.
    await expect(page).toHaveURL(/\/reset-password$/);
    await main.getByRole('link', { name: 'Go to your account' }).click();
    await settled(page);
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();

    // The other device was signed out.
    expect((await (await otherDevice.get('/api/auth/me')).json()).account).toBeNull();
    await otherDevice.dispose();

    // The old password no longer works; the new one does.
    await signOutFromAccount(page);
    await visit(page, '/sign-in');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(main.getByRole('alert')).toHaveText(SIGN_IN_FAILED_MESSAGE);
    await submitCredentials(page, email, newPassword);
    await expect(page).toHaveURL(/\/account$/);

    // The link worked once.
    await signOutFromAccount(page);
    await page.goto(link);
    await settled(page);
    await main.getByLabel('New password').fill('yet another password');
    await main.getByRole('button', { name: 'Set new password' }).click();
    await expect(main.getByRole('alert')).toContainText(RESET_LINK_INVALID_MESSAGE);
    await main.getByRole('link', { name: 'Ask for a new link.' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
