import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listing, product } from '@/testing/fixtures';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import type { ListingQuery } from '../listing-query';
import type { ProductActions } from './product-card';
import { listingMeta, NO_RESULTS_TEXT, ProductListing } from './product-listing';

const actions: ProductActions = { useIsWishlisted: () => false, toggleWishlist: vi.fn(), addToCart: vi.fn() };
const products = Array.from({ length: 12 }, (_, i) => product({ id: `p${i + 1}`, name: `Product ${i + 1}` }));
const categories = { body: { categories: [{ name: 'Electronics', count: 30 }] } };

function renderListing(query: ListingQuery) {
  const onQueryChange = vi.fn<(next: ListingQuery) => void>();
  const view = renderWithProviders(<ProductListing query={query} onQueryChange={onQueryChange} actions={actions} />);
  return { ...view, onQueryChange };
}

describe('ProductListing (spec §2)', () => {
  it('shows a spinner, then the products headed Products with the total count, and pagination', async () => {
    mockApi({
      '/api/products': { body: listing(products, { totalCount: 30, totalPages: 3 }) },
      '/api/categories': categories,
    });
    renderListing({});

    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByText('30 products')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Product \d+$/ })).toHaveLength(12);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/products?page=2');
    expect(await screen.findByRole('radio', { name: /Electronics/ })).toBeInTheDocument();
  });

  it("is headed by the subcategory or category shown, and by Products for a search", async () => {
    mockApi({ '/api/products': { body: listing(products.slice(0, 2)) }, '/api/categories': categories });
    const { unmount } = renderListing({ category: 'Electronics', subcategory: 'Audio' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
    unmount();
    const second = renderListing({ category: 'Electronics' });
    expect(screen.getByRole('heading', { level: 1, name: 'Electronics' })).toBeInTheDocument();
    second.unmount();
    renderListing({ category: 'Electronics', q: 'headphones' });
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
  });

  it("names only the brand on a category's page, whose heading names the category; elsewhere the category too", async () => {
    const lamp = [product({ id: 'l', name: 'Desk Lamp', brand: 'Lumen', category: 'Electronics' })];
    mockApi({ '/api/products?category=Electronics': { body: listing(lamp) }, '/api/products?q=lamp': { body: listing(lamp) }, '/api/categories': categories });
    const { unmount } = renderListing({ category: 'Electronics' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Desk Lamp' })).closest('article')!;
    expect(within(card).getByText('Lumen')).toBeInTheDocument();
    expect(within(card).queryByText('Electronics')).toBeNull();
    unmount();
    renderListing({ q: 'lamp' });
    const found = (await screen.findByRole('heading', { level: 2, name: 'Desk Lamp' })).closest('article')!;
    expect(within(found).getByText('Electronics')).toBeInTheDocument();
  });

  it('shows what was searched for', async () => {
    mockApi({ '/api/products?q=headphones': { body: listing(products.slice(0, 1)) }, '/api/categories': categories });
    renderListing({ q: 'headphones' });
    expect(screen.getByText(/Results for/).querySelector('q')).toHaveTextContent('headphones');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });

  it(`reads '${NO_RESULTS_TEXT}' when nothing matches`, async () => {
    mockApi({ '/api/products?category=Electronics&rating=5': { body: listing([]) }, '/api/categories': categories });
    const { onQueryChange } = renderListing({ category: 'Electronics', rating: 5 });
    expect(await screen.findByText(NO_RESULTS_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onQueryChange).toHaveBeenCalledWith({});
  });

  it('says when the results are those of the search with its misspelt words corrected', async () => {
    mockApi({
      '/api/products?q=iphne&inStock=true': {
        body: listing(products.slice(0, 2), { searched: { query: 'iphone', corrected: true, dropped: [] } }),
      },
      '/api/categories': categories,
    });
    renderListing({ q: 'iphne', inStock: true });
    const line = await screen.findByText(/^Showing results for/);
    expect(line).toHaveTextContent(/^Showing results for iphone$/);
    expect(line.querySelector('strong')).toHaveTextContent('iphone');
    // Said politely once the results are there, beside the heading; no "did you mean" link any more.
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText(/Results for/)).toBeNull();
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Product \d+$/ })).toHaveLength(2);
  });

  it('says which words it left out when no product matched them all', async () => {
    mockApi({
      '/api/products?q=waterproof+nike+shoes': {
        body: listing(products.slice(0, 2), { searched: { query: 'nike shoes', corrected: false, dropped: ['waterproof'] } }),
      },
      '/api/categories': categories,
    });
    renderListing({ q: 'waterproof nike shoes' });
    expect(await screen.findByText(/^No results for/)).toHaveTextContent(
      'No results for “waterproof nike shoes”; showing results for “nike shoes”',
    );
    expect(screen.queryByText(NO_RESULTS_TEXT)).toBeNull();
  });

  it('moves price limits the search said into the price filter, in place of the words typed', async () => {
    mockApi({
      '/api/products?q=sofa+under+%241000&maxPrice=2000': {
        body: listing(products.slice(0, 2), { searched: { query: 'sofa', corrected: false, dropped: [], price: { maxPrice: 1000 } } }),
      },
      '/api/categories': categories,
    });
    const { onQueryChange } = renderListing({ q: 'sofa under $1000', maxPrice: 2000 });
    await screen.findByText('2 products');
    expect(onQueryChange).toHaveBeenLastCalledWith({ q: 'sofa', maxPrice: 1000, minPrice: undefined, option: undefined, page: undefined }, undefined, true);
  });

  it('a search that finds nothing at all keeps the empty state and what was typed', async () => {
    mockApi({ '/api/products?q=zzqxwv': { body: listing([]) }, '/api/categories': categories });
    renderListing({ q: 'zzqxwv' });
    expect(await screen.findByText(NO_RESULTS_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/Results for/).querySelector('q')).toHaveTextContent('zzqxwv');
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });

  it('ticks a box as it is clicked, before the address follows, and a second click keeps the first', async () => {
    const brands = [product({ id: 'a', brand: 'Acme' }), product({ id: 'b', brand: 'Bolt' })];
    mockApi({ '/api/products': { body: listing(brands) }, '/api/categories': categories });
    // The address (the query) stays as it was: the router has not moved yet.
    const { onQueryChange } = renderListing({});
    const filters = screen.getByRole('region', { name: 'Filters' });
    const acme = await within(filters).findByRole('checkbox', { name: /^Acme/ });
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(results).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(acme);
    expect(acme).toBeChecked();
    // The list shown is the last choice's until the address follows: it says it is busy meanwhile.
    expect(results).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(filters).getByRole('checkbox', { name: /^Bolt/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ brand: ['Acme', 'Bolt'] }), undefined);
  });

  it('past the last page says so and links to the last page and to page 1, instead of reading as no match', async () => {
    mockApi({
      '/api/products?category=Electronics&page=9': { body: listing([], { totalCount: 30, currentPage: 9, totalPages: 3 }) },
      '/api/categories': categories,
    });
    renderListing({ category: 'Electronics', page: 9 });
    expect(await screen.findByText('There is no page 9: these products fill 3 pages.')).toBeInTheDocument();
    expect(screen.queryByText(NO_RESULTS_TEXT)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/products?category=Electronics&page=3');
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/products?category=Electronics');
  });

  it("on error shows 'Error: {message}' and Try Again loads page 1 again", async () => {
    let fail = true;
    const fetchMock = mockApi({
      '/api/products': async () =>
        fail
          ? { status: 503, body: { error: { code: 'service_unavailable', message: 'The catalogue is unavailable' } } }
          : { body: listing(products) },
      '/api/categories': categories,
    });
    renderListing({});

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The catalogue is unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('heading', { level: 2, name: /^Product \d+$/ })).toHaveLength(12);
    expect(fetchMock.mock.calls.filter(([request]) => String((request as Request).url).endsWith('/api/products'))).toHaveLength(2);
  });

  it('Try Again on a later page goes back to page 1', async () => {
    mockApi({ '/api/products?page=3': () => Promise.reject(new TypeError('Failed to fetch')), '/api/categories': categories });
    const { onQueryChange } = renderListing({ category: 'Electronics', page: 3 } as ListingQuery);
    // The request above has a category, so it falls to the 404 answer.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: /);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onQueryChange).toHaveBeenCalledWith({ category: 'Electronics', page: undefined });
  });

  it("without a message from the server the error reads 'Failed to fetch products'", async () => {
    mockApi({ '/api/products': () => Promise.reject(new TypeError('Failed to fetch')), '/api/categories': categories });
    renderListing({});
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch products');
  });
});

