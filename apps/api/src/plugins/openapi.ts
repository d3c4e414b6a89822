import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { z } from 'zod';
import { limitOf } from './rate-limits.ts';

/** Every 429 (a rate limit) carries Retry-After (plugins/errors.ts): its documentation says so too. */
const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Seconds until the client may try again (RFC 9110), at least 1',
    type: 'integer',
    minimum: 1,
  },
};

const ERROR_SCHEMA = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' }) as Record<string, unknown>;

/** The routes' zod schemas as JSON Schema, with the Retry-After header on each 429 response. */
const transform: SwaggerTransform<Parameters<typeof jsonSchemaTransform>[0]['schema']> = (input) => {
  const transformed = jsonSchemaTransform(input);
  const responses = transformed.schema.response as Record<string, Record<string, unknown>> | undefined;
  // A route under a per-address limit (plugins/rate-limits.ts) may answer 429 in the shop's error shape.
  if (responses && !responses['429'] && limitOf({ method: input.route.method, url: input.url })) responses['429'] = ERROR_SCHEMA;
  const tooMany = responses?.['429'];
  if (responses && tooMany) {
    responses['429'] = { ...tooMany, 'x-response-description': 'Too many requests: try again after Retry-After seconds', headers: RETRY_AFTER_HEADER };
  }
  return transformed;
};

/** The OpenAPI document is generated from the routes' zod schemas: it cannot drift from the code. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cartwise API',
        description:
          "The storefront API of Cartwise: catalogue, search and facets, and the shopper's cart, wishlist and recently viewed products. Money is in US dollars. A shopper's state hangs off the HttpOnly cookie `cartwise_session`, which the first request that stores something sets; beside it the readable cookie `cartwise_shopper=1` (no token) tells a page that a session exists, so a page without it knows the cart and lists are empty.",
        version: '0.1.0',
      },
      tags: [
        {
          name: 'catalogue',
          description:
            'Products, search, facets and categories. A product with options (Size, Colour…) carries `options` and ' +
            '`variants` (one per combination that exists, each with its own SKU, price, stock and optional image): the ' +
            "import format's optional `options: [{name, values}]` and `variants: [{sku, options: {Size: \"M\"}, stockQuantity, " +
            'price?, originalPrice?, image?, id?}]` (README, ADR 0018).',
        },
        { name: 'cart', description: "The shopper's cart, kept on the server; every route answers the whole cart" },
        { name: 'shopper', description: "The shopper's wishlist and recently viewed products" },
        { name: 'checkout', description: 'What placing the order would charge for a delivery choice' },
        { name: 'orders', description: 'Placing orders (with an Idempotency-Key), reading your own, tracking by number and email' },
        { name: 'payments', description: "The card payment provider's webhook (Stripe Checkout), verified by its signature" },
        { name: 'reviews', description: "Shoppers' reviews of the products they bought, the rating summary and helpful votes" },
        { name: 'accounts', description: 'Sign up, sign in, sign out; the guest cart and lists merge into the account' },
        { name: 'assistant', description: "The AI shopping assistant: a streamed reply (server-sent events) and the shopper's conversation" },
        { name: 'shop', description: "The shop's settings as shoppers see them: name, support email, contact text, social links, featured products" },
        {
          name: 'admin',
          description:
            'The back office (issue 21): every route answers 401 without a signed-in session and 403 for an account without a staff role; ' +
            'settings, staff and the audit log are for the owner only. A staff member signs in to a staff session, which ends after 12 hours without a request.',
        },
        { name: 'operations', description: 'Health and readiness' },
        { name: 'search engines', description: 'robots.txt and the sitemap (an index of files of at most 50,000 addresses)' },
      ],
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
