import { importCatalogInto } from '../modules/catalog/import-into.ts';
import { jsonFileCommand } from './json-file-command.ts';

const USAGE = 'Usage: npm run catalog:import -- FILE [--replace]\n  FILE       a JSON array of products\n  --replace  delete every product first';

process.exitCode = await jsonFileCommand(USAGE, { replace: { type: 'boolean', default: false } }, 'import', async ({ file, data, values, db }) => {
  const started = performance.now();
  const report = await importCatalogInto(db, data, { replace: values.replace === true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const p of report.problems.slice(0, 200)) console.error(`row ${p.row}: ${p.field}: ${p.message}`);
  if (report.problems.length > 200) console.error(`… and ${report.problems.length - 200} more problems`);
  const invalidRows = new Set(report.problems.map((p) => p.row)).size;
  console.log(
    `Imported ${file} into ${db.location}: ${report.inserted} inserted, ${report.updated} updated` +
      `${report.deleted ? `, ${report.deleted} deleted first` : ''}, ${invalidRows} invalid rows skipped (${seconds} s)`,
  );
  return invalidRows > 0 ? 1 : 0;
});
