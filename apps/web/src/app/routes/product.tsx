import type { Product } from '@cartwise/domain/catalogue/product';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ProductPage } from '@/features/products/components/product-page';
import { useGetRecentlyViewedQuery, useRecordViewMutation } from '@/features/user/api/shopper-lists-api';
import { useProductActions } from '../use-product-actions';

/** The shopper's recently viewed products, read by the product page's section that shows them. */
function useRecentlyViewedProducts() {
  return useGetRecentlyViewedQuery(undefined, { selectFromResult: ({ data }) => ({ products: data?.products }) }).products;
}

/** The view is recorded without following the request's progress, which nothing on the page shows. */
const NO_MUTATION_STATE = () => ({});

/**
 * /products/:id: the full product page; viewing it records the product as recently viewed on the server,
 * and the page shows the shopper's other recently viewed products.
 */
export function ProductRoute() {
  const { id = '' } = useParams();
  const actions = useProductActions();
  const [recordView] = useRecordViewMutation({ selectFromResult: NO_MUTATION_STATE });
  const onViewed = useCallback((product: Product) => void recordView(product.id), [recordView]);
  return (
    <ProductPage productId={id} actions={actions} onViewed={onViewed} useRecentlyViewed={useRecentlyViewedProducts} />
  );
}
