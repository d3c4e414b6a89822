import { productInputSchema, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import { decodeHTMLStrict } from 'entities';
import { decode as fromWindows1252, encode as toWindows1252 } from 'windows-1252';
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

/** How Windows-1252 reads the bytes 0x80-0xBF, the bytes that continue a UTF-8 character. */
const CONTINUATION = `[${[...fromWindows1252(Uint8Array.from({ length: 64 }, (_, i) => 0x80 + i))]
  .map((char) => `\\u{${char.codePointAt(0)!.toString(16)}}`)
  .join('')}]`;
/**
 * A UTF-8 character's bytes read as Windows-1252, for the lead bytes such text is made of: Â and Ã (the
 * Latin-1 range: "Â°", "Ã©"), â (punctuation: "â€™", "â€œ") and ð (emoji). Other leads are letters that
 * correct text does put before ® – ” ™ ("NESCAFÉ®", "CAFÉ–PARIS"), so they are left alone.
 */
const MOJIBAKE = new RegExp(`[\\u00c2\\u00c3]${CONTINUATION}|\\u00e2${CONTINUATION}{2}|\\u00f0${CONTINUATION}{3}`, 'gu');
const C1_CONTROL = /[\u0080-\u009f]/g;
/** Control characters, but for tab and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Text as a shopper should read it. HTML character references become their characters ("Apple&#174;";
 * only complete ones, so "AT&T" stays). UTF-8 that was read as Windows-1252 is read again ("itâ€™s" ->
 * "it’s", "360Â°" -> "360°"), a sequence at a time and only when its bytes are valid UTF-8. A C1 control
 * character is a Windows-1252 byte read as Latin-1 ("Insignia\x99" -> "Insignia™"), and any control
 * character left is dropped.
 */
export function cleanText(text: string): string {
  return decodeHTMLStrict(text)
    .replace(MOJIBAKE, (bytes) => {
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(toWindows1252(bytes)));
      } catch {
        return bytes;
      }
    })
    .replace(C1_CONTROL, (char) => fromWindows1252(char))
    .replace(CONTROL, '');
}

const clean = (value: unknown) => (typeof value === 'string' ? cleanText(value) : value);

/**
 * A row with its text cleaned (`cleanText`) in every field a shopper reads: feeds exported from web pages
 * write "Apple&#174; iPhone&#174;" and "&#402;/1.8", which the shop would show as typed.
 */
export function cleanTextFields(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  const row: Record<string, unknown> = { ...item };
  for (const field of TEXT_FIELDS) row[field] = clean(row[field]);
  for (const field of ['features', 'tags'] as const) {
    if (Array.isArray(row[field])) row[field] = row[field].map(clean);
  }
  const specs = row.specifications;
  if (typeof specs === 'object' && specs !== null && !Array.isArray(specs)) {
    row.specifications = Object.fromEntries(Object.entries(specs).map(([key, value]) => [cleanText(key), clean(value)]));
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
    const parsed = productInputSchema.safeParse(cleanTextFields(item));
    if (parsed.success) valid.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        problems.push({ row: index + 1, field: issue.path.map(String).join('.') || '(row)', message: issue.message });
      }
    }
  });
  return { valid, problems };
}

/**
 * The rows with one spelling for each brand that differs only by letter case ("OtterBox" and "Otterbox"),
 * so that the brand filter lists it once: the spelling `known` gives first (the database's, most used
 * first), else the one most rows use, else the first in the file.
 */
export function unifyBrandCase(rows: readonly ValidProductInput[], known: readonly string[] = []): ValidProductInput[] {
  const used = new Map<string, Map<string, number>>();
  for (const { brand } of rows) {
    const spellings = used.get(brand.toLowerCase()) ?? new Map<string, number>();
    used.set(brand.toLowerCase(), spellings.set(brand, (spellings.get(brand) ?? 0) + 1));
  }
  const spelling = new Map<string, string>();
  for (const brand of known) if (!spelling.has(brand.toLowerCase())) spelling.set(brand.toLowerCase(), brand);
  for (const [key, spellings] of used) {
    // A stable sort: of equals, the first seen.
    if (!spelling.has(key)) spelling.set(key, [...spellings].sort((a, b) => b[1] - a[1])[0]![0]);
  }
  return rows.map((row) => (spelling.get(row.brand.toLowerCase()) === row.brand ? row : { ...row, brand: spelling.get(row.brand.toLowerCase())! }));
}

/**
 * Loads a catalogue: valid rows land (updating by id), invalid rows are reported and skipped. A product the
 * shop has keeps its live stock unless `resetStock` says the file's figures are the truth (issue 20). The
 * products `remove` names are deleted first, in the same transaction.
 */
export async function importCatalog(
  repository: CatalogRepository,
  data: unknown,
  options: { replace?: boolean; resetStock?: boolean; remove?: readonly string[] } = {},
): Promise<ImportReport> {
  const { valid, problems } = validateCatalogRows(data);
  const rows = Array.isArray(data) ? data.length : 0;
  if (rows === 0 && problems.length > 0) return { rows, inserted: 0, updated: 0, deleted: 0, problems };
  // A brand the database already holds keeps its spelling, unless every product is replaced.
  const known = options.replace ? [] : (await repository.brands()).map((brand) => brand.name);
  const { inserted, updated, deleted } = await repository.upsert(unifyBrandCase(valid, known), {
    replace: options.replace,
    keepStock: options.resetStock !== true,
    remove: options.remove,
  });
  return { rows, inserted, updated, deleted, problems };
}
