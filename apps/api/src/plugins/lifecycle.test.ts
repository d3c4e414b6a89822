import { errorResponseSchema } from '@cartwise/domain/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { dbPlugin } from './db.ts';
import { errorsPlugin } from './errors.ts';
import { healthRoutes } from './health.ts';
import { lifecyclePlugin, STOPPING_MESSAGE } from './lifecycle.ts';
import { serializerCompiler } from './serializer.ts';

/** A listening server with the shop's lifecycle, probes and a route that answers when the test says. */
async function serverWithSlowRoute(db: Db) {
  const app: FastifyInstance = Fastify({ return503OnClosing: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(dbPlugin, { db, closeOnShutdown: false });
  await app.register(healthRoutes);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const started = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await released;
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address, release, started };
}

describe('graceful shutdown (issue 20, 7)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('lets requests in flight finish, answers 503 with Retry-After to new ones and on /readyz', async () => {
    const { db, close } = await openTestDb('sqlite');
    const { app, url, release, started } = await serverWithSlowRoute(db);
    cleanups.push(close, () => app.close());
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const inFlight = fetch(`${url}/slow`);
    await started;
    const draining = app.lifecycle.drain(10_000);

    const refused = await fetch(`${url}/slow`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('connection')).toBe('close');
    expect(errorResponseSchema.strict().parse(await refused.json())).toEqual({ error: { code: 'service_unavailable', message: STOPPING_MESSAGE } });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    release();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ done: true });
    expect(await draining).toEqual({ unfinished: 0 });
  });

  it('stops waiting after its grace time and says how many were still running', async () => {
    const { db, close } = await openTestDb('sqlite');
    const { app, url, release, started } = await serverWithSlowRoute(db);
    cleanups.push(close, () => app.close(), async () => release());
    const inFlight = fetch(`${url}/slow`).catch(() => undefined);
    await started;
    expect(await app.lifecycle.drain(50)).toEqual({ unfinished: 1 });
    release();
    await inFlight;
  });

  it('is not ready while it prepares something, nor with migrations pending', async () => {
    const { db, close } = await openTestDb('sqlite');
    const { app, url } = await serverWithSlowRoute(db);
    cleanups.push(close, () => app.close());
    let built!: () => void;
    app.lifecycle.prepare('catalogue index', new Promise<void>((resolve) => (built = resolve)));
    const preparing = await fetch(`${url}/readyz`);
    expect(preparing.status).toBe(503);
    expect(((await preparing.json()) as { error: { message: string } }).error.message).toBe('Still preparing: catalogue index');
    built();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const { db: older, close: closeOlder } = await openTestDb('sqlite');
    await older.kysely.deleteFrom('schema_migrations' as never).where('name' as never, 'like' as never, '0009%' as never).execute();
    const behind = await serverWithSlowRoute(older);
    cleanups.push(closeOlder, () => behind.app.close());
    const pending = await fetch(`${behind.url}/readyz`);
    expect(pending.status).toBe(503);
    expect(((await pending.json()) as { error: { message: string } }).error.message).toMatch(/^Migrations pending: 0009-product-variants/);
  });
});
