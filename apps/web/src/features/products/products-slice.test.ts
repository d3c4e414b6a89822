import { PRODUCTS_FETCH_FAILED } from '@cartwise/domain/policy';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { listing, product } from '@/testing/fixtures';
import { mockApi } from '@/testing/test-utils';
import { productsApi } from './api/products-api';
import { filtersCleared, filtersSet, initialProductsState, productsSlice, searchSubmitted } from './products-slice';

const headphones = product({ id: 'p1', name: 'Headphones', category: 'Electronics', brand: 'SoundMax', price: 180, rating: 4.7 });
const jacket = product({ id: 'p2', name: 'Jacket', category: 'Fashion', brand: 'UrbanStyle', price: 240, rating: 4.2 });
const coffee = product({ id: 'p3', name: 'Coffee', category: 'Food & Beverages', brand: 'EcoBrew', price: 19, rating: 3.9 });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('products slice: loading a listing (spec §4)', () => {
  it('pending sets loading and clears the error', async () => {
    const answer = deferred<{ body: unknown }>();
    mockApi({ '/api/products': () => answer.promise });
    const store = makeStore({ products: { ...initialProductsState, error: 'Earlier failure' } });

    const request = store.dispatch(productsApi.endpoints.getProducts.initiate({}));
    expect(store.getState().products).toMatchObject({ loading: true, error: null });

    answer.resolve({ body: listing([headphones]) });
    await request;
    request.unsubscribe();
  });

  it('fulfilled stores the products, re-applies the filters asked for and stores the count', async () => {
    // The answer holds a product outside the filter (the server's catalogue changed under it, say):
    // products keeps the answer as it came, filteredProducts only what the filters allow.
    mockApi({
      '/api/products?category=Electronics&page=2': {
        body: listing([headphones, jacket], { totalCount: 14, currentPage: 2, totalPages: 2 }),
      },
    });
    const store = makeStore();

    await store.dispatch(productsApi.endpoints.getProducts.initiate({ category: 'Electronics', page: 2 }));

    expect(store.getState().products.filteredProducts).not.toContainEqual(jacket);
    expect(store.getState().products).toMatchObject({
      loading: false,
      error: null,
      products: [headphones, jacket],
      filteredProducts: [headphones],
      filters: { category: 'Electronics' },
      totalCount: 14,
      currentPage: 2,
    });
  });

  it('a search answer replaces the filtered list and the count, and remembers the search', async () => {
    mockApi({ '/api/products?q=jacket': { body: listing([jacket], { totalCount: 1 }) } });
    const store = makeStore({
      products: { ...initialProductsState, products: [headphones, coffee], filteredProducts: [headphones, coffee], totalCount: 2 },
    });

    await store.dispatch(productsApi.endpoints.getProducts.initiate({ q: 'jacket' }));

    expect(store.getState().products).toMatchObject({ filteredProducts: [jacket], totalCount: 1, searchQuery: 'jacket' });
  });

  it('rejected stores the API message', async () => {
    mockApi({
      '/api/products?minPrice=9': {
        status: 400,
        body: { error: { code: 'validation_error', message: 'maxPrice must not be below minPrice' } },
      },
    });
    const store = makeStore();

    await store.dispatch(productsApi.endpoints.getProducts.initiate({ minPrice: 9 }));

    expect(store.getState().products).toMatchObject({ loading: false, error: 'maxPrice must not be below minPrice' });
  });

  it(`rejected without a message stores '${PRODUCTS_FETCH_FAILED}'`, async () => {
    mockApi({ '/api/products': () => Promise.reject(new TypeError('Failed to fetch')) });
    const store = makeStore();

    await store.dispatch(productsApi.endpoints.getProducts.initiate({}));

    expect(store.getState().products).toMatchObject({ loading: false, error: PRODUCTS_FETCH_FAILED });
  });

  it('ignores an answer to an older request that arrives after a newer one', async () => {
    const slow = deferred<{ body: unknown }>();
    mockApi({
      '/api/products?category=Fashion': () => slow.promise,
      '/api/products?category=Electronics': { body: listing([headphones]) },
    });
    const store = makeStore();

    const first = store.dispatch(productsApi.endpoints.getProducts.initiate({ category: 'Fashion' }));
    await store.dispatch(productsApi.endpoints.getProducts.initiate({ category: 'Electronics' }));
    slow.resolve({ body: listing([jacket]) });
    await first;

    expect(store.getState().products).toMatchObject({ products: [headphones], filters: { category: 'Electronics' } });
  });

  it('fetching one product stores it as the selected product', async () => {
    mockApi({ '/api/products/p2': { body: jacket } });
    const store = makeStore();

    await store.dispatch(productsApi.endpoints.getProduct.initiate('p2'));

    expect(store.getState().products.selectedProduct).toEqual(jacket);
  });

  it('stores the categories', async () => {
    mockApi({ '/api/categories': { body: { categories: [{ name: 'Fashion', count: 2 }] } } });
    const store = makeStore();

    await store.dispatch(productsApi.endpoints.getCategories.initiate());

    expect(store.getState().products.categories).toEqual([{ name: 'Fashion', count: 2 }]);
  });
});

describe('products slice: filters (spec §4)', () => {
  const loaded = {
    ...initialProductsState,
    products: [headphones, jacket, coffee],
    filteredProducts: [headphones, jacket, coffee],
  };
  const reduce = productsSlice.reducer;

  it('setting filters merges them into the existing filters and filters again', () => {
    const electronics = reduce(loaded, filtersSet({ category: 'Electronics' }));
    const state = reduce(electronics, filtersSet({ rating: 4.5 }));
    expect(state.filters).toEqual({ category: 'Electronics', rating: 4.5 });
    expect(state.filteredProducts).toEqual([headphones]);

    const priced = reduce(loaded, filtersSet({ minPrice: 19, maxPrice: 180 }));
    expect(priced.filteredProducts).toEqual([headphones, coffee]);
  });

  it('clearing filters empties them and shows all products', () => {
    const filtered = reduce(loaded, filtersSet({ brand: ['EcoBrew'] }));
    expect(filtered.filteredProducts).toEqual([coffee]);

    const state = reduce(filtered, filtersCleared());
    expect(state.filters).toEqual({});
    expect(state.filteredProducts).toEqual([headphones, jacket, coffee]);
  });

  it('a submitted search is remembered, trimmed', () => {
    expect(reduce(loaded, searchSubmitted('  jacket ')).searchQuery).toBe('jacket');
  });
});
