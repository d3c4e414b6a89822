import type { Account } from '@cartwise/domain/accounts/schemas';
import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { apiErrorMessage } from '@/lib/api-error';
import { useSignOutMutation } from '../api/account-api';

const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-gray-800 hover:bg-gray-100';

interface AccountMenuPanelProps {
  user: Account | null | undefined;
  /** The menu with its button: a press outside it closes the menu. */
  root: RefObject<HTMLElement | null>;
  /** Closes the menu (an item chosen, a press elsewhere, a new page). */
  onChoose: () => void;
  onSignedOut: () => void;
}

/**
 * What the header's account menu holds (AccountMenu) while it is open: for a guest Sign in and Create account,
 * coming back to the page the shopper is on; once signed in, who, Account and Sign out. A press outside the
 * menu or a new page closes it. Loaded on the menu's first open.
 */
export function AccountMenuPanel({ user, root, onChoose, onSignedOut }: AccountMenuPanelProps) {
  const [signOut, signingOut] = useSignOutMutation();
  const location = useLocation();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) onChoose();
  }, [location.key, onChoose]);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onChoose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [root, onChoose]);

  // Where to come back to after signing in: the page the shopper is on.
  const here = `${location.pathname}${location.search}`;
  const next = here === '/' || here.startsWith('/sign-') ? '' : `?next=${encodeURIComponent(here)}`;
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
