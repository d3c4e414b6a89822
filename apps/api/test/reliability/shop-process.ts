/**
 * The shop as an operator runs it: `npm start`'s server (src/server.ts) in a process of its own, on a free
 * loopback port, and shoppers that talk to it over HTTP with their own cookie, as browsers do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productInputSchema, type ProductInput } from '@cartwise/domain/catalogue/product';
import { migrate, openDatabase } from '../../src/db/database.ts';
import type { Dialect } from '../../src/db/database-url.ts';
import { CatalogRepository } from '../../src/modules/catalog/repository.ts';
import { SESSION_COOKIE } from '../../src/plugins/session.ts';
import { createPgDatabase } from '../test-app.ts';

const serverPath = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const cliPath = (name: string) => fileURLToPath(new URL(`../../src/cli/${name}.ts`, import.meta.url));

export const ADDRESS = { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A new database for a shop process on this engine, migrated and holding these products: a file in `dir` on
 * SQLite, a database of the test cluster on PostgreSQL (dropped by what it pushes onto `cleanups`). Its URL.
 */
export async function shopDatabase(engine: Dialect, dir: string, cleanups: (() => Promise<void>)[], products: readonly ProductInput[]): Promise<string> {
  let url = `sqlite:${path.join(dir, 'shop.db')}`;
  if (engine === 'postgres') {
    const pg = await createPgDatabase();
    cleanups.push(() => pg.drop());
    url = pg.url;
  }
  const setup = openDatabase(url);
  try {
    await migrate(setup);
    await new CatalogRepository(setup).upsert(products.map((p) => productInputSchema.parse(p)));
  } finally {
    await setup.close();
  }
  return url;
}

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** The end of what the process wrote (its JSON log lines), for a failure's message. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit; nothing when it has exited already. */
  stop(): Promise<void>;
}

/**
 * Starts the server on `databaseUrl` (the sources, or `npm start`'s bundle) and resolves once it has said that its catalogue indexes are built (the
 * moment /readyz turns 200); rejects with its output if it exits first. The limits per address are off:
 * every test shopper comes from 127.0.0.1.
 */
export async function startShop(databaseUrl: string, env: Record<string, string> = {}, { bundle }: { bundle?: string } = {}): Promise<ShopProcess> {
  const port = await freePort();
  // `bundle`: `npm start`'s built server (apps/api/scripts/build.mjs), run by Node alone; else the sources through tsx.
  const child = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', serverPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      SEED_SAMPLE_CATALOG: 'false',
      RATE_LIMIT_SEARCH_PER_MINUTE: '0',
      RATE_LIMIT_CART_PER_MINUTE: '0',
      RATE_LIMIT_CHAT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      if (lines.some((line) => line.includes('"catalogue indexes built"'))) resolve();
    });
    child.stderr!.on('data', keep);
    void exited.then(({ code, signal }) => reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output}`)));
  });
  const shop: ShopProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  try {
    await ready;
  } finally {
    clearTimeout(timer);
  }
  return shop;
}

/** `npm run <cli>` (catalog-import, db-backup…) in a process of its own, as an operator runs it beside the server. */
export function runCli(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath(name), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

export interface HttpAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One browser over real HTTP: keeps the session cookie the shop sets and sends it back. */
export class HttpShopper {
  cookie?: string;

  constructor(public url: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (session) this.cookie = session.split(';')[0];
    const text = await res.text();
    return { status: res.status, body: text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text };
  }
}
