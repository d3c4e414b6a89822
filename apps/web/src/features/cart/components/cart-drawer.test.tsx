import type { CartResponse } from '@cartwise/domain/cart/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { cartAfterAdd, EMPTY_CART, type AddCartItemArg } from '../cart-changes';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

const headphones: AddCartItemArg = {
  productId: 'p1',
  preview: { name: 'SoundMax Headphones', price: 20, image: '/images/p1.svg', maxQuantity: 3 },
};
const speaker: AddCartItemArg = {
  productId: 'p2',
  preview: { name: 'EcoBrew Speaker', price: 12.5, image: '/images/p2.svg', maxQuantity: 10 },
};
const cartOf = (...items: AddCartItemArg[]): CartResponse => items.reduce(cartAfterAdd, EMPTY_CART);

/** The header's cart button and the drawer, on a cart the server answers with. */
async function openDrawer(cart: CartResponse, answers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ '/api/cart': { body: cart }, ...answers });
  const view = renderWithProviders(
    <>
      <CartButton className="" />
      <CartDrawer />
    </>,
  );
  const button = await screen.findByRole('button', { name: `Cart, ${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'}` });
  await userEvent.click(button);
  return { ...view, fetchMock, button, drawer: screen.getByRole('dialog', { name: 'Your Cart' }) };
}

