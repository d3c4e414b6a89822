import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { AccountMenu } from './account-menu';

const guest = { '/api/auth/me': { body: { account: null } } };
const signedIn = { '/api/auth/me': { body: { account: { id: 'u1', email: 'ada@example.com', createdAt: '2026-11-01T10:00:00.000Z' } } } };

describe('AccountMenu', () => {
  it('offers a guest Sign in and Create account, coming back to the page they are on', async () => {
    mockApi(guest);
    renderWithProviders(<AccountMenu buttonClassName="" />, { route: '/products?q=lamp' });

    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The menu's items load with its first open.
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fproducts%3Fq%3Dlamp');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/sign-up?next=%2Fproducts%3Fq%3Dlamp');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    mockApi(guest);
    renderWithProviders(<AccountMenu buttonClassName="" />);
    const button = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a press outside it, and when one of its links is chosen', async () => {
    mockApi(guest);
    renderWithProviders(
      <>
        <p>Elsewhere</p>
        <AccountMenu buttonClassName="" />
      </>,
      { route: '/products' },
    );
    const button = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(button);
    await screen.findByRole('link', { name: 'Sign in' });
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: 'Create account' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('once signed in, names the shopper and offers Account and Sign out; signing out makes it a guest menu', async () => {
    let me: unknown = signedIn['/api/auth/me'].body;
    const fetchMock = mockApi({
      '/api/auth/me': async () => ({ body: me }),
      '/api/auth/logout': async () => {
        me = { account: null };
        return { body: null };
      },
    });
    renderWithProviders(<AccountMenu buttonClassName="" />);

    const button = await screen.findByRole('button', { name: 'Account, signed in as ada@example.com' });
    await userEvent.click(button);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false'));
    const logout = fetchMock.mock.calls.map(([request]) => request as Request).find((r) => r.url.endsWith('/api/auth/logout'));
    expect(logout?.method).toBe('POST');

    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says so when signing out fails, and keeps the shopper signed in', async () => {
    mockApi({
      ...signedIn,
      '/api/auth/logout': { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } } },
    });
    renderWithProviders(<AccountMenu buttonClassName="" />);
    await userEvent.click(await screen.findByRole('button', { name: /signed in as/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('button', { name: 'Account, signed in as ada@example.com' })).toBeInTheDocument();
  });
});
