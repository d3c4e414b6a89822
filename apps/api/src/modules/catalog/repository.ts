import type { Product, ValidProductInput } from '@cartwise/domain/catalogue/product';
import type { ProductOption } from '@cartwise/domain/catalogue/variants';
import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProductsTable } from '../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../db/write-transaction.ts';
import type { SynonymEntry } from './search/synonyms.ts';
import type { IndexRow, IndexVariant } from './catalog-index.ts';
import { toProduct, toProductRow, toVariantRows, type ProductRow, type VariantRow } from './product-mapper.ts';

const UPSERT_BATCH = 500;
/** The columns a product is read from. */
const PRODUCT_COLUMNS = [
  'seq', 'id', 'name', 'name_key', 'description', 'price_cents', 'original_price_cents', 'discount', 'category',
  'subcategory', 'brand', 'images', 'thumbnail', 'rating', 'review_count', 'stock_quantity', 'features',
  'specifications', 'tags', 'created_at', 'updated_at', 'options', 'price_max_cents',
] as const satisfies readonly (keyof ProductRow)[];
/** A row of PRODUCT_COLUMNS as `Db.rows` reads it, values in that order. */
export function productRowOf(cells: unknown[]): ProductRow {
  const c = cells as unknown as ProductRowCells;
  return {
    seq: c[0], id: c[1], name: c[2], name_key: c[3], description: c[4], price_cents: c[5], original_price_cents: c[6],
    discount: c[7], category: c[8], subcategory: c[9], brand: c[10], images: c[11], thumbnail: c[12], rating: c[13],
    review_count: c[14], stock_quantity: c[15], features: c[16], specifications: c[17], tags: c[18], created_at: c[19],
    updated_at: c[20], options: c[21], price_max_cents: c[22],
  };
}
type ProductRowCells = { [K in keyof typeof PRODUCT_COLUMNS & `${number}`]: ProductRow[(typeof PRODUCT_COLUMNS)[K]] };
/**
 * A product without options as the API's JSON (`productSchema`), built by SQLite from its row as `toProduct`
 * builds the object, in the order fast-json-stringify writes its keys (the optional `originalPrice`, only when
 * set, last). SQLite writes a REAL's shortest digits that read back as the same number, as JavaScript does.
 */
/**
 * A REAL as JavaScript writes it: SQLite's JSON writes a whole REAL with a decimal point ("10.0"), JavaScript
 * without ("10"), so a whole value is handed over as an integer.
 */
const jsNumber = (real: string) => `CASE WHEN ${real} = CAST(${real} AS INTEGER) THEN CAST(${real} AS INTEGER) ELSE ${real} END`;
const PRODUCT_JSON_FIELDS = [
  ['id', 'id'], ['name', 'name'], ['description', 'description'], ['price', jsNumber('price_cents / 100.0')],
  ['discount', 'discount'], ['category', 'category'], ['subcategory', 'subcategory'], ['brand', 'brand'],
  ['images', 'json(images)'], ['thumbnail', 'thumbnail'], ['rating', jsNumber('rating')], ['reviewCount', 'review_count'],
  ['inStock', "json(CASE WHEN stock_quantity > 0 THEN 'true' ELSE 'false' END)"], ['stockQuantity', 'stock_quantity'],
  ['features', 'json(features)'], ['specifications', 'json(specifications)'], ['tags', 'json(tags)'],
  ['createdAt', 'created_at'], ['updatedAt', 'updated_at'],
] as const satisfies readonly (readonly [keyof Product, string])[];
function productJsonSql(n: number): string {
  const object = (fields: readonly (readonly [string, string])[]) => `json_object(${fields.map(([key, value]) => `'${key}', ${value}`).join(', ')})`;
  const withOriginal = [...PRODUCT_JSON_FIELDS, ['originalPrice', jsNumber('original_price_cents / 100.0')] as const];
  // NULL (read as an object) for a product with options, and for a rating of more than two decimals: SQLite
  // writes some of those with 17 digits where JavaScript writes 16 ("0.33333333333333332"). Prices are cents
  // over 100 and the shop's own ratings are rounded to two decimals, which SQLite writes as JavaScript does.
  const json = `CASE WHEN options <> '[]' OR rating <> round(rating, 2) THEN NULL WHEN original_price_cents IS NULL THEN ${object(PRODUCT_JSON_FIELDS)} ELSE ${object(withOriginal)} END`;
  return `SELECT seq, ${json}, thumbnail, images FROM products WHERE seq IN (${Array.from({ length: n }, () => '?').join(', ')})`;
}

