import type { AdminOrder } from '@cartwise/domain/admin/orders';
import type { OrderStatus } from '@cartwise/domain/orders/status';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error';
import { apiFieldErrors, focusFirstInvalid, type FieldErrors } from '@/lib/form-errors';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetAdminOrderQuery, useMoveOrderMutation } from '../api/admin-api';
import type { SectionProps } from '../section';
import { AdminButton, Loading } from '../ui';
import { money, MOVE_LABELS, statusLabel, when } from './status-labels';

/** The moves the order may make now; shipping asks for the carrier and tracking number, cancelling asks again. */
function Moves({ data }: { data: AdminOrder }) {
  const { order, nextStatuses } = data;
  const form = useRef<HTMLFormElement>(null);
  const [move, { isLoading }] = useMoveOrderMutation();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (status: OrderStatus) => {
    if (isLoading) return;
    const body = status === 'shipped' ? { status, carrier, trackingNumber } : { status };
    const result = await move({ id: order.id, move: body });
    flushSync(() => {
      setConfirming(null);
      if ('error' in result) {
        setErrors(apiFieldErrors(result.error));
        setMessage({ ok: false, text: apiErrorMessage(result.error, 'The order could not be changed. Please try again.') });
      } else {
        setErrors({});
        setMessage({ ok: true, text: `The order is now ${statusLabel(status).toLowerCase()}.` });
      }
    });
    focusFirstInvalid(form.current);
  };
  const onShip = (event: FormEvent) => {
    event.preventDefault();
    void send('shipped');
  };

  const others = nextStatuses.filter((status) => status !== 'shipped');
  // A paid card order's money goes back to the card through Stripe when it is refunded or cancelled (ADR 0029).
  const paidByCard = order.paymentMethod === 'card' && order.status !== 'awaiting-payment';
  const toCard = `refund ${money(order.total)} to the card through Stripe`;
  const question = (status: OrderStatus) => {
    if (status === 'cancelled') return paidByCard ? `Cancel this order, put its stock back and ${toCard}?` : 'Cancel this order and put its stock back?';
    return paidByCard && status === 'refunded' ? `R${toCard.slice(1)}?` : `${MOVE_LABELS[status]}?`;
  };
  return (
    <section aria-labelledby="moves-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="moves-heading" className="mb-3 text-lg font-bold">Change the status</h2>
      <div aria-live="polite">
        {message && (
          <p role={message.ok ? 'status' : 'alert'} className={`mb-3 rounded-lg border px-3 py-2 text-sm ${message.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'}`}>
            {message.text}
          </p>
        )}
      </div>
      {nextStatuses.length === 0 && <p>This order is {statusLabel(order.status).toLowerCase()}: its status does not change any more.</p>}
      {nextStatuses.includes('shipped') && (
        <form ref={form} noValidate onSubmit={onShip} className="mb-4 flex flex-wrap items-end gap-3">
          <TextField label="Carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)} error={errors.carrier && `Carrier ${errors.carrier}`} />
          <TextField
            label="Tracking number"
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            error={errors.trackingNumber && `Tracking number ${errors.trackingNumber}`}
          />
          <AdminButton type="submit" busy={isLoading}>
            {MOVE_LABELS.shipped}
          </AdminButton>
        </form>
      )}
      <div className="flex flex-wrap gap-3">
        {others.map((status) =>
          confirming === status ? (
            <span key={status} className="flex flex-wrap items-center gap-2">
              <span>{question(status)}</span>
              <AdminButton variant="danger" busy={isLoading} onClick={() => void send(status)}>
                Yes, {MOVE_LABELS[status].toLowerCase()}
              </AdminButton>
              <AdminButton variant="secondary" onClick={() => setConfirming(null)}>
                No
              </AdminButton>
            </span>
          ) : (
            <AdminButton
              key={status}
              variant={status === 'cancelled' || status === 'refunded' ? 'danger' : 'secondary'}
              busy={isLoading}
              onClick={() => (status === 'cancelled' || status === 'refunded' ? setConfirming(status) : void send(status))}
            >
              {MOVE_LABELS[status]}
            </AdminButton>
          ),
        )}
      </div>
    </section>
  );
}

