import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ImageService, UPLOADS_PREFIX } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product pictures uploaded in the back office. */
    images: ImageService;
  }
}

/**
 * The uploaded product pictures: the service that stores them under `dir` (UPLOADS_DIR) and the files served at
 * /images/uploads/ like the sample images beside them (a week's cache: a file's name is its content's hash).
 */
export const imagesPlugin = fp<{ dir: string }>(
  async (app: FastifyInstance, opts) => {
    fs.mkdirSync(opts.dir, { recursive: true });
    app.decorate('images', new ImageService(opts.dir));
    await app.register(fastifyStatic, { root: opts.dir, prefix: UPLOADS_PREFIX, decorateReply: false, maxAge: '7d', wildcard: true });
  },
  { name: 'images' },
);
