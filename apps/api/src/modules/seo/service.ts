import type { SeoRepository } from './repository.ts';

/** The most URLs one sitemap file may hold (sitemaps.org); the index lists as many product files as needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** The paths crawlers are kept out of: the API, the shopper's own pages, and pages that only repeat the list's. */
export const DISALLOWED_PATHS = ['/api/', '/checkout', '/account', '/wishlist', '/orders/', '/sign-in', '/sign-up', '/admin'];

/** The shop's pages that are not a product or a category. */
const STATIC_PATHS = ['/', '/products', '/categories', '/about', '/contact', '/help'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A date of the sitemap's W3C format (YYYY-MM-DD), or nothing when the stored one does not read as a date. */
function lastModified(stored: string): string | undefined {
  const time = Date.parse(stored.includes('T') || stored.includes('Z') ? stored : `${stored.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;

const url = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/**
 * robots.txt and the sitemaps (issue 23): an index (`/sitemap.xml`) naming one file of the shop's pages and
 * categories and as many files of products as 50,000 to a file need, so 100,000 products are two files, each
 * read from the database a page at a time.
 */
export class SeoService {
  constructor(
    private readonly repository: SeoRepository,
    private readonly pageSize = SITEMAP_MAX_URLS,
  ) {}

  robots(origin: string): string {
    return `User-agent: *\nAllow: /\n${DISALLOWED_PATHS.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
  }

  /** How many product files the index names (at least one, so the index is the same shape for an empty shop). */
  async productPages(): Promise<number> {
    return Math.max(1, Math.ceil((await this.repository.productCount()) / this.pageSize));
  }

  async index(origin: string): Promise<string> {
    const pages = await this.productPages();
    const files = [`${origin}/sitemaps/pages.xml`];
    for (let page = 1; page <= pages; page++) files.push(`${origin}/sitemaps/products-${page}.xml`);
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n') +
      `\n</sitemapindex>\n`
    );
  }

  /** The shop's own pages, each category's list and each subcategory's. */
  async pages(origin: string): Promise<string> {
    const entries = STATIC_PATHS.map((path) => url(`${origin}${path}`));
    const seen = new Set<string>();
    for (const { category, subcategory } of await this.repository.categories()) {
      if (!seen.has(category)) {
        seen.add(category);
        entries.push(url(`${origin}/products?category=${encodeURIComponent(category)}`));
      }
      if (subcategory) {
        entries.push(
          url(`${origin}/products?category=${encodeURIComponent(category)}&subcategory=${encodeURIComponent(subcategory)}`),
        );
      }
    }
    return urlset(entries);
  }

  /** The products of one file (from 1), or undefined past the last. */
  async products(origin: string, page: number): Promise<string | undefined> {
    if (page > (await this.productPages())) return undefined;
    const products = await this.repository.products((page - 1) * this.pageSize, this.pageSize);
    return urlset(products.map((p) => url(`${origin}/products/${encodeURIComponent(p.id)}`, lastModified(p.updatedAt))));
  }
}
