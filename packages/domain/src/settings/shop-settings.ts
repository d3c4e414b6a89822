import { z } from 'zod';
import { emailSchema } from '../accounts/schemas.ts';
import { typed } from '../cart/schemas.ts';
import { FEATURED_PRODUCTS } from '../policy.ts';

/** A link in the footer: what it is called and where it goes (http or https only). */
export const socialLinkSchema = z.strictObject({
  label: z.string(typed('a string')).trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  url: z
    .string(typed('a string'))
    .trim()
    .max(500, 'must be at most 500 characters')
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http or https address' })),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const SOCIAL_LINKS_MAX = 8;
export const LOW_STOCK_THRESHOLD_MAX = 10_000;

/**
 * The shop's own words and choices, set by the owner in the back office (issue 21) and read by the storefront
 * (header, footer, contact page, home's featured products), the emails and the assistant.
 */
export const shopSettingsSchema = z.strictObject({
  shopName: z.string(typed('a string')).trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  /** One sentence under the name in the footer. */
  tagline: z.string(typed('a string')).trim().max(200, 'must be at most 200 characters'),
  supportEmail: emailSchema,
  /** The contact page's introduction. */
  contactText: z.string(typed('a string')).trim().min(1, 'is required').max(1000, 'must be at most 1000 characters'),
  socialLinks: z.array(socialLinkSchema).max(SOCIAL_LINKS_MAX, `must be at most ${SOCIAL_LINKS_MAX} links`),
  /** The home page's featured products, in order; empty means the first products of the catalogue. */
  featuredProductIds: z
    .array(z.string(typed('a string')).trim().min(1).max(200))
    .max(FEATURED_PRODUCTS, `must be at most ${FEATURED_PRODUCTS} products`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a product twice'),
  /** The dashboard lists products with fewer units than this. */
  lowStockThreshold: z
    .number(typed('a number'))
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(LOW_STOCK_THRESHOLD_MAX, `must be at most ${LOW_STOCK_THRESHOLD_MAX}`),
});
export type ShopSettings = z.output<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;


/** GET /api/settings: what every shopper may read (the stock threshold is the back office's). */
export const publicShopSettingsSchema = z.object({
  shopName: z.string(),
  tagline: z.string(),
  supportEmail: z.string(),
  contactText: z.string(),
  socialLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  featuredProductIds: z.array(z.string()),
});
export type PublicShopSettings = z.infer<typeof publicShopSettingsSchema>;

export function publicSettings(settings: ShopSettings): PublicShopSettings {
  const { lowStockThreshold: _internal, ...shown } = settings;
  return shown;
}
