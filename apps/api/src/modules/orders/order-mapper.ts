import type { DeliveryMethod } from '@cartwise/domain/checkout/delivery';
import { toDollars } from '@cartwise/domain/money';
import type { Order, OrderSummary, PaymentMethod } from '@cartwise/domain/orders/schemas';
import type { OrderLineRow, OrderRow } from './repository.ts';

/** A stored order as the API answers it: money in dollars, computed from the stored cents. */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    ...toOrderSummary(row),
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
  };
}

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: 'placed',
    placedAt: row.placed_at,
    itemCount: row.item_count,
    total: toDollars(row.total_cents),
    estimatedDelivery: { earliest: row.delivery_earliest, latest: row.delivery_latest },
  };
}
