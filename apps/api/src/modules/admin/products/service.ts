import { randomUUID } from 'node:crypto';
import {
  ARCHIVED_PAGE_SIZE,
  toProductInput,
  type ArchivedList,
  type ImportJob,
  type ImportOutcome,
  type StockChange,
  type StockMovement,
} from '@cartwise/domain/admin/products';
import type { ProductQuery } from '@cartwise/domain/catalogue/filters';
import type { ProductList } from '@cartwise/domain/catalogue/listing';
import { productInputSchema, resolveVariants, type Product, type ValidProductInput } from '@cartwise/domain/catalogue/product';
import { ConflictError, DomainError, NotFoundError } from '@cartwise/domain/errors';
import type { Db } from '../../../db/database.ts';
import type { AuditService, Actor } from '../audit.ts';
import type { CatalogService } from '../../catalog/service.ts';
import { cleanTextFields } from '../../catalog/import-catalog.ts';
import { pictureProblems } from '../../catalog/picture-urls.ts';
import { derivedProductId } from '../../catalog/product-mapper.ts';
import { exportCsvPages } from './export-csv.ts';
import { readImportFile } from './import-file.ts';
import { runImport } from './import-run.ts';
import { AdminProductsRepository, type ImportRow, type StockMovementRow } from './repository.ts';

/** The stock history shown with a product: its latest changes. */
const HISTORY_LIMIT = 100;

const toMovement = (row: StockMovementRow): StockMovement => ({
  id: row.seq,
  productId: row.product_id,
  variant: row.variant_id,
  change: row.change,
  quantityAfter: row.quantity_after,
  reason: row.reason,
  by: row.actor_email,
  at: row.at,
});

function toImportJob(row: ImportRow): ImportJob {
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format,
    status: row.status,
    totalRows: row.total_rows,
    processedRows: row.processed_rows,
    added: row.added,
    updated: row.updated,
    refused: row.refused,
    ...(row.error === null ? {} : { error: row.error }),
    startedBy: row.started_by,
    startedAt: row.started_at,
    ...(row.finished_at === null ? {} : { finishedAt: row.finished_at }),
    report: JSON.parse(row.report) as ImportOutcome[],
  };
}

/**
 * The back office's products (issue 21, ADR 0021): the list through the catalogue's own search and filters,
 * every field edited in the import format, archive and restore, stock set or adjusted with a reason, imports
 * with their progress and report, the export. Every change is written to the audit log in its transaction.
 */
