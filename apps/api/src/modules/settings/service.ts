import { DomainError } from '@cartwise/domain/errors';
import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { featuredProducts } from '@cartwise/domain/catalogue/featured';
import type { Product } from '@cartwise/domain/catalogue/product';
import { FEATURED_PRODUCTS } from '@cartwise/domain/policy';
import { shopSettingsSchema, type ShopSettings } from '@cartwise/domain/settings/shop-settings';
import type { AuditService, Actor } from '../admin/audit.ts';
import type { SettingsRepository } from './repository.ts';

/**
 * The shop's name, support email, contact text, social links, featured products and low-stock threshold
 * (issue 21). Until the owner saves them they are `DEFAULT_SHOP_SETTINGS`; a stored value that no longer
 * passes the schema (a field added since) is read over the defaults, field by field.
 */
export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly audit: Pick<AuditService, 'record'>,
    /** Which of these product ids exist: featured products must. */
    private readonly existingProducts: (ids: readonly string[]) => Promise<Set<string>>,
    private readonly catalogue: {
      /** These products as the catalogue has them now, in this order, those that no longer exist left out. */
      productsOf: (ids: readonly string[]) => Promise<Product[]>;
      /** The first page of the catalogue, in its featured order. */
      firstProducts: () => Promise<Product[]>;
    } = { productsOf: async () => [], firstProducts: async () => [] },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async get(): Promise<ShopSettings> {
    const stored = await this.repository.read();
    if (stored === undefined) return DEFAULT_SHOP_SETTINGS;
    const merged = { ...DEFAULT_SHOP_SETTINGS, ...(JSON.parse(stored) as Partial<ShopSettings>) };
    const parsed = shopSettingsSchema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS;
  }

  /**
   * Which settings these are: it changes with every save. Pages the server keeps for shoppers (ADR 0012) are keyed
   * by it beside the catalogue's version, since they show the shop's name and home's featured products.
   */
  async version(): Promise<string> {
    return (await this.repository.updatedAt()) ?? 'default';
  }

  /**
   * The home page's featured products: those the owner chose, in their order, as the catalogue has them now,
   * those in stock first (the shop window never leads with what nobody can buy, issue 23); when none was chosen
   * (or none of them is left), the catalogue's first, in stock first.
   */
  async featuredProducts(): Promise<Product[]> {
    const { featuredProductIds } = await this.get();
    const chosen = featuredProductIds.length === 0 ? [] : await this.catalogue.productsOf(featuredProductIds);
    return chosen.length > 0
      ? featuredProducts(chosen, chosen.length)
      : featuredProducts(await this.catalogue.firstProducts(), FEATURED_PRODUCTS);
  }

  /** Replaces the settings (the owner's settings page), recorded in the audit log with what they were. */
  async update(settings: ShopSettings, actor: Actor): Promise<ShopSettings> {
    const before = await this.get();
    // A product newly chosen must exist. One chosen before may have been archived since: it stays chosen (the
    // home leaves it out until it is restored), so that an archive never stops the owner saving the rest.
    const kept = new Set(before.featuredProductIds);
    const existing = await this.existingProducts(settings.featuredProductIds.filter((id) => !kept.has(id)));
    const missing = settings.featuredProductIds.flatMap((id, index) =>
      kept.has(id) || existing.has(id) ? [] : [{ field: `featuredProductIds.${index}`, message: `no product has the id '${id}'` }],
    );
    if (missing.length > 0) throw new DomainError('validation_error', 'Some featured products do not exist', missing);
    await this.repository.transaction(async (repository, trx) => {
      await repository.write(JSON.stringify(settings), this.clock());
      await this.audit.record(trx, { actor, action: 'settings.updated', subject: { type: 'settings', id: 'shop' }, before, after: settings });
    });
    return settings;
  }
}
