import { formatCents } from '@cartwise/domain/money';
import { FREE_SHIPPING_OVER_CENTS } from '@cartwise/domain/policy';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Truck from 'lucide-react/icons/truck';
import { useContext } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { MerchandisingRows } from '@/features/home/components/merchandising-rows';
import { HeroSpotlight } from '@/features/home/components/hero-spotlight';
import { spotlightProduct } from '@/features/home/spotlight';
import { useGetFeaturedProductsQuery } from '@/features/products/api/products-api';
import { FeaturedProducts } from '@/features/products/components/featured-products';
import { usePageMeta } from '@/lib/page-meta';
import { HOME_TITLE, ShopNameContext, useDocumentTitle } from '@/lib/use-document-title';
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
  const shopName = useContext(ShopNameContext);
  // The featured products' answer (FeaturedProducts below asks for it; the server draws home with it).
  const spotlight = spotlightProduct(useGetFeaturedProductsQuery().currentData);
  // Link previews show the headliner's picture; the description stays the shop's.
  usePageMeta(spotlight ? { image: spotlight.thumbnail } : {});

  return (
    <>
      {/* Compact, so the featured products show in the first screen on a phone and on a laptop; on a laptop the
          shop window's headliner stands beside it (issue 23). */}
      <section className="border-b border-gray-200 bg-gray-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8 lg:flex-row lg:items-center lg:justify-between lg:gap-10 lg:px-8 lg:py-5">
          <div className="flex flex-col items-start gap-4">
            <div className="flex flex-col gap-2">
              <h1 className="text-3xl font-semibold tracking-tight text-gray-950 sm:text-display">Shop Smarter with AI</h1>
              <p className="max-w-2xl text-sm text-gray-600 sm:text-base lg:max-w-xl">
                Discover products picked for you by an AI shopping assistant. Search, compare and find the perfect product in
                seconds.
              </p>
            </div>
            <Link to="/products" className={`${buttonClass('primary', 'lg')} shrink-0 max-sm:py-2.5`}>
              Start Shopping <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
          <HeroSpotlight product={spotlight} />
        </div>
      </section>

      {/* The three promises as one small strip: a row on wide screens, swiped sideways on a phone (and
          focusable, so a keyboard scrolls it too). */}
      <section aria-label={`Why ${shopName}`} className="border-b border-gray-200">
        <ul tabIndex={0} className="mx-auto flex max-w-7xl snap-x scroll-px-4 gap-6 overflow-x-auto px-4 py-3 sm:px-6 lg:px-8">
          {blurbs.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex min-w-64 flex-1 snap-start items-start gap-2.5">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-900" />
              <div>
                <h2 className="text-sm font-semibold text-gray-900">{title}</h2>
                <p className="text-xs text-gray-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedProducts actions={actions} spotlitId={spotlight?.id} />
      <MerchandisingRows actions={actions} />
    </>
  );
}
