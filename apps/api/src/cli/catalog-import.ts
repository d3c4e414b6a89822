import { jsonImportFile, shopifyImportFile, type ImportFile } from '../modules/admin/products/import-file.ts';
import { runImport } from '../modules/admin/products/import-run.ts';
import { looksLikeShopifyCsv } from '../modules/catalog/shopify-csv.ts';
import { jsonFileCommand } from './json-file-command.ts';

const USAGE =
  'Usage: npm run catalog:import -- FILE [--replace] [--reset-stock] [--keep-samples]\n' +
  '  FILE       a JSON array of products, or a Shopify product CSV (a .csv file, or one whose header names Handle)\n' +
  '  --replace      delete every product first\n' +
  "  --reset-stock  set the stock of products the shop has to the file's (by default they keep their live stock)\n" +
  "  --keep-samples keep the sample products (SEED_SAMPLE_CATALOG) beside the file's; by default an import into a\n" +
  '                 shop that holds only the samples removes them\n' +
  '  A product whose pictures are not paths on this shop nor https addresses on a host of IMAGE_HOSTS is refused.';

/** "Importing 1,500 of 3,291 rows (45%)", rewritten in place on a terminal. */
function progressLine(done: number, total: number): string {
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  return `\rImporting: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows (${percent}%)`;
}

const read = (text: string, file: string): ImportFile =>
  looksLikeShopifyCsv(file, text) ? shopifyImportFile(text) : jsonImportFile(JSON.parse(text.replace(/^\uFEFF/, '')));

process.exitCode = await jsonFileCommand(
  USAGE,
  {
    replace: { type: 'boolean', default: false },
    'reset-stock': { type: 'boolean', default: false },
    'keep-samples': { type: 'boolean', default: false },
  },
  'import',
  async ({ file, data, values, db, config }) => {
    const started = performance.now();
    const importFile = data as ImportFile;
    const terminal = process.stderr.isTTY === true;
    const { report, deleted, samplesRemoved } = await runImport(db, importFile, {
      replace: values.replace === true,
      resetStock: values['reset-stock'] === true,
      imageHosts: config.IMAGE_HOSTS,
      keepSamples: values['keep-samples'] === true,
      onProgress: (progress) => {
        if (terminal) process.stderr.write(progressLine(progress.processedRows, progress.totalRows));
      },
    });
    if (terminal) process.stderr.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const problems = report.flatMap((outcome) => outcome.problems);
    for (const p of problems.slice(0, 200)) console.error(`row ${p.row}: ${p.field}: ${p.message}`);
    if (problems.length > 200) console.error(`… and ${problems.length - 200} more problems`);
    const count = (outcome: string) => report.filter((o) => o.outcome === outcome).length;
    const refused = count('refused');
    const what = importFile.format === 'shopify-csv' ? 'products refused' : 'invalid rows skipped';
    console.log(
      `Imported ${file} into ${db.location}: ${count('added')} inserted, ${count('updated')} updated` +
        `${deleted ? `, ${deleted} deleted first` : ''}, ${refused} ${what}` +
        `${samplesRemoved ? `, the ${samplesRemoved} sample products removed (--keep-samples keeps them)` : ''} (${seconds} s)`,
    );
    return refused > 0 ? 1 : 0;
  },
  read,
);
