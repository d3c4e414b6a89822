import type { DeliveryMethod } from '@cartwise/domain/checkout/delivery';
import { IDEMPOTENCY_KEY_HEADER, type CheckoutQuote, type Order, type PlaceOrder } from '@cartwise/domain/orders/schemas';
import { api } from '@/lib/api-client';

/** The cart (an order empties it) and the shopper's orders: the tags placing an order changes. */
const ORDER_TAGS = ['Cart', 'Order'] as const;

export interface QuoteArg {
  delivery: DeliveryMethod;
  /** Changes whenever the cart does, so the quote is asked again; it is not sent. */
  cartVersion: string;
}

export interface PlaceOrderArg {
  order: PlaceOrder;
  /** One per checkout attempt, the same on every retry of it: the server places the order once. */
  idempotencyKey: string;
}

const checkoutApi = api.enhanceEndpoints({ addTagTypes: ORDER_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** What the server would charge now for the cart with this delivery: the checkout's order summary. */
    getQuote: build.query<CheckoutQuote, QuoteArg>({
      query: ({ delivery }) => `/checkout/quote?delivery=${delivery}`,
      providesTags: ['Cart'],
    }),
    placeOrder: build.mutation<Order, PlaceOrderArg>({
      query: ({ order, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // A 409 means the server changed the cart (it takes out what can no longer be sold): read it again, so
      // the drawer, the header's count and the summary show what is left.
      invalidatesTags: (_result, error) => (!error ? [...ORDER_TAGS] : error.status === 409 ? ['Cart'] : []),
    }),
    /**
     * The card payment page of an order awaiting payment (made now if placing the order could not make it):
     * the order with its `checkoutUrl`; 409 once it is paid, cancelled or no longer held.
     */
    payForOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/payment`, method: 'POST' }),
      invalidatesTags: (_result, error) => (!error || error.status === 409 ? ['Order'] : []),
    }),
    /**
     * The shopper gives up paying (back from Stripe's page without paying): the order is cancelled and its lines
     * return to the cart, so both are read again; 409 once it is paid.
     */
    cancelUnpaidOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: [...ORDER_TAGS],
    }),
  }),
});

export const { useGetQuoteQuery, usePlaceOrderMutation, usePayForOrderMutation, useCancelUnpaidOrderMutation } = checkoutApi;
