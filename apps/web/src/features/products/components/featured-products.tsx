import { FEATURED_PRODUCTS, PRODUCTS_FETCH_FAILED } from '@cartwise/domain/policy';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error';
import { useGetFeaturedProductsQuery } from '../api/products-api';
import type { ProductActions } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/**
 * Home's Featured Products: those the owner chose in the settings, else the first products of page 1 with no
 * filters, in stock first (spec §2); the server picks them (GET /api/featured-products). From `lg` up home's hero
 * shows one of them beside it (`spotlitId`): the row leaves that one out there, five to a row, so its picture is
 * not shown twice; a phone, without the spotlight, keeps all six (issue 23). While loading, the row is drawn so.
 */
export function FeaturedProducts({ actions, spotlitId }: { actions: ProductActions; spotlitId?: string }) {
  const listing = useGetFeaturedProductsQuery();
  const products = listing.currentData;

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-title font-semibold text-gray-950">
          Featured Products
        </h2>
        <Link to="/products" className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-gray-900 underline-offset-4 hover:underline">
          View All <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {listing.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
          <p className="font-medium text-red-800">Error: {apiErrorMessage(listing.error, PRODUCTS_FETCH_FAILED)}</p>
          <Button onClick={() => void listing.refetch()}>Try Again</Button>
        </div>
      ) : products ? (
        <ProductGrid products={products} actions={actions} columns={spotlitId ? 5 : 6} eagerCount={2} spotlitId={spotlitId} />
      ) : (
        <div role="status" aria-label="Loading featured products">
          <ProductGridSkeleton count={FEATURED_PRODUCTS} columns={5} />
        </div>
      )}
    </section>
  );
}
