/**
 * A throwaway PostgreSQL cluster for the tests: initdb into a temporary directory, start the server on
 * a free port of 127.0.0.1, and stop it and delete the directory afterwards, also when the test process
 * is interrupted (SIGINT, SIGTERM, process.exit) and, through a small watchdog, when it is killed.
 *
 * Set TEST_DATABASE_URL to use an existing server instead, and PG_BIN to choose the binaries.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres (or TEST_DATABASE_URL). */
  url: string;
  /** Stops the server and deletes its directory; safe to call more than once. */
  stop(): Promise<void>;
}

const NOT_FOUND = 'PostgreSQL 15 server binaries not found: install postgresql-15 or set PG_BIN';
const SERVER_BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const;
const START_TIMEOUT_SECONDS = 60;

/** The directory holding initdb, pg_ctl and postgres: PG_BIN, the Debian path, or `pg_config --bindir`. */
export function findPgBinDir(): string {
  const hasServer = (dir: string) => SERVER_BINARIES.every((bin) => isExecutable(path.join(dir, bin)));
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (hasServer(fromEnv)) return fromEnv;
    throw new Error(`${NOT_FOUND} (PG_BIN=${fromEnv} lacks ${SERVER_BINARIES.join(', ')})`);
  }
  const candidates = ['/usr/lib/postgresql/15/bin'];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // no pg_config on PATH
  }
  const found = candidates.find((dir) => dir && hasServer(dir));
  if (!found) throw new Error(`${NOT_FOUND} (looked in ${candidates.filter(Boolean).join(', ')})`);
  return found;
}

