import { z } from 'zod';
import { typed } from '../cart/schemas.ts';
import { emailSchema, newPasswordSchema } from './schemas.ts';

/** A reset link works for this long after it was asked for, once, and only while it is the newest one. */
export const PASSWORD_RESET_TOKEN_MINUTES = 60;

/**
 * Limits per window: asking for a link, per address and per email from any address (each ask sends an
 * email, so one inbox cannot be flooded), and setting a new password with a link, per address.
 */
export const PASSWORD_RESET_LIMITS = { requestsPerIp: 10, requestsPerEmail: 3, resetsPerIp: 20, windowMinutes: 15 } as const;

/** The one answer to asking for a link, whether or not the email has an account. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email, we sent a link to reset its password. The link works for 1 hour.';
export const RESET_LINK_INVALID_MESSAGE =
  'This link to reset your password has expired or was already used. Ask for a new one.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many requests to reset a password. Please wait a few minutes and try again.';

/** The token of a reset link: 32 random bytes in base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where the reset page takes the token from: the link's fragment, which browsers send to no server. */
export const RESET_TOKEN_FRAGMENT = 'token';

/** The reset page's address for a token (`/reset-password#token=…`), relative to the shop's public URL. */
export function resetPasswordPath(token: string): string {
  return `/reset-password#${RESET_TOKEN_FRAGMENT}=${token}`;
}

/** The token in a reset page's fragment (`#token=…`), or null when there is none or it cannot be one. */
export function resetTokenFromHash(hash: string): string | null {
  const pair = hash
    .replace(/^#/, '')
    .split('&')
    .find((part) => part.startsWith(`${RESET_TOKEN_FRAGMENT}=`));
  const token = pair?.slice(RESET_TOKEN_FRAGMENT.length + 1);
  return token !== undefined && RESET_TOKEN_PATTERN.test(token) ? token : null;
}

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

/** The answer of POST /api/auth/forgot-password: always RESET_LINK_SENT_MESSAGE. */
export const forgotPasswordAnswerSchema = z.object({ message: z.string() });
export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordAnswerSchema>;

/** POST /api/auth/reset-password: the link's token and the new password, with sign-up's rules. */
export const resetPasswordSchema = z.strictObject({
  token: z.string(typed('a string')).regex(RESET_TOKEN_PATTERN, 'must be the token of a reset link'),
  password: newPasswordSchema,
});
export type ResetPassword = z.output<typeof resetPasswordSchema>;
