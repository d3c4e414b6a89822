import { productInputSchema, type Product } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/database.ts';
import { CatalogRepository } from '../../catalog/repository.ts';
import { CatalogService } from '../../catalog/service.ts';
import { holdsWord, nameScore, ProductFinder, satisfiesSearch } from './product-finder.ts';

const product = (extra: Partial<Product> = {}): Product =>
  ({
    id: 'aurora',
    name: 'Aurora Wireless Headphones',
    description: 'Over-ear headphones with noise cancelling',
    price: 149.99,
    originalPrice: 199.99,
    category: 'Electronics',
    subcategory: 'Headphones',
    brand: 'SoundMax',
    rating: 4.6,
    reviewCount: 31,
    inStock: true,
    ...extra,
  }) as Product;

describe('satisfiesSearch', () => {
  it('holds when every constraint of the search holds', () => {
    expect(satisfiesSearch(product(), {})).toBe(true);
    expect(
      satisfiesSearch(product(), {
        category: 'Electronics',
        subcategory: 'Headphones',
        brand: ['SoundMax', 'Apple'],
        minPrice: 100,
        maxPrice: 150,
        rating: 4.5,
        inStock: true,
        onSale: true,
        keywords: ['wireless', 'cancel'],
        order: 'popular',
      }),
    ).toBe(true);
  });

  it.each([
    ['category', { category: 'Fashion' }],
    ['subcategory', { subcategory: 'Speakers' }],
    ['brand', { brand: ['Apple'] }],
    ['minimum price', { minPrice: 150 }],
    ['maximum price', { maxPrice: 149.98 }],
    ['rating', { rating: 4.7 }],
    ['a search word', { keywords: ['wireless', 'earbud'] }],
  ])('fails on the %s', (_what, search) => {
    expect(satisfiesSearch(product(), search)).toBe(false);
  });

  it('fails on stock and sale for a sold-out product at full price', () => {
    const plain = product({ inStock: false, originalPrice: undefined });
    expect(satisfiesSearch(plain, { inStock: true })).toBe(false);
    expect(satisfiesSearch(plain, { onSale: true })).toBe(false);
  });
});

describe('satisfiesSearch reads a search word as the product list does', () => {
  it('finds "wi-fi" written "WiFi" or "Wi Fi"', () => {
    expect(satisfiesSearch(product({ description: 'Dual-band WiFi speaker' }), { keywords: ['wi-fi'] })).toBe(true);
    expect(satisfiesSearch(product({ description: 'Wi Fi speaker' }), { keywords: ['wi-fi'] })).toBe(true);
    expect(satisfiesSearch(product(), { keywords: ['wi-fi'] })).toBe(false);
  });
});

describe('nameScore', () => {
  it('does not take a product with another model number for half a match', () => {
    const name = (n: string) => ({ name: n, brand: 'Apple', subcategory: 'iPhone' });
    expect(nameScore(name('Apple - Geek Squad Refurbished iPhone 6s 16GB - Space Gray (AT&T)'), 'iphone 7')).toBe(0);
    expect(nameScore(name('Apple - iPhone 7 32GB - Black (Verizon)'), 'iphone 7')).toBe(1);
    expect(nameScore(name('Apple - iPhone 7 32GB - Black (Verizon)'), 'the black iphone')).toBe(1);
  });

  it('reads a size as written with or without a space, and another size as a partial match', () => {
    const name = (n: string) => ({ name: n, brand: 'Apple', subcategory: 'iPhone' });
    expect(nameScore(name('Apple - iPhone 7 128 GB - Black'), 'iphone 7 128gb')).toBe(1);
    expect(nameScore(name('Apple - iPhone 7 32GB - Black'), 'iphone 7 128gb')).toBeCloseTo(2 / 3);
    expect(nameScore(name('Apple - iPhone 6s 128 GB - Black'), 'iphone 7 128gb')).toBe(0);
    expect(nameScore({ name: 'Samsung - Galaxy S7 32GB - Black Onyx', brand: 'Samsung', subcategory: 'Samsung Galaxy' }, 'galaxy s7')).toBe(1);
    expect(nameScore({ name: 'Samsung - Galaxy S6 32GB - Black', brand: 'Samsung', subcategory: 'Samsung Galaxy' }, 'galaxy s7')).toBe(0);
    expect(nameScore(name('Apple - iPhone 7 in Black'), 'iphone 7')).toBe(1);
  });
});

