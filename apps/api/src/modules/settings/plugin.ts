import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
    app.decorate('settings', new SettingsService(new SettingsRepository(app.db), app.audit, existingProducts));
  },
  { name: 'settings', dependencies: ['admin', 'catalog'] },
);
