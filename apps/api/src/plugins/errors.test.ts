import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { createTestApp, ENGINES, type TestContext } from '../../test/test-app.ts';
import { RateLimitedError } from '@cartwise/domain/errors';
import { sendRaw } from '../../test/reliability/raw-http.ts';
import { DEFAULT_RETRY_AFTER_SECONDS, errorsPlugin } from './errors.ts';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('errors plugin', () => {
  it('turns a write whose session vanished meanwhile (a foreign key violation) into a 409 the shopper can act on', async () => {
    for (const code of ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']) {
      const { status, body } = await answerTo(Object.assign(new Error('insert or update violates foreign key constraint'), { code }));
      expect(status).toBe(409);
      expect(body.error.code).toBe('conflict');
      expect(body.error.message).toMatch(/Reload the page and try again/);
      expect(JSON.stringify(body)).not.toMatch(/foreign key/);
    }
  });

  it("gives every 429 a Retry-After in whole seconds: the limit's own time left, rounded up, or a minute", async () => {
    const limited = await answerTo(new RateLimitedError('Slow down, please.', 41_200));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: 'Slow down, please.' } });
    // Never 0: the last milliseconds of a window still hold the client back.
    expect((await answerTo(new RateLimitedError('Slow down, please.', 3))).headers['retry-after']).toBe('1');
    // A limit that does not say when (one of the framework's, say) still tells the client to wait.
    const unsaid = await answerTo(new RateLimitedError('Slow down, please.'));
    expect(unsaid.headers['retry-after']).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    const framework = await answerTo(Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 }));
    expect(framework.status).toBe(429);
    expect(framework.headers['retry-after']).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    expect(framework.body).toEqual({ error: { code: 'rate_limited', message: 'Rate limit exceeded' } });
    // Other errors carry none.
    expect((await answerTo(new Error('boom'))).headers['retry-after']).toBeUndefined();
  });

  it('hides the internals of any other failure behind a 500', async () => {
    const { status, body } = await answerTo(new Error('connection to 10.0.0.5 refused at Socket.connect (net.js:1)'));
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
  });
});

describe('errors plugin: the database down', () => {
  it('answers 503 service_unavailable for a connection the database refused, dropped or could not give', async () => {
    const failures = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ];
    for (const failure of failures) {
      const { status, body } = await answerTo(failure);
      expect(status, failure.message).toBe(503);
      expect(body.error.code).toBe('service_unavailable');
      expect(body.error.message).toMatch(/cannot reach its database.*try again/);
      expect(JSON.stringify(body)).not.toMatch(/5432|ECONNREFUSED|terminat/);
    }
  });

  it('leaves a client that hung up mid-body a 400, not the database down', async () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    const { status, body } = await answerTo(aborted);
    expect(status).toBe(400);
    expect(body.error.code).not.toBe('service_unavailable');
  });

  it('answers an HTTP/1.1 request without Host over a real socket in the project shape (Node alone answers a bare 400)', async () => {
    const db = openDatabase(':memory:');
    const app = await buildApp({ db });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const send = (request: string) => sendRaw(port, Buffer.from(request), { timeoutMs: 10_000 });
      const hostless = await send('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
      expect(hostless?.status).toBe(400);
      expect(JSON.parse(hostless!.body)).toEqual({ error: { code: 'validation_error', message: 'The request has no Host header (HTTP/1.1 requires one).' } });
      // HTTP/1.0 has no Host to require, and a request with one is served.
      expect((await send('GET /healthz HTTP/1.0\r\n\r\n'))?.status).toBe(200);
      expect((await send('GET /healthz HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n'))?.status).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('answers 503 from a route whose PostgreSQL server is not there', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const db = openDatabase(`postgres://shop:secret@127.0.0.1:${port}/shop`);
    const app = await buildApp({ db });
    try {
      const res = await app.inject('/api/products');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('service_unavailable');
      expect((await app.inject('/readyz')).statusCode).toBe(503);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe.each(ENGINES)('errors in the project shape on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(async () => ctx?.close());

  it('answers an over-long id with a 400 that names the field, whatever the method', async () => {
    const id = 'x'.repeat(101);
    for (const [method, url] of [
      ['PUT', `/api/wishlist/${id}`],
      ['GET', `/api/products/${id}`],
      ['GET', `/api/products/${id}/related`],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
      expect(res.json().error.details[0].field).toMatch(/id$/i);
    }
  });

  it('answers a path segment longer than the router takes in the project shape', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${'x'.repeat(3000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation_error', message: 'A part of the address is longer than 2048 characters' },
    });
  });

  it('answers a malformed %-escape in the path in the project shape', async () => {
    const res = await ctx.app.inject('/api/products/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'The address /api/products/%E0%A4%A has a malformed %-escape (% and two hex digits of UTF-8)',
      },
    });
  });

  it('gives a body too large and an unsupported content type codes of their own', async () => {
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ productId: 'p1', quantity: 1, padding: 'x'.repeat(1_100_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('payload_too_large');
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'text/csv' },
      payload: 'p1,1',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toEqual({
      code: 'unsupported_media_type',
      message: 'Content-Type text/csv is not accepted: send the body as application/json',
    });
  });

  it('says what is wrong with a JSON body: a prototype key, a syntax error, nothing at all', async () => {
    const post = (payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/cart/items', headers: { 'content-type': 'application/json' }, payload });
    const proto = await post('{"productId":"p1","quantity":1,"__proto__":{"admin":true}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json().error).toEqual({ code: 'validation_error', message: 'Body may not contain a "__proto__" key' });
    const nested = await post('{"productId":"p1","quantity":1,"x":{"constructor":{"prototype":{}}}}');
    expect(nested.json().error.message).toBe('Body may not contain a "constructor" key with a "prototype"');
    const broken = await post('{"productId":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^Body is not valid JSON: .+/);
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Body is empty but Content-Type is application/json');
  });
});
