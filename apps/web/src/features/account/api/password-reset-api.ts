import type { ForgotPassword, ForgotPasswordAnswer, ResetPassword } from '@cartwise/domain/accounts/password-reset';
import type { Account, AuthState } from '@cartwise/domain/accounts/schemas';
import { api } from '@/lib/api-client';
import { SHOPPER_TAGS } from './account-api';

/**
 * "Forgot password?": its own endpoints, injected by the two pages that use them (lazily loaded), so the
 * storefront's first download does not carry them.
 */
export const passwordResetApi = api.enhanceEndpoints({ addTagTypes: SHOPPER_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** Answers the same sentence whether or not the email has an account. */
    forgotPassword: build.mutation<ForgotPasswordAnswer, ForgotPassword>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    /** Sets the new password and signs this browser in: the shopper's state is read again. */
    resetPassword: build.mutation<Account | null, ResetPassword>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      transformResponse: (body: AuthState) => body.account,
      invalidatesTags: (_result, error) => (error ? [] : [...SHOPPER_TAGS]),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
