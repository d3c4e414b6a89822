import type { Db } from '../../db/database.ts';
import { importCatalog, type ImportReport } from './import-catalog.ts';
import { CatalogRepository } from './repository.ts';

/** `npm run catalog:import` (cli/catalog-import.ts): loads a feed into this database's catalogue (`importCatalog`). */
export function importCatalogInto(db: Db, data: unknown, options: { replace?: boolean; resetStock?: boolean; remove?: readonly string[] } = {}): Promise<ImportReport> {
  return importCatalog(new CatalogRepository(db), data, options);
}
