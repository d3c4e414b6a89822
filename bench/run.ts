/**
 * The catalogue benchmark: loads a generated catalogue into SQLite, starts the real server on 127.0.0.1
 * as `npm start` runs it (NODE_ENV=production) and drives it with autocannon (10 connections) through
 * seeded mixes of distinct requests per scenario. Prints requests/s, p50 and p99 per scenario against the
 * issue's targets and the committed baseline, and writes bench/results/<date>.json (<date>-2.json for the day's second run).
 *
 * Then, when the web app is built (`npm run build`), the server-rendered pages as a browser asks for them
 * (HTML, brotli): /products, a product page and home for shoppers without a session (the server's kept
 * pages), each beside the same page rendered for every request (a shopper with a session).
 *
 *   npm run bench -- [--count 100000] [--duration 10] [--connections 10] [--save-baseline] [--skip-million] [--only TEXT] [--profile DIR]
 *
 * Last, for information, the search at 1,000,000 products in process (`bench/search-scale.ts`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { ValidProductInput } from '@cartwise/domain/catalogue/product';
import { buildAdminOrderScenarios, loadOrders } from './admin-orders.ts';
import { buildAdminScenarios, buildScenarios, type Scenario, type Target } from './scenarios.ts';
import { benchDatabaseFile, freePort, loadAverage, loadCatalogue, startServer, stopServer } from './support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'save-baseline': { type: 'boolean', default: false },
    /**
     * Only the scenarios whose name holds this text, or one of these texts between commas (e.g. --only admin,
     * --only 'list pages,searches,suggestions'), and no pages or 1,000,000 run.
     */
    only: { type: 'string' },
    /** The search at 1,000,000 products, in process, for information (a few minutes): skip it with this. */
    'skip-million': { type: 'boolean', default: false },
    /** Writes the server's CPU profile (node --cpu-prof) into this folder when it stops, to see where a scenario's time goes. */
    profile: { type: 'string' },
  },
});
const count = Number(args.count);
const duration = Number(args.duration);
const connections = Number(args.connections);

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  distinctRequests: number;
}

/** The back office's owner the admin scenarios sign in as (made with `npm run admin:create`, as a shop owner would). */
const BENCH_OWNER = { email: 'bench-owner@bench.test', password: 'bench-owner-password' };

async function createBenchOwner(dbFile: string): Promise<void> {
  const passwordFile = path.join(os.tmpdir(), `cartwise-bench-owner-${process.pid}`);
  fs.writeFileSync(passwordFile, `${BENCH_OWNER.password}\n`, { mode: 0o600 });
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'apps/api/src/cli/admin-create.ts'), '--email', BENCH_OWNER.email, '--password-file', passwordFile],
        { env: { ...process.env, DATABASE_URL: dbFile, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`admin:create exited with ${code}`))));
    });
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/** Signs in as a shopper's browser would and answers the session cookie. */
async function signIn(port: number, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cartwise_session='));
  if (!res.ok || !cookie) throw new Error(`the bench owner could not sign in: ${res.status}`);
  return cookie.split(';')[0]!;
}

async function drive(port: number, scenario: Scenario, seconds: number, headers: Record<string, string> = {}): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (req) => {
          const p = scenario.paths[next % scenario.paths.length]!;
          next += 1;
          return { ...req, method: 'GET', path: p };
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    distinctRequests: new Set(scenario.paths).size,
  };
}

/** The built web app the server renders pages with; the page scenarios need it. */
const WEB_DIST = path.join(root, 'apps', 'web', 'dist');
const PAGE_TARGET: Target = { minRps: 1_500, maxP99Ms: 20 };
/** What a browser sends for a page. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
/**
 * A returning shopper: a session cookie (no session of this server's, which changes nothing for a page)
 * and its marker, so the page is rendered for the request rather than taken from the kept pages.
 */
const SESSION_HEADERS = { ...BROWSER_HEADERS, cookie: `cartwise_session=${'b'.repeat(43)}; cartwise_shopper=1` };

