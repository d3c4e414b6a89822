import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/entry-server';
import { EMPTY_CART } from '@/features/cart/cart-changes';
import { listing, product } from '@/testing/fixtures';
import { mockApi, renderApp } from '@/testing/test-utils';

const featured = [product({ id: 'lamp', name: 'Desk Lamp' })];
const newest = Array.from({ length: 6 }, (_, i) => product({ id: `new${i + 1}`, name: `New Thing ${i + 1}` }));
const bestRated = [product({ id: 'kettle', name: 'Copper Kettle', rating: 4.8, reviewCount: 12 })];
const reduced = [product({ id: 'mug', name: 'Stoneware Mug', price: 9, originalPrice: 12, discount: 25 })];

// The list's own queries, in the order the list writes them: six products each, and as many more as the
// featured products (six) and the rows above could take from them.
const NEWEST = '/api/products?inStock=true&sort=newest-desc&pageSize=12';
const ON_SALE = '/api/products?inStock=true&onSale=true&pageSize=18';
const TOP_RATED = '/api/products?rating=4&inStock=true&sort=rating-desc&pageSize=24';

const shop = {
  '/api/settings': { body: DEFAULT_SHOP_SETTINGS },
  '/api/featured-products': { body: featured },
  '/api/products': { body: listing(featured) },
  '/api/cart': { body: EMPTY_CART },
  '/api/wishlist': { body: { products: [] } },
  '/api/recently-viewed': { body: { products: [] } },
  '/api/auth/me': { body: { account: null } },
};

const rowNames = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe("home's merchandising rows", () => {
  it('shows new arrivals, on sale and top rated after the featured products, each with See all to its list', async () => {
    mockApi({ ...shop, [NEWEST]: { body: listing(newest) }, [ON_SALE]: { body: listing(reduced) }, [TOP_RATED]: { body: listing(bestRated) } });
    renderApp({ route: '/' });

    expect(await screen.findByRole('heading', { level: 2, name: 'New Arrivals' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Top Rated' })).toBeInTheDocument();
    expect(rowNames('New Arrivals')).toEqual(newest.map((p) => p.name));
    expect(rowNames('Top Rated')).toEqual(['Copper Kettle']);
    expect(await screen.findByRole('heading', { level: 2, name: 'On Sale' })).toBeInTheDocument();
    expect(rowNames('On Sale')).toEqual(['Stoneware Mug']);
    expect(within(screen.getByRole('region', { name: 'On Sale' })).getByRole('link', { name: 'See all on sale' })).toHaveAttribute('href', '/products?inStock=true&onSale=true');

    const newArrivals = screen.getByRole('region', { name: 'New Arrivals' });
    expect(within(newArrivals).getByRole('link', { name: 'See all new arrivals' })).toHaveAttribute('href', '/products?inStock=true&sort=newest-desc');
    const topRated = screen.getByRole('region', { name: 'Top Rated' });
    expect(within(topRated).getByRole('link', { name: 'See all top rated' })).toHaveAttribute('href', '/products?rating=4&inStock=true&sort=rating-desc');

    // After the featured products, in the page's order.
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(-4)).toEqual(['Featured Products', 'New Arrivals', 'On Sale', 'Top Rated']);
  });

  it('leaves a row out when it has nothing (a catalogue without reviews has no Top Rated), or when it cannot be read', async () => {
    mockApi({ ...shop, [NEWEST]: { status: 500, body: { error: { code: 'internal', message: 'Down' } } }, [ON_SALE]: { body: listing([]) }, [TOP_RATED]: { body: listing([]) } });
    renderApp({ route: '/' });

    expect(await screen.findByRole('heading', { level: 3, name: 'Desk Lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New Arrivals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top Rated' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'On Sale' })).not.toBeInTheDocument();
    // The featured products' own error and View All are untouched by the rows.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a home drawn by the server already has its rows', async () => {
    const answers: Record<string, { body: unknown }> = { ...shop, [NEWEST]: { body: listing(newest) }, [TOP_RATED]: { body: listing(bestRated) } };
    const fetchFn: typeof fetch = async (input, init) => {
      const url = new URL(new Request(input, init).url);
      const answer = answers[url.pathname + url.search];
      return new Response(JSON.stringify(answer?.body ?? { error: { code: 'not_found', message: 'No such thing' } }), {
        status: answer ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    };
    const page = await renderPage('/', '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>', { fetchFn });
    const html = page?.html ?? '';
    expect(html).toContain('New Arrivals');
    expect(html).toContain('New Thing 6');
    expect(html).toContain('Copper Kettle');
    expect(html).toContain('href="/products?rating=4&amp;inStock=true&amp;sort=rating-desc"');
    expect(html.indexOf('Featured Products')).toBeLessThan(html.indexOf('New Arrivals'));
  });

  it('skips in each row the products shown above it while others qualify, and fills a row up with them when not', async () => {
    const p = (n: number) => product({ id: `p${n}`, name: `Product ${n}` });
    mockApi({
      ...shop,
      // Featured: the first four.
      '/api/featured-products': { body: [p(1), p(2), p(3), p(4)] },
      // Newest first: four new ones, so two featured ones (3 and 4, the last in this order) make way for 5 and 6.
      [NEWEST]: { body: listing([p(8), p(7), p(1), p(2), p(3), p(4), p(5), p(6)]) },
      // Only products shown above qualify: the row shows them again rather than nothing.
      [ON_SALE]: { body: listing([p(1), p(8), p(2)]) },
      // Two new ones (9 and 10) and four of those shown above.
      [TOP_RATED]: { body: listing([p(2), p(9), p(6), p(5), p(1), p(10), p(7), p(3)]) },
    });
    renderApp({ route: '/' });

    expect(await screen.findByRole('heading', { level: 2, name: 'New Arrivals' })).toBeInTheDocument();
    expect(rowNames('New Arrivals')).toEqual(['Product 8', 'Product 7', 'Product 1', 'Product 2', 'Product 5', 'Product 6']);
    expect(rowNames('On Sale')).toEqual(['Product 1', 'Product 8', 'Product 2']);
    expect(rowNames('Top Rated')).toEqual(['Product 2', 'Product 9', 'Product 6', 'Product 5', 'Product 1', 'Product 10']);
  });
});
