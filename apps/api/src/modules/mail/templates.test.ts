import type { Order } from '@cartwise/domain/orders/schemas';
import { describe, expect, it } from 'vitest';
import { escapeHtml, href, html } from './html.ts';
import { retryDelayMs, RETRY_POLICY } from './service.ts';
import { newOrderAlert, orderConfirmation, orderShipped, passwordReset, type ShopIdentity } from './templates.ts';

const SHOP: ShopIdentity = { name: 'Ann & <Bob>', supportEmail: 'help@shop.example', publicUrl: 'https://shop.example' };
const ORDER: Order = {
  id: 'o-1',
  orderNumber: 'CW-7K3M9Q',
  status: 'placed',
  placedAt: '2026-11-27T10:00:00.000Z',
  email: 'ada@example.com',
  shippingAddress: { name: 'Ada', line1: '1 Way', line2: '', city: 'London', region: '', postalCode: 'N1 9GU', country: 'GB' },
  delivery: 'express',
  paymentMethod: 'pay-on-delivery',
  estimatedDelivery: { earliest: '2026-11-30', latest: '2026-12-01' },
  items: [
    { productId: 'tee', variant: 'm-red', name: 'Tee', price: 20, image: '/t.svg', quantity: 2, lineTotal: 40, variantName: 'Size M, Red', options: [], sku: 'TEE-M-RED' },
  ],
  itemCount: 2,
  subtotal: 40,
  shipping: 9.99,
  tax: 3.2,
  discount: 4,
  total: 49.19,
  couponCode: 'SAVE10',
};

describe('email HTML', () => {
  it('escapes every value, joins arrays and drops empty ones', () => {
    expect(html`<p title="${'"x"'}">${'<b>&'}${['a', html`<br>`, 'b']}${null}${false}</p>`.value).toBe(
      '<p title="&quot;x&quot;">&lt;b&gt;&amp;a<br>b</p>',
    );
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('links only to http(s) addresses', () => {
    expect(href('https://shop.example/a?b=1&c=2').value).toBe('https://shop.example/a?b=1&amp;c=2');
    expect(() => href('javascript:alert(1)')).toThrow(/not http/);
  });
});

describe('email templates', () => {
  const all = [
    orderConfirmation(ORDER, SHOP),
    newOrderAlert(ORDER, SHOP),
    orderShipped(ORDER, { carrier: null, trackingNumber: 'TRACK-1' }, SHOP),
    passwordReset('https://shop.example/reset-password#token=abc', SHOP),
  ];

  it('each has a subject, a text part and an HTML part that needs no picture', () => {
    for (const mail of all) {
      expect(mail.subject).not.toBe('');
      // The alert goes to that address itself.
      if (!mail.subject.startsWith('New order')) expect(mail.text).toContain('Questions? Write to help@shop.example.');
      expect(mail.html).toContain('href="mailto:help@shop.example"');
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('Ann &amp; &lt;Bob&gt;');
      expect(mail.html).not.toContain('<Bob>');
      expect(mail.html).not.toMatch(/<img\b|url\(|<script/i);
    }
  });

  it('the confirmation names the variant, the SKU, the coupon and the express delivery', () => {
    const { text, subject } = orderConfirmation(ORDER, SHOP);
    expect(subject).toBe('Your Ann & <Bob> order CW-7K3M9Q');
    expect(text).toContain('- Tee (Size M, Red) [SKU TEE-M-RED]: 2 × $20.00 = $40.00');
    expect(text).toContain('Discount (SAVE10): -$4.00');
    expect(text).toContain('Shipping: $9.99');
    expect(text).toContain('Expected delivery: Monday, November 30 to Tuesday, December 1');
    expect(text).toContain('Express delivery (1 to 2 business days)');
    expect(text).toContain('Ada\n1 Way\nLondon, N1 9GU\nUnited Kingdom');
    expect(text).toContain('View your order: https://shop.example/orders/o-1');
  });

  it('the alert to the shop says how the order is paid in the shop\'s words', () => {
    expect(newOrderAlert(ORDER, SHOP).text).toContain('Payment: Pay on delivery');
  });

  it('"shipped" without a carrier gives the tracking number alone', () => {
    const { text } = orderShipped(ORDER, { carrier: null, trackingNumber: 'TRACK-1' }, SHOP);
    expect(text).toContain('Your order CW-7K3M9Q is on its way.\n\nTracking number: TRACK-1');
    expect(text).not.toContain('Carrier');
  });
});

describe('retries', () => {
  it('wait 30 s, then twice as long each time up to an hour, and stop after the last attempt', () => {
    const delays = Array.from({ length: RETRY_POLICY.maxAttempts }, (_, i) => retryDelayMs(i + 1));
    expect(delays.slice(0, 8)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600].map((s) => s * 1000));
    expect(delays.slice(7, 11)).toEqual(Array(4).fill(3_600_000));
    expect(delays[RETRY_POLICY.maxAttempts - 1]).toBeNull();
  });
});
