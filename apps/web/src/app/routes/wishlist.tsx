import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { ProductsById } from '@/features/products/components/products-by-id';
import { selectWishlist } from '@/features/user/user-slice';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useAppSelector } from '../hooks';
import { useProductActions } from '../use-product-actions';

export function WishlistRoute() {
  useDocumentTitle(pageTitle('Wishlist'));
  const wishlist = useAppSelector(selectWishlist);
  const actions = useProductActions();
  return (
    <PageShell title="Wishlist" intro={wishlist.length > 0 ? 'Products you saved for later, kept on this device.' : undefined}>
      {wishlist.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-gray-700">Your wishlist is empty. Tap the heart on any product to save it here.</p>
          <Link to="/products" className={buttonClass()}>Browse products</Link>
        </div>
      ) : (
        <ProductsById ids={wishlist} actions={actions} />
      )}
    </PageShell>
  );
}
