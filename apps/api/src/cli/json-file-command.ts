import fs from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { migrate, openDatabase, type Db } from '../db/database.ts';
import { databaseStartupMessage } from '../db/errors.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** What a command that reads one JSON file into the database receives. */
export interface JsonFileInput<O extends Options> {
  file: string;
  data: unknown;
  values: ReturnType<typeof parseArgs<{ options: O; allowPositionals: true }>>['values'];
  db: Db;
  /** The shop's configuration, as the server reads it (IMAGE_HOSTS…). */
  config: Config;
}

/**
 * The frame of `npm run catalog:import` and `catalog:synonyms`: the arguments (one FILE, `--help`), the file
 * read as JSON, the configuration, the database opened and migrated, closed afterwards. Answers the exit code:
 * 2 for a usage or file problem, 1 for a database the command cannot open (one line naming DATABASE_URL
 * without its password), else what `run` answers.
 */
export async function jsonFileCommand<O extends Options>(
  usage: string,
  options: O,
  action: string,
  run: (input: JsonFileInput<O>) => Promise<number>,
  /** How the file's text becomes `data`: JSON by default; `catalog:import` reads CSV too. */
  read: (text: string, file: string) => unknown = (text) => JSON.parse(text),
): Promise<number> {
  let args: { values: Record<string, unknown>; positionals: string[] };
  try {
    args = parseArgs({ allowPositionals: true, options: { ...options, help: { type: 'boolean' } } }) as typeof args;
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  if (args.values.help) {
    console.log(usage);
    return 0;
  }
  const file = args.positionals[0];
  if (!file || args.positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  let data: unknown;
  try {
    data = read(await fs.readFile(file, 'utf8'), file);
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
    console.error(databaseStartupMessage(config.DATABASE_URL, err, action));
    return 1;
  }
  try {
    return await run({ file, data, values: args.values as JsonFileInput<O>['values'], db, config });
  } finally {
    await db.close();
  }
}
