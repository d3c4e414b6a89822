import type { Product } from '@cartwise/domain/catalogue/product';
import { toCents, toDollars } from '@cartwise/domain/money';
import {
  FREE_SHIPPING_OVER_CENTS,
  MAX_QUANTITY_PER_LINE,
  STANDARD_SHIPPING_CENTS,
  TAX_RATE_BASIS_POINTS,
} from '@cartwise/domain/policy';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const DEFAULT_VARIANT = 'default';

export interface CartItem {
  /** The product id plus the variant: one line per product and variant. */
  id: string;
  productId: string;
  variant: string;
  name: string;
  price: number;
  image: string;
  quantity: number;
  maxQuantity: number;
}

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
}

/** The client cart of spec §3, kept on this device until the cart moves to the server. */
export interface CartState extends CartTotals {
  items: CartItem[];
  isOpen: boolean;
  couponCode?: string;
}

export type NewCartItem = Omit<CartItem, 'id' | 'variant' | 'quantity'> & { variant?: string; quantity?: number };

export const cartItemId = (productId: string, variant: string) => `${productId}-${variant}`;

const clamp = (quantity: number, max: number) => Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, max));

/**
 * Spec §9: subtotal is price times quantity; shipping is free over $50, otherwise $9.99 (nothing for an
 * empty cart); tax is 8% of the subtotal; total = subtotal + shipping + tax - discount, never below zero.
 * Computed in integer cents. The cart issue moves this rule into @cartwise/domain for the server too.
 */
export function cartTotals(items: readonly CartItem[], discount: number): CartTotals {
  const subtotal = items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
  const shipping = items.length === 0 || subtotal > FREE_SHIPPING_OVER_CENTS ? 0 : STANDARD_SHIPPING_CENTS;
  const tax = Math.round((subtotal * TAX_RATE_BASIS_POINTS) / 10_000);
  const discountCents = toCents(discount);
  return {
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: toDollars(subtotal),
    shipping: toDollars(shipping),
    tax: toDollars(tax),
    discount: toDollars(discountCents),
    total: toDollars(Math.max(0, subtotal + shipping + tax - discountCents)),
  };
}

/** A cart holding these items, totals computed. */
export function cartWith(items: CartItem[], coupon?: { code: string; discount: number }): CartState {
  return {
    items,
    isOpen: false,
    ...(coupon ? { couponCode: coupon.code } : {}),
    ...cartTotals(items, coupon?.discount ?? 0),
  };
}

export const initialCartState: CartState = cartWith([]);

/** What Add to Cart puts in the cart for a product. */
export function newCartItem(product: Product, quantity = 1): NewCartItem {
  return {
    productId: product.id,
    name: product.name,
    price: product.price,
    image: product.thumbnail,
    maxQuantity: Math.min(product.stockQuantity, MAX_QUANTITY_PER_LINE),
    quantity,
  };
}

const recompute = (state: CartState) => {
  Object.assign(state, cartTotals(state.items, state.discount));
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    itemAdded(state, action: PayloadAction<NewCartItem>) {
      const { variant = DEFAULT_VARIANT, quantity = 1, ...item } = action.payload;
      const existing = state.items.find((line) => line.productId === item.productId && line.variant === variant);
      if (existing) {
        existing.maxQuantity = item.maxQuantity;
        existing.quantity = clamp(existing.quantity + quantity, existing.maxQuantity);
      } else {
        state.items.push({ ...item, id: cartItemId(item.productId, variant), variant, quantity: clamp(quantity, item.maxQuantity) });
      }
      recompute(state);
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((line) => line.id !== action.payload);
      recompute(state);
    },
    quantityUpdated(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const line = state.items.find((item) => item.id === action.payload.id);
      if (!line) return;
      line.quantity = clamp(action.payload.quantity, line.maxQuantity);
      recompute(state);
    },
    cleared(state) {
      state.items = [];
      recompute(state);
    },
    opened(state) {
      state.isOpen = true;
    },
    closed(state) {
      state.isOpen = false;
    },
    toggled(state) {
      state.isOpen = !state.isOpen;
    },
    couponApplied(state, action: PayloadAction<{ code: string; discount: number }>) {
      state.couponCode = action.payload.code;
      state.discount = action.payload.discount;
      recompute(state);
    },
    couponRemoved(state) {
      delete state.couponCode;
      state.discount = 0;
      recompute(state);
    },
  },
  selectors: {
    selectCart: (state) => state,
    selectCartItemCount: (state) => state.itemCount,
  },
});

export const { itemAdded, itemRemoved, quantityUpdated, cleared, opened, closed, toggled, couponApplied, couponRemoved } =
  cartSlice.actions;
export const { selectCart, selectCartItemCount } = cartSlice.selectors;
