import Mail from 'lucide-react/icons/mail';
import Package from 'lucide-react/icons/package';
import CircleHelp from 'lucide-react/icons/circle-help';
import { Link } from 'react-router';
import { PageShell } from '@/components/ui/page-shell';
import { useShopSettings } from '@/features/shop/use-shop-settings';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

export function ContactRoute() {
  useDocumentTitle(pageTitle('Contact'));
  const { supportEmail, contactText } = useShopSettings();
  return (
    <PageShell title="Contact us" intro={contactText}>
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="rounded-xl border border-gray-200 bg-white p-6">
          <Mail aria-hidden="true" className="mb-3 size-6 text-brand-700" />
          <h2 className="mb-1 text-lg font-semibold">Email</h2>
          <p className="text-gray-700">
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">{supportEmail}</a>
          </p>
          <p className="mt-1 text-sm text-gray-600">We answer within one business day.</p>
        </li>
        <li className="rounded-xl border border-gray-200 bg-white p-6">
          <CircleHelp aria-hidden="true" className="mb-3 size-6 text-brand-700" />
          <h2 className="mb-1 text-lg font-semibold">Help Center</h2>
          <p className="text-gray-700">
            Shipping, returns and orders are answered on our{' '}
            <Link to="/help" className="font-medium text-brand-700 underline">Help Center</Link>.
          </p>
        </li>
        <li className="rounded-xl border border-gray-200 bg-white p-6">
          <Package aria-hidden="true" className="mb-3 size-6 text-brand-700" />
          <h2 className="mb-1 text-lg font-semibold">Open source</h2>
          <p className="text-gray-700">
            Found a bug or have an idea? Open an issue on{' '}
            <a href="https://github.com/cartwise-shop/cartwise/issues" className="font-medium text-brand-700 underline" rel="noopener noreferrer">
              GitHub
            </a>
            .
          </p>
        </li>
      </ul>
    </PageShell>
  );
}
