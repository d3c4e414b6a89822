import { z } from 'zod';
import { productInputSchema, productSchema, type Product, type ProductInput } from '../catalogue/product.ts';

/**
 * The back office's products (issue 21, ADR 0021): the editor writes a product in the import format
 * (`productInputSchema`), stock is set or adjusted with a reason, archived products wait to be restored,
 * imports report row by row.
 */

/** A product as the import format writes it: what the editor starts from, what an archive keeps. */
export function toProductInput(product: Product): ProductInput {
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    ...(product.originalPrice === undefined ? {} : { originalPrice: product.originalPrice }),
    category: product.category,
    subcategory: product.subcategory,
    brand: product.brand,
    images: [...product.images],
    thumbnail: product.thumbnail,
    rating: product.rating,
    reviewCount: product.reviewCount,
    stockQuantity: product.stockQuantity,
    features: [...product.features],
    specifications: { ...product.specifications },
    tags: [...product.tags],
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    options: options.map((o) => ({ name: o.name, values: [...o.values] })),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      options: { ...v.options },
      price: v.price,
      ...(v.originalPrice === undefined ? {} : { originalPrice: v.originalPrice }),
      stockQuantity: v.stockQuantity,
      ...(v.image === undefined ? {} : { image: v.image }),
    })),
  };
}

/** POST /api/admin/products: a new product; its id is derived from brand and name when not given. */
export const createProductSchema = z.strictObject({ product: productInputSchema });

/**
 * PUT /api/admin/products/:id: the product's every field (the id is the path's). `expectedUpdatedAt` is the
 * updatedAt the editor read: when someone saved the product since, the save answers 409 instead of
 * overwriting their change.
 */
export const updateProductSchema = z.strictObject({
  product: productInputSchema,
  expectedUpdatedAt: z.string().min(1).max(40).optional(),
});

export const adminProductParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A product with its every field, as the editor reads it. */
export const adminProductSchema = z.object({ product: productSchema });

/** A stock change needs a reason a colleague can read later. */
const reasonSchema = z.string().trim().min(1, 'is required: say why the stock changes').max(200);

/**
 * POST /api/admin/products/:id/stock: set the stock to a number (a count) or adjust it by one (a delivery,
 * a breakage); of a variant for a product with options.
 */
export const stockChangeSchema = z
  .strictObject({
    variant: z.string().trim().min(1).max(50).optional(),
    set: z.number().int().min(0).max(1_000_000).optional(),
    adjust: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'must not be 0').optional(),
    reason: reasonSchema,
  })
  .refine((c) => (c.set === undefined) !== (c.adjust === undefined), { path: ['set'], message: 'give either set or adjust' });
export type StockChange = z.output<typeof stockChangeSchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  variant: z.string().meta({ description: "The variant's id; '' for a product without options" }),
  change: z.number().int(),
  quantityAfter: z.number().int(),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockHistorySchema = z.object({ movements: z.array(stockMovementSchema) });

/** The answer to a stock change: the product as it now is, and the change recorded. */
export const stockChangeResultSchema = z.object({ product: productSchema, movement: stockMovementSchema });

export const archivedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  archivedAt: z.string(),
  archivedBy: z.string(),
});
export type ArchivedProduct = z.infer<typeof archivedProductSchema>;

export const ARCHIVED_PAGE_SIZE = 50;

export const archivedQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number({ error: 'must be a whole number from 1' }).int().min(1).max(10_000).default(1),
});

export const archivedListSchema = z.object({
  products: z.array(archivedProductSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ArchivedList = z.infer<typeof archivedListSchema>;

/** What happened to one product of an import file. */
export const importOutcomeSchema = z.object({
  /** The rows of the file it came from: the array position (from 1) in JSON, the spreadsheet rows in a CSV. */
  rows: z.array(z.number().int()),
  id: z.string().optional(),
  name: z.string().optional(),
  outcome: z.enum(['added', 'updated', 'refused']),
  problems: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(['json', 'shopify-csv']),
  status: z.enum(['running', 'done', 'failed']),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  error: z.string().optional(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  /** Every product of the file once the import is done; the refused ones only while it runs. */
  report: z.array(importOutcomeSchema),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** POST /api/admin/products/imports?fileName=…: the file's name says its format when its content does not. */
export const importQuerySchema = z.object({ fileName: z.string().trim().min(1).max(200).default('upload') });

/** The largest import file the back office takes (the command line takes any). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** POST /api/admin/images: the uploaded picture at the storefront's sizes, to put in a product's images and thumbnail. */
export const storedImageSchema = z.object({
  image: z.string().meta({ description: "The product page's size (600 px wide at most), WebP" }),
  thumbnail: z.string().meta({ description: "The cards' size (300 px wide at most), WebP" }),
  width: z.number().int().meta({ description: "The uploaded picture's own width" }),
  height: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;
