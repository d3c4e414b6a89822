import type { AdminCustomer } from '@cartwise/domain/admin/customers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { CustomersSection } from './customers-section';

const member = { accountId: 'a1', email: 'staff@example.com', role: 'staff' as const, areas: ['customers' as const] };
const ada: AdminCustomer = {
  id: 'acc-1',
  email: 'ada@example.com',
  createdAt: '2026-11-01T10:00:00.000Z',
  role: null,
  orderCount: 3,
  totalSpent: 123.45,
  lastOrderAt: '2026-11-20T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the back office customers', () => {
  it('lists accounts with their orders and spend, and searches by email through the address', async () => {
    mockApi({
      '/api/admin/customers': { body: { customers: [ada, { ...ada, id: 'acc-2', email: 'grace@example.com', orderCount: 0, totalSpent: 0, lastOrderAt: null, role: 'owner' }], page: 1, totalPages: 1, totalCount: 2 } },
      '/api/admin/customers?q=ada': { body: { customers: [ada], page: 1, totalPages: 1, totalCount: 1 } },
    });
    renderWithProviders(<CustomersSection member={member} rest="" />);
    const row = (await screen.findByRole('link', { name: 'ada@example.com' })).closest('tr')!;
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('$123.45');
    const grace = screen.getByRole('link', { name: 'grace@example.com' }).closest('tr')!;
    expect(grace).toHaveTextContent('(owner)');
    expect(grace).toHaveTextContent('None yet');
    expect(screen.getByRole('status')).toHaveTextContent('2 customers');

    await userEvent.type(screen.getByLabelText('Email contains'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 customer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'grace@example.com' })).toBeNull();
  });

  it("opens a customer with their figures and orders, each linking to the order's page", async () => {
    mockApi({
      '/api/admin/customers/acc-1?page=1': {
        body: {
          customer: ada,
          orders: [{ id: 'o1', orderNumber: 'CW-7K3M9Q', status: 'shipped', placedAt: '2026-11-20T10:00:00.000Z', email: ada.email, name: 'Ada Lovelace', itemCount: 2, total: 61.72 }],
          page: 1,
          totalPages: 1,
        },
      },
    });
    renderWithProviders(<CustomersSection member={member} rest="acc-1" />);
    expect(await screen.findByRole('heading', { name: 'ada@example.com', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Spent').nextElementSibling).toHaveTextContent('$123.45');
    const order = screen.getByRole('link', { name: 'CW-7K3M9Q' });
    expect(order).toHaveAttribute('href', '/admin/orders/o1');
    expect(within(order.closest('tr')!).getByText('Shipped')).toBeInTheDocument();
  });
});
