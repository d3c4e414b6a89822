import type { Product } from '@cartwise/domain/catalogue/product';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ProductPage } from '@/features/products/components/product-page';
import { useGetRecentlyViewedQuery, useRecordViewMutation } from '@/features/user/api/shopper-lists-api';
import { useProductActions } from '../use-product-actions';

/**
 * /products/:id: the full product page; viewing it records the product as recently viewed on the server,
 * and the page shows the shopper's other recently viewed products.
 */
export function ProductRoute() {
  const { id = '' } = useParams();
  const actions = useProductActions();
  const [recordView] = useRecordViewMutation();
  const { data: recentlyViewed } = useGetRecentlyViewedQuery();
  const onViewed = useCallback((product: Product) => void recordView(product.id), [recordView]);
  return <ProductPage productId={id} actions={actions} onViewed={onViewed} recentlyViewed={recentlyViewed?.products} />;
}
