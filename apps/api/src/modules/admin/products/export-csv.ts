import type { Product } from '@cartwise/domain/catalogue/product';

/** The columns written: those of Shopify's product CSV that Cartwise has (ADR 0021), so the file imports back here or there. */
export const EXPORT_COLUMNS = [
  'Handle', 'Title', 'Body (HTML)', 'Vendor', 'Product Category', 'Type', 'Tags', 'Published',
  'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value', 'Option3 Name', 'Option3 Value',
  'Variant SKU', 'Variant Inventory Qty', 'Variant Price', 'Variant Compare At Price',
  'Image Src', 'Image Position', 'Variant Image', 'Status',
] as const;

type Column = (typeof EXPORT_COLUMNS)[number];

/** Products read per page of the export. */
const EXPORT_PAGE = 500;

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = (dollars: number) => dollars.toFixed(2);

/** The description's lines as paragraphs and the features as a list: what the import reads back (`bodyText`). */
function bodyHtml(product: Product): string {
  const paragraphs = product.description.split('\n').filter((line) => line.trim() !== '').map((line) => `<p>${escapeHtml(line)}</p>`);
  const features = product.features.length === 0 ? [] : [`<ul>${product.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`];
  return [...paragraphs, ...features].join('\n');
}

/** A product's rows: the first with its fields, one per variant (or Shopify's Default Title), one per further image. */
export function productRows(product: Product): string[] {
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  const rows: Partial<Record<Column, string>>[] = [];
  const count = Math.max(options.length === 0 ? 1 : variants.length, product.images.length, 1);
  for (let k = 0; k < count; k++) {
    const row: Partial<Record<Column, string>> = { Handle: product.id };
    if (k === 0) {
      Object.assign(row, {
        Title: product.name,
        'Body (HTML)': bodyHtml(product),
        Vendor: product.brand,
        'Product Category': product.category,
        Type: product.subcategory,
        Tags: product.tags.join(', '),
        Published: 'TRUE',
        Status: 'active',
      });
      if (options.length === 0) {
        Object.assign(row, {
          'Option1 Name': 'Title',
          'Option1 Value': 'Default Title',
          'Variant Inventory Qty': String(product.stockQuantity),
          'Variant Price': money(product.price),
          'Variant Compare At Price': product.originalPrice === undefined ? '' : money(product.originalPrice),
        });
      } else options.forEach((o, n) => (row[`Option${n + 1} Name` as Column] = o.name));
    }
    const variant = variants[k];
    if (options.length > 0 && variant) {
      options.forEach((o, n) => (row[`Option${n + 1} Value` as Column] = variant.options[o.name] ?? ''));
      Object.assign(row, {
        'Variant SKU': variant.sku,
        'Variant Inventory Qty': String(variant.stockQuantity),
        'Variant Price': money(variant.price),
        'Variant Compare At Price': variant.originalPrice === undefined ? '' : money(variant.originalPrice),
        'Variant Image': variant.image ?? '',
      });
    }
    const image = product.images[k];
    if (image) Object.assign(row, { 'Image Src': image, 'Image Position': String(k + 1) });
    rows.push(row);
  }
  return rows.map((row) => EXPORT_COLUMNS.map((c) => csvField(row[c] ?? '')).join(','));
}

/** The whole catalogue in featured order, a page of products at a time (the header first), without holding it in memory. */
export async function* exportCsvPages(
  page: (afterSeq: number, limit: number) => Promise<{ products: Product[]; last: number | undefined }>,
): AsyncGenerator<string> {
  yield `${EXPORT_COLUMNS.join(',')}\n`;
  let after = 0;
  for (;;) {
    const { products, last } = await page(after, EXPORT_PAGE);
    if (products.length === 0 || last === undefined) return;
    yield products.flatMap(productRows).map((line) => `${line}\n`).join('');
    after = last;
  }
}
