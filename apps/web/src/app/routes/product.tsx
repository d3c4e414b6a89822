import type { Product } from '@cartwise/domain/catalogue/product';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ProductPage } from '@/features/products/components/product-page';
import { productViewed } from '@/features/user/user-slice';
import { useAppDispatch } from '../hooks';
import { useProductActions } from '../use-product-actions';

/** /products/:id: the full product page; viewing it records the product as recently viewed. */
export function ProductRoute() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const actions = useProductActions();
  const onViewed = useCallback((product: Product) => dispatch(productViewed(product.id)), [dispatch]);
  return <ProductPage productId={id} actions={actions} onViewed={onViewed} />;
}
