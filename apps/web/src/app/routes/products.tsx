import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { FilterStep } from '@/features/products/components/filter-sidebar';
import { ProductListing } from '@/features/products/components/product-listing';
import { parseListingQuery, toSearchParams, type ListingQuery } from '@/features/products/listing-query';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useProductActions } from '../use-product-actions';

/** /products: the listing, its search, filters, sort and page all kept in the URL. */
export function ProductsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const query = useMemo(() => parseListingQuery(searchParams), [searchParams]);
  const actions = useProductActions();
  useDocumentTitle(pageTitle(query.q ? `Search results for “${query.q}”` : 'All Products'));

  // Arrow keys in a radio group select every option they pass: while a shopper steps through one group,
  // each step replaces the entry the previous step made, so Back leaves the group instead of replaying it.
  const steppedFrom = (location.state as { step?: FilterStep } | null)?.step;
  const onQueryChange = useCallback(
    (next: ListingQuery, step?: FilterStep) =>
      setSearchParams(toSearchParams(next), {
        preventScrollReset: true,
        replace: step !== undefined && step === steppedFrom,
        state: step === undefined ? undefined : { step },
      }),
    [setSearchParams, steppedFrom],
  );

  return <ProductListing query={query} onQueryChange={onQueryChange} actions={actions} />;
}
