import type { ShopperProducts } from '@cartwise/domain/cart/shopper-lists';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { useGetMeQuery, useSignOutMutation } from '@/features/account/api/account-api';
import { useGetOrdersQuery } from '@/features/orders/api/orders-api';
import { OrderHistory } from '@/features/orders/components/order-history';
import { ProductGrid } from '@/features/products/components/product-grid';
import { useGetRecentlyViewedQuery, useGetWishlistQuery } from '@/features/user/api/shopper-lists-api';
import { apiErrorMessage } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useProductActions } from '../use-product-actions';

function AccountSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A server-kept list of products (wishlist, recently viewed) as cards, with its empty text. */
function ShopperProductList({ query, empty }: { query: { data?: ShopperProducts; isError: boolean }; empty: string }) {
  const actions = useProductActions();
  if (!query.data) {
    return query.isError ? <p className="text-gray-700">This list could not be loaded.</p> : <Spinner label="Loading products…" />;
  }
  if (query.data.products.length === 0) return <p className="text-gray-700">{empty}</p>;
  return <ProductGrid products={query.data.products} actions={actions} headingLevel={3} eagerCount={0} />;
}

/** A guest's orders, placed in this browser: listed when there are any, with why an account keeps them. */
function GuestOrders() {
  const orders = useGetOrdersQuery();
  if (!orders.data?.length) return <p className="text-gray-700">Your order history is kept with your account.</p>;
  return (
    <>
      <p className="text-gray-700">
        Orders placed in this browser. Sign in or create an account to keep them with you on any device.
      </p>
      <OrderHistory />
    </>
  );
}

/** /account: the shopper's orders (a guest's from this browser), wishlist and recently viewed products. */
export function AccountRoute() {
  useDocumentTitle(pageTitle('Your account'));
  const me = useGetMeQuery();
  const [signOut, signingOut] = useSignOutMutation();
  const wishlist = useGetWishlistQuery();
  const recentlyViewed = useGetRecentlyViewedQuery();
  const account = me.data;

  return (
    <PageShell
      title="Your account"
      intro={account ? `Signed in as ${account.email}.` : 'Sign in to see your orders. Your cart, wishlist and recently viewed products are kept for you either way.'}
    >
      <div className="flex flex-col gap-12">
        {me.isLoading ? (
          <Spinner label="Loading your account…" />
        ) : account ? (
          <>
            {/* With the account's name above it, not beside the orders' heading, where it read as about them. */}
            <div className="-mt-6 flex flex-col items-start gap-2">
              <Button variant="secondary" size="sm" busy={signingOut.isLoading} onClick={() => void signOut()}>
                Sign out
              </Button>
              {signingOut.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {apiErrorMessage(signingOut.error, 'You could not be signed out. Please try again.')}
                </p>
              )}
            </div>
            <AccountSection id="orders" title="Your orders">
              <OrderHistory />
            </AccountSection>
          </>
        ) : (
          <AccountSection id="sign-in" title="Orders">
            <GuestOrders />
            <p className="flex flex-wrap gap-3">
              <Link to="/sign-in?next=%2Faccount" className={buttonClass()}>
                Sign in
              </Link>
              <Link to="/sign-up?next=%2Faccount" className={buttonClass('secondary')}>
                Create account
              </Link>
            </p>
          </AccountSection>
        )}

        <AccountSection
          id="wishlist"
          title="Wishlist"
          action={
            <Link to="/wishlist" className="text-sm font-medium text-brand-700 underline">
              Open your wishlist
            </Link>
          }
        >
          <ShopperProductList query={wishlist} empty="Your wishlist is empty. Choose the heart on any product to save it here." />
        </AccountSection>

        <AccountSection id="recently-viewed" title="Recently viewed">
          <ShopperProductList query={recentlyViewed} empty="Products you look at will appear here." />
        </AccountSection>
      </div>
    </PageShell>
  );
}
