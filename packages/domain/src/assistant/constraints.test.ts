import { describe, expect, it } from 'vitest';
import { parseInStock, parseOrder, parseOrdinals, parsePrice, parseQuantity, parseRating } from './constraints.ts';

describe('parsePrice', () => {
  it.each([
    ['something under $100', { maxPrice: 100 }],
    ['below 50', { maxPrice: 50 }],
    ['less than 20 dollars', { maxPrice: 20 }],
    ['up to $1,000', { maxPrice: 1000 }],
    ['no more than $19.99', { maxPrice: 19.99 }],
    ['over $50', { minPrice: 50 }],
    ['at least 30 bucks', { minPrice: 30 }],
    ['between $50 and $100', { minPrice: 50, maxPrice: 100 }],
    ['between 100 and 50', { minPrice: 50, maxPrice: 100 }],
    ['$50-$100', { minPrice: 50, maxPrice: 100 }],
    ['from 20 to 40 dollars', { minPrice: 20, maxPrice: 40 }],
    ['around $200', { around: 200, minPrice: 160, maxPrice: 240 }],
    ['about 1.5k', { around: 1500, minPrice: 1200, maxPrice: 1800 }],
    ['a $50 gift', { maxPrice: 50 }],
  ])('%s', (text, expected) => {
    const { phrase: _phrase, ...constraint } = parsePrice(text)!;
    expect(constraint).toEqual(expected);
  });

  it.each(['up to 30 hours of battery', 'over 4 stars', 'under 2 kg', 'iphone 13', 'a 65 inch tv', 'the 2nd one', 'thunder 50'])(
    'finds no price in "%s"',
    (text) => expect(parsePrice(text)).toBeUndefined(),
  );
});

describe('parseRating', () => {
  it.each([
    ['4 stars and up', 4],
    ['4+ stars', 4],
    ['at least 4.5 stars', 4.5],
    ['rated 3 or higher', 3],
    ['a 4-star blender', 4],
  ])('%s -> %d', (text, rating) => expect(parseRating(text)?.rating).toBe(rating));

  it('reads "best rated" as an order without a minimum', () => {
    expect(parseRating('best rated laptops')).toMatchObject({ bestRated: true });
    expect(parseRating('top-rated phones')).toMatchObject({ bestRated: true });
    expect(parseRating('laptops under $500')).toBeUndefined();
  });
});

describe('parseInStock and parseOrder', () => {
  it('finds availability', () => {
    expect(parseInStock('headphones in stock')).toBeDefined();
    expect(parseInStock('available now')).toBeDefined();
    expect(parseInStock('headphones')).toBeUndefined();
  });
  it('reads "available" before or after the subject as in stock, but not "available in black"', () => {
    expect(parseInStock('available laptops')?.phrase).toBe('available');
    expect(parseInStock('laptops that are available')).toBeDefined();
    expect(parseInStock('laptops available in stock')?.phrase).toBe('in stock');
    expect(parseInStock('laptops available in black')).toBeUndefined();
    expect(parseInStock('laptops available for pre-order')).toBeUndefined();
  });
  it.each([
    ['cheapest laptop', 'price-asc'],
    ['most expensive watch', 'price-desc'],
    ['newest phones', 'newest-desc'],
    ['most popular furniture', 'popular'],
    ['best-selling shoes', 'popular'],
  ])('%s -> %s', (text, order) => expect(parseOrder(text)?.order).toBe(order));
});

describe('parseOrdinals and parseQuantity', () => {
  it.each([
    ['the first one', [0]],
    ['which is better, the first or the second?', [0, 1]],
    ['add the 3rd to my cart', [2]],
    ['#2 please', [1]],
    ['number two', [1]],
    ['the last one', [-1]],
    ['compare the first and last', [0, -1]],
    ['last one please', [-1]],
    ['how long does the battery of the fittech pulse last?', []],
    ["what's trending last week", []],
    ['at first I wanted shoes', []],
    ['headphones', []],
  ])('%s -> %j', (text, expected) => expect(parseOrdinals(text)).toEqual(expected));

  it('reads how many to add, 1 by default', () => {
    expect(parseQuantity('add 2 of the first one')).toBe(2);
    expect(parseQuantity('add three of them')).toBe(3);
    expect(parseQuantity('add the first one')).toBe(1);
    expect(parseQuantity('add 4 stars headphones')).toBe(1);
  });
});
