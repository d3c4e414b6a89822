import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/entry-server';
import { EMPTY_CART } from '@/features/cart/cart-changes';
import { listing, product } from '@/testing/fixtures';
import { mockApi, renderApp } from '@/testing/test-utils';

const first = Array.from({ length: 8 }, (_, i) => product({ id: `p${i + 1}`, name: `Product ${i + 1}` }));
const kettle = product({ id: 'kettle', name: 'Copper Kettle', stockQuantity: 0 });
const lamp = product({ id: 'lamp', name: 'Desk Lamp' });
const settings = { ...DEFAULT_SHOP_SETTINGS, shopName: 'Harbor Goods', featuredProductIds: ['kettle', 'lamp'] };

const shop = {
  '/api/products': { body: listing(first) },
  '/api/cart': { body: EMPTY_CART },
  '/api/wishlist': { body: { products: [] } },
  '/api/recently-viewed': { body: { products: [] } },
  '/api/auth/me': { body: { account: null } },
};

const featuredNames = async () => {
  const region = await screen.findByRole('region', { name: 'Featured Products' });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

describe("home's featured products and the shop's name", () => {
  it('features the products the owner chose, in their order, and names the shop in the header', async () => {
    mockApi({ ...shop, '/api/settings': { body: settings }, '/api/featured-products': { body: [kettle, lamp] } });
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Copper Kettle' })).toBeInTheDocument();
    expect(await featuredNames()).toEqual(['Copper Kettle', 'Desk Lamp']);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Harbor Goods' })).toHaveAttribute('href', '/');
    // The three promises are the shop's, by its own name.
    expect(screen.getByRole('region', { name: 'Why Harbor Goods' })).toBeInTheDocument();
  });

  it("names the shop 'Cartwise' until the owner names it, and shows the server's pick when none was chosen", async () => {
    mockApi({ ...shop, '/api/settings': { body: DEFAULT_SHOP_SETTINGS }, '/api/featured-products': { body: first.slice(0, 6) } });
    renderApp({ route: '/' });
    expect(await featuredNames()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5', 'Product 6']);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cartwise' })).toBeInTheDocument();
  });

  it("shows the hero's spotlit product once on a laptop: its card leaves the featured row there (five to a row), and stays on a phone", async () => {
    // The kettle is sold out: the spotlight shows the lamp, the first that can be bought.
    const soldOut = { ...kettle, inStock: false };
    mockApi({ ...shop, '/api/settings': { body: settings }, '/api/featured-products': { body: [soldOut, lamp, ...first.slice(0, 4)] } });
    renderApp({ route: '/' });
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    expect(await within(hero).findByRole('link', { name: /Desk Lamp/ })).toHaveAttribute('href', '/products/lamp');
    const region = screen.getByRole('region', { name: 'Featured Products' });
    const card = (name: string) => within(region).getByRole('heading', { level: 3, name }).closest('li')!;
    // Tailwind's `lg:hidden`: display none from `lg` (1024 px) up, where the spotlight shows; in the row below it.
    expect(card('Desk Lamp')).toHaveClass('lg:hidden');
    for (const name of ['Copper Kettle', 'Product 1', 'Product 4']) expect(card(name)).not.toHaveClass('lg:hidden');
    expect(card('Desk Lamp').parentElement).toHaveClass('lg:grid-cols-5');
  });

  it('a home drawn by the server already shows the chosen products and the name', async () => {
    const answers: Record<string, unknown> = { ...shop, '/api/settings': { body: settings }, '/api/featured-products': { body: [kettle, lamp] } };
    const fetchFn: typeof fetch = async (input, init) => {
      const url = new URL(new Request(input, init).url);
      const answer = answers[url.pathname + url.search] as { body: unknown } | undefined;
      return new Response(JSON.stringify(answer?.body ?? { error: { code: 'not_found', message: 'No such thing' } }), {
        status: answer ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    };
    const page = await renderPage('/', '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>', { fetchFn });
    expect(page?.html).toContain('Copper Kettle');
    expect(page?.html).toContain('Harbor Goods');
    expect(page?.html).not.toContain('Product 1<');
  });
});
