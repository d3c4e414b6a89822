import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '@/features/cart/cart-changes';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { Header } from './header';

const guest = {
  '/api/auth/me': { body: { account: null } },
  '/api/cart': { body: EMPTY_CART },
  '/api/wishlist': { body: { products: [] } },
};

describe('Header', () => {
  it('has the shopper buttons on every screen size, the account button among them', async () => {
    mockApi(guest);
    renderWithProviders(<Header />, { route: '/products' });
    const banner = screen.getByRole('banner');

    const account = within(banner).getByRole('button', { name: 'Account' });
    for (const control of [
      within(banner).getByRole('button', { name: 'Open AI shopping assistant' }),
      within(banner).getByRole('link', { name: 'Wishlist' }),
      account,
      await within(banner).findByRole('button', { name: 'Cart, 0 items' }),
    ]) {
      // Tailwind's `hidden` (display: none below a breakpoint) on it or around it would hide it on phones.
      expect(control.closest('[class~="hidden"]')).toBeNull();
    }

    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fproducts');
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
});
