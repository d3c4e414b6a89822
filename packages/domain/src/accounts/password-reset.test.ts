import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, resetPasswordPath, resetPasswordSchema, resetTokenFromHash } from './password-reset.ts';

const TOKEN = 'a'.repeat(40) + '_-9';
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('password reset payloads', () => {
  it('asks for a link with an email, trimmed and lower-cased', () => {
    expect(forgotPasswordSchema.parse({ email: ' Ada@Example.com ' })).toEqual({ email: 'ada@example.com' });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'ada@' }))).toEqual([['email', 'must be a valid email address']]);
  });

  it("sets a new password with sign-up's rules and a token of the link's form", () => {
    expect(resetPasswordSchema.parse({ token: TOKEN, password: 'long enough' })).toEqual({ token: TOKEN, password: 'long enough' });
    expect(messages(resetPasswordSchema.safeParse({ token: TOKEN, password: 'short' }))).toEqual([['password', 'must be at least 8 characters']]);
    expect(messages(resetPasswordSchema.safeParse({ token: 'abc', password: 'long enough' }))).toEqual([
      ['token', 'must be the token of a reset link'],
    ]);
    expect(resetPasswordSchema.safeParse({ token: TOKEN, password: 'long enough', email: 'a@b.io' }).success).toBe(false);
  });

  it('carries the token in the fragment, which the page reads back', () => {
    expect(resetPasswordPath(TOKEN)).toBe(`/reset-password#token=${TOKEN}`);
    expect(resetTokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(resetTokenFromHash('')).toBeNull();
    expect(resetTokenFromHash('#token=short')).toBeNull();
    expect(resetTokenFromHash(`#other=${TOKEN}`)).toBeNull();
  });
});
