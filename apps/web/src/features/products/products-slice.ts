import { matchesFilters } from '@cartwise/domain/catalogue/filters';
import type { Product } from '@cartwise/domain/catalogue/product';
import { PAGE_SIZE, PRODUCTS_FETCH_FAILED } from '@cartwise/domain/policy';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiErrorMessage } from '@/lib/api-error';
import { productsApi, type CategoryCount } from './api/products-api';
import type { ListingFilters, ListingQuery } from './listing-query';

/**
 * The products state of spec §3: the shopper's current listing as the server last answered it,
 * with the filters it was asked with. RTK Query fetches and caches; this slice follows its lifecycle.
 */
export interface ProductsState {
  products: Product[];
  filteredProducts: Product[];
  categories: CategoryCount[];
  selectedProduct: Product | null;
  filters: ListingFilters;
  searchQuery: string;
  loading: boolean;
  error: string | null;
  totalCount: number;
  currentPage: number;
  pageSize: number;
  /** The latest listing request: answers to older ones arrive late and are ignored. */
  requestId: string | null;
}

export const initialProductsState: ProductsState = {
  products: [],
  filteredProducts: [],
  categories: [],
  selectedProduct: null,
  filters: {},
  searchQuery: '',
  loading: false,
  error: null,
  totalCount: 0,
  currentPage: 1,
  pageSize: PAGE_SIZE,
  requestId: null,
};

function filtersOf(query: ListingQuery): ListingFilters {
  const { q: _q, page: _page, pageSize: _pageSize, ...filters } = query;
  return filters;
}

const applyFilters = (products: Product[], filters: ListingFilters) =>
  products.filter((product) => matchesFilters(product, filters));

export const productsSlice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {
    /** Merges the given filters into the current ones and filters the loaded products again. */
    filtersSet(state, action: PayloadAction<Partial<ListingFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
      state.filteredProducts = applyFilters(state.products, state.filters);
    },
    filtersCleared(state) {
      state.filters = {};
      state.filteredProducts = state.products;
    },
    searchSubmitted(state, action: PayloadAction<string>) {
      state.searchQuery = action.payload.trim();
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(productsApi.endpoints.getProducts.matchPending, (state, action) => {
        const query = action.meta.arg.originalArgs;
        state.loading = true;
        state.error = null;
        state.requestId = action.meta.requestId;
        state.filters = filtersOf(query);
        state.searchQuery = query.q ?? '';
      })
      .addMatcher(productsApi.endpoints.getProducts.matchFulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        const listing = action.payload;
        state.loading = false;
        state.products = listing.products;
        // A search answer replaces the filtered list as it is; re-applying the filters keeps it honest.
        state.filteredProducts = applyFilters(listing.products, state.filters);
        state.totalCount = listing.totalCount;
        state.currentPage = listing.currentPage;
        state.pageSize = listing.pageSize;
      })
      .addMatcher(productsApi.endpoints.getProducts.matchRejected, (state, action) => {
        if (action.meta.requestId !== state.requestId || action.meta.condition) return;
        state.loading = false;
        state.error = apiErrorMessage(action.payload ?? action.error, PRODUCTS_FETCH_FAILED);
      })
      .addMatcher(productsApi.endpoints.getProduct.matchFulfilled, (state, action) => {
        state.selectedProduct = action.payload;
      })
      .addMatcher(productsApi.endpoints.getCategories.matchFulfilled, (state, action) => {
        state.categories = action.payload;
      });
  },
});

export const { filtersSet, filtersCleared, searchSubmitted } = productsSlice.actions;
