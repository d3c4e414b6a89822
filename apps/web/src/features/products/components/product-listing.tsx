import { PRODUCTS_FETCH_FAILED } from '@cartwise/domain/policy';
import { formatCount } from '@cartwise/domain/numbers';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useGetCategoriesQuery, useGetProductsQuery } from '../api/products-api';
import { hasFilters, listingHref, withoutFilters, type ListingQuery } from '../listing-query';
import { FilterSidebar, type FilterStep } from './filter-sidebar';
import type { ProductActions } from './product-card';
import { ProductGrid } from './product-grid';

interface ProductListingProps {
  query: ListingQuery;
  /** `replace`: in place of the current address, not a new step in the history. */
  onQueryChange: (next: ListingQuery, step?: FilterStep, replace?: boolean) => void;
  actions: ProductActions;
}

export const NO_RESULTS_TEXT = 'No products found matching your criteria';

/** The product list page: heading with the count, filter sidebar, results and pagination. */
export function ProductListing({ query, onQueryChange, actions }: ProductListingProps) {
  const listing = useGetProductsQuery(query);
  const categories = useGetCategoriesQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const location = useLocation();
  // The router moves to the chosen address a moment after a click (in a transition): meanwhile the
  // sidebar shows the choice at once, so a box ticks as it is clicked, and a second click builds on the first.
  // Any move of the address (the chosen one, or Back to the page the choice was made on) ends it.
  const [chosen, setChosen] = useState<{ at: string; query: ListingQuery } | null>(null);
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setChosen(null);
  }
  const choosing = chosen?.at === location.key;
  const sidebarQuery = choosing ? chosen.query : query;
  const choose = (next: ListingQuery, step?: FilterStep) => {
    setChosen({ at: location.key, query: next });
    onQueryChange(next, step);
  };
  // A page chosen in the pagination: focus goes to the top of the list, where the view goes.
  useEffect(() => {
    if ((location.state as { pageChosen?: boolean } | null)?.pageChosen) heading.current?.focus({ preventScroll: true });
  }, [location.key, location.state]);

  const current = listing.currentData;
  // Sizes and colours the search named ("t-shirt size M") and the price limits it said ("under $1000") move into
  // the filters, in place of the address typed, so their boxes show ticked and can be unticked.
  useEffect(() => {
    const said = current?.searched;
    if (!said || (!said.options?.length && !said.price)) return;
    const option = said.options?.length ? [...new Set([...(query.option ?? []), ...said.options])] : query.option;
    const price = said.price ? { minPrice: said.price.minPrice, maxPrice: said.price.maxPrice } : {};
    onQueryChange({ ...query, q: said.query || undefined, option, ...price, page: undefined }, undefined, true);
  }, [current, query, onQueryChange]);
  const totalCount = current?.totalCount ?? listing.data?.totalCount;
  usePageMeta(listingMeta(query, current));
  // What the shown results were found for, when not the search as typed (GET /api/products' `searched`).
  const searched = current?.searched;
  const dropped = searched?.dropped.length;

  const retry = () => {
    if ((query.page ?? 1) > 1) onQueryChange({ ...query, page: undefined });
    else void listing.refetch();
  };

  let results;
  if (listing.isError) {
    results = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
        <p className="font-medium text-red-800">Error: {apiErrorMessage(listing.error, PRODUCTS_FETCH_FAILED)}</p>
        <Button onClick={retry}>Try Again</Button>
      </div>
    );
  } else if (!current) {
    results = <Spinner label="Loading products…" />;
  } else if (current.products.length === 0 && current.totalCount > 0) {
    // An old or edited link past the last page: the products are there, on earlier pages.
    results = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-gray-200 bg-white px-6 py-12 text-center">
        <p className="font-medium text-gray-800">
          There is no page {formatCount(query.page ?? 1)}: these products fill {formatCount(current.totalPages)}{' '}
          {current.totalPages === 1 ? 'page' : 'pages'}.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {current.totalPages > 1 && (
            <Link
              to={listingHref({ ...query, page: current.totalPages })}
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              Go to the last page
            </Link>
          )}
          <Link
            to={listingHref({ ...query, page: undefined })}
            className="rounded-lg px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            Go to page 1
          </Link>
        </div>
      </div>
    );
  } else if (current.products.length === 0) {
    results = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-gray-200 bg-white px-6 py-12 text-center">
        <p className="font-medium text-gray-800">{NO_RESULTS_TEXT}</p>
        {(hasFilters(query) || query.q) && (
          <div className="flex flex-wrap justify-center gap-3">
            {hasFilters(query) && (
              <Button variant="secondary" onClick={() => onQueryChange(withoutFilters(query))}>
                Clear filters
              </Button>
            )}
            {query.q && (
              <Link to="/products" className="rounded-lg px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
                Browse all products
              </Link>
            )}
          </div>
        )}
      </div>
    );
  } else {
    results = (
      <>
        <ProductGrid
          products={current.products}
          actions={actions}
          headingLevel={2}
          columns={3}
          eagerCount={3}
          showCategory={query.category === undefined}
        />
        <Pagination
          currentPage={current.currentPage}
          totalPages={current.totalPages}
          hrefForPage={(page) => listingHref({ ...query, page })}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-title font-semibold text-gray-950 focus:outline-none sm:text-3xl">
            {/* A category's page is headed by its name, as its title is; a search keeps "Products" above its "Results for". */}
            {(!query.q && (query.subcategory ?? query.category)) || 'Products'}
          </h1>
          {query.q && (
            // Says so when the results are another search's: the typed words corrected, or some dropped.
            <p aria-live="polite" className="mt-1 break-words text-gray-700 [overflow-wrap:anywhere]">
              {dropped ? `No results for “${query.q}”; showing results for ` : searched ? 'Showing results for ' : 'Results for '}
              {searched ? <strong>{dropped ? `“${searched.query}”` : searched.query}</strong> : <q className="font-semibold">{query.q}</q>}
            </p>
          )}
        </div>
        <p aria-live="polite" className="min-h-6 text-sm text-gray-600">
          {totalCount !== undefined && productCount(totalCount)}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <div>
          <Button
            variant="secondary"
            className={`w-full lg:hidden ${filtersOpen ? 'mb-4' : ''}`}
            aria-expanded={filtersOpen}
            aria-controls="product-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filtersOpen ? 'Hide filters and sort' : 'Show filters and sort'}
          </Button>
          <div id="product-filters" className={filtersOpen ? 'block' : 'hidden lg:block'}>
            <FilterSidebar
              query={sidebarQuery}
              facets={listing.data?.facets}
              categories={categories.data ?? []}
              onChange={choose}
            />
            {/* On a phone the open filters push the results screens down: this stays in view and goes there. */}
            <Button
              data-bottom-bar={filtersOpen ? '' : undefined}
              className="sticky bottom-3 mt-4 w-full shadow-lg lg:hidden"
              onClick={() => {
                setFiltersOpen(false);
                resultsRef.current?.focus({ preventScroll: true });
                resultsRef.current?.scrollIntoView();
              }}
            >
              {totalCount === undefined ? 'Show products' : `Show ${productCount(totalCount)}`}
            </Button>
          </div>
        </div>
        <section ref={resultsRef} tabIndex={-1} aria-label="Search results" aria-busy={listing.isFetching || choosing} className="focus:outline-none">
          {results}
        </section>
      </div>
    </div>
  );
}

