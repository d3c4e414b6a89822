import type { Generated } from 'kysely';

/** Storage shapes. Money is integer cents; lists and maps are JSON text; dates are ISO-8601 UTC text. */
export interface ProductsTable {
  /** Featured rank and, on SQLite, the rowid the FTS index points at. */
  seq: Generated<number>;
  id: string;
  name: string;
  /** Lower-cased name: name sorts order by it with byte collation on every engine. */
  name_key: string;
  description: string;
  price_cents: number;
  original_price_cents: number | null;
  discount: number;
  category: string;
  subcategory: string;
  brand: string;
  images: string;
  thumbnail: string;
  rating: number;
  review_count: number;
  stock_quantity: number;
  features: string;
  specifications: string;
  tags: string;
  created_at: string;
  updated_at: string;
}

export interface CatalogStateTable {
  id: number;
  /** Bumped by triggers on every product change: caches of derived catalogue data key on it. */
  version: number;
}

export interface Database {
  products: ProductsTable;
  catalog_state: CatalogStateTable;
}
