import { useContext } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { pageTitle, ShopNameContext, SITE_NAME, useDocumentTitle } from '@/lib/use-document-title';

export function AboutRoute() {
  useDocumentTitle(pageTitle('About Us'));
  const shopName = useContext(ShopNameContext);
  return (
    <PageShell title={`About ${shopName}`} intro="An online shop that helps you find the right product, with an AI shopping assistant built in.">
      <div className="grid max-w-3xl gap-8 text-gray-700">
        <section aria-labelledby="mission-heading">
          <h2 id="mission-heading" className="mb-2 text-xl font-semibold text-gray-900">Our mission</h2>
          <p>
            Shopping online should be quick and calm. {shopName} pairs a fast catalogue, with real search, filters and honest
            prices, with an assistant that answers your questions in plain words and suggests products that fit what you
            asked for.
          </p>
        </section>
        <section aria-labelledby="open-source-heading">
          <h2 id="open-source-heading" className="mb-2 text-xl font-semibold text-gray-900">Open source</h2>
          <p>
            {shopName === SITE_NAME ? SITE_NAME : `${shopName} runs on ${SITE_NAME}, which`} is open source under the MIT licence.
            Anyone can read how it works, run their own shop with it, and help make it better.
          </p>
        </section>
        <section aria-labelledby="promise-heading">
          <h2 id="promise-heading" className="mb-2 text-xl font-semibold text-gray-900">Our promise</h2>
          <p>
            Clear prices in US dollars, no surprises at checkout, and a returns policy you can read in one minute on our{' '}
            <Link to="/help#returns" className="font-medium text-brand-700 underline">help page</Link>.
          </p>
        </section>
        <div>
          <Link to="/products" className={buttonClass()}>Start Shopping</Link>
        </div>
      </div>
    </PageShell>
  );
}
