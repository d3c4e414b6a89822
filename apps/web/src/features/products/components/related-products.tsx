import type { Product } from '@cartwise/domain/catalogue/product';
import { RELATED_PRODUCTS, relatedProductsQuery, useGetRelatedProductsQuery } from '../api/products-api';
import type { ProductActions } from './product-card';
import { ProductGrid } from './product-grid';

/** Other products of the same category, best rated first. */
export function RelatedProducts({ product, actions }: { product: Product; actions: ProductActions }) {
  const { currentData } = useGetRelatedProductsQuery(relatedProductsQuery(product));
  const related = currentData?.products.filter((p) => p.id !== product.id).slice(0, RELATED_PRODUCTS) ?? [];
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
