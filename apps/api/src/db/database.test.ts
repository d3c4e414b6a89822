import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('openDatabase', () => {
  it('logs an in-memory SQLite database as :memory:, not as a file in the working directory', async () => {
    for (const url of [':memory:', 'sqlite::memory:']) {
      const db = openDatabase(url);
      expect(db.location).toBe(':memory:');
      await db.close();
    }
  });

  it('refuses a URL it would otherwise open as a SQLite file named after it', () => {
    expect(() => openDatabase('mysql://u:p@localhost/db')).toThrow(/^DATABASE_URL mysql:\/\/ is not supported/);
  });
});
