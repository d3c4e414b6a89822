import type { ProductInput } from '@cartwise/domain/catalogue/product';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../test-app.ts';
import { faultOf, hostileRequest, operationsOf, random, type Operation } from './hostile-requests.ts';

/** Requests per engine: `FUZZ_REQUESTS` (the full run of `npm run test:reliability` sets 20,000). */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_500);
const MUG: ProductInput = { id: 'mug', name: 'Mug', price: 12.5, category: 'Home', brand: 'Acme', thumbnail: '/images/mug.svg', stockQuantity: 30 };

describe.each(ENGINES)('requests generated from the OpenAPI document on %s (issue 20)', (engine) => {
  let ctx: TestContext;
  let operations: Operation[];
  beforeAll(async () => {
    ctx = await createTestApp(engine, [MUG]);
    operations = operationsOf((await ctx.app.inject('/api/openapi.json')).json());
  });
  afterAll(async () => ctx?.close());

  it(`answers ${REQUESTS} hostile requests without a 5xx, every refusal in the error shape`, { timeout: 300_000 }, async ({ annotate }) => {
    const next = random(engine === 'sqlite' ? 20 : 2020);
    const tried = new Map<string, number>();
    const failures: string[] = [];
    let cookie: string | undefined;
    for (let i = 0; i < REQUESTS && failures.length < 10; i++) {
      const generated = hostileRequest(operations, next, i);
      const request: InjectOptions = {
        method: generated.method as InjectOptions['method'],
        url: generated.url,
        headers: { ...(cookie ? { cookie } : {}), ...generated.headers },
        ...(generated.payload === undefined ? {} : { payload: generated.payload }),
      };
      const res = await ctx.app.inject(request);
      const setCookie = ([] as (string | undefined)[]).concat(res.headers['set-cookie']).find((c) => c?.startsWith('cartwise_session='));
      if (setCookie) cookie = setCookie.split(';')[0];
      const what = `${generated.operation} ${res.statusCode}`;
      tried.set(what, (tried.get(what) ?? 0) + 1);
      const fault = faultOf(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (fault) failures.push(`${request.method} ${String(request.url).slice(0, 120)} → ${fault}`);
    }
    // What was tried and what it answered: the table of the run.
    console.table([...tried].sort().map(([what, n]) => ({ request: what, answers: n })).slice(0, 400));
    await annotate(`${REQUESTS} generated requests through app.inject: ${failures.length} faults`);
    expect(failures).toEqual([]);
  });
});
