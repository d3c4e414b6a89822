import { useGetMeQuery } from './api/account-api';

// What other features may use of the account. Defined here, not beside the endpoint: only the product page's
// reviews (a lazy chunk) use it, so it stays out of the first download.

/**
 * Whether this browser is known to have nobody signed in: the server answered (or, for a guest, the store
 * was given) no account. False while that is not known yet, or when it could not be read. The product
 * page's reviews then ask nothing about the shopper's own review: the answer can only be "sign in".
 */
export function useKnownSignedOut(): boolean {
  return useGetMeQuery(undefined, { selectFromResult: ({ data, isSuccess }) => ({ signedOut: isSuccess && data === null }) })
    .signedOut;
}
