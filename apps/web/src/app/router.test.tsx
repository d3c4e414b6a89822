import { ROUTER_ERROR_TEXT } from '@cartwise/domain/policy';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartAfterAdd, EMPTY_CART } from '@/features/cart/cart-changes';
import { SEARCH_PLACEHOLDER } from '@/features/products/components/search-form';
import { HOME_TITLE } from '@/lib/use-document-title';
import type { Product } from '@cartwise/domain/catalogue/product';
import { listing, product } from '@/testing/fixtures';
import { mockApi, renderApp } from '@/testing/test-utils';

const headphones = product({ id: 'sample-1', name: 'SoundMax Pro Headphones', category: 'Electronics', stockQuantity: 5 });
const jacket = product({ id: 'sample-2', name: 'UrbanStyle Jacket', category: 'Fashion' });
const eight = Array.from({ length: 8 }, (_, i) => product({ id: `p${i + 1}`, name: `Product ${i + 1}` }));

const catalogue = {
  '/api/products': { body: listing(eight) },
  // Home's featured: the server's pick (the first six, in stock first, when the owner chose none).
  '/api/featured-products': { body: eight.slice(0, 6) },
  '/api/products?q=jacket': { body: listing([jacket]) },
  '/api/products?category=Electronics': { body: listing([headphones]) },
  '/api/products/sample-1/related?limit=4': { body: { products: [] } },
  '/api/products/sample-1': { body: headphones },
  '/api/categories': { body: { categories: [{ name: 'Electronics', count: 1 }, { name: 'Fashion', count: 1 }] } },
  '/api/cart': { body: EMPTY_CART },
  '/api/wishlist': { body: { products: [] } },
  '/api/recently-viewed': { body: { products: [] } },
};

