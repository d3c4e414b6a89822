import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
  });

  it('drops the oldest entries while their weights exceed the maximum, always keeping the newest', () => {
    const lru = new Lru<number[]>(10, { max: 5, of: (value) => value.length });
    lru.set('a', [1, 1]);
    lru.set('b', [2, 2]);
    lru.set('c', [3, 3]);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toEqual([2, 2]);
    lru.set('huge', [9, 9, 9, 9, 9, 9, 9]);
    expect([lru.get('b'), lru.get('c')]).toEqual([undefined, undefined]);
    expect(lru.get('huge')).toHaveLength(7);
  });

  it('counts a replaced or deleted entry out of the weights', () => {
    const lru = new Lru<number[]>(10, { max: 4, of: (value) => value.length });
    lru.set('a', [1, 1, 1]);
    lru.set('a', [1]);
    lru.set('b', [2, 2, 2]);
    expect(lru.get('a')).toEqual([1]);
    lru.delete('b');
    lru.set('c', [3, 3, 3]);
    expect([lru.get('a'), lru.get('c')]).toEqual([[1], [3, 3, 3]]);
  });
});
