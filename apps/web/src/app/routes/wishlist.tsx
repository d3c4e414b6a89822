import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Spinner } from '@/components/ui/spinner';
import type { ProductActions } from '@/features/products/components/product-card';
import { ProductGrid } from '@/features/products/components/product-grid';
import { useGetWishlistQuery } from '@/features/user/api/shopper-lists-api';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useProductActions } from '../use-product-actions';

/** /wishlist: the shopper's server-kept wishlist, most recently added first. */
export function WishlistRoute() {
  useDocumentTitle(pageTitle('Wishlist'));
  const { data, error, isFetching, refetch } = useGetWishlistQuery();
  const actions = useProductActions();
  const products = data?.products ?? [];

  // A heart pressed here takes its card, and the focus with it, off the page: focus goes on to the next
  // product's heart (the one before, at the end), or to "Browse products" once the list is empty.
  const list = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  const listActions = useMemo<ProductActions>(
    () => ({
      ...actions,
      toggleWishlist: async (product) => {
        // The card (a child of the grid's list, whose cards hold lists of their own) that has focus, read
        // from the page as it is now.
        const cards = [...(list.current?.querySelector('ul')?.children ?? [])];
        const at = cards.findIndex((card) => card.contains(document.activeElement));
        focusAt.current = at >= 0 ? at : null;
        try {
          await actions.toggleWishlist(product);
        } catch (cause) {
          // Not removed: the card stays, and so does the focus.
          focusAt.current = null;
          throw cause;
        }
      },
    }),
    [actions],
  );
  useLayoutEffect(() => {
    const at = focusAt.current;
    if (at === null || !list.current) return;
    focusAt.current = null;
    const hearts = list.current.querySelectorAll<HTMLElement>('li button[aria-label$=" from wishlist"]');
    (hearts[Math.min(at, hearts.length - 1)] ?? list.current.querySelector<HTMLElement>('a[href]'))?.focus();
  }, [products.length]);

  let body;
  if (!data && error) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-4">
        <p className="text-gray-700">We could not load your wishlist.</p>
        <Button busy={isFetching} onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (!data) {
    body = <Spinner label="Loading your wishlist…" />;
  } else if (products.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-gray-700">Your wishlist is empty. Choose the heart on any product to save it here.</p>
        <Link to="/products" className={buttonClass()}>Browse products</Link>
      </div>
    );
  } else {
    body = <ProductGrid products={products} actions={listActions} />;
  }

  return (
    <PageShell title="Wishlist" intro={products.length > 0 ? 'Products you saved for later.' : undefined}>
      <div ref={list}>{body}</div>
    </PageShell>
  );
}
