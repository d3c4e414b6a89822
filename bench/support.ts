/**
 * What the benchmarks share: the seeded random numbers their request mixes are drawn with, the generated
 * catalogue loaded into the benchmark's SQLite file, and the server started as `npm start` runs it (the
 * bundle, NODE_ENV=production) on a free port of 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productInputSchema, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import { buildServer } from '../apps/api/scripts/build.mjs';
import { migrate, openDatabase } from '../apps/api/src/db/database.ts';
import { generateCatalog } from '../apps/api/src/modules/catalog/generate.ts';
import { CatalogRepository } from '../apps/api/src/modules/catalog/repository.ts';

export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** mulberry32, the reliability tests' generator: the same seed gives the same request mix on every run. */
export { random as prng } from '../apps/api/test/reliability/hostile-requests.ts';

/** A port of 127.0.0.1 nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The benchmark's SQLite file for a generated catalogue (data/bench-<count>-<seed>.db), shared by the benchmarks. */
export const benchDatabaseFile = (count: number, seed: number) => path.join(benchRoot, 'data', `bench-${count}-${seed}.db`);

/**
 * The generated catalogue of `count` products (`npm run catalog:generate`'s, from `seed`), loaded into the
 * SQLite file unless it already holds that many; answers the products, from which the request mixes are drawn.
 */
export async function loadCatalogue(file: string, count: number, seed: number): Promise<ValidProductInput[]> {
  const db = openDatabase(file);
  await migrate(db);
  const repository = new CatalogRepository(db);
  const products: ValidProductInput[] = [];
  for (const p of generateCatalog({ count, seed })) products.push(productInputSchema.parse(p));
  if ((await repository.count()) !== count) {
    const started = performance.now();
    await repository.upsert(products, { replace: true });
    console.log(`Loaded ${count} products into SQLite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.close();
  return products;
}

export interface ServerOptions {
  dbFile: string;
  port: number;
  /** More environment for the server (limits, the web app's folder, …). */
  env?: Record<string, string>;
  /** Writes the server's CPU profile (node --cpu-prof) into this folder when it stops. */
  profileDir?: string;
}

/**
 * The server `npm start` runs: built from the sources now (`npm run build -w apps/api`), run by Node alone
 * with NODE_ENV=production, on 127.0.0.1. Resolves once /readyz answers 200 (the catalogue index is built:
 * at 100,000 products on a busy machine, over 20 s).
 */
export async function startServer({ dbFile, port, env = {}, profileDir }: ServerOptions): Promise<ChildProcess> {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const server = await buildServer();
  const child = spawn(process.execPath, [...profile, ...startFlags(), server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbFile,
      LOG_LEVEL: 'warn',
      SEED_SAMPLE_CATALOG: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 1_200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready within 120 s');
}

/** Node's flags of `npm start` (package.json), so the server measured is the server an owner starts. */
export function startFlags(): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(benchRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const flags = /\bnode((?:\s+--\S+)*)\s+apps\/api\/dist\/server\.mjs/.exec(scripts.start ?? '')?.[1];
  if (flags === undefined) throw new Error(`npm start does not run node apps/api/dist/server.mjs: ${scripts.start}`);
  return flags.split(/\s+/).filter((flag) => flag !== '');
}

/** Stops the server; a profiled server writes its profile on the way out, so this waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The machine's load average over 1, 5 and 15 minutes: on a shared machine, what the figures were taken under. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
