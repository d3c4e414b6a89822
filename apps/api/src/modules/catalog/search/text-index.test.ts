import { describe, expect, it } from 'vitest';
import { FIELDS, NAME_BIT, sameWordInflected, TextIndex, typoBudget, type TermMatch, type TextRow } from './text-index.ts';

const row = (name: string, more: Partial<TextRow> = {}): TextRow => ({
  name,
  brand: '',
  category: '',
  subcategory: '',
  tags: [],
  features: [],
  specifications: {},
  description: '',
  ...more,
});

/** The rows (with their field masks) holding any term the word matches, and how it matched. */
function found(index: TextIndex, word: string, options = { prefix: false, typos: true }) {
  const matches = index.matches(word, options);
  const rows = new Map<number, number>();
  for (const match of matches) index.forEachPosting(match.term, (r, mask) => rows.set(r, (rows.get(r) ?? 0) | mask));
  return { matches, rows: [...rows.keys()].sort((a, b) => a - b), masks: rows };
}
const rowsOf = (index: TextIndex, word: string, options?: { prefix: boolean; typos: boolean }) => found(index, word, options).rows;
const typosOf = (matches: readonly TermMatch[]) => matches.map((m) => m.typos);
const bit = (field: (typeof FIELDS)[number]) => 1 << FIELDS.indexOf(field);

describe('sameWordInflected', () => {
  it('holds words that differ by inflections after the letters they share', () => {
    const pairs: [string, string][] = [['batteries', 'battery'], ['running', 'run'], ['dresses', 'dress'], ['making', 'make'], ['shoes', 'shoe'], ['electrical', 'electric'], ['classical', 'classic'], ['heated', 'heating']];
    for (const [a, b] of pairs) {
      expect(sameWordInflected(a, b), `${a} ${b}`).toBe(true);
    }
  });

  it('not words a suffix makes another word of, which the stemmer joins', () => {
    const pairs: [string, string][] = [['organizer', 'organic'], ['refrigerator', 'refrigerated'], ['generator', 'generation'], ['organ', 'organic'], ['container', 'contains'], ['printer', 'prints'], ['conditioners', 'conditioning'], ['weekly', 'week'], ['personal', 'person'], ['original', 'origin'], ['national', 'nation']];
    for (const [a, b] of pairs) {
      expect(sameWordInflected(a, b), `${a} ${b}`).toBe(false);
    }
  });
});

