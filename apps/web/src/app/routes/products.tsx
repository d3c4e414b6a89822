import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ProductListing } from '@/features/products/components/product-listing';
import { parseListingQuery, toSearchParams, type ListingQuery } from '@/features/products/listing-query';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useProductActions } from '../use-product-actions';

/** /products: the listing, its search, filters, sort and page all kept in the URL. */
export function ProductsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseListingQuery(searchParams), [searchParams]);
  const actions = useProductActions();
  useDocumentTitle(pageTitle(query.q ? `Search results for “${query.q}”` : 'All Products'));

  const onQueryChange = useCallback(
    (next: ListingQuery) => setSearchParams(toSearchParams(next), { preventScrollReset: true }),
    [setSearchParams],
  );

  return <ProductListing query={query} onQueryChange={onQueryChange} actions={actions} />;
}
