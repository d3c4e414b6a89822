import type { CartResponse } from '@cartwise/domain/cart/schemas';
import { formatUsd } from '@cartwise/domain/money';

/** The cart's summary: subtotal, shipping (FREE when 0), tax, discount and total. */
export function CartTotals({ cart }: { cart: CartResponse }) {
  return (
    <dl aria-label="Order summary" className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatUsd(cart.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd className="tabular-nums">{cart.shipping === 0 ? 'FREE' : formatUsd(cart.shipping)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Tax</dt>
        <dd className="tabular-nums">{formatUsd(cart.tax)}</dd>
      </div>
      <div className={`flex justify-between ${cart.discount > 0 ? 'text-green-800' : ''}`}>
        <dt>Discount{cart.couponCode && ` (${cart.couponCode})`}</dt>
        <dd className="tabular-nums">{cart.discount > 0 ? `-${formatUsd(cart.discount)}` : formatUsd(0)}</dd>
      </div>
      <div className="mt-1 flex justify-between border-t border-gray-200 pt-3 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatUsd(cart.total)}</dd>
      </div>
    </dl>
  );
}
