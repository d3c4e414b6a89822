import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { PLACEHOLDER_IMAGE } from '../../modules/catalog/generate.ts';
import { SAMPLE_PRODUCTS } from './sample-products.ts';

/** An image URL such as '/images/products/x.svg' is served from apps/api/public. */
const publicFile = (url: string) => fileURLToPath(new URL(`../../../public${url}`, import.meta.url));

const svgUrls = [...new Set([...SAMPLE_PRODUCTS.flatMap((p) => [...(p.images ?? []), p.thumbnail]), PLACEHOLDER_IMAGE])].filter(
  (url): url is string => url !== undefined,
);

describe('SAMPLE_PRODUCTS', () => {
  it('are six valid products with ids sample-1 to sample-6', () => {
    expect(SAMPLE_PRODUCTS.map((p) => p.id)).toEqual(['sample-1', 'sample-2', 'sample-3', 'sample-4', 'sample-5', 'sample-6']);
    for (const product of SAMPLE_PRODUCTS) {
      const result = productInputSchema.safeParse(product);
      expect(result.error?.issues, product.id).toBeUndefined();
    }
  });

  it('cover the six brands and three categories of the spec', () => {
    expect(SAMPLE_PRODUCTS.map((p) => p.brand).sort()).toEqual(
      ['EcoBrew', 'FitTech', 'LuxVision', 'SoundMax', 'SoundWave', 'UrbanStyle'],
    );
    expect([...new Set(SAMPLE_PRODUCTS.map((p) => p.category))].sort()).toEqual(['Electronics', 'Fashion', 'Food & Beverages']);
  });

  it('have exactly one product out of stock, and a realistic stock for the rest', () => {
    const outOfStock = SAMPLE_PRODUCTS.filter((p) => p.inStock === false);
    expect(outOfStock).toHaveLength(1);
    expect(outOfStock[0]?.stockQuantity).toBe(0);
    for (const product of SAMPLE_PRODUCTS.filter((p) => p.inStock !== false)) {
      expect(product.inStock, product.id).toBe(true);
      expect(product.stockQuantity, product.id).toBeGreaterThanOrEqual(3);
      expect(product.stockQuantity, product.id).toBeLessThanOrEqual(150);
    }
  });

  it('state each discount as the rounded percent off the original price', () => {
    expect(SAMPLE_PRODUCTS.filter((p) => p.originalPrice !== undefined).length).toBeGreaterThanOrEqual(3);
    for (const { id, price, originalPrice, discount } of SAMPLE_PRODUCTS) {
      const expected = originalPrice === undefined ? 0 : Math.round(((originalPrice - price) / originalPrice) * 100);
      expect(discount, id).toBe(expected);
    }
  });

  it('spread across the price bands', () => {
    const prices = SAMPLE_PRODUCTS.map((p) => p.price);
    expect(prices.some((price) => price < 50)).toBe(true);
    expect(prices.filter((price) => price >= 50 && price <= 200).length).toBeGreaterThanOrEqual(2);
    expect(prices.some((price) => price > 500)).toBe(true);
  });

  it('mention active noise cancellation on the headphones', () => {
    const headphones = SAMPLE_PRODUCTS.find((p) => p.subcategory === 'Headphones');
    const text = [...(headphones?.features ?? []), ...Object.entries(headphones?.specifications ?? {}).flat()].join(' ');
    expect(text.toLowerCase()).toMatch(/active|anc/);
    expect(text.toLowerCase()).toContain('noise cancellation');
  });

  it('use two images each, the first as the thumbnail', () => {
    for (const { id, images, thumbnail } of SAMPLE_PRODUCTS) {
      expect(images, id).toHaveLength(2);
      expect(thumbnail, id).toBe(images?.[0]);
    }
  });

  it.each(svgUrls)('ship %s as a small self-contained SVG under apps/api/public', (url) => {
    const file = publicFile(url);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(4096);
    const svg = readFileSync(file, 'utf8').trim();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 600 600"');
    // The only URL allowed is the SVG namespace: no external images, fonts or stylesheets.
    expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|xlink:href|@import/);
  });
});
