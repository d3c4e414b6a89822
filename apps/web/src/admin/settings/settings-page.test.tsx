import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { publicSettings } from '@cartwise/domain/settings/shop-settings';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopApi } from '@/features/shop/api/shop-api';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

describe("the back office's settings page", () => {
  it("reads the owner's settings, threshold included, after the storefront has asked for its public ones", async () => {
    mockApi({
      '/api/settings': { body: publicSettings(DEFAULT_SHOP_SETTINGS) },
      '/api/admin/settings': { body: { ...DEFAULT_SHOP_SETTINGS, shopName: 'Harbor Goods', lowStockThreshold: 7 } },
    });
    const { store } = renderWithProviders(<SettingsPage />);
    // The storefront's header asks for GET /api/settings under the same API (an owner who came from the shop).
    await store.dispatch(shopApi.endpoints.getShopSettings.initiate());
    expect(await screen.findByLabelText('Shop name')).toHaveValue('Harbor Goods');
    expect(screen.getByLabelText('Low-stock threshold')).toHaveValue('7');
  });
});
