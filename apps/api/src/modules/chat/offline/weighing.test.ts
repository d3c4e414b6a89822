import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import { weighingOf, weighText } from './weighing.ts';

const product = (id: string, price: number, extra: Partial<Product> = {}): Product =>
  ({ id, name: `Phone ${id}`, price, rating: 0, reviewCount: 0, specifications: {}, inStock: true, ...extra }) as Product;

describe('weighingOf', () => {
  it.each([
    ['is the second one cheaper than the first?', { refs: [{ kind: 'ordinal', index: 1 }, { kind: 'ordinal', index: 0 }], by: 'cheaper' }],
    ['Is the 3rd one more expensive than the 1st', { refs: [{ kind: 'ordinal', index: 2 }, { kind: 'ordinal', index: 0 }], by: 'pricier' }],
    ['does the first cost less than the last one?', { refs: [{ kind: 'ordinal', index: 0 }, { kind: 'ordinal', index: -1 }], by: 'cheaper' }],
    ['is it better rated than the second one', { refs: [{ kind: 'it' }, { kind: 'ordinal', index: 1 }], by: 'better-rated' }],
    ['does the second one have more storage than the first', { refs: [{ kind: 'ordinal', index: 1 }, { kind: 'ordinal', index: 0 }], by: 'storage' }],
    ['is the iphone 7 cheaper than the galaxy s7?', { refs: [{ kind: 'name', text: 'iphone 7' }, { kind: 'name', text: 'galaxy s7' }], by: 'cheaper' }],
  ])('reads "%s"', (message, weighing) => {
    expect(weighingOf(message)).toEqual(weighing);
  });

  it.each(['is it cheaper than $500?', 'is there anything cheaper than that?', 'which one is cheaper?', 'cheaper than the first one', 'is the first one in stock?'])(
    'reads "%s" as no weighing of two products',
    (message) => {
      expect(weighingOf(message)).toBeUndefined();
    },
  );
});

describe('weighText', () => {
  it('says yes or no, both prices and the difference in dollars and cents', () => {
    const a = product('a', 129.99);
    const b = product('b', 199.99);
    expect(weighText(a, b, 'cheaper')).toEqual({ text: 'Yes: the Phone a costs $129.99, $70.00 less than the Phone b at $199.99.', winner: a });
    expect(weighText(b, a, 'cheaper')).toEqual({ text: 'No: the Phone b costs $199.99, $70.00 more than the Phone a at $129.99.', winner: a });
    expect(weighText(b, a, 'pricier').text).toBe('Yes: the Phone b costs $199.99, $70.00 more than the Phone a at $129.99.');
    expect(weighText(a, product('c', 129.99), 'cheaper')).toEqual({ text: 'No, they cost the same: $129.99 each, the Phone a and the Phone c.' });
    expect(weighText(product('d', 0.3), product('e', 0.1), 'cheaper').text).toBe('No: the Phone d costs $0.30, $0.20 more than the Phone e at $0.10.');
  });

  it('weighs ratings only with reviews, and storage only where the details state it', () => {
    expect(weighText(product('a', 1, { rating: 4.5, reviewCount: 10 }), product('b', 1), 'better-rated').text).toBe("I can't say: the Phone b has no reviews yet.");
    expect(weighText(product('a', 1, { rating: 4.5, reviewCount: 10 }), product('b', 1, { rating: 4.8, reviewCount: 1 }), 'better-rated').text).toBe(
      'No: the Phone a is rated 4.5 from 10 reviews, the Phone b rated 4.8 from 1 review.',
    );
    expect(weighText(product('a', 1, { specifications: { Storage: '64GB' } }), product('b', 1, { specifications: { Storage: '1TB' } }), 'storage').text).toBe(
      'No: the Phone a has 64GB, the Phone b 1TB.',
    );
    expect(weighText(product('a', 1), product('b', 1, { specifications: { Storage: '1TB' } }), 'storage').text).toBe("I don't know: the details of the Phone a don't state its storage.");
  });
});
