import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into dist/server). */
export interface PageRenderer {
  renderPage(
    url: string,
    template: string,
    options: { fetchFn: typeof fetch; deadlineMs?: number },
  ): Promise<{ status: number; html: string } | undefined>;
}

/** Where `npm run build` puts the renderer, inside the web app's build. */
const RENDERER_PATH = path.join('server', 'entry-server.js');

/**
 * Serves the product images that ship with the shop under /images, and the built web app: any GET for a
 * page address (outside /api and /images, not a file's) from a client that takes HTML (a browser, or
 * curl, which takes any type) gets the page rendered on the server (ADR 0012), or index.html (the browser renders it)
 * when the build has no renderer or rendering fails.
 */
export const staticFilesPlugin = fp<{ publicDir: string; webDistDir?: string }>(async (app: FastifyInstance, opts) => {
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
  // Rendered pages are compressed as they go out (brotli at a quality quick enough for every request);
  // the API's JSON and the prebuilt assets are left as they are.
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const indexHtml = webDist ? freshFile(path.join(webDist, 'index.html')) : undefined;
  const renderer = webDist ? freshRenderer(app, path.join(webDist, RENDERER_PATH)) : undefined;
  const fetchFn = inProcessFetch(app);
  // The pages of the web app: every GET no file or API route answers. A route rather than the not-found
  // handler, so the compression above applies.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const address = isPageAddress(request);
    // A page address answers a page or the error shape by what the client accepts: caches must keep both.
    if (address && indexHtml) reply.header('vary', 'Accept');
    const page = address && prefersHtml(request.headers.accept) ? indexHtml?.() : undefined;
    if (!page) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const rendered = renderer ? await renderOrNot(renderer, request, page.toString('utf8'), fetchFn) : undefined;
    return rendered ? reply.code(rendered.status).compress(rendered.html) : reply.code(200).send(page);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 'not_found', `No route for ${request.method} ${request.url.split('?')[0] ?? '/'}`),
  );
});

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
function freshRenderer(app: FastifyInstance, file: string): () => Promise<PageRenderer | undefined> {
  let loaded: { mtimeMs: number; renderer: Promise<PageRenderer> } | undefined;
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
    return loaded.renderer;
  };
}

/** The page rendered on the server, or undefined (the browser then renders it) when that fails. */
async function renderOrNot(
  renderer: () => Promise<PageRenderer | undefined>,
  request: FastifyRequest,
  template: string,
  fetchFn: typeof fetch,
) {
  try {
    return await (await renderer())?.renderPage(request.url, template, { fetchFn });
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed: sending the page for the browser to render');
    return undefined;
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
function freshFile(file: string): () => Buffer | undefined {
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
