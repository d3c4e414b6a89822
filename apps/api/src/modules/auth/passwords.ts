import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id (algorithm 2) with the library's defaults: 19 MiB, 2 passes, 1 lane (OWASP's first choice). */
const OPTIONS: Options = { algorithm: 2 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so an unknown email takes as long as a wrong password. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('cartwise-no-such-account');
  return dummy;
}
