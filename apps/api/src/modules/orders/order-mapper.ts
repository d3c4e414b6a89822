import type { DeliveryMethod } from '@cartwise/domain/checkout/delivery';
import { toDollars } from '@cartwise/domain/money';
import type { Order, OrderSummary, PaymentMethod } from '@cartwise/domain/orders/schemas';
import { ORDER_STATUSES, type OrderStatus } from '@cartwise/domain/orders/status';
import type { OrderLineRow, OrderRow } from './repository.ts';

/** The stored status; a value this code does not know (written by a newer version) reads as 'placed'. */
function statusOf(row: OrderRow): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(row.status) ? (row.status as OrderStatus) : 'placed';
}

/**
 * A stored order as the API answers it: money in dollars, computed from the stored cents. `forOwner` adds,
 * while it awaits a card payment, the page where it is paid and when its hold ends: for the shopper who placed
 * it, not for Track Order.
 */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[], forOwner = true): Order {
  const awaiting = forOwner && statusOf(row) === 'awaiting-payment';
  return {
    ...toOrderSummary(row),
    ...(awaiting && row.payment_url !== null ? { checkoutUrl: row.payment_url } : {}),
    ...(awaiting && row.pay_before !== null ? { payBefore: row.pay_before } : {}),
    email: row.email,
    shippingAddress: {
      name: row.ship_name,
      line1: row.ship_line1,
      line2: row.ship_line2,
      city: row.ship_city,
      region: row.ship_region,
      postalCode: row.ship_postal_code,
      country: row.ship_country,
    },
    delivery: row.delivery as DeliveryMethod,
    paymentMethod: row.payment_method as PaymentMethod,
    items: lines.map((line) => ({
      productId: line.product_id,
      variant: line.variant,
      name: line.name,
      price: toDollars(line.price_cents),
      image: line.image,
      quantity: line.quantity,
      lineTotal: toDollars(line.price_cents * line.quantity),
      ...(line.variant_name === ''
        ? {}
        : {
            variantName: line.variant_name,
            options: JSON.parse(line.variant_options) as { name: string; value: string }[],
            ...(line.sku === null ? {} : { sku: line.sku }),
          }),
    })),
    subtotal: toDollars(row.subtotal_cents),
    shipping: toDollars(row.shipping_cents),
    tax: toDollars(row.tax_cents),
    discount: toDollars(row.discount_cents),
    couponCode: row.coupon_code,
    ...(row.tracking_number ? { shipment: { carrier: row.carrier, trackingNumber: row.tracking_number } } : {}),
  };
}

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: statusOf(row),
    placedAt: row.placed_at,
    itemCount: row.item_count,
    total: toDollars(row.total_cents),
    estimatedDelivery: { earliest: row.delivery_earliest, latest: row.delivery_latest },
  };
}
