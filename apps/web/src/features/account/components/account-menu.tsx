import User from 'lucide-react/icons/user';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useGetMeQuery } from '../api/account-api';

const AccountMenuPanel = lazy(() => import('./account-menu-panel').then((module) => ({ default: module.AccountMenuPanel })));

/**
 * The header's account button (disclosure pattern): for a guest it offers Sign in and Create account;
 * once signed in, Account and Sign out. Escape, a click elsewhere or choosing an item closes it.
 */
export function AccountMenu({ buttonClassName, className }: { buttonClassName: string; className?: string }) {
  // Only the answer: the menu is not drawn again while it is being read.
  const { data: user } = useGetMeQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={root}
      className={`relative ${className ?? ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={user ? `Account, signed in as ${user.email}` : 'Account'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <User aria-hidden="true" className="size-6" />
        {user && <span aria-hidden="true" className="absolute right-2 bottom-2 size-2.5 rounded-full bg-green-600 ring-2 ring-white" />}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-2 shadow-lg"
      >
        {/* Drawn while open: its code (and its closing on a click elsewhere or a new page) comes with the first
            press, not with every page (ADR 0051). */}
        {open && (
          <Suspense>
            <AccountMenuPanel user={user} root={root} onChoose={() => setOpen(false)} onSignedOut={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
