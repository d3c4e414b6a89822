import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/database.ts';

const cli = fileURLToPath(new URL('./admin-create.ts', import.meta.url));
const run = promisify(execFile);

async function adminCreate(databaseUrl: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run admin:create', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-admin-create-'));
  const url = path.join(dir, 'shop.db');
  const passwordFile = path.join(dir, 'password');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the owner from a password file, promotes an existing account, and refuses what it cannot do', async () => {
    fs.writeFileSync(passwordFile, 'owner-password-1\n');
    const created = await adminCreate(url, '--email', 'Owner@Example.com', '--password-file', passwordFile);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created the account owner@example.com as owner');

    const again = await adminCreate(url, '--email', 'owner@example.com', '--role', 'staff');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('The account was owner; it is now owner@example.com staff');

    fs.writeFileSync(passwordFile, 'short\n');
    const weak = await adminCreate(url, '--email', 'new@example.com', '--password-file', passwordFile);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('The password must be at least 8 characters');
    // No terminal to ask on and no file: it says so rather than waiting.
    const noPassword = await adminCreate(url, '--email', 'new@example.com');
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password-file');
    expect((await adminCreate(url, '--email', 'not an email')).code).toBe(2);
    expect((await adminCreate(url, '--email', 'x@example.com', '--role', 'king')).code).toBe(2);

    const db = openDatabase(url);
    await migrate(db);
    const staff = await db.kysely.selectFrom('staff_members as s').innerJoin('accounts as a', 'a.id', 's.account_id').select(['a.email', 's.role']).execute();
    expect(staff).toEqual([{ email: 'owner@example.com', role: 'staff' }]);
    const audit = await db.kysely.selectFrom('audit_log').select(['action', 'actor_email']).orderBy('seq').execute();
    expect(audit).toEqual([
      { action: 'staff.role-set', actor_email: 'admin:create (command line)' },
      { action: 'staff.role-set', actor_email: 'admin:create (command line)' },
    ]);
    await db.close();
    // Six cold starts of the command through tsx: over a minute on a busy 2-core machine.
  }, 180_000);
});
