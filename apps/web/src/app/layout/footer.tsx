import ShoppingBag from 'lucide-react/icons/shopping-bag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useShopSettings } from '@/features/shop/use-shop-settings';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];

const serviceLinks = [
  { to: '/help', label: 'Help Center' },
  { to: '/help#returns', label: 'Returns' },
  { to: '/help#shipping', label: 'Shipping Info' },
  { to: '/help#track-order', label: 'Track Order' },
];

/** The open-source project the shop runs on (the credit line), not the shop's own links: those are its settings. */
const REPOSITORY = 'https://github.com/cartwise-shop/cartwise';

const linkClass = 'rounded-sm text-gray-300 hover:text-white hover:underline';

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">{children}</ul>
    </nav>
  );
}

export function Footer() {
  const shop = useShopSettings();
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <ShoppingBag aria-hidden="true" className="size-6 text-brand-500" />
            {shop.shopName}
          </p>
          {shop.tagline && <p className="mt-3 text-sm leading-relaxed">{shop.tagline}</p>}
        </div>
        <LinkColumn title="Quick links">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </LinkColumn>
        <LinkColumn title="Customer service">
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </LinkColumn>
        <LinkColumn title="Follow us">
          {shop.socialLinks.map((link) => (
            <li key={`${link.label} ${link.url}`}>
              <a href={link.url} className={linkClass} rel="noopener noreferrer" target="_blank">
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </LinkColumn>
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-gray-400 sm:px-6 lg:px-8">
          {/* The year as the server drew it; a browser on the other side of New Year keeps it. */}
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {shop.shopName}. Runs on Cartwise, open source under the MIT licence. Built by{' '}
          <a
            href={`${REPOSITORY}/graphs/contributors`}
            className="rounded-sm text-gray-300 underline hover:text-white"
            rel="noopener noreferrer"
            target="_blank"
          >
            the Cartwise contributors
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
