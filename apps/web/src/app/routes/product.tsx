import type { Product } from '@cartwise/domain/catalogue/product';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ProductPage } from '@/features/products/components/product-page';
import { shopperListsApi, useGetRecentlyViewedQuery } from '@/features/user/api/shopper-lists-api';
import { useAppDispatch } from '../hooks';
import { useProductActions } from '../use-product-actions';

/** The shopper's recently viewed products, read by the product page's section that shows them. */
function useRecentlyViewedProducts() {
  return useGetRecentlyViewedQuery(undefined, { selectFromResult: ({ data }) => ({ products: data?.products }) }).products;
}

/**
 * /products/:id: the full product page; viewing it records the product as recently viewed on the server,
 * and the page shows the shopper's other recently viewed products.
 */
export function ProductRoute() {
  const { id = '' } = useParams();
  const actions = useProductActions();
  const dispatch = useAppDispatch();
  // The view is recorded without following the request, which nothing on the page shows: dispatched, not through
  // useRecordViewMutation's trigger, which keeps the request in the route's state and so drew the whole product
  // page again, in one long task, as it started (Total Blocking Time); `track: false` keeps it out of the store.
  const onViewed = useCallback(
    (product: Product) => void dispatch(shopperListsApi.endpoints.recordView.initiate(product.id, { track: false })),
    [dispatch],
  );
  return (
    <ProductPage productId={id} actions={actions} onViewed={onViewed} useRecentlyViewed={useRecentlyViewedProducts} />
  );
}
