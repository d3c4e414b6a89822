import type { Db } from '../../db/database.ts';
import { CatalogRepository } from './repository.ts';
import { synonymsFileSchema } from './search/synonyms.ts';

/** What a synonyms file held: the entries loaded, or the problems that refused it (nothing is changed then). */
export type SynonymsReport = { loaded: number; problems?: undefined } | { loaded: 0; problems: string[] };

/**
 * `npm run catalog:synonyms` (cli/catalog-synonyms.ts): replaces the shop's own synonyms with a file's (ADR 0016),
 * all or nothing. Every API process rebuilds its search with them on its next request.
 */
export async function loadSynonymsInto(db: Db, data: unknown): Promise<SynonymsReport> {
  const parsed = synonymsFileSchema.safeParse(data);
  if (!parsed.success) {
    return { loaded: 0, problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`) };
  }
  if (parsed.data.length === 0) return { loaded: 0, problems: ['file: lists no synonyms'] };
  await new CatalogRepository(db).replaceSynonyms(parsed.data);
  return { loaded: parsed.data.length };
}

