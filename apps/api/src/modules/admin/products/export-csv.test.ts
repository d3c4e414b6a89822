import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import { csvField, EXPORT_COLUMNS, exportCsvPages, productRows } from './export-csv.ts';

const mug: Product = {
  id: 'mug',
  name: 'Mug, "large"',
  description: 'Stoneware.\nHolds <350 ml>.',
  price: 12.5,
  discount: 0,
  category: 'Home',
  subcategory: 'Mugs',
  brand: 'Kiln & Co.',
  images: ['/a.webp', '/b.webp'],
  thumbnail: '/a-300.webp',
  rating: 4,
  reviewCount: 2,
  inStock: true,
  stockQuantity: 7,
  features: ['Dishwasher safe'],
  specifications: {},
  tags: ['coffee', 'kitchen'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe("the catalogue's CSV export", () => {
  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it("writes a product without options as Shopify's Default Title, and each further picture on a row of its own", () => {
    const [first, second, ...rest] = productRows(mug);
    expect(rest).toEqual([]);
    const cells = (line: string) => Object.fromEntries(EXPORT_COLUMNS.map((c, k) => [c, line.split(',')[k]]));
    expect(first).toContain('"Mug, ""large"""');
    expect(first).toContain('"<p>Stoneware.</p>\n<p>Holds &lt;350 ml&gt;.</p>\n<ul><li>Dishwasher safe</li></ul>"');
    expect(first).toContain(',Title,Default Title,');
    expect(first).toContain(',7,12.50,,/a.webp,1,,active');
    expect(cells(second!)).toMatchObject({ Handle: 'mug', Title: '', 'Variant Price': '', 'Image Src': '/b.webp', 'Image Position': '2' });
  });

  it('pages through the catalogue after the header, and stops at its end', async () => {
    const asked: number[] = [];
    const pages = exportCsvPages(async (after) => {
      asked.push(after);
      return after === 0 ? { products: [mug], last: 5 } : { products: [], last: undefined };
    });
    let text = '';
    for await (const page of pages) text += page;
    expect(text.split('\n')[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(asked).toEqual([0, 5]);
  });
});
