import rateLimit from '@fastify/rate-limit';
import { RateLimitedError } from '@cartwise/domain/errors';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseRateCounter, rateLimitStoreOf, type RateCounter } from '../db/rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fixed-window counters in the shop's database, shared by every process (the chat's per-shopper limit). */
    rateCounter: RateCounter;
  }
}

/** Requests a minute from one client address; 0 turns a limit off. */
export interface AddressLimits {
  /** The product list and the search box's suggestions. */
  searchPerMinute: number;
  /** Adding, changing and removing cart lines, emptying the cart, its coupon. */
  cartWritesPerMinute: number;
  /** Messages to the assistant, whatever the session (fresh cookies do not reset it). */
  chatPerMinute: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = { searchPerMinute: 300, cartWritesPerMinute: 120, chatPerMinute: 40 };

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests from your address. Please wait a moment and try again.';

/** Which limit a route falls under, by its method and path. */
export function limitOf(route: Pick<RouteOptions, 'method' | 'url'>): keyof AddressLimits | undefined {
  const methods = ([] as string[]).concat(route.method);
  const url = route.url ?? '';
  if (methods.includes('GET') && (url === '/api/products' || url === '/api/search/suggestions')) return 'searchPerMinute';
  if (url.startsWith('/api/cart') && methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE')) return 'cartWritesPerMinute';
  if (url === '/api/chat' && methods.includes('POST')) return 'chatPerMinute';
  return undefined;
}

/**
 * Rate limits per client address (`request.ip`, which believes X-Forwarded-For only from TRUST_PROXY's
 * proxies) through @fastify/rate-limit, counted in the shop's database so N processes share one limit
 * (ADR 0020). A refusal is the shop's 429 with Retry-After. Off unless `limits` is given (the server gives
 * them; API tests that are not about limits send far more than a shopper from one address).
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: { limits?: AddressLimits }) => {
    const counter = new DatabaseRateCounter(app.db);
    app.decorate('rateCounter', counter);
    const limits = options.limits;
    if (!limits) return;
    // Before @fastify/rate-limit's own onRoute hook, which reads config.rateLimit of each route as it is added.
    app.addHook('onRoute', (route) => {
      const limit = limitOf(route);
      if (!limit || limits[limit] <= 0) return;
      route.config = {
        ...route.config,
        rateLimit: { max: limits[limit], timeWindow: 60_000, keyGenerator: (request) => `${limit}|${request.ip}` },
      } as typeof route.config;
    });
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStoreOf(counter),
      // The shop's own 429 (plugins/errors.ts sets Retry-After from it); the library's headers say the limit.
      errorResponseBuilder: (_request, context) => new RateLimitedError(TOO_MANY_REQUESTS_MESSAGE, context.ttl),
      addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true, 'retry-after': false },
    });
  },
  { name: 'rate-limits' },
);
