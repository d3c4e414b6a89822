import type { ArchivedList, ImportJob, StockChange, StockMovement, StoredImage } from '@cartwise/domain/admin/products';
import type { ProductList } from '@cartwise/domain/catalogue/listing';
import type { Product, ProductInput } from '@cartwise/domain/catalogue/product';
import { api } from '@/lib/api-client';

/** Tags of the back office's products: a change to one drops the lists, the product and its stock history. */
const TAGS = ['AdminProducts', 'AdminProduct', 'AdminStock', 'AdminArchived', 'AdminAudit', 'Product'] as const;

/** The back office's product endpoints (ADR 0021), injected when the products section loads. */
export const productsApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminProducts: build.query<ProductList, string>({
      query: (search) => `/admin/products?${search}`,
      providesTags: ['AdminProducts'],
    }),
    getArchivedProducts: build.query<ArchivedList, { q: string; page: number }>({
      query: ({ q, page }) => `/admin/products/archived?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`,
      providesTags: ['AdminArchived'],
    }),
    getAdminProduct: build.query<{ product: Product }, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminProduct', id }],
    }),
    createProduct: build.mutation<{ product: Product }, ProductInput>({
      query: (product) => ({ url: '/admin/products', method: 'POST', body: { product } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminProducts', 'AdminAudit', 'Product']),
    }),
    saveProduct: build.mutation<{ product: Product }, { id: string; product: ProductInput; expectedUpdatedAt: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['AdminProducts', 'AdminAudit', 'Product', { type: 'AdminProduct', id }]),
    }),
    archiveProduct: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}/archive`, method: 'POST', body: {} }),
      invalidatesTags: (_result, error, id) => (error ? [] : ['AdminProducts', 'AdminArchived', 'AdminAudit', 'Product', { type: 'AdminProduct', id }]),
    }),
    restoreProduct: build.mutation<{ product: Product }, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}/restore`, method: 'POST', body: {} }),
      invalidatesTags: (_result, error, id) => (error ? [] : ['AdminProducts', 'AdminArchived', 'AdminAudit', 'Product', { type: 'AdminProduct', id }]),
    }),
    getStockHistory: build.query<{ movements: StockMovement[] }, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}/stock`,
      providesTags: (_result, _error, id) => [{ type: 'AdminStock', id }],
    }),
    changeStock: build.mutation<{ product: Product; movement: StockMovement }, { id: string; change: StockChange }>({
      query: ({ id, change }) => ({ url: `/admin/products/${encodeURIComponent(id)}/stock`, method: 'POST', body: change }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : ['AdminProducts', 'AdminAudit', 'Product', { type: 'AdminProduct', id }, { type: 'AdminStock', id }],
    }),
    // A file's bytes as the body: the server reads the type from the content.
    uploadImage: build.mutation<StoredImage, File>({
      query: (file) => ({ url: '/admin/images', method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' } }),
    }),
    startImport: build.mutation<ImportJob, File>({
      query: (file) => ({
        url: `/admin/products/imports?fileName=${encodeURIComponent(file.name)}`,
        method: 'POST',
        body: file,
        headers: { 'content-type': file.name.toLowerCase().endsWith('.csv') ? 'text/csv' : 'application/octet-stream' },
      }),
    }),
    getImport: build.query<ImportJob, string>({
      query: (id) => `/admin/products/imports/${encodeURIComponent(id)}`,
    }),
  }),
});

export const {
  useListAdminProductsQuery,
  useGetArchivedProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useSaveProductMutation,
  useArchiveProductMutation,
  useRestoreProductMutation,
  useGetStockHistoryQuery,
  useChangeStockMutation,
  useUploadImageMutation,
  useStartImportMutation,
  useGetImportQuery,
} = productsApi;
