import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test-app.ts';
import { faultOf, hostileRequest, operationsOf, random, type HostileRequest, type OpenApiDocument } from './hostile-requests.ts';
import { sendRaw } from './raw-http.ts';
import { shopDatabase, startShop, type ShopProcess } from './shop-process.ts';

/** Requests per engine: `FUZZ_REQUESTS`, as the app.inject fuzzer (the full run of `npm run test:reliability` sets 20,000). */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_500);
/** Connections open at once. */
const CONNECTIONS = 4;
/** A request that has arrived whole must be answered by then; a body cut short may wait for the server's own timeout. */
const ANSWER_WITHIN_MS = 30_000;
const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };

/** What a request became on the wire, and whether it arrived whole (a whole request must be answered). */
interface Wire {
  /** The kind of damage done to the generated request, for the table of what was tried. */
  damage: string;
  bytes: Buffer;
  whole: boolean;
  head: boolean;
}

const LONG = 'x'.repeat(20_000);
/** Headers a proxy, a browser or an attacker might send, each odd in its own way. */
const ODD_HEADERS: [string, string][] = [
  ['content-type', 'application/json; charset=utf-16'],
  ['content-type', 'text/plain'],
  ['content-type', 'multipart/form-data; boundary=x'],
  ['content-type', 'application/json, text/html'],
  ['content-encoding', 'gzip'],
  ['expect', '100-continue'],
  ['origin', 'https://evil.example'],
  ['origin', 'null'],
  ['x-request-id', 'r'.repeat(500)],
  ['x-request-id', '../\u00e9\t"x"'],
  ['cookie', 'cartwise_session=%00%ZZ; cartwise_session=' + 'a'.repeat(300)],
  ['x-forwarded-for', '999.1.1.1, ::ffff:evil, "'],
  ['x-forwarded-proto', 'gopher'],
  ['accept', 'text/html'],
  ['accept-encoding', 'br;q=2, gzip;q=-1, *'],
  ['range', 'bytes=99999999-1'],
  ['if-none-match', '*'],
  ['authorization', 'Bearer \u00ff'],
  ['upgrade', 'h2c'],
];

/**
 * Puts a generated request on the wire, damaged in one way at random: its path raw or over-long, odd or broken
 * headers, a chunked body, a body cut short, a wrong method or HTTP version; or sent as it is.
 */
