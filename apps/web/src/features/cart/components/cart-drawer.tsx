import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from '@/app/store';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Spinner } from '@/components/ui/spinner';
import { cartApi, useGetCartQuery } from '../api/cart-api';
import { closed, selectCartIsOpen, selectCartProblem } from '../cart-slice';
import { itemCountText } from '../item-count';
import { CART_BUTTON_ID } from './cart-button';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { ClearCartButton } from './clear-cart-button';
import { CouponForm } from './coupon-form';

/** Spec §2 cart drawer: the cart's lines, coupon and summary, Proceed to Checkout and Clear Cart. */
export function CartDrawer({ preloadCheckout }: { preloadCheckout?: (() => void) | undefined }) {
  const dispatch = useDispatch<AppDispatch>();
  const isOpen = useSelector(selectCartIsOpen);
  const problem = useSelector(selectCartProblem);
  const { data: cart, error, isFetching, refetch } = useGetCartQuery();
  const close = () => {
    dispatch(closed());
    // A notice is said once: the drawer opened next time shows the cart without it.
    if (cart?.notice) dispatch(cartApi.util.updateQueryData('getCart', undefined, (draft) => void delete draft.notice));
  };
  const hasItems = (cart?.items.length ?? 0) > 0;
  // The checkout's code downloads while the drawer shows a cart to check out, so that Proceed to
  // Checkout does not wait for it before the checkout can ask for its quote.
  useEffect(() => {
    if (isOpen && hasItems) preloadCheckout?.();
  }, [isOpen, hasItems, preloadCheckout]);
  // A refused change is shown under its line; one about no line (or a line now gone) at the top.
  const topProblem = problem && !(problem.itemId && cart?.items.some((item) => item.id === problem.itemId)) ? problem : null;

  let body;
  if (cart) {
    body = hasItems ? (
      <div className="flex flex-col gap-6">
        <CartLines items={cart.items} onNavigate={close} />
        <CouponForm couponCode={cart.couponCode} />
        <CartTotals cart={cart} />
      </div>
    ) : (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <ShoppingCart aria-hidden="true" className="size-12 text-gray-400" />
        <p className="text-lg font-semibold text-gray-900">Your cart is empty</p>
        <p className="text-gray-600">Add some products to get started</p>
        <Button className="mt-2" onClick={close}>
          Continue Shopping
        </Button>
      </div>
    );
  } else if (error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-gray-900">We could not load your cart.</p>
        <Button busy={isFetching} onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    body = <Spinner label="Loading your cart…" />;
  }

  return (
    <Drawer
      open={isOpen}
      onClose={close}
      title="Your Cart"
      subtitle={cart ? itemCountText(cart.itemCount) : undefined}
      closeLabel="Close cart"
      returnFocusTo={() => document.getElementById(CART_BUTTON_ID)}
      footer={
        hasItems ? (
          <div className="flex flex-col gap-2">
            <Link to="/checkout" className={buttonClass('primary', 'lg')} onClick={close}>
              Proceed to Checkout
            </Link>
            <ClearCartButton itemCount={cart?.itemCount ?? 0} />
          </div>
        ) : undefined
      }
    >
      {cart?.notice && (
        <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {cart.notice}
        </p>
      )}
      {topProblem && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {topProblem.message}
        </p>
      )}
      {body}
    </Drawer>
  );
}
