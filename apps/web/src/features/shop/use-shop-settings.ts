import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import type { PublicShopSettings } from '@cartwise/domain/settings/shop-settings';
import { useGetShopSettingsQuery } from './api/shop-api';

/** The shop's settings as the server answered them; until then (or if it could not), the defaults. */
export function useShopSettings(): PublicShopSettings {
  return useGetShopSettingsQuery().data ?? DEFAULT_SHOP_SETTINGS;
}
