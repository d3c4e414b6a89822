import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_SENT_MESSAGE, TOO_MANY_RESET_REQUESTS_MESSAGE } from '@cartwise/domain/accounts/password-reset';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { AuthForm } from './auth-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const TOKEN = 'T'.repeat(40) + '_-1';
const account = { id: 'u1', email: 'ada@example.com', createdAt: '2026-11-01T10:00:00.000Z' };
const bodyOf = async (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  (fetchMock.mock.calls.map(([r]) => r as Request).find((r) => r.url.endsWith(path)))!.json();

describe('Forgot password', () => {
  it('is linked from sign-in, carrying the email typed there', async () => {
    mockApi({ '/api/auth/me': { body: { account: null } } });
    const { router } = renderWithProviders(<AuthForm mode="sign-in" />, { route: '/sign-in' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
  });

  it('sends the email and shows the one answer, whatever the email', async () => {
    const fetchMock = mockApi({ '/api/auth/forgot-password': { body: { message: RESET_LINK_SENT_MESSAGE } } });
    renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT_MESSAGE);
    expect(await bodyOf(fetchMock, '/api/auth/forgot-password')).toEqual({ email: 'ada@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'ask again' }));
    expect(screen.getByLabelText('Email')).toHaveValue('Ada@Example.com');
  });

  it('checks the email in the browser and shows the limit’s message', async () => {
    const fetchMock = mockApi({
      '/api/auth/forgot-password': { status: 429, body: { error: { code: 'rate_limited', message: TOO_MANY_RESET_REQUESTS_MESSAGE } } },
    });
    renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email must be a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(email, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_RESET_REQUESTS_MESSAGE);
  });
});

describe('Choose a new password', () => {
  it('sends the token from the link’s fragment with the new password, and says the shopper is signed in', async () => {
    const fetchMock = mockApi({ '/api/auth/reset-password': { body: { account } }, '/api/auth/me': { body: { account } } });
    const { router } = renderWithProviders(<ResetPasswordForm />, { route: `/reset-password#token=${TOKEN}` });
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(password).toHaveAccessibleDescription(/^Password must be at least 8 characters/);
    await userEvent.clear(password);
    await userEvent.type(password, 'a brand new staple');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set and you are signed in as ada@example.com.');
    expect(await bodyOf(fetchMock, '/api/auth/reset-password')).toEqual({ token: TOKEN, password: 'a brand new staple' });
    // The used link is gone from the address.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('says when the link does not work and offers a new one', async () => {
    mockApi({
      '/api/auth/reset-password': {
        status: 400,
        body: { error: { code: 'validation_error', message: RESET_LINK_INVALID_MESSAGE, details: [{ field: 'token', message: 'has expired or was already used' }] } },
      },
    });
    renderWithProviders(<ResetPasswordForm />, { route: `/reset-password#token=${TOKEN}` });
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new staple');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link.' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  });

  it('without a token in the address, points to the email or a new link', () => {
    mockApi({});
    renderWithProviders(<ResetPasswordForm />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from the email we sent you.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
