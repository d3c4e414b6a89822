import type { MyReview, Review, ReviewList } from '@cartwise/domain/reviews/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { seedGuestShopper } from '@/app/guest-shopper';
import { renderWithProviders } from '@/testing/test-utils';
import ProductReviews from './product-reviews';

const review = (overrides: Partial<Review> & { id: string }): Review => ({
  productId: 'kettle',
  rating: 4,
  title: 'Boils fast',
  text: 'Quiet too.',
  author: 'Verified buyer',
  verifiedPurchase: true,
  helpfulCount: 0,
  votedHelpful: false,
  mine: false,
  hidden: false,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

const summary = (counts: number[], rating = 4.6, reviewCount = 120): ReviewList['summary'] => {
  const count = counts.reduce((a, b) => a + b, 0);
  const stars = counts.reduce((sum, n, i) => sum + n * (5 - i), 0);
  return {
    rating,
    reviewCount,
    imported: { rating: 4.6, reviewCount: reviewCount - count },
    own: {
      count,
      average: count === 0 ? null : Math.round((stars / count) * 10) / 10,
      distribution: counts.map((n, i) => ({ stars: 5 - i, count: n })),
    },
  };
};

const page = (reviews: Review[], overrides: Partial<ReviewList> = {}): ReviewList => ({
  reviews,
  summary: summary([1, 1, 0, 0, 0]),
  sort: 'newest',
  totalCount: reviews.length,
  currentPage: 1,
  totalPages: 1,
  pageSize: 5,
  ...overrides,
});

type Handler = (request: Request) => { status?: number; body: unknown } | undefined;

/** Stubs fetch: each handler may answer a request (method and path and query); anything else is a 404. */
function serve(handler: Handler) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({ method: request.method, url: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
    const answer = handler(request) ?? { status: 404, body: { error: { code: 'not_found', message: 'Not here' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

const route = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

describe('ProductReviews', () => {
  it('shows the summary with a bar per star, and each review as text with Verified purchase', async () => {
    const markup = review({ id: 'r1', title: '<b>Loud</b> & proud', text: 'Line one\nLine <script>two</script>', author: 'Ann B.', rating: 5 });
    serve((request) => {
      if (route(request) === 'GET /api/products/kettle/reviews?sort=newest&page=1') return { body: page([markup, review({ id: 'r2' })]) };
      if (route(request) === 'GET /api/products/kettle/reviews/mine') return { body: { status: 'signed-out', review: null } satisfies MyReview };
      return undefined;
    });
    renderWithProviders(<ProductReviews productId="kettle" />);

    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByText('4.6 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('120 ratings, 2 reviews written here')).toBeInTheDocument();
    const bars = within(section).getAllByRole('meter');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    expect(bars[0]).toHaveAttribute('aria-valuetext', '1 of 2 reviews');
    expect(bars[2]).toHaveAttribute('aria-valuenow', '0');

    const heading = within(section).getByRole('heading', { name: '<b>Loud</b> & proud' });
    expect(heading.querySelector('b')).toBeNull();
    const article = heading.closest('article')!;
    expect(article.querySelector('script')).toBeNull();
    expect(within(article).getByText(/Line <script>two<\/script>/)).toHaveClass('whitespace-pre-line');
    expect(within(article).getByText('Ann B.')).toBeInTheDocument();
    expect(within(article).getByText('March 4, 2026')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(section).getAllByText('Verified purchase')).toHaveLength(2);

    const signIn = await within(section).findByRole('link', { name: 'Sign in to write a review' });
    expect(signIn).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent('/products/kettle#reviews')}`);
  });

  it('says so when nobody has reviewed the product and the shopper did not buy it', async () => {
    serve((request) => {
      if (route(request).startsWith('GET /api/products/kettle/reviews?')) {
        return { body: page([], { summary: summary([0, 0, 0, 0, 0], 0, 0) }) };
      }
      if (route(request) === 'GET /api/products/kettle/reviews/mine') return { body: { status: 'not-bought', review: null } };
      return undefined;
    });
    renderWithProviders(<ProductReviews productId="kettle" />);
    expect(await screen.findByText('No one has reviewed this product here yet.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(await screen.findByText('Only shoppers who have received this product can review it.')).toBeInTheDocument();
  });

  it('lets a buyer write a review, checked before it is sent, and shows it once saved', async () => {
    let written: Review | undefined;
    const requests = serve((request) => {
      const r = route(request);
      if (r === 'GET /api/products/kettle/reviews?sort=newest&page=1') {
        return { body: page(written ? [written] : [], { summary: summary(written ? [1, 0, 0, 0, 0] : [0, 0, 0, 0, 0], 4.61, written ? 121 : 120) }) };
      }
      if (r === 'GET /api/products/kettle/reviews/mine') {
        return { body: written ? { status: 'reviewed', review: written } : { status: 'can-review', review: null } };
      }
      if (r === 'POST /api/products/kettle/reviews') {
        written = review({ id: 'mine', rating: 5, title: 'Great kettle', text: 'Fast.', mine: true });
        return { status: 201, body: { review: written, summary: summary([1, 0, 0, 0, 0], 4.61, 121) } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="kettle" />);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    // The form is a chunk of its own, loaded when opened.
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), '  Great kettle ');
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Fast.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByRole('heading', { name: 'Great kettle' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/products/kettle/reviews', body: { rating: 5, title: 'Great kettle', text: 'Fast.', name: '' } },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(await screen.findByText('Your review', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit review' })).toBeInTheDocument();
    expect(screen.getByText('121 ratings, 1 review written here')).toBeInTheDocument();
  });

  it("shows the server's reasons beside the fields", async () => {
    serve((request) => {
      const r = route(request);
      if (r.startsWith('GET /api/products/kettle/reviews?')) return { body: page([]) };
      if (r === 'GET /api/products/kettle/reviews/mine') return { body: { status: 'can-review', review: null } };
      if (r === 'POST /api/products/kettle/reviews') {
        return { status: 400, body: { error: { code: 'validation_error', message: 'Invalid', details: [{ field: 'text', message: 'must not contain control characters' }] } } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="kettle" />);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Fine');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Okay');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review must not contain control characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sorts by most helpful, pages, and sends a helpful vote', async () => {
    let voted = false;
    const requests = serve((request) => {
      const r = route(request);
      const other = review({ id: 'r9', title: 'Handy', helpfulCount: voted ? 3 : 2, votedHelpful: voted });
      if (r === 'GET /api/products/kettle/reviews?sort=newest&page=1') return { body: page([review({ id: 'r1', title: 'Newest one' })], { totalCount: 6, totalPages: 2 }) };
      if (r === 'GET /api/products/kettle/reviews?sort=helpful&page=1') return { body: page([other], { sort: 'helpful', totalCount: 6, totalPages: 2 }) };
      if (r === 'GET /api/products/kettle/reviews?sort=helpful&page=2') return { body: page([review({ id: 'r2', title: 'Least helpful' })], { sort: 'helpful', totalCount: 6, totalPages: 2, currentPage: 2 }) };
      if (r === 'GET /api/products/kettle/reviews/mine') return { body: { status: 'not-bought', review: null } };
      if (r === 'PUT /api/reviews/r9/helpful') {
        voted = true;
        return { body: { review: { ...other, helpfulCount: 3, votedHelpful: true } } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="kettle" />);
    expect(await screen.findByRole('heading', { name: 'Newest one' })).toBeInTheDocument();
    expect(screen.getByText('6 reviews, page 1 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most helpful');
    expect(await screen.findByRole('heading', { name: 'Handy' })).toBeInTheDocument();

    const helpful = screen.getByRole('button', { name: 'Helpful (2)' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await user.click(helpful);
    expect(await screen.findByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.some((r) => r.method === 'PUT' && r.url === '/api/reviews/r9/helpful')).toBe(true);

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Least helpful' })).toBeInTheDocument();
    expect(screen.getByText('6 reviews, page 2 of 2')).toBeInTheDocument();
  });

  it('tells a guest why a vote did not count', async () => {
    serve((request) => {
      const r = route(request);
      if (r.startsWith('GET /api/products/kettle/reviews?')) return { body: page([review({ id: 'r1' })]) };
      if (r === 'GET /api/products/kettle/reviews/mine') return { body: { status: 'signed-out', review: null } };
      if (r === 'PUT /api/reviews/r1/helpful') {
        return { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in to say whether a review was helpful.' } } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="kettle" />);
    await user.click(await screen.findByRole('button', { name: 'Helpful (0)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to say whether a review was helpful.');
  });

  it("asks nothing about a guest's own review: nobody signed in is offered to sign in", async () => {
    const requests = serve((request) => {
      if (route(request).startsWith('GET /api/products/kettle/reviews?')) return { body: page([review({ id: 'r1' })]) };
      return undefined;
    });
    // A guest's store knows nobody is signed in, as the page's start leaves it (guest-shopper.ts).
    const store = makeStore();
    seedGuestShopper(store);
    renderWithProviders(<ProductReviews productId="kettle" />, { store });
    const signIn = await screen.findByRole('link', { name: 'Sign in to write a review' });
    expect(signIn).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent('/products/kettle#reviews')}`);
    expect(requests.map((r) => r.url)).toEqual(['/api/products/kettle/reviews?sort=newest&page=1']);
  });

  it("asks for a signed-in shopper's own review", async () => {
    const requests = serve((request) => {
      const r = route(request);
      if (r.startsWith('GET /api/products/kettle/reviews?')) return { body: page([review({ id: 'r1' })]) };
      if (r === 'GET /api/auth/me') return { body: { account: { id: 'a1', email: 'ann@example.com', createdAt: '2026-01-01T00:00:00.000Z' } } };
      if (r === 'GET /api/products/kettle/reviews/mine') return { body: { status: 'not-bought', review: null } };
      return undefined;
    });
    renderWithProviders(<ProductReviews productId="kettle" />);
    expect(await screen.findByText('Only shoppers who have received this product can review it.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/products/kettle/reviews/mine')).toBe(true);
  });
});
