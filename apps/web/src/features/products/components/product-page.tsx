import type { Product } from '@cartwise/domain/catalogue/product';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetProductQuery } from '../api/products-api';
import { LazyProductReviews } from '../reviews/lazy-product-reviews';
import type { ProductActions } from './product-card';
import { ProductDetails } from './product-details';
import { ProductGrid } from './product-grid';
import { RelatedProducts } from './related-products';

interface ProductPageProps {
  productId: string;
  actions: ProductActions;
  /** Called when the product is shown, to remember it as recently viewed; keep it stable. */
  onViewed: (product: Product) => void;
  /**
   * A hook that reads the shopper's recently viewed products, most recent first; the page leaves out its
   * own product. Only the section showing them calls it, so only that section redraws when they arrive.
   */
  useRecentlyViewed?: () => readonly Product[] | undefined;
}

export function ProductPage({ productId, actions, onViewed, useRecentlyViewed }: ProductPageProps) {
  // The error stays while a retry is under way, so the page does not flicker back to a spinner.
  const { currentData: product, error, isFetching, refetch } = useGetProductQuery(productId);
  const notFound = !product && apiErrorStatus(error) === 404;
  useDocumentTitle(pageTitle(product ? product.name : notFound ? 'Product not found' : 'Product'));

  useEffect(() => {
    if (product) onViewed(product);
  }, [product, onViewed]);

  let body;
  if (notFound) {
    body = (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Product not found</h1>
        <p className="text-gray-700">This product does not exist or is no longer sold.</p>
        <Link to="/products" className={buttonClass()}>
          Browse all products
        </Link>
      </div>
    );
  } else if (!product && error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">We could not load this product</h1>
        <p className="text-red-800">Error: {apiErrorMessage(error, 'Failed to fetch the product')}</p>
        <Button busy={isFetching} onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (!product) {
    body = <Spinner label="Loading product…" />;
  } else {
    body = (
      <>
        <ProductDetails key={product.id} product={product} actions={actions} />
        <LazyProductReviews key={`reviews-${product.id}`} productId={product.id} />
        {/* Below the first screen: Suspense boundaries, hydrated after the rest and each in a commit of its own,
            so they do not lengthen the page's start-up tasks (ProductGrid's rule). */}
        <Suspense>
          <RelatedProducts product={product} actions={actions} />
        </Suspense>
        {useRecentlyViewed && (
          <Suspense>
            <RecentlyViewed productId={product.id} useProducts={useRecentlyViewed} actions={actions} />
          </Suspense>
        )}
      </>
    );
  }

  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{body}</div>;
}

interface RecentlyViewedProps {
  productId: string;
  useProducts: () => readonly Product[] | undefined;
  actions: ProductActions;
}

function RecentlyViewed({ productId, useProducts, actions }: RecentlyViewedProps) {
  const products = (useProducts() ?? []).filter((p) => p.id !== productId);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mt-16">
      <h2 id="recently-viewed-heading" className="mb-6 text-2xl font-bold tracking-tight">
        Recently viewed
      </h2>
      <ProductGrid products={products} actions={actions} eagerCount={0} />
    </section>
  );
}
