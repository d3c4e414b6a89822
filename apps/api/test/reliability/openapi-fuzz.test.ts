import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../test-app.ts';

/** Requests per engine: `FUZZ_REQUESTS` (the full run of `npm run test:reliability` sets 20,000). */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_500);
const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };

/** A small deterministic generator (mulberry32), so a failure can be replayed by its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** Hostile values: wrong types, NULs, huge and odd strings, encoded separators. */
const STRINGS = ['', ' ', 'a\0b', '\0', 'x'.repeat(70_000), '%00', '%2e%2e%2f', '../../etc/passwd', '\u202e\ud83d\ude00', "'; DROP TABLE orders; --", '<script>alert(1)</script>', '-1', '1e309', 'NaN', '9'.repeat(400)];
const VALUES: unknown[] = [...STRINGS, 0, -1, 1.5, Number.MAX_VALUE, 2 ** 53, true, null, [], {}, ['a\0'], { a: 'b\0' }, [[[[[]]]]]];
const PATH_PARTS = ['mug', 'x'.repeat(3_000), '%00', '%2e%2e', '%61', '%ZZ', '%F0%9F%98%80', '..', 'mug%00', '-', '0'];

interface Operation {
  method: string;
  path: string;
  query: string[];
  hasBody: boolean;
}

describe.each(ENGINES)('requests generated from the OpenAPI document on %s (issue 20)', (engine) => {
  let ctx: TestContext;
  let operations: Operation[];
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
    const doc = (await ctx.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: op.requestBody !== undefined,
      })),
    );
  });
  afterAll(async () => ctx?.close());

  it(`answers ${REQUESTS} hostile requests without a 5xx, every refusal in the error shape`, { timeout: 300_000 }, async () => {
    const next = random(engine === 'sqlite' ? 20 : 2020);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const tried = new Map<string, number>();
    const failures: string[] = [];
    let cookie: string | undefined;
    for (let i = 0; i < REQUESTS && failures.length < 10; i++) {
      const op = pick(operations);
      const url = op.path.replace(/\{[^}]+\}/g, () => pick(PATH_PARTS));
      const params = op.query
        .filter(() => next() < 0.7)
        .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(pick(VALUES)))}`);
      const request: InjectOptions = {
        method: op.method as InjectOptions['method'],
        url: params.length ? `${url}?${params.join('&')}` : url,
        headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': next() < 0.5 ? `fuzz-key-${i}` : pick(STRINGS).slice(0, 300) },
      };
      if (op.hasBody || next() < 0.1) {
        const kind = next();
        if (kind < 0.1) request.payload = deep(5_000);
        else if (kind < 0.2) request.payload = '{"a": ';
        else if (kind < 0.3) {
          request.payload = 'productId=mug';
          request.headers = { ...request.headers, 'content-type': 'application/x-www-form-urlencoded' };
        } else if (kind < 0.4) request.payload = JSON.stringify(pick(VALUES));
        else {
          const body: Record<string, unknown> = {};
          for (const field of ['productId', 'quantity', 'code', 'message', 'email', 'password', 'shippingAddress', 'delivery', 'paymentMethod', 'orderNumber', 'variant', 'rating', 'title', 'body']) {
            if (next() < 0.5) body[field] = field === 'shippingAddress' ? { name: pick(VALUES), line1: pick(VALUES), city: 'x', region: 'y', postalCode: pick(VALUES), country: pick(['US', 'GB', '\0', 1]) } : pick(VALUES);
          }
          request.payload = body as InjectOptions['payload'];
        }
        if (request.payload !== undefined && !request.headers!['content-type']) request.headers = { ...request.headers, 'content-type': 'application/json' };
      }
      const res = await ctx.app.inject(request);
      const setCookie = ([] as (string | undefined)[]).concat(res.headers['set-cookie']).find((c) => c?.startsWith('cartwise_session='));
      if (setCookie) cookie = setCookie.split(';')[0];
      const status = res.statusCode;
      tried.set(`${op.method} ${op.path} ${status}`, (tried.get(`${op.method} ${op.path} ${status}`) ?? 0) + 1);
      if (status >= 500) failures.push(`${request.method} ${String(request.url).slice(0, 120)} → ${status} ${res.body.slice(0, 200)}`);
      else if (status >= 400 && !(status === 404 && (res.headers['content-type'] ?? '').toString().startsWith('text/html'))) {
        const parsed = errorResponseSchema.strict().safeParse(res.json());
        if (!parsed.success) failures.push(`${request.method} ${String(request.url).slice(0, 120)} → ${status} not in the error shape: ${res.body.slice(0, 200)}`);
      }
    }
    // What was tried and what it answered: the table of the run.
    console.table([...tried].sort().map(([what, n]) => ({ request: what, answers: n })).slice(0, 400));
    expect(failures).toEqual([]);
  });
});