function pageScenarios(products: ValidProductInput[]): Scenario[] {
  const product = products[Math.floor(products.length / 2)]!;
  return [
    { name: 'page /products', target: PAGE_TARGET, paths: ['/products'] },
    { name: 'page /products/:id', target: PAGE_TARGET, paths: [`/products/${encodeURIComponent(product.id!)}`] },
    { name: 'page /', target: PAGE_TARGET, paths: ['/'] },
  ];
}

/** Whether the server draws the page itself (not the bare template the browser would render). */
async function isServerRendered(port: number, pagePath: string): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}${pagePath}`, { headers: { accept: BROWSER_HEADERS.accept } });
  return res.status === 200 && !(await res.text()).includes('<div id="root"></div>');
}

/** The page scenarios: the kept page (shoppers without a session) against its target, the render beside it. */
async function drivePages(port: number, scenarios: Scenario[], baseline: Record<string, Figures> | undefined, results: Record<string, Figures>) {
  if (!fs.existsSync(path.join(WEB_DIST, 'server', 'entry-server.js'))) {
    console.log('pages: skipped, the web app is not built (npm run build)');
    return;
  }
  for (const scenario of scenarios) {
    if (!(await isServerRendered(port, scenario.paths[0]!))) throw new Error(`${scenario.paths[0]} is not rendered by the server`);
    await drive(port, scenario, 2, BROWSER_HEADERS);
    const cached = await drive(port, scenario, duration, BROWSER_HEADERS);
    await drive(port, scenario, 2, SESSION_HEADERS);
    const rendered = await drive(port, scenario, duration, SESSION_HEADERS);
    results[scenario.name] = cached;
    results[`${scenario.name} rendered`] = rendered;
    const base = baseline?.[scenario.name];
    const baseRendered = baseline?.[`${scenario.name} rendered`];
    const ratio = (f: Figures, b: Figures | undefined) => (b ? ` ${(f.requestsPerSecond / b.requestsPerSecond).toFixed(2)}x baseline` : '');
    console.log(
      `${scenario.name.padEnd(22)} ${String(cached.requestsPerSecond).padStart(7)} pages/s  p50 ${cached.p50Ms} ms  p99 ${cached.p99Ms} ms  ` +
        `errors ${cached.errors + cached.non2xx}  (kept, no session; target >= ${PAGE_TARGET.minRps} pages/s, p99 <= ${PAGE_TARGET.maxP99Ms} ms: ` +
        `${verdict(cached, scenario.target)})${ratio(cached, base)} | rendered each time ${rendered.requestsPerSecond} pages/s  ` +
        `p99 ${rendered.p99Ms} ms  errors ${rendered.errors + rendered.non2xx}${ratio(rendered, baseRendered)}`,
    );
  }
}

function verdict(f: Figures, t: Target): string {
  const ok = f.requestsPerSecond >= t.minRps && (t.maxP99Ms === undefined || f.p99Ms <= t.maxP99Ms) && f.errors === 0 && f.non2xx === 0;
  return ok ? 'meets target' : 'MISSES target';
}

/** A process's resident memory in MB, from /proc (Linux). */
function residentMegabytes(pid: number | undefined): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function main() {
  const dbFile = benchDatabaseFile(count, Number(args.seed));
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  const products = await loadCatalogue(dbFile, count, Number(args.seed));
  await loadOrders(dbFile, products);
  const scenarios = [...buildScenarios(products), ...buildAdminScenarios(products), ...buildAdminOrderScenarios()].filter(
    (s) => !args.only || args.only.split(',').some((part) => s.name.includes(part.trim())),
  );
  await createBenchOwner(dbFile);
  const port = await freePort();
  const spawned = performance.now();
  const server = await startServer({
    dbFile,
    port,
    profileDir: args.profile,
    env: {
      WEB_DIST_DIR: WEB_DIST,
      // The limit per client address (ADR 0020) would turn the bench's 10 connections, all from 127.0.0.1 and
      // standing for many shoppers, into 429s after 300 searches a minute, and count each in the database.
      RATE_LIMIT_SEARCH_PER_MINUTE: '0',
    },
  });
  const listening = performance.now();
  const baselinePath = path.join(here, 'baseline.json');
  const baseline = fs.existsSync(baselinePath)
    ? (JSON.parse(fs.readFileSync(baselinePath, 'utf8')) as { scenarios: Record<string, Figures> })
    : undefined;
  const results: Record<string, Figures> = {};
  const extra: { indexBuildSeconds?: number; serverRssMb?: number } = {};
  // The server builds the catalogue and search indexes at start, answering other requests meanwhile: the
  // first search waits for them. Measured from the process's start (Node, migrations and the build).
  await fetch(`http://127.0.0.1:${port}/api/products?q=first`);
  const indexBuildSeconds = (performance.now() - spawned) / 1000;
  console.log(
    `index build: the first search answered ${indexBuildSeconds.toFixed(1)} s after the server process started ` +
      `(it answered /readyz after ${((listening - spawned) / 1000).toFixed(1)} s; ${count} products; target <= 10 s) | load ${loadAverage()}`,
  );
  try {
    const staff = { cookie: await signIn(port, BENCH_OWNER) };
    for (const scenario of scenarios) {
      const headers = scenario.paths[0]!.startsWith('/api/admin/') ? staff : {};
      await drive(port, scenario, 2, headers); // warm-up: JIT, page cache, first facet computations
      const figures = await drive(port, scenario, duration, headers);
      results[scenario.name] = figures;
      const base = baseline?.scenarios[scenario.name];
      const ratio = base
        ? ` | ${(figures.requestsPerSecond / base.requestsPerSecond).toFixed(2)}x baseline rps (baseline ${base.requestsPerSecond} req/s, p50 ${base.p50Ms} ms, p99 ${base.p99Ms} ms)`
        : ' | not in the baseline';
      const target = `target >= ${scenario.target.minRps} req/s${scenario.target.maxP99Ms ? `, p99 <= ${scenario.target.maxP99Ms} ms` : ''}`;
      console.log(
        `${scenario.name.padEnd(22)} ${String(figures.requestsPerSecond).padStart(7)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  ` +
          `errors ${figures.errors + figures.non2xx}  (${figures.distinctRequests} distinct; ${target}: ${verdict(figures, scenario.target)})${ratio}` +
          ` | load ${loadAverage()}`,
      );
    }
    const rssMb = residentMegabytes(server.pid);
    console.log(`server RSS after the API scenarios: ${rssMb ?? '?'} MB (target <= 400 MB at 100,000 products)`);
    extra.indexBuildSeconds = Number(indexBuildSeconds.toFixed(2));
    if (rssMb !== undefined) extra.serverRssMb = rssMb;
    if (!args.only) await drivePages(port, pageScenarios(products), baseline?.scenarios, results);
  } finally {
    await stopServer(server);
  }
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    catalogue: { products: count, seed: Number(args.seed), engine: 'sqlite' },
    connections,
    durationSeconds: duration,
    loadAverageAtEnd: loadAverage(),
    ...extra,
    scenarios: results,
  };
  if (!args['skip-million'] && !args.only) {
    // For information: the index build, RSS and search p50 at ten times the catalogue (bench/search-scale.ts).
    await new Promise<void>((resolve) => {
      const child = spawn(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', path.join(here, 'search-scale.ts'), '--count', '1000000'], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('exit', () => resolve());
    });
  }
  // A partial run (--only) is not the day's results. A later run of the same day goes beside the earlier ones
  // (<date>-2.json, ...), never over them.
  const stem = path.join(here, 'results', `${report.date.slice(0, 10)}${args.only ? `-only-${args.only.replace(/[^a-z0-9]+/gi, '-')}` : ''}`);
  let out = `${stem}.json`;
  for (let n = 2; fs.existsSync(out); n++) out = `${stem}-${n}.json`;
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, out)}`);
  if (args['save-baseline']) {
    fs.writeFileSync(baselinePath, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Saved ${path.relative(root, baselinePath)}`);
  }
}

await main();
