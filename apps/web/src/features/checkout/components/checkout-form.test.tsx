import type { CheckoutQuote, Order } from '@cartwise/domain/orders/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { useGetCartQuery } from '@/features/cart/api/cart-api';
import { CheckoutForm } from './checkout-form';

const window = { earliest: '2026-11-26', latest: '2026-11-30' };
const item = { id: 'sample-1-default', productId: 'sample-1', variant: 'default', name: 'SoundMax Pro Headphones', price: 20, image: '/images/a.svg', quantity: 2, maxQuantity: 5 };

function quote(delivery: 'standard' | 'express'): CheckoutQuote {
  const shipping = 9.99;
  return {
    items: [item],
    itemCount: 2,
    subtotal: 40,
    shipping,
    tax: 3.2,
    discount: 0,
    total: 53.19,
    couponCode: null,
    delivery,
    estimatedDelivery: delivery === 'express' ? { earliest: '2026-11-24', latest: '2026-11-25' } : window,
    deliveryOptions: [
      { method: 'standard', label: 'Standard delivery (3 to 5 business days)', shipping: 9.99, estimatedDelivery: window },
      { method: 'express', label: 'Express delivery (1 to 2 business days)', shipping: 9.99, estimatedDelivery: { earliest: '2026-11-24', latest: '2026-11-25' } },
    ],
    paymentMethods: [{ method: 'pay-on-delivery', label: 'Pay on delivery' }],
  };
}

const order = { id: 'ord_1', orderNumber: 'CW-7K3M9Q' } as Order;
const quotes = {
  '/api/checkout/quote?delivery=standard': { body: quote('standard') },
  '/api/checkout/quote?delivery=express': { body: quote('express') },
};

function renderCheckout(orders?: Parameters<typeof mockApi>[0][string]) {
  const fetchMock = mockApi({ ...quotes, ...(orders ? { '/api/orders': orders } : {}) });
  const onPlaced = vi.fn();
  const onReviewCart = vi.fn();
  renderWithProviders(<CheckoutForm cartVersion="v1" onPlaced={onPlaced} onReviewCart={onReviewCart} />, { route: '/checkout' });
  const orderRequests = () =>
    fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.url.endsWith('/api/orders'));
  return { onPlaced, onReviewCart, orderRequests };
}

/** Fills the form from the top, as a shopper does: the country before the address it governs. */
async function fillAddress() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Address line 1'), '12 St James Square');
  await userEvent.type(screen.getByLabelText('City'), 'London');
  await userEvent.type(screen.getByLabelText(/^State or region/), 'Greater London');
  await userEvent.type(screen.getByLabelText('Postal code'), 'SW1Y 4JH');
}

const placeOrder = () => userEvent.click(screen.getByRole('button', { name: /^Place order/ }));