/** What `listingMeta` reads of the list's answer. */
interface ListingForMeta {
  totalCount: number;
  facets: { brands: readonly { value: string }[]; categories?: readonly { value: string; count: number }[] };
}

/**
 * What a list tells search engines (issue 23), each page from what it holds: a category's or subcategory's
 * list its count and first brands, under its category in a `BreadcrumbList`; the whole list its count, its
 * largest categories and first brands; a search its count for the words asked, and where, and its first brands.
 * Before the answer (it failed, or came late) the shop's description stands.
 */
export function listingMeta(query: ListingQuery, listing: ListingForMeta | undefined): PageMeta {
  const { category, subcategory } = query;
  const words = query.q?.trim();
  const brands = listing?.facets.brands.slice(0, 3).map((row) => row.value) ?? [];
  const moreBrands = (listing?.facets.brands.length ?? 0) > brands.length ? ' and more' : '';
  const fromBrands = brands.length > 0 ? `, from ${brands.join(', ')}${moreBrands}.` : '.';
  const place = category === undefined ? undefined : subcategory ? `${category} › ${subcategory}` : category;
  if (words) {
    return listing ? { description: `${productCount(listing.totalCount)} found for “${words}”${place ? ` in ${place}` : ''}${fromBrands}` } : {};
  }
  if (category === undefined) {
    if (!listing) return {};
    const largest = [...(listing.facets.categories ?? [])]
      .sort((a, b) => b.count - a.count)
      .slice(0, 3)
      .map((row) => row.value);
    const across = largest.length > 0 ? ` across ${largest.join(', ')}${(listing.facets.categories?.length ?? 0) > largest.length ? ' and more' : ''}` : '';
    return { description: `Shop ${productCount(listing.totalCount)}${across}${fromBrands}` };
  }
  return {
    description: listing ? `Shop ${productCount(listing.totalCount)} in ${place}${fromBrands}` : undefined,
    breadcrumbs: [
      { name: category, path: listingHref({ category }) },
      ...(subcategory !== undefined ? [{ name: subcategory, path: listingHref({ category, subcategory }) }] : []),
    ],
  };
}

function productCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'product' : 'products'}`;
}
