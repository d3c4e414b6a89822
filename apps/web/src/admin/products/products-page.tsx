import { lazy } from 'react';
import { ProductList } from './product-list';

const ProductEditor = lazy(async () => ({ default: (await import('./product-editor')).ProductEditor }));
const ImportPage = lazy(async () => ({ default: (await import('./import-page')).ImportPage }));
const ArchivedList = lazy(async () => ({ default: (await import('./archived-list')).ArchivedList }));

/**
 * `/admin/products`: the list; `/admin/products/new` a new product; `/admin/products/import` the import;
 * `/admin/products/archived` the archived ones; `/admin/products/<id>` a product's editor with its stock.
 */
export function ProductsPage({ rest }: { rest: string }) {
  if (rest === '') return <ProductList />;
  if (rest === 'new') return <ProductEditor />;
  if (rest === 'import') return <ImportPage />;
  if (rest === 'archived') return <ArchivedList />;
  return <ProductEditor id={decodeURIComponent(rest)} />;
}