export class AdminProductsService {
  private readonly repository: AdminProductsRepository;
  /** Imports running in this process, so that a test or a shutdown can wait for them. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
    /** IMAGE_HOSTS: where a picture may be besides the shop (catalog/picture-urls.ts). */
    private readonly imageHosts: readonly string[] = [],
  ) {
    this.repository = new AdminProductsRepository(db);
  }

  /**
   * The catalogue's list with its search and filters, exactly as the storefront's (without relaxing a search
   * that finds nothing); a search that is a product's id or a variant's SKU finds that product alone.
   */
  async list(query: ProductQuery): Promise<ProductList> {
    const q = query.q?.trim();
    if (q && query.page === 1) {
      const skuOf = await this.repository.idOfSku(q);
      const product = (await this.repository.findProduct(q)) ?? (skuOf === undefined ? undefined : await this.repository.findProduct(skuOf));
      if (product) return { products: [product], totalCount: 1, currentPage: 1, totalPages: 1, pageSize: query.pageSize, facets: (await this.catalog.list({ ...query, q: undefined, pageSize: 1 })).facets };
    }
    return this.catalog.list(query);
  }

  async get(id: string): Promise<Product> {
    const product = await this.repository.findProduct(id);
    if (!product) {
      const archived = await this.repository.findArchived(id);
      throw new NotFoundError(archived ? `Product '${id}' is archived: restore it to edit it` : `Product '${id}' was not found`);
    }
    return product;
  }

  /** A new product: 409 when its id (given, or derived from brand and name) is taken, or archived. */
  async create(input: ValidProductInput, actor: Actor): Promise<Product> {
    this.checkPictures(input);
    const now = this.clock();
    const id = input.id ?? derivedProductId(input);
    const product = clean({ ...input, id, createdAt: now.toISOString(), updatedAt: now.toISOString() });
    await this.repository.transaction(async (repository, trx) => {
      await repository.lockCatalogue();
      if ((await repository.existingIds([id])).size > 0) throw new ConflictError(`A product with the id '${id}' exists already: give this one another id`);
      if ((await repository.archivedIds([id])).size > 0) throw new ConflictError(`The archived product '${id}' has this id: restore it, or give this one another id`);
      await repository.saveProduct(product, now);
      for (const [variant, quantity] of stockOf(product)) {
        if (quantity > 0) {
          await repository.insertMovement({ product_id: id, variant_id: variant, change: quantity, quantity_after: quantity, reason: 'Initial stock', actor_email: actor.email, at: now.toISOString() });
        }
      }
      await this.audit.record(trx, { actor, action: 'product.created', subject: { type: 'product', id }, before: null, after: product });
    });
    return this.get(id);
  }

  /**
   * Every field of a product but its stock (ADR 0021: stock changes only with a reason, so that a save does not
   * put back what orders took meanwhile); a new variant starts with the stock given. 409 when the product was
   * saved since the editor read it (`expectedUpdatedAt`).
   */
  async update(id: string, input: ValidProductInput, expectedUpdatedAt: string | undefined, actor: Actor): Promise<Product> {
    this.checkPictures(input);
    const now = this.clock();
    await this.repository.transaction(async (repository, trx) => {
      await repository.lockCatalogue();
      const before = await repository.findProduct(id);
      if (!before) throw new NotFoundError(`Product '${id}' was not found`);
      if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== before.updatedAt) {
        throw new ConflictError(`'${before.name}' was saved by someone else since you opened it: reload it to see their change, then make yours`);
      }
      const stock = await repository.stockOf(id);
      const product = clean({
        ...input,
        id,
        createdAt: before.createdAt,
        updatedAt: now.toISOString(),
        stockQuantity: before.stockQuantity,
        variants: resolveVariants(input).map((resolved, k) => {
          const kept = stock?.variants.get(resolved.id);
          return { ...input.variants[k]!, id: resolved.id, ...(kept === undefined ? {} : { stockQuantity: kept }) };
        }),
      });
      await repository.saveProduct(product, now);
      await this.audit.record(trx, { actor, action: 'product.updated', subject: { type: 'product', id }, before: toProductInput(before), after: product });
    });
    return this.get(id);
  }

  /** Takes a product out of the catalogue at once (storefront, search, carts, the assistant); orders keep their lines. */
  async archive(id: string, actor: Actor): Promise<void> {
    const now = this.clock();
    await this.repository.transaction(async (repository, trx) => {
      await repository.lockCatalogue();
      const product = await repository.findProduct(id);
      const seq = await repository.seqOf(id);
      if (!product || seq === undefined) throw new NotFoundError(`Product '${id}' was not found`);
      const snapshot = toProductInput(product);
      await repository.archive(id, seq, product.name, snapshot, actor.email, now);
      await this.audit.record(trx, { actor, action: 'product.archived', subject: { type: 'product', id }, before: snapshot, after: null });
    });
  }

  /** Puts an archived product back where it was, with its variants and the stock it had. */
  async restore(id: string, actor: Actor): Promise<Product> {
    const now = this.clock();
    await this.repository.transaction(async (repository, trx) => {
      await repository.lockCatalogue();
      const archived = await repository.findArchived(id);
      if (!archived) throw new NotFoundError(`No archived product '${id}'`);
      if ((await repository.existingIds([id])).size > 0) throw new ConflictError(`A product with the id '${id}' was added since: it cannot come back under the same id`);
      const product = productInputSchema.parse(archived.product);
      await repository.saveProduct(product, now, archived.seq);
      await repository.removeArchived(id);
      await this.audit.record(trx, { actor, action: 'product.restored', subject: { type: 'product', id }, before: null, after: archived.product });
    });
    return this.get(id);
  }

  async archived(q: string | undefined, page: number): Promise<ArchivedList> {
    const { rows, total } = await this.repository.archivedPage(q, ARCHIVED_PAGE_SIZE, (page - 1) * ARCHIVED_PAGE_SIZE);
    return {
      products: rows.map((r) => ({ id: r.id, name: r.name, archivedAt: r.archived_at, archivedBy: r.archived_by })),
      totalCount: total,
      page,
      totalPages: Math.max(1, Math.ceil(total / ARCHIVED_PAGE_SIZE)),
    };
  }

  /**
   * Sets or adjusts the stock of a product, or of one of its variants (needed for a product with options; the
   * product's total follows), with a reason kept in its history; 409 below zero.
   */
  async changeStock(id: string, change: StockChange, actor: Actor): Promise<{ product: Product; movement: StockMovement }> {
    const now = this.clock();
    const movement = await this.repository.transaction(async (repository, trx) => {
      await repository.lockCatalogue();
      const stock = await repository.stockOf(id);
      if (!stock) throw new NotFoundError(`Product '${id}' was not found`);
      let variant = '';
      let current = stock.stock;
      if (stock.variants.size > 0) {
        if (change.variant === undefined) {
          throw new DomainError('validation_error', 'This product has options: say which variant', [{ field: 'variant', message: 'is required for a product with options' }]);
        }
        const known = stock.variants.get(change.variant);
        if (known === undefined) throw new NotFoundError(`Product '${id}' has no variant '${change.variant}'`);
        variant = change.variant;
        current = known;
      } else if (change.variant !== undefined) {
        throw new DomainError('validation_error', 'This product has no options', [{ field: 'variant', message: 'must be left out for a product without options' }]);
      }
      const next = change.set ?? current + change.adjust!;
      if (next < 0) throw new ConflictError(`Only ${current} in stock: it cannot go down by ${-change.adjust!}`);
      await repository.setStock(id, variant, next);
      const row = await repository.insertMovement({
        product_id: id,
        variant_id: variant,
        change: next - current,
        quantity_after: next,
        reason: change.reason,
        actor_email: actor.email,
        at: now.toISOString(),
      });
      await this.audit.record(trx, {
        actor,
        action: 'product.stock_changed',
        subject: { type: 'product', id },
        before: { variant: variant || undefined, stockQuantity: current },
        after: { variant: variant || undefined, stockQuantity: next, reason: change.reason },
      });
      return toMovement(row);
    });
    return { product: await this.get(id), movement };
  }

  async stockHistory(id: string): Promise<StockMovement[]> {
    await this.get(id);
    return (await this.repository.movements(id, HISTORY_LIMIT)).map(toMovement);
  }

  /**
   * Starts an import of a file (the JSON import format or a Shopify product CSV) and answers it at once, running:
   * its progress and then its report are read with `importJob`. One audit entry says what the import did.
   */
  async startImport(fileName: string, text: string, actor: Actor): Promise<ImportJob> {
    const file = readImportFile(fileName, text);
    const now = this.clock();
    const id = randomUUID();
    await this.repository.createImport({
      id,
      file_name: fileName,
      format: file.format,
      status: 'running',
      total_rows: file.totalRows,
      processed_rows: 0,
      added: 0,
      updated: 0,
      refused: 0,
      report: '[]',
      error: null,
      started_by: actor.email,
      started_at: now.toISOString(),
      finished_at: null,
    });
    const job = (async () => {
      try {
        const { report, samplesRemoved } = await runImport(this.db, file, {
          imageHosts: this.imageHosts,
          onProgress: (progress, sofar) =>
            this.repository.importProgress(id, progress, sofar.filter((o) => o.outcome === 'refused')),
        });
        const count = (outcome: string) => report.filter((o) => o.outcome === outcome).length;
        await this.repository.transaction(async (repository, trx) => {
          await repository.finishImport(id, 'done', report, this.clock());
          await this.audit.record(trx, {
            actor,
            action: 'catalogue.imported',
            subject: { type: 'import', id },
            before: null,
            after: { fileName, format: file.format, added: count('added'), updated: count('updated'), refused: count('refused'), samplesRemoved },
          });
        });
      } catch (err) {
        await this.repository.finishImport(id, 'failed', [], this.clock(), `The import stopped: ${(err as Error).message}. The rows done before stay.`).catch(() => undefined);
      }
    })();
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
    return this.importJob(id);
  }

  async importJob(id: string): Promise<ImportJob> {
    const row = await this.repository.findImport(id);
    if (!row) throw new NotFoundError(`No import '${id}'`);
    return toImportJob(row);
  }

  /** 400 for a picture the shop's pages could not show: another site's address off IMAGE_HOSTS, or not https (issue 20). */
  private checkPictures(input: ValidProductInput): void {
    const problems = pictureProblems(input, this.imageHosts);
    if (problems.length > 0) throw new DomainError('validation_error', `The ${problems[0]!.field} ${problems[0]!.message}`, problems);
  }

  /** Waits for the imports this process is running (tests; a graceful shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.running]);
  }

  /** The catalogue as a Shopify product CSV, page by page (ADR 0021). */
  exportCsv(): AsyncGenerator<string> {
    return exportCsvPages((after, limit) => this.repository.productsAfter(after, limit));
  }
}

/** A product's text as an import cleans it (HTML references, mojibake), so that both write the same rows. */
function clean(product: ValidProductInput): ValidProductInput {
  return productInputSchema.parse(cleanTextFields(product));
}

/** The stock a new product starts with: per variant, or the product's own under ''. */
function stockOf(product: ValidProductInput): [string, number][] {
  if (product.variants.length === 0) return [['', product.stockQuantity]];
  return resolveVariants(product).map((v) => [v.id, v.stockQuantity]);
}
