import { loadConfig } from '../config.ts';
import { redactedDatabaseUrl } from '../db/database-url.ts';
import { restoreDatabase } from '../db/backup.ts';

const USAGE =
  'Usage: npm run db:restore -- FILE\n  Restores a backup made by npm run db:backup into the database DATABASE_URL names, which must be empty\n' +
  '  (a new SQLite file, or a new PostgreSQL database: createdb NAME). Start the shop on it afterwards.';

const file = process.argv[2];
if (!file || file === '--help' || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(file === '--help' ? 0 : 2);
}
try {
  const config = loadConfig();
  await restoreDatabase(config.DATABASE_URL, file);
  console.log(`Restored ${file} into ${redactedDatabaseUrl(config.DATABASE_URL)}`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
