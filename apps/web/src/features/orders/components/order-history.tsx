import { formatUsd } from '@cartwise/domain/money';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error';
import { formatDeliveryWindow, formatShortDate } from '@/lib/delivery-dates';
import { useGetOrdersQuery } from '../api/orders-api';
import { orderStatusLabel } from './order-details';

/** The signed-in shopper's orders, newest first, each linking to its page. */
export function OrderHistory() {
  const { data: orders, error, isError, isFetching, refetch } = useGetOrdersQuery();

  if (!orders) {
    return isError ? (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{apiErrorMessage(error, 'We could not load your orders.')}</p>
        <Button busy={isFetching} onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    ) : (
      <Spinner label="Loading your orders…" />
    );
  }

  if (orders.length === 0) return <p className="text-gray-700">You have not placed an order yet.</p>;

  return (
    <ul role="list" aria-label="Your orders" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={`/orders/${encodeURIComponent(order.id)}`}
            className="flex items-center gap-4 px-4 py-4 hover:bg-gray-50 sm:px-6"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-6">
              <span className="font-semibold text-gray-900">Order {order.orderNumber}</span>
              <span className="text-sm text-gray-700">Placed {formatShortDate(order.placedAt)}</span>
              <span className="text-sm text-gray-700">
                {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} · {formatUsd(order.total)}
              </span>
              <span className="text-sm text-gray-700">
                {orderStatusLabel(order.status)}; arriving {formatDeliveryWindow(order.estimatedDelivery)}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
