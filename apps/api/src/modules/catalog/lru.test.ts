import { describe, expect, it } from 'vitest';
import { Lru, SecondHit } from './lru.ts';

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

  it('drops the least recently used entries while their weights exceed the maximum, and keeps no value heavier than it', () => {
    const lru = new Lru<number[]>(10, { max: 5, of: (value) => value.length });
    lru.set('a', [1, 1]);
    lru.set('b', [2, 2]);
    lru.set('c', [3, 3]);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toEqual([2, 2]);
    lru.set('huge', [9, 9, 9, 9, 9, 9, 9]);
    expect(lru.get('huge')).toBeUndefined();
    expect([lru.get('b'), lru.get('c')]).toEqual([[2, 2], [3, 3]]);
  });

  it('keeps number keys, and the most recent of many entries', () => {
    const lru = new Lru<string, number>(3);
    for (let k = 0; k < 10_000; k++) lru.set(k, `product ${k}`);
    expect(lru.size).toBe(3);
    expect([lru.get(9_997), lru.get(9_999), lru.get(9_996)]).toEqual(['product 9997', 'product 9999', undefined]);
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

  it('keeps null values, and values that weigh nothing or a fraction (lru-cache takes whole positive sizes only)', () => {
    const lru = new Lru<number[] | null>(4, { max: 10, of: (value) => (value === null ? 0 : value.length / 3) });
    expect(lru.set('nothing found', null)).toBeNull();
    lru.set('a third', [1]);
    expect(lru.get('nothing found')).toBeNull();
    expect(lru.get('a third')).toEqual([1]);
    expect(lru.size).toBe(2);
  });
});

describe('SecondHit', () => {
  it('answers true for a key offered before, among the last limit keys offered', () => {
    const door = new SecondHit<number>(3);
    expect([door.again(1), door.again(2), door.again(1)]).toEqual([false, false, true]);
    door.again(3);
    // The fourth distinct key starts over: what came before is forgotten.
    expect(door.again(4)).toBe(false);
    expect([door.again(1), door.again(4)]).toEqual([false, true]);
  });
});

describe('Lru with a doorkeeper', () => {
  it('keeps a value only when its key is set a second time', () => {
    const lru = new Lru<number>(10, undefined, 100);
    lru.set('a', 1);
    expect(lru.get('a')).toBeUndefined();
    lru.set('a', 1);
    expect(lru.get('a')).toBe(1);
  });
});
