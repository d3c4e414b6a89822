/** The store's business constants (spec §9) in one place; the cart, the assistant and the pages read them. */
export const PAGE_SIZE = 12;
export const FEATURED_PRODUCTS = 6;
export const RECENTLY_VIEWED_CAP = 10;
export const CHAT_CONTEXT_PRODUCTS = 10;
export const CHAT_BUBBLE_MAX_PRODUCTS = 3;
export const CARD_MAX_FEATURE_TAGS = 3;
export const RATING_STARS = 5;
export const MAX_QUANTITY_PER_LINE = 10;

/** Shipping is free when the item subtotal is strictly over this amount. */
export const FREE_SHIPPING_OVER_CENTS = 5000;
export const STANDARD_SHIPPING_CENTS = 999;
export const EXPRESS_SHIPPING_CENTS = 999;
/** Tax in basis points of the subtotal: 800 = 8%. */
export const TAX_RATE_BASIS_POINTS = 800;
export const RETURN_WINDOW_DAYS = 30;
export const STANDARD_DELIVERY_DAYS = { min: 3, max: 5 } as const;
/** Express delivery in business days (ADR 0005): express replaces standard shipping. */
export const EXPRESS_DELIVERY_DAYS = { min: 1, max: 2 } as const;

export const CURRENCY = 'USD';
/** Where shoppers write to the shop: the Contact page shows it, and the assistant gives it when asked. */
export const SUPPORT_EMAIL = 'support@cartwise.shop';

export const CHAT_GREETING =
  "Hi! I'm your AI shopping assistant. How can I help you find the perfect product today?";
export const CHAT_FAILURE_MESSAGE =
  "I apologize, but I'm having trouble connecting right now. Please try again in a moment.";
export const CHAT_INITIAL_SUGGESTIONS = [
  'show trending products',
  'help choosing a laptop',
  "what's on sale today",
  'something under $100',
] as const;
/**
 * The chips under a reply that found nothing, or that the LLM left without any: the initial ones but the one
 * that names a kind of product ("help choosing a laptop"), which a shop without laptops does not sell.
 */
export const CHAT_GENERAL_SUGGESTIONS = ['show trending products', "what's on sale today", 'something under $100'] as const;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_PANEL_HEIGHT_PX = 600;
export const CHAT_PANEL_MINIMISED_HEIGHT_PX = 60;
export const CHAT_TEXTAREA_MAX_HEIGHT_PX = 120;

export const PRODUCTS_FETCH_FAILED = 'Failed to fetch products';
export const ROUTER_ERROR_TEXT = 'Unexpected Application Error!';
