import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_TOKEN_MINUTES,
  RESET_LINK_INVALID_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
  type ForgotPassword,
  type ResetPassword,
} from '@cartwise/domain/accounts/password-reset';
import { DomainError } from '@cartwise/domain/errors';
import { accountShopperId } from '../../plugins/session.ts';
import type { MailService } from '../mail/service.ts';
import { tooManyAttempts, type AttemptCount } from './attempts.ts';
import { hashPassword } from './passwords.ts';
import type { AccountsRepository } from './repository.ts';

/** The database keeps a reset token's SHA-256 only: a leaked table or backup opens no account. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const invalidLink = () =>
  new DomainError('validation_error', RESET_LINK_INVALID_MESSAGE, [{ field: 'token', message: 'has expired or was already used' }]);

/**
 * "Forgot password?": a single-use link by email, and a new password with it (ADR 0024). The answer to
 * asking never says whether the email has an account; the token is random (256 bits), stored hashed, works
 * for an hour, once, and only while it is the account's newest; setting the new password ends every session
 * signed in to the account.
 */
export class PasswordResetService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly mail: Pick<MailService, 'queuePasswordReset'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Emails a reset link when the email has an account; nothing otherwise. Limited per address and per
   * email (whether or not it has an account, so the limit says nothing either).
   */
  async requestLink(input: ForgotPassword, ip: string): Promise<void> {
    const now = this.clock();
    const windowMs = PASSWORD_RESET_LIMITS.windowMinutes * 60_000;
    const byIp = await this.repository.countAttempt(`reset-ip|${ip}`, now, windowMs);
    const byEmail = await this.repository.countAttempt(`reset-email|${input.email}`, now, windowMs);
    const overLimit: AttemptCount[] = [
      ...(byIp.attempts > PASSWORD_RESET_LIMITS.requestsPerIp ? [byIp] : []),
      ...(byEmail.attempts > PASSWORD_RESET_LIMITS.requestsPerEmail ? [byEmail] : []),
    ];
    if (overLimit.length > 0) throw tooManyAttempts(TOO_MANY_RESET_REQUESTS_MESSAGE, overLimit, now);

    const account = await this.repository.findByEmail(input.email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000);
    // The token and its email commit together: no link without its token, no token without its email.
    await this.repository.transaction(async (repository, trx) => {
      await repository.saveResetToken(account.id, resetTokenHash(token), now, expiresAt);
      await this.mail.queuePasswordReset(trx, { email: account.email, token, expiresAt });
    });
  }

  /**
   * Sets the account's new password with a reset link's token, uses the token up and ends every session
   * of the account, in one transaction; answers the account's id (the route signs this browser in).
   * 400 for a token that does not work (never was, used, replaced by a newer one, or expired).
   */
  async reset(input: ResetPassword, ip: string): Promise<string> {
    const now = this.clock();
    const byIp = await this.repository.countAttempt(`reset-password-ip|${ip}`, now, PASSWORD_RESET_LIMITS.windowMinutes * 60_000);
    if (byIp.attempts > PASSWORD_RESET_LIMITS.resetsPerIp) throw tooManyAttempts(TOO_MANY_RESET_REQUESTS_MESSAGE, [byIp], now);
    const tokenHash = resetTokenHash(input.token);
    // Looked at first so that a link that does not work costs no password hashing.
    if (!(await this.repository.findResetToken(tokenHash, now))) throw invalidLink();
    const passwordHash = await hashPassword(input.password);
    const accountId = await this.repository.transaction(async (repository) => {
      const consumed = await repository.consumeResetToken(tokenHash, this.clock());
      if (!consumed) return undefined;
      await repository.setPasswordHash(consumed.account_id, passwordHash);
      await repository.endAccountSessions(consumed.account_id, accountShopperId(consumed.account_id));
      return consumed.account_id;
    });
    if (!accountId) throw invalidLink();
    return accountId;
  }
}
