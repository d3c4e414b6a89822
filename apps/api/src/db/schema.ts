import type { ColumnType, Generated } from 'kysely';

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
  /** JSON `[{name, values}]`, `[]` for a product without options (ADR 0018). */
  options: string;
  /** The dearest variant's price when the variants differ in price; otherwise null. */
  price_max_cents: number | null;
  /** The feed's rating and review count; `rating` and `review_count` are these combined with the shop's reviews (ADR 0023). */
  imported_rating: number;
  imported_review_count: number;
}

/**
 * A variant of a product with options (ADR 0018): the product's price_cents is its cheapest variant's and its
 * stock_quantity their sum, kept so by every write of either.
 */
export interface ProductVariantsTable {
  product_id: string;
  /** Unique within the product; the cart line's `variant`. */
  id: string;
  /** Order of the variants as the catalogue gave them. */
  position: number;
  sku: string;
  /** JSON: its values in option order. */
  option_values: string;
  price_cents: number;
  original_price_cents: number | null;
  stock_quantity: number;
  image: string | null;
}

export interface CatalogStateTable {
  id: number;
  /** Bumped by triggers on every product change: caches of derived catalogue data key on it. */
  version: number;
  /** Bumped when products are added or removed: the catalogue index is then rebuilt, not patched. */
  structure_version: number;
}

/** The products each update changed, by the version it made (the last 10,000 versions are kept). */
export interface CatalogChangesTable {
  version: number;
  seq: number;
}

/** The shop's own synonyms (ADR 0016): one entry each, as JSON (`{terms}` multi-way or `{from, to}` one-way). */
export interface SearchSynonymsTable {
  id: Generated<number>;
  entry: string;
}

/** A shopper's session: `id` is the SHA-256 of the cookie's token, so the table holds no usable secret. */
export interface SessionsTable {
  id: string;
  created_at: string;
  /** Refreshed at most once a day: old anonymous sessions can be purged by it. */
  last_seen_at: string;
  /** Set for a signed-in session, and for the account's own row `account:<id>` that its cart and lists hang off. */
  account_id: string | null;
  /**
   * Whose lifetimes apply (`SessionKind` in plugins/session.ts: 'guest', 'sign-in', 'staff'); 'lists', the
   * default, is the account's own row, which never expires (migration 0010).
   */
  kind: Generated<string>;
}

/** A fixed-window counter per key, shared by every process (plugins/rate-limits.ts). */
export interface RateLimitsTable {
  key: string;
  /** Milliseconds since the epoch: the window's start. */
  window_started_ms: number;
  hits: number;
}

export interface CouponsTable {
  /** Upper-cased: codes are case-insensitive. */
  code: string;
  description: string;
  /** Exactly one of percent_off (1..100) and amount_off_cents is set. */
  percent_off: number | null;
  amount_off_cents: number | null;
  min_subtotal_cents: number;
  expires_at: string | null;
  /** 1 or 0 on both engines. */
  active: number;
  /** The coupon applies from this moment (null: at once) until expires_at. */
  starts_at: string | null;
  /** How many orders may use it (null: no limit); orders that were cancelled do not count. */
  usage_limit: number | null;
}

export interface CartsTable {
  id: Generated<number>;
  session_id: string;
  /** No foreign key: a coupon deleted or changed is re-checked, and dropped, when the cart is next read. */
  coupon_code: string | null;
  updated_at: string;
}

export interface CartItemsTable {
  /** Insertion order of lines. */
  seq: Generated<number>;
  cart_id: number;
  line_id: string;
  /** No foreign key to products: a replacing catalogue import must not empty carts; lines of vanished products are dropped on read. */
  product_id: string;
  variant: string;
  quantity: number;
}

export interface WishlistItemsTable {
  seq: Generated<number>;
  session_id: string;
  product_id: string;
}

export interface RecentlyViewedTable {
  /** Higher is more recent. */
  seq: Generated<number>;
  session_id: string;
  product_id: string;
}

/** A shopper's conversation with the assistant: `id` is the public conversation id, `state` the engine's JSON context. */
export interface ChatConversationsTable {
  session_id: string;
  id: string;
  state: string;
  updated_at: string;
}

