import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { helmetHeaders, inlineScriptHashes } from './security-headers.ts';

const LOADER = "(() => { document.documentElement.dataset.started = '1'; })();";
const PAGE = `<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><script type="application/json" id="state">{"a":1}</script><script>${LOADER}</script><script type="module" src="/assets/x.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the executable inline scripts only: not data, not files', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha(LOADER)]);
  });
});

describe('helmetHeaders', () => {
  it("records the headers helmet's middleware sets for the options, without what it removes", () => {
    const headers = helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"] } }, hsts: false });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('security headers on pages and API answers (issue 20, 4)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-dist-'));
  let db: Db;
  let close: () => Promise<void>;
  let app: App;
  let proxied: App;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
    ({ db, close } = await openTestDb('sqlite'));
    app = await buildApp({ db, webDistDir: dist, imageHosts: ['cdn.example.com'] });
    proxied = await buildApp({ db, webDistDir: dist, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await close?.();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('gives a page a policy that runs its own inline loader and nothing injected', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${sha(LOADER)}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("img-src 'self' data: https://cdn.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('follows a rebuilt web app to its new loader', async () => {
    const rebuilt = PAGE.replace(LOADER, `${LOADER} // v2`);
    fs.writeFileSync(path.join(dist, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain(sha(`${LOADER} // v2`));
  });

  it("gives the API's documentation page alone the inline scripts it runs", async () => {
    const docs = await app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'");
    const api = await app.inject('/api/products');
    expect(String(api.headers['content-security-policy'])).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  });

  it('sends the same headers with API answers and errors, and HSTS only over HTTPS from a trusted proxy', async () => {
    for (const res of [await app.inject('/api/products'), await app.inject('/api/nothing-here'), await app.inject('/healthz')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const secure = await proxied.inject({ url: '/api/products', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // A client cannot ask for HSTS by itself: without TRUST_PROXY the header is not believed.
    const forged = await app.inject({ url: '/api/products', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
