import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productListSchema } from '@cartwise/domain/catalogue/listing';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/pg-database.ts';

const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `npm start`'s server on a free port with this database and waits until it is ready. */
async function startServer(databaseUrl: string, seed = true) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', SEED_SAMPLE_CATALOG: seed ? 'true' : 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { url: `http://127.0.0.1:${port}`, child, output: '', ready: false, exited: Promise.resolve<number | null>(null) };
  child.stdout.on('data', (chunk) => (server.output += chunk));
  child.stderr.on('data', (chunk) => (server.output += chunk));
  server.exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 150 && !server.ready; i++) {
    server.ready = await fetch(`${server.url}/readyz`).then((r) => r.ok, () => false);
    if (!server.ready) await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

/** Runs `npm start`'s server with this environment until it exits on its own. */
async function failedStart(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}

describe('the server process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-server-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates and seeds the database on first start, serves the API, logs JSON lines and stops on SIGTERM', async () => {
    const dbFile = path.join(dir, 'nested', 'cartwise.db');
    const server = await startServer(`sqlite:${dbFile}`);
    try {
      expect(server.ready, server.output).toBe(true);
      expect(fs.existsSync(dbFile)).toBe(true);
      const body = productListSchema.parse(await (await fetch(`${server.url}/api/products`)).json());
      // The six sample products of the spec and the two with sizes and colours (ADR 0018).
      expect(body.totalCount).toBe(8);
      expect(new Set(body.products.map((p) => p.brand))).toEqual(
        new Set(['SoundMax', 'FitTech', 'UrbanStyle', 'EcoBrew', 'SoundWave', 'LuxVision']),
      );
      const image = await fetch(`${server.url}${body.products[0]!.thumbnail}`);
      expect(image.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    const lines = server.output.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['database ready', 'shutting down']));
  });

  it('starts a real shop without demo content unless SEED_SAMPLE_CATALOG=true: no sample products, no demo coupons', async () => {
    const server = await startServer(`sqlite:${path.join(dir, 'real-shop.db')}`, false);
    try {
      expect(server.ready, server.output).toBe(true);
      const body = productListSchema.parse(await (await fetch(`${server.url}/api/products`)).json());
      expect(body.totalCount).toBe(0);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('runs unchanged on PostgreSQL: migrates and seeds an empty database, and stops on SIGINT', async () => {
    const database = await createTestDatabase();
    try {
      const server = await startServer(database.url);
      try {
        expect(server.ready, server.output).toBe(true);
        const body = productListSchema.parse(await (await fetch(`${server.url}/api/products?q=soundmax`)).json());
        expect(body.products.map((p) => p.brand)).toContain('SoundMax');
      } finally {
        server.child.kill('SIGINT');
      }
      expect(await server.exited).toBe(0);
      expect(server.output).toContain('shutting down');
    } finally {
      await database.drop();
    }
  });

  it('refuses to start on a database it cannot reach, in one line naming DATABASE_URL without its password', async () => {
    const port = await freePort();
    const { code, output } = await failedStart({ PORT: '0', DATABASE_URL: `postgres://shop:s3cret@127.0.0.1:${port}/shop` });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Cannot start: the PostgreSQL database DATABASE_URL=postgres://shop@127.0.0.1:${port}/shop failed: ` +
        `connection refused: is PostgreSQL running and listening on 127.0.0.1:${port}?`,
    );
  });

  it('refuses a DATABASE_URL of another scheme instead of creating a SQLite file named after it', async () => {
    const { code, output } = await failedStart({ PORT: '0', DATABASE_URL: 'mysql://u:p@localhost/db' });
    expect(code).toBe(1);
    expect(output).toMatch(/DATABASE_URL: mysql:\/\/ is not supported: use a SQLite file path/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
