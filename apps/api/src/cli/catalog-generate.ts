/**
 * Writes a synthetic catalogue as a JSON array, one product per line, for load tests and demos.
 *
 *   npm run catalog:generate -- --count 100000 [--seed 1] [--out data/catalog-100k.json]
 *
 * Without --out the JSON goes to stdout. The output is deterministic: the same --count and --seed always give
 * the same bytes, and the first N products do not depend on --count (see modules/catalog/generate.ts).
 * With --out the file is written beside its destination and renamed into place, so a failed run never leaves
 * half a catalogue behind. Exit codes: 0 done, 1 could not write, 2 bad arguments.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Writable } from 'node:stream';
import { generateCatalog } from '../modules/catalog/generate.ts';

const MAX_COUNT = 1_000_000;

const USAGE = `Usage: npm run catalog:generate -- --count N [--seed S] [--out FILE]

  -n, --count N    how many products to generate, an integer from 1 to ${MAX_COUNT} (required)
  -s, --seed S     an integer; the same seed and count always give the same catalogue (default 1)
  -o, --out FILE   write the JSON array to FILE instead of stdout
  -h, --help       show this help`;

interface GenerateArgs {
  count: number;
  seed: number;
  out?: string;
}

class UsageError extends Error {}

/** Parses and checks the command line; throws UsageError with a message naming the offending option. */
function parseGenerateArgs(argv: readonly string[]): GenerateArgs | 'help' {
  let values: { count?: string; seed?: string; out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        count: { type: 'string', short: 'n' },
        seed: { type: 'string', short: 's' },
        out: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';

  if (values.count === undefined) throw new UsageError('--count is required');
  const count = parseInteger(values.count);
  if (count === undefined || count < 1 || count > MAX_COUNT) {
    throw new UsageError(`--count must be an integer from 1 to ${MAX_COUNT}, got "${values.count}"`);
  }

  let seed = 1;
  if (values.seed !== undefined) {
    const parsed = parseInteger(values.seed);
    if (parsed === undefined) {
      throw new UsageError(`--seed must be an integer from ${Number.MIN_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, got "${values.seed}"`);
    }
    seed = parsed;
  }

  if (values.out !== undefined && values.out.trim() === '') throw new UsageError('--out must be a file path');
  return { count, seed, ...(values.out === undefined ? {} : { out: values.out }) };
}

/** A plain decimal integer within the safe range ("1e3", "0x10", "1.0" and "" are refused). */
function parseInteger(text: string): number | undefined {
  if (!/^\s*[-+]?\d+\s*$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Writes a chunk, waiting when the stream's buffer is full; rejects when the stream fails or closes. */
async function write(stream: Writable, chunk: string): Promise<void> {
  if (stream.errored) throw stream.errored;
  if (stream.destroyed) throw new Error('the output closed early');
  if (stream.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(stream.errored ?? new Error('the output closed early'));
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}

/** Streams the catalogue as a JSON array, one product per line, batching lines into ~256 KB writes. */
async function writeCatalog(stream: Writable, { count, seed }: GenerateArgs): Promise<void> {
  // Errors between writes are picked up through stream.errored by the next write; this keeps them from
  // being thrown as uncaught 'error' events meanwhile.
  const ignore = () => {};
  stream.on('error', ignore);
  try {
    let buffer = '[\n';
    let first = true;
    for (const product of generateCatalog({ count, seed })) {
      buffer += (first ? '' : ',\n') + JSON.stringify(product);
      first = false;
      if (buffer.length >= 256 * 1024) {
        await write(stream, buffer);
        buffer = '';
      }
    }
    await write(stream, `${buffer}\n]\n`);
  } finally {
    stream.off('error', ignore);
  }
}

async function toFile(file: string, args: GenerateArgs): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const stream = createWriteStream(temp, { highWaterMark: 8 << 20 });
  try {
    await writeCatalog(stream, args);
    await new Promise<void>((resolve, reject) => {
      stream.once('error', reject);
      stream.end(resolve);
    });
    await rename(temp, file);
  } catch (error) {
    stream.destroy();
    await rm(temp, { force: true });
    throw error;
  }
}

async function toStdout(args: GenerateArgs): Promise<void> {
  await writeCatalog(process.stdout, args);
  // Wait for the last chunk to be flushed before reporting.
  await new Promise<void>((resolve, reject) => {
    process.stdout.once('error', reject);
    process.stdout.write('', (error) => {
      process.stdout.off('error', reject);
      if (error) reject(error);
      else resolve();
    });
  });
}

async function main(argv: readonly string[]): Promise<number> {
  let args: GenerateArgs | 'help';
  try {
    args = parseGenerateArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`catalog:generate: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const started = performance.now();
  const destination = args.out === undefined ? undefined : path.resolve(args.out);
  try {
    if (destination === undefined) await toStdout(args);
    else await toFile(destination, args);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') return 0; // the reader went away (`| head`); nothing more to say
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`catalog:generate: could not write ${destination ?? 'stdout'}: ${message}\n`);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`Wrote ${args.count} products (seed ${args.seed}) to ${destination ?? 'stdout'} in ${seconds} s\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
