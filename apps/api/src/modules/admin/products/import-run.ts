import type { ImportOutcome } from '@cartwise/domain/admin/products';
import type { Db } from '../../../db/database.ts';
import { unifyBrandCase } from '../../catalog/import-catalog.ts';
import { importCatalogInto } from '../../catalog/import-into.ts';
import { pictureProblems } from '../../catalog/picture-urls.ts';
import { samplesAlone } from '../../catalog/seed.ts';
import { refused, type ImportFile, type ImportItem } from './import-file.ts';
import { AdminProductsRepository } from './repository.ts';

/** Products written per transaction: an import of 100,000 does not hold the database for its whole length. */
export const IMPORT_CHUNK = 500;

export interface ImportProgress {
  processedRows: number;
  totalRows: number;
  added: number;
  updated: number;
  refused: number;
}

/**
 * Writes an import file's valid products through the catalogue's import (`importCatalogInto`: same rows,
 * same text cleaning, same brand spelling), a chunk per transaction, and answers what became of each product:
 * added, updated, or refused with its problems. A product whose id is archived is refused: restoring it is
 * the owner's choice, not a file's. So is a product with a picture the shop's pages could not show (`imageHosts`:
 * IMAGE_HOSTS; issue 20): nothing of it is stored. `replace` deletes every product first (the command line's
 * --replace), in the first chunk's transaction; so, without it, are the sample products of a shop that holds
 * nothing else (a first real import replaces them, ADR 0028), unless `keepSamples`.
 */
export async function runImport(
  db: Db,
  file: ImportFile,
  {
    replace = false,
    resetStock = false,
    imageHosts = [],
    keepSamples = false,
    onProgress,
  }: {
    replace?: boolean;
    resetStock?: boolean;
    /** Hosts besides the shop's own that pictures may come from (IMAGE_HOSTS). */
    imageHosts?: readonly string[];
    /** Keep the sample products beside the file's (the demo: `npm run catalog:import -- FILE --keep-samples`). */
    keepSamples?: boolean;
    onProgress?: (progress: ImportProgress, report: readonly ImportOutcome[]) => Promise<void> | void;
  } = {},
): Promise<{ report: ImportOutcome[]; deleted: number; samplesRemoved: number }> {
  const repository = new AdminProductsRepository(db);
  const archived = await repository.archivedIds(file.items.flatMap((item) => (item.product ? [item.product.id!] : [])));
  const report: ImportOutcome[] = [];
  const progress: ImportProgress = { processedRows: 0, totalRows: file.totalRows, added: 0, updated: 0, refused: 0 };
  const valid: ImportItem[] = [];
  for (const item of file.items) {
    if (item.product && archived.has(item.product.id!)) {
      report.push(refused({ ...item, problems: [{ row: item.rows[0]!, field: 'id', message: `'${item.product.id}' is an archived product: restore it in the back office first` }] }));
    } else if (item.product) {
      const problems = pictureProblems(item.product, imageHosts).map((p) => ({ ...p, field: columnOf(file, p.field), row: item.rows[0]! }));
      if (problems.length > 0) report.push(refused({ ...item, problems }));
      else valid.push(item);
    } else report.push(refused(item));
  }
  progress.refused = report.length;
  progress.processedRows = report.reduce((n, outcome) => n + outcome.rows.length, 0);
  // One spelling per brand across the whole file, as one import of it would choose (ADR 0015).
  const products = unifyBrandCase(valid.map((item) => item.product!));
  // Samples the file itself lists are updated like any product; a file of nothing valid leaves them.
  const listed = new Set(products.map((p) => p.id!));
  const samples = replace || keepSamples || products.length === 0 ? [] : (await samplesAlone(db)).filter((id) => !listed.has(id));
  let deleted = 0;
  let samplesRemoved = 0;
  for (let at = 0; at === 0 || at < valid.length; at += IMPORT_CHUNK) {
    const chunk = valid.slice(at, at + IMPORT_CHUNK);
    const rows = products.slice(at, at + IMPORT_CHUNK);
    const deleting = replace && at === 0;
    const remove = at === 0 ? samples : [];
    const existing = deleting ? new Set<string>() : await repository.existingIds(rows.map((p) => p.id!));
    if (rows.length > 0 || deleting) {
      const written = await importCatalogInto(db, rows, { replace: deleting, resetStock, remove });
      if (remove.length > 0) samplesRemoved = written.deleted;
      else deleted += written.deleted;
    }
    chunk.forEach((item, k) => {
      const product = rows[k]!;
      const outcome = existing.has(product.id!) ? 'updated' : 'added';
      progress[outcome] += 1;
      progress.processedRows += item.rows.length;
      report.push({ rows: item.rows, id: product.id!, name: product.name, outcome, problems: [] });
    });
    await onProgress?.({ ...progress }, report);
  }
  report.sort((a, b) => (a.rows[0] ?? 0) - (b.rows[0] ?? 0));
  return { report, deleted, samplesRemoved };
}

/** A picture's field as the file names it: a Shopify CSV's column (Image Src, Variant Image), the JSON format's own field. */
function columnOf(file: ImportFile, field: string): string {
  if (file.format !== 'shopify-csv') return field;
  return field.startsWith('variants.') ? 'Variant Image' : 'Image Src';
}
