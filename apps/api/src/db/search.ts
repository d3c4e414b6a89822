import { joinedText } from '@cartwise/domain/catalogue/search-terms';
import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * What a product's `search_text` column holds, on both engines: its name, description, category and brand
 * joined by newlines (a search text never holds one), in lower case and joined as the search compares them
 * (`joinedText`: "Wi-Fi" and "Wi Fi" as "wifi"). Worked out when a product is saved, since neither engine can.
 */
export function searchText(product: { name: string; description: string; category: string; brand: string }): string {
  return joinedText([product.name, product.description, product.category, product.brand].join('\n').toLowerCase());
}

/** Escapes LIKE wildcards so the search text matches literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The seqs of the products whose searchable text (`searchText`) contains q, case-insensitively, through each
 * engine's index on it: SQLite's FTS5 trigram table (3+ characters; shorter texts scan with LIKE),
 * PostgreSQL's pg_trgm GIN index. q is compared as it is: the caller joins it as the text is (`termForms`).
 */
export async function matchingSeqs(db: Db, q: string, within?: readonly number[]): Promise<number[]> {
  const { rows } = await (within ? searchWithinQuery(db, q, within) : searchQuery(db, q)).execute(db.kysely);
  return rows.map((r) => r.seq);
}

/** Texts shorter than this are too short for the trigram indexes: each engine scans for them. */
export const MIN_INDEXED_SEARCH = 3;

/**
 * The seqs among `within` whose searchable text contains q, by reading those rows alone: for a text too
 * short for the index, once other words of the search have narrowed the candidates.
 */
function searchWithinQuery(db: Db, q: string, within: readonly number[]) {
  const pattern = likePattern(q);
  const seqs = JSON.stringify(within);
  if (db.dialect === 'postgres') {
    return sql<{ seq: number }>`SELECT seq FROM products
      WHERE seq IN (SELECT value::int FROM jsonb_array_elements_text(${seqs}::jsonb)) AND search_text ILIKE ${pattern} ESCAPE '\\'`;
  }
  return sql<{ seq: number }>`SELECT seq FROM products
      WHERE seq IN (SELECT value FROM json_each(${seqs})) AND search_text LIKE ${pattern} ESCAPE '\\'`;
}

/** The statement `matchingSeqs` runs, exported so that a test can ask the engine how it plans it. */
export function searchQuery(db: Db, q: string) {
  const pattern = likePattern(q);
  if (db.dialect === 'postgres') {
    return sql<{ seq: number }>`SELECT seq FROM products WHERE search_text ILIKE ${pattern} ESCAPE '\\'`;
  }
  if ([...q].length >= MIN_INDEXED_SEARCH) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    return sql<{ seq: number }>`SELECT rowid AS seq FROM products_fts WHERE products_fts MATCH ${phrase}`;
  }
  return sql<{ seq: number }>`SELECT seq FROM products WHERE search_text LIKE ${pattern} ESCAPE '\\'`;
}
