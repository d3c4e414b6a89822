import { discountPercent, resolveVariants, type Product, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import { nameSortKey } from '@cartwise/domain/catalogue/sort';
import type { ProductOption, ProductVariant } from '@cartwise/domain/catalogue/variants';
import { toCents, toDollars } from '@cartwise/domain/money';
import type { Insertable, Selectable } from 'kysely';
import type { ProductsTable, ProductVariantsTable } from '../../db/schema.ts';

/** A product as read. */
/** A product row as the catalogue reads it (the feed's own figures, kept for the reviews, are not read). */
export type ProductRow = Omit<Selectable<ProductsTable>, 'imported_rating' | 'imported_review_count'>;
export type NewProductRow = Insertable<ProductsTable>;
export type VariantRow = Selectable<ProductVariantsTable>;

/** A stable id for a product supplied without one, so that re-importing the same file updates it. */
export function derivedProductId(input: Pick<ValidProductInput, 'brand' | 'name'>): string {
  const slug = `${input.brand} ${input.name}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90);
  return `p-${slug || 'product'}`;
}

/**
 * The product's row. With variants, its price is the cheapest variant's (with that variant's original price
 * and discount), its stock their sum, and price_max_cents the dearest variant's price when they differ
 * (ADR 0018).
 */
export function toProductRow(input: ValidProductInput, now: Date): NewProductRow & Pick<ProductRow, 'options' | 'price_max_cents'> {
  const createdAt = input.createdAt ? new Date(input.createdAt).toISOString() : now.toISOString();
  const updatedAt = input.updatedAt ? new Date(input.updatedAt).toISOString() : createdAt;
  const thumbnail = input.thumbnail ?? input.images[0] ?? '';
  const variants = resolveVariants(input);
  const cheapest = variants.reduce<(typeof variants)[number] | undefined>(
    (best, v) => (best === undefined || v.priceCents < best.priceCents ? v : best),
    undefined,
  );
  const dearest = Math.max(...variants.map((v) => v.priceCents));
  const priced = cheapest
    ? {
        price_cents: cheapest.priceCents,
        original_price_cents: cheapest.originalPriceCents,
        discount: discountPercent(cheapest.priceCents / 100, cheapest.originalPriceCents === null ? undefined : cheapest.originalPriceCents / 100),
        price_max_cents: dearest > cheapest.priceCents ? dearest : null,
      }
    : {
        price_cents: toCents(input.price),
        original_price_cents: input.originalPrice === undefined ? null : toCents(input.originalPrice),
        discount: input.discount ?? discountPercent(input.price, input.originalPrice),
        price_max_cents: null,
      };
  return {
    id: input.id ?? derivedProductId(input),
    name: input.name,
    name_key: nameSortKey(input.name),
    description: input.description,
    ...priced,
    category: input.category,
    subcategory: input.subcategory,
    brand: input.brand,
    images: JSON.stringify(input.images.length > 0 ? input.images : [thumbnail]),
    thumbnail,
    rating: input.rating,
    review_count: input.reviewCount,
    // The feed's figures; triggers combine them with the shop's own reviews, if any (ADR 0023).
    imported_rating: input.rating,
    imported_review_count: input.reviewCount,
    stock_quantity: cheapest ? variants.reduce((sum, v) => sum + v.stockQuantity, 0) : input.stockQuantity,
    features: JSON.stringify(input.features),
    specifications: JSON.stringify(input.specifications),
    tags: JSON.stringify(input.tags),
    created_at: createdAt,
    updated_at: updatedAt,
    options: JSON.stringify(input.options),
  };
}

/** The variant rows of a product, in the catalogue's order. */
export function toVariantRows(productId: string, input: ValidProductInput): VariantRow[] {
  return resolveVariants(input).map((v, position) => ({
    product_id: productId,
    id: v.id,
    position,
    sku: v.sku,
    option_values: JSON.stringify(v.values),
    price_cents: v.priceCents,
    original_price_cents: v.originalPriceCents,
    stock_quantity: v.stockQuantity,
    image: v.image,
  }));
}

export function toVariant(options: readonly ProductOption[], row: VariantRow): ProductVariant {
  const values = JSON.parse(row.option_values) as string[];
  const price = toDollars(row.price_cents);
  const originalPrice = row.original_price_cents === null ? undefined : toDollars(row.original_price_cents);
  return {
    id: row.id,
    sku: row.sku,
    options: Object.fromEntries(options.map((o, k) => [o.name, values[k] ?? ''])),
    price,
    ...(originalPrice === undefined ? {} : { originalPrice }),
    discount: discountPercent(price, originalPrice),
    inStock: row.stock_quantity > 0,
    stockQuantity: row.stock_quantity,
    ...(row.image === null ? {} : { image: row.image }),
  };
}

/**
 * The product as the API answers it. A product with options carries them, and its variants when they were
 * read (`variants`): the catalogue reads them, the wishlist and recently viewed do not.
 */
export function toProduct(row: ProductRow, variants?: readonly VariantRow[]): Product {
  const options = row.options === '[]' ? [] : (JSON.parse(row.options) as ProductOption[]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toDollars(row.price_cents),
    ...(row.original_price_cents === null ? {} : { originalPrice: toDollars(row.original_price_cents) }),
    discount: row.discount,
    category: row.category,
    subcategory: row.subcategory,
    brand: row.brand,
    images: JSON.parse(row.images) as string[],
    thumbnail: row.thumbnail,
    rating: row.rating,
    reviewCount: row.review_count,
    inStock: row.stock_quantity > 0,
    stockQuantity: row.stock_quantity,
    features: JSON.parse(row.features) as string[],
    specifications: JSON.parse(row.specifications) as Record<string, string>,
    tags: JSON.parse(row.tags) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(options.length === 0
      ? {}
      : {
          options,
          ...(variants ? { variants: variants.map((v) => toVariant(options, v)) } : {}),
          ...(row.price_max_cents === null ? {} : { maxPrice: toDollars(row.price_max_cents) }),
        }),
  };
}
