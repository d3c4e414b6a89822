import ArrowRight from 'lucide-react/icons/arrow-right';
import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { listingHref, ProductCard, type ProductActions } from '@/features/products';
import { selectRowPicks, useGetRowProductsQuery } from '../api/home-api';
import { MERCHANDISING_ROWS, type MerchandisingRow } from '../merchandising-rows';

/**
 * Home's merchandising rows (new arrivals, on sale, top rated), each from the product list's own sort or filter,
 * each skipping the products shown above it while others qualify (`distinctRows`).
 * Each row is a Suspense boundary, though nothing in it suspends: React hydrates a server-drawn boundary on its
 * own, after the rest of the page and in a commit of its own, so the rows below the first screen do not lengthen
 * the page's longest start-up task (Lighthouse's Total Blocking Time). A click on a row before then is replayed.
 */
export function MerchandisingRows({ actions }: { actions: ProductActions }) {
  return MERCHANDISING_ROWS.map((row, index) => (
    <Suspense key={row.id}>
      <ProductRow row={row} index={index} actions={actions} />
    </Suspense>
  ));
}

function ProductRow({ row, index, actions }: { row: MerchandisingRow; index: number; actions: ProductActions }) {
  // Asks for the row's list (and keeps it); shows what is left of it once the products above it are known.
  useGetRowProductsQuery(index);
  const products = useSelector(selectRowPicks)?.[index];
  // Left out when it has nothing, and while it loads or if it fails: the featured products above are the page's
  // promise (spec §2) and say so themselves; a row is a suggestion. The server draws home with its rows.
  if (!products || products.length === 0) return null;
  const headingId = `${row.id}-heading`;

  return (
    // Below the first screen at both sizes: the browser lays out and paints a row only as it nears the screen, so
    // the rows add little to the page's start (Lighthouse's Total Blocking Time); 26rem holds a row's place till then.
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 pt-2 pb-6 [contain-intrinsic-size:auto_26rem] [content-visibility:auto] sm:px-6 sm:pb-8 lg:px-8"
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-title font-semibold text-gray-950">
          {row.title}
        </h2>
        <Link
          to={listingHref(row.query)}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-gray-900 underline-offset-4 hover:underline"
        >
          See all <span className="sr-only">{row.title.toLowerCase()}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {/* One row swiped sideways on a phone (a card and a half in view says there is more), a grid from sm up. */}
      <ul
        role="list"
        className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-6"
      >
        {products.map((product) => (
          <li key={product.id} className="w-[44%] shrink-0 snap-start sm:w-auto">
            <ProductCard product={product} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
