import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Escapes LIKE wildcards so the search text matches literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The seqs of the products whose name, description, category or brand contain q, case-insensitively,
 * through each engine's index: SQLite's FTS5 trigram table (3+ characters; shorter texts scan with LIKE),
 * PostgreSQL's pg_trgm GIN index on the joined searchable fields.
 */
export async function matchingSeqs(db: Db, q: string): Promise<number[]> {
  const { rows } = await searchQuery(db, q).execute(db.kysely);
  return rows.map((r) => r.seq);
}

/** The statement `matchingSeqs` runs, exported so that a test can ask the engine how it plans it. */
export function searchQuery(db: Db, q: string) {
  const pattern = likePattern(q);
  if (db.dialect === 'postgres') {
    return sql<{ seq: number }>`SELECT seq FROM products WHERE search_text ILIKE ${pattern} ESCAPE '\\'`;
  }
  if ([...q].length >= 3) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    return sql<{ seq: number }>`SELECT rowid AS seq FROM products_fts WHERE products_fts MATCH ${phrase}`;
  }
  return sql<{ seq: number }>`SELECT seq FROM products WHERE name LIKE ${pattern} ESCAPE '\\'
      OR description LIKE ${pattern} ESCAPE '\\' OR category LIKE ${pattern} ESCAPE '\\' OR brand LIKE ${pattern} ESCAPE '\\'`;
}
