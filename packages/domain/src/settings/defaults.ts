import type { ShopSettings } from './shop-settings.ts';

// Without zod: the storefront's first download reads these until the server's answer arrives.
/** What a shop starts with: the words the storefront had before the owner could change them. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shopName: 'Cartwise',
  tagline: 'The open-source online shop with an AI shopping assistant that helps you find the right product.',
  supportEmail: 'support@cartwise.shop',
  contactText: "Questions about an order, a product or the shop? We're happy to help.",
  socialLinks: [
    { label: 'GitHub', url: 'https://github.com/cartwise-shop/cartwise' },
    { label: 'X (Twitter)', url: 'https://x.com/cartwise' },
    { label: 'Instagram', url: 'https://www.instagram.com/cartwise' },
  ],
  featuredProductIds: [],
  lowStockThreshold: 5,
};
