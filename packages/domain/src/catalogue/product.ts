import { z } from 'zod';
import { isWholeCents } from '../money.ts';

const dollars = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine(isWholeCents, 'must have at most 2 decimals');

const isoDate = z.iso.datetime({ offset: true });

/** The spec's Product (§3), as the API answers it: money in dollars with at most 2 decimals. */
/** `/api/products/:id`. */
export const productParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number().optional(),
  discount: z.number().int(),
  category: z.string(),
  subcategory: z.string(),
  brand: z.string(),
  images: z.array(z.string()),
  thumbnail: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  inStock: z.boolean(),
  stockQuantity: z.number().int(),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const imageUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((s) => s.startsWith('/') || /^https?:\/\//i.test(s), 'must be an http(s) URL or a path');

/**
 * A product as an importer or seed supplies it: the canonical shape with id, timestamps, thumbnail and
 * discount optional. Discount and inStock are derived when missing so stored rows stay consistent.
 */
export const productInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9._~-]+$/, 'may only contain letters, digits and . _ ~ -')
      .optional(),
    name: text(300),
    description: z.string().trim().max(10_000).default(''),
    price: dollars,
    originalPrice: dollars.optional(),
    discount: z.number().int().min(0).max(100).optional(),
    category: text(100),
    subcategory: z.string().trim().max(100).default(''),
    brand: text(100),
    images: z.array(imageUrl).max(20).default([]),
    thumbnail: imageUrl.optional(),
    rating: z.number().min(0).max(5).default(0),
    reviewCount: z.number().int().nonnegative().default(0),
    inStock: z.boolean().optional(),
    stockQuantity: z.number().int().nonnegative().default(0),
    features: z.array(z.string().trim().min(1).max(300)).max(50).default([]),
    specifications: z.record(z.string().trim().min(1).max(100), z.string().max(1000)).default({}),
    tags: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    createdAt: isoDate.optional(),
    updatedAt: isoDate.optional(),
  })
  .refine((p) => p.originalPrice === undefined || p.originalPrice >= p.price, {
    path: ['originalPrice'],
    message: 'must not be below price',
  })
  .refine((p) => p.inStock === undefined || p.inStock === p.stockQuantity > 0, {
    path: ['inStock'],
    message: 'must agree with stockQuantity (in stock exactly when stockQuantity is above 0)',
  })
  .refine((p) => p.thumbnail !== undefined || p.images.length > 0, {
    path: ['thumbnail'],
    message: 'is required when there are no images',
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ValidProductInput = z.output<typeof productInputSchema>;

/** Rounded percent off the original price; 0 when there is no original price. */
export function discountPercent(price: number, originalPrice: number | undefined): number {
  if (originalPrice === undefined || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
