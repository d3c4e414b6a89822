import {
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  RESET_LINK_SENT_MESSAGE,
  resetPasswordSchema,
} from '@cartwise/domain/accounts/password-reset';
import { authStateSchema, signInSchema, signUpSchema } from '@cartwise/domain/accounts/schemas';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, privateNoStore, startSession } from '../../plugins/session.ts';

/**
 * Accounts (ADR 0005): sign up, sign in, sign out, who am I, and "Forgot password?" (ADR 0024). Signing
 * in or up, or setting a new password with a reset link, rotates the session: a new token and cookie, and
 * the old token opens nothing any more.
 */
export async function authRoutes(app: FastifyInstance) {
  const service = app.auth;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', privateNoStore);
  const failures = { 400: errorResponseSchema, 429: errorResponseSchema };

  api.get(
    '/api/auth/me',
    { schema: { summary: 'The signed-in account, or null for a guest', tags: ['accounts'], response: { 200: authStateSchema } } },
    async (request, reply) => ({ account: await service.me(await currentSession(request, reply)) }),
  );

  api.post(
    '/api/auth/signup',
    {
      schema: {
        summary: "Create an account and sign in; the guest's cart, wishlist, recently viewed, orders and chat move into it",
        tags: ['accounts'],
        body: signUpSchema,
        response: { 200: authStateSchema, ...failures, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const account = await service.signUp(await currentSession(request, reply), request.body, request.ip);
      await startSession(reply, account.id, await app.staff.sessionKind(account.id));
      return { account };
    },
  );

  api.post(
    '/api/auth/login',
    {
      schema: {
        summary: "Sign in; the guest's cart, wishlist, recently viewed, orders and chat merge into the account's. Rate-limited.",
        tags: ['accounts'],
        body: signInSchema,
        response: { 200: authStateSchema, ...failures, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const account = await service.signIn(await currentSession(request, reply), request.body, request.ip);
      await startSession(reply, account.id, await app.staff.sessionKind(account.id));
      return { account };
    },
  );

  api.post(
    '/api/auth/forgot-password',
    {
      schema: {
        summary:
          'Email a link to reset the password, when the email has an account. The answer is the same either way. Rate-limited per address and per email.',
        tags: ['accounts'],
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordAnswerSchema, ...failures },
      },
    },
    async (request) => {
      await app.passwordResets.requestLink(request.body, request.ip);
      return { message: RESET_LINK_SENT_MESSAGE };
    },
  );

  api.post(
    '/api/auth/reset-password',
    {
      schema: {
        summary:
          "Set a new password with a reset link's token (once, within the hour, only the newest link); every session of the account ends and this browser is signed in. 400 when the link does not work. Rate-limited.",
        tags: ['accounts'],
        body: resetPasswordSchema,
        response: { 200: authStateSchema, ...failures },
      },
    },
    async (request, reply) => {
      const accountId = await app.passwordResets.reset(request.body, request.ip);
      const account = await service.signInAfterReset(await currentSession(request, reply), accountId, request.ip);
      await startSession(reply, account.id, await app.staff.sessionKind(account.id));
      return { account };
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out: the session ends and a fresh, empty guest session starts',
        tags: ['accounts'],
        response: { 200: authStateSchema },
      },
    },
    async (request, reply) => {
      await service.signOut(await currentSession(request, reply));
      await startSession(reply, null);
      return { account: null };
    },
  );
}
