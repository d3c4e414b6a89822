import { lazy, Suspense, useRef } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useNearScreen } from '@/lib/use-near-screen';

// The reviews, their form and its checks are not needed to paint a product page (ADR 0011): the server's
// page holds their place, and the browser loads them once the page runs and the shopper scrolls towards
// them, a screen ahead (ADR 0040): on a phone they are well below the first screen, and loading, fetching
// and drawing them was the longest work after the page started. The place carries the section's anchor,
// so a link to `#reviews` (back from signing in to write one) scrolls there and so loads them.
const ProductReviews = lazy(() => import('./product-reviews'));

export function LazyProductReviews({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  return (
    <div ref={place} id="reviews" className="mt-16 min-h-40">
      {hydrated && near && (
        <Suspense>
          <ProductReviews productId={productId} />
        </Suspense>
      )}
    </div>
  );
}
