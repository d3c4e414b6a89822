import User from 'lucide-react/icons/user';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
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
  const location = useLocation();

  // A new page closes the menu.
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  // Where to come back to after signing in: the page the shopper is on.
  const here = `${location.pathname}${location.search}`;
  const next = here === '/' || here.startsWith('/sign-') ? '' : `?next=${encodeURIComponent(here)}`;

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
        {/* Drawn while open: its code comes with the first press, not with every page (ADR 0051). */}
        {open && (
          <Suspense>
            <AccountMenuPanel user={user} next={next} onChoose={() => setOpen(false)} onSignedOut={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
