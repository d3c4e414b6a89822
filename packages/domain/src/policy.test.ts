import { describe, expect, it } from 'vitest';
import * as policy from './policy.ts';

describe('store constants (spec §9)', () => {
  it('keeps the spec values', () => {
    expect(policy.PAGE_SIZE).toBe(12);
    expect(policy.FEATURED_PRODUCTS).toBe(6);
    expect(policy.RECENTLY_VIEWED_CAP).toBe(10);
    expect(policy.FREE_SHIPPING_OVER_CENTS).toBe(5000);
    expect(policy.STANDARD_SHIPPING_CENTS).toBe(999);
    expect(policy.EXPRESS_SHIPPING_CENTS).toBe(999);
    expect(policy.TAX_RATE_BASIS_POINTS).toBe(800);
    expect(policy.RETURN_WINDOW_DAYS).toBe(30);
    expect(policy.STANDARD_DELIVERY_DAYS).toEqual({ min: 3, max: 5 });
    expect(policy.CARD_MAX_FEATURE_TAGS).toBe(3);
    expect(policy.CHAT_BUBBLE_MAX_PRODUCTS).toBe(3);
    expect(policy.CHAT_INITIAL_SUGGESTIONS).toEqual([
      'show trending products',
      'help choosing a laptop',
      "what's on sale today",
      'something under $100',
    ]);
    expect(policy.CHAT_GREETING).toBe(
      "Hi! I'm your AI shopping assistant. How can I help you find the perfect product today?",
    );
  });
});
