import Info from 'lucide-react/icons/info';
import { PageShell } from '@/components/ui/page-shell';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

/** /checkout: kept for the checkout issue; until then it shows the cart and says checkout is coming. */
export function CheckoutRoute() {
  useDocumentTitle(pageTitle('Checkout'));
  return (
    <PageShell title="Checkout">
      <p className="mb-8 flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-800">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          Online checkout is arriving soon. Your cart is saved on this device, so everything below will be waiting for
          you.
        </span>
      </p>
      <CartSummary />
    </PageShell>
  );
}
