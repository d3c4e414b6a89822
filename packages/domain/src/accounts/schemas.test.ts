import { describe, expect, it } from 'vitest';
import { emailSchema, signInSchema, signUpSchema } from './schemas.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('account payloads', () => {
  it('trims and lower-cases emails, and names a bad one', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(messages(emailSchema.safeParse(''))).toEqual([['', 'is required']]);
    expect(messages(emailSchema.safeParse('ada@'))).toEqual([['', 'must be a valid email address']]);
    expect(messages(emailSchema.safeParse(`${'a'.repeat(250)}@x.io`))).toEqual([['', 'must be at most 254 characters']]);
  });

  it('asks a new password for 8 to 128 characters, kept exactly as typed', () => {
    expect(signUpSchema.parse({ email: 'a@b.io', password: ' 8 chars' }).password).toBe(' 8 chars');
    expect(messages(signUpSchema.safeParse({ email: 'a@b.io', password: '7 chars' }))).toEqual([['password', 'must be at least 8 characters']]);
    expect(messages(signUpSchema.safeParse({ email: 'a@b.io', password: 'x'.repeat(129) }))).toEqual([['password', 'must be at most 128 characters']]);
    expect(signUpSchema.safeParse({ email: 'a@b.io', password: 'x'.repeat(128) }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ email: 'a@b.io', password: 'long enough', admin: true }))?.[0]?.[1]).toMatch(/admin/);
  });

  it('signs in with any non-empty password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.io', password: 'short' }).success).toBe(true);
    expect(messages(signInSchema.safeParse({ email: 'a@b.io' }))).toEqual([['password', 'is required']]);
  });
});
