import { ORDER_NOT_FOUND_MESSAGE, trackOrderSchema } from '@cartwise/domain/orders/schemas';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { useHydrated } from '@/lib/use-hydrated';
import { apiFieldErrors, focusFirstInvalid, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useTrackOrderMutation } from '../api/orders-api';
import { OrderDetails } from './order-details';

const LABELS = { orderNumber: 'Order number', email: 'Email' } as const;

const labelled = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, `${LABELS[field as keyof typeof LABELS] ?? field} ${message}`]),
  );

/** Track Order: finds an order by its number and the email it was placed with, for anyone who has both. */
export function TrackOrderForm() {
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [trackOrder, tracking] = useTrackOrderMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = trackOrderSchema.safeParse({ orderNumber, email });
    if (!parsed.success) {
      flushSync(() => setErrors(labelled(issuesToFieldErrors(parsed.error.issues))));
      tracking.reset();
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    const result = await trackOrder(parsed.data);
    if ('error' in result && apiErrorStatus(result.error) === 400) {
      flushSync(() => setErrors(labelled(apiFieldErrors(result.error))));
      focusFirstInvalid(form.current);
    }
  };

  const status = apiErrorStatus(tracking.error);
  const answer = tracking.isError
    ? status === 404
      ? apiErrorMessage(tracking.error, ORDER_NOT_FOUND_MESSAGE)
      : status === 400
        ? null
        : apiErrorMessage(tracking.error, 'The shop could not be reached. Please try again.')
    : null;

  return (
    <div className="flex flex-col gap-6">
      <form ref={form} method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Track an order" className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <noscript>
          <p className="text-sm text-gray-800 sm:col-span-2">Tracking an order needs JavaScript: turn it on and reload.</p>
        </noscript>
        <fieldset disabled={!hydrated} className="contents">
          <TextField
            label={LABELS.orderNumber}
            name="orderNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={
              <>
                From your order confirmation, like <span className="whitespace-nowrap">CW-7K3M9Q</span>.
              </>
            }
            value={orderNumber}
            onChange={(event) => setOrderNumber(event.target.value)}
            error={errors.orderNumber}
          />
          <TextField
            label={LABELS.email}
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            hint="The email you gave at checkout."
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <div className="sm:col-span-2">
            <Button type="submit" busy={tracking.isLoading}>
              {tracking.isLoading ? 'Finding your order…' : 'Track order'}
            </Button>
          </div>
        </fieldset>
      </form>
      <div aria-live="polite">
        {answer && (
          <p className="max-w-3xl rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">{answer}</p>
        )}
        {tracking.data && !tracking.isError && (
          <div className="flex flex-col gap-3">
            <p className="font-semibold text-gray-900">
              Order {tracking.data.orderNumber} found.
            </p>
            <OrderDetails order={tracking.data} headingLevel={3} />
          </div>
        )}
      </div>
    </div>
  );
}
