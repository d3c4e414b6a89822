import { expect, featuredOnHome, resultCards, test, visit } from './support/fixtures.ts';

const HEADPHONES = 'SoundMax Pro ANC Wireless Headphones';

test.describe('pages drawn by the server', () => {
  test.describe('before any JavaScript has run', () => {
    test.use({ javaScriptEnabled: false });

    test('home, a search, its next page and a product can be read', async ({ page }) => {
      const home = await page.goto('/');
      expect(home?.status()).toBe(200);
      await expect(page).toHaveTitle('Cartwise | AI-Powered E-commerce, Shop Smarter with AI');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop Smarter with AI');
      // Six featured products: on a laptop the first in the hero's spotlight, the other five in the row.
      const { cards, spotlight, rowCount } = featuredOnHome(page);
      await expect(cards).toHaveCount(rowCount(6));
      if (rowCount(6) === 5) await expect(spotlight).toContainText(HEADPHONES);

      await page.goto('/products?q=watch');
      await expect(page).toHaveTitle('Search results for “watch” | Cartwise');
      await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
      await expect(page.getByText(/Results for/)).toContainText('watch');
      await expect(resultCards(page).first()).toContainText(/watch/i);

      // Pagination links are plain links: the server draws the next page.
      await page.goto('/products');
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/products\?page=2$/);
      await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(resultCards(page)).toHaveCount(12);

      await page.goto('/products/sample-1');
      await expect(page).toHaveTitle(`${HEADPHONES} | Cartwise`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADPHONES);
      await expect(page.getByRole('main').getByText('$179.99').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Related products' }).getByRole('article').first()).toBeVisible();

      // The categories are links to their lists.
      await page.goto('/categories');
      await expect(page).toHaveTitle('Categories | Cartwise');
      await page.getByRole('main').getByRole('link', { name: /^Electronics/ }).click();
      await expect(page).toHaveURL(/\/products\?category=Electronics$/);
      await expect(resultCards(page).first()).toBeVisible();

      // A guest's wishlist is empty, and the server draws it so (ADR 0040). A shopper with a session has
      // their own, which their browser fills: that page says so instead of loading forever. (A browser
      // with JavaScript turned off shows <noscript>; Playwright's switch only stops scripts, so the markup
      // is checked.)
      const guestWishlist = await (await page.request.get('/wishlist', { headers: { accept: 'text/html' } })).text();
      expect(guestWishlist).toContain('Your wishlist is empty.');
      const wishlist = await (
        await page.request.get('/wishlist', { headers: { accept: 'text/html', cookie: 'cartwise_shopper=1' } })
      ).text();
      expect(wishlist).not.toContain('Your wishlist is empty.');
      expect(wishlist).toMatch(/Loading your wishlist…<\/span><noscript><p[^>]*>This part of the page needs JavaScript: turn it on and reload\.<\/p><\/noscript>/);
    });

    test('an unknown address and a missing product answer 404 with a way home', async ({ page }) => {
      const unknown = await page.goto('/no-such-page');
      expect(unknown?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

      const missing = await page.goto('/products/no-such-product');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
    });

    test('a form only the app can send cannot be sent as an address: sign-in and Track Order wait for it', async ({ page }) => {
      const signIn = await page.goto('/sign-in');
      const main = page.getByRole('main');
      // The browser would send the fields as a GET, the password in the address: the form is disabled.
      await expect(main.getByLabel('Password', { exact: true })).toBeDisabled();
      await expect(main.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      // Said in a <noscript>, whose words this browser (scripting on, scripts blocked) does not show.
      expect(await signIn?.text()).toMatch(/<noscript><p[^>]*>Signing in(<!-- -->)? needs JavaScript: turn it on and reload\.<\/p><\/noscript>/);

      const help = await page.goto('/help');
      const track = page.getByRole('form', { name: 'Track an order' });
      await expect(track.getByLabel('Email', { exact: true })).toBeDisabled();
      expect(await help?.text()).toContain('Tracking an order needs JavaScript: turn it on and reload.');
    });
  });

  test('the app takes over the drawn page without drawing it again or asking for the list twice', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The demo catalogue's pictures live on a CDN these tests block; their placeholders show instead.
      if (message.type() === 'error' && !message.text().includes('ERR_BLOCKED_BY_CLIENT')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') listRequests.push(request.url());
    });

    for (const url of ['/', '/products?category=Electronics&sort=price-asc', '/products/sample-1', '/about', '/wishlist', '/account']) {
      await visit(page, url);
    }
    expect(problems).toEqual([]);
    // Home, the list and the product page's related products came with the server's answers.
    expect(listRequests).toEqual([]);

    // The drawn page works: a heart on a card counts in the header.
    await visit(page, '/products');
    await resultCards(page).getByRole('button', { name: `Add ${HEADPHONES} to wishlist` }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Wishlist/ })).toHaveAccessibleName('Wishlist, 1 item');
  });

  test('a first visit asks for no shopper state; a shopper with a session gets theirs on every page', async ({ page, context }) => {
    const shopperReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && ['/api/cart', '/api/wishlist', '/api/auth/me', '/api/recently-viewed'].includes(path)) {
        shopperReads.push(path);
      }
    });
    const hydrationProblems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationProblems.push(message.text());
    });
    const wishlistLink = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

    // A guest's cart and lists are empty: the pages know it without asking (the product page records
    // the view, which starts the session, but reads nothing). The server draws a guest's pages so too
    // (ADR 0040): the wishlist and account pages hydrate rather than being drawn again.
    for (const url of ['/products', '/wishlist', '/account', '/products/sample-1']) {
      await visit(page, url);
      await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');
      if (url === '/wishlist') await expect(page.getByText(/^Your wishlist is empty\./)).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(shopperReads).toEqual([]);
    expect(hydrationProblems).toEqual([]);

    // Start again as a guest (the view recorded above started a session).
    await context.clearCookies();
    await visit(page, '/products');

    // A heart starts the session; the next page asks for the shopper's lists and shows them. The header counts
    // the heart at once; the next page is loaded once the shop has answered it (and set the session's cookies).
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/wishlist\//.test(response.url()));
    await resultCards(page).getByRole('button', { name: `Add ${HEADPHONES} to wishlist` }).click();
    await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 item');
    expect((await saved).status()).toBe(200);
    await visit(page, '/');
    await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 item');
    expect(shopperReads).toContain('/api/wishlist');

    // A browser whose session is older than the marker cookie (or lost it) is still not taken for a guest.
    await context.clearCookies({ name: 'cartwise_shopper' });
    await visit(page, '/about');
    await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 item');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('cartwise_shopper');
  });
});
