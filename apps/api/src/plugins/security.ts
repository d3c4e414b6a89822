import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

export interface SecurityOptions {
  /** Other origins allowed to change state (e.g. a separate web origin): `https://shop.example`. */
  allowedOrigins?: readonly string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests may not change anything here.';

/** `scheme://host[:port]` normalised by the URL parser (default ports dropped); undefined when unparsable. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/** Where the request claims to come from: its Origin, or the origin of its Referer when it has no Origin. */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return originOf(origin) ?? null;
  const referer = request.headers.referer;
  if (referer !== undefined) return originOf(referer) ?? null;
  return undefined;
}

/**
 * The path the router matched (`/%61pi/cart/items` is routed as `/api/cart/items`), or, for no route, the
 * request's path %-decoded as the router decodes it: a check on the raw URL could be stepped around.
 */
function routedPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url;
  if (routed !== undefined) return routed;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Cross-site request protection (ADR 0005), on top of the SameSite=Lax session cookie: a state-changing
 * request under /api whose Origin (or Referer) names another site is refused with 403 before any handler
 * runs. Requests without either header (curl, servers, tests) pass: browsers always send Origin on
 * cross-site POST, PUT, PATCH and DELETE. The server's own origin comes from the Host (or, behind a trusted
 * proxy, X-Forwarded-Host and X-Forwarded-Proto) header.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const allowed = new Set((options.allowedOrigins ?? []).map((o) => originOf(o)).filter((o) => o !== undefined));
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !routedPath(request).startsWith('/api/')) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined) return;
    const own = originOf(`${request.protocol}://${request.host}`);
    if (claimed !== null && (claimed === own || allowed.has(claimed))) return;
    request.log.warn({ origin: claimed, host: request.host }, 'cross-site request refused');
    return sendError(reply, 'forbidden', CROSS_SITE_MESSAGE);
  });
});
