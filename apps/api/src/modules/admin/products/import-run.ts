import type { ImportOutcome } from '@cartwise/domain/admin/products';
import type { Db } from '../../../db/database.ts';
import { unifyBrandCase } from '../../catalog/import-catalog.ts';
import { importCatalogInto } from '../../catalog/import-into.ts';
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
 * the owner's choice, not a file's. `replace` deletes every product first (the command line's --replace), in
 * the first chunk's transaction.
 */
export async function runImport(
  db: Db,
  file: ImportFile,
  {
    replace = false,
    resetStock = false,
    onProgress,
  }: { replace?: boolean; resetStock?: boolean; onProgress?: (progress: ImportProgress, report: readonly ImportOutcome[]) => Promise<void> | void } = {},
): Promise<{ report: ImportOutcome[]; deleted: number }> {
  const repository = new AdminProductsRepository(db);
  const archived = await repository.archivedIds(file.items.flatMap((item) => (item.product ? [item.product.id!] : [])));
  const report: ImportOutcome[] = [];
  const progress: ImportProgress = { processedRows: 0, totalRows: file.totalRows, added: 0, updated: 0, refused: 0 };
  const valid: ImportItem[] = [];
  for (const item of file.items) {
    if (item.product && archived.has(item.product.id!)) {
      report.push(refused({ ...item, problems: [{ row: item.rows[0]!, field: 'id', message: `'${item.product.id}' is an archived product: restore it in the back office first` }] }));
    } else if (item.product) valid.push(item);
    else report.push(refused(item));
  }
  progress.refused = report.length;
  progress.processedRows = report.reduce((n, outcome) => n + outcome.rows.length, 0);
  // One spelling per brand across the whole file, as one import of it would choose (ADR 0015).
  const products = unifyBrandCase(valid.map((item) => item.product!));
  let deleted = 0;
  for (let at = 0; at === 0 || at < valid.length; at += IMPORT_CHUNK) {
    const chunk = valid.slice(at, at + IMPORT_CHUNK);
    const rows = products.slice(at, at + IMPORT_CHUNK);
    const deleting = replace && at === 0;
    const existing = deleting ? new Set<string>() : await repository.existingIds(rows.map((p) => p.id!));
    if (rows.length > 0 || deleting) deleted += (await importCatalogInto(db, rows, { replace: deleting, resetStock })).deleted;
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
  return { report, deleted };
}
