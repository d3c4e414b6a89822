import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGetCartQuery } from '../api/cart-api';
import { itemCountText } from '../item-count';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { ClearCartButton } from './clear-cart-button';
import { CouponForm } from './coupon-form';

/** The cart on a page (the checkout): the same lines, coupon and summary as the drawer. */
export function CartSummary() {
  const { data: cart, error, refetch, isFetching } = useGetCartQuery();

  if (!cart) {
    return error ? (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>We could not load your cart.</p>
        <Button disabled={isFetching} onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    ) : (
      <Spinner label="Loading your cart…" />
    );
  }

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
          {itemCountText(cart.itemCount)} in your cart
        </h2>
        {cart.notice && (
          <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {cart.notice}
          </p>
        )}
        <div className="rounded-xl border border-gray-200 bg-white p-4">
          <CartLines items={cart.items} />
        </div>
        <ClearCartButton itemCount={cart.itemCount} size="sm" className="mt-4" />
      </section>

      <section aria-labelledby="order-summary-heading" className="flex h-fit flex-col gap-6 rounded-xl border border-gray-200 bg-white p-6">
        <h2 id="order-summary-heading" className="text-xl font-bold">
          Order summary
        </h2>
        <CouponForm couponCode={cart.couponCode} />
        <CartTotals cart={cart} />
      </section>
    </div>
  );
}