/** Starts a fresh cluster, or wraps TEST_DATABASE_URL when it is set. */
export async function startPgCluster(): Promise<PgCluster> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { url: external, stop: async () => {} };

  const binDir = findPgBinDir();
  const runner = commandRunner();
  const baseDir = makeBaseDir(runner);
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'postgres.log');
  const pgCtl = path.join(binDir, 'pg_ctl');

  let stopped = false;
  let watchdog: number | undefined;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    removeExitHooks();
    if (watchdog) {
      try {
        process.kill(watchdog, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      const fast = runner.run(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], baseDir);
      if (fast.status !== 0) runner.run(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'], baseDir);
    }
    fs.rmSync(baseDir, { recursive: true, force: true });
  };

  // Registered before anything starts, so that an interrupt during initdb or start still cleans up.
  const onExit = () => stopSync();
  const onSignal = (signal: NodeJS.Signals) => {
    // Counted before anything is removed: listeners registered with once() are gone by the time they run.
    const others = process.listenerCount(signal) - 1;
    stopSync();
    // Alone, we end the process as the default action would; otherwise the other listeners (Vitest's
    // own, which exits with 128 + signal) decide what happens next.
    if (others === 0) process.kill(process.pid, signal);
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  process.once('exit', onExit);
  // First in line, so that the server is stopped before anyone else reacts to the signal.
  for (const signal of signals) process.prependListener(signal, onSignal);
  function removeExitHooks() {
    process.off('exit', onExit);
    for (const signal of signals) process.off(signal, onSignal);
  }

  try {
    initdb(runner, binDir, dataDir, baseDir);
    let url: string | undefined;
    let lastError = '';
    // The free port can be taken between probing and binding it: try a few.
    for (let attempt = 0; attempt < 3 && !url; attempt++) {
      const port = await freePort();
      const options = [
        '-c listen_addresses=127.0.0.1',
        `-c port=${port}`,
        // pg_ctl hands these options to /bin/sh: quote the one path in them.
        `-c unix_socket_directories=${shellQuote(baseDir)}`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      const started = runner.run(
        pgCtl,
        ['start', '-D', dataDir, '-l', logFile, '-w', '-t', String(START_TIMEOUT_SECONDS), '-o', options],
        baseDir,
      );
      if (started.status === 0) {
        url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      } else {
        lastError = `${started.output}\n${readTail(logFile)}`;
        runner.run(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w'], baseDir);
      }
    }
    if (!url) throw new Error(`PostgreSQL did not start:\n${lastError}`);
    watchdog = startWatchdog(runner, pgCtl, dataDir, baseDir);
    await waitUntilReady(url, logFile);
    return { url, stop: async () => stopSync() };
  } catch (error) {
    stopSync();
    throw error;
  }
}

interface RunResult {
  status: number | null;
  output: string;
}

interface CommandRunner {
  /** The user the server runs as, when it differs from ours (we are root). */
  user?: { name: string; uid: number; gid: number };
  run(file: string, args: string[], cwd: string): RunResult;
  /** argv that runs `file args` as that user. */
  argv(file: string, args: string[]): [string, string[]];
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` OS user. */
function commandRunner(): CommandRunner {
  let user: CommandRunner['user'];
  if (process.getuid?.() === 0) {
    const id = (flag: string) => execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      user = { name: 'postgres', uid: Number(id('-u')), gid: Number(id('-g')) };
    } catch {
      throw new Error('Running as root, but there is no `postgres` OS user to run the PostgreSQL server as');
    }
  }
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(isExecutable);
  const argv = (file: string, args: string[]): [string, string[]] => {
    if (!user) return [file, args];
    if (runuser) return [runuser, ['-u', user.name, '--', file, ...args]];
    return ['su', ['-s', '/bin/sh', user.name, '-c', [file, ...args].map(shellQuote).join(' ')]];
  };
  return {
    user,
    argv,
    run(file, args, cwd) {
      const [command, commandArgs] = argv(file, args);
      const result = spawnSync(command, commandArgs, {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
        timeout: (START_TIMEOUT_SECONDS + 30) * 1000,
      });
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim();
      return { status: result.status, output };
    },
  };
}

/** A temporary directory the server user owns (and can reach: TMPDIR may be private to root). */
function makeBaseDir(runner: CommandRunner): string {
  const roots = [...new Set([os.tmpdir(), '/tmp'])];
  for (const root of roots) {
    const dir = fs.mkdtempSync(path.join(root, 'cartwise-pg-'));
    if (!runner.user) return dir;
    fs.chownSync(dir, runner.user.uid, runner.user.gid);
    if (runner.run('/bin/sh', ['-c', 'test -w "$0" && test -x "$0"', dir], '/').status === 0) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
  }
  throw new Error(`No temporary directory the postgres user can write to (tried ${roots.join(', ')})`);
}

function initdb(runner: CommandRunner, binDir: string, dataDir: string, cwd: string): void {
  const base = ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'];
  const initdbPath = path.join(binDir, 'initdb');
  let result = runner.run(initdbPath, [...base, '--locale=C.UTF-8'], cwd);
  if (result.status !== 0) {
    // C.UTF-8 is missing on some systems; plain C works everywhere.
    fs.rmSync(dataDir, { recursive: true, force: true });
    result = runner.run(initdbPath, [...base, '--locale=C'], cwd);
  }
  if (result.status !== 0) throw new Error(`initdb failed:\n${result.output}`);
}

/**
 * A detached shell that stops the server when this process dies without cleaning up (SIGKILL, crash).
 * It is killed by a normal stop.
 */
function startWatchdog(runner: CommandRunner, pgCtl: string, dataDir: string, baseDir: string): number | undefined {
  const [stopCommand, stopArgs] = runner.argv(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
  const script = [
    // Signals aimed at the test process tree must not end the watchdog before it has done its job.
    "trap '' INT TERM HUP",
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done`,
    `${[stopCommand, ...stopArgs].map(shellQuote).join(' ')} >/dev/null 2>&1`,
    `rm -rf ${shellQuote(baseDir)}`,
  ].join('; ');
  try {
    const child = spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore', cwd: '/' });
    child.unref();
    return child.pid;
  } catch {
    return undefined;
  }
}

async function waitUntilReady(url: string, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_SECONDS * 1000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`PostgreSQL at ${url} did not accept connections: ${String(lastError)}\n${readTail(logFile)}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not pick a free port'))));
    });
  });
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function readTail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
