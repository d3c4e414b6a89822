import { loadConfig } from '../config.ts';
import { redactedDatabaseUrl } from '../db/database-url.ts';
import { backupDatabase } from '../db/backup.ts';

const USAGE =
  'Usage: npm run db:backup -- FILE\n  Writes a consistent backup of the database DATABASE_URL names to FILE (a new file), safe while the shop runs.\n' +
  '  SQLite: the online backup API (the write-ahead log included). PostgreSQL: pg_dump --format=custom.';

const file = process.argv[2];
if (!file || file === '--help' || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(file === '--help' ? 0 : 2);
}
try {
  const config = loadConfig();
  const started = performance.now();
  const { bytes } = await backupDatabase(config.DATABASE_URL, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${redactedDatabaseUrl(config.DATABASE_URL)} to ${file}: ${bytes} bytes (${seconds} s)`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
