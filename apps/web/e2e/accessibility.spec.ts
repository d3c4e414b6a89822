import { expect, expectNoAxeViolations, PHONE, scrollToReviews, test, visit } from './support/fixtures.ts';

/** Every route of the storefront, the policy pages and the error screen. */
const ROUTES = [
  '/',
  '/products',
  '/products?q=apple&brand=Apple&rating=4&sort=price-asc',
  '/products/sample-1',
  '/products/sample-3',
  '/products/dj-1',
  '/categories',
  '/about',
  '/contact',
  '/checkout',
  '/help',
  '/wishlist',
  '/account',
  '/no-such-page',
];

/** The pages whose phone layout differs most: the menu, the folded filters, the stacked forms. */
const PHONE_ROUTES = new Set(['/', '/products', '/products/sample-1', '/checkout', '/account']);

test.describe('axe-core finds no violation', () => {
  for (const route of ROUTES) {
    test(route, PHONE_ROUTES.has(route) ? PHONE : {}, async ({ page }) => {
      await visit(page, route);
      await expect(page.getByRole('main')).toBeVisible();
      // A product's reviews load as the shopper nears them: they are checked too.
      if (route.startsWith('/products/')) await scrollToReviews(page);
      await expectNoAxeViolations(page);
    });
  }
});
