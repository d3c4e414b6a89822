import { sql, type Kysely, type Migration } from 'kysely';
import { searchText0006 as searchText } from './search-text-0006.ts';

/** SQLite migrations, applied in name order at start. Never edit one that has shipped: add the next. */
export const sqliteMigrations: Record<string, Migration> = {
  '0001-catalog': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE products (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          name_key TEXT NOT NULL,
          description TEXT NOT NULL,
          price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
          original_price_cents INTEGER CHECK (original_price_cents >= 0),
          discount INTEGER NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
          category TEXT NOT NULL,
          subcategory TEXT NOT NULL,
          brand TEXT NOT NULL,
          images TEXT NOT NULL,
          thumbnail TEXT NOT NULL,
          rating REAL NOT NULL CHECK (rating BETWEEN 0 AND 5),
          review_count INTEGER NOT NULL CHECK (review_count >= 0),
          stock_quantity INTEGER NOT NULL CHECK (stock_quantity >= 0),
          features TEXT NOT NULL,
          specifications TEXT NOT NULL,
          tags TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT`.execute(db);
      for (const column of ['category', 'subcategory', 'brand', 'price_cents', 'rating', 'created_at', 'name_key']) {
        await sql`CREATE INDEX ${sql.id(`products_${column}_idx`)} ON products (${sql.id(column)})`.execute(db);
      }
      // Trigram FTS5 index: case-insensitive substring search on the four searchable fields.
      await sql`
        CREATE VIRTUAL TABLE products_fts USING fts5(
          name, description, category, brand,
          content='products', content_rowid='seq', tokenize='trigram'
        )`.execute(db);
      await sql`
        CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
          INSERT INTO products_fts (rowid, name, description, category, brand)
          VALUES (new.seq, new.name, new.description, new.category, new.brand);
        END`.execute(db);
      await sql`
        CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
          INSERT INTO products_fts (products_fts, rowid, name, description, category, brand)
          VALUES ('delete', old.seq, old.name, old.description, old.category, old.brand);
        END`.execute(db);
      await sql`
        CREATE TRIGGER products_fts_update AFTER UPDATE OF name, description, category, brand ON products BEGIN
          INSERT INTO products_fts (products_fts, rowid, name, description, category, brand)
          VALUES ('delete', old.seq, old.name, old.description, old.category, old.brand);
          INSERT INTO products_fts (rowid, name, description, category, brand)
          VALUES (new.seq, new.name, new.description, new.category, new.brand);
        END`.execute(db);
      await sql`CREATE TABLE catalog_state (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL) STRICT`.execute(db);
      await sql`INSERT INTO catalog_state (id, version) VALUES (1, 1)`.execute(db);
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql`
          CREATE TRIGGER ${sql.id(`products_version_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON products BEGIN
            UPDATE catalog_state SET version = version + 1 WHERE id = 1;
          END`.execute(db);
      }
    },
  },
  '0002-shopper-state': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE sessions (
          id TEXT PRIMARY KEY,
          created_at TEXT NOT NULL,
          last_seen_at TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE coupons (
          code TEXT PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 50),
          description TEXT NOT NULL DEFAULT '',
          percent_off INTEGER CHECK (percent_off BETWEEN 1 AND 100),
          amount_off_cents INTEGER CHECK (amount_off_cents > 0),
          min_subtotal_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
          expires_at TEXT,
          active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
          CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE carts (
          id INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
          coupon_code TEXT,
          updated_at TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE cart_items (
          seq INTEGER PRIMARY KEY,
          cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
          line_id TEXT NOT NULL,
          product_id TEXT NOT NULL,
          variant TEXT NOT NULL,
          quantity INTEGER NOT NULL CHECK (quantity >= 1),
          UNIQUE (cart_id, line_id)
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE wishlist_items (
          seq INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
          product_id TEXT NOT NULL,
          UNIQUE (session_id, product_id)
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE recently_viewed (
          seq INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
          product_id TEXT NOT NULL,
          UNIQUE (session_id, product_id)
        ) STRICT`.execute(db);
      await sql`CREATE INDEX sessions_last_seen_at_idx ON sessions (last_seen_at)`.execute(db);
    },
  },
  '0003-chat': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE chat_conversations (
          session_id TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
          id TEXT NOT NULL UNIQUE,
          state TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE chat_messages (
          seq INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES chat_conversations (session_id) ON DELETE CASCADE,
          id TEXT NOT NULL,
          sender TEXT NOT NULL CHECK (sender IN ('user', 'bot')),
          content TEXT NOT NULL,
          metadata TEXT NOT NULL,
          created_at TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, seq)`.execute(db);
    },
  },
  '0004-orders-and-accounts': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE accounts (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL UNIQUE,
          password_hash TEXT NOT NULL,
          created_at TEXT NOT NULL
        ) STRICT`.execute(db);
      // A signed-in session points at its account; the account's own lists hang off a session row 'account:<id>'.
      await sql`ALTER TABLE sessions ADD COLUMN account_id TEXT REFERENCES accounts (id) ON DELETE CASCADE`.execute(db);
      await sql`CREATE INDEX sessions_account_id_idx ON sessions (account_id)`.execute(db);
      await sql`
        CREATE TABLE orders (
          id TEXT PRIMARY KEY,
          order_number TEXT NOT NULL UNIQUE,
          owner_id TEXT NOT NULL,
          status TEXT NOT NULL,
          email TEXT NOT NULL,
          ship_name TEXT NOT NULL,
          ship_line1 TEXT NOT NULL,
          ship_line2 TEXT NOT NULL,
          ship_city TEXT NOT NULL,
          ship_region TEXT NOT NULL,
          ship_postal_code TEXT NOT NULL,
          ship_country TEXT NOT NULL,
          delivery TEXT NOT NULL,
          payment_method TEXT NOT NULL,
          item_count INTEGER NOT NULL CHECK (item_count >= 1),
          subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
          shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
          tax_cents INTEGER NOT NULL CHECK (tax_cents >= 0),
          discount_cents INTEGER NOT NULL CHECK (discount_cents >= 0),
          total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
          coupon_code TEXT,
          placed_at TEXT NOT NULL,
          delivery_earliest TEXT NOT NULL,
          delivery_latest TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`CREATE INDEX orders_owner_idx ON orders (owner_id, placed_at)`.execute(db);
      await sql`CREATE INDEX orders_placed_at_idx ON orders (placed_at)`.execute(db);
      await sql`
        CREATE TABLE order_lines (
          seq INTEGER PRIMARY KEY,
          order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
          product_id TEXT NOT NULL,
          variant TEXT NOT NULL,
          name TEXT NOT NULL,
          price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
          image TEXT NOT NULL,
          quantity INTEGER NOT NULL CHECK (quantity >= 1)
        ) STRICT`.execute(db);
      await sql`CREATE INDEX order_lines_order_idx ON order_lines (order_id)`.execute(db);
      await sql`CREATE INDEX order_lines_product_idx ON order_lines (product_id)`.execute(db);
      await sql`
        CREATE TABLE idempotency_keys (
          owner_id TEXT NOT NULL,
          key TEXT NOT NULL,
          request_hash TEXT NOT NULL,
          order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          PRIMARY KEY (owner_id, key)
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE auth_attempts (
          key TEXT PRIMARY KEY,
          window_started_at TEXT NOT NULL,
          attempts INTEGER NOT NULL
        ) STRICT`.execute(db);
    },
  },
  '0005-catalog-changes': {
    // Which products an update changed, so the catalogue index patches those rows instead of reading every
    // product again after each order (ADR 0003). Inserts and deletes move structure_version: a rebuild.
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE catalog_state ADD COLUMN structure_version INTEGER NOT NULL DEFAULT 1`.execute(db);
      await sql`CREATE TABLE catalog_changes (version INTEGER NOT NULL, seq INTEGER NOT NULL) STRICT`.execute(db);
      await sql`CREATE INDEX catalog_changes_version_idx ON catalog_changes (version)`.execute(db);
      for (const event of ['insert', 'update', 'delete']) {
        await sql`DROP TRIGGER ${sql.id(`products_version_${event}`)}`.execute(db);
      }
      for (const event of ['INSERT', 'DELETE']) {
        await sql`
          CREATE TRIGGER ${sql.id(`products_version_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON products BEGIN
            UPDATE catalog_state SET version = version + 1, structure_version = structure_version + 1 WHERE id = 1;
          END`.execute(db);
      }
      // The log keeps the last 10,000 versions; a process further behind rebuilds its index.
      await sql`
        CREATE TRIGGER products_version_update AFTER UPDATE ON products BEGIN
          UPDATE catalog_state SET version = version + 1 WHERE id = 1;
          INSERT INTO catalog_changes (version, seq) SELECT version, new.seq FROM catalog_state WHERE id = 1;
          DELETE FROM catalog_changes WHERE version <= (SELECT version FROM catalog_state WHERE id = 1) - 10000;
        END`.execute(db);
    },
  },
  '0006-joined-search-text': {
    // The search index holds the searchable fields as the search compares them ("Wi-Fi" and "Wi Fi" as
    // "WiFi"; `searchText`, ADR 0014), worked out when a product is saved: FTS5 now indexes that column.
    // Written with today's `searchText`: a later change to it needs a migration that writes it again.
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE products ADD COLUMN search_text TEXT NOT NULL DEFAULT ''`.execute(db);
      for (const event of ['insert', 'delete', 'update']) {
        await sql`DROP TRIGGER ${sql.id(`products_fts_${event}`)}`.execute(db);
      }
      await sql`DROP TABLE products_fts`.execute(db);
      await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ seq: number; name: string; description: string; category: string; brand: string }>`
          SELECT seq, name, description, category, brand FROM products`.execute(trx);
        for (const row of rows) {
          await sql`UPDATE products SET search_text = ${searchText(row)} WHERE seq = ${row.seq}`.execute(trx);
        }
      });
      await sql`
        CREATE VIRTUAL TABLE products_fts USING fts5(
          search_text, content='products', content_rowid='seq', tokenize='trigram'
        )`.execute(db);
      await sql`
        CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
          INSERT INTO products_fts (rowid, search_text) VALUES (new.seq, new.search_text);
        END`.execute(db);
      await sql`
        CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
          INSERT INTO products_fts (products_fts, rowid, search_text) VALUES ('delete', old.seq, old.search_text);
        END`.execute(db);
      await sql`
        CREATE TRIGGER products_fts_update AFTER UPDATE OF search_text ON products BEGIN
          INSERT INTO products_fts (products_fts, rowid, search_text) VALUES ('delete', old.seq, old.search_text);
          INSERT INTO products_fts (rowid, search_text) VALUES (new.seq, new.search_text);
        END`.execute(db);
      await sql`INSERT INTO products_fts (products_fts) VALUES ('rebuild')`.execute(db);
    },
  },
  '0007-search-in-process': {
    // The search runs in process over an inverted index of every searchable field (ADR 0016): the FTS5
    // trigram table and the text it indexed go. Synonyms are the shop's data.
    async up(db: Kysely<unknown>) {
      for (const event of ['insert', 'delete', 'update']) {
        await sql`DROP TRIGGER ${sql.id(`products_fts_${event}`)}`.execute(db);
      }
      await sql`DROP TABLE products_fts`.execute(db);
      await sql`ALTER TABLE products DROP COLUMN search_text`.execute(db);
      await sql`
        CREATE TABLE search_synonyms (
          id INTEGER PRIMARY KEY,
          entry TEXT NOT NULL
        ) STRICT`.execute(db);
    },
  },
  '0009-product-variants': {
    // Options and variants (ADR 0018). A product's options are JSON on its row (read with it, never queried
    // alone); each variant is a row of its own, since an order takes its stock with a conditional update. The
    // product's price_cents is its cheapest variant's and stock_quantity their sum, so the catalogue index
    // filters and sorts as before; price_max_cents is the dearest ("from $X"), null without variants. Order
    // lines keep the variant as bought: its name, options and SKU.
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE products ADD COLUMN options TEXT NOT NULL DEFAULT '[]'`.execute(db);
      await sql`ALTER TABLE products ADD COLUMN price_max_cents INTEGER CHECK (price_max_cents >= 0)`.execute(db);
      await sql`
        CREATE TABLE product_variants (
          product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
          id TEXT NOT NULL,
          position INTEGER NOT NULL,
          sku TEXT NOT NULL,
          option_values TEXT NOT NULL,
          price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
          original_price_cents INTEGER CHECK (original_price_cents >= 0),
          stock_quantity INTEGER NOT NULL CHECK (stock_quantity >= 0),
          image TEXT,
          PRIMARY KEY (product_id, id)
        ) STRICT`.execute(db);
      await sql`CREATE INDEX product_variants_sku_idx ON product_variants (sku)`.execute(db);
      await sql`ALTER TABLE order_lines ADD COLUMN variant_name TEXT NOT NULL DEFAULT ''`.execute(db);
      await sql`ALTER TABLE order_lines ADD COLUMN variant_options TEXT NOT NULL DEFAULT '[]'`.execute(db);
      await sql`ALTER TABLE order_lines ADD COLUMN sku TEXT`.execute(db);
    },
  },
  '0012-mail-and-password-reset': {
    // Transactional emails (ADR 0024): an outbox written in the transaction of what causes the email (an
    // order, a reset request), as the data its template needs (payload), and sent after by a worker that claims
    // a row with a conditional update and a lease (next_attempt_at), so two processes never send one row;
    // dedupe_key makes the same email for the same cause one row. What was sent is kept (subject and bodies).
    // Password reset tokens: only their SHA-256, one per account (a newer one replaces it).
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE mail_outbox (
          id TEXT PRIMARY KEY,
          dedupe_key TEXT NOT NULL UNIQUE,
          kind TEXT NOT NULL,
          recipient TEXT,
          payload TEXT NOT NULL,
          subject TEXT,
          text_body TEXT,
          html_body TEXT,
          message_id TEXT NOT NULL,
          order_id TEXT,
          status TEXT NOT NULL CHECK (status IN ('held', 'pending', 'sending', 'sent', 'failed', 'expired')),
          attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
          next_attempt_at TEXT NOT NULL,
          claim TEXT,
          last_error TEXT,
          created_at TEXT NOT NULL,
          sent_at TEXT,
          expires_at TEXT
        ) STRICT`.execute(db);
      await sql`CREATE INDEX mail_outbox_due_idx ON mail_outbox (status, next_attempt_at)`.execute(db);
      await sql`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at)`.execute(db);
      await sql`
        CREATE TABLE password_reset_tokens (
          account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
          token_hash TEXT NOT NULL UNIQUE,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL
        ) STRICT`.execute(db);
    },
  },
  '0010-sessions-and-limits': {
    // Sessions expire (ADR 0020): each row says its kind, whose idle and absolute lifetimes the server
    // configures; the account's own row that its cart and lists hang off ('account:<id>', kind 'lists') never
    // does. Rate limits count in the database, so every process shares one count per key and window.
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'lists'`.execute(db);
      await sql`
        UPDATE sessions SET kind = CASE
          WHEN id LIKE 'account:%' THEN 'lists' WHEN account_id IS NULL THEN 'guest' ELSE 'sign-in' END`.execute(db);
      await sql`CREATE INDEX sessions_kind_seen_idx ON sessions (kind, last_seen_at)`.execute(db);
      await sql`CREATE INDEX sessions_kind_created_idx ON sessions (kind, created_at)`.execute(db);
      await sql`
        CREATE TABLE rate_limits (
          key TEXT PRIMARY KEY,
          window_started_ms INTEGER NOT NULL,
          hits INTEGER NOT NULL
        ) STRICT`.execute(db);
      await sql`CREATE INDEX rate_limits_window_idx ON rate_limits (window_started_ms)`.execute(db);
      await sql`CREATE INDEX auth_attempts_window_idx ON auth_attempts (window_started_at)`.execute(db);
      await sql`CREATE INDEX carts_updated_idx ON carts (updated_at)`.execute(db);
      await sql`CREATE INDEX chat_conversations_updated_idx ON chat_conversations (updated_at)`.execute(db);
    },
  },
  '0011-card-payments': {
    // Card payments through Stripe Checkout (ADR 0022). An order paid by card starts 'awaiting-payment' with
    // its stock taken (held); pay_before is when the hold ends unless paid, payment_session_id and payment_url
    // the provider's checkout page for it. Each webhook event is stored once by its id (a repeat is a no-op).
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE orders ADD COLUMN payment_session_id TEXT`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN payment_url TEXT`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN pay_before TEXT`.execute(db);
      await sql`CREATE INDEX orders_pay_before_idx ON orders (status, pay_before)`.execute(db);
      await sql`
        CREATE TABLE payment_events (
          id TEXT PRIMARY KEY,
          type TEXT NOT NULL,
          order_id TEXT,
          session_id TEXT,
          outcome TEXT NOT NULL,
          payload TEXT NOT NULL,
          received_at TEXT NOT NULL
        ) STRICT`.execute(db);
    },
  },
  '0014-back-office': {
    // The back office (issue 21): staff roles beside accounts (a staff member signs in to a session of kind
    // 'staff', 12 h idle: 0010), the audit log, the shop's settings (one JSON row), each order's status
    // history, the order's carrier and tracking number, the coupons' start date and usage limit, and the
    // indexes of the admin's order list (by status, by email, newest first).
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE staff_members (
          account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
          role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
          created_at TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE audit_log (
          seq INTEGER PRIMARY KEY,
          at TEXT NOT NULL,
          actor_id TEXT,
          actor_email TEXT NOT NULL,
          action TEXT NOT NULL,
          subject_type TEXT NOT NULL,
          subject_id TEXT NOT NULL,
          before TEXT,
          after TEXT
        ) STRICT`.execute(db);
      await sql`CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id, seq)`.execute(db);
      await sql`
        CREATE TABLE shop_settings (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          value TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE order_events (
          seq INTEGER PRIMARY KEY,
          order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
          from_status TEXT,
          to_status TEXT NOT NULL,
          at TEXT NOT NULL,
          actor_id TEXT,
          actor_email TEXT,
          note TEXT NOT NULL DEFAULT ''
        ) STRICT`.execute(db);
      await sql`CREATE INDEX order_events_order_idx ON order_events (order_id, seq)`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN carrier TEXT`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN tracking_number TEXT`.execute(db);
      await sql`CREATE INDEX orders_status_placed_idx ON orders (status, placed_at)`.execute(db);
      await sql`CREATE INDEX orders_email_placed_idx ON orders (email, placed_at)`.execute(db);
      await sql`CREATE INDEX orders_coupon_idx ON orders (coupon_code)`.execute(db);
      await sql`ALTER TABLE coupons ADD COLUMN starts_at TEXT`.execute(db);
      await sql`ALTER TABLE coupons ADD COLUMN usage_limit INTEGER CHECK (usage_limit >= 1)`.execute(db);
    },
  },
  '0015-product-admin': {
    // The back office's products (issue 21, ADR 0021): an archived product leaves the products table for
    // archived_products (the product as the import format, JSON, with its featured seq), so that the
    // storefront, its search, the carts and the assistant lose it at once and orders keep their lines; the
    // history of stock changes with their reason, per variant too (variant_id '' for a product without
    // options); and each import's progress and row-by-row report.
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE archived_products (
          id TEXT PRIMARY KEY,
          seq INTEGER NOT NULL,
          name TEXT NOT NULL,
          product TEXT NOT NULL,
          archived_at TEXT NOT NULL,
          archived_by TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`
        CREATE TABLE stock_movements (
          seq INTEGER PRIMARY KEY,
          product_id TEXT NOT NULL,
          variant_id TEXT NOT NULL,
          change INTEGER NOT NULL,
          quantity_after INTEGER NOT NULL CHECK (quantity_after >= 0),
          reason TEXT NOT NULL,
          actor_email TEXT NOT NULL,
          at TEXT NOT NULL
        ) STRICT`.execute(db);
      await sql`CREATE INDEX stock_movements_product_idx ON stock_movements (product_id, seq)`.execute(db);
      await sql`
        CREATE TABLE product_imports (
          id TEXT PRIMARY KEY,
          file_name TEXT NOT NULL,
          format TEXT NOT NULL CHECK (format IN ('json', 'shopify-csv')),
          status TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
          total_rows INTEGER NOT NULL,
          processed_rows INTEGER NOT NULL,
          added INTEGER NOT NULL,
          updated INTEGER NOT NULL,
          refused INTEGER NOT NULL,
          report TEXT NOT NULL,
          error TEXT,
          started_by TEXT NOT NULL,
          started_at TEXT NOT NULL,
          finished_at TEXT
        ) STRICT`.execute(db);
    },
  },
  '0013-reviews': {
    // The shop's own reviews (issue 22, ADR 0023). A product row keeps the feed's figures in imported_rating
    // and imported_review_count; rating and review_count become those combined with its visible reviews,
    // written by the reviews service in the review's transaction. A catalogue write gives the feed's
    // figures to both; the triggers then combine them again for a product that has reviews, with the same
    // arithmetic as the domain's combinedFigures (frozen here: a change to it needs a migration). Reviews
    // name their product without a foreign key, so a `--replace` import (which deletes every product
    // first) keeps them.
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE products ADD COLUMN imported_rating REAL NOT NULL DEFAULT 0 CHECK (imported_rating BETWEEN 0 AND 5)`.execute(db);
      await sql`ALTER TABLE products ADD COLUMN imported_review_count INTEGER NOT NULL DEFAULT 0 CHECK (imported_review_count >= 0)`.execute(db);
      await sql`UPDATE products SET imported_rating = rating, imported_review_count = review_count`.execute(db);
      await sql`
        CREATE TABLE product_reviews (
          id TEXT PRIMARY KEY,
          product_id TEXT NOT NULL,
          account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
          stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
          title TEXT NOT NULL,
          body TEXT NOT NULL,
          author_name TEXT NOT NULL,
          helpful_count INTEGER NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
          hidden_at TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          UNIQUE (product_id, account_id)
        ) STRICT`.execute(db);
      await sql`CREATE INDEX product_reviews_newest_idx ON product_reviews (product_id, created_at)`.execute(db);
      await sql`CREATE INDEX product_reviews_helpful_idx ON product_reviews (product_id, helpful_count, created_at)`.execute(db);
      await sql`CREATE INDEX product_reviews_account_idx ON product_reviews (account_id)`.execute(db);
      await sql`
        CREATE TABLE product_review_votes (
          review_id TEXT NOT NULL REFERENCES product_reviews (id) ON DELETE CASCADE,
          account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          PRIMARY KEY (review_id, account_id)
        ) STRICT`.execute(db);
      const combine = sql.raw(`
        UPDATE products SET
          review_count = new.imported_review_count
            + (SELECT count(*) FROM product_reviews WHERE product_id = new.id AND hidden_at IS NULL),
          rating = CAST(
            (new.imported_rating * new.imported_review_count
              + (SELECT sum(stars) FROM product_reviews WHERE product_id = new.id AND hidden_at IS NULL))
            / (new.imported_review_count
              + (SELECT count(*) FROM product_reviews WHERE product_id = new.id AND hidden_at IS NULL))
            * 100 + 0.5 AS INTEGER) / 100.0
        WHERE seq = new.seq;`);
      const reviewed = sql.raw('EXISTS (SELECT 1 FROM product_reviews WHERE product_id = new.id AND hidden_at IS NULL)');
      await sql`
        CREATE TRIGGER products_reviews_insert AFTER INSERT ON products WHEN ${reviewed} BEGIN ${combine} END`.execute(db);
      await sql`
        CREATE TRIGGER products_reviews_update AFTER UPDATE OF imported_rating, imported_review_count ON products
        WHEN ${reviewed} BEGIN ${combine} END`.execute(db);
    },
  },
  '0016-card-refunds': {
    // Refunds of card orders through Stripe (ADR 0029): the provider's refund id and where it stands
    // ('pending', 'succeeded', 'failed', ...), written when the back office refunds or cancels a paid card
    // order and when the provider's refund.* events say it moved on (looked up by the refund id).
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE orders ADD COLUMN refund_id TEXT`.execute(db);
      await sql`ALTER TABLE orders ADD COLUMN refund_status TEXT`.execute(db);
      await sql`CREATE INDEX orders_refund_idx ON orders (refund_id)`.execute(db);
    },
  },
  '0017-order-list-order': {
    // The back office's order list sorts by placed_at, then order_number (issue 21). With placed_at alone in the
    // indexes the database sorted every matching row again for the tie, so a page 40 deep read and sorted a
    // thousand rows (31 ms at 100,000 orders on SQLite); with both columns it walks the index in order. Each new
    // index begins with the one it replaces, so every query that used the old one uses it.
    async up(db: Kysely<unknown>) {
      await sql`CREATE INDEX orders_placed_number_idx ON orders (placed_at, order_number)`.execute(db);
      await sql`CREATE INDEX orders_status_placed_number_idx ON orders (status, placed_at, order_number)`.execute(db);
      await sql`DROP INDEX orders_placed_at_idx`.execute(db);
      await sql`DROP INDEX orders_status_placed_idx`.execute(db);
    },
  },
};