function onTheWire(request: HostileRequest, next: () => number, cookie: string | undefined): Wire {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  let { method, url: target } = request;
  let version = 'HTTP/1.1';
  const headers: [string, string][] = [['host', '127.0.0.1'], ['connection', 'close'], ...Object.entries(request.headers)];
  if (cookie) headers.push(['cookie', cookie]);
  let body = Buffer.from(request.payload ?? '', 'utf8');
  let framing: 'length' | 'chunked' | 'bad-chunk' = 'length';
  let whole = true;
  const roll = next();
  let damage = 'as generated';
  if (roll < 0.3) {
    // sent as generated
  } else if (roll < 0.36) {
    damage = 'chunked body';
    framing = 'chunked';
  } else if (roll < 0.4) {
    damage = 'malformed chunk';
    framing = 'bad-chunk';
    // A chunk longer than what follows is a body cut short.
    whole = next() < 0.75;
  } else if (roll < 0.44) {
    damage = 'body cut short';
    body = Buffer.concat([body, Buffer.from('{"quantity": 1')]);
    headers.push(['content-length', String(body.length + 100)]);
    whole = false;
  } else if (roll < 0.47) {
    damage = 'Content-Length below the body';
    headers.push(['content-length', String(Math.floor(body.length / 2))]);
  } else if (roll < 0.5) {
    damage = 'two Content-Lengths';
    headers.push(['content-length', String(body.length)], ['content-length', String(body.length + 1)]);
  } else if (roll < 0.53) {
    damage = 'Content-Length and chunked';
    headers.push(['content-length', String(body.length)]);
    framing = 'chunked';
  } else if (roll < 0.57) {
    damage = 'over-long path';
    target = `${target}${target.includes('?') ? '&' : '?'}q=${LONG}`;
  } else if (roll < 0.65) {
    damage = 'raw path';
    const raw = pick(['/../../etc/passwd', '//', '/./', '\\..\\', '/%', '/%%30', '/\u00e9\u00e8', '/;x=1', '/#frag', '/?a[b][c][d]=1&a[b]=2', '/%2F%2e%2E%5C', '/*']);
    const cut = Math.floor(next() * target.length);
    target = target.slice(0, cut) + raw + target.slice(cut);
  } else if (roll < 0.68) {
    damage = 'absolute-form target';
    target = `http://evil.example${target}`;
  } else if (roll < 0.71) {
    damage = 'over-long header';
    headers.push(['x-filler', LONG]);
  } else if (roll < 0.74) {
    damage = 'broken header';
    headers.push(pick<[string, string]>([['x-a b', '1'], ['x-nul', 'a\0b'], ['', 'empty name'], ['x-lf', 'a\nb'], ['x-folded', 'a\r\n b']]));
  } else if (roll < 0.86) {
    const [name, value] = pick(ODD_HEADERS);
    damage = `odd header ${name}`;
    const same = headers.findIndex(([n]) => n === name);
    if (same >= 0) headers.splice(same, 1);
    headers.push([name, value]);
  } else if (roll < 0.92) {
    method = pick(['get', 'PROPFIND', 'TRACE', 'OPTIONS', 'HEAD', 'PATCH', 'PUT', 'DELETE', 'G\u00c9T', 'M'.repeat(100)]);
    damage = `method ${method.length > 10 ? 'over-long' : method}`;
  } else if (roll < 0.96) {
    version = pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1 x', 'HTTP/1']);
    damage = `version ${version}`;
    if (version === 'HTTP/1.0') headers.splice(0, 2);
  } else {
    damage = 'no Host';
    headers.splice(0, 1);
  }
  const hasBody = body.length > 0 || framing !== 'length';
  if (hasBody && framing === 'length' && !headers.some(([n]) => n === 'content-length')) headers.push(['content-length', String(body.length)]);
  if (framing !== 'length') headers.push(['transfer-encoding', 'chunked']);
  const head = `${method} ${target} ${version}\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`;
  let payload = body;
  if (framing === 'chunked') {
    const half = Math.ceil(body.length / 2);
    const chunks = [body.subarray(0, half), body.subarray(half)].filter((c) => c.length > 0);
    payload = Buffer.concat([...chunks.flatMap((c) => [Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n')]), Buffer.from('0\r\n\r\n')]);
  } else if (framing === 'bad-chunk') {
    const size = whole ? pick(['zz', '-1', 'ffffffffffffffffff', '5;a=\0']) : (body.length + 50).toString(16);
    payload = Buffer.concat([Buffer.from(`${size}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
  }
  // Non-ASCII in the request line and headers goes out as its UTF-8 bytes, as a careless client sends it.
  return { damage, bytes: Buffer.concat([Buffer.from(head, 'utf8'), payload]), whole, head: method === 'HEAD' };
}

describe.each(ENGINES)('requests generated from the OpenAPI document over a real socket on %s (issue 20)', (engine) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-socket-fuzz-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`answers ${REQUESTS} hostile requests through Node's parser without a 5xx, each refusal in the error shape, and stays ready`, { timeout: 120_000 + REQUESTS * 40 }, async ({ annotate }) => {
    const url = await shopDatabase(engine, dir, cleanups, [MUG]);
    const shop: ShopProcess = await startShop(url);
    cleanups.push(() => shop.stop());
    const port = Number(new URL(shop.url).port);
    const operations = operationsOf((await (await fetch(`${shop.url}/api/openapi.json`)).json()) as OpenApiDocument);

    const tried = new Map<string, number>();
    const failures: string[] = [];
    let sent = 0;
    let unanswered = 0;
    const connection = async (n: number) => {
      let cookie: string | undefined;
      for (let i = n; i < REQUESTS && failures.length < 10; i += CONNECTIONS) {
        // One generator per request, so request i is the same whatever the connections' interleaving.
        const next = random((engine === 'sqlite' ? 40_000 : 80_000) + i);
        const wire = onTheWire(hostileRequest(operations, next, i), next, cookie);
        const said = `#${i} ${wire.damage}: ${wire.bytes.subarray(0, 160).toString('latin1').split('\r\n')[0]}`;
        let answer;
        try {
          answer = await sendRaw(port, wire.bytes, { halfClose: !wire.whole, head: wire.head, timeoutMs: ANSWER_WITHIN_MS });
        } catch (error) {
          failures.push(`${said} → ${(error as Error).message}`);
          continue;
        }
        sent += 1;
        const what = `${wire.damage} → ${answer?.status ?? 'closed'}`;
        tried.set(what, (tried.get(what) ?? 0) + 1);
        if (!answer) {
          unanswered += 1;
          if (wire.whole) failures.push(`${said} → the connection closed without an answer`);
          continue;
        }
        const session = /cartwise_session=[^;]+/.exec(answer.headers['set-cookie'] ?? '');
        if (session) cookie = session[0];
        const fault = wire.head ? (answer.status >= 500 ? String(answer.status) : undefined) : faultOf(answer.status, answer.headers['content-type'] ?? '', answer.body);
        if (fault) failures.push(`${said} → ${fault}`);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => connection(n)));

    // Still up, and still taking traffic.
    const health = await fetch(`${shop.url}/healthz`);
    const ready = await fetch(`${shop.url}/readyz`);
    const product = await fetch(`${shop.url}/api/products/mug`);
    console.table([...tried].sort().map(([request, answers]) => ({ request, answers })));
    await annotate(`${sent} requests over TCP (${tried.size} kinds of damage and answer; ${unanswered} cut short closed unanswered): ${failures.length} faults, then /healthz ${health.status}, /readyz ${ready.status}`);
    expect(failures, shop.output().slice(-3_000)).toEqual([]);
    expect([health.status, ready.status, product.status]).toEqual([200, 200, 200]);
    expect(shop.child.exitCode).toBeNull();
  });
});