/** The conversation's messages, oldest first by seq; kept to the last 50 per session. */
export interface ChatMessagesTable {
  seq: Generated<number>;
  session_id: string;
  /** The message id the API answers. */
  id: string;
  sender: 'user' | 'bot';
  content: string;
  /** JSON: productIds, actions, products (the cards as shown), alternatives. */
  metadata: string;
  created_at: string;
}

export interface AccountsTable {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** argon2id, PHC string format. */
  password_hash: string;
  created_at: string;
}

/** A placed order: prices, totals and the address as they were when it was placed. */
export interface OrdersTable {
  id: string;
  order_number: string;
  /** The shopper id that placed it: a guest session's id or an account's `account:<id>`. */
  owner_id: string;
  status: string;
  email: string;
  ship_name: string;
  ship_line1: string;
  ship_line2: string;
  ship_city: string;
  ship_region: string;
  ship_postal_code: string;
  ship_country: string;
  delivery: string;
  payment_method: string;
  item_count: number;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  discount_cents: number;
  total_cents: number;
  coupon_code: string | null;
  placed_at: string;
  delivery_earliest: string;
  delivery_latest: string;
  /** Set when the order ships (the back office): who carries it and the number to follow it by. */
  carrier: string | null;
  tracking_number: string | null;
  /** Card payments (ADR 0022): the provider's checkout session and page, and when the held stock is released unless paid. */
  payment_session_id: string | null;
  payment_url: string | null;
  pay_before: string | null;
  /** A paid card order refunded (ADR 0029): the provider's refund and its status; unset for older rows' inserts. */
  refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  refund_status: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A payment provider's webhook event, stored once by its id: a repeat changes nothing (ADR 0022). */
export interface PaymentEventsTable {
  id: string;
  type: string;
  order_id: string | null;
  session_id: string | null;
  /** What the event did: 'paid', 'cancelled' or 'unchanged'. */
  outcome: string;
  payload: string;
  received_at: string;
}

export interface OrderLinesTable {
  seq: Generated<number>;
  order_id: string;
  product_id: string;
  variant: string;
  name: string;
  price_cents: number;
  image: string;
  quantity: number;
  /** The variant as bought ("Size 10, Red"): '' for a line without one. */
  variant_name: string;
  /** JSON `[{name, value}]` as bought: '[]' for a line without a variant. */
  variant_options: string;
  sku: string | null;
}

/** One row per (shopper, Idempotency-Key): a repeat answers the stored order. */
export interface IdempotencyKeysTable {
  owner_id: string;
  key: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string;
  order_id: string;
  created_at: string;
}

/** Sign-in attempts per IP and email in a fixed window: the rate limit works across processes. */
export interface AuthAttemptsTable {
  key: string;
  window_started_at: string;
  attempts: number;
}

/** What the outbox holds (ADR 0024): held (no SMTP_URL), pending, sending (claimed), sent, failed (gave up), expired. */
export type MailStatus = 'held' | 'pending' | 'sending' | 'sent' | 'failed' | 'expired';

export interface MailOutboxTable {
  id: string;
  /** What caused the email (`order-confirmation:<order id>`): the same cause queues one email. */
  dedupe_key: string;
  kind: string;
  /** The address it goes to; null for the shop's support address, looked up when it is sent. */
  recipient: string | null;
  /** JSON: what the kind's template renders (the order, the shipment, the reset token). */
  payload: string;
  /** What was sent, kept once it is (a reset link's token blanked out); null before. */
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  /** The Message-ID header, the same on every attempt, so a receiver can tell a repeat. */
  message_id: string;
  order_id: string | null;
  status: MailStatus;
  attempts: number;
  /** When a pending row is due; for a row being sent, when its claim lapses (the lease). */
  next_attempt_at: string;
  /** The sender's claim token while sending. */
  claim: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Not sent after this (a reset link that stopped working): it becomes expired. */
  expires_at: string | null;
}

export interface PasswordResetTokensTable {
  account_id: string;
  /** SHA-256 of the token, base64url: the token itself is only in the email. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** A product archived in the back office (migration 0015): out of the catalogue, kept to be restored. */
export interface ArchivedProductsTable {
  id: string;
  /** Its featured position, given back when it is restored. */
  seq: number;
  name: string;
  /** JSON: the product in the import format, its variants included. */
  product: string;
  archived_at: string;
  archived_by: string;
}

/** A change of stock made in the back office, with its reason; variant_id '' for a product without options. */
export interface StockMovementsTable {
  seq: Generated<number>;
  product_id: string;
  variant_id: string;
  change: number;
  quantity_after: number;
  reason: string;
  actor_email: string;
  at: string;
}

/** A catalogue import started in the back office: its progress, then its report row by row (JSON). */
export interface ProductImportsTable {
  id: string;
  file_name: string;
  format: 'json' | 'shopify-csv';
  status: 'running' | 'done' | 'failed';
  total_rows: number;
  processed_rows: number;
  added: number;
  updated: number;
  refused: number;
  report: string;
  error: string | null;
  started_by: string;
  started_at: string;
  finished_at: string | null;
}

/** A shopper's review of a product they bought: one per account and product (ADR 0023). */
export interface ProductReviewsTable {
  id: string;
  /** No foreign key: a review outlives a `--replace` import that deletes and adds its product again. */
  product_id: string;
  account_id: string;
  stars: number;
  title: string;
  body: string;
  /** The name the shopper chose to show; '' for none. */
  author_name: string;
  /** Kept in step with product_review_votes in the vote's transaction. */
  helpful_count: number;
  /** Set when the shop hid it: then shown to its author only, and counted nowhere. */
  hidden_at: string | null;
  created_at: string;
  updated_at: string;
}

/** "Was this helpful?": one vote per account and review. */
export interface ProductReviewVotesTable {
  review_id: string;
  account_id: string;
  created_at: string;
}

/** A product archived in the back office (migration 0015): out of the catalogue, kept to be restored. */
export interface ArchivedProductsTable {
  id: string;
  /** Its featured position, given back when it is restored. */
  seq: number;
  name: string;
  /** JSON: the product in the import format, its variants included. */
  product: string;
  archived_at: string;
  archived_by: string;
}

/** A change of stock made in the back office, with its reason; variant_id '' for a product without options. */
export interface StockMovementsTable {
  seq: Generated<number>;
  product_id: string;
  variant_id: string;
  change: number;
  quantity_after: number;
  reason: string;
  actor_email: string;
  at: string;
}

/** A catalogue import started in the back office: its progress, then its report row by row (JSON). */
export interface ProductImportsTable {
  id: string;
  file_name: string;
  format: 'json' | 'shopify-csv';
  status: 'running' | 'done' | 'failed';
  total_rows: number;
  processed_rows: number;
  added: number;
  updated: number;
  refused: number;
  report: string;
  error: string | null;
  started_by: string;
  started_at: string;
  finished_at: string | null;
}

/** A back-office account (issue 21): the account's role; shoppers have no row. */
export interface StaffMembersTable {
  account_id: string;
  role: 'owner' | 'staff';
  created_at: string;
}

/** Every change made in the back office: who, what, when, and the subject before → after as JSON. */
export interface AuditLogTable {
  seq: Generated<number>;
  at: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
}

/** The shop's settings: one row (id 1) of JSON, checked by the domain's `shopSettingsSchema` on read and write. */
export interface ShopSettingsTable {
  id: number;
  value: string;
  updated_at: string;
}

/** An order's status history: each move, when and by whom (null actor: the shop itself, e.g. a payment). */
export interface OrderEventsTable {
  seq: Generated<number>;
  order_id: string;
  from_status: string | null;
  to_status: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  /** The carrier and tracking number of a shipment, a reason; '' for none. */
  note: string;
}

export interface Database {
  products: ProductsTable;
  product_reviews: ProductReviewsTable;
  product_review_votes: ProductReviewVotesTable;
  product_variants: ProductVariantsTable;
  catalog_state: CatalogStateTable;
  catalog_changes: CatalogChangesTable;
  search_synonyms: SearchSynonymsTable;
  sessions: SessionsTable;
  coupons: CouponsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  recently_viewed: RecentlyViewedTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  accounts: AccountsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_events: PaymentEventsTable;
  auth_attempts: AuthAttemptsTable;
  mail_outbox: MailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
  archived_products: ArchivedProductsTable;
  stock_movements: StockMovementsTable;
  product_imports: ProductImportsTable;
  staff_members: StaffMembersTable;
  audit_log: AuditLogTable;
  shop_settings: ShopSettingsTable;
  order_events: OrderEventsTable;
}
