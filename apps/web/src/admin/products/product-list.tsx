import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { adminButtonClass, Loading } from '../ui';
import { useListAdminProductsQuery } from './products-api';

const PAGE_SIZE = 25;
const dollars = (n: number) => `$${n.toFixed(2)}`;

/** The products through the catalogue's own search and filters (a product id or a SKU finds that product). */
export function ProductList() {
  useDocumentTitle(pageTitle('Products'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const search = new URLSearchParams({ sort: q ? 'relevance' : 'featured-asc', page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) search.set('q', q);
  if (category) search.set('category', category);
  const { data, isFetching, isError } = useListAdminProductsQuery(search.toString());
  const go = (next: Record<string, string>) => {
    const merged = new URLSearchParams({ ...(q ? { q } : {}), ...(category ? { category } : {}), ...next });
    for (const [key, value] of [...merged]) if (!value) merged.delete(key);
    setParams(merged);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim(), page: '' });
  };
  const categories = data?.facets.categories ?? [];
  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-heading" className="text-2xl font-bold">
          Products
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/products/new" className={adminButtonClass('primary', true)}>
            Add a product
          </Link>
          <Link to="/admin/products/import" className={adminButtonClass('secondary', true)}>
            Import
          </Link>
          <a href="/api/admin/products/export.csv" download className={adminButtonClass('secondary', true)}>
            Export as CSV
          </a>
          <Link to="/admin/products/archived" className={adminButtonClass('secondary', true)}>
            Archived
          </Link>
        </div>
      </div>
      <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="admin-product-search" className="mb-1 block text-sm font-medium">
            Search by name, brand, id or SKU
          </label>
          <input
            id="admin-product-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-72 rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="admin-product-category" className="mb-1 block text-sm font-medium">
            Category
          </label>
          <select
            id="admin-product-category"
            value={category}
            onChange={(event) => go({ category: event.target.value, page: '' })}
            className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm"
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.value} ({c.count})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={adminButtonClass('secondary', true)}>
          Search
        </button>
      </form>
      {isError && <p role="alert">The products could not be loaded.</p>}
      {!data && !isError && <Loading label="Loading the products…" />}
      {data && (
        <>
          <p role="status" className="text-sm text-gray-700">
            {data.totalCount.toLocaleString('en-US')} {data.totalCount === 1 ? 'product' : 'products'}
            {isFetching ? ' (updating…)' : ''}
          </p>
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Products, page {page} of {Math.max(1, data.totalPages)}</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Picture</span>
                  </th>
                  <th scope="col" className="px-3 py-2">Product</th>
                  <th scope="col" className="px-3 py-2">Category</th>
                  <th scope="col" className="px-3 py-2 text-right">Price</th>
                  <th scope="col" className="px-3 py-2 text-right">Stock</th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((product) => (
                  <tr key={product.id} className="border-t border-gray-100">
                    <td className="px-3 py-2">
                      {/* A plain picture: the storefront's fallback component would be split out of its first download (ADR 0011). */}
                      <img src={product.thumbnail} alt="" width={40} height={40} loading="lazy" className="size-10 rounded bg-gray-100 object-cover" />
                    </td>
                    <td className="px-3 py-2">
                      <Link to={`/admin/products/${encodeURIComponent(product.id)}`} className="font-medium text-brand-700 underline">
                        {product.name}
                      </Link>
                      <span className="block text-gray-600">
                        {product.brand} · {product.id}
                        {product.variants ? ` · ${product.variants.length} variants` : ''}
                      </span>
                    </td>
                    <td className="px-3 py-2">{product.subcategory ? `${product.category} › ${product.subcategory}` : product.category}</td>
                    <td className="px-3 py-2 text-right">
                      {product.maxPrice ? `${dollars(product.price)}–${dollars(product.maxPrice)}` : dollars(product.price)}
                    </td>
                    <td className={`px-3 py-2 text-right ${product.inStock ? '' : 'font-medium text-red-700'}`}>
                      {product.inStock ? product.stockQuantity : 'Out of stock'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.totalPages > 1 && (
            <nav aria-label="Pages of products" className="flex items-center gap-3 text-sm">
              <button type="button" className={adminButtonClass('secondary', true)} disabled={page <= 1} onClick={() => go({ page: String(page - 1) })}>
                Previous page
              </button>
              <span>
                Page {page} of {data.totalPages}
              </span>
              <button type="button" className={adminButtonClass('secondary', true)} disabled={page >= data.totalPages} onClick={() => go({ page: String(page + 1) })}>
                Next page
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
