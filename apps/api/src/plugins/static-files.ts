import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

/**
 * Serves the product images that ship with the shop under /images, and the built web app with a
 * single-page-app fallback: any GET outside /api that asks for HTML gets index.html.
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
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/images/') &&
      (request.headers.accept ?? '').includes('text/html');
    const page = wantsPage ? indexHtml?.() : undefined;
    if (page) {
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    }
    return sendError(reply, 'not_found', `No route for ${request.method} ${pathname}`);
  });
});

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
