import { discountPercent, productInputSchema } from '@cartwise/domain/catalogue/product';
import { isWholeCents } from '@cartwise/domain/money';
import { describe, expect, it } from 'vitest';
import { CATALOG_VOCABULARY, CREATED_FROM, CREATED_TO, generateCatalog, generateProduct, type GeneratedProduct } from './generate.ts';

const take = (count: number, seed?: number): GeneratedProduct[] => [...generateCatalog({ count, seed })];

describe('generateCatalog', () => {
  const products = take(2_000, 1);

  it('gives byte-identical output for the same seed and count, and different output for another seed', () => {
    const again = take(2_000, 1);
    expect(JSON.stringify(again)).toBe(JSON.stringify(products));

    const other = take(2_000, 2);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(products));
    const sameName = other.filter((p, i) => p.name === products[i]!.name).length;
    expect(sameName).toBeLessThan(100);
  });

  it('is prefix-stable: the first N products do not depend on count, and generateProduct gives product n alone', () => {
    expect(take(50, 9)).toEqual(take(5_000, 9).slice(0, 50));
    expect(generateProduct(9, 1234)).toEqual(take(1234, 9)[1233]);
  });

  it('defaults the seed to 1, yields nothing for count 0, and refuses bad counts and seeds', () => {
    expect(take(20)).toEqual(products.slice(0, 20));
    expect(take(0)).toEqual([]);
    expect(() => take(-1)).toThrow(RangeError);
    expect(() => take(1.5)).toThrow(RangeError);
    expect(() => take(3, 0.5)).toThrow(RangeError);
    expect(() => generateProduct(1, 0)).toThrow(RangeError);
  });

  it('yields products one at a time (a huge count costs nothing until iterated)', () => {
    const iterator = generateCatalog({ count: 1_000_000_000, seed: 5 });
    expect(iterator.next().value).toEqual(generateProduct(5, 1));
    expect(iterator.next().value?.id).toBe('gen-2');
  });

  it('produces products that the import schema accepts unchanged', () => {
    for (const product of products) {
      const parsed = productInputSchema.safeParse(product);
      if (!parsed.success) throw new Error(`${product.id}: ${parsed.error.message}`);
      // The schema adds only what a product without options has: no options and no variants.
      expect(parsed.data).toEqual({ ...product, options: [], variants: [] });
    }
  });

  it('numbers ids gen-1, gen-2, ... without duplicates', () => {
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => `gen-${i + 1}`));
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
  });

  it('spreads products over many categories, subcategories and brands', () => {
    expect(CATALOG_VOCABULARY.categories.length).toBeGreaterThanOrEqual(8);
    expect(CATALOG_VOCABULARY.brands.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(products.map((p) => `${p.category}/${p.subcategory}`)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(50);
    expect(new Set(products.map((p) => p.name)).size).toBeGreaterThan(products.length * 0.9);
  });

  it('prices with a long tail, in whole cents', () => {
    const prices = products.map((p) => p.price);
    expect(Math.min(...prices)).toBeLessThan(10);
    expect(Math.max(...prices)).toBeGreaterThan(500);
    expect(prices.some((p) => p > 1_000)).toBe(true);
    for (const p of products) {
      expect(isWholeCents(p.price)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
    }
    const endings = new Set(prices.map((p) => Math.round(p * 100) % 100));
    expect(endings).toContain(99);
    expect(endings).toContain(0);
  });

  it('discounts about 30% of products, with the discount matching the original price', () => {
    const discounted = products.filter((p) => p.originalPrice !== undefined);
    expect(discounted.length / products.length).toBeGreaterThan(0.2);
    expect(discounted.length / products.length).toBeLessThan(0.4);
    for (const p of discounted) {
      const original = p.originalPrice!;
      expect(original).toBeGreaterThan(p.price);
      expect(isWholeCents(original)).toBe(true);
      expect(p.discount).toBe(Math.round(((original - p.price) / original) * 100));
      expect(p.discount).toBe(discountPercent(p.price, original));
      expect(p.discount).toBeGreaterThanOrEqual(5);
    }
    for (const p of products.filter((q) => q.originalPrice === undefined)) {
      expect(p.discount).toBe(0);
      expect(Object.keys(p)).not.toContain('originalPrice');
    }
  });

  it('puts some products out of stock, consistently with stockQuantity', () => {
    const out = products.filter((p) => !p.inStock);
    expect(out.length / products.length).toBeGreaterThan(0.04);
    expect(out.length / products.length).toBeLessThan(0.13);
    for (const p of products) expect(p.inStock).toBe(p.stockQuantity > 0);
  });

  it('rates within 0..5 with one decimal, mostly 3.5-4.8, and 0 only when there are no reviews', () => {
    for (const p of products) {
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
      expect(p.reviewCount).toBeGreaterThanOrEqual(0);
      expect(p.reviewCount).toBeLessThanOrEqual(5_000);
      if (p.reviewCount === 0) expect(p.rating).toBe(0);
      else expect(p.rating).toBeGreaterThanOrEqual(1);
    }
    const typical = products.filter((p) => p.rating >= 3.5 && p.rating <= 4.8).length;
    expect(typical / products.length).toBeGreaterThan(0.6);
    const counts = products.map((p) => p.reviewCount).sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThan(1_000); // skewed low
  });

  it('fills features, specifications, tags, images and dates within their ranges', () => {
    for (const p of products) {
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.features.length).toBeLessThanOrEqual(5);
      expect(new Set(p.features).size).toBe(p.features.length);
      const specs = Object.keys(p.specifications).length;
      expect(specs).toBeGreaterThanOrEqual(3);
      expect(specs).toBeLessThanOrEqual(6);
      expect(p.tags.length).toBeGreaterThanOrEqual(2);
      expect(p.tags.length).toBeLessThanOrEqual(5);
      expect(new Set(p.tags).size).toBe(p.tags.length);
      expect(p.images).toEqual(['/images/placeholder.svg']);
      expect(p.thumbnail).toBe('/images/placeholder.svg');
      expect(p.name.startsWith(p.brand)).toBe(true);
      expect(p.description).toMatch(/^[A-Z].*\.$/);

      const created = Date.parse(p.createdAt);
      const updated = Date.parse(p.updatedAt);
      expect(new Date(created).toISOString()).toBe(p.createdAt);
      expect(new Date(updated).toISOString()).toBe(p.updatedAt);
      expect(created).toBeGreaterThanOrEqual(CREATED_FROM);
      expect(updated).toBeGreaterThanOrEqual(created);
      expect(updated).toBeLessThanOrEqual(CREATED_TO);
    }
    const years = new Set(products.map((p) => p.createdAt.slice(0, 4)));
    expect([...years].sort()).toEqual(['2024', '2025', '2026']);
  });
});
