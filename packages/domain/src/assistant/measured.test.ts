import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { amountIn, lessThan, measuredIn } from './measured.ts';
import { comparedDetail, gradedDetail } from './read-questions.ts';

const withDetails = (specifications: Record<string, string>) => ({ specifications }) as unknown as Product;

describe('measuredIn', () => {
  it('finds the detail its words name, the fewest other words first, and reads its value as an amount', () => {
    expect(measuredIn(withDetails({ 'Max User Weight': '120 kg', Weight: '815 g' }), 'weight')).toEqual({ value: '815 g', amount: { value: 815, unit: 'g' } });
    expect(measuredIn(withDetails({ Storage: '256 GB' }), 'storage')).toEqual({ value: '256 GB', amount: { value: 256, word: 'gb' } });
    expect(measuredIn(withDetails({ Size: '16 x 11 cm' }), 'size dimensions')).toEqual({ value: '16 x 11 cm' });
    expect(measuredIn(withDetails({ SKU: '12 g', Colour: 'Moss' }), 'weight')).toBeUndefined();
  });

  it('compares amounts across units of one kind, and not across kinds', () => {
    expect(lessThan(amountIn('980 g')!, amountIn('1.5 lb')!)).toBe(false);
    expect(lessThan(amountIn('500 GB')!, amountIn('1 TB')!)).toBe(true);
    expect(lessThan(amountIn('2 kg')!, amountIn('2 years')!)).toBeUndefined();
  });
});

describe('comparedDetail', () => {
  it('reads a comparative said of a list as the detail it grades, and nothing else', () => {
    expect(comparedDetail('lighter')).toBe('lighter weight');
    expect(gradedDetail(comparedDetail('smaller')!)).toMatchObject({ more: false, named: false });
    expect(comparedDetail('more storage')).toBe('more storage');
    expect(comparedDetail('lightest')).toBeUndefined();
    expect(comparedDetail('more')).toBeUndefined();
    expect(comparedDetail('leather')).toBeUndefined();
    // Another word after a grade with its own measure is no detail: "lighter blue" narrows by its words.
    expect(comparedDetail('lighter blue')).toBeUndefined();
    expect(comparedDetail('lighter weight')).toBe('lighter weight');
  });
});
