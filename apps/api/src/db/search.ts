import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from './database.ts';

/** Escapes LIKE wildcards so the search text matches literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring match on name, description, category or brand, through each engine's index:
 * SQLite's FTS5 trigram table (3+ characters; shorter texts scan), PostgreSQL's pg_trgm GIN index.
 */
export function searchCondition(dialect: Dialect, q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  if (dialect === 'postgres') return sql<SqlBool>`products.search_text ILIKE ${pattern} ESCAPE '\\'`;
  if ([...q].length >= 3) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    return sql<SqlBool>`products.seq IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${phrase})`;
  }
  return sql<SqlBool>`(products.name LIKE ${pattern} ESCAPE '\\' OR products.description LIKE ${pattern} ESCAPE '\\'
    OR products.category LIKE ${pattern} ESCAPE '\\' OR products.brand LIKE ${pattern} ESCAPE '\\')`;
}

/** 1 when the product's name contains the search text, else 0: relevance ranks name matches first. */
export function nameMatchRank(dialect: Dialect, q: string): Expression<number> {
  const pattern = likePattern(q);
  const op = dialect === 'postgres' ? sql`ILIKE` : sql`LIKE`;
  return sql<number>`CASE WHEN products.name ${op} ${pattern} ESCAPE '\\' THEN 1 ELSE 0 END`;
}
