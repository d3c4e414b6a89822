import type { Order, OrderList, OrderSummary, TrackOrder } from '@cartwise/domain/orders/schemas';
import { api } from '@/lib/api-client';

const ORDER_TAG = 'Order';

const ordersApi = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** One order, for the shopper who placed it (anyone else gets a 404). */
    getOrder: build.query<Order, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: ORDER_TAG, id }],
    }),
    /** The signed-in shopper's orders, newest first. */
    getOrders: build.query<OrderSummary[], void>({
      query: () => '/orders',
      transformResponse: (body: OrderList) => body.orders,
      providesTags: [ORDER_TAG],
    }),
    /** Track Order: an order found by its number and email, or a 404 that does not say which was wrong. */
    trackOrder: build.mutation<Order, TrackOrder>({
      query: (body) => ({ url: '/orders/track', method: 'POST', body }),
    }),
  }),
});

export const { useGetOrderQuery, useGetOrdersQuery, useTrackOrderMutation } = ordersApi;
