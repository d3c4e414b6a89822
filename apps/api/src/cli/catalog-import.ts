import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { databaseStartupMessage } from '../db/errors.ts';
import { importCatalogInto } from '../modules/catalog/import-into.ts';

const USAGE = 'Usage: npm run catalog:import -- FILE [--replace]\n  FILE       a JSON array of products\n  --replace  delete every product first';

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean', default: false }, help: { type: 'boolean' } } });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.values.help) {
    console.log(USAGE);
    return 0;
  }
  const file = args.positionals[0];
  if (!file || args.positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (err) {
    console.error(`Cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  let db;
  try {
    db = openDatabase(config.DATABASE_URL);
    await migrate(db);
  } catch (err) {
    await db?.close().catch(() => undefined);
    // One line naming DATABASE_URL (never its password) and the cause, as the server says it.
    console.error(databaseStartupMessage(config.DATABASE_URL, err, 'import'));
    return 1;
  }
  try {
    const started = performance.now();
    const report = await importCatalogInto(db, data, { replace: args.values.replace });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const p of report.problems.slice(0, 200)) console.error(`row ${p.row}: ${p.field}: ${p.message}`);
    if (report.problems.length > 200) console.error(`… and ${report.problems.length - 200} more problems`);
    const invalidRows = new Set(report.problems.map((p) => p.row)).size;
    console.log(
      `Imported ${file} into ${db.location}: ${report.inserted} inserted, ${report.updated} updated` +
        `${report.deleted ? `, ${report.deleted} deleted first` : ''}, ${invalidRows} invalid rows skipped (${seconds} s)`,
    );
    return invalidRows > 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
