import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { combinedFigures } from '@cartwise/domain/reviews/rating';
import {
  ALREADY_REVIEWED_MESSAGE,
  NOT_BOUGHT_MESSAGE,
  OWN_REVIEW_VOTE_MESSAGE,
  SIGN_IN_TO_REVIEW_MESSAGE,
} from '@cartwise/domain/reviews/messages';
import { REVIEW_LIMITS } from '@cartwise/domain/reviews/review-input';
import {
  adminReviewListSchema,
  myReviewSchema,
  reviewChangeSchema,
  reviewListSchema,
  reviewSchema,
  reviewVoteSchema,
} from '@cartwise/domain/reviews/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper, type ShopperResponse } from '../../../test/shopper-client.ts';
import { signedIn } from '../../../test/staff.ts';

const product = (id: string, rating: number, reviewCount: number): ProductInput => ({
  id,
  name: `Review ${id}`,
  price: 20,
  category: 'Garden',
  brand: 'Acme',
  thumbnail: `/images/${id}.svg`,
  stockQuantity: 100,
  rating,
  reviewCount,
});

// Each test reviews products of its own, so their figures do not depend on the order the tests run in.
const PRODUCTS: ProductInput[] = [
  product('first', 4, 3),
  product('edited', 4, 3),
  product('limits', 3, 2),
  product('ranked-low', 4, 1),
  product('ranked-high', 4.5, 10),
  product('voted', 4, 0),
  product('paged', 0, 0),
  product('reimported', 4, 4),
  product('hidden', 2, 2),
  product('raced', 3, 1),
  product('unbought', 4, 4),
];

const REVIEW = { rating: 5, title: 'Does the job', text: 'Sturdy and quick to set up.' };

let serial = 0;