describe('the storefront', () => {
  it('home: hero, blurbs, 6 skeletons while loading, then the first 6 products as featured, with its title', async () => {
    let answer!: (value: { body: unknown }) => void;
    mockApi({ ...catalogue, '/api/featured-products': () => new Promise((resolve) => (answer = resolve)) });
    renderApp({ route: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Smarter with AI' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Shopping/ })).toHaveAttribute('href', '/products');
    for (const blurb of ['AI-Powered Recommendations', 'Secure Shopping', 'Fast Delivery']) {
      expect(screen.getByRole('heading', { level: 2, name: blurb })).toBeInTheDocument();
    }
    expect(screen.getByText(/Free shipping on orders over \$50\.00/)).toBeInTheDocument();
    const loading = screen.getByRole('status', { name: 'Loading featured products' });
    // The skeleton cards are hidden from screen readers, which hear the status instead.
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    answer(catalogue['/api/featured-products']);
    expect(await screen.findAllByRole('heading', { level: 3, name: /^Product \d$/ })).toHaveLength(6);
    expect(screen.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/products');
    await waitFor(() => expect(document.title).toBe(HOME_TITLE));
  });

  it('has one h1, a banner, a main and a footer with its links', async () => {
    mockApi(catalogue);
    renderApp({ route: '/' });
    await screen.findAllByRole('heading', { level: 3, name: /^Product \d$/ });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Home', 'Products', 'About Us', 'Contact', 'Help Center', 'Returns', 'Shipping Info', 'Track Order']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/help#returns');
  });

  it('searching from the header lists the matches and says what was searched for', async () => {
    mockApi(catalogue);
    const { router } = renderApp({ route: '/' });

    const search = within(await screen.findByRole('banner')).getAllByRole('combobox', { name: 'Search products' })[0]!;
    expect(search).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    await userEvent.type(search, 'jacket{Enter}');

    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/products?q=jacket'));
    expect(await screen.findByRole('heading', { level: 2, name: 'UrbanStyle Jacket' })).toBeInTheDocument();
    expect(screen.getByText(/Results for/).querySelector('q')).toHaveTextContent('jacket');
    await waitFor(() => expect(document.title).toBe('Search results for “jacket” | Cartwise'));
  });

  it('filters live in the address, so back returns to the previous filters', async () => {
    mockApi(catalogue);
    const { router } = renderApp({ route: '/products' });
    expect(await screen.findAllByRole('heading', { level: 2, name: /^Product \d$/ })).toHaveLength(8);
    await waitFor(() => expect(document.title).toBe('All Products | Cartwise'));

    await userEvent.click(await screen.findByRole('radio', { name: /Electronics/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Electronics'));
    expect(await screen.findByRole('heading', { level: 2, name: 'SoundMax Pro Headphones' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Electronics | Cartwise'));

    await router.navigate(-1);
    expect(await screen.findAllByRole('heading', { level: 2, name: /^Product \d$/ })).toHaveLength(8);
  });

  it('a link to another page moves focus to its content; a filter change leaves focus where it was', async () => {
    mockApi(catalogue);
    renderApp({ route: '/products' });
    expect(await screen.findAllByRole('heading', { level: 2, name: /^Product \d$/ })).toHaveLength(8);

    const electronics = await screen.findByRole('radio', { name: /Electronics/ });
    await userEvent.click(electronics);
    expect(await screen.findByRole('heading', { level: 2, name: 'SoundMax Pro Headphones' })).toBeInTheDocument();
    expect(electronics).toHaveFocus();

    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it("a link to a section of another page moves focus to that section", async () => {
    mockApi(catalogue);
    renderApp({ route: '/' });
    await userEvent.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Returns' }));
    const returns = await screen.findByRole('region', { name: 'Returns' });
    await waitFor(() => expect(returns).toHaveFocus());
  });

  it("a page opened while the shopper is in the assistant's conversation leaves them there", async () => {
    mockApi({ ...catalogue, '/api/chat': { body: { messages: [], suggestions: [], context: { sessionId: null, lastQuery: null } } } });
    const { router } = renderApp({ route: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open AI shopping assistant' }));
    const box = await screen.findByRole('textbox', { name: /message/i });
    await waitFor(() => expect(box).toHaveFocus());
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('the product page shows the product, records it as viewed, and adds it to the cart and wishlist', async () => {
    const inCart = cartAfterAdd(EMPTY_CART, {
      productId: 'sample-1',
      quantity: 2,
      preview: { name: headphones.name, price: headphones.price, image: headphones.thumbnail, maxQuantity: 5 },
    });
    const fetchMock = mockApi({
      ...catalogue,
      '/api/recently-viewed': { body: { products: [headphones] } },
      '/api/cart/items': { body: inCart },
      '/api/wishlist/sample-1': { body: { products: [headphones] } },
    });
    renderApp({ route: '/products/sample-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'SoundMax Pro Headphones' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SoundMax Pro Headphones | Cartwise'));
    const posted = () => fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST');
    await waitFor(() => expect(posted()).toBeDefined());
    const view = posted();
    expect(view?.url).toMatch(/\/api\/recently-viewed$/);
    expect(await view?.json()).toEqual({ productId: 'sample-1' });

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    // The drawer's code loads on its first open.
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(within(drawer).getByText('2 items')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'SoundMax Pro Headphones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));

    await userEvent.click(screen.getByRole('button', { name: /Add to Wishlist/ }));
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /In Wishlist/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it("the product page lists the shopper's other recently viewed products, leaving out its own", async () => {
    mockApi({ ...catalogue, '/api/recently-viewed': { body: { products: [headphones, jacket] } } });
    renderApp({ route: '/products/sample-1' });

    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(recent).getByRole('heading', { level: 3, name: 'UrbanStyle Jacket' })).toBeInTheDocument();
    expect(within(recent).queryByRole('heading', { level: 3, name: 'SoundMax Pro Headphones' })).not.toBeInTheDocument();
  });

  it('the product page shows the related products the API picked for it', async () => {
    mockApi({ ...catalogue, '/api/products/sample-1/related?limit=4': { body: { products: [jacket] } } });
    renderApp({ route: '/products/sample-1' });

    const related = await screen.findByRole('region', { name: 'Related products' });
    expect(within(related).getByRole('heading', { level: 3, name: 'UrbanStyle Jacket' })).toBeInTheDocument();
    expect(within(related).getByRole('link', { name: 'UrbanStyle Jacket' })).toHaveAttribute('href', '/products/sample-2');
  });

  it('the hearts of a list follow the wishlist the server keeps, and taking one off leaves the others', async () => {
    const [first, second, third] = eight as [Product, Product, Product];
    mockApi({
      ...catalogue,
      '/api/wishlist': { body: { products: [second, third] } },
      [`/api/wishlist/${third.id}`]: { body: { products: [second] } },
    });
    renderApp({ route: '/products' });

    // The wishlist is read beside the list; the cards on it show their heart pressed.
    expect(await screen.findByRole('heading', { level: 2, name: first.name })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
    const heart = (item: Product, state: 'Add' | 'Remove') =>
      screen.getByRole('button', { name: `${state} ${item.name} ${state === 'Add' ? 'to' : 'from'} wishlist` });
    expect(heart(first, 'Add')).toBeInTheDocument();
    expect(heart(second, 'Remove')).toBeInTheDocument();
    expect(heart(third, 'Remove')).toBeInTheDocument();

    await userEvent.click(heart(third, 'Remove'));
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    expect(heart(third, 'Add')).toBeInTheDocument();
    expect(heart(second, 'Remove')).toBeInTheDocument();
  });

  it('an unknown product says it was not found', async () => {
    const fetchMock = mockApi(catalogue);
    renderApp({ route: '/products/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Product not found | Cartwise'));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it(`an unknown address reads '${ROUTER_ERROR_TEXT}' with a way home, inside the layout`, async () => {
    mockApi(catalogue);
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: ROUTER_ERROR_TEXT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // A stale link's shopper is offered the products too; Reload would only fetch the same missing page.
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Cartwise'));
  });

  it('the help pages answer from the store policy', async () => {
    mockApi(catalogue);
    renderApp({ route: '/help' });
    const shipping = await screen.findByRole('region', { name: 'Shipping Info' });
    expect(shipping).toHaveTextContent('free on orders over $50.00');
    expect(shipping).toHaveTextContent('Smaller orders ship for $9.99');
    expect(shipping).toHaveTextContent('3 to 5 business days');
    expect(shipping).toHaveTextContent('Express delivery is available for $9.99');
    expect(screen.getByRole('region', { name: 'Returns' })).toHaveTextContent('within 30 days');
    expect(screen.getByRole('region', { name: 'Track Order' })).toBeInTheDocument();
  });

  it('checkout with an empty cart says so and leads back to the products', async () => {
    const none = { earliest: '2026-11-26', latest: '2026-11-30' };
    const emptyQuote = {
      items: [], itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0, couponCode: null,
      delivery: 'standard', estimatedDelivery: none, deliveryOptions: [], paymentMethods: [],
    };
    mockApi({ ...catalogue, '/api/checkout/quote?delivery=standard': { body: emptyQuote } });
    renderApp({ route: '/checkout' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Checkout | Cartwise'));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some products to get started')).toBeInTheDocument();
  });

  it("the menu toggle reveals links to products and categories (the search is the header's, not the menu's)", async () => {
    mockApi(catalogue);
    renderApp({ route: '/' });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    await userEvent.click(toggle);
    const menu = document.getElementById('mobile-menu')!;
    expect(menu).toBeVisible();
    expect(within(menu).queryByRole('combobox')).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(menu).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the chat toggle opens and closes the assistant panel', async () => {
    mockApi(catalogue);
    renderApp({ route: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open AI shopping assistant' }));
    expect(await screen.findByRole('heading', { name: 'AI Shopping Assistant' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Close AI shopping assistant' }));
    expect(screen.queryByRole('heading', { name: 'AI Shopping Assistant' })).toBeNull();
  });
});
