import { describe, expect, it } from 'vitest';
import { readPriceLimits } from './price-limits.ts';

describe('readPriceLimits', () => {
  it('reads a ceiling and leaves the words to search', () => {
    // "Under" leaves the amount out, as the $0 – $50 band ends at $49.99; "up to" keeps it.
    expect(readPriceLimits('sofa under $1000')).toEqual({ maxPrice: 999.99, rest: 'sofa' });
    expect(readPriceLimits('Headphones below 49.99')).toEqual({ maxPrice: 49.98, rest: 'Headphones' });
    expect(readPriceLimits('less than 2k laptop')).toEqual({ maxPrice: 1999.99, rest: 'laptop' });
    expect(readPriceLimits('desk lamp up to £40')).toEqual({ maxPrice: 40, rest: 'desk lamp' });
    expect(readPriceLimits('headphones under 50')).toEqual({ maxPrice: 49.99, rest: 'headphones' });
    expect(readPriceLimits('kettle no more than 30 bucks')).toEqual({ maxPrice: 30, rest: 'kettle' });
    expect(readPriceLimits('under $1,500')).toEqual({ maxPrice: 1499.99, rest: '' });
    expect(readPriceLimits('mugs less expensive than $15')).toEqual({ maxPrice: 14.99, rest: 'mugs' });
    expect(readPriceLimits('laptop more expensive than $1000')).toMatchObject({ minPrice: 1000, rest: 'laptop' });
    expect(readPriceLimits('headphones no more expensive than $100')).toEqual({ maxPrice: 100, rest: 'headphones' });
    expect(readPriceLimits('tents not less than $50')).toEqual({ minPrice: 50, rest: 'tents' });
    // Said after the amount.
    expect(readPriceLimits('laptop $800 max')).toEqual({ maxPrice: 800, rest: 'laptop' });
    // Only said as money: a bare number before "max" or "tops" may be a model's or a count.
    expect(readPriceLimits('laptop 800 max')).toBeUndefined();
    expect(readPriceLimits('laptop, 800 max')).toEqual({ maxPrice: 800, rest: 'laptop' });
    expect(readPriceLimits('pack of 6 tops')).toBeUndefined();
    expect(readPriceLimits('garden tools $30 tops')).toEqual({ maxPrice: 30, rest: 'garden tools' });
    expect(readPriceLimits('chair 60 dollars or less')).toEqual({ maxPrice: 60, rest: 'chair' });
  });

  it('reads a floor said as money or above 5, and "and up"', () => {
    expect(readPriceLimits('watch over $200')).toEqual({ minPrice: 200, rest: 'watch' });
    expect(readPriceLimits('watch at least $150')).toEqual({ minPrice: 150, rest: 'watch' });
    expect(readPriceLimits('rug $80 and up')).toEqual({ minPrice: 80, rest: 'rug' });
    // "over 4" may be stars or years: no price.
    expect(readPriceLimits('toys over 4')).toBeUndefined();
  });

  it('reads a range in either order', () => {
    expect(readPriceLimits('headphones between 100 and 50')).toEqual({ minPrice: 50, maxPrice: 100, rest: 'headphones' });
    expect(readPriceLimits('tv $300-$500')).toEqual({ minPrice: 300, maxPrice: 500, rest: 'tv' });
    expect(readPriceLimits('tv 300 to 500 dollars')).toEqual({ minPrice: 300, maxPrice: 500, rest: 'tv' });
    expect(readPriceLimits('chair from 1k to 2k')).toEqual({ minPrice: 1000, maxPrice: 2000, rest: 'chair' });
    expect(readPriceLimits('boots over $50 under $120')).toEqual({ minPrice: 50, maxPrice: 119.99, rest: 'boots' });
  });

  it('leaves a number with a unit, a model number and a brand alone', () => {
    for (const text of ['tv under 65 inch', 'memory card up to 256gb', 'tent under 2 kg', 'puzzle 1000 pieces', 'iphone 12', 'under armour shoes', 'rated over 4.5 stars', 'usb-c 60w', 'lens 18-55 mm', 'ages 3-5', 'monitor over 27', 'between 2 and 4 people tent', 'from 2010 to 2020', 'within 5 miles', 'gift for over 50s', 'under 30 days']) {
      expect(readPriceLimits(text), text).toBeUndefined();
    }
  });
});
