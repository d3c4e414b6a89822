import { DELIVERY_LABELS, DELIVERY_METHODS, type DeliveryMethod } from '@cartwise/domain/checkout/delivery';
import { formatCents, formatUsd } from '@cartwise/domain/money';
import type { CheckoutQuote, Order, PaymentMethod } from '@cartwise/domain/orders/schemas';
import { ORDER_UNAVAILABLE_MESSAGE, PAYMENT_DESCRIPTIONS } from '@cartwise/domain/orders/schemas';
import { EXPRESS_SHIPPING_CENTS, FREE_SHIPPING_OVER_CENTS, STANDARD_SHIPPING_CENTS } from '@cartwise/domain/policy';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { OrderLines, OrderTotals } from '@/components/order-summary';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { formatDeliveryWindow } from '@/lib/delivery-dates';
import { apiFieldErrors, focusFirstInvalid, type FieldErrors } from '@/lib/form-errors';
import { useGetQuoteQuery, usePlaceOrderMutation } from '../api/checkout-api';
import {
  checkCheckout,
  clearCheckoutDraft,
  emptyCheckoutValues,
  fieldMessages,
  loadCheckoutDraft,
  newAttemptKey,
  saveCheckoutDraft,
  type AddressField,
  type CheckoutValues,
} from '../checkout-values';
import { AddressFields } from './address-fields';

/** How each delivery choice is priced, said plainly (ADR 0005: express replaces standard shipping). */
const DELIVERY_RULES: Record<DeliveryMethod, string> = {
  standard: `Free on orders over ${formatCents(FREE_SHIPPING_OVER_CENTS)}, otherwise ${formatCents(STANDARD_SHIPPING_CENTS)}.`,
  express: `${formatCents(EXPRESS_SHIPPING_CENTS)} on any order, instead of standard shipping.`,
};

const UNREACHABLE =
  'The shop could not be reached, so your order may not have been placed yet. Press Place order again: it will not be placed twice.';

interface Problem {
  message: string;
  /** The products a 409 named. */
  items: string[];
  /** The cart has to change before the order can be placed. */
  fixCart: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-5 sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-bold text-gray-900">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

interface CheckoutFormProps {
  /** Changes whenever the cart changes (in the drawer), so the summary is asked for again. */
  cartVersion: string;
  /**
   * The signed-in shopper's email, offered until the shopper types another; undefined for a guest. Known
   * before the form is drawn: a form kept over a reload comes back only for the same shopper.
   */
  accountEmail?: string;
  /** Opens the cart so the shopper can fix it (a product sold out meanwhile). */
  onReviewCart: () => void;
  /** The coupon field, shown in the order summary (a form of its own, so outside the checkout's). */
  coupon?: ReactNode;
  onPlaced: (order: Order) => void;
}

/**
 * The checkout: contact email, shipping address, delivery choice, payment (on delivery, or by card on
 * Stripe's page where the shop takes cards), and the order summary exactly as the server quotes it. The browser checks the form with the server's schema; an
 * order goes out with one Idempotency-Key per attempt, the same key on every retry of that attempt.
 */
export function CheckoutForm({ cartVersion, accountEmail, onReviewCart, coupon, onPlaced }: CheckoutFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  // What the shopper typed before a reload comes back (this tab only; gone once the order is placed).
  const owner = accountEmail ?? '';
  const [draft] = useState(() => loadCheckoutDraft(owner));
  const [values, setValues] = useState<CheckoutValues>(() => draft ?? emptyCheckoutValues());
  const [emailTouched, setEmailTouched] = useState(() => Boolean(draft?.email));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const attemptKey = useRef<string | null>(null);
  const [placeOrder, placing] = usePlaceOrderMutation();
  const quote = useGetQuoteQuery({ delivery: values.delivery, cartVersion });

  const email = emailTouched ? values.email : (accountEmail ?? '');
  // Only a method the shop takes now (a kept draft may name card where the shop no longer offers it).
  const offered = quote.data?.paymentMethods.map((option) => option.method) ?? ['pay-on-delivery'];
  const paymentMethod = offered.includes(values.paymentMethod) ? values.paymentMethod : 'pay-on-delivery';
  const current: CheckoutValues = { ...values, email, paymentMethod };

  const update = (next: CheckoutValues) => {
    setValues(next);
    saveCheckoutDraft(owner, next);
    // After a first try the messages follow the typing: a fixed field loses its message at once.
    if (submitted) {
      const checked = checkCheckout(next);
      setErrors('errors' in checked ? checked.errors : {});
    }
  };
  const setAddress = (field: AddressField, value: string) =>
    update({ ...current, shippingAddress: { ...current.shippingAddress, [field]: value } });

  const showErrors = (found: FieldErrors, next: Problem | null) => {
    flushSync(() => {
      setErrors(found);
      setProblem(next);
    });
    if (Object.keys(found).length > 0) focusFirstInvalid(form.current);
    // What went wrong is said where the shopper will read it: the alert takes focus from Place order.
    else if (next) form.current?.querySelector<HTMLElement>('[data-problem]')?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing.isLoading) return;
    setSubmitted(true);
    const checked = checkCheckout(current);
    if ('errors' in checked) {
      showErrors(checked.errors, null);
      return;
    }
    showErrors({}, null);
    attemptKey.current ??= newAttemptKey();
    const result = await placeOrder({ order: checked.order, idempotencyKey: attemptKey.current });
    if (!('error' in result)) {
      attemptKey.current = null;
      clearCheckoutDraft();
      onPlaced(result.data);
      return;
    }
    const status = apiErrorStatus(result.error);
    // Without an answer (or with a server failure) the order may exist: a retry reuses the key.
    if (status === undefined || status >= 500) {
      showErrors({}, { message: status === undefined ? UNREACHABLE : apiErrorMessage(result.error, UNREACHABLE), items: [], fixCart: false });
      return;
    }
    // The server answered this attempt; what the shopper sends next is a new one.
    attemptKey.current = null;
    const fields = status === 400 ? fieldMessages(apiFieldErrors(result.error)) : {};
    const details = status === 409 ? Object.values(apiFieldErrors(result.error)) : [];
    showErrors(fields, {
      // The server's message names the products too ("…: 'X' is no longer available. …"): said once, in the list.
      message: details.length > 0
        ? `${ORDER_UNAVAILABLE_MESSAGE}. Nothing was ordered:`
        : apiErrorMessage(result.error, 'Your order could not be placed. Please try again.'),
      items: details,
      // A 409 naming products is about the cart; one without (a key sent again with other details) is not.
      fixCart: details.length > 0,
    });
  };

