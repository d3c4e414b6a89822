import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCartIsOpen } from '../cart-slice';

const loadCartDrawer = () => import('./cart-drawer');
// The drawer, its lines, coupon form and totals are not needed to paint a page (ADR 0011).
const CartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.CartDrawer })));

/**
 * The cart drawer, loaded when the browser is next idle after the page appears (so opening it does not
 * wait for the network) or on the first open, whichever comes first; mounted from the first open on.
 */
export function LazyCartDrawer({ preloadCheckout }: { preloadCheckout?: () => void }) {
  const isOpen = useSelector(selectCartIsOpen);
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => void loadCartDrawer());
    return () => cancelIdleCallback(idle);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer preloadCheckout={preloadCheckout} />
    </Suspense>
  );
}
