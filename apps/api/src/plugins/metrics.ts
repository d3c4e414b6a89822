import { timingSafeEqual } from 'node:crypto';
import { errorResponseSchema } from '@cartwise/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from './errors.ts';

export interface MetricsOptions {
  /** METRICS_TOKEN: without it there is no /metrics; with it, a request must send `Authorization: Bearer <token>`. */
  token?: string;
}

/** A route's template (`/api/products/:id`), never the raw address: one series per route, not per product. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics (ADR 0020) through prom-client, at `GET /metrics` when METRICS_TOKEN is set: requests by
 * route, method and status, their latency, orders placed, the database pool (PostgreSQL), and Node's own
 * (event-loop lag, heap, CPU, open handles). One registry per app, so tests' apps do not share counts.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const token = options.token;
    if (!token) return;
    // Loaded only when metrics are served: a shop without them does not hold prom-client (about 4 MB).
    const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const requests = new Counter({
      name: 'cartwise_http_requests_total',
      help: 'Requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'cartwise_http_request_duration_seconds',
      help: 'Time to answer a request, by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const orders = new Counter({ name: 'cartwise_orders_placed_total', help: 'Orders placed (201 answers of POST /api/orders)', registers: [registry] });
    const poolStats = app.db.poolStats;
    if (poolStats) {
      new Gauge({
        name: 'cartwise_db_pool_connections',
        help: "PostgreSQL pool connections by state: total, idle, waiting (requests queued for one), max",
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = poolStats();
          for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
        },
      });
    }

    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request);
      if (route === '/metrics') return;
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status: String(status) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (status === 201 && request.method === 'POST' && route === '/api/orders') orders.inc();
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      '/metrics',
      {
        schema: {
          summary: 'Prometheus metrics (text exposition format); only with METRICS_TOKEN set, sent as Authorization: Bearer',
          tags: ['operations'],
          response: { 200: z.string(), 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameSecret(given, token)) return sendError(reply, 'unauthorized', 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
        reply.type(registry.contentType).header('cache-control', 'no-store');
        return registry.metrics();
      },
    );
  },
  { name: 'metrics' },
);
