/**
 * Hostile requests generated from the OpenAPI document (issue 20): wrong types, NULs, huge and odd strings,
 * deep JSON, wrong content types, encoded paths. One generator for both fuzzers: through `app.inject`
 * (openapi-fuzz.test.ts) and over a real socket (socket-fuzz.test.ts).
 */
import { errorResponseSchema } from '@cartwise/domain/errors';

/** A small deterministic generator (mulberry32), so a failure can be replayed by its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** Hostile values: wrong types, NULs, huge and odd strings, encoded separators. */
export const STRINGS = ['', ' ', 'a\0b', '\0', 'x'.repeat(70_000), '%00', '%2e%2e%2f', '../../etc/passwd', '\u202e\ud83d\ude00', "'; DROP TABLE orders; --", '<script>alert(1)</script>', '-1', '1e309', 'NaN', '9'.repeat(400)];
const VALUES: unknown[] = [...STRINGS, 0, -1, 1.5, Number.MAX_VALUE, 2 ** 53, true, null, [], {}, ['a\0'], { a: 'b\0' }, [[[[[]]]]]];
const PATH_PARTS = ['mug', 'x'.repeat(3_000), '%00', '%2e%2e', '%61', '%ZZ', '%F0%9F%98%80', '..', 'mug%00', '-', '0'];
const BODY_FIELDS = ['productId', 'quantity', 'code', 'message', 'email', 'password', 'shippingAddress', 'delivery', 'paymentMethod', 'orderNumber', 'variant', 'rating', 'title', 'body'];

export interface Operation {
  method: string;
  /** The document's path, with `{id}` placeholders. */
  path: string;
  query: string[];
  hasBody: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
}

/** Every operation the OpenAPI document declares. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: op.requestBody !== undefined,
    })),
  );
}

export interface HostileRequest {
  /** The document's operation it was made from (`GET /api/products/{id}`), for the table of what was tried. */
  operation: string;
  method: string;
  /** The path and query, %-encoded as a client would send them. */
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The `i`-th hostile request: an operation of the document with its placeholders, query and body filled by `next`. */
export function hostileRequest(operations: readonly Operation[], next: () => number, i: number): HostileRequest {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const op = pick(operations);
  const path = op.path.replace(/\{[^}]+\}/g, () => pick(PATH_PARTS));
  const params = op.query
    .filter(() => next() < 0.7)
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(pick(VALUES)))}`);
  const request: HostileRequest = {
    operation: `${op.method} ${op.path}`,
    method: op.method,
    url: params.length ? `${path}?${params.join('&')}` : path,
    headers: { 'idempotency-key': next() < 0.5 ? `fuzz-key-${i}` : pick(STRINGS).slice(0, 300) },
  };
  if (op.hasBody || next() < 0.1) {
    const kind = next();
    if (kind < 0.1) request.payload = deepJson(5_000);
    else if (kind < 0.2) request.payload = '{"a": ';
    else if (kind < 0.3) {
      request.payload = 'productId=mug';
      request.headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (kind < 0.4) request.payload = JSON.stringify(pick(VALUES));
    else {
      const body: Record<string, unknown> = {};
      for (const field of BODY_FIELDS) {
        if (next() < 0.5) body[field] = field === 'shippingAddress' ? { name: pick(VALUES), line1: pick(VALUES), city: 'x', region: 'y', postalCode: pick(VALUES), country: pick(['US', 'GB', '\0', 1]) } : pick(VALUES);
      }
      request.payload = JSON.stringify(body);
    }
    request.headers['content-type'] ??= 'application/json';
  }
  return request;
}

/**
 * What is wrong with an answer, or undefined when it is fine: a 5xx, or a 4xx not in the shop's error shape
 * (a page's 404, drawn in HTML for a browser, excepted).
 */
export function faultOf(status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (status < 400 || (status === 404 && contentType.startsWith('text/html'))) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} not JSON: ${body.slice(0, 200)}`;
  }
  return errorResponseSchema.strict().safeParse(json).success ? undefined : `${status} not in the error shape: ${body.slice(0, 200)}`;
}
