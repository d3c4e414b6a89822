// The real shop for browser checks: the API server serving the built web app, on a free port of
// 127.0.0.1, over a throwaway SQLite database. Used by the Playwright global setup and `npm run lighthouse`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER = path.join(REPO_ROOT, 'apps/api/src/server.ts');
const IMPORT_CLI = path.join(REPO_ROOT, 'apps/api/src/cli/catalog-import.ts');
const ADMIN_CREATE_CLI = path.join(REPO_ROOT, 'apps/api/src/cli/admin-create.ts');
/** 194 real products whose pictures live on a CDN the tests cannot reach. */
export const DEMO_CATALOGUE = path.join(REPO_ROOT, 'datasets/demo-catalog.json');

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ShopServer {
  baseURL: string;
  stop: () => Promise<void>;
}

export interface ShopOptions {
  /** Import this catalogue (a JSON array of products) after the sample products are seeded. */
  catalogue?: string;
  /** The built web app; `WEB_DIST_DIR` or apps/web/dist by default. */
  webDistDir?: string;
  /** More of the server's environment, e.g. SMTP_URL for the emails' tests. PUBLIC_URL is always the server's own address. */
  env?: Readonly<Record<string, string>>;
  /** Back-office owners to create with `npm run admin:create` before the server starts. */
  owners?: readonly { email: string; password: string }[];
}

/** The back office's owner in the browser tests (created by the global setup). */
export const E2E_OWNER = { email: 'owner@shop.test', password: 'owner-password-1' } as const;

/** The built web app to serve, or a clear error when it has not been built. */
export function webDist(dir = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')): string {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No built web app in ${dir}: run \`npm run build\` (from the repository root) first.`);
  }
  return dir;
}

export async function startShop(options: ShopOptions = {}): Promise<ShopServer> {
  const distDir = webDist(options.webDistDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-e2e-'));
  // The samples are demo content, seeded only when asked (issue 21): the browser tests shop among them.
  // The demo catalogue's pictures are on its source's image host, the Shopify export's on Shopify's: the shop
  // allows them, as an owner importing them would (an import refuses a picture on another host).
  const env = { SEED_SAMPLE_CATALOG: 'true', IMAGE_HOSTS: 'cdn.dummyjson.com,cdn.shopify.com', DATABASE_URL: path.join(dataDir, 'cartwise.db'), UPLOADS_DIR: path.join(dataDir, 'uploads'), WEB_DIST_DIR: distDir, HOST: '127.0.0.1' };
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });

  try {
    if (options.catalogue) {
      // The server seeds the samples only into an empty catalogue, so it starts once before the import.
      const seeding = launch({ ...env, PORT: '0', LOG_LEVEL: 'info' });
      await seeding.waitForOutput(/"msg":"database ready"/);
      await seeding.stop();
      await runImport(options.catalogue, env);
    }
    for (const owner of options.owners ?? []) {
      const passwordFile = path.join(dataDir, 'owner-password');
      fs.writeFileSync(passwordFile, `${owner.password}\n`, { mode: 0o600 });
      await runCli(ADMIN_CREATE_CLI, ['--email', owner.email, '--password-file', passwordFile], env);
    }
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const server = launch({ ...env, ...options.env, PORT: String(port), LOG_LEVEL: 'warn', PUBLIC_URL: baseURL });
    try {
      await server.waitForReady(`${baseURL}/readyz`);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      baseURL,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A runner that dies without its teardown must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const failure = (what: string) =>
    new Error(`The shop server ${what}. Its output:\n${output.trim() || '(none)'}`);

  return {
    /** Resolves when the server prints a line matching `pattern`. */
    waitForOutput: (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => done(failure(`did not log ${pattern} within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
        const check = () => pattern.test(output) && done();
        const done = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        listeners.add(check);
        void exited.then((code) => done(failure(`exited with code ${code} while starting`)));
        check();
      }),
    /** Polls `url` until it answers 200. */
    waitForReady: async (url: string) => {
      let stopped = false;
      void exited.then(() => (stopped = true));
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (stopped) throw failure(`exited with code ${child.exitCode} while starting`);
        const ok = await fetch(url).then((response) => response.ok, () => false);
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw failure(`did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`);
    },
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The browser tests shop among the samples and the imported catalogue together, so the import keeps the samples (ADR 0028). */
async function runImport(file: string, env: Record<string, string>): Promise<void> {
  await runCli(IMPORT_CLI, [file, '--keep-samples'], env);
}

async function runCli(script: string, args: readonly string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${path.basename(script)} ${args.join(' ')} failed (exit code ${code}):\n${output.trim()}`);
}
