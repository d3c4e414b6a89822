import { z } from 'zod';
import { productIdText } from './product-id.ts';
import { isWholeCents, toCents, type Cents } from '../money.ts';
import {
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  productOptionSchema,
  productVariantSchema,
  VARIANT_ID_PATTERN,
  variantIdFor,
} from './variants.ts';

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
  options: z
    .array(productOptionSchema)
    .optional()
    .meta({ description: 'Present only for a product with options (Size, Colour…), in the order the shop shows them' }),
  variants: z
    .array(productVariantSchema)
    .optional()
    .meta({
      description:
        'One per combination of option values that exists; present with `options` on the catalogue endpoints (not on the wishlist ' +
        "or recently viewed). The product's price is then its cheapest variant's, its stockQuantity their sum, inStock true when any is.",
    }),
  maxPrice: z
    .number()
    .optional()
    .meta({ description: 'Present when the variants differ in price: the dearest one ("from $price")' }),
});
export type Product = z.infer<typeof productSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const imageUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  // A path on the shop, but not '//host/…' nor '/\host/…': browsers read those as another site's address.
  .refine((s) => /^\/(?![/\\])/.test(s) || /^https?:\/\//i.test(s), 'must be an http(s) URL or a path on this shop (/images/…)');

/** An option of the import format: a name and its values, in the order the shop shows them. */
const optionInputSchema = z.strictObject({
  name: text(50),
  values: z.array(text(50)).min(1).max(MAX_OPTION_VALUES),
});

/** A variant of the import format: its value of every option, its own SKU and stock; price and image optional. */
const variantInputSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(VARIANT_ID_PATTERN, 'may only contain letters, digits and . _ ~ -')
    .refine((id) => id !== 'default', "must not be 'default', the label of a line without a variant")
    .optional(),
  sku: text(100),
  options: z.record(z.string(), z.string().trim().min(1).max(50)),
  price: dollars.optional(),
  originalPrice: dollars.optional(),
  stockQuantity: z.number().int().nonnegative().default(0),
  image: imageUrl.optional(),
});

/**
 * A product as an importer or seed supplies it: the canonical shape with id, timestamps, thumbnail and
 * discount optional. Discount and inStock are derived when missing so stored rows stay consistent.
 */
