import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { PUBLIC_DIR, type TrustProxy } from './config.ts';
import type { Db } from './db/database.ts';
import { adminCustomersPlugin } from './modules/admin/customers/plugin.ts';
import { adminCustomerRoutes } from './modules/admin/customers/routes.ts';
import { adminPlugin } from './modules/admin/plugin.ts';
import { adminProductsPlugin } from './modules/admin/products/plugin.ts';
import { adminProductRoutes } from './modules/admin/products/routes.ts';
import { adminOrdersPlugin } from './modules/admin/orders/plugin.ts';
import { adminOrderRoutes } from './modules/admin/orders/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { cartPlugin } from './modules/cart/plugin.ts';
import { couponAdminRoutes } from './modules/cart/coupon-admin-routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogPlugin } from './modules/catalog/plugin.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { chatPlugin, type ChatRoutesOptions } from './modules/chat/plugin.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { imagesPlugin } from './modules/images/plugin.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { mailPlugin, type MailOptions } from './modules/mail/plugin.ts';
import { ordersPlugin } from './modules/orders/plugin.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { StripeCheckoutProvider, type StripeSettings } from './modules/orders/stripe-checkout.ts';
import { paymentsPlugin } from './modules/payments/plugin.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { recentlyViewedPlugin } from './modules/recently-viewed/plugin.ts';
import { recentlyViewedRoutes } from './modules/recently-viewed/routes.ts';
import { reviewsPlugin } from './modules/reviews/plugin.ts';
import { reviewAdminRoutes } from './modules/reviews/admin-routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { sessionStorePlugin } from './modules/session/plugin.ts';
import { settingsPlugin } from './modules/settings/plugin.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { wishlistPlugin } from './modules/wishlist/plugin.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { dbPlugin } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors, MAX_PARAM_LENGTH } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { nulCharactersPlugin } from './plugins/nul-characters.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestIdOf, requestIdPlugin } from './plugins/request-id.ts';
import { rateLimitsPlugin, type AddressLimits } from './plugins/rate-limits.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { securityPlugin } from './plugins/security.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import { sessionPlugin, type SessionLifetimes } from './plugins/session.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; omitted in API tests. */
  webDistDir?: string;
  /** Close the database with the app (the server does; tests that share a database do not). */
  closeDbOnShutdown?: boolean;
  /** Other origins allowed to send state-changing requests (ALLOWED_ORIGINS); the server's own always is. */
  allowedOrigins?: readonly string[];
  /**
   * Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY): the client address of rate limits, https
   * for the Secure cookie, the host of the cross-site check. Default false: the socket's own address, so a
   * client cannot pick its address with a header.
   */
  trustProxy?: TrustProxy;
  /** METRICS_TOKEN: serves /metrics (Prometheus) to requests that send it as a bearer token; none without. */
  metricsToken?: string;
  /** Hosts besides the shop's own that product pictures may come from (IMAGE_HOSTS; the Content-Security-Policy's img-src). */
  imageHosts?: readonly string[];
  /** Requests a minute per client address for search, cart writes and chat (plugins/rate-limits.ts); none when absent. */
  addressLimits?: AddressLimits;
  /** How often to purge expired sessions and old rows (plugins/retention.ts); never when absent. */
  purgeIntervalMs?: number;
  /** How long each kind of session lasts idle and at most (plugins/session.ts has the defaults). */
  sessionLifetimes?: Partial<SessionLifetimes>;
  /** The shopping assistant: the LLM mode's settings (offline without), its rate limit. */
  assistant?: ChatRoutesOptions;
  /** Where uploaded product pictures are kept (UPLOADS_DIR); a fresh temporary folder when absent (API tests). */
  uploadsDir?: string;
  /** Transactional emails (SMTP_URL, MAIL_FROM, PUBLIC_URL): without SMTP they are kept in the outbox. */
  mail?: MailOptions;
  /**
   * Card payments (ADR 0022): Stripe's settings (pay on delivery only without), and how often this process
   * sweeps card orders left unpaid past their hold (none by default; the server runs it every minute).
   */
  payments?: { stripe?: StripeSettings; sweepIntervalMs?: number };
}

/** Builds the whole app without listening, so tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Query arrays (brand=a&brand=b) arrive as arrays; unknown keys are ignored by the schemas.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // Node would answer an HTTP/1.1 request without Host by a bare 400; the errors plugin answers it in the shop's shape.
    http: { requireHostHeader: false },
    // X-Request-Id from the client or proxy, else a UUID; every log line of the request carries it.
    genReqId: requestIdOf,
    // While the server drains and closes, the lifecycle plugin answers 503 in the shop's shape (plugins/lifecycle.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(dbPlugin, { db: options.db, closeOnShutdown: options.closeDbOnShutdown ?? false });
  await app.register(securityPlugin, { allowedOrigins: options.allowedOrigins ?? [] });
  await app.register(rateLimitsPlugin, { limits: options.addressLimits });
  await app.register(metricsPlugin, { token: options.metricsToken });
  await app.register(securityHeadersPlugin, { webDistDir: options.webDistDir, imageHosts: options.imageHosts });
  await app.register(sessionStorePlugin);
  await app.register(sessionPlugin, { lifetimes: options.sessionLifetimes });
  await app.register(retentionPlugin, { intervalMs: options.purgeIntervalMs });
  await app.register(openapiPlugin);
  // Each module's service, created once and decorated on the app (app.catalog, app.cart…), before the
  // routes; a module that uses another's service comes after it.
  await app.register(catalogPlugin);
  await app.register(cartPlugin);
  await app.register(wishlistPlugin);
  await app.register(recentlyViewedPlugin);
  await app.register(ordersPlugin, {
    ...(options.payments?.stripe ? { card: await StripeCheckoutProvider.open(options.payments.stripe) } : {}),
    sweepIntervalMs: options.payments?.sweepIntervalMs ?? 0,
  });
  await app.register(paymentsPlugin);
  await app.register(chatPlugin, options.assistant ?? {});
  await app.register(mailPlugin, options.mail ?? {});
  await app.register(reviewsPlugin);
  await app.register(authPlugin);
  await app.register(adminPlugin);
  await app.register(adminOrdersPlugin);
  await app.register(adminProductsPlugin);
  await app.register(adminCustomersPlugin);
  await app.register(imagesPlugin, { dir: options.uploadsDir ?? temporaryUploadsDir() });
  await app.register(settingsPlugin);
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(seoRoutes, { publicUrl: options.mail?.publicUrl });
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(recentlyViewedRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(reviewRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(couponAdminRoutes);
  await app.register(paymentRoutes);
  await app.register(authRoutes);
  await app.register(chatRoutes, options.assistant ?? {});
  await app.register(adminRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(imageRoutes);
  await app.register(settingsRoutes);
  await app.register(staticFilesPlugin, { publicDir: PUBLIC_DIR, webDistDir: options.webDistDir, publicUrl: options.mail?.publicUrl });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A folder of its own for an app built without UPLOADS_DIR (API tests), so that no test writes into the shop's data. */
function temporaryUploadsDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cartwise-uploads-'));
}
