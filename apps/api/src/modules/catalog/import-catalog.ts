import { productInputSchema, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import type { CatalogRepository } from './repository.ts';

export interface RowProblem {
  /** 1-based position of the row in the file. */
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  rows: number;
  inserted: number;
  updated: number;
  deleted: number;
  problems: RowProblem[];
}

/** Validates every row; valid rows are returned, invalid ones reported by row number and field. */
export function validateCatalogRows(data: unknown): { valid: ValidProductInput[]; problems: RowProblem[] } {
  if (!Array.isArray(data)) {
    return { valid: [], problems: [{ row: 0, field: '(file)', message: 'must be a JSON array of products' }] };
  }
  const valid: ValidProductInput[] = [];
  const problems: RowProblem[] = [];
  data.forEach((item, index) => {
    const parsed = productInputSchema.safeParse(item);
    if (parsed.success) valid.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        problems.push({ row: index + 1, field: issue.path.map(String).join('.') || '(row)', message: issue.message });
      }
    }
  });
  return { valid, problems };
}

/** Loads a catalogue: valid rows land (updating by id), invalid rows are reported and skipped. */
export async function importCatalog(
  repository: CatalogRepository,
  data: unknown,
  options: { replace?: boolean } = {},
): Promise<ImportReport> {
  const { valid, problems } = validateCatalogRows(data);
  const rows = Array.isArray(data) ? data.length : 0;
  if (rows === 0 && problems.length > 0) return { rows, inserted: 0, updated: 0, deleted: 0, problems };
  const { inserted, updated, deleted } = await repository.upsert(valid, { replace: options.replace });
  return { rows, inserted, updated, deleted, problems };
}
