import { formatCents } from '@cartwise/domain/money';
import {
  EXPRESS_SHIPPING_CENTS,
  FREE_SHIPPING_OVER_CENTS,
  RETURN_WINDOW_DAYS,
  STANDARD_DELIVERY_DAYS,
  STANDARD_SHIPPING_CENTS,
  TAX_RATE_BASIS_POINTS,
} from '@cartwise/domain/policy';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/ui/page-shell';
import { TrackOrderForm } from '@/features/orders/components/track-order-form';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

const freeOver = formatCents(FREE_SHIPPING_OVER_CENTS);
const standard = formatCents(STANDARD_SHIPPING_CENTS);
const express = formatCents(EXPRESS_SHIPPING_CENTS);
const delivery = `${STANDARD_DELIVERY_DAYS.min} to ${STANDARD_DELIVERY_DAYS.max} business days`;
const taxPercent = `${TAX_RATE_BASIS_POINTS / 100}%`;

function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 rounded-xl border border-gray-200 bg-white p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {/* Lines of reading length; a section's wide content (Track Order's result) takes the page's width. */}
      <div className="flex flex-col gap-3 text-gray-700 [&>p]:max-w-3xl">{children}</div>
    </section>
  );
}

/** Help Center, with the Returns, Shipping Info and Track Order answers the footer links to. */
export function HelpRoute() {
  useDocumentTitle(pageTitle('Help Center'));
  return (
    <PageShell title="Help Center" intro="Answers about shipping, returns and your orders.">
      <nav aria-label="On this page" className="mb-8">
        <ul className="flex flex-wrap gap-3 text-sm">
          {[
            ['#shipping', 'Shipping Info'],
            ['#returns', 'Returns'],
            ['#track-order', 'Track Order'],
            ['#payment', 'Prices and tax'],
          ].map(([href, label]) => (
            <li key={href}>
              <a href={href} className="rounded-full border border-gray-300 bg-white px-4 py-2 font-medium text-gray-800 hover:bg-gray-100">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid gap-6">
        <HelpSection id="shipping" title="Shipping Info">
          <p>
            Shipping is <strong>free on orders over {freeOver}</strong>. Smaller orders ship for {standard}.
          </p>
          <p>
            Standard delivery takes <strong>{delivery}</strong>. Need it sooner? Express delivery is available for {express}.
          </p>
        </HelpSection>

        <HelpSection id="returns" title="Returns">
          <p>
            You can return any item within <strong>{RETURN_WINDOW_DAYS} days</strong> of delivery for a full refund.
          </p>
          <p>
            Items should be unused and in their original packaging. Write to us from the{' '}
            <Link to="/contact" className="font-medium text-brand-700 underline">contact page</Link> with your order
            number and we will send you a return label.
          </p>
        </HelpSection>

        <HelpSection id="track-order" title="Track Order">
          <p>
            Once you place an order, your confirmation gives you an order number to follow it by. With standard delivery
            it arrives in {delivery}.
          </p>
          <TrackOrderForm />
        </HelpSection>

        <HelpSection id="payment" title="Prices and tax">
          <p>
            Prices are in US dollars. Sales tax of {taxPercent} of the subtotal is added at checkout, shown before you
            pay.
          </p>
        </HelpSection>
      </div>
    </PageShell>
  );
}
