import type { ImportJob, ImportOutcome } from '@cartwise/domain/admin/products';
import type { Product, ValidProductInput } from '@cartwise/domain/catalogue/product';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database, ProductImportsTable, StockMovementsTable } from '../../../db/schema.ts';
import { writeTransaction, type Transaction } from '../../../db/write-transaction.ts';
import { toProduct, toProductRow, toVariantRows } from '../../catalog/product-mapper.ts';

export type StockMovementRow = Selectable<StockMovementsTable>;
export type ImportRow = Selectable<ProductImportsTable>;

/** Ids read or checked in one query: under both engines' limits on bound values. */
const IDS_PER_QUERY = 1_000;

/**
 * The back office's writes to the catalogue (ADR 0021): one product saved, archived or restored, its stock
 * changed with the history, and the imports' progress. Rows are made by the catalogue's own mapper, so a
 * product saved here is stored exactly as an import stores it.
 */
export class AdminProductsRepository {
  constructor(
    private readonly db: Db,
    private readonly q: Kysely<Database> = db.kysely,
  ) {}

  transaction<T>(work: (repository: AdminProductsRepository, trx: Transaction) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => work(new AdminProductsRepository(this.db, trx), trx));
  }

  /**
   * The catalogue-state row, locked first as every catalogue write does (docs/architecture.md, "Lock order"):
   * product updates' triggers write it, so taking it first keeps two writers from waiting on each other in
   * a circle. SQLite's write transaction already holds the whole file.
   */
  async lockCatalogue(): Promise<void> {
    if (this.db.dialect === 'postgres') {
      await this.q.selectFrom('catalog_state').select('id').where('id', '=', 1).forUpdate().execute();
    }
  }

  /** A product with its variants, as the catalogue answers it; undefined when there is none (or it is archived). */
  async findProduct(id: string): Promise<Product | undefined> {
    const row = await this.q.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const variants = await this.q.selectFrom('product_variants').selectAll().where('product_id', '=', id).orderBy('position').execute();
    return toProduct(row, variants);
  }

  /** A product by one of its variants' SKUs, as typed or in capitals (by the SKU index): the admin list's exact look-up. */
  async idOfSku(sku: string): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('product_variants')
      .select('product_id')
      .where('sku', 'in', [...new Set([sku, sku.toUpperCase()])])
      .executeTakeFirst();
    return row?.product_id;
  }

  /** Of these ids, those of products in the catalogue. */
  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    return this.idsIn('products', ids);
  }

  /** Of these ids, those of archived products. */
  async archivedIds(ids: readonly string[]): Promise<Set<string>> {
    return this.idsIn('archived_products', ids);
  }

  private async idsIn(table: 'products' | 'archived_products', ids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let at = 0; at < ids.length; at += IDS_PER_QUERY) {
      const rows = await this.q.selectFrom(table).select('id').where('id', 'in', ids.slice(at, at + IDS_PER_QUERY)).execute();
      for (const row of rows) found.add(row.id);
    }
    return found;
  }

  /**
   * Inserts or replaces one product and its variants (a product's variants are those given: others go), as
   * the import does; `seq` gives a restored product its featured place back.
   */
  async saveProduct(input: ValidProductInput, now: Date, seq?: number): Promise<string> {
    const { id, ...columns } = toProductRow(input, now);
    await this.q
      .insertInto('products')
      .values({ id, ...columns, ...(seq === undefined ? {} : { seq }) })
      .onConflict((oc) => oc.column('id').doUpdateSet(columns))
      .execute();
    await this.q.deleteFrom('product_variants').where('product_id', '=', id).execute();
    const variants = toVariantRows(id, input);
    if (variants.length > 0) await this.q.insertInto('product_variants').values(variants).execute();
    return id;
  }

  /** Moves a product out of the catalogue into the archive: its rows go, the import format of it stays. */
  async archive(id: string, seq: number, name: string, product: unknown, by: string, now: Date): Promise<void> {
    await this.q
      .insertInto('archived_products')
      .values({ id, seq, name, product: JSON.stringify(product), archived_at: now.toISOString(), archived_by: by })
      .execute();
    await this.q.deleteFrom('products').where('id', '=', id).execute();
  }

  async seqOf(id: string): Promise<number | undefined> {
    const row = await this.q.selectFrom('products').select('seq').where('id', '=', id).executeTakeFirst();
    return row?.seq;
  }

  async findArchived(id: string): Promise<{ seq: number; product: unknown } | undefined> {
    const row = await this.q.selectFrom('archived_products').select(['seq', 'product']).where('id', '=', id).executeTakeFirst();
    return row && { seq: Number(row.seq), product: JSON.parse(row.product) as unknown };
  }

  async removeArchived(id: string): Promise<void> {
    await this.q.deleteFrom('archived_products').where('id', '=', id).execute();
  }

  async archivedPage(q: string | undefined, limit: number, offset: number) {
    let query = this.q.selectFrom('archived_products');
    if (q) query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`));
    const rows = await query
      .select(['id', 'name', 'archived_at', 'archived_by'])
      .orderBy('archived_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  }

  /** The product's stock and, for a product with options, its variants' (locked by the catalogue lock). */
  async stockOf(productId: string): Promise<{ stock: number; variants: Map<string, number> } | undefined> {
    const row = await this.q.selectFrom('products').select(['stock_quantity', 'options']).where('id', '=', productId).executeTakeFirst();
    if (!row) return undefined;
    const variants = new Map<string, number>();
    if (row.options !== '[]') {
      const rows = await this.q.selectFrom('product_variants').select(['id', 'stock_quantity']).where('product_id', '=', productId).execute();
      for (const v of rows) variants.set(v.id, v.stock_quantity);
    }
    return { stock: row.stock_quantity, variants };
  }

  /** Sets a product's stock, or a variant's and the product's total with it (ADR 0018). */
  async setStock(productId: string, variantId: string, quantity: number): Promise<void> {
    if (variantId === '') {
      await this.q.updateTable('products').set({ stock_quantity: quantity }).where('id', '=', productId).execute();
      return;
    }
    await this.q
      .updateTable('product_variants')
      .set({ stock_quantity: quantity })
      .where('product_id', '=', productId)
      .where('id', '=', variantId)
      .execute();
    await this.q
      .updateTable('products')
      .set((eb) => ({
        stock_quantity: eb
          .selectFrom('product_variants')
          .select((v) => v.fn.coalesce(v.fn.sum<number>('stock_quantity'), v.lit(0)).as('total'))
          .where('product_id', '=', productId),
      }))
      .where('id', '=', productId)
      .execute();
  }

  async insertMovement(movement: Omit<StockMovementRow, 'seq'>): Promise<StockMovementRow> {
    const row = await this.q.insertInto('stock_movements').values(movement).returningAll().executeTakeFirstOrThrow();
    return { ...row, seq: Number(row.seq) };
  }

  async movements(productId: string, limit: number): Promise<StockMovementRow[]> {
    const rows = await this.q
      .selectFrom('stock_movements')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
  }

  async createImport(row: ImportRow): Promise<void> {
    await this.q.insertInto('product_imports').values(row).execute();
  }

  async importProgress(id: string, progress: Pick<ImportJob, 'processedRows' | 'added' | 'updated' | 'refused'>, report: readonly ImportOutcome[]): Promise<void> {
    await this.q
      .updateTable('product_imports')
      .set({
        processed_rows: progress.processedRows,
        added: progress.added,
        updated: progress.updated,
        refused: progress.refused,
        report: JSON.stringify(report),
      })
      .where('id', '=', id)
      .execute();
  }

  async finishImport(id: string, status: 'done' | 'failed', report: readonly ImportOutcome[], now: Date, error?: string): Promise<void> {
    await this.q
      .updateTable('product_imports')
      .set({ status, report: JSON.stringify(report), finished_at: now.toISOString(), error: error ?? null })
      .where('id', '=', id)
      .execute();
  }

  async findImport(id: string): Promise<ImportRow | undefined> {
    return this.q.selectFrom('product_imports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Products in featured order after a seq, with their variants: the export's pages. */
  async productsAfter(seq: number, limit: number): Promise<{ products: Product[]; last: number | undefined }> {
    const rows = await this.q.selectFrom('products').selectAll().where('seq', '>', seq).orderBy('seq').limit(limit).execute();
    const withOptions = rows.filter((r) => r.options !== '[]').map((r) => r.id);
    const variants =
      withOptions.length === 0
        ? []
        : await this.q.selectFrom('product_variants').selectAll().where('product_id', 'in', withOptions).orderBy('product_id').orderBy('position').execute();
    const byProduct = new Map<string, typeof variants>();
    for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
    return {
      products: rows.map((row) => toProduct(row, row.options === '[]' ? undefined : (byProduct.get(row.id) ?? []))),
      last: rows.at(-1)?.seq,
    };
  }
}
