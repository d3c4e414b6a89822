import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { productQuerySchema } from '@cartwise/domain/catalogue/filters';
import { SettingsRepository } from './repository.ts';
import { SettingsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings: the storefront, the emails and the assistant read them; the owner changes them. */
    settings: SettingsService;
  }
}

export const settingsPlugin = fp(
  async (app: FastifyInstance) => {
    const existingProducts = async (ids: readonly string[]) => {
      const found = await Promise.all(ids.map((id) => app.catalog.get(id).then(() => id, () => undefined)));
      return new Set(found.filter((id): id is string => id !== undefined));
    };
    // The chosen products as the catalogue has them now (price, stock), in the owner's order; those gone left out.
    const productsOf = async (ids: readonly string[]) => {
      const found = await Promise.all(ids.map((id) => app.catalog.get(id).catch(() => undefined)));
      return found.filter((product) => product !== undefined);
    };
    // None chosen: the catalogue's first page as the storefront lists it first.
    const firstProducts = async () => (await app.catalog.list(productQuerySchema.parse({}))).products;
    app.decorate('settings', new SettingsService(new SettingsRepository(app.db), app.audit, existingProducts, { productsOf, firstProducts }));
  },
  { name: 'settings', dependencies: ['admin', 'catalog'] },
);