describe.each(ENGINES)('ProductFinder on %s', (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  let finder: ProductFinder;
  beforeAll(async () => {
    ({ db, close } = await openTestDb(engine));
    // 150 speakers say 'wireless'; only the 140th and 150th are also red, far past the first 100 matches.
    const speakers = Array.from({ length: 150 }, (_, i) =>
      productInputSchema.parse({
        id: `speaker-${i + 1}`,
        name: `Wireless Speaker ${i + 1}${i === 139 || i === 149 ? ' in Red' : ''}`,
        price: 20 + i,
        category: 'Electronics',
        brand: 'SoundWave',
        images: ['/images/placeholder.svg'],
        stockQuantity: 5,
      }),
    );
    // A well reviewed phone whose text says 'case', and a case naming the phone; a phone, and a cheaper
    // power pack whose text says android and phone (as on the Best Buy catalogue).
    const phoneAndCase = [
      { id: 'phone', name: 'Acme Phone 7 Refurbished', description: 'Ships in a gift case.', rating: 4.9, reviewCount: 900 },
      { id: 'phone-case', name: 'Shellcraft Case for Acme Phone 7', description: 'Slim.', rating: 3, reviewCount: 2 },
      { id: 'android-phone', name: 'Acme - X2 Cell Phone (Unlocked) - Black', description: 'An Android phone.', price: 99 },
      { id: 'power-pack', name: 'Acme - USB Power Pack - Mosaic', description: 'Charges any Android phone.', price: 9.99 },
    ].map((p) => productInputSchema.parse({ price: 30, ...p, category: 'Electronics', brand: 'Acme', images: ['/images/placeholder.svg'], stockQuantity: 5 }));
    const repository = new CatalogRepository(db);
    await repository.upsert([...speakers, ...phoneAndCase]);
    finder = new ProductFinder(new CatalogService(repository));
  });
  afterAll(async () => close?.());

  it('finds products with every word of a search of several words, however far down the first word ranks them', async () => {
    const found = await finder.find({ keywords: ['wireless', 'red'] }, 3);
    expect(found.totalCount).toBe(2);
    expect(found.products.map((p) => p.id).sort()).toEqual(['speaker-140', 'speaker-150']);
    const cheapest = await finder.find({ keywords: ['wireless', 'red'], order: 'price-asc' }, 1, 1);
    expect(cheapest.products.map((p) => p.id)).toEqual(['speaker-150']);
  });

  it('shows the products whose name says they are the kind the shopper named, in any order, when there are some', async () => {
    const cases = await finder.find({ keywords: ['phone', 'case'], kind: 'case' }, 3);
    expect(cases.products.map((p) => p.id)).toEqual(['phone-case']);
    expect(cases.totalCount).toBe(1);
    // 'a cheap android phone': the phone, not the cheaper power pack whose text says android and phone.
    const cheap = await finder.find({ keywords: ['android', 'phone'], kind: 'phone', order: 'price-asc' }, 3);
    expect(cheap.products.map((p) => p.id)).toEqual(['android-phone']);
    const trending = await finder.find({ keywords: ['android', 'phone'], kind: 'phone', order: 'popular' }, 3);
    expect(trending.products.map((p) => p.id)).toEqual(['android-phone']);
  });

  it('shows what mentions the kind when no name says it is one', async () => {
    const gifts = await finder.find({ keywords: ['gift'], kind: 'gift' }, 3);
    expect(gifts.products.map((p) => p.id)).toEqual(['phone']);
  });

  it('offers no alternatives for words no product holds, and lets such a word go before anything else', async () => {
    const gibberish = await finder.nearest({ keywords: ['asdfghjkl'] }, 3);
    expect(gibberish.products).toEqual([]);
    const near = await finder.nearest({ keywords: ['xyzzy', 'red'], maxPrice: 10 }, 3);
    expect(near.dropped).toEqual(['the word "xyzzy"', 'the price']);
    expect(near.products.map((p) => p.id)).toEqual(['speaker-140', 'speaker-150']);
  });
});

describe('holdsWord', () => {
  it('reads a word as the product search does: "wifi" is a word of "Wi-Fi", "car" is not in "Carbon" or "Card"', () => {
    expect(holdsWord('velocity 4g lte wi-fi hotspot', 'wifi')).toBe(true);
    expect(holdsWord('car charger', 'car')).toBe(true);
    expect(holdsWord('two cars', 'car')).toBe(true);
    expect(holdsWord('carbon fiber card reader', 'car')).toBe(false);
    expect(holdsWord('apple iphone 7', 'phone')).toBe(true);
    // Joined, "lg g5" is "lgg5"; as written it holds "lg".
    expect(holdsWord('case for lg g5', 'lg')).toBe(true);
  });
});

describe.each(ENGINES)('ProductFinder on words written with a hyphen on %s', (engine) => {
  let close: () => Promise<void>;
  let finder: ProductFinder;
  beforeAll(async () => {
    let db: Db;
    ({ db, close } = await openTestDb(engine));
    // "wifi" is a name word here and sits inside a longer one ("Wifiplus"), so a search for it is checked as a word.
    const products = [
      { id: 'jetpack', name: 'Acme - Jetpack Mobile Hotspot - Black', description: 'Shares a Wi-Fi connection.' },
      { id: 'velocity', name: 'Acme - Velocity Wi-Fi Hotspot - Black', description: 'Mobile broadband.' },
      { id: 'extender', name: 'Acme - WiFi Extender - White', description: 'More range.' },
      { id: 'wifiplus', name: 'Acme - Wifiplus Router - White', description: 'A router.' },
    ].map((p) => productInputSchema.parse({ price: 50, ...p, category: 'Electronics', brand: 'Acme', images: ['/images/placeholder.svg'], stockQuantity: 5 }));
    const repository = new CatalogRepository(db);
    await repository.upsert(products);
    finder = new ProductFinder(new CatalogService(repository));
  });
  afterAll(async () => close?.());

  it('finds "wifi" in "Wi-Fi" when it checks a search as words, as the product list finds it', async () => {
    const found = await finder.find({ keywords: ['wifi'] }, 5);
    expect(found.products.map((p) => p.id).sort()).toEqual(['extender', 'jetpack', 'velocity']);
  });

  it('ranks the kind\'s names that write the word ("Wi-Fi Hotspot") before those whose description does', async () => {
    const found = await finder.find({ keywords: ['wifi', 'hotspot'], kind: 'hotspot' }, 3);
    expect(found.products.map((p) => p.id)).toEqual(['velocity', 'jetpack']);
  });
});