describe('listingMeta (what a list tells search engines)', () => {
  const answer = { totalCount: 42, facets: { brands: [{ value: 'Apple' }, { value: 'Samsung' }, { value: 'Oppo' }, { value: 'Realme' }] } };

  it('describes a category by its count and first brands, under its category in the breadcrumbs', () => {
    expect(listingMeta({ category: 'Electronics' }, answer)).toEqual({
      description: 'Shop 42 products in Electronics, from Apple, Samsung, Oppo and more.',
      breadcrumbs: [{ name: 'Electronics', path: '/products?category=Electronics' }],
    });
    expect(listingMeta({ category: 'Electronics', subcategory: 'Smartphones' }, { totalCount: 1, facets: { brands: [] } })).toEqual({
      description: 'Shop 1 product in Electronics › Smartphones.',
      breadcrumbs: [
        { name: 'Electronics', path: '/products?category=Electronics' },
        { name: 'Smartphones', path: '/products?category=Electronics&subcategory=Smartphones' },
      ],
    });
  });

  it('describes the whole list by its count, its largest categories and first brands', () => {
    const whole = {
      totalCount: 202,
      facets: {
        brands: answer.facets.brands,
        categories: [
          { value: 'Automotive', count: 10 },
          { value: 'Electronics', count: 42 },
          { value: 'Fashion', count: 52 },
          { value: 'Home & Garden', count: 40 },
        ],
      },
    };
    expect(listingMeta({}, whole)).toEqual({
      description: 'Shop 202 products across Fashion, Electronics, Home & Garden and more, from Apple, Samsung, Oppo and more.',
    });
    // Filters without a category (a brand, a price) describe what they hold, under the same address.
    expect(listingMeta({ brand: ['Apple'] }, { totalCount: 3, facets: { brands: [{ value: 'Apple' }], categories: [{ value: 'Electronics', count: 3 }] } })).toEqual({
      description: 'Shop 3 products across Electronics, from Apple.',
    });
  });

  it('describes a search by its count, its words, where it looked and its first brands', () => {
    expect(listingMeta({ q: ' headphones ' }, { totalCount: 12, facets: { brands: [{ value: 'SoundMax' }, { value: 'Apple' }] } })).toEqual({
      description: '12 products found for “headphones”, from SoundMax, Apple.',
    });
    expect(listingMeta({ category: 'Electronics', subcategory: 'Smartphones', q: 'phone' }, answer)).toEqual({
      description: '42 products found for “phone” in Electronics › Smartphones, from Apple, Samsung, Oppo and more.',
    });
  });

  it("keeps the shop's description until the list has answered", () => {
    expect(listingMeta({}, undefined)).toEqual({});
    expect(listingMeta({ q: 'phone' }, undefined)).toEqual({});
  });
});
