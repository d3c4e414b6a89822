import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { databaseStartupMessage } from '../db/errors.ts';
import { loadSynonymsInto } from '../modules/catalog/synonyms-into.ts';

const USAGE =
  'Usage: npm run catalog:synonyms -- FILE\n' +
  '  FILE  a JSON array of entries: {"terms": ["sofa", "couch"]} (each finds the others) or\n' +
  '        {"from": "accessories", "to": ["case", "charger"]} (one way); replaces the shop\'s own synonyms';

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
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
    console.error(databaseStartupMessage(config.DATABASE_URL, err, 'load synonyms'));
    return 1;
  }
  try {
    const report = await loadSynonymsInto(db, data);
    if (report.problems) {
      for (const problem of report.problems.slice(0, 50)) console.error(problem);
      console.error(`${file} was not loaded: nothing changed`);
      return 1;
    }
    console.log(`Loaded ${report.loaded} synonym entries from ${file} into ${db.location} (with the built-in English set)`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
