import type { CartResponse } from '../cart/schemas.ts';
import { toCents, toDollars } from '../money.ts';
import { PAYMENT_LABELS, type CheckoutQuote, type PaymentMethod } from '../orders/schemas.ts';
import { checkoutTotals, DELIVERY_LABELS, DELIVERY_METHODS, deliveryWindow, type DeliveryMethod } from './delivery.ts';

/**
 * The checkout's order summary for a cart as the cart API answers it (already priced from the catalogue),
 * with the chosen delivery's shipping: what placing the order would charge at `now`, and the payment methods
 * this shop takes (card only with a card provider configured).
 */
export function checkoutQuote(
  cart: CartResponse,
  delivery: DeliveryMethod,
  now: Date,
  paymentMethods: readonly PaymentMethod[] = ['pay-on-delivery'],
): CheckoutQuote {
  const lines = cart.items.map((item) => ({ priceCents: toCents(item.price), quantity: item.quantity }));
  const discount = toCents(cart.discount);
  const totals = checkoutTotals(lines, discount, delivery);
  return {
    items: cart.items,
    itemCount: totals.itemCount,
    subtotal: toDollars(totals.subtotal),
    shipping: toDollars(totals.shipping),
    tax: toDollars(totals.tax),
    discount: toDollars(totals.discount),
    total: toDollars(totals.total),
    couponCode: cart.couponCode,
    delivery,
    estimatedDelivery: deliveryWindow(now, delivery),
    deliveryOptions: DELIVERY_METHODS.map((method) => ({
      method,
      label: DELIVERY_LABELS[method],
      shipping: toDollars(checkoutTotals(lines, discount, method).shipping),
      estimatedDelivery: deliveryWindow(now, method),
    })),
    paymentMethods: paymentMethods.map((method) => ({ method, label: PAYMENT_LABELS[method] })),
    ...(cart.notice ? { notice: cart.notice } : {}),
  };
}