describe('TextIndex', () => {
  const index = new TextIndex([
    /* 0 */ row('Wireless Headphones', { brand: 'Sonic', description: 'Over-ear sound with a long battery.' }),
    /* 1 */ row('Headset Stand', { category: 'Electronics', subcategory: 'Accessories' }),
    /* 2 */ row('Phone Case', { tags: ['phone cases'], features: ['Shock absorbing'] }),
    /* 3 */ row('Smartphone Holder', { specifications: { Colour: 'Black', Material: 'Steel' } }),
    /* 4 */ row('Chronograph Watch'),
    /* 5 */ row('iPhone 13'),
    /* 6 */ row('Matches, 100 pack'),
    /* 7 */ row('Watches Box', { description: 'Holds six watches.' }),
    /* 8 */ row('Screen Protector'),
    /* 9 */ row('Mini Projector'),
  ]);

  it('finds a word in any field, by its stem, with the fields it is in', () => {
    expect(rowsOf(index, 'headphone')).toEqual([0]);
    expect(rowsOf(index, 'WATCH')).toEqual([4, 7]);
    expect(rowsOf(index, 'batteries')).toEqual([0]);
    const { masks } = found(index, 'phone');
    expect(masks.get(2)).toBe(NAME_BIT | bit('tags'));
    expect(found(index, 'black').masks.get(3)).toBe(bit('specifications'));
    expect(found(index, 'absorbing').masks.get(2)).toBe(bit('features'));
    expect(found(index, 'electronics').masks.get(1)).toBe(bit('category'));
    expect(found(index, 'accessories').masks.get(1)).toBe(bit('subcategory'));
    expect(found(index, 'sonic').masks.get(0)).toBe(bit('brand'));
    expect(found(index, 'sound').masks.get(0)).toBe(bit('description'));
  });

  it('orders the fields from description (lowest) to name (highest)', () => {
    expect(FIELDS[0]).toBe('description');
    expect(FIELDS.at(-1)).toBe('name');
    expect(NAME_BIT).toBe(bit('name'));
    expect(FIELDS.indexOf('brand')).toBeGreaterThan(FIELDS.indexOf('subcategory'));
    expect(FIELDS.indexOf('subcategory')).toBeGreaterThan(FIELDS.indexOf('category'));
  });

  it('matches whole words, not fragments', () => {
    // "phone" is inside "Smartphone" and "iPhone", as a fragment only.
    expect(rowsOf(index, 'phone', { prefix: false, typos: false })).toEqual([2]);
    expect(rowsOf(index, 'head', { prefix: false, typos: false })).toEqual([]);
    expect(rowsOf(index, 'match', { prefix: false, typos: false })).toEqual([6]);
  });

  it('answers how many typos a word may hold: none under 5 letters, 1 from 5, 2 from 9', () => {
    expect([1, 4, 5, 8, 9, 20].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('finds a word of 5 letters or more with one typo', () => {
    const iphne = found(index, 'iphne');
    expect(iphne.rows).toEqual([5]);
    expect(typosOf(iphne.matches)).toEqual([1]);
    expect(rowsOf(index, 'wirelss')).toEqual([0]);
    expect(rowsOf(index, 'hoder')).toEqual([3]);
  });

  it('counts two neighbouring letters swapped as one typo (Damerau, as Meilisearch), and says the word it read', () => {
    const swapped = found(index, 'holdre');
    expect(swapped.rows).toEqual([3]);
    expect(typosOf(swapped.matches)).toEqual([1]);
    expect(index.wordOf('holdre', swapped.matches[0]!)).toBe('holder');
    // A swap is one typo of the budget: a 5-to-8-letter word with a swap and another typo finds nothing.
    expect(rowsOf(index, 'hodlrr')).toEqual([]);
  });

  it('finds a word of 9 letters or more with two typos, a shorter one with at most one', () => {
    const twoTypos = found(index, 'hedphonez'); // 9 letters: "headphones" less an "a", "s" as "z"
    expect(twoTypos.rows).toEqual([0]);
    expect(typosOf(twoTypos.matches)).toEqual([2]);
    expect(rowsOf(index, 'chrnograf')).toEqual([]); // 9 letters, three typos
    expect(rowsOf(index, 'wirelesz')).toEqual([0]); // 8 letters, one typo
    expect(rowsOf(index, 'wirelez')).toEqual([]); // 7 letters, two typos
  });

  it('counts a typo in the first letter as two (as Meilisearch): a word one letter from another there is another word', () => {
    // "weather" is one substitution from "Leather" but in its first letter: two typos, over a 7-letter word's one.
    const leather = new TextIndex([row('Leather Belt'), row('Brick Set')]);
    expect(rowsOf(leather, 'weather')).toEqual([]);
    expect(rowsOf(leather, 'lether')).toEqual([0]);
    // A 9-letter word may spend both on its first letter; a swap of the first two letters is two typos too.
    expect(rowsOf(index, 'dhronograph')).toEqual([4]);
    expect(rowsOf(index, 'ohlder')).toEqual([]);
  });

  it('finds no typos in a word under 5 letters', () => {
    expect(rowsOf(index, 'phne')).toEqual([]);
    expect(rowsOf(index, 'cas')).toEqual([]);
    expect(rowsOf(index, 'watc')).toEqual([]);
  });

  it('tries typos only when the word has no term of its own: an exact word beats its neighbours', () => {
    // "watch" is one typo from "match" (row 6); it has its own rows, so it matches them alone.
    const watch = found(index, 'watch');
    expect(watch.rows).toEqual([4, 7]);
    expect(typosOf(watch.matches)).toEqual([0]);
    // "matches" is the word of row 6 and one typo from "watches" (rows 4, 7).
    expect(rowsOf(index, 'matches')).toEqual([6]);
    // Without typos, a misspelt word finds nothing.
    expect(rowsOf(index, 'iphne', { prefix: false, typos: false })).toEqual([]);
  });

  it('keeps the fewest typos first among typo matches', () => {
    // "protectar": one typo from "protector", two from "projector".
    const { matches, rows } = found(index, 'protectar');
    expect(rows).toEqual([8, 9]);
    expect(typosOf(matches)).toEqual([1, 2]);
  });

  it('expands the last word as a prefix to the words it starts, and says so', () => {
    const head = found(index, 'head', { prefix: true, typos: true });
    expect(head.rows).toEqual([0, 1]);
    expect(head.matches.every((m) => m.prefix && m.typos === 0)).toBe(true);
    expect(rowsOf(index, 'chrono', { prefix: true, typos: false })).toEqual([4]);
    // The word's own term first, not as a prefix; then the longer words it starts.
    const phone = found(index, 'phone', { prefix: true, typos: false });
    expect(phone.matches[0]).toMatchObject({ prefix: false, typos: 0 });
    expect(phone.rows).toEqual([2]);
    const watch = found(index, 'watch', { prefix: true, typos: false });
    expect(watch.rows).toEqual([4, 7]);
    // A single letter is no prefix.
    expect(rowsOf(index, 'h', { prefix: true, typos: false })).toEqual([]);
    // A prefix found suppresses typos: "proj" expands, nothing one typo away is added.
    expect(rowsOf(index, 'proj', { prefix: true, typos: true })).toEqual([9]);
  });

  it('knows the words it holds, by their stems, and joined forms', () => {
    const joined = new TextIndex([row('Mesh Wi-Fi System'), row('PopSocket Grip')]);
    expect(joined.knows('wifi')).toBe(true);
    expect(joined.knows('popsocket')).toBe(true);
    expect(joined.knows('popsockets')).toBe(true);
    expect(joined.knows('grips')).toBe(true);
    expect(joined.knows('router')).toBe(false);
  });

  it("keeps each name's terms with their positions", () => {
    const names = new TextIndex([row('Red Running Shoes')]);
    const positions = names.namePositionsOf(0);
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(positions.map((p) => p.term)).toEqual(['red', 'running', 'shoes'].map((w) => names.matches(w, { prefix: false, typos: false })[0]!.term));
  });

  describe('update', () => {
    const catalogue = () => [row('Red Kettle', { description: 'Boils water.' }), row('Blue Toaster'), row('Green Blender')];

    it('re-indexes a changed row in place: found by its new words, not its old ones', () => {
      const texts = catalogue();
      const updating = new TextIndex(texts);
      expect(rowsOf(updating, 'kettle')).toEqual([0]);
      expect(updating.update([{ row: 0, text: row('Copper Teapot', { description: 'Boils water.' }) }])).toBe(1);
      expect(updating.updatedRows).toBe(1);
      expect(rowsOf(updating, 'teapot')).toEqual([0]);
      expect(rowsOf(updating, 'copper')).toEqual([0]);
      expect(rowsOf(updating, 'kettle')).toEqual([]);
      expect(rowsOf(updating, 'water')).toEqual([0]);
      expect(rowsOf(updating, 'toaster')).toEqual([1]);
      expect(updating.namePositionsOf(0)).toHaveLength(2);
      // A word new to the catalogue is found as a prefix and with typos too.
      expect(rowsOf(updating, 'teap', { prefix: true, typos: false })).toEqual([0]);
      expect(rowsOf(updating, 'coper')).toEqual([0]);
    });

    it("answers a word and a name's words asked before an update from the updated index", () => {
      const updating = new TextIndex(catalogue());
      // Asked before: kept by the index (`matches`, `nameWords`).
      expect(rowsOf(updating, 'tea', { prefix: true, typos: false })).toEqual([]);
      expect(rowsOf(updating, 'teapat')).toEqual([]);
      expect(updating.nameWords('Copper Teapot')).toEqual(new Int32Array(0));
      updating.update([{ row: 0, text: row('Copper Teapot') }]);
      expect(rowsOf(updating, 'tea', { prefix: true, typos: false })).toEqual([0]);
      expect(rowsOf(updating, 'teapat')).toEqual([0]);
      const teapot = updating.termOf('teapot')!;
      expect([...updating.nameWords('Copper Teapot')]).toEqual([0, 6, updating.termOf('copper')!, 7, 13, teapot]);
    });

    it('skips a row whose texts did not change, and answers how many did', () => {
      const texts = catalogue();
      const updating = new TextIndex(texts);
      expect(updating.update(texts.map((text, r) => ({ row: r, text: { ...text } })))).toBe(0);
      expect(updating.updatedRows).toBe(0);
      expect(
        updating.update([
          { row: 0, text: texts[0]! },
          { row: 1, text: row('Blue Toaster', { tags: ['breakfast'] }) },
          { row: 2, text: row('Green Juicer') },
        ]),
      ).toBe(2);
      expect(updating.updatedRows).toBe(2);
      expect(rowsOf(updating, 'breakfast')).toEqual([1]);
      expect(rowsOf(updating, 'blender')).toEqual([]);
      expect(rowsOf(updating, 'kettle')).toEqual([0]);
    });

    it('re-indexes a row changed twice from its latest texts', () => {
      const updating = new TextIndex(catalogue());
      expect(updating.update([{ row: 1, text: row('Blue Grill') }])).toBe(1);
      expect(updating.update([{ row: 1, text: row('Blue Waffle Maker') }])).toBe(1);
      expect(updating.updatedRows).toBe(1);
      expect(rowsOf(updating, 'grill')).toEqual([]);
      expect(rowsOf(updating, 'toaster')).toEqual([]);
      expect(rowsOf(updating, 'waffle')).toEqual([1]);
      expect(rowsOf(updating, 'blue')).toEqual([1]);
      // And back to what it was built with.
      expect(updating.update([{ row: 1, text: row('Blue Toaster') }])).toBe(1);
      expect(rowsOf(updating, 'toaster')).toEqual([1]);
      expect(rowsOf(updating, 'waffle')).toEqual([]);
    });
  });
});

describe('building in slices', () => {
  it('gives the same index as building at once, and lets the event loop run between slices', async () => {
    const texts = Array.from({ length: 50 }, (_, k) =>
      row(`Product ${k} ${k % 2 ? 'Wireless Headphones' : 'Leather Wallet'}`, { brand: k % 3 ? 'SoundMax' : 'UrbanStyle', description: `Item number ${k}.` }),
    );
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 0);
    const sliced = await TextIndex.build(texts, new Set(['number']), 7);
    clearInterval(ticking);
    const whole = new TextIndex(texts, new Set(['number']));
    expect(ticks).toBeGreaterThan(0);
    for (const word of ['headphones', 'wallet', 'soundmax', 'urbanstyle', 'item', 'number', 'wireles', '7']) {
      expect(found(sliced, word), word).toEqual(found(whole, word));
    }
    expect(sliced.namePositionsOf(13)).toEqual(whole.namePositionsOf(13));
  });
});