export const productInputSchema = z
  .object({
    id: productIdText().optional(),
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
    options: z.array(optionInputSchema).max(MAX_OPTIONS).default([]),
    variants: z.array(variantInputSchema).max(MAX_VARIANTS).default([]),
  })
  .refine((p) => p.originalPrice === undefined || p.originalPrice >= p.price, {
    path: ['originalPrice'],
    message: 'must not be below price',
  })
  .refine((p) => p.variants.length > 0 || p.inStock === undefined || p.inStock === p.stockQuantity > 0, {
    path: ['inStock'],
    message: 'must agree with stockQuantity (in stock exactly when stockQuantity is above 0)',
  })
  .refine((p) => p.thumbnail !== undefined || p.images.length > 0, {
    path: ['thumbnail'],
    message: 'is required when there are no images',
  })
  .superRefine((p, ctx) => {
    for (const issue of variantIssues(p)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ValidProductInput = z.output<typeof productInputSchema>;

type VariantRules = Pick<ValidProductInput, 'options' | 'variants' | 'price' | 'originalPrice' | 'inStock'>;

/** What is wrong with a product's options and variants, each at its field's path; empty when they hold together. */
export function variantIssues(p: VariantRules): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (p.options.length === 0 && p.variants.length === 0) return issues;
  if (p.options.length === 0) return [{ path: ['options'], message: 'are required when variants are given' }];
  if (p.variants.length === 0) {
    return [{ path: ['variants'], message: 'are required when options are given: one per combination that exists' }];
  }
  const names = new Map<string, number>();
  p.options.forEach((option, k) => {
    const key = option.name.toLowerCase();
    if (names.has(key)) issues.push({ path: ['options', k, 'name'], message: `repeats option '${option.name}'` });
    names.set(key, k);
    const values = new Set<string>();
    option.values.forEach((value, j) => {
      if (values.has(value.toLowerCase())) issues.push({ path: ['options', k, 'values', j], message: `repeats '${value}'` });
      values.add(value.toLowerCase());
    });
  });
  if (issues.length > 0) return issues;
  const optionNames = p.options.map((o) => o.name);
  const combinations = new Map<string, number>();
  const ids = new Map<string, number>();
  const skus = new Map<string, number>();
  p.variants.forEach((variant, k) => {
    const at = (...path: (string | number)[]) => ['variants', k, ...path];
    for (const name of Object.keys(variant.options)) {
      if (!optionNames.includes(name)) {
        issues.push({ path: at('options', name), message: `is not an option of this product (${optionNames.join(', ')})` });
      }
    }
    let complete = true;
    for (const option of p.options) {
      const value = variant.options[option.name];
      if (value === undefined || !option.values.includes(value)) {
        complete = false;
        issues.push({
          path: at('options', option.name),
          message: `${value === undefined ? 'is required' : `'${value}' is not a value of ${option.name}`}: one of ${option.values.join(', ')}`,
        });
      }
    }
    if (complete) {
      const values = p.options.map((o) => variant.options[o.name]!);
      const combination = JSON.stringify(values);
      const first = combinations.get(combination);
      if (first !== undefined) {
        issues.push({ path: at('options'), message: `repeats the combination of variants.${first} (${values.join(', ')})` });
      } else combinations.set(combination, k);
      const id = variant.id ?? variantIdFor(values);
      const firstId = ids.get(id);
      if (firstId !== undefined) {
        issues.push({ path: at('id'), message: `'${id}' is the id of variants.${firstId} too: give the variants ids of their own` });
      } else ids.set(id, k);
    }
    const firstSku = skus.get(variant.sku.toLowerCase());
    if (firstSku !== undefined) issues.push({ path: at('sku'), message: `repeats the SKU of variants.${firstSku}` });
    else skus.set(variant.sku.toLowerCase(), k);
    if (variant.originalPrice !== undefined && variant.originalPrice < (variant.price ?? p.price)) {
      issues.push({ path: at('originalPrice'), message: 'must not be below the price' });
    }
  });
  const inStock = p.variants.some((v) => v.stockQuantity > 0);
  if (p.inStock !== undefined && p.inStock !== inStock) {
    issues.push({ path: ['inStock'], message: 'must agree with the variants (in stock exactly when one of them is)' });
  }
  return issues;
}

/** A variant as stored: every field worked out (id, price, original price), money in cents. */
export interface ResolvedVariant {
  id: string;
  sku: string;
  /** Its values in option order. */
  values: string[];
  priceCents: Cents;
  originalPriceCents: Cents | null;
  stockQuantity: number;
  image: string | null;
}

/**
 * A valid product's variants as the shop keeps them: the id derived from the values when none is given, the
 * product's price when the variant gives none, and the product's original price while it is above the
 * variant's price (a variant with its own original price keeps it).
 */
export function resolveVariants(p: Pick<ValidProductInput, 'options' | 'variants' | 'price' | 'originalPrice'>): ResolvedVariant[] {
  return p.variants.map((variant) => {
    const values = p.options.map((o) => variant.options[o.name]!);
    const price = variant.price ?? p.price;
    const original = variant.originalPrice ?? (p.originalPrice !== undefined && p.originalPrice > price ? p.originalPrice : undefined);
    return {
      id: variant.id ?? variantIdFor(values),
      sku: variant.sku,
      values,
      priceCents: toCents(price),
      originalPriceCents: original === undefined ? null : toCents(original),
      stockQuantity: variant.stockQuantity,
      image: variant.image ?? null,
    };
  });
}

/** Rounded percent off the original price; 0 when there is no original price. */
export function discountPercent(price: number, originalPrice: number | undefined): number {
  if (originalPrice === undefined || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
