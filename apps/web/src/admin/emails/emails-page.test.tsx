import type { AdminEmail } from '@cartwise/domain/admin/emails';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { EmailsPage } from './emails-page';

const held: AdminEmail = {
  id: 'm1',
  kind: 'order-confirmation',
  to: 'ada@example.com',
  subject: 'Your order CW-ABC123',
  status: 'held',
  attempts: 0,
  lastError: null,
  orderId: 'o1',
  createdAt: '2026-11-20T10:00:00.000Z',
  nextAttemptAt: null,
  sentAt: null,
};
const failing: AdminEmail = { ...held, id: 'm2', to: null, subject: 'New order CW-ABC123', status: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED', nextAttemptAt: '2026-11-20T10:05:00.000Z' };

afterEach(() => vi.unstubAllGlobals());

describe("the back office's emails", () => {
  it('lists the outbox with each status in words, a failing email with its error and next try, and filters by status', async () => {
    mockApi({
      '/api/admin/emails?page=1': { body: { emails: [failing, held], totalCount: 2, page: 1, totalPages: 1, counts: { held: 1, pending: 1 } } },
      '/api/admin/emails?page=1&status=held': { body: { emails: [held], totalCount: 1, page: 1, totalPages: 1, counts: { held: 1, pending: 1 } } },
    });
    renderWithProviders(<EmailsPage />);
    const table = await screen.findByRole('table', { name: 'Emails, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('The shop’s support address');
    expect(first).toHaveTextContent('Waiting to be tried again');
    expect(first).toHaveTextContent('Last error: connect ECONNREFUSED');
    expect(second).toHaveTextContent('ada@example.com');
    expect(second).toHaveTextContent('Held: no mail server set (SMTP_URL)');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'held');
    // Both lists are 'Page 1 of 1': wait for the held list itself, the header row and the held email.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByText(/connect ECONNREFUSED/)).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'held (1)' })).toBeInTheDocument();
  });
});
