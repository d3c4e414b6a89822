import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        { name: 'catalogue', description: 'Products, search, facets and categories' },
        { name: 'cart', description: "The shopper's cart, kept on the server; every route answers the whole cart" },
        { name: 'shopper', description: "The shopper's wishlist and recently viewed products" },
        { name: 'checkout', description: 'What placing the order would charge for a delivery choice' },
        { name: 'orders', description: 'Placing orders (with an Idempotency-Key), reading your own, tracking by number and email' },
        { name: 'accounts', description: 'Sign up, sign in, sign out; the guest cart and lists merge into the account' },
        { name: 'assistant', description: "The AI shopping assistant: a streamed reply (server-sent events) and the shopper's conversation" },
        { name: 'operations', description: 'Health and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
