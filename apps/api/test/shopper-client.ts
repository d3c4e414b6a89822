import { errorResponseSchema } from '@cartwise/domain/errors';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { App } from '../src/app.ts';
import { SESSION_COOKIE } from '../src/plugins/session.ts';

export interface ShopperResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  /** The Set-Cookie header of the session cookie, if the answer set one. */
  setCookie?: string;
}

/** One browser: keeps the session cookie the API sets and sends it back, as a browser would. */
export class Shopper {
  cookie?: string;

  constructor(private readonly app: App) {}

  async request(method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<ShopperResponse> {
    const res = await this.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
    const setCookie = ([] as (string | undefined)[])
      .concat(res.headers['set-cookie'])
      .find((c) => c?.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    // JSON answers parsed; another type (the back office's CSV export) as its text.
    const json = String(res.headers['content-type'] ?? '').includes('json');
    const body = res.body ? (json ? res.json() : res.body) : undefined;
    return { status: res.statusCode, body, headers: res.headers, ...(setCookie ? { setCookie } : {}) };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, payload: unknown) => this.request('POST', url, payload);
  put = (url: string, payload?: unknown) => this.request('PUT', url, payload);
  patch = (url: string, payload: unknown) => this.request('PATCH', url, payload);
  delete = (url: string) => this.request('DELETE', url);

  /** Puts one of the product in the cart and places the order with standard delivery, as checkout does; expects 201. */
  async placeOrder(productId: string, email: string, idempotencyKey: string): Promise<{ orderNumber: string; total: number }> {
    const added = await this.post('/api/cart/items', { productId, quantity: 1 });
    if (added.status !== 200) throw new Error(`could not add ${productId}: ${added.status}`);
    const placed = await this.request(
      'POST',
      '/api/orders',
      { email, shippingAddress: { name: 'Grace Hopper', line1: '1 Harbor Way', city: 'Arlington', region: 'VA', postalCode: '22201', country: 'US' }, delivery: 'standard' },
      { 'idempotency-key': idempotencyKey },
    );
    if (placed.status !== 201) throw new Error(`the order was not placed: ${placed.status}`);
    return placed.body as { orderNumber: string; total: number };
  }
}

/** Every answer has exactly the documented shape: `ok` for a 200, the error shape otherwise. */
export function expectDocumented(res: ShopperResponse, ok: z.ZodType): ShopperResponse {
  if (res.status === 200) expect(ok.parse(res.body)).toEqual(res.body);
  else expect(errorResponseSchema.strict().parse(res.body)).toEqual(res.body);
  return res;
}
