import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:hover:bg-brand-600 aria-disabled:hover:bg-brand-600',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:border-gray-400 hover:bg-gray-50',
  ghost: 'text-gray-700 hover:bg-gray-100',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
};
const sizes = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' };

/** The classes of a button, for <button>s and for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /**
   * Working on the last press: the button says it is unavailable and ignores presses (a form's submit
   * too) but keeps focus, which a disabled button would drop to the page.
   */
  busy?: boolean;
}

export function Button({ variant, size, className, type = 'button', busy, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass(variant, size)} ${className ?? ''}`}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
