import type { AdminCoupon } from '@cartwise/domain/admin/coupons';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { CouponsSection } from './coupons-section';

const member = { accountId: 'a1', email: 'staff@example.com', role: 'staff', areas: ['coupons'] } as const;
const spring: AdminCoupon = {
  code: 'SPRING',
  description: 'Spring sale',
  discount: { kind: 'percent', percentOff: 15 },
  minSubtotal: 25,
  startsAt: null,
  expiresAt: '2027-04-01T00:00:00.000Z',
  usageLimit: 50,
  active: true,
  timesUsed: 12,
  state: 'running',
};

afterEach(() => vi.unstubAllGlobals());

/** The requests the page sent with a method other than GET, with their bodies. */
const sent = async (fetchMock: ReturnType<typeof mockApi>) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => request.method !== 'GET')
      .map(async (request) => ({ method: request.method, path: new URL(request.url).pathname, body: (await request.clone().json()) as unknown })),
  );

describe('the back office coupons', () => {
  it('lists each coupon with what it gives, when it runs and its uses, and deactivates one as it is', async () => {
    const fetchMock = mockApi({
      '/api/admin/coupons': { body: { coupons: [spring] } },
      '/api/admin/coupons/SPRING': { body: { ...spring, active: false, state: 'disabled' } },
    });
    renderWithProviders(<CouponsSection member={{ ...member, areas: [...member.areas] }} rest="" />);
    const row = (await screen.findByRole('link', { name: 'SPRING' })).closest('tr')!;
    expect(row).toHaveTextContent('15% off a subtotal of $25.00 or more');
    expect(row).toHaveTextContent('Until 2027-03-31');
    expect(row).toHaveTextContent('12 of 50');
    expect(row).toHaveTextContent('Running');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate coupon SPRING' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon SPRING deactivated');
    expect(await sent(fetchMock)).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/coupons/SPRING',
        body: { description: 'Spring sale', discount: { kind: 'percent', percentOff: 15 }, minSubtotal: 25, startsAt: null, expiresAt: '2027-04-01T00:00:00.000Z', usageLimit: 50, active: false },
      },
    ]);
  });

  it('checks a new coupon in the browser, then creates it with its days as instants', async () => {
    const fetchMock = mockApi({ '/api/admin/coupons': { status: 201, body: { ...spring, code: 'WINTER' } } });
    renderWithProviders(<CouponsSection member={{ ...member, areas: [...member.areas] }} rest="new" />);
    await userEvent.type(await screen.findByLabelText('Code'), 'winter');
    await userEvent.selectOptions(screen.getByLabelText('Discount'), 'fixed');
    await userEvent.type(screen.getByLabelText('Amount off ($)'), '0');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create coupon' })).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The coupon needs a change');
    expect(screen.getByLabelText('Amount off ($)')).toHaveAccessibleDescription('must be more than 0');
    expect(screen.getByLabelText('Amount off ($)')).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('Amount off ($)'));
    await userEvent.type(screen.getByLabelText('Amount off ($)'), '7.50');
    await userEvent.type(screen.getByLabelText('First day (optional)'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('Last day (optional)'), '2026-12-31');
    await userEvent.type(screen.getByLabelText('Usage limit (optional)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(async () => expect(await sent(fetchMock)).toHaveLength(1));
    expect((await sent(fetchMock))[0]).toEqual({
      method: 'POST',
      path: '/api/admin/coupons',
      body: {
        code: 'winter',
        description: '',
        discount: { kind: 'fixed', amountOff: 7.5 },
        minSubtotal: 0,
        startsAt: '2026-12-01T00:00:00.000Z',
        expiresAt: '2027-01-01T00:00:00.000Z',
        usageLimit: 100,
        active: true,
      },
    });
  });
});
