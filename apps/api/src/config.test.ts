import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy, STRIPE_PAIR_MESSAGE, stripeSettings, TRUST_PROXY_HOPS_MESSAGE, TRUST_PROXY_MESSAGE } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told: the socket address is the client', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('accepts true, or a list of addresses, CIDRs and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' TRUE ' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else at start-up, naming the variable', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.internal', '10.0.0.1,', '::1/129', '-1', '1.5']) {
      expect(parseTrustProxy(bad), bad).toEqual({ error: TRUST_PROXY_MESSAGE });
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(`TRUST_PROXY: ${TRUST_PROXY_MESSAGE}`);
    }
    // Fastify 5 trusts no X-Forwarded-* header with a hop count, so one would silently do nothing.
    for (const hops of ['0', '1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: hops }), hops).toThrow(`TRUST_PROXY: ${TRUST_PROXY_HOPS_MESSAGE}`);
    }
  });
});

describe('PORT', () => {
  it('reads an empty PORT as unset (3000), not as 0, which would listen on a random port', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
    expect(loadConfig({}).PORT).toBe(3000);
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });
});

describe('DATABASE_URL', () => {
  it('accepts SQLite paths and URLs, :memory: and PostgreSQL URLs', () => {
    for (const url of ['./data/x.db', '/abs/x.db', 'sqlite:./x.db', 'sqlite:///abs/x.db', 'file:x.db', ':memory:', 'sqlite::memory:', 'postgres://u:p@localhost:5432/db', 'postgresql://localhost/db']) {
      expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL, url).toBe(url);
    }
  });

  it('refuses another scheme, which would become a SQLite file named after the URL, naming the accepted forms', () => {
    for (const url of ['mysql://u:p@localhost/db', 'MARIADB://localhost/db', 'http://example.com/x.db']) {
      expect(() => loadConfig({ DATABASE_URL: url }), url).toThrow(/DATABASE_URL: \w+:\/\/ is not supported: use a SQLite file path .*postgres:\/\//);
    }
  });

  it('refuses a SQLite URL without a file, which would open an anonymous temporary database', () => {
    for (const url of ['sqlite:', 'sqlite://', 'file:', ' ']) {
      expect(() => loadConfig({ DATABASE_URL: url }), url).toThrow(/DATABASE_URL: names no SQLite file: use /);
    }
    expect(() => loadConfig({ DATABASE_URL: '' })).toThrow(/DATABASE_URL: must be a SQLite file path/);
  });
});

describe('STRIPE_*', () => {
  it('takes cards only with both the secret key and the webhook signing secret', () => {
    expect(stripeSettings(loadConfig({}))).toBeUndefined();
    expect(stripeSettings(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }))).toBeUndefined();
    expect(stripeSettings(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }))).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
    });
    expect(
      stripeSettings(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' })),
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:12111' });
  });

  it('refuses a key without its signing secret, and an API URL that is not http(s)', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(STRIPE_PAIR_MESSAGE);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(STRIPE_PAIR_MESSAGE);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'ftp://stripe' })).toThrow(
      /STRIPE_API_URL: must be an http\(s\) URL/,
    );
  });
});
