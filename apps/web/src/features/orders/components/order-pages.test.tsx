import type { Order } from '@cartwise/domain/orders/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, renderWithProviders } from '@/testing/test-utils';
import { TrackOrderForm } from './track-order-form';

const order: Order = {
  id: 'ord_1',
  orderNumber: 'CW-7K3M9Q',
  status: 'placed',
  placedAt: '2026-11-22T21:40:00.000Z',
  email: 'ada@example.com',
  shippingAddress: { name: 'Ada Lovelace', line1: '12 St James Square', line2: 'Flat 2', city: 'London', region: 'Greater London', postalCode: 'SW1Y 4JH', country: 'GB' },
  delivery: 'standard',
  paymentMethod: 'pay-on-delivery',
  estimatedDelivery: { earliest: '2026-11-26', latest: '2026-11-30' },
  items: [
    { productId: 'sample-4', variant: 'default', name: 'EcoBrew Coffee', price: 24.99, image: '/images/c.svg', quantity: 2, lineTotal: 49.98 },
    { productId: 'sample-5', variant: 'default', name: 'SoundWave Speaker', price: 79.99, image: '/images/s.svg', quantity: 1, lineTotal: 79.99 },
  ],
  itemCount: 3,
  subtotal: 129.97,
  shipping: 0,
  tax: 10.4,
  discount: 0,
  total: 140.37,
  couponCode: null,
};

const notFound = (message: string) => ({ status: 404, body: { error: { code: 'not_found', message } } });
const value = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling;

describe('the order confirmation page', () => {
  it('shows the order number, expected delivery, address, lines and totals', async () => {
    mockApi({ '/api/orders/ord_1': { body: order } });
    renderApp({ route: '/orders/ord_1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order CW-7K3M9Q' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order CW-7K3M9Q | Cartwise'));
    const main = screen.getByRole('main');
    expect(value(main, 'Order number')).toHaveTextContent('CW-7K3M9Q');
    expect(value(main, 'Expected delivery')).toHaveTextContent('Thursday, November 26 to Monday, November 30');
    expect(main.querySelector('address')).toHaveTextContent('Ada Lovelace12 St James SquareFlat 2London, Greater London SW1Y 4JHUnited Kingdom');
    // The e-mail the order is found by; the shop sends no mail, so the page does not say one was sent.
    expect(within(main).getByText('ada@example.com').parentElement).toHaveTextContent('Email: ada@example.com');
    expect(within(main).queryByText(/sent/i)).toBeNull();
    const lines = within(screen.getByRole('list', { name: 'Items in order CW-7K3M9Q' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['EcoBrew CoffeeQty 2 × $24.99$49.98', 'SoundWave SpeakerQty 1 × $79.99$79.99']);
    expect(value(main, 'Subtotal (3 items)')).toHaveTextContent('$129.97');
    expect(value(main, 'Shipping')).toHaveTextContent('FREE');
    expect(value(main, 'Total')).toHaveTextContent('$140.37');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('leaves out a region the address has none of', async () => {
    mockApi({ '/api/orders/ord_1': { body: { ...order, shippingAddress: { ...order.shippingAddress, region: '' } } } });
    renderApp({ route: '/orders/ord_1' });
    await screen.findByRole('heading', { level: 1, name: 'Order CW-7K3M9Q' });
    expect(screen.getByRole('main').querySelector('address')).toHaveTextContent('London, SW1Y 4JH', { normalizeWhitespace: false });
  });

  it('an order that is not the shopper’s reads as a friendly not-found, with ways to find it', async () => {
    mockApi({ '/api/orders/ord_2': notFound('Order not found') });
    renderApp({ route: '/orders/ord_2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order not found | Cartwise'));
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/help#track-order');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Forders%2Ford_2');
  });
});

describe('TrackOrderForm', () => {
  it('checks the number and email before asking, naming each field and focusing the first', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<TrackOrderForm />);
    await userEvent.type(screen.getByLabelText('Order number'), 'CW-1');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getByLabelText('Order number')).toHaveFocus();
    expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(/^Order number must look like CW-7K3M9Q/);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/^Email is required/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers with the order, or a not-found that does not say which field was wrong', async () => {
    let answer: { status?: number; body: unknown } = notFound('We could not find an order with that number and email.');
    const fetchMock = mockApi({ '/api/orders/track': async () => answer });
    renderWithProviders(<TrackOrderForm />);
    await userEvent.type(screen.getByLabelText('Order number'), 'cw-7k3m9q');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('We could not find an order with that number and email.')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ orderNumber: 'CW-7K3M9Q', email: 'ada@example.com' });

    answer = { body: order };
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('Order CW-7K3M9Q found.')).toBeInTheDocument();
    expect(screen.queryByText(/could not find/)).not.toBeInTheDocument();
    expect(screen.getByText('Placed: we are preparing it')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Items' })).toBeInTheDocument();
  });
});
