import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { publicSettings } from '@cartwise/domain/settings/shop-settings';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { scriptJson, SERVER_STATE_ID, type ServerState } from './lib/server-state';
import { listing, product } from './testing/fixtures';

const TEMPLATE =
  '<!doctype html><html><head><title>Cartwise</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

type Answers = Record<string, { status?: number; body: unknown } | (() => Promise<never>)>;

/** The API as the server's in-process fetch answers it, per path and query; anything else is a 404. */
function api(answers: Answers): typeof fetch {
  return async (input, init) => {
    const url = new URL(new Request(input, init).url);
    const answer = answers[url.pathname + url.search];
    if (typeof answer === 'function') return answer();
    const { status = 200, body } = answer ?? { status: 404, body: { error: { code: 'not_found', message: 'No such thing' } } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

const headphones = product({ id: 'p1', name: 'Studio Headphones', price: 79.5, category: 'Electronics' });
const categories = { categories: [{ name: 'Electronics', count: 1 }] };

/** The state the page hands the browser, read back out of its script. */
function serverState(html: string): ServerState {
  const json = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!json) throw new Error('the page has no state script');
  return JSON.parse(json) as ServerState;
}

describe('renderPage', () => {
  it('draws the product list from the API into the page, with its title and the answers for the browser', async () => {
    const page = await renderPage('/products?q=studio', TEMPLATE, {
      fetchFn: api({
        '/api/products?q=studio': { body: listing([headphones]) },
        '/api/categories': { body: categories },
      }),
    });

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<title>Search results for “studio” | Cartwise</title>');
    expect(page?.html).toMatch(/<div id="root">.*Studio Headphones.*\$79\.50.*<\/div><script type="application\/json"/s);
    const state = serverState(page?.html ?? '');
    expect(state.state.products.products.map((p) => p.name)).toEqual(['Studio Headphones']);
    const cached = Object.values(state.api.queries).map((q) => [q?.endpointName, q?.status]);
    expect(cached).toEqual(expect.arrayContaining([['getProducts', 'fulfilled'], ['getCategories', 'fulfilled']]));
    expect(state.router.loaderData).toBeDefined();
  });

  it('answers 404 with the error screen for an unknown address', async () => {
    const page = await renderPage('/no/such/page', TEMPLATE, { fetchFn: api({}) });

    expect(page?.status).toBe(404);
    expect(page?.html).toContain('Unexpected Application Error!');
    expect(page?.html).toContain('<title>Page not found | Cartwise</title>');
    expect(page?.html).toContain('"__type":"RouteErrorResponse"');
  });

  it('answers 404 for a product that does not exist, and 200 with its name in the title for one that does', async () => {
    const missing = await renderPage('/products/nope', TEMPLATE, { fetchFn: api({}) });
    expect(missing?.status).toBe(404);

    const found = await renderPage('/products/p1', TEMPLATE, {
      fetchFn: api({ '/api/products/p1': { body: headphones } }),
    });
    expect(found?.status).toBe(200);
    expect(found?.html).toContain('<title>Studio Headphones | Cartwise</title>');
    expect(found?.html).toMatch(/<h1[^>]*>Studio Headphones<\/h1>/);
  });

  it("draws a product's related products too, asked for with the product", async () => {
    const earbuds = product({ id: 'p2', name: 'Wireless Earbuds', category: 'Electronics' });
    const page = await renderPage('/products/p1', TEMPLATE, {
      fetchFn: api({
        '/api/products/p1': { body: headphones },
        '/api/products/p1/related?limit=4': { body: { products: [earbuds] } },
      }),
    });

    expect(page?.html).toMatch(/<h2[^>]*>Related products<\/h2>.*Wireless Earbuds/s);
    const cached = Object.values(serverState(page?.html ?? '').api.queries).map((q) => [q?.endpointName, q?.status]);
    expect(cached).toEqual(expect.arrayContaining([['getProduct', 'fulfilled'], ['getRelatedProducts', 'fulfilled']]));
  });

  it('does not wait past its deadline for an API that does not answer: the browser loads the rest', async () => {
    const started = Date.now();
    const page = await renderPage('/products', TEMPLATE, {
      fetchFn: api({ '/api/products': () => new Promise<never>(() => {}), '/api/categories': { body: categories } }),
      deadlineMs: 50,
    });

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<div id="root">');
    expect(serverState(page?.html ?? '').state.products.loading).toBe(true);
  });

  it('keeps a product name that looks like markup from closing the state script', async () => {
    const sneaky = product({ id: 'p2', name: 'Cable </script><script>alert(1)</script>' });
    const page = await renderPage('/products', TEMPLATE, {
      fetchFn: api({ '/api/products': { body: listing([sneaky]) }, '/api/categories': { body: categories } }),
    });

    expect(page?.html).not.toContain('<script>alert(1)');
    expect(serverState(page?.html ?? '').state.products.products[0]?.name).toBe(sneaky.name);
  });

  it("draws a guest's page (a request without a session) with an empty cart and lists, and hands those answers on", async () => {
    const answers = { '/api/categories': { body: categories } };
    const guest = await renderPage('/wishlist', TEMPLATE, { fetchFn: api(answers), guest: true });
    const shopper = await renderPage('/wishlist', TEMPLATE, { fetchFn: api(answers) });

    expect(guest?.html).toContain('Your wishlist is empty.');
    expect(guest?.html).toContain('aria-label="Cart, 0 items"');
    const held = (html: string | undefined) =>
      Object.values(serverState(html ?? '').api.queries)
        .filter((query) => query?.status === 'fulfilled')
        .map((query) => query?.endpointName);
    expect(held(guest?.html)).toEqual(expect.arrayContaining(['getCart', 'getMe', 'getWishlist', 'getRecentlyViewed']));
    // A shopper with a session gets their own lists from the browser: the server draws them as loading.
    expect(shopper?.html).toContain('Loading your wishlist…');
    expect(shopper?.html).not.toContain('Your wishlist is empty.');
    expect(held(shopper?.html)).not.toContain('getCart');
    expect(held(shopper?.html)).not.toContain('getWishlist');
  });

  it("keeps a '$' in the search or in a name from being read as a replacement pattern", async () => {
    const dollars = product({ id: 'p3', name: 'Cable $$ deal' });
    const page = await renderPage("/products?q=$'", TEMPLATE, {
      fetchFn: api({
        "/api/products?q=%24%27": { body: listing([dollars]) },
        '/api/categories': { body: categories },
      }),
    });

    expect(page?.html).toContain("<title>Search results for “$'” | Cartwise</title>");
    expect(page?.html.match(/<div id="root">/g)).toHaveLength(1);
    expect(page?.html).toContain('Cable $$ deal');
    expect(serverState(page?.html ?? '').state.products.products[0]?.name).toBe('Cable $$ deal');
  });
});

describe("renderPage names the shop as the owner's settings do", () => {
  const settings = { ...publicSettings(DEFAULT_SHOP_SETTINGS), shopName: 'Harbor Goods' };
  const template = TEMPLATE.replace('</title>', '</title><meta name="description" content="Cartwise is an open-source online shop." />');
  const head = (html: string | undefined) => html?.split('</head>')[0] ?? '';
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

  it("in home's title, description, Open Graph site name and JSON-LD Organization and WebSite", async () => {
    const page = await renderPage('/', template, {
      fetchFn: api({ '/api/settings': { body: settings }, '/api/featured-products': { body: [headphones] } }),
      origin: 'https://harbor.example',
    });

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<title>Harbor Goods | AI-Powered E-commerce, Shop Smarter with AI</title>');
    expect(page?.html).toContain('<meta property="og:site_name" content="Harbor Goods" />');
    expect(page?.html).toContain('<meta name="description" content="Harbor Goods is an online shop with an AI shopping assistant');
    const named = jsonLd(page?.html ?? '').filter((data) => data['@type'] === 'Organization' || data['@type'] === 'WebSite');
    expect(named.map((data) => [data['@type'], data.name])).toEqual([
      ['Organization', 'Harbor Goods'],
      ['WebSite', 'Harbor Goods'],
    ]);
    expect(head(page?.html)).not.toContain('Cartwise');
  });

  it("in a product page's title and Open Graph site name", async () => {
    const page = await renderPage('/products/p1', template, {
      fetchFn: api({ '/api/settings': { body: settings }, '/api/products/p1': { body: headphones } }),
      origin: 'https://harbor.example',
    });

    expect(page?.html).toContain('<title>Studio Headphones | Harbor Goods</title>');
    expect(page?.html).toContain('<meta property="og:site_name" content="Harbor Goods" />');
    expect(head(page?.html)).not.toContain('Cartwise');
  });

  it('in the title of an address no route matches, and of a product that does not exist', async () => {
    for (const [url, title] of [['/no/such/page', 'Page not found'], ['/products/nope', 'Product not found']] as const) {
      const page = await renderPage(url, template, { fetchFn: api({ '/api/settings': { body: settings } }), origin: 'https://harbor.example' });
      expect(page?.status, url).toBe(404);
      expect(page?.html, url).toContain(`<title>${title} | Harbor Goods</title>`);
    }
  });
});

describe('renderPage tells search engines what each page holds (issue 23)', () => {
  const template = TEMPLATE.replace('</title>', '</title><meta name="description" content="Cartwise is an open-source online shop." />');
  const origin = 'https://shop.example';
  const description = (html: string | undefined) => /<meta name="description" content="([^"]*)" \/>/.exec(html ?? '')?.[1];
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

  it("describes the whole list and a search from what they hold, not with the shop's words", async () => {
    const watch = product({ id: 'p2', name: 'Sport Watch', brand: 'FitTech', category: 'Electronics' });
    const tee = product({ id: 'p3', name: 'Tee', brand: 'Basics', category: 'Fashion' });
    const whole = await renderPage('/products', template, {
      fetchFn: api({ '/api/products': { body: listing([headphones, watch, tee]) }, '/api/categories': { body: categories } }),
      origin,
    });
    expect(description(whole?.html)).toMatch(/^Shop 3 products across Electronics, Fashion, from /);

    const search = await renderPage('/products?q=studio', template, {
      fetchFn: api({ '/api/products?q=studio': { body: listing([headphones]) }, '/api/categories': { body: categories } }),
      origin,
    });
    expect(description(search?.html)).toBe(`1 product found for “studio”, from ${headphones.brand}.`);
  });

  it("gives home's link previews the first featured product in stock's picture", async () => {
    const soldOut = product({ id: 'p0', name: 'Sold Out Jacket', inStock: false, stockQuantity: 0, thumbnail: '/images/jacket.svg' });
    const shown = { ...headphones, thumbnail: '/images/headphones.svg' };
    const page = await renderPage('/', template, { fetchFn: api({ '/api/featured-products': { body: [soldOut, shown] } }), origin });
    expect(page?.html).toContain(`<meta property="og:image" content="${origin}/images/headphones.svg" />`);
    expect(page?.html).toContain(`<meta name="twitter:image" content="${origin}/images/headphones.svg" />`);
    expect(page?.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("places a product under its category and subcategory in its BreadcrumbList, as the category facet's addresses", async () => {
    const phone = product({ id: 'p9', name: 'Pixel 9', category: 'Electronics', subcategory: 'Smartphones' });
    const page = await renderPage('/products/p9', template, { fetchFn: api({ '/api/products/p9': { body: phone } }), origin });
    const crumbs = jsonLd(page?.html ?? '').find((data) => data['@type'] === 'BreadcrumbList') as
      | { itemListElement: { position: number; name: string; item: string }[] }
      | undefined;
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Electronics', item: `${origin}/products?category=Electronics` },
      { '@type': 'ListItem', position: 3, name: 'Smartphones', item: `${origin}/products?category=Electronics&subcategory=Smartphones` },
      { '@type': 'ListItem', position: 4, name: 'Pixel 9', item: `${origin}/products/p9` },
    ]);
    // The page's own breadcrumbs say the same.
    expect(page?.html).toMatch(/<a[^>]*href="\/products\?category=Electronics&amp;subcategory=Smartphones"[^>]*>Smartphones<\/a>/);
  });
});

describe('scriptJson', () => {
  it('escapes what would end a script element or a JavaScript string', () => {
    expect(scriptJson({ a: '</script>\u2028\u2029' })).toBe('{"a":"\\u003c/script>\\u2028\\u2029"}');
  });
});
