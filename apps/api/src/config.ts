import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { databaseUrlProblem, DATABASE_URL_FORMS } from './db/database-url.ts';

/**
 * The repository: the nearest folder above this module holding apps/api, so that the sources (apps/api/src)
 * and `npm start`'s bundle (apps/api/dist) find the same data, web app and pictures.
 */
function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps', 'api', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}
const repoRoot = repositoryRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Which proxies to believe about the client (Fastify's `trustProxy`): `false` uses the socket's address,
 * `true` believes every X-Forwarded-* header, a list only those sent by these addresses/CIDRs.
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's named ranges, accepted in a TRUST_PROXY list beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const TRUST_PROXY_MESSAGE =
  'must be false, true, or a comma-separated list of proxy addresses or CIDRs (10.0.0.0/8,127.0.0.1,loopback)';
/** Fastify 5 reads a numeric trustProxy as "trust nobody" (a hop count cannot tell a proxy from a client). */
export const TRUST_PROXY_HOPS_MESSAGE =
  "a hop count is not supported (Fastify ignores X-Forwarded-* with one): list the proxies' addresses or CIDRs";

/** TRUST_PROXY's text as Fastify's trustProxy, or why it is not acceptable. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return { value: false };
  if (value === 'true') return { value: true };
  if (/^\d+$/.test(value)) return { error: TRUST_PROXY_HOPS_MESSAGE };
  const entries = value.split(',').map((e) => e.trim());
  return entries.every(isAddressOrCidr) ? { value: entries } : { error: TRUST_PROXY_MESSAGE };
}

const configSchema = z.object({
  // An empty PORT= is unset, not 0 (which would listen on a random port).
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** A SQLite file path, a `sqlite:` URL, `:memory:`, or a `postgres://` URL. */
  DATABASE_URL: z
    .string()
    .min(1, `must be ${DATABASE_URL_FORMS}`)
    .default(path.join(repoRoot, 'data', 'cartwise.db'))
    .superRefine((url, ctx) => {
      const problem = databaseUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve; skipped when the folder does not exist. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  /** Where product pictures uploaded in the back office are kept (served at /images/uploads/). */
  UPLOADS_DIR: z.string().min(1).default(path.join(repoRoot, 'data', 'uploads')),
  /**
   * Comma-separated origins, besides the server's own, that may send state-changing requests (a web app
   * served from another origin): `https://shop.example,https://www.shop.example`.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter((o) => o.length > 0))
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins like https://shop.example' }))),
  /**
   * Whether to believe X-Forwarded-For/-Proto/-Host (the client address in rate limits, https for the
   * Secure cookie, the origin of the cross-site check). Unset or `false`: the socket's address, only for
   * a server clients reach directly. Behind a proxy: its addresses/CIDRs (`10.0.0.0/8,127.0.0.1`), or
   * `true` (any sender, only when nothing but the proxy can reach the server).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.value;
    }),
  /**
   * The assistant's LLM mode: an OpenAI-compatible chat-completions endpoint (`https://api.openai.com/v1`,
   * `http://127.0.0.1:11434/v1` for Ollama) and a model; the API key is optional. Without base URL and model
   * the offline engine answers; with them it falls back to the offline engine on a timeout or an error.
   */
  ASSISTANT_LLM_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  ASSISTANT_LLM_MODEL: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  ASSISTANT_LLM_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  /**
   * Transactional emails (ADR 0024): the SMTP server, `smtp://user:pass@host:587` (STARTTLS when the server
   * offers it) or `smtps://user:pass@host:465` (TLS from the start). Without it emails are kept in the outbox.
   */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587' }).optional(),
  ),
  /** The emails' From: `shop@example.com` or `Shop <shop@example.com>`; by default the shop's name and support email. */
  MAIL_FROM: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(320)
      .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address, name@example.com or Name <name@example.com>')
      .optional(),
  ),
  /** The shop's address as shoppers reach it, `https://shop.example`: the links in emails. By default http://localhost:PORT. */
  PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://shop.example' }).optional(),
  ),
  /**
   * On SIGTERM: how long requests in flight may take to finish after /readyz turned 503 and new requests are
   * refused; then the database closes (plugins/lifecycle.ts).
   */
  SHUTDOWN_GRACE_MS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(600_000).default(10_000)),
  /**
   * Card payments through Stripe Checkout (ADR 0022): the secret key (`sk_live_…`/`sk_test_…`) and the
   * webhook endpoint's signing secret (`whsec_…`), both or neither; without them the checkout offers pay on
   * delivery only. STRIPE_API_URL points the SDK at another Stripe-compatible API (tests, staging).
   */
  STRIPE_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  STRIPE_API_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://api.stripe.com' }).optional(),
  ),
  /**
   * Comma-separated hosts besides the shop's own that product pictures may be loaded from over HTTPS
   * (`cdn.example.com,images.example.net`): the Content-Security-Policy's img-src (plugins/security-headers.ts).
   */
  IMAGE_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter((h) => h.length > 0))
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/, 'must be a comma-separated list of host names like cdn.example.com'))),
  /** Serves GET /metrics (Prometheus) to requests with `Authorization: Bearer <METRICS_TOKEN>`; unset, there is none. */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'must be at least 16 characters').optional()),
  /** A signed-in session ends after this many days without a visit (a guest's after 30; plugins/session.ts). */
  SIGN_IN_SESSION_IDLE_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(180).default(30)),
  /** How often each process purges expired sessions, empty carts, old guest chats and spent counters (db/retention.ts). */
  PURGE_INTERVAL_MINUTES: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(1440).default(10)),
  /** Requests a minute from one client address (0 turns a limit off; plugins/rate-limits.ts): searches and suggestions, */
  RATE_LIMIT_SEARCH_PER_MINUTE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).default(300)),
  /** cart changes, */
  RATE_LIMIT_CART_PER_MINUTE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).default(120)),
  /** and messages to the assistant, whatever the session (each session also has its own 20 a minute). */
  RATE_LIMIT_CHAT_PER_MINUTE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).default(40)),
  /**
   * Seed the sample products and the demo coupons into an empty catalogue and coupon table: off by default, so
   * a shop started for real carries no demo content (`npm run demo` turns it on; issue 21).
   */
  SEED_SAMPLE_CATALOG: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.output<typeof configSchema>;

