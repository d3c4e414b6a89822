import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd, isWholeCents, toCents, toDollars } from './money.ts';

describe('money', () => {
  it('converts dollars to integer cents without float noise', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1099.5)).toBe(109950);
    expect(toDollars(1999)).toBe(19.99);
  });

  it('formats as USD with 2 decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(999)).toBe('$9.99');
    expect(formatCents(129999)).toBe('$1,299.99');
    expect(formatUsd(50)).toBe('$50.00');
    expect(formatUsd(36999.99)).toBe('$36,999.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(100000000)).toBe('$1,000,000.00');
    expect(formatCents(-500)).toBe('-$5.00');
  });

  it('formats every amount exactly as the browser’s en-US currency format does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 99, 100, 101, 99999, 100000, 123456789, 999999999999, -1, -123456]) {
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
    }
  });

  it('knows whether an amount is a whole number of cents', () => {
    expect(isWholeCents(9.99)).toBe(true);
    expect(isWholeCents(10)).toBe(true);
    expect(isWholeCents(10.001)).toBe(false);
  });
});
