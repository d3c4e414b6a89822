import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileWaitingSerializers, serializerCompiler } from './serializer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('response serializers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(() => ctx.close());

  it("compile, for every route's every response, from the zod schemas", () => {
    // Compiled on a route's first answer, so one that fails would fail only when asked: compile them all here.
    expect(compileWaitingSerializers()).toBeGreaterThan(100);
    expect(compileWaitingSerializers()).toBe(0);
  });

  it('keep to the schema: a field outside it never leaks', () => {
    const serialize = serializerCompiler({ schema: z.object({ id: z.string(), price: z.number() }), method: 'GET', url: '/x', httpStatus: '200' });
    expect(JSON.parse(serialize({ id: 'a', price: 2, secret: 'hash' }))).toEqual({ id: 'a', price: 2 });
    expect(compileWaitingSerializers()).toBe(0);
  });
});
