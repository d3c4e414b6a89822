export type Dialect = 'sqlite' | 'postgres';

/** What DATABASE_URL may be, for the messages that refuse anything else. */
export const DATABASE_URL_FORMS =
  'a SQLite file path (./data/cartwise.db), sqlite:PATH, file:PATH, :memory:, or postgres://user:password@host:5432/database';

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite';
}

/** `sqlite:./data/x.db`, `sqlite:///abs/x.db`, `file:x.db`, a plain path or `:memory:`. */
export function sqliteFilename(url: string): string {
  if (url === ':memory:' || url === 'sqlite::memory:') return ':memory:';
  return url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
}

/**
 * Why DATABASE_URL cannot be opened as it is, or undefined when it can. Any other `scheme://` would
 * otherwise be read as a SQLite path (`mysql://…` a file named "mysql:/…"), and an empty `sqlite:` would
 * open an anonymous temporary database that vanishes with the process.
 */
export function databaseUrlProblem(url: string): string | undefined {
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme && !['postgres', 'postgresql', 'sqlite', 'file'].includes(scheme)) {
    return `${scheme}:// is not supported: use ${DATABASE_URL_FORMS}`;
  }
  if (dialectOf(url) === 'postgres') {
    return URL.canParse(url) ? undefined : `is not a valid postgres:// URL: use ${DATABASE_URL_FORMS}`;
  }
  if (sqliteFilename(url).trim() === '') return `names no SQLite file: use ${DATABASE_URL_FORMS}`;
  return undefined;
}

/** The URL for logs and messages: a PostgreSQL URL without its password (nor its SSL key's). */
export function redactedDatabaseUrl(url: string): string {
  if (dialectOf(url) !== 'postgres' || !URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '';
  for (const secret of ['password', 'sslpassword']) parsed.searchParams.delete(secret);
  return parsed.toString();
}
