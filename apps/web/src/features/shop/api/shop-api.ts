import type { PublicShopSettings } from '@cartwise/domain/settings/shop-settings';
import { api } from '@/lib/api-client';

/**
 * The shop's own words (GET /api/settings): its name, tagline, support email, contact text and social links,
 * set by the owner in the back office. The root route asks for them as navigation starts, so a page the
 * server draws has them.
 */
export const shopApi = api.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    getShopSettings: build.query<PublicShopSettings, void>({ query: () => '/settings', providesTags: ['Settings'] }),
  }),
});

export const { useGetShopSettingsQuery } = shopApi;
