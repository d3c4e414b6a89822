import type { Order } from '@cartwise/domain/orders/schemas';
import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error';
import { useCancelUnpaidOrderMutation, usePayForOrderMutation } from '../api/checkout-api';

/** Where Stripe's page sent the shopper back: `done` after paying, `cancelled` after going back without paying. */
export type PaymentReturn = 'done' | 'cancelled' | null;

const heldUntil = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/**
 * What the order page says about a card payment, honestly: awaiting it (with Pay by card, and how long the
 * items are held), being confirmed (back from Stripe before its webhook arrived: the page asks again until
 * it has), paid, or cancelled. Back from Stripe's page without paying, the shopper has given up: the order
 * is cancelled and its items go back to the cart (ADR 0029). Nothing for an order paid on delivery.
 */
export function PaymentStatus({ order, returned }: { order: Order; returned: PaymentReturn }) {
  const [payForOrder, paying] = usePayForOrderMutation();
  const [cancelUnpaidOrder, cancelling] = useCancelUnpaidOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const givingUp = order.paymentMethod === 'card' && order.status === 'awaiting-payment' && returned === 'cancelled';
  const asked = useRef(false);
  const cancel = async () => {
    setProblem(null);
    const result = await cancelUnpaidOrder(order.id);
    if ('error' in result) setProblem(apiErrorMessage(result.error, 'The order could not be cancelled. Please try again.'));
  };
  useEffect(() => {
    if (!givingUp || asked.current) return;
    asked.current = true;
    void cancel();
  });
  if (order.paymentMethod !== 'card') return null;

  const pay = async () => {
    setProblem(null);
    if (order.checkoutUrl) {
      window.location.assign(order.checkoutUrl);
      return;
    }
    const result = await payForOrder(order.id);
    if ('error' in result) setProblem(apiErrorMessage(result.error, 'The payment page could not be opened. Please try again.'));
    else if (result.data.checkoutUrl) window.location.assign(result.data.checkoutUrl);
  };

  if (order.status === 'awaiting-payment' && returned === 'done') {
    return (
      <div role="status" className="mb-6 flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-gray-900">
        <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-600" />
        <p>We are confirming your payment with Stripe. This page updates by itself.</p>
      </div>
    );
  }
  if (givingUp && !problem) {
    return (
      <div role="status" className="mb-6 flex items-center gap-3 rounded-xl border border-gray-300 bg-gray-50 p-4 text-gray-900">
        <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-600" />
        <p>You left the payment page: cancelling the order and putting its items back in your cart…</p>
      </div>
    );
  }
  if (order.status === 'awaiting-payment') {
    const until = order.payBefore ? ` until ${heldUntil.format(new Date(order.payBefore))}` : '';
    return (
      <div role="alert" className="mb-6 flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">{returned === 'cancelled' ? 'You have not paid for this order yet.' : 'This order is waiting for your card payment.'}</p>
        <p>
          Its items are held for you{until}. If it is not paid by then, the order is cancelled and nothing is charged.
        </p>
        <p className="flex flex-wrap gap-3">
          <Button busy={paying.isLoading} onClick={() => void pay()}>
            Pay by card
          </Button>
          <Button variant="secondary" busy={cancelling.isLoading} onClick={() => void cancel()}>
            Cancel order
          </Button>
        </p>
        {problem && <p className="text-sm text-red-800">{problem}</p>}
      </div>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <div role="status" className="mb-6 flex flex-col items-start gap-3 rounded-xl border border-gray-300 bg-gray-50 p-4 text-gray-900">
        <p className="font-semibold">This order is cancelled.</p>
        {returned === 'cancelled' ? (
          <>
            <p>You left the payment page, so nothing was charged. Its items are back in your cart.</p>
            <Link to="/checkout" className={buttonClass()}>
              Check out again
            </Link>
          </>
        ) : (
          <p>If its card payment was not completed, nothing was charged and its items went back to your cart.</p>
        )}
      </div>
    );
  }
  if (returned === 'done') {
    return (
      <p role="status" className="mb-6 flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        Thank you! Your payment was received and your order is placed. Keep the order number to track it from Track Order.
      </p>
    );
  }
  return null;
}
