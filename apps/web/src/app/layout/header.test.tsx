import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '@/features/cart/cart-changes';
import { product } from '@/testing/fixtures';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { Header } from './header';

const guest = {
  '/api/auth/me': { body: { account: null } },
  '/api/cart': { body: EMPTY_CART },
  '/api/wishlist': { body: { products: [] } },
};

describe('Header', () => {
  it("keeps a phone's header to the menu, the name, search, the assistant and the cart; the wishlist and the account move into the menu there", async () => {
    mockApi(guest);
    renderWithProviders(<Header />, { route: '/products' });
    const banner = screen.getByRole('banner');
    // Tailwind's `hidden` and `max-sm:hidden` (display: none below a breakpoint) on a control or around it hide it on phones.
    const onPhones = (control: HTMLElement) => control.closest('[class~="hidden"], [class~="max-sm:hidden"]') === null;

    for (const control of [
      within(banner).getByRole('button', { name: 'Open menu' }),
      within(banner).getByRole('link', { name: 'Cartwise' }),
      within(banner).getByRole('button', { name: 'Open search' }),
      within(banner).getByRole('button', { name: 'Open AI shopping assistant' }),
      await within(banner).findByRole('button', { name: 'Cart, 0 items' }),
    ]) {
      expect(onPhones(control), control.getAttribute('aria-label') ?? control.textContent ?? '').toBe(true);
    }
    const wishlist = within(banner).getByRole('link', { name: 'Wishlist' });
    const account = within(banner).getByRole('button', { name: 'Account' });
    expect(onPhones(wishlist)).toBe(false);
    expect(onPhones(account)).toBe(false);

    // The menu holds them on a phone (and only there: from `sm` up the header's icons do).
    await userEvent.click(within(banner).getByRole('button', { name: 'Open menu' }));
    const menu = within(banner).getByRole('navigation', { name: 'Menu' });
    const menuWishlist = within(menu).getByRole('link', { name: 'Wishlist' });
    expect(menuWishlist).toHaveAttribute('href', '/wishlist');
    expect(menuWishlist.closest('li')).toHaveClass('sm:hidden');
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close menu' }));

    // From `sm` up the account button opens its menu.
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fproducts');
    expect(within(banner).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/sign-up?next=%2Fproducts');
  });

  it('opens the search from its icon on phones, with the focus in the box, and closes it with Escape', async () => {
    mockApi(guest);
    renderWithProviders(<Header />, { route: '/' });
    const banner = screen.getByRole('banner');
    const icon = within(banner).getByRole('button', { name: 'Open search' });
    expect(icon).toHaveAttribute('aria-expanded', 'false');
    expect(icon).toHaveAttribute('aria-controls', 'phone-search');
    expect(icon.closest('[class~="hidden"]')).toBeNull();

    await userEvent.click(icon);
    const close = within(banner).getByRole('button', { name: 'Close search' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('phone-search')!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('combobox', { name: 'Search products' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Open search' })).toHaveFocus();
  });

  it('keeps one way to search on a phone: the header\'s icon, not a second box in the menu', async () => {
    mockApi(guest);
    renderWithProviders(<Header />, { route: '/' });
    const banner = screen.getByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Open menu' }));
    expect(within(document.getElementById('mobile-menu')!).queryByRole('combobox')).toBeNull();
  });

  it("shows the wishlist's count on the phone's menu button, which holds the wishlist there, and says it in the button's name", async () => {
    mockApi({ ...guest, '/api/wishlist': { body: { products: [product({ id: 'a' }), product({ id: 'b' })] } } });
    renderWithProviders(<Header />, { route: '/' });
    const banner = screen.getByRole('banner');
    const button = await within(banner).findByRole('button', { name: /^Open menu ?\(wishlist, 2 items\)$/ });
    // A badge on the button (not read twice: the name says it), on phones only: from `sm` up the wishlist's own icon has it.
    const badge = within(button).getByText('2');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge.closest('[class~="sm:hidden"]')).not.toBeNull();
    await userEvent.click(button);
    expect(within(banner).getByRole('button', { name: /^Close menu ?\(wishlist, 2 items\)$/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no count on the menu button while the wishlist is empty', async () => {
    mockApi(guest);
    renderWithProviders(<Header />, { route: '/' });
    await screen.findByRole('button', { name: 'Cart, 0 items' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
