import { productSchema } from '@cartwise/domain/catalogue/product';
import { errorResponseSchema } from '@cartwise/domain/errors';
import { publicSettings, publicShopSettingsSchema, shopSettingsSchema } from '@cartwise/domain/settings/shop-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, staffArea } from '../admin/guard.ts';
import { ADMIN_REFUSALS } from '../admin/routes.ts';

export async function settingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/settings',
    {
      schema: {
        summary: "The shop's name, tagline, support email, contact text, social links and featured products",
        tags: ['shop'],
        response: { 200: publicShopSettingsSchema },
      },
    },
    async () => publicSettings(await app.settings.get()),
  );

  api.get(
    '/api/featured-products',
    {
      schema: {
        summary:
          "The home page's featured products: those the owner chose in the settings, in their order, as the catalogue has them " +
          "now (price, stock), those in stock first; when none was chosen or none is left, the catalogue's first six, in stock first",
        tags: ['shop'],
        response: { 200: z.array(productSchema) },
      },
    },
    async (_request, reply) => {
      // Stock changes with every sale: no shared cache keeps it (as the catalogue's reads).
      reply.header('cache-control', 'private, no-cache');
      return app.settings.featuredProducts();
    },
  );

  api.get(
    '/api/admin/settings',
    {
      onRequest: staffArea('settings'),
      schema: {
        summary: "The shop's settings, with the low-stock threshold (owner only)",
        tags: ['admin'],
        response: { 200: shopSettingsSchema, ...ADMIN_REFUSALS },
      },
    },
    async () => app.settings.get(),
  );

  api.put(
    '/api/admin/settings',
    {
      onRequest: staffArea('settings'),
      schema: {
        summary:
          "Replaces the shop's settings (owner only, audited): a product newly chosen as featured must exist (400 naming its index); " +
          'one chosen before and archived since stays chosen, and home leaves it out until it is restored',
        tags: ['admin'],
        body: shopSettingsSchema,
        response: { 200: shopSettingsSchema, 400: errorResponseSchema, ...ADMIN_REFUSALS },
      },
    },
    async (request) => app.settings.update(request.body, actorOf(request)),
  );
}
