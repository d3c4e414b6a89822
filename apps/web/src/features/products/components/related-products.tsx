import type { Product } from '@cartwise/domain/catalogue/product';
import { useGetRelatedProductsQuery } from '../api/products-api';
import type { ProductActions } from './product-card';
import { ProductGrid } from './product-grid';

/** Other products of the same subcategory, then of the same category, best rated first (chosen by the API). */
export function RelatedProducts({ product, actions }: { product: Product; actions: ProductActions }) {
  const { currentData: related = [] } = useGetRelatedProductsQuery(product.id);
  if (related.length === 0) return null;

  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="mb-6 text-2xl font-bold tracking-tight">
        Related products
      </h2>
      <ProductGrid products={related} actions={actions} eagerCount={0} />
    </section>
  );
}
