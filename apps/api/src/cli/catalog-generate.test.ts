import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../modules/catalog/generate.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./catalog-generate.ts', import.meta.url));
/** The repository root, so that `--import tsx` resolves as it does for `npm run catalog:generate`. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

async function generate(...args: string[]): Promise<Result> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof e.code !== 'number') throw error;
    return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('npm run catalog:generate', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cartwise-generate-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes --count products for --seed to --out as a JSON array, and reports it on stderr', async () => {
    const out = path.join(dir, 'catalog.json');
    const result = await generate('--count', '50', '--seed', '7', '--out', out);

    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^Wrote 50 products \(seed 7\) to .*catalog\.json in \d+\.\d s\n$/);

    const text = await readFile(out, 'utf8');
    const products = JSON.parse(text) as unknown[];
    expect(products).toHaveLength(50);
    for (const p of products) productInputSchema.parse(p);
    expect(products).toEqual(JSON.parse(JSON.stringify([...generateCatalog({ count: 50, seed: 7 })])));
    expect(text.split('\n')).toHaveLength(50 + 3); // "[", one line per product, "]", and the final newline
    expect(await readdir(dir)).toEqual(['catalog.json']); // no temporary file left behind
  });

  it('writes to stdout without --out, identically, with seed 1 by default', async () => {
    const [toStdout, toFile] = await Promise.all([
      generate('--count', '5'),
      generate('--count', '5', '--seed', '1', '--out', path.join(dir, 'five.json')),
    ]);
    expect(toStdout.code).toBe(0);
    expect(toFile.code).toBe(0);
    expect(toStdout.stderr).toMatch(/^Wrote 5 products \(seed 1\) to stdout in /);
    expect(toStdout.stdout).toBe(await readFile(path.join(dir, 'five.json'), 'utf8'));
  });

  it.each([
    [['--count', '0'], '--count'],
    [['--count', 'abc'], '--count'],
    [['--count', '1.5'], '--count'],
    [['--count', '1000001'], '--count'],
    [[], '--count'],
    [['--count', '5', '--seed', 'x'], '--seed'],
    [['--count', '5', '--colour', 'red'], '--colour'],
  ])('exits 2 with a message naming the option for %j', async (args, option) => {
    const result = await generate(...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(option);
    expect(result.stderr).toContain('Usage:');
  });

  it('exits 1 when it cannot write --out', async () => {
    const result = await generate('--count', '5', '--out', path.join(dir, 'missing', 'catalog.json'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/could not write .*catalog\.json/);
  });
});
