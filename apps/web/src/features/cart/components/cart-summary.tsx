import { formatUsd } from '@cartwise/domain/money';
import Trash2 from 'lucide-react/icons/trash-2';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { cleared, itemRemoved, quantityUpdated, selectCart } from '../cart-slice';

/** The cart's lines and totals, with quantity, remove and clear (spec §2, cart drawer). */
export function CartSummary() {
  const cart = useSelector(selectCart);
  const dispatch = useDispatch();

  if (cart.items.length === 0) {
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
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="mb-4 text-xl font-bold">
          {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'} in your cart
        </h2>
        <ul role="list" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {cart.items.map((item) => (
            <li key={item.id} className="flex gap-4 p-4">
              <ImageWithFallback
                src={item.image}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="size-20 shrink-0 rounded-lg bg-gray-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-2">
                <div className="flex justify-between gap-4">
                  <Link to={`/products/${encodeURIComponent(item.productId)}`} className="font-semibold hover:underline">
                    {item.name}
                  </Link>
                  <span className="font-semibold tabular-nums">{formatUsd(item.price * item.quantity)}</span>
                </div>
                <p className="text-sm text-gray-600">{formatUsd(item.price)} each</p>
                <div className="flex items-center justify-between gap-4">
                  <QuantityStepper
                    value={item.quantity}
                    max={item.maxQuantity}
                    label={`Quantity of ${item.name}`}
                    onChange={(quantity) => dispatch(quantityUpdated({ id: item.id, quantity }))}
                  />
                  <Button variant="ghost" size="sm" onClick={() => dispatch(itemRemoved(item.id))}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove<span className="sr-only"> {item.name}</span>
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <Button variant="danger" size="sm" className="mt-4" onClick={() => dispatch(cleared())}>
          Clear Cart
        </Button>
      </section>

      <section aria-labelledby="order-summary-heading" className="h-fit rounded-xl border border-gray-200 bg-white p-6">
        <h2 id="order-summary-heading" className="mb-4 text-xl font-bold">
          Order summary
        </h2>
        <dl className="flex flex-col gap-2 text-sm">
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
          {cart.discount > 0 && (
            <div className="flex justify-between text-green-700">
              <dt>Discount{cart.couponCode && ` (${cart.couponCode})`}</dt>
              <dd className="tabular-nums">-{formatUsd(cart.discount)}</dd>
            </div>
          )}
          <div className="mt-2 flex justify-between border-t border-gray-200 pt-3 text-base font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatUsd(cart.total)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
