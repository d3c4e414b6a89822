import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
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

  it('hides the internals of any other failure behind a 500', async () => {
    const { status, body } = await answerTo(new Error('connection to 10.0.0.5 refused at Socket.connect (net.js:1)'));
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
  });
});