  if (!quote.data) {
    return quote.isError ? (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{apiErrorMessage(quote.error, 'We could not load your order summary.')}</p>
        <Button busy={quote.isFetching} onClick={() => void quote.refetch()}>
          Try Again
        </Button>
      </div>
    ) : (
      <Spinner label="Loading your order summary…" />
    );
  }

  if (quote.data.itemCount === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-gray-200 bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-gray-900">Your cart is empty</p>
        <p className="text-gray-600">Add some products to get started</p>
        <Link to="/products" className={`${buttonClass()} mt-2`}>
          Continue Shopping
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
      <SummaryAtTop quote={quote.data} />
      <form id={formId} ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
        {problem && <ProblemAlert problem={problem} onReviewCart={onReviewCart} />}
        <Section title="Contact">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            hint="With your order number, it finds your order in Track Order."
            value={email}
            onChange={(event) => {
              setEmailTouched(true);
              update({ ...current, email: event.target.value });
            }}
            error={errors.email}
          />
        </Section>
        <Section title="Shipping address">
          <AddressFields values={current.shippingAddress} errors={errors} onChange={setAddress} />
        </Section>
        <Section title="Delivery">
          <DeliveryChoice quote={quote.data} value={current.delivery} onChange={(delivery) => update({ ...current, delivery })} />
        </Section>
        <Section title="Payment">
          <PaymentChoice
            methods={quote.data.paymentMethods.map((option) => option.method)}
            value={current.paymentMethod}
            onChange={(method) => update({ ...current, paymentMethod: method })}
          />
        </Section>
      </form>

      <QuoteSummary quote={quote.data} updating={quote.isFetching} coupon={coupon}>
        <Button type="submit" form={formId} size="lg" className="w-full" busy={placing.isLoading || quote.isFetching}>
          {placing.isLoading
            ? 'Placing your order…'
            : current.paymentMethod === 'card'
              ? `Continue to payment · ${formatUsd(quote.data.total)}`
              : `Place order · ${formatUsd(quote.data.total)}`}
        </Button>
        <p className="text-center text-xs text-gray-600">
          {current.paymentMethod === 'card'
            ? "You pay by card on Stripe's secure page next; your items are held for 30 minutes."
            : 'You pay when your order arrives.'}
        </p>
      </QuoteSummary>
    </div>
  );
}

