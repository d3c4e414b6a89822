import { createContext, useContext } from 'react';

/** What a page tells search engines and link previews beyond its title (issue 23). */
export interface PageMeta {
  /** The meta description and the Open Graph description: a sentence or two from the page's content. */
  description?: string;
  /** The picture of a link preview: a path on the shop or an absolute URL. */
  image?: string;
  /** Open Graph's type: a product page is `product`, every other page `website`. */
  type?: 'website' | 'product';
  /** The product a product page shows: written as a schema.org `Product` with its `Offer` and rating. */
  product?: ProductFacts;
  /** Where the page sits, from home's first level down (the page itself last): a schema.org `BreadcrumbList`. */
  breadcrumbs?: readonly { name: string; path: string }[];
}

/** What a product's structured data says; addresses may be shop paths, the server makes them absolute. */
export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  images: readonly string[];
  /** In dollars, the lowest price a shopper can pay. */
  price: number;
  inStock: boolean;
  rating: number;
  reviewCount: number;
}

/**
 * Where the server collects a page's meta while it renders (apps/web/src/entry-server.tsx writes the tags
 * into the head). The browser has no sink: crawlers and link previews read the server's HTML, so the page
 * costs the browser nothing for it.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Reports the calling page's meta to the server's renderer; nothing in the browser. */
export function usePageMeta(meta: PageMeta): void {
  useContext(PageMetaSink)?.(meta);
}
