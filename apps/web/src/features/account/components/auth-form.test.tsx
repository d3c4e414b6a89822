import { SIGN_IN_FAILED_MESSAGE } from '@cartwise/domain/accounts/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { AccountMenu } from './account-menu';
import { AuthForm, nextPath } from './auth-form';

const account = { id: 'u1', email: 'ada@example.com', createdAt: '2026-11-01T10:00:00.000Z' };

describe('AuthForm', () => {
  it('sign-up says the minimum password length beside the field and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<AuthForm mode="sign-up" />, { route: '/sign-up' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/^Password must be at least 8 characters/);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    // Only who is signed in was asked; nothing was sent.
    expect(fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).toEqual(
      fetchMock.mock.calls.map(() => '/api/auth/me'),
    );
  });

  it('a refused sign-in shows the server’s message, which does not say whether the email exists', async () => {
    mockApi({
      '/api/auth/me': { body: { account: null } },
      '/api/auth/login': { status: 401, body: { error: { code: 'unauthorized', message: SIGN_IN_FAILED_MESSAGE } } },
    });
    renderWithProviders(<AuthForm mode="sign-in" />, { route: '/sign-in' });
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever it is');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
  });

  it('tells a shopper who is signed in already, before they change accounts', async () => {
    mockApi({ '/api/auth/me': { body: { account } } });
    renderWithProviders(<AuthForm mode="sign-in" />, { route: '/sign-in' });
    expect(await screen.findByRole('status')).toHaveTextContent(`You are signed in as ${account.email}. Signing in here signs you out of it;`);
    expect(screen.getByRole('link', { name: 'your account' })).toHaveAttribute('href', '/account');
  });

  it('signing in reads the shopper’s state again and returns to the page the shopper came from', async () => {
    let me: unknown = { account: null };
    const fetchMock = mockApi({
      '/api/auth/me': async () => ({ body: me }),
      '/api/auth/login': async () => {
        me = { account };
        return { body: { account } };
      },
    });
    const { router } = renderWithProviders(
      <>
        <AccountMenu buttonClassName="" />
        <AuthForm mode="sign-in" />
      </>,
      { route: '/sign-in?next=%2Fcheckout' },
    );
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByRole('button', { name: 'Account, signed in as ada@example.com' })).toBeInTheDocument();
    const login = fetchMock.mock.calls.map(([r]) => r as Request).find((r) => r.url.endsWith('/api/auth/login'))!;
    expect(await login.json()).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it('goes back only to a page of this shop', () => {
    expect(nextPath('/checkout')).toBe('/checkout');
    expect(nextPath('//evil.example/x')).toBe('/account');
    expect(nextPath('https://evil.example')).toBe('/account');
    expect(nextPath(null)).toBe('/account');
  });
});
