import { discountPercent, type Product, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import { nameSortKey } from '@cartwise/domain/catalogue/sort';
import { toCents, toDollars } from '@cartwise/domain/money';
import type { Insertable, Selectable } from 'kysely';
import type { ProductsTable } from '../../db/schema.ts';

/** A product as read. */
export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;

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

export function toProductRow(input: ValidProductInput, now: Date): NewProductRow {
  const createdAt = input.createdAt ? new Date(input.createdAt).toISOString() : now.toISOString();
  const updatedAt = input.updatedAt ? new Date(input.updatedAt).toISOString() : createdAt;
  const thumbnail = input.thumbnail ?? input.images[0] ?? '';
  return {
    id: input.id ?? derivedProductId(input),
    name: input.name,
    name_key: nameSortKey(input.name),
    description: input.description,
    price_cents: toCents(input.price),
    original_price_cents: input.originalPrice === undefined ? null : toCents(input.originalPrice),
    discount: input.discount ?? discountPercent(input.price, input.originalPrice),
    category: input.category,
    subcategory: input.subcategory,
    brand: input.brand,
    images: JSON.stringify(input.images.length > 0 ? input.images : [thumbnail]),
    thumbnail,
    rating: input.rating,
    review_count: input.reviewCount,
    stock_quantity: input.stockQuantity,
    features: JSON.stringify(input.features),
    specifications: JSON.stringify(input.specifications),
    tags: JSON.stringify(input.tags),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

export function toProduct(row: ProductRow): Product {
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
  };
}
