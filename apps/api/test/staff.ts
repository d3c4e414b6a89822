import type { StaffRole } from '@cartwise/domain/admin/staff';
import type { App } from '../src/app.ts';
import { Shopper } from './shopper-client.ts';

let accounts = 0;

/**
 * A browser signed in to a new account with a back-office role: the account signs up as a shopper would,
 * is given the role as `npm run admin:create` gives it, and signs in again (a staff session). Without a
 * role, a signed-in shopper.
 */
export async function signedIn(app: App, role?: StaffRole, email = `staff-${Date.now()}-${(accounts += 1)}@example.com`): Promise<Shopper> {
  const browser = new Shopper(app);
  const res = await browser.post('/api/auth/signup', { email, password: 'correct horse battery' });
  if (res.status !== 200 && res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (!role) return browser;
  await app.staff.grant(email, role, { accountId: null, email: 'test' });
  const again = await browser.post('/api/auth/login', { email, password: 'correct horse battery' });
  if (again.status !== 200) throw new Error(`sign-in failed: ${again.status} ${JSON.stringify(again.body)}`);
  return browser;
}
