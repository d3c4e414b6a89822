import { useId, type ComponentPropsWithRef } from 'react';

/*
 * The back office's own small controls. It imports nothing that the storefront's start-up chunks hold
 * (their button, spinner, store hooks), since a module shared with this lazy chunk would be split out of
 * them into a file of its own and grow the storefront's first download (ADR 0011).
 */

type Variant = 'primary' | 'secondary' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-100',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
};

export const adminButtonClass = (variant: Variant = 'primary', small = false) =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-medium disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${
    small ? 'px-3 py-1.5 text-sm' : 'px-4 py-2 text-sm'
  } ${VARIANTS[variant]}`;

interface AdminButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  small?: boolean;
  /** Working on the last press: says so and ignores presses, but keeps focus (a disabled button drops it). */
  busy?: boolean;
}

export function AdminButton({ variant, small, className, type = 'button', busy, onClick, ...props }: AdminButtonProps) {
  return (
    <button
      type={type}
      className={`${adminButtonClass(variant, small)} ${className ?? ''}`}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}

/** A part of the back office that is loading. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="py-8 text-gray-700">
      {label}
    </p>
  );
}

interface PagerProps {
  /** What the pages are of, for the navigation's name: "Pages of orders". */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Newer / "Page N of M" / Older under a back-office list, newest first. */
export function Pager({ label, page, totalPages, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3">
      <AdminButton variant="secondary" small disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </AdminButton>
      <span className="text-sm">
        Page {page} of {totalPages}
      </span>
      <AdminButton variant="secondary" small disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Older
      </AdminButton>
    </nav>
  );
}

/** A labelled text area of the back office's forms, with its hint and its error read out with it. */
export function TextArea({ label, hint, error, value, onChange, rows = 3 }: { label: string; hint?: string; error?: string; value: string; onChange: (value: string) => void; rows?: number }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">{label}</label>
      {hint && <p id={`${id}-hint`} className="mb-1 text-sm text-gray-600">{hint}</p>}
      <textarea
        id={id}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={`block w-full rounded-lg border px-3 py-2 text-sm ${error ? 'border-red-600 bg-red-50' : 'border-gray-400 bg-white'}`}
      />
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