function OrderView({ data }: { data: AdminOrder }) {
  const { order, history } = data;
  const address = order.shippingAddress;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-700">Status</dt>
          <dd className="font-semibold">{statusLabel(order.status)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">Placed</dt>
          <dd>{when(order.placedAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">Payment</dt>
          <dd>{data.payment}</dd>
        </div>
        {data.refund && (
          <div>
            <dt className="text-sm text-gray-700">Refund</dt>
            <dd>
              {data.refund.id} ({data.refund.status})
            </dd>
          </div>
        )}
        {order.shipment && (
          <div>
            <dt className="text-sm text-gray-700">Tracking number</dt>
            <dd>
              {order.shipment.trackingNumber} {order.shipment.carrier && `(${order.shipment.carrier})`}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-gray-700">Customer</dt>
          <dd>{order.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">Ship to</dt>
          <dd>
            {address.name}, {address.line1}
            {address.line2 && `, ${address.line2}`}, {address.city} {address.region} {address.postalCode}, {address.country}
          </dd>
        </div>
      </dl>
      <Moves data={data} />
      <section aria-labelledby="lines-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="lines-heading" className="mb-3 text-lg font-bold">Lines and totals</h2>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">The order's lines</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="p-2">Product</th>
              <th scope="col" className="p-2 text-right">Price</th>
              <th scope="col" className="p-2 text-right">Quantity</th>
              <th scope="col" className="p-2 text-right">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={`${line.productId}-${line.variant}`} className="border-b border-gray-200">
                <td className="p-2">
                  {line.name}
                  {line.variantName && <span className="text-gray-700"> ({line.variantName})</span>}
                  {line.sku && <span className="text-gray-700"> SKU {line.sku}</span>}
                </td>
                <td className="p-2 text-right">{money(line.price)}</td>
                <td className="p-2 text-right">{line.quantity}</td>
                <td className="p-2 text-right">{money(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 grid max-w-xs grid-cols-2 gap-1 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-right">{money(order.subtotal)}</dd>
          <dt>Shipping</dt>
          <dd className="text-right">{money(order.shipping)}</dd>
          <dt>Tax</dt>
          <dd className="text-right">{money(order.tax)}</dd>
          {order.discount > 0 && (
            <>
              <dt>Discount {order.couponCode && `(${order.couponCode})`}</dt>
              <dd className="text-right">−{money(order.discount)}</dd>
            </>
          )}
          <dt className="font-bold">Total</dt>
          <dd className="text-right font-bold">{money(order.total)}</dd>
        </dl>
      </section>
      <section aria-labelledby="history-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="history-heading" className="mb-3 text-lg font-bold">History</h2>
        <ol className="flex flex-col gap-2 text-sm">
          {history.map((event, index) => (
            <li key={index}>
              <span className="font-medium">{when(event.at)}</span>: {event.from ? `${statusLabel(event.from)} → ` : ''}
              {statusLabel(event.to)}
              {event.by && ` by ${event.by}`}
              {event.note && <span className="text-gray-700"> ({event.note})</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** One order: its lines, totals, address, payment, history, and the status moves it may make. */
export function OrderPage({ rest }: SectionProps) {
  const { data, error } = useGetAdminOrderQuery(rest);
  useDocumentTitle(pageTitle(data ? `Order ${data.order.orderNumber}` : 'Order'));
  return (
    <section aria-labelledby="order-heading">
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-brand-700 underline">
          All orders
        </Link>
      </p>
      <h1 id="order-heading" className="mb-4 text-2xl font-bold">
        {data ? `Order ${data.order.orderNumber}` : 'Order'}
      </h1>
      {error && <p role="alert">{apiErrorMessage(error, 'The order could not be loaded.')}</p>}
      {!data && !error && <Loading label="Loading the order…" />}
      {data && <OrderView data={data} />}
    </section>
  );
}
