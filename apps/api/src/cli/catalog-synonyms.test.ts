import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { migrate, openDatabase, type Db } from '../db/database.ts';
import { importCatalogInto } from '../modules/catalog/import-into.ts';
import { createPgDatabase, ENGINES } from '../../test/test-app.ts';

const cli = fileURLToPath(new URL('./catalog-synonyms.ts', import.meta.url));
const run = promisify(execFile);

async function loadSynonyms(databaseUrl: string, file: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, file], { env: { ...process.env, DATABASE_URL: databaseUrl } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const product = (id: string, name: string) => ({
  id,
  name,
  description: 'A thing for the garden.',
  price: 10,
  category: 'Home & Garden',
  brand: 'Greenway',
  images: ['/images/placeholder.svg'],
  stockQuantity: 5,
});

describe.each(ENGINES)('npm run catalog:synonyms on %s', (engine) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-synonyms-'));
  let url: string;
  let dropDatabase = async () => {};
  let db: Db;
  let app: App;

  beforeAll(async () => {
    if (engine === 'sqlite') url = path.join(dir, 'shop.db');
    else ({ url, drop: dropDatabase } = await createPgDatabase());
    db = openDatabase(url);
    await migrate(db);
    await importCatalogInto(db, [product('hose', 'Garden Hose 25 m'), product('barrow', 'Steel Wheelbarrow')]);
    app = await buildApp({ db });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const found = async (q: string) =>
    (await app.inject(`/api/products?q=${encodeURIComponent(q)}`)).json().products.map((p: { id: string }) => p.id);

  it("loads a shop's synonyms from a file: the running shop finds by them at once, one-way entries one way", async () => {
    expect(await found('pipe')).toEqual([]);
    const file = path.join(dir, 'synonyms.json');
    fs.writeFileSync(file, JSON.stringify([{ terms: ['hose', 'pipe'] }, { from: 'cart', to: ['wheelbarrow'] }]));
    const result = await loadSynonyms(url, file);
    expect(result.stdout).toContain('Loaded 2 synonym entries');
    expect(result.code).toBe(0);
    expect(await found('pipe')).toEqual(['hose']);
    expect(await found('cart')).toEqual(['barrow']);
    expect(await found('wheelbarrow')).toEqual(['barrow']);
    // The built-in set still applies beside the shop's.
    expect(await found('hoses')).toEqual(['hose']);
  });

  it('refuses a file with a bad entry, naming it, and changes nothing', async () => {
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, JSON.stringify([{ terms: ['tube', 'hose'] }, { terms: ['lonely'] }]));
    const result = await loadSynonyms(url, file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('must list at least two phrases');
    expect(result.stderr).toContain('nothing changed');
    expect(await found('tube')).toEqual([]);
    expect(await found('pipe')).toEqual(['hose']);
  });
});
