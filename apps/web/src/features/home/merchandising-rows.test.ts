import { describe, expect, it } from 'vitest';
import { product } from '@/testing/fixtures';
import { distinctRows, rowCandidateCount } from './merchandising-rows';

const p = (n: number) => product({ id: `p${n}`, name: `Product ${n}` });
const ids = (rows: { id: string }[][]) => rows.map((row) => row.map((item) => item.id));

describe('distinctRows', () => {
  it('skips a product shown above while others qualify, keeping the list order', () => {
    const rows = distinctRows([p(1), p(2)], [[p(1), p(3), p(2), p(4), p(5)], [p(3), p(6), p(7), p(4)]], 3);
    expect(ids(rows)).toEqual([
      ['p3', 'p4', 'p5'],
      ['p3', 'p6', 'p7'],
    ]);
  });

  it('fills a row with products shown above when too few others qualify, in the list order', () => {
    const rows = distinctRows([p(1), p(2), p(3)], [[p(2), p(1), p(4), p(3)]], 3);
    expect(ids(rows)).toEqual([['p2', 'p1', 'p4']]);
  });

  it('a row of only products shown above is shown as its list has them, and an empty list stays empty', () => {
    expect(ids(distinctRows([p(1), p(2)], [[p(2), p(1)], []], 6))).toEqual([['p2', 'p1'], []]);
  });

  it("takes what a row shows as shown for the rows after it, not what it skipped", () => {
    const rows = distinctRows([], [[p(1), p(2), p(3)], [p(3), p(1), p(4)]], 2);
    expect(ids(rows)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
  });
});

describe('rowCandidateCount', () => {
  it('asks for the row and for what the featured products and the rows above could take from it', () => {
    expect([0, 1, 2].map(rowCandidateCount)).toEqual([12, 18, 24]);
  });
});
