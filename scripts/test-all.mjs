#!/usr/bin/env node
// The whole test suite: Vitest (domain, api on SQLite and PostgreSQL, web), then Playwright end to end.
// Both runners (the installed vitest and playwright, as `npx` would find them) stream to the console; the very last line is the sum, `N passed, N failed`.
//
//   node scripts/test-all.mjs              every test (`npm test`)
//   node scripts/test-all.mjs --checks     the type check and lint first, then every test (`npm run validate`, what CI runs)
//   node scripts/test-all.mjs apps/api     only Vitest, with these arguments (Playwright is skipped)
//
// Counting: the type check and the lint are one step each, 1 passed or 1 failed by their exit code (a
// failing step does not stop the others); Vitest passed and failed tests, plus each test file that failed
// on its own (an import error, a failing hook); Playwright `expected` and `flaky` pass, `unexpected` fail,
// skipped are not counted. A runner that exits non-zero without a failure in its report (a crash, no
// report, a global error) counts as one failure. The exit code is non-zero when anything failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const playwrightConfig = 'apps/web/playwright.config.ts';
const withChecks = process.argv[2] === '--checks';
const extraArgs = process.argv.slice(withChecks ? 3 : 2);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-test-'));

let current; // the runner now running, to pass signals on to
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted ??= signal;
    // To the runner and everything it started, as a terminal's Ctrl-C would: a lone signal to Vitest
    // makes it exit without stopping its busy workers.
    if (current?.pid) for (const pid of [current.pid, ...descendants(current.pid)]) tryKill(pid, signal);
  });
}

const totals = { passed: 0, failed: 0 };
/** What failed, named again just above the sum: a CI log is often read from its end, far below the failure's own lines. */
const failures = [];
let webBuilt = false;
let anyRunnerFailed = false;

// The checks the README's test line promises besides the tests: the package.json scripts, so there is one
// definition of each.
for (const step of withChecks ? ['typecheck', 'lint'] : []) {
  if (interrupted) break;
  const exitCode = await run('npm', [], ['run', step]);
  add(step, exitCode, exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  if (exitCode !== 0) failures.push(`npm run ${step} (exit code ${exitCode})`);
}

const vitestReport = path.join(reportDir, 'vitest.json');
if (!interrupted) {
  const vitestExit = await run(...bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    ...extraArgs,
  ]);
  const report = readJson(vitestReport);
  add('vitest', vitestExit, countVitest(report));
  failures.push(...vitestFailures(report));
}

if (extraArgs.length === 0 && !interrupted && fs.existsSync(path.join(root, playwrightConfig))) {
  // End-to-end tests drive the built app as `npm start` serves it.
  webBuilt = (await run('npm', [], ['run', 'build', '-w', 'apps/web'])) === 0;
  if (!webBuilt) add('web build', 1, { passed: 0, failed: 1 });
}
if (webBuilt && !interrupted && fs.existsSync(path.join(root, playwrightConfig))) {
  const playwrightReport = path.join(reportDir, 'pw.json');
  // PLAYWRIGHT_JSON_OUTPUT_FILE wins over any outputFile in the config; _NAME is its older spelling.
  const playwrightExit = await run(...bin('playwright'), ['test', '-c', playwrightConfig, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  add('playwright', playwrightExit, countPlaywright(report));
  failures.push(...playwrightFailures(report));
}

fs.rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = interrupted ? 128 + (os.constants.signals[interrupted] ?? 2) : anyRunnerFailed || totals.failed > 0 ? 1 : 0;

/**
 * The installed runner itself rather than `npx`: npm exec dies on a forwarded SIGTERM without passing it
 * on, which would orphan the runner (and the PostgreSQL cluster of its global setup).
 */
function bin(name) {
  const local = path.join(root, 'node_modules', '.bin', name);
  return fs.existsSync(local) ? [local, []] : ['npx', ['--no', name]];
}

/** Runs a command in the repository root with inherited stdio; resolves to its exit code (null when killed). */
function run(command, prefix, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n> ${[path.basename(command), ...prefix, ...args].join(' ')}\n`);
    const child = spawn(command, [...prefix, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    current = child;
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      current = undefined;
      resolve(null);
    });
    child.on('exit', (code) => {
      current = undefined;
      resolve(code);
    });
  });
}

/** Adds one runner's counts; a non-zero exit without a counted failure is one failure. */
function add(name, exitCode, counts) {
  if (!counts) {
    console.error(`\n${name} left no JSON report (exit code ${exitCode}): counted as 1 failed`);
    counts = { passed: 0, failed: 1 };
  } else if (exitCode !== 0 && counts.failed === 0) {
    console.error(`\n${name} exited with code ${exitCode} without a failed test: counted as 1 failed`);
    counts = { ...counts, failed: 1 };
  }
  if (exitCode !== 0) anyRunnerFailed = true;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
}

function countVitest(report) {
  if (!report || typeof report.numPassedTests !== 'number') return undefined;
  // A file that failed by itself (import error, failing beforeAll/afterAll) has no failed test to show for it.
  const failedFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests, failed: (report.numFailedTests ?? 0) + failedFiles };
}

/** Each failed test as `file > title: first line of its message`, and each file that failed by itself. */
function vitestFailures(report) {
  const found = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) found.push(`${name} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) found.push(`${name}: ${firstLine(file.message)}`);
  }
  return found;
}

function playwrightFailures(report) {
  const found = (report?.errors ?? []).map((error) => `playwright: ${firstLine(error.message)}`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        found.push(`${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')} [${test.projectName}]: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return found;
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes a runner leaves in its messages
  const line = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((part) => part.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

function countPlaywright(report) {
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return undefined;
  // Errors outside any test (config, webServer, global setup) fail the run without failing a test.
  const globalErrors = Array.isArray(report.errors) && report.errors.length > 0 && !stats.unexpected ? 1 : 0;
  return { passed: stats.expected + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + globalErrors };
}

/** Processes below pid, from /proc (Linux); none elsewhere. */
function descendants(pid) {
  const children = new Map();
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const entry of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

function tryKill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
