import type { Order } from '@cartwise/domain/orders/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('back without paying: cancels the order (the shopper gave up), then says nothing was charged and the items are back in the cart', async () => {
    let answer: Order = card;
    const cancelled: Order = { ...card, status: 'cancelled', checkoutUrl: undefined, payBefore: undefined };
    const fetchMock = mockApi({
      '/api/orders/ord_1': async () => ({ body: answer }),
      '/api/orders/ord_1/cancel': async () => {
        answer = cancelled;
        return { body: cancelled };
      },
      '/api/cart': { body: { items: [], itemCount: 0, subtotal: 0, discount: 0, total: 0, couponCode: null } },
    });
    renderApp({ route: '/orders/ord_1?payment=cancelled' });
    expect(await screen.findByText('You left the payment page: cancelling the order and putting its items back in your cart…')).toBeInTheDocument();
    expect(await screen.findByText('This order is cancelled.')).toBeInTheDocument();
    expect(screen.getByText('You left the payment page, so nothing was charged. Its items are back in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check out again' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Cancelled');
    const cancels = fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/orders/ord_1/cancel'));
    expect(cancels).toHaveLength(1);
    expect((cancels[0]![0] as Request).method).toBe('POST');
  });

  it('back without paying, and the order cannot be cancelled now: says why, still held, and offers Pay by card', async () => {
    mockApi({
      '/api/orders/ord_1': { body: card },
      '/api/orders/ord_1/cancel': { status: 503, body: { error: { code: 'service_unavailable', message: 'Card payments are not available just now. Please try again in a minute.' } } },
    });
    renderApp({ route: '/orders/ord_1?payment=cancelled' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have not paid for this order yet.');
    expect(alert).toHaveTextContent(/Its items are held for you until .+\. If it is not paid by then, the order is cancelled and nothing is charged\./);
    expect(alert).toHaveTextContent('Card payments are not available just now.');
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
  });

  it('an order awaiting payment opened from a link: offers Pay by card, and Cancel order, which cancels it only when pressed', async () => {
    let answer: Order = card;
    const fetchMock = mockApi({
      '/api/orders/ord_1': async () => ({ body: answer }),
      '/api/orders/ord_1/cancel': async () => {
        answer = { ...card, status: 'cancelled', checkoutUrl: undefined, payBefore: undefined };
        return { body: answer };
      },
      '/api/cart': { body: { items: [], itemCount: 0, subtotal: 0, discount: 0, total: 0, couponCode: null } },
    });
    const isCancel = ([input]: Parameters<typeof fetch>) => String(input instanceof Request ? input.url : input).endsWith('/cancel');
    renderApp({ route: '/orders/ord_1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order is waiting for your card payment.');
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    expect(fetchMock.mock.calls.some(isCancel)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order is cancelled.')).toBeInTheDocument();
    expect(screen.getByText('If its card payment was not completed, nothing was charged and its items went back to your cart.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(isCancel)).toHaveLength(1);
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
