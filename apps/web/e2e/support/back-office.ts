import { request } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The owner delivers an order through the back office's API, as its Orders screen does (placed → paid →
 * shipped with a tracking number → delivered), from a session of their own: a shopper may review only what
 * was delivered (issue 22). The screen itself is tested in admin.spec.ts.
 */
export async function deliverOrder(baseURL: string, owner: { email: string; password: string }, orderId: string): Promise<void> {
  const session = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const signedIn = await session.post('/api/auth/login', { data: owner });
    expect(signedIn.ok(), `owner sign-in: ${signedIn.status()}`).toBe(true);
    for (const move of [{ status: 'paid' }, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, { status: 'delivered' }]) {
      const moved = await session.post(`/api/admin/orders/${orderId}/status`, { data: move });
      expect(moved.ok(), `${move.status}: ${moved.status()} ${await moved.text()}`).toBe(true);
    }
  } finally {
    await session.dispose();
  }
}
