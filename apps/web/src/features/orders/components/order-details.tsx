import type { Order } from '@cartwise/domain/orders/schemas';
import { PAYMENT_LABELS, SHIPPING_COUNTRIES } from '@cartwise/domain/orders/schemas';
import { DELIVERY_LABELS } from '@cartwise/domain/checkout/delivery';
import { ORDER_STATUS_LABELS } from '@cartwise/domain/orders/status';
import { OrderLines, OrderTotals } from '@/components/order-summary';
import { formatDeliveryWindow, formatPlacedAt } from '@/lib/delivery-dates';

const STATUS_LABELS: Record<Order['status'], string> = {
  ...ORDER_STATUS_LABELS,
  placed: 'Placed: we are preparing it',
  paid: 'Paid: we are preparing it',
  'awaiting-payment': 'Awaiting payment',
};

const countryName = (code: string) => SHIPPING_COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** The order's status in words. */
export function orderStatusLabel(status: Order['status']): string {
  return STATUS_LABELS[status];
}

/** An order as its confirmation shows it: number, expected delivery, address, lines and totals. */
export function OrderDetails({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const address = order.shippingAddress;
  return (
    // Laid out by the width it is given, not the window's: the help page's Track Order or a page of its own.
    <div className="@container">
      <div className="grid gap-6 @3xl:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-6 @container">
          <dl className="grid gap-4 rounded-card border border-gray-200 bg-white p-5 @sm:grid-cols-2 @sm:p-6">
            <div>
              <dt className="text-sm text-gray-600">Order number</dt>
              <dd className="text-lg font-semibold tracking-wide whitespace-nowrap text-gray-900">{order.orderNumber}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">Expected delivery</dt>
              <dd className="font-semibold text-gray-900">{formatDeliveryWindow(order.estimatedDelivery)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">Status</dt>
              <dd className="text-gray-900">{orderStatusLabel(order.status)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">Placed</dt>
              <dd className="text-gray-900">{formatPlacedAt(order.placedAt)}</dd>
            </div>
            {order.shipment && (
              <div className="@sm:col-span-2">
                <dt className="text-sm text-gray-600">Tracking number</dt>
                <dd className="text-gray-900">
                  <span className="font-semibold tracking-wide">{order.shipment.trackingNumber}</span>
                  {order.shipment.carrier && <span className="text-gray-700"> ({order.shipment.carrier})</span>}
                </dd>
              </div>
            )}
          </dl>

          <section aria-labelledby={`order-${order.id}-address`} className="rounded-card border border-gray-200 bg-white p-5 @sm:p-6">
            <Heading id={`order-${order.id}-address`} className="mb-3 text-heading font-semibold text-gray-900">
              Shipping to
            </Heading>
            <address className="text-gray-800 not-italic">
              {address.name}
              <br />
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {address.city}, {[address.region, address.postalCode].filter(Boolean).join(' ')}
              <br />
              {countryName(address.country)}
            </address>
            <p className="mt-3 text-sm text-gray-700">{DELIVERY_LABELS[order.delivery]}</p>
            <p className="mt-1 text-sm text-gray-700">
              {/* The shop sends no e-mail: the address is what finds the order in Track Order. */}
              Email: <strong>{order.email}</strong>
            </p>
          </section>

          <section aria-labelledby={`order-${order.id}-payment`} className="rounded-card border border-gray-200 bg-white p-5 @sm:p-6">
            <Heading id={`order-${order.id}-payment`} className="mb-3 text-heading font-semibold text-gray-900">
              Payment
            </Heading>
            <p className="text-gray-800">{PAYMENT_LABELS[order.paymentMethod]}</p>
          </section>
        </div>

        <section aria-labelledby={`order-${order.id}-items`} className="flex h-fit flex-col gap-5 rounded-card border border-gray-200 bg-white p-5 sm:p-6">
          <Heading id={`order-${order.id}-items`} className="text-heading font-semibold text-gray-900">
            Items
          </Heading>
          <OrderLines
            label={`Items in order ${order.orderNumber}`}
            lines={order.items.map((line) => ({ ...line, key: `${line.productId}-${line.variant}` }))}
          />
          <OrderTotals totals={order} />
        </section>
      </div>
    </div>
  );
}
