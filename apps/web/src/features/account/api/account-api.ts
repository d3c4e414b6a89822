import type { Account, AuthState, SignIn, SignUp } from '@cartwise/domain/accounts/schemas';
import { api } from '@/lib/api-client';
import { messagesCleared } from '@/features/chat';

/** Who is signed in on this browser. */
export const ACCOUNT_TAG = 'Account';
/**
 * What belongs to the shopper rather than to the browser tab: signing in or out changes all of it, so
 * it is read again. The names are the tags the cart, shopper-lists, orders and chat endpoints provide.
 */
export const SHOPPER_TAGS = [ACCOUNT_TAG, 'Cart', 'Wishlist', 'RecentlyViewed', 'Order', 'Chat'] as const;

export const accountApi = api.enhanceEndpoints({ addTagTypes: SHOPPER_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in shopper, or null for a guest. */
    getMe: build.query<Account | null, void>({
      query: () => '/auth/me',
      transformResponse: (body: AuthState) => body.account,
      providesTags: [ACCOUNT_TAG],
    }),
    signUp: build.mutation<Account | null, SignUp>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      transformResponse: (body: AuthState) => body.account,
      invalidatesTags: (_result, error) => (error ? [] : [...SHOPPER_TAGS]),
    }),
    signIn: build.mutation<Account | null, SignIn>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (body: AuthState) => body.account,
      invalidatesTags: (_result, error) => (error ? [] : [...SHOPPER_TAGS]),
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [...SHOPPER_TAGS]),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // At once, not when the guest's conversation arrives: a shared computer shows none of the account's.
          dispatch(messagesCleared());
        } catch {
          // Still signed in: the conversation stays.
        }
      },
    }),
  }),
});

export const { useGetMeQuery, useSignUpMutation, useSignInMutation, useSignOutMutation } = accountApi;
