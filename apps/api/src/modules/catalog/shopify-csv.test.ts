import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bodyText, looksLikeShopifyCsv, readShopifyCsv } from './shopify-csv.ts';

const fixture = fs.readFileSync(new URL('../../../test/fixtures/shopify-products.csv', import.meta.url), 'utf8');
const HEADER = 'Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src';

describe("Shopify's product CSV", () => {
  const csv = readShopifyCsv(fixture);
  const byHandle = new Map(csv.products.map((p) => [p.handle, p]));

  it('makes each handle one product, its rows its variants, with options, SKUs, prices, stock and pictures', () => {
    expect(csv.rows).toBe(25);
    const tee = byHandle.get('classic-crew-tee')!;
    expect(tee.rows).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(tee.problems).toEqual([]);
    expect(tee.product).toMatchObject({
      id: 'classic-crew-tee',
      name: 'Classic Crew Tee',
      brand: 'Northfold',
      category: 'Apparel & Accessories',
      subcategory: 'T-Shirts',
      tags: ['cotton', 'tee', 'basics'],
      description: 'A heavyweight cotton tee with a relaxed fit, made to last.',
      features: ['100% organic cotton, 220 g/m²', 'Pre-shrunk & garment dyed'],
      price: 28,
      originalPrice: 35,
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Color', values: ['Black', 'White'] },
      ],
    });
    expect(tee.product!.variants).toHaveLength(6);
    expect(tee.product!.variants[0]).toEqual({
      sku: 'NF-TEE-S-BLK',
      options: { Size: 'S', Color: 'Black' },
      price: 28,
      originalPrice: 35,
      stockQuantity: 12,
      image: 'https://cdn.shopify.com/s/files/1/0612/3456/7890/files/crew-tee-black.jpg?v=1712345678',
    });
    // A compare-at price left empty on a dearer variant: no original price for it.
    expect(tee.product!.variants[4]).toMatchObject({ sku: 'NF-TEE-L-BLK', price: 30, stockQuantity: 3 });
    expect(tee.product!.variants[4]).not.toHaveProperty('originalPrice');
    // Images in Image Position order, each once, an image-only row included.
    expect(tee.product!.images.map((src) => src.replace(/^.*\/files\//, ''))).toEqual([
      'crew-tee-black.jpg?v=1712345678',
      'crew-tee-white.jpg?v=1712345679',
      'crew-tee-detail.jpg?v=1712345680',
    ]);
  });

  it("reads Shopify's 'Default Title' as a product without options, with the variant's stock", () => {
    const mug = byHandle.get('ceramic-pour-over-mug')!.product!;
    expect(mug).toMatchObject({ options: [], variants: [], price: 24.5, stockQuantity: 25, category: 'Home & Garden', subcategory: 'Mugs' });
    expect(mug.description).toBe('Stoneware mug with a built-in pour-over cone. Holds 350 ml.\nDishwasher safe, "microwave safe" too.');
    expect(mug.images).toHaveLength(2);
  });

  it('makes a SKU where Shopify has none, reads negative stock as none, and a Type alone as the category', () => {
    const beanie = byHandle.get('merino-beanie')!.product!;
    expect(beanie.variants.map((v) => [v.sku, v.stockQuantity])).toEqual([
      ['NF-BEANIE-CHA', 15],
      ['MERINO-BEANIE-MUSTARD', 6],
      ['NF-BEANIE-FOR', 0],
    ]);
    expect(beanie).toMatchObject({ category: 'Hats', subcategory: '' });
    const shoe = byHandle.get('trail-runner-shoe')!.product!;
    expect(shoe.variants.map((v) => [v.options.Size, v.price])).toEqual([['8', 119], ['9', 119], ['10', 119], ['10.5', 124]]);
  });

  it('refuses a broken product whole, saying the row and column of each problem', () => {
    const problems = Object.fromEntries(csv.products.filter((p) => !p.product).map((p) => [p.handle, p.problems]));
    expect(problems).toEqual({
      'winter-parka-preview': [{ row: 18, field: 'Status', message: 'is draft in Shopify: only active products are imported' }],
      'leather-card-wallet': [{ row: 20, field: 'Variant Price', message: "'thirty-nine' is not a price (like 19.99)" }],
      'canvas-tote': [{ row: 21, field: 'Vendor', message: "is empty on the product's first row: it is the product's brand" }],
      'linen-shirt': [{ row: 23, field: 'Option1 Value', message: 'repeats the combination of row 22 (M)' }],
      'wool-socks': [{ row: 26, field: 'Option2 Value', message: 'is empty: a value of Color is needed' }],
    });
    expect(csv.problems).toEqual([{ row: 24, field: 'Handle', message: 'is empty: every row names the product it belongs to' }]);
  });

  it('joins rows of a handle met again later, and names a missing column or an unreadable file', () => {
    const split = readShopifyCsv(
      [HEADER, 'cap,Cap,,Acme,Hats,,Size,S,CAP-S,1,10,,/c.jpg', 'mug,Mug,,Acme,Mugs,,Title,Default Title,MUG,2,8,,/m.jpg', 'cap,,,,,,,M,CAP-M,2,10,,'].join('\n'),
    );
    expect(split.products.map((p) => [p.handle, p.rows, p.product?.variants.length])).toEqual([['cap', [2, 4], 2], ['mug', [3], 0]]);
    expect(readShopifyCsv('Handle,Title\ncap,Cap\n').problems).toEqual([
      { row: 1, field: '(header)', message: 'lacks the columns Vendor, Variant Price of a Shopify product CSV' },
    ]);
    expect(readShopifyCsv('Handle,Title\n"cap,Cap\n').problems[0]).toMatchObject({ row: 0, field: '(file)' });
    expect(readShopifyCsv('').problems).toEqual([{ row: 0, field: '(file)', message: 'is empty' }]);
  });

  it('maps a problem the import format finds back to its row and column', () => {
    const text = [HEADER, `cap,${'x'.repeat(301)},,Acme,Hats,,Size,S,CAP-S,1,10,,https://example.com/cap.jpg`, 'cap,,,,,,,M,CAP-S,2,10,,'].join('\n');
    const [cap] = readShopifyCsv(text).products;
    expect(cap!.problems).toEqual([
      { row: 2, field: 'Title', message: expect.stringContaining('300') },
      { row: 3, field: 'Variant SKU', message: 'repeats the SKU of row 2' },
    ]);
  });

  it('tells a Shopify CSV from the JSON format by name, else by content', () => {
    expect(looksLikeShopifyCsv('products_export_1.csv', '')).toBe(true);
    expect(looksLikeShopifyCsv('catalog.json', HEADER)).toBe(false);
    expect(looksLikeShopifyCsv('upload', `\uFEFF${HEADER}\n`)).toBe(true);
    expect(looksLikeShopifyCsv('upload', ' [{"name": "x"}]')).toBe(false);
    expect(looksLikeShopifyCsv('upload', 'Name,Price\n')).toBe(false);
  });

  it("reads Body (HTML)'s list items as features and the rest as the description", () => {
    expect(bodyText('<h2>Warm</h2><p>Line one<br>line&nbsp;two</p><ul><li><b>Merino</b> wool</li><li>Hand wash</li></ul><script>x()</script>')).toEqual({
      description: 'Warm\nLine one\nline two',
      features: ['Merino wool', 'Hand wash'],
    });
  });
});
