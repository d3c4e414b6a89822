import { useNavigate } from 'react-router';
import { PageShell } from '@/components/ui/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { useGetMeQuery } from '@/features/account/api/account-api';
import { useGetCartQuery } from '@/features/cart/api/cart-api';
import { opened } from '@/features/cart/cart-slice';
import { CouponForm } from '@/features/cart/components/coupon-form';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useAppDispatch } from '../hooks';

/** /checkout: the cart becomes an order; the cart drawer stays at hand to fix the cart. */
export function CheckoutRoute() {
  useDocumentTitle(pageTitle('Checkout'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: cart } = useGetCartQuery();
  const { data: account, isLoading: accountLoading } = useGetMeQuery();
  // The quote is asked again whenever the cart's lines, quantities or coupon change.
  const cartVersion = cart
    ? `${cart.items.map((item) => `${item.id}:${item.quantity}`).join(',')}|${cart.couponCode ?? ''}`
    : '';

  return (
    <PageShell title="Checkout">
      {accountLoading ? (
        // Who is signed in decides whether the form this tab kept comes back.
        <Spinner label="Loading checkout…" />
      ) : (
        <CheckoutForm
          cartVersion={cartVersion}
          accountEmail={account?.email}
          onReviewCart={() => dispatch(opened())}
          coupon={cart && <CouponForm couponCode={cart.couponCode} />}
          // A card order goes on to Stripe's page, which comes back to the order's page. Otherwise the order's
          // page takes the checkout's place: Back goes to where the shopper was before checkout, not to a
          // checkout whose cart the order emptied. The state says it was just placed.
          onPlaced={(order) => {
            if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
            else void navigate(`/orders/${encodeURIComponent(order.id)}`, { replace: true, state: { placed: true } });
          }}
        />
      )}
    </PageShell>
  );
}
