import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_MARKER_COOKIE } from '@cartwise/domain/accounts/session-marker';
import { sendError } from './errors.ts';
import { SESSION_COOKIE } from './session.ts';

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into dist/server). */
export interface PageRenderer {
  renderPage(
    url: string,
    template: string,
    options: { fetchFn: typeof fetch; deadlineMs?: number; origin?: string; guest?: boolean },
  ): Promise<{ status: number; html: string } | undefined>;
}

/** Where `npm run build` puts the renderer, inside the web app's build. */
const RENDERER_PATH = path.join('server', 'entry-server.js');

/** How many rendered pages the server keeps for shoppers without a session (the least recently used go first). */
export const PAGE_CACHE_SIZE = 200;
/** A render waits this long for the page's API answers; one that took as long may lack some, and is not kept. */
const RENDER_DEADLINE_MS = 2_000;
/** Pages shorter than this go out uncompressed: the encoding would cost more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Serves the product images that ship with the shop under /images, and the built web app: any GET for a
 * page address (outside /api and /images, not a file's) from a client that takes HTML (a browser, or
 * curl, which takes any type) gets the page rendered on the server (ADR 0012), or index.html (the browser renders it)
 * when the build has no renderer or rendering fails.
 *
 * A rendered page holds only the catalogue (the renderer's API requests carry no cookie) and, for a request
 * without a session (neither the session cookie nor its marker, ADR 0013), a guest's empty cart and lists
 * (ADR 0040), the same for every guest; so for a shopper without a session the page is kept in memory, keyed
 * by its address and the catalogue's version: a catalogue change is seen by the next request, a rebuilt web
 * app empties the cache. A shopper with a session always gets a page rendered for the request.
 */
export const staticFilesPlugin = fp<{ publicDir: string; webDistDir?: string; publicUrl?: string }>(async (app: FastifyInstance, opts) => {
  await app.register(fastifyStatic, {
    root: path.join(opts.publicDir, 'images'),
    prefix: '/images/',
    maxAge: '7d',
    wildcard: true,
  });
  const webDist = opts.webDistDir && fs.existsSync(path.join(opts.webDistDir, 'index.html')) ? opts.webDistDir : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: false,
      // The renderer is server code, not a file for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      // robots.txt names the sitemap's absolute address, so the server writes it (modules/seo/routes.ts); an
      // older build's file of that name must not claim the route.
      globIgnore: ['robots.txt', 'sitemap.xml'],
      // The build writes .br and .gz copies beside each text asset; send those to clients that accept them.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = webDist ? freshFile(path.join(webDist, 'index.html')) : undefined;
  const renderer = webDist ? freshRenderer(app, path.join(webDist, RENDERER_PATH)) : undefined;
  const fetchFn = inProcessFetch(app);
  // The address canonical links and Open Graph tags name: never the request's Host, since pages are shared.
  const origin = opts.publicUrl?.replace(/\/+$/, '');
  const cache = new PageCache(PAGE_CACHE_SIZE);
  // The pages of the web app: every GET no file or API route answers.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const address = isPageAddress(request);
    // A page address answers a page or the error shape by what the client accepts: caches must keep both.
    if (address && indexHtml) reply.header('vary', 'Accept');
    const template = address && prefersHtml(request.headers.accept) ? indexHtml?.() : undefined;
    if (!template) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const build = renderer ? await renderer() : undefined;
    // An order page is drawn in the browser (it is the shopper's own), but an address no order has is a 404.
    const status = (await unknownOrder(app, request.url)) ? 404 : undefined;
    if (!build) return reply.code(status ?? 200).send(template);
    // Everything a kept page is drawn from is in its key: the build (the cache starts afresh when it
    // changes), the catalogue's and the shop settings' versions (its name, home's featured products), read
    // before rendering so a page is never older than its key, and the address. Without the versions (the
    // database failing) the page is rendered as it always was.
    const version = hasSession(request) ? undefined : await pageVersion(app).catch(noVersion);
    let page: RenderedPage | undefined;
    if (version === undefined) {
      page = (await drawPage(build, request, template, fetchFn, origin))?.page;
    } else {
      cache.useBuild(template, build);
      const key = `${version} ${request.url}`;
      page = cache.kept(key) ?? (await cache.render(key, () => drawPage(build, request, template, fetchFn, origin)));
    }
    return page ? sendPage(reply, page, request.headers['accept-encoding'], status) : reply.code(status ?? 200).send(template);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 'not_found', `No route for ${request.method} ${request.url.split('?')[0] ?? '/'}`),
  );
});

