import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes counts as en-US does, with thousands separators', () => {
    const enUs = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [0, 1, 7, 42, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234]) {
      expect(formatCount(value)).toBe(enUs.format(value));
    }
  });

  it('rounds a fraction to the nearest whole number', () => {
    expect(formatCount(1234.4)).toBe('1,234');
    expect(formatCount(1234.6)).toBe('1,235');
  });
});