/**
 * How many seqs a query by seq asks for: the next power of two, the rest repeating the last seq, so that the
 * page sizes and counts of missing products share a few prepared statements (`Db.rows` keeps 50); a longer
 * read (the assistant's, the sitemap's) as it is.
 */
const MAX_PADDED = 128;
function paddedSeqs(seqs: readonly number[]): readonly number[] {
  if (seqs.length > MAX_PADDED) return seqs;
  const n = 2 ** Math.ceil(Math.log2(seqs.length));
  return n === seqs.length ? seqs : [...seqs, ...Array.from({ length: n - seqs.length }, () => seqs[seqs.length - 1]!)];
}

/** A product read as the API's JSON (`productJsonBySeqs`); `json` is null for one read as an object instead. */
export interface ProductJsonRow {
  seq: number;
  json: string | null;
  /** Its thumbnail and images, for the caller to check before handing the JSON out. */
  pictures: string[];
}

const UPDATABLE_COLUMNS = [
  'name', 'name_key', 'description', 'price_cents', 'original_price_cents', 'discount', 'category', 'subcategory',
  'brand', 'images', 'thumbnail', 'rating', 'review_count', 'stock_quantity', 'features', 'specifications', 'tags',
  'created_at', 'updated_at', 'options', 'price_max_cents', 'imported_rating', 'imported_review_count',
] as const satisfies readonly (keyof ProductsTable)[];
const VARIANT_COLUMNS = [
  'product_id', 'id', 'position', 'sku', 'option_values', 'price_cents', 'original_price_cents', 'stock_quantity', 'image',
] as const satisfies readonly (keyof VariantRow)[];

/** The catalogue's only door to the database: every product query lives here. */
export class CatalogRepository {
  /** The hottest query: compiled once, since building and compiling it costs more than SQLite runs it. */
  private readonly byIdSql: string;
  /** A list page's products by seq, by how many (a power of two: `paddedSeqs`), compiled once each (`bySeqsSql`). */
  private readonly bySeqs = new Map<number, string>();
  /** The same as JSON (`productJsonBySeqs`), by how many. */
  private readonly jsonBySeqs = new Map<number, string>();
  /** Asked before every catalogue read (CatalogService.current): compiled once. */
  private readonly stateQuery: CompiledQuery<{ version: number | string; structure_version: number | string }>;

  constructor(
    private readonly db: Db,
    /** Products read at a time when the whole catalogue is read for its indexes (`indexRows`). */
    private readonly indexSlice = 5_000,
  ) {
    this.byIdSql = db.kysely.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', '').compile().sql;
    this.stateQuery = db.kysely.selectFrom('catalog_state').select(['version', 'structure_version']).where('id', '=', 1).compile();
  }

  /**
   * The columns of every product the catalogue index and its text index need, in featured order; with seqs,
   * of those products.
   */
  async indexRows(seqs?: readonly number[]): Promise<IndexRow[]> {
    if (seqs) return this.indexRowsOf(this.indexQuery().where('seq', 'in', seqs).orderBy('seq'), true);
    // The whole catalogue in slices by seq: each slice's rows as the driver reads them are dropped once mapped,
    // young. Read at once, all of them lived until the end and were copied into the old generation first: at
    // 100,000 products, garbage collection was a third of reading the catalogue.
    const all: IndexRow[] = [];
    for (let after = -1; ; ) {
      const slice = await this.indexRowsOf(this.indexQuery().where('seq', '>', after).orderBy('seq').limit(this.indexSlice), false);
      for (const row of slice) all.push(row);
      if (slice.length < this.indexSlice) return all;
      after = slice[slice.length - 1]!.seq;
    }
  }

  private indexQuery() {
    return this.db.kysely
      .selectFrom('products')
      .select([
        'seq', 'id', 'name', 'name_key', 'category', 'subcategory', 'brand', 'price_cents', 'original_price_cents', 'rating', 'review_count',
        'stock_quantity', 'created_at', 'description', 'tags', 'features', 'specifications', 'options',
      ]);
  }

