import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error';
import { useApplyCouponMutation, useRemoveCouponMutation } from '../api/cart-api';

/** The coupon field: applies a code, or says under the field why it does not apply; removes an applied one. */
export function CouponForm({ couponCode }: { couponCode: string | null }) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const [emptyCode, setEmptyCode] = useState(false);
  const [applyCoupon, applying] = useApplyCouponMutation();
  const [removeCoupon] = useRemoveCouponMutation();
  const removeButton = useRef<HTMLButtonElement>(null);
  // The control pressed goes away with what it changed: focus moves to the one that took its place,
  // Remove after a code applies, the field after a removal.
  const pressed = useRef(false);
  useLayoutEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    (couponCode ? removeButton.current : field.current)?.focus();
  }, [couponCode]);

  if (couponCode) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
        <p>
          Coupon <strong>{couponCode}</strong> applied
        </p>
        <Button
          ref={removeButton}
          variant="ghost"
          size="sm"
          aria-label={`Remove coupon ${couponCode}`}
          onClick={() => {
            pressed.current = true;
            void removeCoupon().then((result) => {
              if ('error' in result) pressed.current = false;
            });
          }}
        >
          Remove
        </Button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmptyCode(trimmed === '');
    // A code refused (or none typed) is corrected in the field, which its error describes: focus goes
    // there, not to the dialog, where the Apply button pressed while it was being checked left it.
    if (trimmed === '') {
      field.current?.focus();
      return;
    }
    pressed.current = true;
    const result = await applyCoupon({ code: trimmed });
    if ('error' in result) {
      pressed.current = false;
      field.current?.focus();
    } else setCode('');
  };

  const error = emptyCode
    ? 'Enter a coupon code.'
    : applying.error
      ? apiErrorMessage(applying.error, 'The coupon could not be checked. Please try again.')
      : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-900">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setEmptyCode(false);
            if (applying.error) applying.reset();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-gray-400 px-3 py-2 text-sm uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="secondary" busy={applying.isLoading}>
          Apply
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
