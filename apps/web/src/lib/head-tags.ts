// The head of a page rendered on the server (issue 23): its meta description, canonical address, Open Graph
// and Twitter tags, and JSON-LD, from what the page reported (`usePageMeta`) and its address.
import { SITE_NAME } from './use-document-title';
import type { PageMeta, ProductFacts } from './page-meta';

/** The shop's description, for pages that have none of their own (the template's, with the owner's shop name). */
export function siteDescription(shopName: string = SITE_NAME): string {
  return `${shopName} is an online shop with an AI shopping assistant: browse, filter and search electronics, fashion and more, with free shipping on orders over $50.`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the element or start a comment. */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The list's query keys that make a different page for a search engine; the rest (sorting, filters) do not. */
const CANONICAL_KEYS = ['category', 'subcategory', 'page'];

/** The address a page is known by: the path, and on the product list only its category, subcategory and page. */
export function canonicalUrl(url: string, origin: string): string {
  const address = new URL(url, origin);
  const kept = new URLSearchParams();
  if (address.pathname === '/products') {
    for (const key of CANONICAL_KEYS) {
      const value = address.searchParams.get(key);
      if (value && !(key === 'page' && value === '1')) kept.set(key, value);
    }
  }
  const query = kept.toString();
  return `${origin}${address.pathname}${query ? `?${query}` : ''}`;
}

/** An absolute address for a picture: a shop path joins the origin, an absolute URL stays as it is. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  }
}

/** The home page's schema.org objects: the shop as an Organization, and a WebSite whose search crawlers can use. */
export function homeJsonLd(origin: string, shopName: string = SITE_NAME): object[] {
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', name: shopName, url: `${origin}/`, logo: `${origin}/favicon.svg` },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: shopName,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/products?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * A product as schema.org's `Product` with an `Offer` (price, currency, availability) and, when it has
 * reviews, an `AggregateRating`: what Google's product rich results require (name, and one of offers,
 * review or aggregateRating).
 */
export function productJsonLd(product: ProductFacts, origin: string): object {
  const url = `${origin}/products/${encodeURIComponent(product.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    category: product.category,
    image: product.images.map((image) => absoluteUrl(image, origin)),
    brand: { '@type': 'Brand', name: product.brand },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.toFixed(1),
            reviewCount: product.reviewCount,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
  };
}

/** A page's place in the shop as schema.org's `BreadcrumbList`, home first. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; path: string }[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/**
 * The tags to add to the head: canonical (when the origin is known), Open Graph and Twitter, and JSON-LD, the
 * shop named as its settings name it. The meta description itself replaces the template's (`withDescription`).
 */
export function headTags({ url, origin, title, meta, shopName = SITE_NAME }: { url: string; origin?: string; title: string; meta: PageMeta; shopName?: string }): string {
  const description = meta.description ?? siteDescription(shopName);
  const tags: string[] = [];
  const property = (name: string, content: string) => tags.push(`<meta property="${name}" content="${escapeAttribute(content)}" />`);
  const named = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeAttribute(content)}" />`);
  property('og:site_name', shopName);
  property('og:type', meta.type ?? 'website');
  property('og:title', title);
  property('og:description', description);
  if (origin) {
    const canonical = canonicalUrl(url, origin);
    tags.unshift(`<link rel="canonical" href="${escapeAttribute(canonical)}" />`);
    property('og:url', canonical);
    if (meta.image) property('og:image', absoluteUrl(meta.image, origin));
  }
  named('twitter:card', meta.image && origin ? 'summary_large_image' : 'summary');
  named('twitter:title', title);
  named('twitter:description', description);
  if (meta.image && origin) named('twitter:image', absoluteUrl(meta.image, origin));
  if (origin) {
    const jsonLd: object[] = [];
    if (meta.product) jsonLd.push(productJsonLd(meta.product, origin));
    if (meta.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(meta.breadcrumbs, origin));
    if (new URL(url, origin).pathname === '/') jsonLd.push(...homeJsonLd(origin, shopName));
    for (const data of jsonLd) tags.push(jsonLdScript(data));
  }
  return tags.join('\n    ');
}

/** The template with the page's meta description in place of the shop's. */
export function withDescription(template: string, description: string | undefined): string {
  if (!description) return template;
  return template.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    () => `<meta name="description" content="${escapeAttribute(description)}" />`,
  );
}