/** Whether the address is /orders/:id of an order that does not exist, whoever placed it. */
async function unknownOrder(app: FastifyInstance, url: string): Promise<boolean> {
  const match = /^\/orders\/([^/?#]+)\/?(?:[?#]|$)/.exec(url);
  if (!match?.[1]) return false;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return true;
  }
  const order = await app.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
    .catch(() => ({ id }));
  return order === undefined;
}

/** Files a missing one of which is a 404, not a page: the build's assets, pictures, the usual root files. */
const FILE_EXTENSION = /\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|br|gz|wasm|webmanifest)$/i;

/**
 * A page address: outside the API and the pictures, and not a file's, unless a browser asks for it as a
 * page (a product whose id ends like a file name, `/products/kit.gz`, reloaded).
 */
function isPageAddress(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/images/')) return false;
  return !FILE_EXTENSION.test(pathname) || /\btext\/html\b/i.test(request.headers.accept ?? '');
}

/**
 * Whether HTML is what the client wants rather than the JSON error: no Accept or any type (curl, a
 * monitor), a browser's `text/html`, but not `application/json` alone, nor a client that names JSON
 * before taking any type (axios). As content negotiation ranks: the higher q, then the more specific
 * range, then HTML.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  const ranges = accept.split(',').map((part) => {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return { range, quality: Number.isFinite(quality) ? quality : 0 };
  });
  const rank = (type: string, subtype: string) => {
    let best = { quality: 0, specificity: -1 };
    for (const { range, quality } of ranges) {
      const specificity =
        range === `${type}/${subtype}` ? 2 : range === `${type}/*` ? 1 : range === '*/*' ? 0 : -1;
      if (specificity > best.specificity) best = { quality, specificity };
    }
    return best;
  };
  const html = rank('text', 'html');
  const json = rank('application', 'json');
  if (html.quality <= 0) return false;
  return html.quality > json.quality || (html.quality === json.quality && html.specificity >= json.specificity);
}

/**
 * The renderer of the current build, imported again when a rebuild replaces it (a new URL per version,
 * since Node keeps every module it imported): the old one's lazy chunks are gone from disk by then.
 */
