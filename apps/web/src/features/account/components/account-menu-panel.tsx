import type { Account } from '@cartwise/domain/accounts/schemas';
import { Link } from 'react-router';
import { apiErrorMessage } from '@/lib/api-error';
import { useSignOutMutation } from '../api/account-api';

const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-gray-800 hover:bg-gray-100';

/**
 * What the header's account menu holds (AccountMenu): for a guest Sign in and Create account, coming back to
 * `next`; once signed in, who, Account and Sign out. Loaded on the menu's first open.
 */
export function AccountMenuPanel({ user, next, onChoose, onSignedOut }: { user: Account | null | undefined; next: string; onChoose: () => void; onSignedOut: () => void }) {
  const [signOut, signingOut] = useSignOutMutation();
  return user ? (
    <>
      <p className="truncate px-3 py-2 text-sm text-gray-600">
        Signed in as <strong className="font-semibold text-gray-900">{user.email}</strong>
      </p>
      <ul className="flex flex-col">
        <li>
          <Link to="/account" className={itemClass} onClick={onChoose}>
            Account
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={itemClass}
            disabled={signingOut.isLoading}
            onClick={() => {
              void signOut().then((result) => {
                if (!('error' in result)) onSignedOut();
              });
            }}
          >
            Sign out
          </button>
        </li>
      </ul>
      {signingOut.isError && (
        <p role="alert" className="px-3 py-2 text-sm text-red-700">
          {apiErrorMessage(signingOut.error, 'You could not be signed out. Please try again.')}
        </p>
      )}
    </>
  ) : (
    <ul className="flex flex-col">
      <li>
        <Link to={`/sign-in${next}`} className={itemClass} onClick={onChoose}>
          Sign in
        </Link>
      </li>
      <li>
        <Link to={`/sign-up${next}`} className={itemClass} onClick={onChoose}>
          Create account
        </Link>
      </li>
    </ul>
  );
}
