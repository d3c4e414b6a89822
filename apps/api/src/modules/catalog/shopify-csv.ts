import { productInputSchema, type ProductInput, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import { MAX_OPTIONS } from '@cartwise/domain/catalogue/variants';
import { parse } from 'csv-parse/sync';
import { decodeHTMLStrict } from 'entities';
import { cleanTextFields, type RowProblem } from './import-catalog.ts';

/**
 * Shopify's product CSV (the file its admin exports: Products → Export) read into the import format
 * (ADR 0021). A product is the rows of one Handle: the first carries the product's fields, every row may
 * carry a variant (Option1..3 Value, Variant SKU, Variant Price…) and an image (Image Src).
 */

/** The columns the reader needs; the others Shopify writes (Variant Grams, SEO Title…) are ignored. */
const REQUIRED_COLUMNS = ['Handle', 'Title', 'Vendor', 'Variant Price'] as const;

/** What a handle became: a product ready to import, or why not, row by row. */
export interface ShopifyProduct {
  handle: string;
  /** Its first row's Title, also for a product refused ('' when empty). */
  title: string;
  /** The spreadsheet row numbers of its rows (the header is row 1). */
  rows: number[];
  /** The product, valid in the import format; absent when it was refused or skipped. */
  product?: ValidProductInput;
  /** Why the product is not imported, at the row and column that says so. */
  problems: RowProblem[];
}

export interface ShopifyCsv {
  /** The rows under the header. */
  rows: number;
  products: ShopifyProduct[];
  /** Problems of the file itself (no header, a missing column), as row 0 or 1. */
  problems: RowProblem[];
}

type Record_ = Record<string, string>;

/**
 * Whether a file is a Shopify product CSV rather than the JSON import format: a `.csv` name, or text that
 * does not start as JSON and whose first line names a Handle column.
 */
export function looksLikeShopifyCsv(fileName: string, text: string): boolean {
  if (/\.csv$/i.test(fileName)) return true;
  if (/\.json$/i.test(fileName)) return false;
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return false;
  const header = start.split(/\r?\n/, 1)[0] ?? '';
  return /(^|,)"?Handle"?(,|$)/.test(header);
}

/** Reads a Shopify product CSV: each handle's rows as one product of the import format, validated. */
export function readShopifyCsv(text: string): ShopifyCsv {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (err) {
    return { rows: 0, products: [], problems: [{ row: 0, field: '(file)', message: `is not a readable CSV file: ${(err as Error).message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: 0, products: [], problems: [{ row: 0, field: '(file)', message: 'is empty' }] };
  const columns = header.map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    return {
      rows: body.length,
      products: [],
      problems: [{ row: 1, field: '(header)', message: `lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of a Shopify product CSV` }],
    };
  }
  // Rows of one handle usually follow each other; a handle met again later still joins its product.
  const byHandle = new Map<string, { rows: number[]; records: Record_[] }>();
  const problems: RowProblem[] = [];
  body.forEach((cells, k) => {
    const row = k + 2;
    const record: Record_ = Object.fromEntries(columns.map((name, c) => [name, (cells[c] ?? '').trim()]));
    if (Object.values(record).every((value) => value === '')) return;
    if (!record.Handle) {
      problems.push({ row, field: 'Handle', message: 'is empty: every row names the product it belongs to' });
      return;
    }
    const entry = byHandle.get(record.Handle) ?? { rows: [], records: [] };
    entry.rows.push(row);
    entry.records.push(record);
    byHandle.set(record.Handle, entry);
  });
  const products = [...byHandle].map(([handle, { rows, records }]) => productOf(handle, rows, records));
  return { rows: body.length, products, problems };
}

/** A price as Shopify writes it ("19.99", "20", "1,299.00"); undefined for an empty cell, NaN for text. */
function priceOf(cell: string): number | undefined {
  if (cell === '') return undefined;
  const plain = cell.replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Shopify's value of a product without options: one variant, Option1 "Title" = "Default Title". */
function isDefaultVariant(record: Record_): boolean {
  return record['Option1 Value'] === 'Default Title' && !record['Option2 Value'] && !record['Option3 Value'];
}

/**
 * A shopper's text from Shopify's Body (HTML): its list items are the product's features (up to 50 of at
 * most 300 characters), the rest its description, paragraphs and line breaks as new lines.
 */
export function bodyText(html: string): { description: string; features: string[] } {
  const features: string[] = [];
  const rest = html.replace(/<li\b[^>]*>([\s\S]*?)<\/li>/gi, (item, inner: string) => {
    const text = inlineText(inner);
    if (text.length === 0 || text.length > 300 || features.length >= 50) return item;
    features.push(text);
    return '';
  });
  const description = decodeHTMLStrict(
    rest
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr|ul|ol)>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
  return { description, features };
}

function inlineText(html: string): string {
  return decodeHTMLStrict(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** One handle's rows as a product of the import format, validated; problems at their row and column. */
function productOf(handle: string, rows: number[], records: Record_[]): ShopifyProduct {
  const first = records[0]!;
  const title = first.Title ?? '';
  const problems: RowProblem[] = [];
  const status = (first.Status ?? '').toLowerCase();
  if (status === 'draft' || status === 'archived') {
    return { handle, title, rows, problems: [{ row: rows[0]!, field: 'Status', message: `is ${status} in Shopify: only active products are imported` }] };
  }
  const optionNames = [1, 2, 3]
    .map((n) => first[`Option${n} Name`] ?? '')
    .filter((name, k) => name !== '' && !(k === 0 && name === 'Title' && isDefaultVariant(first)));
  // Rows with a variant: those that give its price or an option value; the others only add an image.
  const variantRows = records
    .map((record, k) => ({ record, row: rows[k]! }))
    .filter(({ record }) => record['Variant Price'] !== '' || record['Variant SKU'] !== '' || record['Option1 Value'] !== '');
  for (const { record, row } of variantRows) {
    const price = priceOf(record['Variant Price'] ?? '');
    if (price === undefined) problems.push({ row, field: 'Variant Price', message: 'is empty: every variant needs a price' });
    else if (Number.isNaN(price)) problems.push({ row, field: 'Variant Price', message: `'${record['Variant Price']}' is not a price (like 19.99)` });
    const compareAt = priceOf(record['Variant Compare At Price'] ?? '');
    if (Number.isNaN(compareAt)) {
      problems.push({ row, field: 'Variant Compare At Price', message: `'${record['Variant Compare At Price']}' is not a price (like 24.99)` });
    }
    const quantity = record['Variant Inventory Qty'] ?? '';
    if (quantity !== '' && !/^-?\d+$/.test(quantity)) {
      problems.push({ row, field: 'Variant Inventory Qty', message: `'${quantity}' is not a whole number` });
    }
    if (optionNames.length > 0) {
      optionNames.forEach((name, k) => {
        if (!record[`Option${k + 1} Value`]) problems.push({ row, field: `Option${k + 1} Value`, message: `is empty: a value of ${name} is needed` });
      });
    }
  }
  if (variantRows.length === 0) problems.push({ row: rows[0]!, field: 'Variant Price', message: 'is empty on every row: the product has no variant to sell' });
  if (optionNames.length === 0 && variantRows.length > 1) {
    problems.push({
      row: variantRows[1]!.row,
      field: 'Option1 Name',
      message: `is empty on the product's first row, but ${variantRows.length} rows give variants: name the options there`,
    });
  }
  if (!first.Title) problems.push({ row: rows[0]!, field: 'Title', message: "is empty on the product's first row" });
  if (!first.Vendor) problems.push({ row: rows[0]!, field: 'Vendor', message: "is empty on the product's first row: it is the product's brand" });
  if (!first.Type && !first['Product Category']) {
    problems.push({ row: rows[0]!, field: 'Type', message: 'and Product Category are both empty: every product needs a category' });
  }
  if (optionNames.length > MAX_OPTIONS) problems.push({ row: rows[0]!, field: 'Option1 Name', message: `at most ${MAX_OPTIONS} options` });
  if (problems.length > 0) return { handle, title, rows, problems };

  const category = categoryOf(first);
  const { description, features } = bodyText(first['Body (HTML)'] ?? '');
  const images = records
    .map((record) => ({ src: record['Image Src'] ?? '', position: Number(record['Image Position']) || Number.MAX_SAFE_INTEGER }))
    .map((image, k) => ({ ...image, k }))
    .filter((image) => image.src !== '')
    .sort((a, b) => a.position - b.position || a.k - b.k)
    .map((image) => image.src)
    .filter((src, k, all) => all.indexOf(src) === k);
  const variants = variantRows.map(({ record }) => {
    const values = optionNames.map((_, k) => record[`Option${k + 1} Value`]!);
    const price = priceOf(record['Variant Price']!)!;
    const compareAt = priceOf(record['Variant Compare At Price'] ?? '');
    return {
      // Shopify lets a variant go without a SKU; Cartwise needs one, so it is made from the handle and values.
      sku: record['Variant SKU'] || [handle, ...values].join('-').toUpperCase().replace(/\s+/g, '-'),
      options: Object.fromEntries(optionNames.map((name, k) => [name, values[k]!])),
      price,
      // Shopify shows a compare-at price only above the price; one at or below it means nothing.
      ...(compareAt !== undefined && compareAt > price ? { originalPrice: compareAt } : {}),
      // Shopify allows negative stock (selling past zero): here nothing is left to sell.
      stockQuantity: Math.max(0, Number(record['Variant Inventory Qty'] || 0)),
      ...(record['Variant Image'] ? { image: record['Variant Image'] } : {}),
    };
  });
  const cheapest = variants.reduce((best, v) => (v.price < best.price ? v : best), variants[0]!);
  const input: ProductInput = {
    id: handle,
    name: first.Title ?? '',
    description,
    price: cheapest.price,
    ...(cheapest.originalPrice === undefined ? {} : { originalPrice: cheapest.originalPrice }),
    category: category.category,
    subcategory: category.subcategory,
    brand: first.Vendor ?? '',
    images,
    ...(images.length === 0 && variants.some((v) => v.image) ? { thumbnail: variants.find((v) => v.image)!.image } : {}),
    features,
    tags: (first.Tags ?? '').split(',').map((tag) => tag.trim()).filter((tag) => tag.length > 0),
    ...(optionNames.length > 0
      ? { options: optionNames.map((name) => ({ name, values: [...new Set(variants.map((v) => v.options[name]!))] })), variants }
      : { stockQuantity: variants[0]!.stockQuantity }),
  };
  const parsed = productInputSchema.safeParse(cleanTextFields(input));
  if (parsed.success) return { handle, title, rows, product: parsed.data, problems: [] };
  const rowOfVariant = variantRows.map((v) => v.row);
  const problemsAt = parsed.error.issues.map((issue) => ({
    ...located(issue.path.map(String), rows, rowOfVariant, optionNames),
    // The import format counts variants from 0; the file's reader counts rows.
    message: issue.message.replace(/variants\.(\d+)/g, (_, k: string) => `row ${rowOfVariant[Number(k)] ?? k}`),
  }));
  // One problem per cell: a repeated combination also repeats the variant id made from it.
  return { handle, title, rows, problems: problemsAt.filter((p, k) => problemsAt.findIndex((q) => q.row === p.row && q.field === p.field) === k) };
}

/**
 * Cartwise's category and subcategory: Shopify's Product Category's top level ("Apparel & Accessories >
 * Clothing > Shirts & Tops") and the shop's own Type (or the category's last level); without a Product
 * Category, the Type is the category.
 */
function categoryOf(first: Record_): { category: string; subcategory: string } {
  const levels = (first['Product Category'] ?? '').split('>').map((level) => level.trim()).filter((level) => level.length > 0);
  const type = first.Type ?? '';
  if (levels.length === 0) return { category: type, subcategory: '' };
  const subcategory = type || (levels.length > 1 ? levels[levels.length - 1]! : '');
  return { category: levels[0]!, subcategory: subcategory === levels[0] ? '' : subcategory };
}

/** Where in the file the import format's field comes from: the row and the Shopify column. */
const COLUMN_OF: Record<string, string> = {
  id: 'Handle',
  name: 'Title',
  description: 'Body (HTML)',
  features: 'Body (HTML)',
  brand: 'Vendor',
  category: 'Product Category',
  subcategory: 'Type',
  tags: 'Tags',
  images: 'Image Src',
  thumbnail: 'Image Src',
  price: 'Variant Price',
  originalPrice: 'Variant Compare At Price',
  stockQuantity: 'Variant Inventory Qty',
};

const VARIANT_COLUMN_OF: Record<string, string> = {
  sku: 'Variant SKU',
  price: 'Variant Price',
  originalPrice: 'Variant Compare At Price',
  stockQuantity: 'Variant Inventory Qty',
  image: 'Variant Image',
};

function located(path: string[], rows: number[], variantRows: number[], optionNames: string[]): Omit<RowProblem, 'message'> {
  const [head, index, field, name] = path;
  if (head === 'variants' && index !== undefined && /^\d+$/.test(index)) {
    const row = variantRows[Number(index)] ?? rows[0]!;
    const option = field === 'options' && name !== undefined ? optionNames.indexOf(name) : -1;
    const column = option >= 0 ? `Option${option + 1} Value` : (VARIANT_COLUMN_OF[field ?? ''] ?? 'Option1 Value');
    return { row, field: column };
  }
  if (head === 'options') return { row: rows[0]!, field: `Option${Number(index ?? 0) + 1} Name` };
  return { row: rows[0]!, field: COLUMN_OF[head ?? ''] ?? head ?? '(row)' };
}