function freshRenderer(app: FastifyInstance, file: string): () => Promise<LoadedRenderer | undefined> {
  let loaded: LoadedRenderer | undefined;
  let warned = false;
  return async () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) {
      if (!warned) app.log.warn({ file }, 'no server renderer in the web build: pages render in the browser');
      warned = true;
      return undefined;
    }
    if (!loaded || loaded.mtimeMs !== stat.mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${stat.mtimeMs}`;
      loaded = { mtimeMs: stat.mtimeMs, renderer: import(url) as Promise<PageRenderer> };
    }
    return loaded;
  };
}

/** One version of the renderer: the same object for as long as the file on disk is the same. */
interface LoadedRenderer {
  mtimeMs: number;
  renderer: Promise<PageRenderer>;
}

/** The page rendered on the server, or undefined (the browser then renders it) when that fails. */
async function renderOrNot(
  renderer: Promise<PageRenderer>,
  request: FastifyRequest,
  template: string,
  fetchFn: typeof fetch,
  origin: string | undefined,
  guest: boolean,
) {
  try {
    return await (await renderer).renderPage(request.url, template, { fetchFn, deadlineMs: RENDER_DEADLINE_MS, origin, guest });
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed: sending the page for the browser to render');
    return undefined;
  }
}

const noVersion = () => undefined;
const pageVersion = async (app: FastifyInstance) => {
  const [catalogue, settings] = await Promise.all([app.catalog.version(), app.settings.version()]);
  return `${catalogue}/${settings}`;
};

/**
 * Renders the page of the request; `complete` when it was drawn within the deadline from answers that did
 * not fail (a page drawn while the database was unreachable for a moment shows the failure).
 */
async function drawPage(build: LoadedRenderer, request: FastifyRequest, template: Buffer, fetchFn: typeof fetch, origin?: string) {
  const started = performance.now();
  let failed = false;
  const fetchForPage: typeof fetch = async (input, init) => {
    const answer = await fetchFn(input, init);
    if (answer.status >= 500) failed = true;
    return answer;
  };
  const rendered = await renderOrNot(build.renderer, request, template.toString('utf8'), fetchForPage, origin, !hasSession(request));
  const complete = !failed && performance.now() - started < RENDER_DEADLINE_MS;
  return rendered && { page: new RenderedPage(rendered.status, rendered.html), complete };
}

/** Whether the request carries the session cookie or its marker: its shopper's pages are never shared. */
function hasSession(request: FastifyRequest): boolean {
  return request.cookies[SESSION_COOKIE] !== undefined || request.cookies[SESSION_MARKER_COOKIE] !== undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type Encoding = 'br' | 'gzip' | 'identity';

/** A rendered page with its compressed forms, each made once, on first demand (brotli at a quick quality). */
class RenderedPage {
  private readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly status: number,
    html: string,
  ) {
    this.body = Buffer.from(html, 'utf8');
  }

  get compressible(): boolean {
    return this.body.length >= COMPRESS_THRESHOLD_BYTES;
  }

  as(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.body);
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotli(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
          : gzip(this.body);
      this.encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/** Sends a page in the encoding the client takes best (brotli first at equal preference). */
async function sendPage(reply: FastifyReply, page: RenderedPage, acceptEncoding: string | undefined, status?: number) {
  // The same address answers in several encodings: caches must keep them apart.
  if (page.compressible) reply.header('vary', 'Accept, Accept-Encoding');
  const encoding = page.compressible ? preferredEncoding(acceptEncoding) : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(status ?? page.status).send(await page.as(encoding));
}

/** The encoding to answer with for an Accept-Encoding header: br or gzip when taken (q > 0), else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (name) quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br <= 0 && gz <= 0) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

/**
 * The pages for shoppers without a session: a bounded LRU of status 200 renders that are complete (within
 * the deadline, from answers that did not fail), by key. Requests
 * for a key being rendered wait for that render rather than start their own.
 */
class PageCache {
  private readonly pages = new Map<string, RenderedPage>();
  private readonly rendering = new Map<string, Promise<RenderedPage | undefined>>();
  private build?: { template: Buffer; renderer: LoadedRenderer };

  constructor(private readonly capacity: number) {}

  /** Empties the cache when the web app's template or renderer is not the one its pages were drawn with. */
  useBuild(template: Buffer, renderer: LoadedRenderer) {
    if (this.build?.template === template && this.build.renderer === renderer) return;
    this.build = { template, renderer };
    this.pages.clear();
    this.rendering.clear();
  }

  /** The page kept for the key, now the most recently used. */
  kept(key: string): RenderedPage | undefined {
    const kept = this.pages.get(key);
    if (kept) {
      // Most recently used last: a Map iterates in insertion order.
      this.pages.delete(key);
      this.pages.set(key, kept);
    }
    return kept;
  }

  /** Renders the page for the key, or waits for the render of it under way; keeps it if it may be kept. */
  render(key: string, render: () => Promise<{ page: RenderedPage; complete: boolean } | undefined>) {
    const running = this.rendering.get(key);
    if (running) return running;
    const build = this.build;
    const rendered = render().then((result) => {
      if (this.rendering.get(key) === rendered) this.rendering.delete(key);
      if (!result) return undefined;
      if (result.page.status === 200 && result.complete && this.build === build) this.keep(key, result.page);
      return result.page;
    });
    this.rendering.set(key, rendered);
    return rendered;
  }

  private keep(key: string, page: RenderedPage) {
    this.pages.set(key, page);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.capacity) break;
      this.pages.delete(oldest);
    }
  }
}

/**
 * A fetch that answers from this server's own API in process (Fastify's inject), for the renderer: no
 * socket, no cookies, so a rendered page holds only what every visitor may see.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // A page is drawn from what it reads; nothing a render does may change anything.
    if (request.method !== 'GET') throw new Error(`The server renderer may only read: ${request.method} ${request.url}`);
    const url = new URL(request.url);
    const answer = await app.inject({ method: 'GET', url: url.pathname + url.search, headers: { accept: 'application/json' } });
    const type = answer.headers['content-type'];
    const bodiless = answer.statusCode === 204 || answer.statusCode === 205 || answer.statusCode === 304;
    return new Response(bodiless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/**
 * The file's contents, read again only when it changes on disk: a rebuild of the web app while the server
 * runs must not leave the fallback page pointing at assets the build has deleted. Undefined once it is gone.
 */
export function freshFile(file: string): () => Buffer | undefined {
  let cached: { mtimeMs: number; size: number; content: Buffer } | undefined;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, content: fs.readFileSync(file) };
    }
    return cached.content;
  };
}
