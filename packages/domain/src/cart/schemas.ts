import { z } from 'zod';
import { productIdText } from '../catalogue/product-id.ts';
import { COUPON_CODE_MAX_LENGTH } from './coupon.ts';

/** Says 'is required' when a field is missing and `must be …` when it has the wrong type. */
export const typed = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});

/** A product id, by the catalogue's own rule. */
export const productIdSchema = z.string(typed('a string')).pipe(productIdText());

/**
 * A variant becomes part of the line id, which travels in URLs: the same characters as product ids. For a
 * product with options it names one of its variants (by id, or by SKU); for a product without, it is a free
 * label (ADR 0004).
 */
export const variantSchema = z
  .string(typed('a string'))
  .trim()
  .min(1, 'must not be empty')
  .max(50, 'must be at most 50 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'may only contain letters, digits and . _ ~ -');

/** A requested quantity: a whole number of at least 1; the cart clamps it to what the line allows. */
export const quantitySchema = z
  .number(typed('a whole number'))
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(10_000, 'must be at most 10000');

/** POST /api/cart/items */
export const addCartItemSchema = z.strictObject({
  productId: productIdSchema,
  variant: variantSchema.optional(),
  quantity: quantitySchema.optional(),
});
export type AddCartItem = z.output<typeof addCartItemSchema>;

/**
 * PATCH /api/cart/items/:itemId. Any whole number: the cart clamps it to 1..maxQuantity (spec §4), so a
 * quantity of 0 or below leaves one; removing a line is DELETE.
 */
export const updateCartItemSchema = z.strictObject({
  quantity: z
    .number(typed('a whole number'))
    .int('must be a whole number')
    .min(-10_000, 'must be at least -10000')
    .max(10_000, 'must be at most 10000'),
});
export type UpdateCartItem = z.output<typeof updateCartItemSchema>;

export const cartItemParamsSchema = z.object({ itemId: z.string().min(1).max(200) });

/** PUT /api/cart/coupon */
export const applyCouponSchema = z.strictObject({
  code: z
    .string(typed('a string'))
    .trim()
    .min(1, 'must not be empty')
    .max(COUPON_CODE_MAX_LENGTH, `must be at most ${COUPON_CODE_MAX_LENGTH} characters`),
});
export type ApplyCoupon = z.output<typeof applyCouponSchema>;

/** A cart line as the API answers it (spec §3): price in dollars. */
export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  variant: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string(),
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
  /** Present for a variant of a product with options (ADR 0018): "Size 10, Red". */
  variantName: z.string().optional(),
  options: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  sku: z.string().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Every cart endpoint answers the whole cart; money in dollars, computed from integer cents. */
export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  itemCount: z.number().int(),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  /** Present when the cart changed by itself (a coupon stopped qualifying, a product sold out), or when an add
   * could not add all it was asked for (the stock or the per-line limit). */
  notice: z.string().optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