function PaymentChoice({ methods, value, onChange }: { methods: PaymentMethod[]; value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  return (
    <div className="flex flex-col gap-3">
      {methods.map((method) => {
        const detailId = `payment-${method}-detail`;
        return (
          <label
            key={method}
            className={`flex items-start gap-3 rounded-lg border p-4 ${value === method ? 'border-brand-600 bg-brand-50' : 'border-gray-300'}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={detailId}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>
              <span className="block font-medium text-gray-900">{PAYMENT_DESCRIPTIONS[method].name}</span>
              <span id={detailId} className="block text-sm text-gray-700">
                {PAYMENT_DESCRIPTIONS[method].detail}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

function ProblemAlert({ problem, onReviewCart }: { problem: Problem; onReviewCart: () => void }) {
  return (
    <div role="alert" data-problem="" tabIndex={-1} className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{problem.message}</p>
      {problem.items.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {problem.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {problem.fixCart && (
        <Button variant="secondary" size="sm" onClick={onReviewCart}>
          Review your cart
        </Button>
      )}
    </div>
  );
}

function DeliveryChoice({
  quote,
  value,
  onChange,
}: {
  quote: CheckoutQuote;
  value: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
}) {
  const options = new Map(quote.deliveryOptions.map((option) => [option.method, option]));
  return (
    <div className="flex flex-col gap-3">
      {DELIVERY_METHODS.map((method) => {
        const option = options.get(method);
        const ruleId = `delivery-${method}-rule`;
        return (
          <label
            key={method}
            className={`flex items-start gap-3 rounded-lg border p-4 ${value === method ? 'border-brand-600 bg-brand-50' : 'border-gray-300'}`}
          >
            <input
              type="radio"
              name="delivery"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={ruleId}
              className="mt-1 size-4 accent-brand-600"
            />
            <span className="flex-1">
              <span className="flex flex-wrap justify-between gap-x-3 font-medium text-gray-900">
                <span>{option?.label ?? DELIVERY_LABELS[method]}</span>
                {option && <span className="tabular-nums">{option.shipping === 0 ? 'FREE' : formatUsd(option.shipping)}</span>}
              </span>
              <span id={ruleId} className="block text-sm text-gray-700">
                {DELIVERY_RULES[method]}
                {option && ` Arrives ${formatDeliveryWindow(option.estimatedDelivery)}.`}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

/**
 * On a phone, where the summary comes after the form: the total at the top, and the order's lines behind it,
 * a native disclosure, open with a tap or a key (issue 23). Hidden beside the summary on a laptop.
 */
function SummaryAtTop({ quote }: { quote: CheckoutQuote }) {
  return (
    <details className="group rounded-card border border-gray-200 bg-gray-50 lg:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-gray-900 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          <span className="group-open:hidden">Show order summary</span>
          <span className="hidden group-open:inline">Hide order summary</span>
        </span>
        <span className="text-base font-semibold tabular-nums">
          <span className="sr-only">Total </span>
          {formatUsd(quote.total)}
        </span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-gray-200 px-4 py-4">
        <OrderLines label="Items in your order, at the top" lines={quote.items.map((item) => ({ ...item, key: item.id }))} />
        <OrderTotals totals={quote} />
      </div>
    </details>
  );
}

function QuoteSummary({ quote, updating, coupon, children }: { quote: CheckoutQuote; updating: boolean; coupon: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      aria-busy={updating}
      className="flex h-fit flex-col gap-5 rounded-xl border border-gray-200 bg-white p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-bold text-gray-900">
        Order summary
      </h2>
      {quote.notice && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {quote.notice}
        </p>
      )}
      <OrderLines
        label="Items in your order"
        lines={quote.items.map((item) => ({ ...item, key: item.id }))}
      />
      {coupon}
      <OrderTotals totals={quote} />
      <p className="text-sm text-gray-700">
        Estimated delivery: <strong>{formatDeliveryWindow(quote.estimatedDelivery)}</strong>
      </p>
      {children}
    </section>
  );
}