export const STRIPE_PAIR_MESSAGE =
  'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: without the signing secret no payment could be confirmed';

/** Stripe's settings when card payments are configured; undefined means pay on delivery only. */
export function stripeSettings(config: Config): { secretKey: string; webhookSecret: string; apiUrl?: string } | undefined {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    ...(config.STRIPE_API_URL ? { apiUrl: config.STRIPE_API_URL } : {}),
  };
}

/** The assistant's LLM settings when both the base URL and the model are set; undefined means offline only. */
export function assistantLlmSettings(config: Config): { baseUrl: string; model: string; apiKey?: string } | undefined {
  if (!config.ASSISTANT_LLM_BASE_URL || !config.ASSISTANT_LLM_MODEL) return undefined;
  return {
    baseUrl: config.ASSISTANT_LLM_BASE_URL,
    model: config.ASSISTANT_LLM_MODEL,
    ...(config.ASSISTANT_LLM_API_KEY ? { apiKey: config.ASSISTANT_LLM_API_KEY } : {}),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema
    .refine((c) => Boolean(c.STRIPE_SECRET_KEY) === Boolean(c.STRIPE_WEBHOOK_SECRET), {
      message: STRIPE_PAIR_MESSAGE,
      path: ['STRIPE_WEBHOOK_SECRET'],
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const PUBLIC_DIR = path.join(repoRoot, 'apps', 'api', 'public');
