import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb, readDemoCatalog } from '../../test/test-app.ts';
import { CatalogRepository } from '../modules/catalog/repository.ts';
import type { Db } from './database.ts';
import { matchingSeqs, searchQuery } from './search.ts';

const demo = readDemoCatalog();

describe.each(ENGINES)('product search on %s', (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
    await new CatalogRepository(db).upsert(demo.map((p) => productInputSchema.parse(p)));
  });
  afterAll(async () => close?.());

  it('finds a substring of name, description, category or brand, whatever its case, and takes wildcards literally', async () => {
    const seqsOf = async (q: string) => (await matchingSeqs(db, q)).length;
    const expected = (q: string) =>
      demo.filter((p) => [p.name, p.description, p.category, p.brand].some((f) => f?.toLowerCase().includes(q.toLowerCase()))).length;
    for (const q of ['HEADPHONE', 'ooki', 'Home & Garden', 'apple', 'x', '%', '100%', 'a_b']) {
      expect(await seqsOf(q), q).toBe(expected(q));
    }
  });

  it('answers a search of 3 or more characters from the engine’s text index, not a table scan', async () => {
    const plan = async (q: string): Promise<string> => {
      if (engine === 'sqlite') {
        const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${searchQuery(db, q)}`.execute(db.kysely);
        return rows.map((r) => r.detail).join('\n');
      }
      // A small table is cheaper to scan: forbid it, so the plan shows whether the index can serve the query.
      return db.kysely.connection().execute(async (conn) => {
        await sql`SET enable_seqscan = off`.execute(conn);
        try {
          const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${searchQuery(db, q)}`.execute(conn);
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await sql`RESET enable_seqscan`.execute(conn);
        }
      });
    };
    for (const q of ['headphones', 'ook']) {
      if (engine === 'sqlite') expect(await plan(q)).toMatch(/products_fts VIRTUAL TABLE INDEX/);
      else expect(await plan(q)).toMatch(/Bitmap Index Scan on products_search_trgm_idx/);
    }
  });
});
