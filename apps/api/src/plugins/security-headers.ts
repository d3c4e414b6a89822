import { createHash } from 'node:crypto';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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

/** A year, the usual HSTS lifetime; sent only on HTTPS answers (plugins/session.ts's Secure cookie rule). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, pages and API alike, from @fastify/helmet (ADR 0020): a Content-Security-
 * Policy that lets the shop's own scripts (and the hash of the built page's one inline script) run and nothing
 * else, pictures from the shop and IMAGE_HOSTS only, no framing (frame-ancestors 'none' and X-Frame-Options
 * DENY), X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin; HSTS only on an answer
 * that went out over HTTPS (`request.protocol`, which believes X-Forwarded-Proto only from TRUST_PROXY's proxies).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const indexHtml = options.webDistDir ? freshFile(path.join(options.webDistDir, 'index.html')) : undefined;
    let hashes: { of: Buffer | undefined; sources: string[] } = { of: undefined, sources: [] };
    const inlineScripts = () => {
      const html = indexHtml?.();
      if (html !== hashes.of) hashes = { of: html, sources: html ? inlineScriptHashes(html.toString('utf8')) : [] };
      return hashes.sources.join(' ');
    };
    app.decorate('imageHosts', options.imageHosts ?? []);
    const imageHosts = app.imageHosts.map((host) => `https://${host}`);

    const directives = {
      'default-src': ["'self'"],
      'script-src': ["'self'", () => inlineScripts()],
      // React writes style attributes into the server's markup (a rating's width, a swatch's colour).
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', ...imageHosts],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    };

    // The API's own documentation page (swagger-ui) runs inline code of its own: it alone gets a looser policy.
    app.addHook('onRoute', (route) => {
      if (!route.url?.startsWith('/api/docs')) return;
      (route as { helmet?: unknown }).helmet = {
        contentSecurityPolicy: { useDefaults: false, directives: { ...directives, 'script-src': ["'self'", "'unsafe-inline'"] } },
      };
    });

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives,
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: false,
      // Pictures and files may be shown by other sites' pages that link to the shop (a shared product link's preview).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
