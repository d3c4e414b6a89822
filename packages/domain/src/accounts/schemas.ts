import { z } from 'zod';
import { typed } from '../cart/schemas.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but an unbounded password is a cheap way to burn the server's CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Sign-in and sign-up attempts allowed per window: per IP address and email, and per email from anywhere
 * (a higher bar, so that rotating addresses does not buy unlimited guesses at one account).
 */
export const SIGN_IN_LIMITS = { perIpAndEmail: 5, perEmail: 50, windowMinutes: 15 } as const;

/** Sign-in failures never say whether the email is registered. */
export const SIGN_IN_FAILED_MESSAGE = 'Email or password is incorrect.';
export const SIGN_UP_FAILED_MESSAGE =
  'We could not create an account with this email and password. If you already have an account, sign in.';
export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** An email address, trimmed and lower-cased: `Ann@Example.com ` and `ann@example.com` are one account. */
export const emailSchema = z
  .string(typed('a string'))
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('must be a valid email address'));

/** A new password: kept exactly as typed (spaces count). */
export const newPasswordSchema = z
  .string(typed('a string'))
  .min(1, 'is required')
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/auth/signup */
export const signUpSchema = z.strictObject({ email: emailSchema, password: newPasswordSchema });
export type SignUp = z.output<typeof signUpSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

/** POST /api/auth/login: no length rule beyond the maximum, so an old password still gets its plain answer. */
export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string(typed('a string'))
    .min(1, 'is required')
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignIn = z.output<typeof signInSchema>;
export type SignInInput = z.input<typeof signInSchema>;

export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/auth/me, and what signup, login and logout answer: the signed-in account, or null for a guest. */
export const authStateSchema = z.object({ account: accountSchema.nullable() });
export type AuthState = z.infer<typeof authStateSchema>;
