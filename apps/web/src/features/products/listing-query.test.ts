import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  listingHref,
  parseListingQuery,
  priceRangeOf,
  selectedPriceBand,
  toSearchParams,
  withFilters,
  withoutFilters,
} from './listing-query';
import { productQuerySchema } from '@cartwise/domain/catalogue/filters';
import { priceBandById } from '@cartwise/domain/catalogue/price-bands';
import { LISTING_LIMITS } from '@cartwise/domain/catalogue/listing-limits';

describe('listing query in the URL', () => {
  it('reads every filter, the sort, the page and the search text', () => {
    const params = new URLSearchParams(
      'q=+headphones+&category=Electronics&brand=SoundMax&brand=FitTech&minPrice=50&maxPrice=100&rating=4&inStock=true&onSale=true&sort=price-asc&page=3',
    );
    expect(parseListingQuery(params)).toEqual({
      q: 'headphones',
      category: 'Electronics',
      brand: ['SoundMax', 'FitTech'],
      minPrice: 50,
      maxPrice: 100,
      rating: 4,
      inStock: true,
      onSale: true,
      sort: 'price-asc',
      page: 3,
    });
  });

  it('drops malformed and default values', () => {
    const params = new URLSearchParams('q=&category=&brand=&minPrice=abc&maxPrice=-3&rating=9&inStock=no&onSale=yes&sort=cheapest&page=1&pageSize=0');
    expect(parseListingQuery(params)).toEqual({});
    expect(parseListingQuery(new URLSearchParams('page=2.5'))).toEqual({});
  });

  it('keeps an edited or shared URL within what the API accepts, so the list never fails on it', () => {
    const long = 'x'.repeat(LISTING_LIMITS.q + 50);
    const odd = new URLSearchParams({
      q: ` ${long} `,
      category: 'c'.repeat(LISTING_LIMITS.name + 1),
      minPrice: '200',
      maxPrice: '100',
      page: String(LISTING_LIMITS.page + 1),
      pageSize: '1000',
    });
    for (let i = 0; i < LISTING_LIMITS.brands + 5; i++) odd.append('brand', `Brand ${i}`);
    const query = parseListingQuery(odd);
    expect(query).toEqual({
      q: 'x'.repeat(LISTING_LIMITS.q),
      brand: Array.from({ length: LISTING_LIMITS.brands }, (_, i) => `Brand ${i}`),
      minPrice: 100,
      maxPrice: 200,
      pageSize: LISTING_LIMITS.pageSize,
    });
    const params = toSearchParams(query);
    expect(productQuerySchema.safeParse({ ...Object.fromEntries(params), brand: params.getAll('brand') }).success).toBe(true);
    expect(parseListingQuery(new URLSearchParams('minPrice=10.555&maxPrice=20000000'))).toEqual({ minPrice: 10.56 });
    // An emoji across the limit is left out whole, not cut in half.
    const emoji = parseListingQuery(new URLSearchParams({ q: `${'x'.repeat(LISTING_LIMITS.q - 1)}🎧` })).q;
    expect(emoji).toBe('x'.repeat(LISTING_LIMITS.q - 1));
  });

  it('writes a stable URL that reads back to the same query', () => {
    const query = { q: 'tv', brand: ['LuxVision', 'SoundMax'], minPrice: 500, sort: 'rating-desc' as const, page: 2 };
    const params = toSearchParams(query);
    expect(params.toString()).toBe('q=tv&brand=LuxVision&brand=SoundMax&minPrice=500&sort=rating-desc&page=2');
    expect(parseListingQuery(params)).toEqual(query);
    expect(listingHref({})).toBe('/products');
    expect(listingHref({ page: 1, category: 'Fashion' })).toBe('/products?category=Fashion');
  });

  it('reads option values as Name:Value, dropping malformed ones and repeats', () => {
    const params = new URLSearchParams('option=Size:M&option=Size:M&option=Colour: Red &option=nocolon&option=:M&option=Size:');
    const query = parseListingQuery(params);
    expect(query).toEqual({ option: ['Size:M', 'Colour:Red'] });
    expect(toSearchParams(query).toString()).toBe('option=Size%3AM&option=Colour%3ARed');
    expect(productQuerySchema.safeParse({ option: query.option }).success).toBe(true);
  });
});

describe('changing filters', () => {
  it('merges changes, drops cleared filters and starts again at page 1', () => {
    const query = { q: 'tv', category: 'Electronics', brand: ['SoundMax'], page: 4 };
    expect(withFilters(query, { category: undefined, brand: [], rating: 3 })).toEqual({ q: 'tv', rating: 3 });
  });

  it('clears every filter and the sort but keeps the search text', () => {
    expect(withoutFilters({ q: 'tv', category: 'Electronics', sort: 'name-asc', page: 2 })).toEqual({ q: 'tv' });
    expect(withoutFilters({ category: 'Electronics' })).toEqual({});
  });

  it('knows which price band the range is', () => {
    const band = priceBandById('50-100');
    expect(selectedPriceBand({ ...priceRangeOf(band) })?.id).toBe('50-100');
    expect(selectedPriceBand({ ...priceRangeOf(priceBandById('500+')) })?.id).toBe('500+');
    expect(selectedPriceBand({ minPrice: 500, maxPrice: 900 })).toBeUndefined();
    expect(priceRangeOf(undefined)).toEqual({ minPrice: undefined, maxPrice: undefined });
  });

  it('tells whether anything narrows the catalogue', () => {
    expect(hasFilters({ q: 'tv', sort: 'name-asc', page: 2 })).toBe(false);
    expect(hasFilters({ inStock: true })).toBe(true);
    expect(hasFilters({ onSale: true })).toBe(true);
  });
});
