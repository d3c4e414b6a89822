import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

// The reviews, their form and its checks are not needed to paint a product page (ADR 0011): the server's
// page holds their place, and the browser loads them once the page runs.
const ProductReviews = lazy(() => import('./product-reviews'));

export function LazyProductReviews({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  return <div className="min-h-40">{hydrated && <Suspense><ProductReviews productId={productId} /></Suspense>}</div>;
}
