import { productInputSchema, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import { decodeHTMLStrict } from 'entities';
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

/** The text fields a shopper reads, where exported catalogues write characters as HTML codes. */
const TEXT_FIELDS = ['name', 'description', 'brand', 'category', 'subcategory'] as const;

const decode = (value: unknown) => (typeof value === 'string' ? decodeHTMLStrict(value) : value);

/**
 * A row with HTML character references in its text turned into the characters they stand for: feeds
 * exported from web pages write "Apple&#174; iPhone&#174;" and "&#402;/1.8", which the shop would show as
 * typed. Only complete references (with their ";") are read, so "AT&T" and "R&D" stay as they are.
 */
export function decodeTextFields(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  const row: Record<string, unknown> = { ...item };
  for (const field of TEXT_FIELDS) row[field] = decode(row[field]);
  for (const field of ['features', 'tags'] as const) {
    if (Array.isArray(row[field])) row[field] = row[field].map(decode);
  }
  const specs = row.specifications;
  if (typeof specs === 'object' && specs !== null && !Array.isArray(specs)) {
    row.specifications = Object.fromEntries(Object.entries(specs).map(([key, value]) => [decodeHTMLStrict(key), decode(value)]));
  }
  return row;
}

/** Validates every row; valid rows are returned, invalid ones reported by row number and field. */
export function validateCatalogRows(data: unknown): { valid: ValidProductInput[]; problems: RowProblem[] } {
  if (!Array.isArray(data)) {
    return { valid: [], problems: [{ row: 0, field: '(file)', message: 'must be a JSON array of products' }] };
  }
  const valid: ValidProductInput[] = [];
  const problems: RowProblem[] = [];
  data.forEach((item, index) => {
    const parsed = productInputSchema.safeParse(decodeTextFields(item));
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