describe('CheckoutForm', () => {
  it('shows the server quote: lines, item count, totals, both delivery choices and pay on delivery', async () => {
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('link', { name: 'SoundMax Pro Headphones' })).toBeInTheDocument();
    expect(within(summary).getByText('Subtotal (2 items)').nextSibling).toHaveTextContent('$40.00');
    expect(within(summary).getByText('Tax').nextSibling).toHaveTextContent('$3.20');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$53.19');
    expect(screen.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard delivery/ })).toHaveAccessibleDescription(/Free on orders over \$50\.00, otherwise \$9\.99/);
    expect(screen.getByRole('radio', { name: /Express delivery/ })).toHaveAccessibleDescription(/\$9\.99 on any order, instead of standard shipping/);
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Card/ })).not.toBeInTheDocument();
    // The choice is named once, then what it means (it used to read "Pay on delivery" / "Pay on delivery: you pay…").
    expect(screen.getAllByText(/Pay on delivery/)).toHaveLength(1);
    expect(screen.getByText('You pay the courier when your order arrives. No card is charged now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order · $53.19' })).toBeEnabled();

    await userEvent.click(screen.getByRole('radio', { name: /Express delivery/ }));
    expect(await within(summary).findByText('Tuesday, November 24 to Wednesday, November 25')).toBeInTheDocument();
  });

  it('puts the total first, before the form, with the lines behind a disclosure (a phone reads it at the top)', async () => {
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    const top = screen.getByText('Show order summary').closest('details')!;
    expect(top).not.toHaveAttribute('open');
    expect(top.querySelector('summary')).toHaveTextContent('Show order summary');
    expect(top.querySelector('summary')).toHaveTextContent('Total $53.19');
    // Before the form's first field in the page's order.
    expect(top.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(top).getByText('Show order summary'));
    expect(top).toHaveAttribute('open');
    expect(within(top).getByRole('list', { name: 'Items in your order, at the top' })).toHaveTextContent('SoundMax Pro Headphones');
    expect(within(top.querySelector('dl')!).getByText('Total').nextSibling).toHaveTextContent('$53.19');
  });

  it('names every missing field beside it, marks it invalid and moves focus to the first', async () => {
    const { orderRequests } = renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    await placeOrder();

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/^Email is required/);
    for (const [label, message] of [
      ['Full name', 'Full name is required'],
      ['Address line 1', 'Address line 1 is required'],
      ['City', 'City is required'],
      ['State or region', 'State or region is required'],
      ['Postal code', 'Postal code is required'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label!)).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    expect(screen.getByLabelText(/Address line 2/)).not.toHaveAttribute('aria-invalid');
    expect(orderRequests()).toHaveLength(0);
  });

  it('checks formats with the server schema, and a fixed field loses its message as the shopper types', async () => {
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillAddress();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.clear(screen.getByLabelText('Postal code'));
    await userEvent.type(screen.getByLabelText('Postal code'), '#12');
    await placeOrder();

    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/^Email must be a valid email address/);
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Postal code must be a valid postal code');

    await userEvent.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says what a state and a postal code look like in the chosen country when they do not fit", async () => {
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillAddress();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'United States');
    await placeOrder();

    // A London address sent to the United States: neither its region nor its postal code is American.
    expect(screen.getByLabelText('State or region')).toHaveFocus();
    expect(screen.getByLabelText('State or region')).toHaveAccessibleDescription('State or region must be a US state, such as NY or New York');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Postal code must look like 10001 or 10001-1234 for United States',
    );
  });

  it('asks for the country before the fields it governs, each with its autocomplete token', async () => {
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    const address = screen.getByRole('group', { name: 'Shipping address' });
    const controls = Array.from(address.querySelectorAll('input, select'));
    expect(controls.map((control) => [control.getAttribute('name'), control.getAttribute('autocomplete')])).toEqual([
      ['country', 'shipping country'],
      ['name', 'shipping name'],
      ['line1', 'shipping address-line1'],
      ['line2', 'shipping address-line2'],
      ['city', 'shipping address-level2'],
      ['region', 'shipping address-level1'],
      ['postalCode', 'shipping postal-code'],
    ]);
  });

  it('needs a state or region only where the country has them, and says "(optional)" elsewhere', async () => {
    const { onPlaced, orderRequests } = renderCheckout({ status: 201, body: order });
    await screen.findByRole('region', { name: 'Order summary' });
    // The United States (the default) needs a state: the label does not say optional.
    expect(screen.getByLabelText('State or region')).toBeInTheDocument();
    for (const country of ['United Kingdom', 'Ireland', 'Germany', 'France', 'Netherlands', 'New Zealand']) {
      await userEvent.selectOptions(screen.getByLabelText('Country'), country);
      expect(screen.getByLabelText('State or region (optional)'), country).toBeInTheDocument();
    }
    for (const country of ['Canada', 'Australia', 'United States']) {
      await userEvent.selectOptions(screen.getByLabelText('Country'), country);
      expect(screen.getByLabelText('State or region'), country).toBeInTheDocument();
    }

    await fillAddress();
    await userEvent.clear(screen.getByLabelText('State or region (optional)'));
    await placeOrder();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(await orderRequests()[0]!.json()).toMatchObject({ shippingAddress: { region: '', postalCode: 'SW1Y 4JH', country: 'GB' } });
  });

  it('checks again when the country changes: messages that no longer apply go, new ones come', async () => {
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillAddress();
    await userEvent.clear(screen.getByLabelText('State or region (optional)'));
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await placeOrder();
    expect(screen.getByLabelText('State or region')).toHaveAccessibleDescription('State or region is required');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Postal code must look like K1A 0B1 for Canada');

    // Back to the United Kingdom: a region is optional there and the postcode is British, so both messages go.
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    expect(screen.getByLabelText('State or region (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Postal code')).not.toHaveAttribute('aria-invalid');
    // And to the United States: the messages are the American ones.
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'United States');
    expect(screen.getByLabelText('State or region')).toHaveAccessibleDescription('State or region is required');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Postal code must look like 10001 or 10001-1234 for United States',
    );
  });

  it('sends a Canadian address filled from the top as the post writes it', async () => {
    const { onPlaced, orderRequests } = renderCheckout({ status: 201, body: order });
    await screen.findByRole('region', { name: 'Order summary' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Address line 1'), '100 King St W');
    await userEvent.type(screen.getByLabelText('City'), 'Toronto');
    await userEvent.type(screen.getByLabelText('State or region'), 'on');
    await userEvent.type(screen.getByLabelText('Postal code'), 'm5h2n2');
    await placeOrder();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(await orderRequests()[0]!.json()).toMatchObject({ shippingAddress: { city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2', country: 'CA' } });
  });

  it('keeps what was typed over a reload of the page, and forgets it once the order is placed', async () => {
    renderCheckout({ status: 201, body: order });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillAddress();
    await userEvent.click(screen.getByRole('radio', { name: /Express/ }));
    cleanup();

    const { onPlaced } = renderCheckout({ status: 201, body: order });
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Postal code')).toHaveValue('SW1Y 4JH');
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    expect(screen.getByRole('radio', { name: /Express/ })).toBeChecked();
    await placeOrder();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    cleanup();

    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Postal code')).toHaveValue('');
  });

  it('gives a kept form back only to the shopper who typed it: not after someone signs in or out', async () => {
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    await fillAddress();
    cleanup();

    // Someone signs in in this tab: the guest's address is not theirs to see.
    mockApi(quotes);
    renderWithProviders(
      <CheckoutForm cartVersion="v1" accountEmail="grace@example.com" onPlaced={vi.fn()} onReviewCart={vi.fn()} />,
      { route: '/checkout' },
    );
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Postal code')).toHaveValue('');
    cleanup();
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByLabelText('Postal code')).toHaveValue('');
  });

  it('ignores a kept form it cannot read', async () => {
    const values = '{"email": 3, "shippingAddress": {"city": "Paris", "name": null}, "delivery": "teleport"}';
    sessionStorage.setItem('cartwise:checkout-draft', `{"owner": "", "values": ${values}`);
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByLabelText('City')).toHaveValue('');
    sessionStorage.setItem('cartwise:checkout-draft', `{"owner": "", "values": ${values}}`);
    cleanup();
    renderCheckout();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByLabelText('City')).toHaveValue('Paris');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  it('offers card payment only where the quote does, and sends the card choice', async () => {
    const cardQuote = (delivery: 'standard' | 'express') => ({
      body: { ...quote(delivery), paymentMethods: [{ method: 'pay-on-delivery', label: 'Pay on delivery' }, { method: 'card', label: 'Card (Stripe)' }] },
    });
    const fetchMock = mockApi({
      '/api/checkout/quote?delivery=standard': cardQuote('standard'),
      '/api/checkout/quote?delivery=express': cardQuote('express'),
      '/api/orders': { status: 201, body: { ...order, status: 'awaiting-payment', checkoutUrl: 'https://checkout.example/c/pay/cs_1' } },
    });
    const onPlaced = vi.fn();
    renderWithProviders(<CheckoutForm cartVersion="v1" onPlaced={onPlaced} onReviewCart={vi.fn()} />, { route: '/checkout' });
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
    const card = screen.getByRole('radio', { name: /Card \(Stripe\)/ });
    expect(card).toHaveAccessibleDescription("You pay by card on Stripe's secure page. Your items are held for 30 minutes while you pay.");
    await userEvent.click(card);
    expect(screen.getByText(/You pay by card on Stripe's secure page next/)).toBeInTheDocument();
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment · $53.19' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(expect.objectContaining({ checkoutUrl: 'https://checkout.example/c/pay/cs_1' })));
    const sent = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.url.endsWith('/api/orders'))!;
    expect(await sent.json()).toMatchObject({ paymentMethod: 'card' });
  });

  it('places the order once per attempt: a retry after a network error sends the same Idempotency-Key', async () => {
    let calls = 0;
    const { onPlaced, orderRequests } = renderCheckout(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { status: 201, body: order };
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillAddress();
    await placeOrder();

    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached.*will not be placed twice/);
    expect(onPlaced).not.toHaveBeenCalled();
    await placeOrder();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));

    const [first, retry] = orderRequests();
    const key = first!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(retry!.headers.get('idempotency-key')).toBe(key);
    expect(await retry!.json()).toEqual({
      email: 'ada@example.com',
      shippingAddress: { name: 'Ada Lovelace', line1: '12 St James Square', line2: '', city: 'London', region: 'Greater London', postalCode: 'SW1Y 4JH', country: 'GB' },
      delivery: 'standard',
      paymentMethod: 'pay-on-delivery',
    });
  });

  it('a 409 names the products no longer available and offers the cart; the next try is a new attempt', async () => {
    const { onReviewCart, orderRequests } = renderCheckout({
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message:
            "Some items in your cart are no longer available: 'SoundMax Pro Headphones' is out of stock. Nothing was ordered; please review your cart.",
          details: [{ field: 'items.sample-1-default', message: 'SoundMax Pro Headphones is out of stock' }],
        },
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillAddress();
    await placeOrder();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some items in your cart are no longer available. Nothing was ordered:');
    // Focus was on Place order, disabled while sending: it goes to the alert, not to the top of the page.
    expect(alert).toHaveFocus();
    // Each product is named once, in the list.
    expect(within(alert).getByRole('listitem')).toHaveTextContent('SoundMax Pro Headphones is out of stock');
    expect(within(alert).getAllByText(/SoundMax Pro Headphones/)).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Review your cart' }));
    expect(onReviewCart).toHaveBeenCalled();

    await placeOrder();
    await waitFor(() => expect(orderRequests()).toHaveLength(2));
    const [first, second] = orderRequests();
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
  });

  it('after a 409 the cart is read again, so the drawer and the header show what the server left in it', async () => {
    const fetchMock = mockApi({
      ...quotes,
      '/api/cart': { body: { items: [], itemCount: 0 } },
      '/api/orders': { status: 409, body: { error: { code: 'conflict', message: 'Some items…', details: [{ field: 'items.x', message: 'X is out of stock' }] } } },
    });
    function CartReader() {
      useGetCartQuery();
      return null;
    }
    renderWithProviders(
      <>
        <CheckoutForm cartVersion="v1" onPlaced={vi.fn()} onReviewCart={vi.fn()} />
        <CartReader />
      </>,
      { route: '/checkout' },
    );
    const cartReads = () => fetchMock.mock.calls.filter(([request]) => (request as Request).url.endsWith('/api/cart')).length;
    await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(cartReads()).toBe(1));
    await fillAddress();
    await placeOrder();
    await screen.findByRole('alert');
    await waitFor(() => expect(cartReads()).toBe(2));
  });

  it('shows the server’s field messages beside the fields', async () => {
    renderCheckout({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'Invalid request: shippingAddress.city is required',
          details: [{ field: 'shippingAddress.city', message: 'is required' }],
        },
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillAddress();
    await placeOrder();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus());
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
  });
});
