import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createStaffSchema, type StaffRole } from '@cartwise/domain/admin/staff';
import { newPasswordSchema } from '@cartwise/domain/accounts/schemas';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { databaseStartupMessage } from '../db/errors.ts';

const USAGE =
  'Usage: npm run admin:create -- --email EMAIL [--role owner|staff] [--password-file FILE]\n' +
  '  Makes EMAIL a back-office account (the owner by default), creating the account when it does not exist.\n' +
  '  A new account\'s password is asked for on the terminal (twice, not shown) or read from FILE\'s first line.\n' +
  '  An existing account keeps its password.';

/** Reads a line from the terminal without showing it (raw mode: each key is handled here). */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    input.on('data', onData);
  });
}

async function newPassword(passwordFile: string | undefined): Promise<string> {
  if (passwordFile !== undefined) {
    const [firstLine = ''] = (await fs.readFile(passwordFile, 'utf8')).split(/\r?\n/);
    return firstLine;
  }
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password on: pass --password-file FILE');
  const first = await askHidden('Password (8 to 128 characters): ');
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new Error('The two passwords differ');
  return first;
}

async function main(): Promise<number> {
  let values: { email?: string; role?: string; 'password-file'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, role: { type: 'string' }, 'password-file': { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const parsed = createStaffSchema.safeParse({ email: values.email ?? '', ...(values.role ? { role: values.role } : {}) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${String(issue.path[0])}: ${issue.message}`);
    console.error(USAGE);
    return 2;
  }
  const { email, role } = parsed.data as { email: string; role: StaffRole };

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  let db;
  try {
    db = openDatabase(config.DATABASE_URL);
    await migrate(db);
  } catch (err) {
    await db?.close().catch(() => undefined);
    console.error(databaseStartupMessage(config.DATABASE_URL, err, 'create the account'));
    return 1;
  }
  const app = await buildApp({ db });
  try {
    let created = false;
    if (!(await app.auth.findByEmail(email))) {
      let password: string;
      try {
        password = await newPassword(values['password-file']);
      } catch (err) {
        console.error((err as Error).message);
        return 2;
      }
      const checked = newPasswordSchema.safeParse(password);
      if (!checked.success) {
        console.error(`The password ${checked.error.issues[0]?.message ?? 'is not valid'}`);
        return 2;
      }
      created = (await app.auth.createAccount(email, checked.data)) !== undefined;
    }
    const { before } = await app.staff.grant(email, role, { accountId: null, email: 'admin:create (command line)' });
    const what = created ? 'Created the account' : before ? `The account was ${before}; it is now` : 'The existing account is now';
    console.log(`${what} ${email}${created ? ` as ${role}` : ` ${role}`}. Sign in at /admin.`);
    return 0;
  } finally {
    await app.close();
    await db.close();
  }
}

process.exitCode = await main();