describe('CartDrawer (spec §2)', () => {
  it('says the item count in the singular and the plural', async () => {
    const { drawer, unmount } = await openDrawer(cartOf(headphones));
    expect(within(drawer).getByText('1 item')).toBeInTheDocument();
    unmount();

    const three = await openDrawer(cartOf({ ...speaker, quantity: 2 }, headphones));
    expect(within(three.drawer).getByText('3 items')).toBeInTheDocument();
    expect(three.button).toHaveAccessibleName('Cart, 3 items');
  });

  it('is a modal dialog named by its heading', async () => {
    const { drawer } = await openDrawer(cartOf(headphones));
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close cart' })).toHaveFocus();
  });

  it('shows the empty state with Continue Shopping, which closes it', async () => {
    const { drawer, button } = await openDrawer(EMPTY_CART);
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByText('Add some products to get started')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Clear Cart' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('lists each line with its thumbnail, name and price, minus disabled at 1 and plus at maxQuantity', async () => {
    const { drawer } = await openDrawer(cartOf({ ...headphones, quantity: 3 }, speaker));
    const lines = within(drawer).getAllByRole('listitem');
    expect(lines).toHaveLength(2);

    const first = within(lines[0]!);
    expect(first.getByRole('link', { name: 'SoundMax Headphones' })).toHaveAttribute('href', '/products/p1');
    expect(lines[0]!.querySelector('img')).toHaveAttribute('src', '/images/p1.svg');
    expect(first.getByText('$20.00 each')).toBeInTheDocument();
    expect(first.getByText('$60.00')).toBeInTheDocument();
    // Unavailable as aria-disabled: still focusable, so a keyboard user at the limit keeps their place.
    expect(first.getByRole('button', { name: 'Increase quantity of SoundMax Headphones' })).toHaveAttribute('aria-disabled', 'true');
    expect(first.getByRole('button', { name: 'Decrease quantity of SoundMax Headphones' })).toHaveAttribute('aria-disabled', 'false');

    // Why plus is greyed out: the stock (3), or the limit per order (10).
    expect(first.getByText('Only 3 in stock')).toBeInTheDocument();

    const second = within(lines[1]!);
    expect(second.queryByText(/in stock|per order/)).toBeNull();
    expect(second.getByRole('button', { name: 'Decrease quantity of EcoBrew Speaker' })).toHaveAttribute('aria-disabled', 'true');
    expect(second.getByRole('button', { name: 'Increase quantity of EcoBrew Speaker' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('says a line at ten is at the limit per order', async () => {
    const { drawer } = await openDrawer(cartOf({ ...speaker, quantity: 10 }));
    expect(within(drawer).getByText('Limit 10 per order')).toBeInTheDocument();
  });

  it('keeps focus on plus when it reaches the limit, and a press there changes nothing', async () => {
    let writes = 0;
    const cart = cartOf({ ...headphones, quantity: 2 });
    const { drawer } = await openDrawer(cart, {
      '/api/cart': { body: cart },
      [`/api/cart/items/${cart.items[0]!.id}`]: () => {
        writes++;
        return Promise.resolve({ body: cartOf({ ...headphones, quantity: 3 }) });
      },
    });
    const plus = within(drawer).getByRole('button', { name: 'Increase quantity of SoundMax Headphones' });
    plus.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(plus).toHaveAttribute('aria-disabled', 'true'));
    expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(writes).toBe(1);
  });

  it('sums up subtotal, shipping (FREE over $50), tax, discount and total, with Proceed to Checkout', async () => {
    const { drawer } = await openDrawer(cartOf({ ...headphones, quantity: 3 }));
    const summary = within(drawer.querySelector('dl')!);
    const row = (term: string) => summary.getByText(term).nextElementSibling?.textContent;
    expect(row('Subtotal')).toBe('$60.00');
    expect(row('Shipping')).toBe('FREE');
    expect(row('Tax')).toBe('$4.80');
    expect(row('Discount')).toBe('$0.00');
    expect(row('Total')).toBe('$64.80');
    expect(within(drawer).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows a quantity change at once and the server answer after', async () => {
    const cart = cartOf(speaker);
    const { drawer, fetchMock } = await openDrawer(cart, {
      '/api/cart/items/p2-default': { body: cartOf({ ...speaker, quantity: 2 }) },
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Increase quantity of EcoBrew Speaker' }));
    expect(await within(drawer).findByText('2 items')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ quantity: 2 });
  });

  it('puts a line back and says why when the server refuses to remove it', async () => {
    let answerRemoval!: (answer: { status: number; body: unknown }) => void;
    const { drawer } = await openDrawer(cartOf(headphones, speaker), {
      '/api/cart/items/p1-default': () => new Promise((resolve) => (answerRemoval = resolve)),
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove SoundMax Headphones' }));
    await waitFor(() => expect(within(drawer).queryByRole('link', { name: 'SoundMax Headphones' })).toBeNull());
    expect(within(drawer).getByText('1 item')).toBeInTheDocument();

    answerRemoval({ status: 503, body: { error: { code: 'unavailable', message: 'The shop is busy; please try again.' } } });
    const line = (await within(drawer).findByRole('link', { name: 'SoundMax Headphones' })).closest('li')!;
    expect(within(line).getByRole('alert')).toHaveTextContent('The shop is busy; please try again.');
  });

  it('says under the coupon field why a code does not apply', async () => {
    const { drawer } = await openDrawer(cartOf(headphones), {
      '/api/cart/coupon': {
        status: 400,
        body: {
          error: { code: 'validation_error', message: "Coupon 'NOPE' is unknown.", details: [{ field: 'code', message: 'is unknown' }] },
        },
      },
    });
    const field = within(drawer).getByRole('textbox', { name: 'Coupon code' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Enter a coupon code.');

    await userEvent.type(field, 'nope');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(drawer).getByRole('alert')).toHaveTextContent("Coupon 'NOPE' is unknown."));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription("Coupon 'NOPE' is unknown.");
  });

  it('shows an applied coupon and its discount', async () => {
    const cart = cartOf({ ...headphones, quantity: 3 });
    const { drawer } = await openDrawer(cart, {
      '/api/cart/coupon': { body: { ...cart, couponCode: 'WELCOME10', discount: 6, total: 58.8 } },
    });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByText('applied', { exact: false })).toHaveTextContent('Coupon WELCOME10 applied');
    expect(within(drawer).getByText('Discount (WELCOME10)').nextElementSibling).toHaveTextContent('-$6.00');
  });

  it('shows what the server changed by itself, once: the drawer opened again shows the cart without it', async () => {
    const { drawer, button } = await openDrawer({ ...cartOf(headphones), notice: "Coupon SAVE5 was removed: the subtotal is below its $25.00 minimum." });
    expect(within(drawer).getByText(/^Coupon SAVE5 was removed/)).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button);
    const again = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(within(again).getByRole('link', { name: 'SoundMax Headphones' })).toBeInTheDocument();
    expect(within(again).queryByText(/^Coupon SAVE5 was removed/)).toBeNull();
  });

  it('closes with Escape, the close button and the backdrop, and gives focus back to the cart button', async () => {
    const { button } = await openDrawer(cartOf(headphones));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(button);
    await userEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    const { drawer } = await openDrawer(cartOf(headphones));
    const close = within(drawer).getByRole('button', { name: 'Close cart' });
    const clear = within(drawer).getByRole('button', { name: 'Clear Cart' });
    await userEvent.tab({ shift: true });
    expect(clear).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('Clear Cart asks first: Keep Items keeps the cart, Yes, Clear Cart empties it', async () => {
    // The first read answers the cart; the clearing's answer never comes: what shows is the change itself.
    let reads = 0;
    const cart = cartOf({ ...speaker, quantity: 2 }, headphones);
    const { drawer } = await openDrawer(cart, {
      '/api/cart': () => (reads++ === 0 ? Promise.resolve({ body: cart }) : new Promise(() => {})),
    });
    const clear = within(drawer).getByRole('button', { name: 'Clear Cart' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    const question = within(drawer).getByRole('group', { name: 'Remove all 3 items from your cart?' });
    // A second Enter keeps the cart: focus is on Keep Items.
    expect(within(question).getByRole('button', { name: 'Keep Items' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(drawer).queryByRole('group', { name: /from your cart/ })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Clear Cart' })).toHaveFocus();
    expect(within(drawer).getByText('3 items')).toBeInTheDocument();
    // Nothing was sent after the first read.
    expect(reads).toBe(1);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Yes, Clear Cart' }));
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByText('0 items')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Continue Shopping' })).toHaveFocus();
  });

  it('asks about the one item of a cart in the singular', async () => {
    const { drawer } = await openDrawer(cartOf(headphones));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));
    expect(within(drawer).getByRole('group', { name: 'Remove the item in your cart?' })).toBeInTheDocument();
  });
});
