import { storedImageSchema } from '@cartwise/domain/admin/products';
import { DomainError, errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffArea } from '../admin/guard.ts';
import { ADMIN_REFUSALS } from '../admin/routes.ts';
import { MAX_IMAGE_BYTES } from './service.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A body over the limit is refused before it is read, saying how large it is. */
async function refuseTooLarge(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length']);
  if (length > MAX_IMAGE_BYTES) {
    throw new DomainError('payload_too_large', `The picture is ${megabytes(length)}: at most ${megabytes(MAX_IMAGE_BYTES)} is taken.`);
  }
}

/**
 * POST /api/admin/images: the picture's bytes as the body, whatever its Content-Type says (its type is read
 * from its content). Encapsulated: the body parser takes every type here, and only here.
 */
export async function imageRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) => done(null, body));
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/images',
    {
      onRequest: [staffArea('products'), refuseTooLarge],
      schema: {
        summary: "Upload a product picture (JPEG, PNG or WebP, up to 10 MB): stored at the storefront's sizes",
        description:
          "The body is the file's bytes (any Content-Type: the type is read from the content). The answer's `image` goes into " +
          "a product's images, `thumbnail` into its thumbnail. 415 for a file that is not a JPEG, PNG or WebP image, 400 for " +
          'one that cannot be decoded, 413 above 10 MB, 503 when the server cannot load its image library; nothing is stored then.',
        tags: ['admin'],
        response: { 201: storedImageSchema, 400: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, 503: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new DomainError('validation_error', "Send the picture's bytes as the request body.");
      return reply.code(201).send(await app.images.store(body));
    },
  );
}
