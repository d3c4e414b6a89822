import { Link } from 'react-router';
import { PageShell } from '@/components/ui/page-shell';
import { ProductsById } from '@/features/products/components/products-by-id';
import { selectRecentlyViewed } from '@/features/user/user-slice';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useAppSelector } from '../hooks';
import { useProductActions } from '../use-product-actions';

export function AccountRoute() {
  useDocumentTitle(pageTitle('Your account'));
  const recentlyViewed = useAppSelector(selectRecentlyViewed);
  const actions = useProductActions();
  return (
    <PageShell
      title="Your account"
      intro="Sign-in and order history are arriving soon. Your cart, wishlist and recently viewed products are kept on this device meanwhile."
    >
      <p className="mb-8 flex flex-wrap gap-4 text-sm font-medium">
        <Link to="/wishlist" className="text-brand-700 underline">Your wishlist</Link>
        <Link to="/checkout" className="text-brand-700 underline">Your cart</Link>
      </p>
      <section aria-labelledby="recently-viewed-heading">
        <h2 id="recently-viewed-heading" className="mb-4 text-xl font-bold">Recently viewed</h2>
        {recentlyViewed.length === 0 ? (
          <p className="text-gray-700">Products you look at will appear here.</p>
        ) : (
          <ProductsById ids={recentlyViewed} actions={actions} headingLevel={3} />
        )}
      </section>
    </PageShell>
  );
}
