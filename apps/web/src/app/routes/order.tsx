import CircleCheck from 'lucide-react/icons/circle-check';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { PaymentStatus, type PaymentReturn } from '@/features/checkout/components/payment-status';
import { useGetOrderQuery } from '@/features/orders/api/orders-api';
import { OrderDetails } from '@/features/orders/components/order-details';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

/** /orders/:id: the order's confirmation, for the shopper who placed it; anyone else finds nothing. */
export function OrderRoute() {
  const { id = '' } = useParams();
  // Set by the checkout that placed it; an order opened from the account or a link is not thanked for again.
  const justPlaced = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  // Back from Stripe's page: ?payment=done after paying, ?payment=cancelled after going back without paying.
  const payment = useSearchParams()[0].get('payment');
  const returned: PaymentReturn = payment === 'done' || payment === 'cancelled' ? payment : null;
  const { data: order, error, isError, isFetching, refetch } = useGetOrderQuery(id);
  // Back from paying before Stripe's webhook arrived: a second subscription asks again every 2 seconds until it says paid.
  const confirming = returned === 'done' && order?.status === 'awaiting-payment';
  useGetOrderQuery(id, { pollingInterval: 2000, skip: !confirming });
  const notFound = isError && apiErrorStatus(error) === 404;
  useDocumentTitle(pageTitle(order ? `Order ${order.orderNumber}` : notFound ? 'Order not found' : 'Your order'));

  if (order) {
    return (
      <PageShell
        title={`Order ${order.orderNumber}`}
        intro={
          justPlaced && order.status === 'placed' ? (
            <span className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-green-700" />
              Thank you! Your order is placed. Keep the order number to track it from Track Order.
            </span>
          ) : (
            'Keep the order number to track it from Track Order.'
          )
        }
      >
        <PaymentStatus order={order} returned={returned} />
        <OrderDetails order={order} />
        <p className="mt-8 flex flex-wrap gap-3">
          <Link to="/products" className={buttonClass()}>
            Continue Shopping
          </Link>
          <Link to="/account" className={buttonClass('secondary')}>
            Your orders
          </Link>
        </p>
      </PageShell>
    );
  }

  if (notFound) {
    return (
      <PageShell title="Order not found">
        <div className="flex max-w-2xl flex-col items-start gap-4">
          <p className="text-gray-700">
            We could not find this order. It may belong to another account or browser: sign in with the account you
            ordered with, or look it up with its order number and email.
          </p>
          <p className="flex flex-wrap gap-3">
            <Link to="/help#track-order" className={buttonClass()}>
              Track an order
            </Link>
            <Link to={`/sign-in?next=${encodeURIComponent(`/orders/${id}`)}`} className={buttonClass('secondary')}>
              Sign in
            </Link>
          </p>
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell title="Your order">
      {isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{apiErrorMessage(error, 'We could not load this order.')}</p>
          <Button busy={isFetching} onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your order…" />
      )}
    </PageShell>
  );
}
