import { formatCents } from '@cartwise/domain/money';
import { FREE_SHIPPING_OVER_CENTS } from '@cartwise/domain/policy';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Truck from 'lucide-react/icons/truck';
import { Link } from 'react-router';
import { FeaturedProducts } from '@/features/products/components/featured-products';
import { HOME_TITLE, useDocumentTitle } from '@/lib/use-document-title';
import { useProductActions } from '../use-product-actions';

const blurbs = [
  {
    icon: Sparkles,
    title: 'AI-Powered Recommendations',
    text: 'Tell our shopping assistant what you need and get suggestions that fit your taste and budget.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure Shopping',
    text: 'Your details stay private, and you pay on delivery: nothing is charged before your order arrives.',
  },
  {
    icon: Truck,
    title: 'Fast Delivery',
    text: `Free shipping on orders over ${formatCents(FREE_SHIPPING_OVER_CENTS)}, delivered quickly to your door.`,
  },
];

export function HomeRoute() {
  useDocumentTitle(HOME_TITLE);
  const actions = useProductActions();

  return (
    <>
      <section className="bg-linear-to-br from-brand-700 via-brand-600 to-purple-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">Shop Smarter with AI</h1>
          <p className="max-w-2xl text-lg text-brand-50 sm:text-xl">
            Discover products picked for you by an AI shopping assistant. Search, compare and find the perfect product in
            seconds.
          </p>
          <Link
            to="/products"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
          >
            Start Shopping <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>

      <section aria-label="Why Cartwise" className="border-b border-gray-200 bg-white">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
          {blurbs.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-start gap-3">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
              <p className="text-gray-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedProducts actions={actions} />
    </>
  );
}