  private async indexRowsOf(query: ReturnType<CatalogRepository['indexQuery']>, some: boolean): Promise<IndexRow[]> {
    const rows = await query.execute();
    const variants = await this.indexVariants(rows, some);
    // Every row built by one literal, so all share one shape: object rest and spread made each a dictionary, a
    // third of reading the catalogue at start (100,000 rows) and slower to read in the index builds after.
    return rows.map((r) => {
      const own = variants.get(r.id);
      return {
        seq: r.seq,
        name: r.name,
        name_key: r.name_key,
        category: r.category,
        subcategory: r.subcategory,
        brand: r.brand,
        price_cents: r.price_cents,
        original_price_cents: r.original_price_cents,
        rating: r.rating,
        review_count: r.review_count,
        stock_quantity: r.stock_quantity,
        created_at: r.created_at,
        description: r.description,
        tags: JSON.parse(r.tags) as string[],
        features: JSON.parse(r.features) as string[],
        specifications: JSON.parse(r.specifications) as Record<string, string>,
        variants: own && own.length > 0 ? withNames(JSON.parse(r.options) as ProductOption[], own) : undefined,
      };
    });
  }

  /**
   * The option values and stock of the variants of those products that have options (all of them when
   * `some` is false: one query without a list of ids), by product id, in their order.
   */
  private async indexVariants(rows: readonly { id: string; options: string }[], some: boolean): Promise<Map<string, { values: string[]; stock: number }[]>> {
    const ids = rows.filter((r) => r.options !== '[]').map((r) => r.id);
    const byProduct = new Map<string, { values: string[]; stock: number }[]>();
    if (ids.length === 0) return byProduct;
    let query = this.db.kysely.selectFrom('product_variants').select(['product_id', 'option_values', 'stock_quantity']);
    if (some) query = query.where('product_id', 'in', ids);
    for (const v of await query.orderBy('product_id').orderBy('position').execute()) {
      const list = byProduct.get(v.product_id) ?? [];
      list.push({ values: JSON.parse(v.option_values) as string[], stock: v.stock_quantity });
      byProduct.set(v.product_id, list);
    }
    return byProduct;
  }

  /** The shop's own synonyms (the built-in set is added by the search). */
  async synonyms(): Promise<SynonymEntry[]> {
    const rows = await this.db.kysely.selectFrom('search_synonyms').select('entry').orderBy('id').execute();
    return rows.map((r) => JSON.parse(r.entry) as SynonymEntry);
  }

