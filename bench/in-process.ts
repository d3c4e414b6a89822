/**
 * The catalogue benchmark's API scenarios in process: the real app (`buildApp`) on the benchmark's SQLite file,
 * each scenario's requests sent one after another through `app.inject` (routing, validation, the service and
 * serialisation; no sockets). Less noisy than the HTTP benchmark on a shared machine, and what a CPU profile
 * is taken on:
 *
 *   node --import tsx bench/in-process.ts [--count 100000] [--requests 2000] [--only suggestions]
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/in-process.ts --only 'list pages'
 *
 * `npm run bench` must have made the file once (data/bench-<count>-<seed>.db). Prints per scenario the mean,
 * p50 and p99 time of a request and what one core would serve at that mean; then, for the caches, the same
 * requests a second time (repeated queries).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { productInputSchema, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { generateCatalog } from '../apps/api/src/modules/catalog/generate.ts';
import { buildScenarios } from './scenarios.ts';
import { benchDatabaseFile } from './support.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    requests: { type: 'string', default: '2000' },
    only: { type: 'string' },
    'no-repeat': { type: 'boolean', default: false },
    /** Write a CPU profile of the measured requests only (not of the build) to this file. */
    profile: { type: 'string' },
  },
});
const count = Number(args.count);
const dbFile = benchDatabaseFile(count, Number(args.seed));
if (!fs.existsSync(dbFile)) throw new Error(`${dbFile} does not exist: run npm run bench -- --count ${count} once`);

const products: ValidProductInput[] = [];
for (const p of generateCatalog({ count, seed: Number(args.seed) })) products.push(productInputSchema.parse(p));
const db = openDatabase(dbFile);
const app = await buildApp({ db, closeDbOnShutdown: true });
const started = performance.now();
await app.catalog.prepared();
console.log(`load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; indexes built in process in ${((performance.now() - started) / 1000).toFixed(2)} s`);

async function run(paths: readonly string[], n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url: paths[i % paths.length]! });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${paths[i % paths.length]} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  return times;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  return `mean ${mean.toFixed(2)} ms (${Math.round(1000 / mean)}/s on one core)  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`;
}

const n = Number(args.requests);
const scenarios = buildScenarios(products).filter((scenario) => !args.only || scenario.name === args.only);
// Warm-up (JIT), out of the profile, on requests each measured run meets last.
for (const scenario of scenarios) await run(scenario.paths.slice(-200), 200);
const session = args.profile ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
for (const scenario of scenarios) {
  const distinct = await run(scenario.paths, Math.min(n, scenario.paths.length));
  console.log(`${scenario.name.padEnd(22)} distinct  ${summary(distinct)}`);
  if (!args['no-repeat']) {
    const repeated = await run(scenario.paths, Math.min(n, scenario.paths.length));
    console.log(`${scenario.name.padEnd(22)} repeated  ${summary(repeated)}`);
  }
}
if (session) {
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(args.profile!, JSON.stringify(profile));
}
console.log(`RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await app.close();
