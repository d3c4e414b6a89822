import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { and, grade, gradeAll, matches, type JudgedProduct, type Rule } from './judge.ts';
import { fnv1a, scoreQuery, splitOf } from './metrics.ts';
import { CATALOGS, QUERIES, QUERY_CLASSES, type CatalogId } from './queries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogue = (id: CatalogId) => JSON.parse(fs.readFileSync(path.join(root, CATALOGS[id]), 'utf8')) as JudgedProduct[];

const shoe: JudgedProduct = {
  id: 'p1',
  name: 'Nike Air Jordan 1 Red And Black',
  brand: 'Nike',
  category: 'Fashion',
  subcategory: 'Mens Shoes',
  description: 'Iconic basketball sneakers.',
  price: 149.99,
  tags: ['footwear', 'athletic shoes'],
  specifications: { 'Category path': 'Shoes > Athletic' },
};

describe('the rule evaluator', () => {
  it('compares a string case-insensitively and whole, and tests a regular expression', () => {
    expect(matches(shoe, { brand: 'nike' })).toBe(true);
    expect(matches(shoe, { brand: 'Nik' })).toBe(false);
    expect(matches(shoe, { name: /\bjordan\b/i })).toBe(true);
    expect(matches(shoe, { name: /\bpuma\b/i })).toBe(false);
  });

  it('needs every condition given, and holds for an empty one', () => {
    expect(matches(shoe, {})).toBe(true);
    expect(matches(shoe, { brand: 'Nike', subcategory: /shoes/i })).toBe(true);
    expect(matches(shoe, { brand: 'Nike', subcategory: /watches/i })).toBe(false);
  });

  it('matches any one tag, the description, the category path and name-brand-description text', () => {
    expect(matches(shoe, { tags: 'athletic shoes' })).toBe(true);
    expect(matches(shoe, { tags: 'shoes' })).toBe(false);
    expect(matches(shoe, { tags: /shoes$/ })).toBe(true);
    expect(matches(shoe, { description: /sneakers/ })).toBe(true);
    expect(matches(shoe, { path: /Athletic/ })).toBe(true);
    expect(matches(shoe, { text: /nike.*sneakers/i })).toBe(true);
  });

  it('bounds the price inclusively', () => {
    expect(matches(shoe, { price: { max: 149.99 } })).toBe(true);
    expect(matches(shoe, { price: { max: 100 } })).toBe(false);
    expect(matches(shoe, { price: { min: 100, max: 200 } })).toBe(true);
  });

  it('combines with anyOf, allOf (and) and not', () => {
    expect(matches(shoe, { anyOf: [{ brand: 'Puma' }, { brand: 'Nike' }] })).toBe(true);
    expect(matches(shoe, { anyOf: [{ brand: 'Puma' }] })).toBe(false);
    expect(matches(shoe, and({ name: /jordan/i }, { name: /red/i }))).toBe(true);
    expect(matches(shoe, and({ name: /jordan/i }, { name: /blue/i }))).toBe(false);
    expect(matches(shoe, { brand: 'Nike', not: { name: /cleats/i } })).toBe(true);
    expect(matches(shoe, { brand: 'Nike', not: [{ name: /cleats/i }, { tags: 'footwear' }] })).toBe(false);
  });

  it('reads a global regular expression the same every time', () => {
    const where = { name: /red/gi };
    expect([matches(shoe, where), matches(shoe, where), matches(shoe, where)]).toEqual([true, true, true]);
  });

  it('grades a product by the highest rule it satisfies, else 0', () => {
    const rules: Rule[] = [
      { grade: 1, where: { subcategory: /shoes/i } },
      { grade: 2, where: { name: /jordan/i } },
    ];
    expect(grade(shoe, rules)).toBe(2);
    expect(grade({ ...shoe, name: 'Nike Baseball Cleats' }, rules)).toBe(1);
    expect(grade({ ...shoe, subcategory: 'Mens Watches', name: 'Watch' }, rules)).toBe(0);
    expect(grade(shoe, [])).toBe(0);
    expect(gradeAll([shoe, { ...shoe, id: 'p2', name: 'Cleats' }], rules)).toEqual(
      new Map([
        ['p1', 2],
        ['p2', 1],
      ]),
    );
  });
});

describe('the judged queries', () => {
  const products = { demo: catalogue('demo'), bestbuy: catalogue('bestbuy') };

  it('are at least 170, with unique ids, every class in both catalogues', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(170);
    expect(new Set(QUERIES.map((q) => q.id)).size).toBe(QUERIES.length);
    for (const catalog of Object.keys(CATALOGS) as CatalogId[]) {
      const classes = new Set(QUERIES.filter((q) => q.catalog === catalog).map((q) => q.class));
      expect([...classes].sort()).toEqual([...QUERY_CLASSES].sort());
    }
  });

  it.each(QUERIES.map((q) => [q.id, q] as const))('%s: has a relevant product, unless the shop does not sell it', (_id, query) => {
    const relevant = products[query.catalog].filter((p) => grade(p, query.rules) >= 1);
    if (query.expectNone) expect(relevant.map((p) => p.name)).toEqual([]);
    else expect(relevant.length).toBeGreaterThan(0);
  });

  it('keeps a few not-sold queries in each catalogue', () => {
    for (const catalog of Object.keys(CATALOGS) as CatalogId[]) {
      expect(QUERIES.filter((q) => q.catalog === catalog && q.expectNone).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the held-out split', () => {
  it('hashes with FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('holds out about a third of each catalogue, the same on every run', () => {
    for (const catalog of Object.keys(CATALOGS) as CatalogId[]) {
      const of = QUERIES.filter((q) => q.catalog === catalog);
      const heldOut = of.filter((q) => splitOf(q.id) === 'heldOut').length / of.length;
      expect(heldOut).toBeGreaterThan(0.25);
      expect(heldOut).toBeLessThan(0.42);
    }
    expect(QUERIES.map((q) => splitOf(q.id))).toEqual(QUERIES.map((q) => splitOf(q.id)));
  });
});

describe('the metrics', () => {
  it('score an ideal ranking 1 and an empty one 0', () => {
    expect(scoreQuery([2, 1], [0, 1, 2, 0])).toEqual({ ndcg: 1, precisionAt5: 0.4, reciprocalRank: 1, zeroResults: false });
    expect(scoreQuery([], [2])).toEqual({ ndcg: 0, precisionAt5: 0, reciprocalRank: 0, zeroResults: true });
  });

  it('discount a relevant product found lower, and leave out a query with nothing relevant', () => {
    const score = scoreQuery([0, 2], [2, 0])!;
    expect(score.ndcg).toBeCloseTo(1 / Math.log2(3));
    expect(score.reciprocalRank).toBe(0.5);
    expect(scoreQuery([0, 0], [0, 0])).toBeUndefined();
  });
});
