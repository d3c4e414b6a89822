import type { ImportOutcome } from '@cartwise/domain/admin/products';
import type { ValidProductInput } from '@cartwise/domain/catalogue/product';
import { validateCatalogRows, type RowProblem } from '../../catalog/import-catalog.ts';
import { derivedProductId } from '../../catalog/product-mapper.ts';
import { looksLikeShopifyCsv, readShopifyCsv } from '../../catalog/shopify-csv.ts';

/** One product of an import file: ready to write, or refused with its problems. */
export interface ImportItem {
  rows: number[];
  id?: string;
  name?: string;
  product?: ValidProductInput;
  problems: RowProblem[];
}

export interface ImportFile {
  format: 'json' | 'shopify-csv';
  /** The file's rows: the JSON array's length, the CSV's rows under the header. */
  totalRows: number;
  items: ImportItem[];
}

/** A refused item as the report shows it. */
export const refused = (item: ImportItem): ImportOutcome => ({
  rows: item.rows,
  ...(item.id === undefined ? {} : { id: item.id }),
  ...(item.name === undefined ? {} : { name: item.name }),
  outcome: 'refused',
  problems: item.problems,
});

/**
 * An import file read into its products: the JSON import format (an array of products) or a Shopify product
 * CSV, told apart by the name's extension or else by the content (ADR 0021). A problem of the whole file is
 * one refused item of row 0.
 */
export function readImportFile(fileName: string, text: string): ImportFile {
  if (looksLikeShopifyCsv(fileName, text)) return shopifyImportFile(text);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    return { format: 'json', totalRows: 0, items: [{ rows: [0], problems: [{ row: 0, field: '(file)', message: `is not JSON: ${(err as Error).message}` }] }] };
  }
  return jsonImportFile(data);
}

/** A Shopify product CSV's products, each handle one item. */
export function shopifyImportFile(text: string): ImportFile {
  const csv = readShopifyCsv(text);
  const items: ImportItem[] = [
    ...csv.problems.map((problem) => ({ rows: [problem.row], problems: [problem] })),
    ...csv.products.map((p) => ({
      rows: p.rows,
      id: p.handle,
      ...(p.product ? { name: p.product.name, product: p.product } : p.title ? { name: p.title } : {}),
      problems: p.problems,
    })),
  ];
  return { format: 'shopify-csv', totalRows: csv.rows, items };
}

/** The JSON import format's products (an array), each entry one item. */
export function jsonImportFile(data: unknown): ImportFile {
  if (!Array.isArray(data)) {
    return { format: 'json', totalRows: 0, items: [{ rows: [0], problems: [{ row: 0, field: '(file)', message: 'must be a JSON array of products' }] }] };
  }
  const items = data.map((entry: unknown, k): ImportItem => {
    const row = k + 1;
    const given = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const { valid, problems } = validateCatalogRows([entry]);
    const product = valid[0];
    const id = product ? (product.id ?? derivedProductId(product)) : typeof given.id === 'string' ? given.id : undefined;
    const name = product?.name ?? (typeof given.name === 'string' ? given.name : undefined);
    return {
      rows: [row],
      ...(id === undefined ? {} : { id }),
      ...(name === undefined ? {} : { name }),
      ...(product ? { product: { ...product, id } } : {}),
      problems: problems.map((p) => ({ ...p, row })),
    };
  });
  return { format: 'json', totalRows: data.length, items };
}
