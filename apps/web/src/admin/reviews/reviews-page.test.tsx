import type { Review } from '@cartwise/domain/reviews/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { ReviewsPage } from './reviews-page';

const review: Review = {
  id: 'r1',
  productId: 'sample-1',
  rating: 1,
  title: '<b>Awful</b>',
  text: 'Not about the product at all.',
  author: 'Ada',
  verifiedPurchase: true,
  helpfulCount: 0,
  votedHelpful: false,
  mine: false,
  hidden: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const list = (reviews: Review[]) => ({ body: { reviews, totalCount: reviews.length, currentPage: 1, totalPages: 1 } });

afterEach(() => vi.unstubAllGlobals());

describe('the back office reviews page', () => {
  it('lists the reviews as text and hides one with its reason through the API', async () => {
    const fetchMock = mockApi({
      '/api/admin/reviews?page=1': list([review]),
      '/api/admin/reviews/r1/visibility': { body: { ...review, hidden: true } },
    });
    renderWithProviders(<ReviewsPage />);
    expect(await screen.findByRole('heading', { name: '<b>Awful</b>' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Off topic');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the review “<b>Awful</b>”' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => input instanceof Request && input.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.map(([input]) => input as Request).find((request) => request.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/admin/reviews/r1/visibility');
    expect(await put.json()).toEqual({ hidden: true, reason: 'Off topic' });
  });

  it('offers to show a hidden review again, and says when there are none', async () => {
    mockApi({ '/api/admin/reviews?page=1': list([{ ...review, hidden: true }]) });
    const view = renderWithProviders(<ReviewsPage />);
    expect(await screen.findByRole('button', { name: 'Show again the review “<b>Awful</b>”' })).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    view.unmount();
    mockApi({ '/api/admin/reviews?page=1': list([]) });
    renderWithProviders(<ReviewsPage />);
    expect(await screen.findByText('No shopper has written a review yet.')).toBeInTheDocument();
  });
});
