import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterStep } from '@/features/products/components/filter-sidebar';
import { ProductListing } from '@/features/products/components/product-listing';
import { parseListingQuery, toSearchParams, type ListingQuery } from '@/features/products/listing-query';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useProductActions } from '../use-product-actions';

/**
 * The list's title for the tab, search results and shared links: the words searched, else the category and
 * subcategory shown (a category's page is not "All Products"), else all the products.
 */
export function listingTitle(query: ListingQuery): string {
  if (query.q) return `Search results for “${query.q}”`;
  if (query.subcategory) return query.category ? `${query.subcategory} in ${query.category}` : query.subcategory;
  return query.category ?? 'All Products';
}

/** /products: the listing, its search, filters, sort and page all kept in the URL. */
export function ProductsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseListingQuery(searchParams), [searchParams]);
  const actions = useProductActions();
  useDocumentTitle(pageTitle(listingTitle(query)));

  // Arrow keys in a radio group select every option they pass: while a shopper steps through one group,
  // each step replaces the entry the previous step made, so Back leaves the group instead of replaying it.
  // The address is read when the key is pressed, not from the last render, which may not have caught up.
  const lastStep = useRef<{ step: FilterStep; search: string } | null>(null);
  const onQueryChange = useCallback(
    (next: ListingQuery, step?: FilterStep, inPlace = false) => {
      const params = toSearchParams(next);
      const replace = inPlace || (step !== undefined && lastStep.current?.step === step && lastStep.current.search === window.location.search);
      lastStep.current = step === undefined ? null : { step, search: params.toString() ? `?${params}` : '' };
      setSearchParams(params, { preventScrollReset: true, replace });
    },
    [setSearchParams],
  );

  return <ProductListing query={query} onQueryChange={onQueryChange} actions={actions} />;
}