describe.each(ENGINES)('reviews API on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, PRODUCTS);
  });
  afterAll(async () => ctx?.close());

  /** A new signed-in shopper; with product ids, one who ordered each of them. */
  async function shopper(...bought: string[]): Promise<Shopper> {
    const s = new Shopper(ctx.app);
    serial += 1;
    const email = `reviewer${serial}@example.com`;
    expect((await s.post('/api/auth/signup', { email, password: 'correct horse battery' })).status).toBe(200);
    for (const id of bought) await s.placeOrder(id, email, `review-key-${serial}-${id}`);
    // Received: the back office's moves to delivered (tested in admin/orders) stood in for by the row.
    if (bought.length > 0) await ctx.db.kysely.updateTable('orders').set({ status: 'delivered' }).where('email', '=', email).execute();
    return s;
  }
  const list = async (s: Shopper, id: string, query = '') =>
    expectDocumented(await s.get(`/api/products/${id}/reviews${query}`), reviewListSchema.strict());
  const mine = async (s: Shopper, id: string) => expectDocumented(await s.get(`/api/products/${id}/reviews/mine`), myReviewSchema.strict());
  const write = async (s: Shopper, id: string, body: unknown = REVIEW) => {
    const res = await s.post(`/api/products/${id}/reviews`, body);
    if (res.status === 201) expect(reviewChangeSchema.strict().parse(res.body)).toEqual(res.body);
    else expectDocumented(res, reviewChangeSchema);
    return res;
  };
  const figures = async (id: string) => {
    const { rating, reviewCount } = (await ctx.app.inject({ url: `/api/products/${id}` })).json();
    return { rating, reviewCount };
  };
  const ids = (res: ShopperResponse) => res.body.products.map((p: { id: string }) => p.id);

  it('shows a guest the feed figures, no reviews, and asks them to sign in to write one', async () => {
    const guest = new Shopper(ctx.app);
    const res = await list(guest, 'first');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      reviews: [],
      summary: {
        rating: 4,
        reviewCount: 3,
        imported: { rating: 4, reviewCount: 3 },
        own: { count: 0, average: null, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) },
      },
      sort: 'newest',
      totalCount: 0,
      currentPage: 1,
      totalPages: 0,
      pageSize: REVIEW_LIMITS.pageSizeDefault,
    });
    expect((await mine(guest, 'first')).body).toEqual({ status: 'signed-out', review: null });
    const refused = await write(guest, 'first');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({ code: 'unauthorized', message: SIGN_IN_TO_REVIEW_MESSAGE });
    expect(guest.cookie).toBeUndefined();
    expect((await list(guest, 'nope')).status).toBe(404);
    expect((await list(guest, 'first', '?sort=best')).status).toBe(400);
  });

  it('lets only a shopper whose order of the product was delivered write, not one whose order is on its way, cancelled or awaits payment', async () => {
    const other = await shopper('first');
    expect((await mine(other, 'unbought')).body).toEqual({ status: 'not-bought', review: null });
    const refused = await write(other, 'unbought');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'forbidden', message: NOT_BOUGHT_MESSAGE });

    const cancelled = await shopper('unbought');
    for (const status of ['placed', 'paid', 'shipped', 'cancelled', 'awaiting-payment', 'refunded']) {
      await ctx.db.kysely.updateTable('orders').set({ status }).where('owner_id', 'like', 'account:%').where('id', 'in',
        ctx.db.kysely.selectFrom('order_lines').select('order_id').where('product_id', '=', 'unbought')).execute();
      expect((await write(cancelled, 'unbought')).status).toBe(403);
    }
    await ctx.db.kysely.updateTable('orders').set({ status: 'delivered' }).where('id', 'in',
      ctx.db.kysely.selectFrom('order_lines').select('order_id').where('product_id', '=', 'unbought')).execute();
    expect((await mine(cancelled, 'unbought')).body.status).toBe('can-review');
    expect((await write(other, 'nope')).status).toBe(404);
  });

  it('writes one review per product, trimmed, and the product figures follow', async () => {
    const buyer = await shopper('first');
    expect((await mine(buyer, 'first')).body).toEqual({ status: 'can-review', review: null });
    const res = await write(buyer, 'first', { rating: 1, title: '  Broke   in a week ', text: ' Snapped.\r\n\r\n\r\nWould not buy again. ', name: ' Ann B. ' });
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({
      productId: 'first',
      rating: 1,
      title: 'Broke in a week',
      text: 'Snapped.\n\nWould not buy again.',
      author: 'Ann B.',
      verifiedPurchase: true,
      helpfulCount: 0,
      votedHelpful: false,
      mine: true,
      hidden: false,
    });
    // (4 × 3 + 1) / 4
    expect(res.body.summary).toMatchObject({ rating: 3.25, reviewCount: 4, imported: { rating: 4, reviewCount: 3 } });
    expect(res.body.summary.own).toEqual({
      count: 1,
      average: 1,
      distribution: [{ stars: 5, count: 0 }, { stars: 4, count: 0 }, { stars: 3, count: 0 }, { stars: 2, count: 0 }, { stars: 1, count: 1 }],
    });
    expect(await figures('first')).toEqual({ rating: 3.25, reviewCount: 4 });
    expect((await mine(buyer, 'first')).body).toEqual({ status: 'reviewed', review: res.body.review });

    const again = await write(buyer, 'first', REVIEW);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ALREADY_REVIEWED_MESSAGE);

    const guestView = await list(new Shopper(ctx.app), 'first');
    expect(guestView.body.reviews).toEqual([{ ...res.body.review, mine: false }]);
    expect(guestView.body.summary).toEqual(res.body.summary);
    const unsigned = await write(await shopper('first'), 'first', { ...REVIEW, name: '' });
    expect(unsigned.body.review.author).toBe('Verified buyer');
  });

  it('refuses what breaks the limits, and keeps markup as the characters written', async () => {
    const buyer = await shopper('limits');
    const tooLong = await write(buyer, 'limits', { ...REVIEW, title: 'x'.repeat(REVIEW_LIMITS.titleMax + 1), text: 'y'.repeat(REVIEW_LIMITS.textMax + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['text', 'title']);
    for (const body of [
      { ...REVIEW, rating: 0 },
      { ...REVIEW, rating: 6 },
      { ...REVIEW, rating: 3.5 },
      { ...REVIEW, title: '   ' },
      { ...REVIEW, text: '' },
      { ...REVIEW, text: 'bad \u0007 bell' },
      { ...REVIEW, title: 'two\nlines' },
      { ...REVIEW, extra: true },
      { title: 'no stars', text: 'x' },
    ]) {
      expect((await write(buyer, 'limits', body)).status, JSON.stringify(body)).toBe(400);
    }
    const nul = await buyer.request('POST', '/api/products/limits/reviews', `{"rating":5,"title":"a\\u0000b","text":"ok"}`, {
      'content-type': 'application/json',
    });
    expect(nul.status).toBe(400);
    expect((await list(buyer, 'limits')).body.totalCount).toBe(0);

    const markup = { rating: 4, title: '<b>Bold</b> & <i>brash</i>', text: '<script>alert("x")</script><img src=x onerror=alert(1)>' };
    const res = await write(buyer, 'limits', markup);
    expect(res.status).toBe(201);
    expect((await list(buyer, 'limits')).body.reviews[0]).toMatchObject({ title: markup.title, text: markup.text });
  });

  it('lets the author edit and delete the review, and nobody else', async () => {
    const author = await shopper('edited');
    const stranger = await shopper('edited');
    const written = await write(author, 'edited', { ...REVIEW, rating: 2 });
    const id = written.body.review.id;
    expect(await figures('edited')).toEqual({ rating: 3.5, reviewCount: 4 });

    const edit = { rating: 5, title: 'Grew on me', text: 'Better after a month.' };
    expect((await stranger.put(`/api/reviews/${id}`, edit)).status).toBe(404);
    expect((await new Shopper(ctx.app).put(`/api/reviews/${id}`, edit)).status).toBe(401);
    expect((await author.put(`/api/reviews/${id}`, { ...edit, title: '' })).status).toBe(400);
    expect((await author.put('/api/reviews/not-a-uuid', edit)).status).toBe(400);

    const edited = expectDocumented(await author.put(`/api/reviews/${id}`, edit), reviewChangeSchema.strict());
    expect(edited.body.review).toMatchObject({ id, rating: 5, title: 'Grew on me', text: 'Better after a month.', createdAt: written.body.review.createdAt });
    expect(edited.body.summary).toMatchObject({ rating: 4.25, reviewCount: 4 });
    expect(await figures('edited')).toEqual({ rating: 4.25, reviewCount: 4 });

    expect((await stranger.delete(`/api/reviews/${id}`)).status).toBe(404);
    const deleted = expectDocumented(await author.delete(`/api/reviews/${id}`), reviewChangeSchema.strict());
    expect(deleted.body).toMatchObject({ review: null, summary: { rating: 4, reviewCount: 3, own: { count: 0, average: null } } });
    expect(await figures('edited')).toEqual({ rating: 4, reviewCount: 3 });
    expect((await mine(author, 'edited')).body).toEqual({ status: 'can-review', review: null });
    expect((await author.delete(`/api/reviews/${id}`)).status).toBe(404);
  });

  it('moves the product in the sort by rating and through the rating filter', async () => {
    const listing = async () => ids(await new Shopper(ctx.app).get('/api/products?category=Garden&sort=rating-desc&pageSize=50'));
    const byRating = (all: string[]) => all.filter((id) => id.startsWith('ranked'));
    expect(byRating(await listing())).toEqual(['ranked-high', 'ranked-low']);
    const filtered = async () => ids(await new Shopper(ctx.app).get('/api/products?category=Garden&rating=4.6')).filter((id: string) => id.startsWith('ranked'));
    expect(await filtered()).toEqual([]);

    await write(await shopper('ranked-low'), 'ranked-low', { ...REVIEW, rating: 5 });
    await write(await shopper('ranked-low'), 'ranked-low', { ...REVIEW, rating: 5 });
    // (4 × 1 + 5 + 5) / 3 = 4.67, above 4.5
    expect(await figures('ranked-low')).toEqual({ rating: 4.67, reviewCount: 3 });
    expect(byRating(await listing())).toEqual(['ranked-low', 'ranked-high']);
    expect(await filtered()).toEqual(['ranked-low']);
  });

  it('counts one helpful vote per signed-in shopper, not the author, and sorts by it', async () => {
    const first = await shopper('voted');
    const second = await shopper('voted');
    const voter = await shopper();
    const older = (await write(first, 'voted', { ...REVIEW, title: 'Older' })).body.review.id;
    const newer = (await write(second, 'voted', { ...REVIEW, title: 'Newer' })).body.review.id;
    const titles = async (sort: string) => (await list(voter, 'voted', `?sort=${sort}`)).body.reviews.map((r: { title: string }) => r.title);
    expect(await titles('newest')).toEqual(['Newer', 'Older']);

    const vote = async (s: Shopper, id: string, helpful = true) =>
      expectDocumented(helpful ? await s.put(`/api/reviews/${id}/helpful`) : await s.delete(`/api/reviews/${id}/helpful`), reviewVoteSchema.strict());
    expect((await vote(voter, older)).body.review).toMatchObject({ id: older, helpfulCount: 1, votedHelpful: true });
    expect((await vote(voter, older)).body.review.helpfulCount).toBe(1);
    expect((await vote(second, older)).body.review.helpfulCount).toBe(2);
    const own = await vote(first, older);
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(OWN_REVIEW_VOTE_MESSAGE);
    expect((await new Shopper(ctx.app).put(`/api/reviews/${older}/helpful`)).status).toBe(401);
    expect((await vote(voter, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    expect(await titles('helpful')).toEqual(['Older', 'Newer']);
    const read = (await list(voter, 'voted', '?sort=helpful')).body.reviews;
    expect(read.map((r: { votedHelpful: boolean }) => r.votedHelpful)).toEqual([true, false]);
    expect((await vote(voter, older, false)).body.review).toMatchObject({ helpfulCount: 1, votedHelpful: false });
    expect((await vote(voter, older, false)).body.review.helpfulCount).toBe(1);
    expect((await vote(voter, newer)).body.review.helpfulCount).toBe(1);
  });

  it('pages the reviews', async () => {
    for (let i = 0; i < 7; i += 1) await write(await shopper('paged'), 'paged', { ...REVIEW, rating: 1 + (i % 5), title: `Review ${i}` });
    const guest = new Shopper(ctx.app);
    const first = await list(guest, 'paged', '?pageSize=3');
    expect(first.body).toMatchObject({ totalCount: 7, totalPages: 3, currentPage: 1, pageSize: 3 });
    expect(first.body.reviews.map((r: { title: string }) => r.title)).toEqual(['Review 6', 'Review 5', 'Review 4']);
    const last = await list(guest, 'paged', '?pageSize=3&page=3');
    expect(last.body.reviews.map((r: { title: string }) => r.title)).toEqual(['Review 0']);
    expect((await list(guest, 'paged', '?pageSize=3&page=9')).body.reviews).toEqual([]);
    expect((await list(guest, 'paged', `?pageSize=${REVIEW_LIMITS.pageSizeMax + 1}`)).status).toBe(400);
    // Stars 1, 2, 3, 4, 5, 1, 2 over no feed figures.
    expect(first.body.summary).toMatchObject({ rating: 2.57, reviewCount: 7, own: { count: 7, average: 2.6 } });
    expect(first.body.summary.own.distribution.map((d: { count: number }) => d.count)).toEqual([1, 1, 1, 2, 2]);
  });

  it('keeps the shop reviews in the figures when the catalogue is imported again, replaced or not', async () => {
    await write(await shopper('reimported'), 'reimported', { ...REVIEW, rating: 1 });
    expect(await figures('reimported')).toEqual({ rating: 3.4, reviewCount: 5 });
    const feed = (rating: number, reviewCount: number) => productInputSchema.parse(product('reimported', rating, reviewCount));
    await ctx.repository.upsert([feed(3.7, 9)]);
    const expected = combinedFigures({ rating: 3.7, reviewCount: 9 }, { count: 1, starTotal: 1 });
    expect(expected).toEqual({ rating: 3.43, reviewCount: 10 });
    expect(await figures('reimported')).toEqual(expected);
    const summary = (await list(new Shopper(ctx.app), 'reimported')).body.summary;
    expect(summary).toMatchObject({ ...expected, imported: { rating: 3.7, reviewCount: 9 } });

    // Every product is deleted and loaded again: the review stays and counts.
    await ctx.repository.upsert(PRODUCTS.map((p) => productInputSchema.parse(p)), { replace: true });
    expect(await figures('reimported')).toEqual(combinedFigures({ rating: 4, reviewCount: 4 }, { count: 1, starTotal: 1 }));
    // A product without reviews of its own keeps the feed figures as they are.
    expect(await figures('unbought')).toEqual({ rating: 4, reviewCount: 4 });
  });

  it('lets the back office hide a review: off the page and out of the figures, shown to its author only, in the audit log', async () => {
    const author = await shopper('hidden');
    const id = (await write(author, 'hidden', { ...REVIEW, rating: 5 })).body.review.id;
    expect(await figures('hidden')).toEqual({ rating: 3, reviewCount: 3 });
    const visibility = `/api/admin/reviews/${id}/visibility`;
    expect((await new Shopper(ctx.app).put(visibility, { hidden: true })).status).toBe(401);
    expect((await author.put(visibility, { hidden: true })).status).toBe(403);

    const staff = await signedIn(ctx.app, 'staff');
    expect((await staff.put(visibility, { hidden: 'yes' })).status).toBe(400);
    expect((await staff.put('/api/admin/reviews/00000000-0000-4000-8000-000000000000/visibility', { hidden: true })).status).toBe(404);
    const hidden = expectDocumented(await staff.put(visibility, { hidden: true, reason: ' Not about the product ' }), reviewSchema.strict());
    expect(hidden.body).toMatchObject({ id, hidden: true });
    expect(await figures('hidden')).toEqual({ rating: 2, reviewCount: 2 });
    expect((await list(new Shopper(ctx.app), 'hidden')).body).toMatchObject({ reviews: [], totalCount: 0 });
    expect((await mine(author, 'hidden')).body.review).toMatchObject({ id, hidden: true });
    expect((await (await shopper()).put(`/api/reviews/${id}/helpful`)).status).toBe(404);
    // Hiding it again changes and records nothing.
    await staff.put(visibility, { hidden: true });
    // Re-importing does not count a hidden review either.
    await ctx.repository.upsert([productInputSchema.parse(product('hidden', 2, 2))]);
    expect(await figures('hidden')).toEqual({ rating: 2, reviewCount: 2 });

    const adminList = expectDocumented(await staff.get('/api/admin/reviews?productId=hidden'), adminReviewListSchema.strict());
    expect(adminList.body).toMatchObject({ totalCount: 1, currentPage: 1, totalPages: 1, reviews: [{ id, hidden: true }] });

    const owner = await signedIn(ctx.app, 'owner');
    expect((await owner.put(visibility, { hidden: false })).body).toMatchObject({ id, hidden: false });
    expect(await figures('hidden')).toEqual({ rating: 3, reviewCount: 3 });
    expect((await list(new Shopper(ctx.app), 'hidden')).body.totalCount).toBe(1);

    const audit = (await owner.get('/api/admin/audit')).body.entries.filter((e: { subject: { id: string } }) => e.subject.id === id);
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['review.shown', 'review.hidden']);
    expect(audit[1]).toMatchObject({
      subject: { type: 'review', id },
      before: { productId: 'hidden', hidden: false },
      after: { productId: 'hidden', hidden: true, reason: 'Not about the product' },
    });
  });

  it('counts reviews written at the same moment', async () => {
    const buyers = await Promise.all([shopper('raced'), shopper('raced'), shopper('raced'), shopper('raced')]);
    const written = await Promise.all(buyers.map((b, i) => write(b, 'raced', { ...REVIEW, rating: 1 + i })));
    expect(written.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    // (3 × 1 + 1 + 2 + 3 + 4) / 5
    expect(await figures('raced')).toEqual({ rating: 2.6, reviewCount: 5 });
    const twice = await Promise.all([write(buyers[0]!, 'raced'), write(buyers[0]!, 'raced')]);
    expect(twice.map((r) => r.status)).toEqual([409, 409]);
  });

  it('documents its routes under the reviews tag', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/products/{id}/reviews'])).toEqual(['get', 'post']);
    expect(doc.paths['/api/reviews/{reviewId}/helpful'].put.tags).toEqual(['reviews']);
    expect(doc.paths['/api/products/{id}/reviews/mine'].get.responses['200']).toBeDefined();
  });
});
