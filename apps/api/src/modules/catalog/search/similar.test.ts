import { describe, expect, it } from 'vitest';
import { similarRows } from './similar.ts';
import { Synonyms } from './synonyms.ts';
import { TextIndex, type TextRow } from './text-index.ts';

const row = (p: Partial<TextRow> & { name: string }): TextRow => ({
  brand: '',
  category: 'Electronics',
  subcategory: 'Phone Accessories',
  tags: [],
  features: [],
  specifications: {},
  description: '',
  ...p,
});

const texts = [
  row({ name: 'Rugged Case for Phone 7', brand: 'Armor', tags: ['phone cases'] }),
  row({ name: 'Slim Case for Phone 7', brand: 'Thinline', tags: ['phone cases'] }),
  row({ name: 'Slim Case for Phone 6', brand: 'Thinline', tags: ['phone cases'] }),
  row({ name: 'Car Charger for Phone 7', brand: 'Armor', tags: ['car chargers'] }),
  row({ name: 'Glass Screen Protector for Phone 7', brand: 'Clearview', tags: ['screen protectors'], description: 'Rugged and slim.' }),
  row({ name: 'Desk Lamp', category: 'Home', subcategory: 'Lighting', tags: ['lamps'] }),
  row({ name: 'Floor Lamp', category: 'Home', subcategory: 'Lighting', tags: ['lamps'] }),
  row({ name: 'Wool Rug', category: 'Home', subcategory: 'Rugs' }),
  row({ name: 'Cotton Rug', category: 'Home', subcategory: 'Rugs' }),
  row({ name: 'Table Runner', category: 'Home', subcategory: 'Linen' }),
];
const index = new TextIndex(texts);
const scored = (self: number) => {
  const { rows, scores } = similarRows(index, texts[self]!, self);
  return new Map(rows.map((row) => [row, scores[row]!]));
};
const ranked = (self: number) => [...scored(self)].sort((a, b) => b[1] - a[1]).map(([r]) => r);

describe('similarRows', () => {
  it('puts the products sharing the most and rarest label words first, never the product itself', () => {
    // The other slim case (name, brand and kind shared) first, then the other case for the same phone.
    expect(ranked(1).slice(0, 2)).toEqual([2, 0]);
    expect(ranked(1)).not.toContain(1);
  });

  it('weighs a shared kind above a shared brand or model', () => {
    // The rugged case shares its brand and phone with the charger, and its kind with the cases.
    const order = ranked(0);
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(3));
    expect(order.indexOf(2)).toBeLessThan(order.indexOf(3));
  });

  it('leaves stop words out: "for" in two names relates nothing', () => {
    const lamp = row({ name: 'Lamp for Desk', category: 'Home', subcategory: 'Lighting' });
    const others = ['Wool Rug', 'Cotton Rug', 'Table Runner'].map((name) => row({ name, category: 'Home', subcategory: 'Rugs' }));
    const stop = new TextIndex([lamp, row({ name: 'Case for Phone' }), ...others], new Set(['for']));
    expect(similarRows(stop, lamp, 0).rows).toEqual([]);
    expect(similarRows(new TextIndex([lamp, row({ name: 'Case for Phone' }), ...others]), lamp, 0).rows).toEqual([1]);
  });

  it('reads only the labels: words of a description relate nothing, and a product sharing no label word is left out', () => {
    expect(ranked(0)).not.toContain(5);
    const protector = scored(4);
    const rugged = scored(0);
    // "rugged" and "slim" are in the protector's description only: it is no closer to the rugged case than to the slim one.
    expect(protector.get(0)).toBeGreaterThan(0);
    expect(protector.get(0)).toBeCloseTo(protector.get(1)!);
    expect(rugged.get(4)).toBeCloseTo(scored(1).get(4)!);
  });

  it("relates kinds through the shop's multi-way synonyms, not through a word one-way entries gather", () => {
    const audio = [
      row({ name: 'Studio Max', brand: 'Orchard', tags: ['over-ear headphones'] }),
      row({ name: 'Flex Wireless', brand: 'Pulse', tags: ['wireless earphones'] }),
      row({ name: 'Power Pad', brand: 'Orchard', tags: ['wireless chargers'] }),
      row({ name: 'Home Mini', brand: 'Orchard', tags: ['smart speakers'] }),
      ...['Desk Lamp', 'Floor Lamp', 'Wool Rug', 'Cotton Rug'].map((name) => row({ name, category: 'Home', subcategory: 'Living' })),
    ];
    const audioIndex = new TextIndex(audio);
    const synonyms = new Synonyms([{ terms: ['headphones', 'earphones'] }, { from: 'accessories', to: ['charger', 'speaker'] }]);
    const order = (withSynonyms?: Synonyms) => {
      const { rows, scores } = similarRows(audioIndex, audio[0]!, 0, withSynonyms);
      return [...rows].sort((a, b) => scores[b]! - scores[a]!);
    };
    // Without: the same maker's charger and speaker come before the other maker's earphones.
    expect(order().indexOf(1)).toBeGreaterThan(0);
    // With: the earphones first; "accessories" (a one-way entry of the subcategory) relates no charger or speaker.
    const related = order(synonyms);
    expect(related[0]).toBe(1);
    const { scores } = similarRows(audioIndex, audio[0]!, 0, synonyms);
    expect(scores[2]).toBeCloseTo(similarRows(audioIndex, audio[0]!, 0).scores[2]!);
  });
});
