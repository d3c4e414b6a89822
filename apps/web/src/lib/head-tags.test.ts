import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, canonicalUrl, headTags, jsonLdScript, productJsonLd, siteDescription, withDescription } from './head-tags';
import type { ProductFacts } from './page-meta';

const ORIGIN = 'https://shop.example';
const product: ProductFacts = {
  id: 'sample-1',
  name: 'SoundMax Pro ANC </script> Headphones',
  description: 'Over-ear wireless headphones.',
  brand: 'SoundMax',
  category: 'Electronics',
  images: ['/images/a.svg', 'https://cdn.example/b.jpg'],
  price: 179.99,
  inStock: true,
  rating: 4.7,
  reviewCount: 2384,
};

/** The JSON-LD objects of a head. */
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe('productJsonLd', () => {
  // Google's product rich results: name; and offers (price, priceCurrency, availability) or review or aggregateRating.
  it('has the properties product rich results require, with absolute addresses', () => {
    const data = productJsonLd(product, ORIGIN) as Record<string, Record<string, unknown>>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.name);
    expect(data.image).toEqual([`${ORIGIN}/images/a.svg`, 'https://cdn.example/b.jpg']);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'SoundMax' });
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '179.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/products/sample-1`,
    });
    expect(Number(data.offers?.price)).toBeGreaterThan(0);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.7',
      reviewCount: 2384,
      bestRating: '5',
      worstRating: '1',
    });
  });

  it('says out of stock, and leaves the rating out when nobody has rated it (an empty rating is an error)', () => {
    const data = productJsonLd({ ...product, inStock: false, reviewCount: 0, rating: 0 }, ORIGIN) as Record<string, Record<string, unknown>>;
    expect(data.offers?.availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('headTags', () => {
  it('writes canonical, Open Graph, Twitter and the Product and BreadcrumbList JSON-LD for a product page', () => {
    const head = headTags({
      url: '/products/sample-1?utm_source=x',
      origin: ORIGIN,
      title: 'SoundMax | Cartwise',
      meta: {
        description: 'Quiet "and" <comfortable>.',
        image: '/images/a.svg',
        type: 'product',
        product,
        breadcrumbs: [
          { name: 'Electronics', path: '/products?category=Electronics' },
          { name: product.name, path: '/products/sample-1' },
        ],
      },
    });
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/products/sample-1" />`);
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/images/a.svg" />`);
    expect(head).toContain('<meta property="og:description" content="Quiet &quot;and&quot; &lt;comfortable&gt;." />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const [ld, crumbs] = jsonLd(head);
    expect(ld?.['@type']).toBe('Product');
    expect(ld?.name).toBe(product.name);
    expect(crumbs).toEqual(breadcrumbJsonLd([{ name: 'Electronics', path: '/products?category=Electronics' }, { name: product.name, path: '/products/sample-1' }], ORIGIN));
    expect((crumbs?.itemListElement as { position: number; item: string }[]).map((c) => [c.position, c.item])).toEqual([
      [1, `${ORIGIN}/`],
      [2, `${ORIGIN}/products?category=Electronics`],
      [3, `${ORIGIN}/products/sample-1`],
    ]);
  });

  it('gives home the Organization and a WebSite with a SearchAction', () => {
    const types = jsonLd(headTags({ url: '/', origin: ORIGIN, title: 'Cartwise', meta: {} }));
    expect(types.map((t) => t['@type'])).toEqual(['Organization', 'WebSite']);
    expect(types[1]).toMatchObject({
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${ORIGIN}/products?q={search_term_string}` } },
    });
  });

  it("names the shop as its settings do: the Open Graph site name, home's Organization and WebSite, the default description", () => {
    const head = headTags({ url: '/', origin: ORIGIN, title: 'Harbor Goods', meta: {}, shopName: 'Harbor Goods' });
    expect(head).toContain('<meta property="og:site_name" content="Harbor Goods" />');
    expect(head).toContain(`<meta property="og:description" content="${siteDescription('Harbor Goods')}" />`);
    expect(jsonLd(head).map((t) => t.name)).toEqual(['Harbor Goods', 'Harbor Goods']);
    expect(head).not.toContain('Cartwise');
    // Without settings, the software's name.
    expect(headTags({ url: '/', origin: ORIGIN, title: 'Cartwise', meta: {} })).toContain('<meta property="og:site_name" content="Cartwise" />');
  });

  it('writes no absolute address without an origin (a 404, or no PUBLIC_URL)', () => {
    const head = headTags({ url: '/products/x', title: 'Not found', meta: { product } });
    expect(head).not.toContain('canonical');
    expect(jsonLd(head)).toEqual([]);
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed or turned into a comment by the text it carries', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script> <!-- & \u2028' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({
      name: '</script><script>alert(1)</script> <!-- & \u2028',
    });
  });
});

describe('canonicalUrl', () => {
  it('keeps the list’s category, subcategory and page, and drops sorting, filters and tracking', () => {
    expect(canonicalUrl('/products?sort=price-asc&category=Electronics&brand=X&page=2&subcategory=Headphones', ORIGIN)).toBe(
      `${ORIGIN}/products?category=Electronics&subcategory=Headphones&page=2`,
    );
    expect(canonicalUrl('/products?page=1', ORIGIN)).toBe(`${ORIGIN}/products`);
    expect(canonicalUrl('/help?x=1', ORIGIN)).toBe(`${ORIGIN}/help`);
  });
});

describe('withDescription', () => {
  it('replaces the template’s meta description, escaped', () => {
    const template = '<meta\n      name="description"\n      content="The shop." />';
    expect(withDescription(template, 'A "quiet" pair')).toBe('<meta name="description" content="A &quot;quiet&quot; pair" />');
    expect(withDescription(template, undefined)).toBe(template);
  });
});
