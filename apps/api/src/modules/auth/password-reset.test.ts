import { createHash } from 'node:crypto';
import {
  forgotPasswordAnswerSchema,
  PASSWORD_RESET_LIMITS,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  resetTokenFromHash,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '@cartwise/domain/accounts/password-reset';
import { authStateSchema, SIGN_IN_FAILED_MESSAGE } from '@cartwise/domain/accounts/schemas';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { CatalogRepository } from '../catalog/repository.ts';
import { ENGINES, openTestDb } from '../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../test/shopper-client.ts';
import { TestSmtpServer, type ReceivedMail } from '../../../test/smtp-test-server.ts';
import type { Db } from '../../db/database.ts';

const PUBLIC_URL = 'https://shop.example';
const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new staple';

let emails = 0;
const newEmail = () => `reset${(emails += 1)}-${Date.now()}@example.com`;

class Member extends Shopper {
  constructor(
    app: App,
    private readonly ip = '127.0.0.1',
  ) {
    super(app);
  }
  signUp = async (email: string, password = OLD_PASSWORD) =>
    expectDocumented(await this.request('POST', '/api/auth/signup', { email, password }), authStateSchema.strict());
  signIn = async (email: string, password: string) =>
    expectDocumented(await this.request('POST', '/api/auth/login', { email, password }), authStateSchema.strict());
  me = async () => (await this.get('/api/auth/me')).body.account as { email: string } | null;
  forgot = async (email: unknown) =>
    expectDocumented(await this.request('POST', '/api/auth/forgot-password', { email }, { 'x-forwarded-for': this.ip }), forgotPasswordAnswerSchema.strict());
  reset = async (token: unknown, password: unknown = NEW_PASSWORD) =>
    expectDocumented(await this.request('POST', '/api/auth/reset-password', { token, password }, { 'x-forwarded-for': this.ip }), authStateSchema.strict());
}

/** The token of the reset link in an email, read from its text part as a shopper's mail program shows it. */
function linkToken(mail: ReceivedMail): string {
  const link = /Choose a new password: (\S+)/.exec(mail.parsed.text ?? '')?.[1];
  expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password#token=`));
  const token = resetTokenFromHash(new URL(link!).hash);
  expect(token).not.toBeNull();
  return token!;
}

describe.each(ENGINES)('password reset on %s', (engine) => {
  let smtp: TestSmtpServer;
  let db: Db;
  let close: () => Promise<void>;
  let app: App;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    ({ db, close } = await openTestDb(engine));
    await new CatalogRepository(db).upsert([
      productInputSchema.parse({ id: 'mug', name: 'Mug', price: 10, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 10 }),
    ]);
    // X-Forwarded-For from the tests' own address stands for the shopper's address in the limits.
    app = await buildApp({ db, trustProxy: ['127.0.0.1'], mail: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, worker: false } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await close?.();
  });
  beforeEach(async () => {
    smtp.clear();
    await db.kysely.deleteFrom('auth_attempts').execute();
  });

  /** Asks for a link for `email` and answers the email that arrived. */
  const askForLink = async (member: Member, email: string): Promise<ReceivedMail> => {
    const before = smtp.received.length;
    const answer = await member.forgot(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: RESET_LINK_SENT_MESSAGE });
    await app.mail.deliverDue();
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(1);
    return arrived[0]!;
  };

  it('answers the same for an unknown email and sends nothing', async () => {
    const stranger = new Member(app);
    const answer = await stranger.forgot('nobody@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: RESET_LINK_SENT_MESSAGE });
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('emails a single-use link stored hashed; the new password works, the old does not, and every other session ends', async () => {
    const email = newEmail();
    const laptop = new Member(app);
    await laptop.signUp(email);
    await laptop.post('/api/cart/items', { productId: 'mug', quantity: 2 });
    const phone = new Member(app);
    expect((await phone.signIn(email, OLD_PASSWORD)).status).toBe(200);
    expect(await phone.me()).toMatchObject({ email });

    const browser = new Member(app);
    const mail = await askForLink(browser, email.toUpperCase());
    expect(mail.to).toEqual([email]);
    expect(mail.parsed.subject).toBe('Reset your Cartwise password');
    expect(mail.parsed.text).toContain('The link works once, for 1 hour; asking for another link stops this one.');
    const token = linkToken(mail);
    expect(mail.parsed.html).toContain(`href="${PUBLIC_URL}/reset-password#token=${token}"`);
    // Only the token's SHA-256 is stored, and the outbox kept a copy of the email without it.
    const stored = await db.kysely.selectFrom('password_reset_tokens').selectAll().execute();
    expect(stored.find((row) => row.token_hash === createHash('sha256').update(token).digest('base64url'))).toBeDefined();
    const outbox = await db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'password-reset').execute();
    expect(outbox.map((row) => JSON.stringify(row)).join()).not.toContain(token);
    expect(outbox[outbox.length - 1]!.text_body).toContain('#token=hidden');

    const reset = await browser.reset(token);
    expect(reset.status).toBe(200);
    expect(reset.body.account).toMatchObject({ email });
    expect(reset.setCookie).toBeDefined();
    expect(await browser.me()).toMatchObject({ email });
    // The account's cart is still the account's.
    expect((await browser.get('/api/cart')).body.itemCount).toBe(2);
    // The laptop and the phone were signed in: now they are guests.
    expect(await laptop.me()).toBeNull();
    expect(await phone.me()).toBeNull();

    expect((await new Member(app).signIn(email, OLD_PASSWORD)).body.error).toMatchObject({ code: 'unauthorized', message: SIGN_IN_FAILED_MESSAGE });
    expect((await new Member(app).signIn(email, NEW_PASSWORD)).status).toBe(200);
    // Used once: the same link again does nothing.
    const again = await new Member(app).reset(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      code: 'validation_error',
      message: RESET_LINK_INVALID_MESSAGE,
      details: [{ field: 'token', message: 'has expired or was already used' }],
    });
    expect((await new Member(app).signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("merges the resetting browser's guest cart into the account, as signing in does", async () => {
    const email = newEmail();
    await new Member(app).signUp(email);
    const browser = new Member(app);
    await browser.post('/api/cart/items', { productId: 'mug', quantity: 1 });
    const token = linkToken(await askForLink(browser, email));
    expect((await browser.reset(token)).status).toBe(200);
    expect((await browser.get('/api/cart')).body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([['mug', 1]]);
  });

  it('stops an older link once a newer one is asked for, and an expired one', async () => {
    const email = newEmail();
    await new Member(app).signUp(email);
    const member = new Member(app);
    const older = linkToken(await askForLink(member, email));
    const newer = linkToken(await askForLink(member, email));
    expect(newer).not.toBe(older);
    expect((await member.reset(older)).status).toBe(400);
    expect((await member.reset(newer)).status).toBe(200);

    const third = linkToken(await askForLink(member, email));
    await db.kysely.updateTable('password_reset_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const expired = await member.reset(third);
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await new Member(app).signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets only one of two requests with the same link through', async () => {
    const email = newEmail();
    await new Member(app).signUp(email);
    const token = linkToken(await askForLink(new Member(app), email));
    const answers = await Promise.all([new Member(app).reset(token, 'first new password'), new Member(app).reset(token, 'second new password')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'first new password' : 'second new password';
    expect((await new Member(app).signIn(email, winner)).status).toBe(200);
  });

  it('checks the payloads: the email, the new password with sign-up’s rules, the token’s form', async () => {
    const member = new Member(app);
    const bad = await member.forgot('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ field: 'email', message: 'must be a valid email address' }]);
    const short = await member.reset('a'.repeat(43), 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([{ field: 'password', message: 'must be at least 8 characters' }]);
    const malformed = await member.reset('not-a-token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([{ field: 'token', message: 'must be the token of a reset link' }]);
    const unknown = await member.reset('a'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(RESET_LINK_INVALID_MESSAGE);
  });

  it('limits asking per email from any address and per address, with Retry-After, whether or not the email has an account', async () => {
    for (const email of [newEmail(), 'no-account@example.com']) {
      if (email !== 'no-account@example.com') await new Member(app).signUp(email);
      for (let i = 0; i < PASSWORD_RESET_LIMITS.requestsPerEmail; i += 1) {
        expect((await new Member(app, `10.0.0.${i + 1}`).forgot(email)).status).toBe(200);
      }
      const limited = await new Member(app, '10.0.1.1').forgot(email);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual({ code: 'rate_limited', message: TOO_MANY_RESET_REQUESTS_MESSAGE });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(PASSWORD_RESET_LIMITS.windowMinutes * 60 - 60);
    }
    await app.mail.deliverDue();
    expect(smtp.received).toHaveLength(PASSWORD_RESET_LIMITS.requestsPerEmail);

    const address = new Member(app, '10.0.2.1');
    for (let i = 0; i < PASSWORD_RESET_LIMITS.requestsPerIp; i += 1) expect((await address.forgot(`someone${i}@example.com`)).status).toBe(200);
    expect((await address.forgot('someone-else@example.com')).status).toBe(429);
    expect((await new Member(app, '10.0.2.2').forgot('someone-else@example.com')).status).toBe(200);
  });

  it('is in the OpenAPI document: both routes, their bodies and answers', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    for (const [path, fields] of [
      ['/api/auth/forgot-password', ['email']],
      ['/api/auth/reset-password', ['token', 'password']],
    ] as const) {
      const post = doc.paths[path].post;
      expect(post.tags).toEqual(['accounts']);
      expect(Object.keys(post.requestBody.content['application/json'].schema.properties)).toEqual(fields);
      expect(Object.keys(post.responses)).toEqual(['200', '400', '429']);
      expect(Object.keys(post.responses['429'].headers ?? {})).toContain('Retry-After');
    }
  });

  it('limits setting a password per address', async () => {
    const member = new Member(app, '10.0.3.1');
    for (let i = 0; i < PASSWORD_RESET_LIMITS.resetsPerIp; i += 1) expect((await member.reset('b'.repeat(43))).status).toBe(400);
    const limited = await member.reset('b'.repeat(43));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
