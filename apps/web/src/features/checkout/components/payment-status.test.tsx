import type { Order } from '@cartwise/domain/orders/schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';

const card: Order = {
  id: 'ord_1',
  orderNumber: 'CW-7K3M9Q',
  status: 'awaiting-payment',
  placedAt: '2026-11-22T21:40:00.000Z',
  email: 'ada@example.com',
  shippingAddress: { name: 'Ada Lovelace', line1: '12 St James Square', line2: '', city: 'London', region: '', postalCode: 'SW1Y 4JH', country: 'GB' },
  delivery: 'standard',
  paymentMethod: 'card',
  checkoutUrl: 'https://checkout.example/c/pay/cs_1',
  payBefore: '2026-11-22T22:11:00.000Z',
  estimatedDelivery: { earliest: '2026-11-26', latest: '2026-11-30' },
  items: [{ productId: 'sample-4', variant: 'default', name: 'EcoBrew Coffee', price: 24.99, image: '/images/c.svg', quantity: 2, lineTotal: 49.98 }],
  itemCount: 2,
  subtotal: 49.98,
  shipping: 9.99,
  tax: 4,
  discount: 0,
  total: 63.97,
  couponCode: null,
};

describe('the order page of a card order', () => {
  it('back without paying: says it is not paid, how long the items are held, and offers Pay by card', async () => {
    mockApi({ '/api/orders/ord_1': { body: card } });
    renderApp({ route: '/orders/ord_1?payment=cancelled' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have not paid for this order yet.');
    expect(alert).toHaveTextContent(/Its items are held for you until .+\. If it is not paid by then, the order is cancelled and nothing is charged\./);
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Awaiting payment');
  });

  it('back after paying, before the webhook: says the payment is being confirmed, then paid once the order says so', async () => {
    let answer: Order = card;
    mockApi({ '/api/orders/ord_1': async () => ({ body: answer }) });
    renderApp({ route: '/orders/ord_1?payment=done' });
    expect(await screen.findByText('We are confirming your payment with Stripe. This page updates by itself.')).toBeInTheDocument();
    answer = { ...card, status: 'paid', checkoutUrl: undefined, payBefore: undefined };
    // The page asks again every 2 seconds while it waits.
    await waitFor(() => expect(screen.getByText(/Thank you! Your payment was received/)).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Paid');
  });

  it('says a cancelled card order is cancelled and that nothing was charged', async () => {
    mockApi({ '/api/orders/ord_1': { body: { ...card, status: 'cancelled', checkoutUrl: undefined, payBefore: undefined } } });
    renderApp({ route: '/orders/ord_1?payment=cancelled' });
    expect(await screen.findByText('This order is cancelled.')).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });
});