  /**
   * Replaces the shop's synonyms, in one transaction, and moves the catalogue's structure version so that
   * every process rebuilds its search with them.
   */
  async replaceSynonyms(entries: readonly SynonymEntry[]): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      await this.lockCatalogState(trx);
      await trx.deleteFrom('search_synonyms').execute();
      for (let start = 0; start < entries.length; start += UPSERT_BATCH) {
        const batch = entries.slice(start, start + UPSERT_BATCH).map((entry) => ({ entry: JSON.stringify(entry) }));
        await trx.insertInto('search_synonyms').values(batch).execute();
      }
      await trx
        .updateTable('catalog_state')
        .set((eb) => ({ version: eb('version', '+', 1), structure_version: eb('structure_version', '+', 1) }))
        .where('id', '=', 1)
        .execute();
    });
  }

  /**
   * PostgreSQL: a catalogue write takes the catalogue-state row before any product, as an order does
   * (`OrdersRepository.lockCheckout`); the products' triggers update that row, so taking it last would
   * deadlock with an order that holds it and waits for a product (docs/architecture.md, "Lock order").
   * SQLite: the write transaction's BEGIN IMMEDIATE already holds the whole file.
   */
  private async lockCatalogState(trx: Transaction): Promise<void> {
    if (this.db.dialect !== 'postgres') return;
    await trx.selectFrom('catalog_state').select('version').where('id', '=', 1).forUpdate().execute();
  }

  /**
   * The products updated after a version, and the oldest version the change log still holds (older
   * entries are pruned; null when it is empty).
   */
  async changesSince(version: number): Promise<{ seqs: number[]; oldest: number | null }> {
    const [changes, oldest] = await Promise.all([
      this.db.kysely.selectFrom('catalog_changes').select('seq').distinct().where('version', '>', version).execute(),
      this.db.kysely.selectFrom('catalog_changes').select((eb) => eb.fn.min('version').as('oldest')).executeTakeFirst(),
    ]);
    return { seqs: changes.map((c) => c.seq), oldest: oldest?.oldest == null ? null : Number(oldest.oldest) };
  }

  /** Products by seq, in the order given. */
  async findBySeqs(seqs: readonly number[]): Promise<Product[]> {
    if (seqs.length === 0) return [];
    const asked = paddedSeqs(seqs);
    const sql = this.bySeqsSql(asked.length);
    const rows = this.db.rows?.(sql, asked)?.map(productRowOf) ?? (await this.db.kysely.executeQuery<ProductRow>(CompiledQuery.raw(sql, [...asked]))).rows;
    const variants = await this.variantsOf(rows);
    const bySeq = new Map(rows.map((r) => [r.seq, r]));
    return seqs.flatMap((s) => {
      const row = bySeq.get(s);
      return row ? [toProduct(row, variants.get(row.id))] : [];
    });
  }

  /**
   * Products by seq as the API's JSON text, in no particular order, built by SQLite: a list page's products
   * without making their objects and serialising them (ADR 0057). Undefined where `Db.rows` is (PostgreSQL, or
   * a transaction open): the caller reads them as objects.
   */
  productJsonBySeqs(seqs: readonly number[]): ProductJsonRow[] | undefined {
    if (seqs.length === 0) return [];
    const asked = paddedSeqs(seqs);
    let sql = this.jsonBySeqs.get(asked.length);
    if (sql === undefined) {
      sql = productJsonSql(asked.length);
      if (this.jsonBySeqs.size < 64) this.jsonBySeqs.set(asked.length, sql);
    }
    return this.db.rows?.(sql, asked)?.map((cells) => {
      const [seq, json, thumbnail, images] = cells as [number, string | null, string, string];
      return { seq, json, pictures: [thumbnail, ...(JSON.parse(images) as string[])] };
    });
  }

  /** The query of `findBySeqs` for n seqs, compiled on its first use: building it cost more than SQLite's reading a page's rows. */
  private bySeqsSql(n: number): string {
    let sql = this.bySeqs.get(n);
    if (sql === undefined) {
      sql = this.db.kysely.selectFrom('products').select(PRODUCT_COLUMNS).where('seq', 'in', Array.from({ length: n }, () => 0)).compile().sql;
      if (this.bySeqs.size < 64) this.bySeqs.set(n, sql);
    }
    return sql;
  }

  async findById(id: string): Promise<Product | undefined> {
    const { rows } = await this.db.kysely.executeQuery<ProductRow>(CompiledQuery.raw(this.byIdSql, [id]));
    const row = rows[0];
    return row && toProduct(row, (await this.variantsOf([row])).get(row.id));
  }

  /**
   * The variants of those products that have options, by product id, in their order; one query, and none
   * when no product has options (a product without them stays one query).
   */
  private async variantsOf(rows: readonly Pick<ProductRow, 'id' | 'options'>[]): Promise<Map<string, VariantRow[]>> {
    const ids = rows.filter((r) => r.options !== '[]').map((r) => r.id);
    const byProduct = new Map<string, VariantRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byProduct;
    const variants = await this.db.kysely
      .selectFrom('product_variants')
      .select(VARIANT_COLUMNS)
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    for (const variant of variants) byProduct.get(variant.product_id)?.push(variant);
    return byProduct;
  }

  async categories(): Promise<{ name: string; count: number }[]> {
    const rows = await this.db.kysely
      .selectFrom('products')
      .select(['category as name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('category')
      .orderBy('category')
      .execute();
    return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
  }

  /** Each brand's spelling with its number of products, the most used first. */
  async brands(): Promise<{ name: string; count: number }[]> {
    const rows = await this.db.kysely
      .selectFrom('products')
      .select(['brand as name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('brand')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('brand')
      .execute();
    return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
  }

  async count(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Changes whenever any product changes: derived data (facet caches) keys on it. */
  async version(): Promise<number> {
    return (await this.state()).version;
  }

  /** The seqs of the products with these ids (a few: a reply's cards, a cart's lines), by id; an id of no product has none. */
  async seqsOf(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.kysely.selectFrom('products').select(['id', 'seq']).where('id', 'in', [...ids]).execute();
    return new Map(rows.map((row) => [row.id, row.seq]));
  }

  /** A product's seq, by id. */
  async seqOf(id: string): Promise<number | undefined> {
    const row = await this.db.kysely.selectFrom('products').select('seq').where('id', '=', id).executeTakeFirst();
    return row?.seq;
  }

  /** The catalogue's version, and its structure version, which moves only when products are added or removed. */
  async state(): Promise<{ version: number; structureVersion: number }> {
    const row = (await this.db.kysely.executeQuery(this.stateQuery)).rows[0];
    if (!row) throw new Error('catalog_state has no row');
    return { version: Number(row.version), structureVersion: Number(row.structure_version) };
  }

  /**
   * Inserts or updates by id, in batches, in one transaction; the featured position of an existing product
   * is kept. With `replace`, every product is deleted first, in the same transaction. With `keepStock` (a
   * catalogue import, unless told to reset it), a product or variant that exists keeps its live stock: the
   * file's figure would undo the orders since it was written (issue 20). `remove` names products deleted first
   * (a first real import's samples, ADR 0028).
   */
  async upsert(
    products: readonly ValidProductInput[],
    {
      replace = false,
      keepStock = false,
      remove = [],
      now = new Date(),
    }: { replace?: boolean; keepStock?: boolean; remove?: readonly string[]; now?: Date } = {},
  ): Promise<{ inserted: number; updated: number; deleted: number }> {
    // A file may list one id twice: the later row wins, as a second import would.
    const byId = new Map(
      products.map((p) => {
        const row = toProductRow(p, now);
        return [row.id, { row, dated: p.createdAt !== undefined, variants: toVariantRows(row.id, p) }] as const;
      }),
    );
    const rows = [...byId.values()].map(({ row }) => row);
    return writeTransaction(this.db, async (trx) => {
      await this.lockCatalogState(trx);
      const removing = replace ? trx.deleteFrom('products') : remove.length > 0 ? trx.deleteFrom('products').where('id', 'in', remove) : undefined;
      const deleted = removing ? Number((await removing.executeTakeFirst()).numDeletedRows) : 0;
      let inserted = 0;
      for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
        const batch = rows.slice(start, start + UPSERT_BATCH);
        const existing = await trx
          .selectFrom('products')
          .select(['id', 'created_at', 'stock_quantity'])
          .where('id', 'in', batch.map((r) => r.id))
          .execute();
        inserted += batch.length - existing.length;
        if (keepStock && existing.length > 0) await this.keepLiveStock(trx, existing, byId);
        // An update whose row gives no createdAt keeps the product's own: 'newest' must not move on a re-import.
        for (const { id, created_at } of existing) {
          const entry = byId.get(id);
          if (entry && !entry.dated) entry.row.created_at = created_at;
        }
        await trx
          .insertInto('products')
          .values(batch)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) =>
              Object.fromEntries(UPDATABLE_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])),
            ),
          )
          .execute();
        // A product's variants are the file's: those it had go, those it lists come (none without options).
        const ids = batch.map((r) => r.id);
        await trx.deleteFrom('product_variants').where('product_id', 'in', ids).execute();
        const variants = ids.flatMap((id) => byId.get(id)!.variants);
        for (let at = 0; at < variants.length; at += UPSERT_BATCH) {
          await trx.insertInto('product_variants').values(variants.slice(at, at + UPSERT_BATCH)).execute();
        }
      }
      return { inserted, updated: rows.length - inserted, deleted };
    });
  }

  /**
   * Gives the rows about to be written the stock the database holds: a product's own, a variant's by its id,
   * and a product with variants the sum of its variants' (a new variant brings the file's).
   */
  private async keepLiveStock(
    trx: Transaction,
    existing: readonly { id: string; stock_quantity: number }[],
    byId: ReadonlyMap<string, { row: { stock_quantity: number }; variants: { id: string; stock_quantity: number }[] }>,
  ): Promise<void> {
    const live = await trx
      .selectFrom('product_variants')
      .select(['product_id', 'id', 'stock_quantity'])
      .where('product_id', 'in', existing.map((p) => p.id))
      .execute();
    const variantStock = new Map(live.map((v) => [`${v.product_id}|${v.id}`, v.stock_quantity]));
    for (const { id, stock_quantity } of existing) {
      const entry = byId.get(id);
      if (!entry) continue;
      if (entry.variants.length === 0) {
        entry.row.stock_quantity = stock_quantity;
        continue;
      }
      for (const variant of entry.variants) variant.stock_quantity = variantStock.get(`${id}|${variant.id}`) ?? variant.stock_quantity;
      entry.row.stock_quantity = entry.variants.reduce((sum, v) => sum + v.stock_quantity, 0);
    }
  }

  /**
   * The price and original price of every product that has an original price: what the assistant's sale
   * filter and discount order read, the catalogue index keeping no original prices.
   */
  async originalPrices(): Promise<{ seq: number; price_cents: number; original_price_cents: number }[]> {
    const rows = await this.db.kysely
      .selectFrom('products')
      .select(['seq', 'price_cents', 'original_price_cents'])
      .where('original_price_cents', 'is not', null)
      .execute();
    return rows.map((r) => ({ seq: r.seq, price_cents: r.price_cents, original_price_cents: r.original_price_cents! }));
  }
}

/** Variants' values named by their product's options. */
function withNames(options: readonly ProductOption[], variants: readonly { values: string[]; stock: number }[]): IndexVariant[] {
  return variants.map((v) => ({
    options: Object.fromEntries(options.map((o, k) => [o.name, v.values[k] ?? ''])),
    stock_quantity: v.stock,
  }));
}
