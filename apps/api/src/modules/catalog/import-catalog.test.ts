import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanText, cleanTextFields, importCatalog, unifyBrandCase, validateCatalogRows } from './import-catalog.ts';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';

const row = {
  id: 'bb-1631',
  name: 'Apple&#174; iPhone&#174; 6s 64GB',
  description: 'An &#402;/1.8 aperture camera from AT&T &amp; Apple, R&D tested',
  price: 449.99,
  category: 'Electronics',
  subcategory: 'Cell Phones &#8211; Unlocked',
  brand: 'Apple&#8482;',
  rating: 4.5,
  reviewCount: 10,
  stockQuantity: 3,
  features: ['Retina HD &#8212; 4.7"'],
  tags: ['iphone &amp; ios'],
  specifications: { 'Screen &#215; size': '4.7&#8243;' },
  thumbnail: 'https://example.com/iphone.jpg',
};

describe('catalogue import', () => {
  it('shows the characters an exported feed wrote as HTML codes, in every text a shopper reads', () => {
    const [product] = validateCatalogRows([row]).valid;
    expect(product).toMatchObject({
      name: 'Apple® iPhone® 6s 64GB',
      description: 'An ƒ/1.8 aperture camera from AT&T & Apple, R&D tested',
      subcategory: 'Cell Phones – Unlocked',
      brand: 'Apple™',
      features: ['Retina HD — 4.7"'],
      tags: ['iphone & ios'],
      specifications: { 'Screen × size': '4.7″' },
    });
  });

  it('leaves what is not a complete reference, and rows that are not objects, as they are', () => {
    expect(cleanTextFields({ name: 'Tom&Jerry &copy 2024 x&lt5' })).toEqual({ name: 'Tom&Jerry &copy 2024 x&lt5' });
    expect(cleanTextFields('not a row')).toBe('not a row');
    expect(cleanTextFields({ name: 42, features: 'one' })).toEqual({ name: 42, features: 'one' });
  });

  it('reads again UTF-8 that was read as Windows-1252, where its bytes are valid UTF-8', () => {
    // As in the Best Buy feed: the mojibake itself written as HTML references.
    expect(cleanText('while it&#226;&#8364;&#8482;s connected')).toBe('while it’s connected');
    expect(cleanText('won\u00e2\u20ac\u2122t, a CLIC 360\u00c2\u00b0 case, \u00e2\u20ac\u0153quoted\u00e2\u20ac\u009d')).toBe('won’t, a CLIC 360° case, “quoted”');
    expect(cleanText('Caf\u00c3\u00a9 cr\u00c3\u00a8me')).toBe('Café crème');
    // Text that only looks alike stays: accented letters, symbols, an "Ã" without the byte it needs.
    for (const text of ['Café ©2024 naïve', 'Ã alone', '© ® ™ °', 'Â']) expect(cleanText(text)).toBe(text);
    // A capital letter before ® – ” ™ forms valid UTF-8 bytes too, but it is correct text, kept as written.
    for (const text of ['NESCAFÉ® Gold Blend', 'CAFÉ–PARIS', 'RÉSUMÉ™ kit', 'Straß”', 'ÉLAN® 2']) expect(cleanText(text)).toBe(text);
  });

  it('reads a C1 control character as the Windows-1252 character it was and drops other control characters', () => {
    expect(cleanText('Insignia\u0099')).toBe('Insignia™');
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe\u0081f')).toBe('abcdef');
    expect(cleanText('two\nlines\tand a tab')).toBe('two\nlines\tand a tab');
    expect(validateCatalogRows([{ ...row, brand: 'Insignia\u0099', name: 'Insignia\u0099 - Case' }]).valid[0]).toMatchObject({
      brand: 'Insignia™',
      name: 'Insignia™ - Case',
    });
  });

  it('spells each brand that differs only by case as most rows of the file do, or as the database already does', () => {
    const brands = (rows: { brand: string }[]) => rows.map((r) => r.brand);
    const { valid } = validateCatalogRows(['OtterBox', 'Otterbox', 'OtterBox', 'BUQU', 'Buqu', 'Apple'].map((brand, i) => ({ ...row, id: `r${i}`, brand })));
    expect(brands(unifyBrandCase(valid))).toEqual(['OtterBox', 'OtterBox', 'OtterBox', 'BUQU', 'BUQU', 'Apple']);
    expect(brands(unifyBrandCase(valid, ['Buqu', 'otterbox', 'OTTERBOX']))).toEqual(['otterbox', 'otterbox', 'otterbox', 'Buqu', 'Buqu', 'Apple']);
  });
});

describe.each(ENGINES)('catalogue import on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(async () => ctx?.close());

  const product = (id: string, brand: string): ProductInput => ({ ...row, id, name: `${brand} - Case`, brand });
  async function brandFacet() {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?q=case' });
    return res.json().facets.brands as { value: string; count: number }[];
  }

  it('lists a brand once in the brand filter, as most of the file spells it, and keeps that spelling on the next import', async () => {
    await importCatalog(ctx.repository, [product('a', 'OtterBox'), product('b', 'Otterbox'), product('c', 'OtterBox'), product('d', 'Insignia\u0099')]);
    expect(await brandFacet()).toEqual([{ value: 'OtterBox', count: 3 }, { value: 'Insignia™', count: 1 }]);
    // A second file spelling it otherwise, most often, does not bring the other spelling back.
    await importCatalog(ctx.repository, [product('e', 'OTTERBOX'), product('f', 'OTTERBOX'), product('b', 'Otterbox')]);
    expect(await brandFacet()).toEqual([{ value: 'OtterBox', count: 5 }, { value: 'Insignia™', count: 1 }]);
    // Replacing everything, the file decides.
    await importCatalog(ctx.repository, [product('g', 'OTTERBOX'), product('h', 'OTTERBOX'), product('i', 'OtterBox')], { replace: true });
    expect(await brandFacet()).toEqual([{ value: 'OTTERBOX', count: 3 }]);
  });
});
