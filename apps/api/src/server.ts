import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { assistantLlmSettings, loadConfig, stripeSettings, type Config } from './config.ts';
import { migrate, openDatabase, type Db } from './db/database.ts';
import { databaseStartupMessage } from './db/errors.ts';
import { DEFAULT_SESSION_LIFETIMES } from './plugins/session.ts';
import { seedSampleCoupons } from './modules/cart/seed.ts';
import { seedSampleCatalog } from './modules/catalog/seed.ts';
import { mailOptionsFromConfig } from './modules/mail/plugin.ts';

/** A start-up failure the operator fixes in the environment: said in words, without a stack trace. */
function refuseToStart(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart((error as Error).message);
}

let db: Db | undefined;
let startup: { applied: string[]; seeded: number; seededCoupons: number };
try {
  db = openDatabase(config.DATABASE_URL, {
    onConnectionError: (err) => app.log.warn({ err }, 'a database connection broke; the pool opens a new one'),
  });
  const applied = await migrate(db);
  const seeded = config.SEED_SAMPLE_CATALOG ? await seedSampleCatalog(db, { variants: true }) : 0;
  const seededCoupons = config.SEED_SAMPLE_CATALOG ? await seedSampleCoupons(db) : 0;
  startup = { applied, seeded, seededCoupons };
} catch (error) {
  await db?.close().catch(() => undefined);
  refuseToStart(databaseStartupMessage(config.DATABASE_URL, error));
}

const app = await buildApp({
  db,
  logger: { level: config.LOG_LEVEL },
  webDistDir: config.WEB_DIST_DIR,
  uploadsDir: config.UPLOADS_DIR,
  closeDbOnShutdown: true,
  allowedOrigins: config.ALLOWED_ORIGINS,
  trustProxy: config.TRUST_PROXY,
  sessionLifetimes: { 'sign-in': { ...DEFAULT_SESSION_LIFETIMES['sign-in'], idleMs: config.SIGN_IN_SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000 } },
  purgeIntervalMs: config.PURGE_INTERVAL_MINUTES * 60 * 1000,
  imageHosts: config.IMAGE_HOSTS,
  metricsToken: config.METRICS_TOKEN,
  addressLimits: {
    searchPerMinute: config.RATE_LIMIT_SEARCH_PER_MINUTE,
    cartWritesPerMinute: config.RATE_LIMIT_CART_PER_MINUTE,
    chatPerMinute: config.RATE_LIMIT_CHAT_PER_MINUTE,
  },
  assistant: { llm: assistantLlmSettings(config) },
  mail: mailOptionsFromConfig(config),
  payments: { stripe: stripeSettings(config), sweepIntervalMs: 60_000 },
});
app.log.info(
  { database: db.dialect, location: db.location, migrations: startup.applied, seeded: startup.seeded, seededCoupons: startup.seededCoupons },
  'database ready',
);

// SIGTERM/SIGINT: /readyz turns 503 and new requests get 503 with Retry-After at once; requests in flight
// have SHUTDOWN_GRACE_MS to finish; then the server and the database close (plugins/lifecycle.ts).
closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS + 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal, inFlight: app.lifecycle.inFlight }, 'shutting down');
  const { unfinished } = await app.lifecycle.drain(err ? 0 : config.SHUTDOWN_GRACE_MS);
  if (unfinished > 0) app.log.warn({ unfinished }, 'requests still running after the grace time are cut off');
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
// The catalogue's indexes are built now rather than on the first shopper's search (seconds at 100,000 products).
// Until they are, /readyz answers 503 "Still preparing: catalogue index".
const indexing = performance.now();
const warming = app.catalog.warm();
app.lifecycle.prepare('catalogue index', warming);
warming.then(
  () => app.log.info({ ms: Math.round(performance.now() - indexing) }, 'catalogue indexes built'),
  (err: unknown) => app.log.warn({ err }, 'catalogue indexes not built at start; the first request builds them'),
);
