import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';

/** Sends raw bytes to the server and answers what comes back until it closes the connection. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request ids and the parser’s refusals (issue 20, 9)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let app: App;
  let port: number;
  const lines: { reqId?: string; msg?: string }[] = [];
  beforeAll(async () => {
    ({ db, close } = await openTestDb('sqlite'));
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as { reqId?: string }) };
    app = await buildApp({ db, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('takes X-Request-Id from the client, returns it and logs it; makes a UUID otherwise', async () => {
    const given = await fetch(`http://127.0.0.1:${port}/api/products`, { headers: { 'x-request-id': 'edge-4f2a.17' } });
    expect(given.headers.get('x-request-id')).toBe('edge-4f2a.17');
    const logged = lines.filter((l) => l.reqId === 'edge-4f2a.17').map((l) => l.msg);
    expect(logged).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

    const made = await fetch(`http://127.0.0.1:${port}/api/nothing`);
    expect(made.status).toBe(404);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { 'x-request-id': 'has spaces and "quotes"' } });
    expect(refused.headers.get('x-request-id')).not.toContain(' ');
  });

  it('answers an over-long address with 431 in the shop’s error shape', async () => {
    const answer = await rawRequest(port, `GET /api/products?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('validation_error');
    expect(body.error.message).toMatch(/too long/);
  });

  it('refuses a path out of the pictures folder as forbidden, not as a validation error', async () => {
    const answer = await rawRequest(port, 'GET /images/../x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const status = Number(answer.split(' ')[1]);
    expect([403, 404]).toContain(status);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: { code: string } };
    expect(body.error.code).toBe(status === 403 ? 'forbidden' : 'not_found');
  });
});
