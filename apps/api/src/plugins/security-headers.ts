import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { freshFile } from './static-files.ts';

export interface SecurityHeadersOptions {
  /** The built web app, whose index.html holds the one inline script pages run (`scripts/paint-first.ts`). */
  webDistDir?: string;
  /** Hosts besides the shop's own that product pictures may come from (IMAGE_HOSTS): `cdn.example.com`. */
  imageHosts?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * IMAGE_HOSTS: the hosts besides the shop's own that the Content-Security-Policy lets pictures come from, so
     * that an import or the product editor refuses a picture the pages could not show (catalog/picture-urls.ts).
     */
    imageHosts: readonly string[];
  }
}

/** An executable inline script: a `<script>` without src whose type is not data (the page's state is JSON). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of each inline script of a page (`'sha256-…'`), so exactly these run and no injected one. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`);
}

/** The route plugins/static-files.ts answers the web app's pages on: the answers whose policy names the page's inline script. */
const PAGES_ROUTE = '/*';

/** A year, the usual HSTS lifetime; sent only on HTTPS answers (plugins/session.ts's Secure cookie rule). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet's middleware sets for these options, worked out once: run against a recorder in place of a
 * response. Helmet builds its policy from the options on every call, which cost a tenth of a light request's
 * time when done per request; the options change only with the built page's inline scripts.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer, pages and API alike, from helmet (ADR 0020, ADR 0038): a Content-Security-
 * Policy that lets the shop's own scripts (and the hash of the built page's one inline script) run and nothing
 * else, pictures from the shop and IMAGE_HOSTS only, no framing (frame-ancestors 'none' and X-Frame-Options
 * DENY), X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin; HSTS only on an answer
 * that went out over HTTPS (`request.protocol`, which believes X-Forwarded-Proto only from TRUST_PROXY's proxies).
 * The headers are worked out once per built page; a page request looks whether the web app was rebuilt, other
 * answers take the policy of the page last seen.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const indexHtml = options.webDistDir ? freshFile(path.join(options.webDistDir, 'index.html')) : undefined;
    app.decorate('imageHosts', options.imageHosts ?? []);
    const imageHosts = app.imageHosts.map((host) => `https://${host}`);

    const policy = (scriptSources: readonly string[]): HelmetOptions => ({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...scriptSources],
          // React writes style attributes into the server's markup (a rating's width, a swatch's colour).
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', ...imageHosts],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: false,
      // Pictures and files may be shown by other sites' pages that link to the shop (a shared product link's preview).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    // The API's own documentation page (swagger-ui) runs inline code of its own: it alone gets a looser policy.
    const docsHeaders = helmetHeaders(policy(["'unsafe-inline'"]));
    let page: { of: Buffer | undefined; headers: Record<string, string> } | undefined;
    const headersOfPage = (html: Buffer | undefined) => {
      if (!page || html !== page.of) page = { of: html, headers: helmetHeaders(policy(html ? inlineScriptHashes(html.toString('utf8')) : [])) };
      return page.headers;
    };
    headersOfPage(indexHtml?.());

    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const route = request.routeOptions.url;
      if (route?.startsWith('/api/docs')) reply.headers(docsHeaders);
      else reply.headers(route === PAGES_ROUTE ? headersOfPage(indexHtml?.()) : page!.headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
