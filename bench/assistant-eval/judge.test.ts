import { describe, expect, it } from 'vitest';
import { CASES } from './cases.ts';
import {
  breaks,
  dollarAmounts,
  everyTurnProblems,
  expectationProblems,
  hasPhrase,
  saysInStock,
  saysOutOfStock,
  splitOf,
  typedAmounts,
  wordStem,
  type JudgedProduct,
  type TurnContext,
} from './judge.ts';

const product = (over: Partial<JudgedProduct> & Pick<JudgedProduct, 'id' | 'name'>): JudgedProduct => ({
  brand: 'Acme',
  category: 'Electronics',
  subcategory: 'Headphones',
  price: 49.99,
  rating: 4.2,
  inStock: true,
  tags: [],
  features: [],
  specifications: {},
  ...over,
});

const earphones = product({ id: 'p1', name: 'Beats Flex Wireless Earphones', brand: 'Beats', tags: ['wireless earphones'], originalPrice: 53.03 });
const jacket = product({ id: 'p2', name: 'UrbanStyle Leather Jacket', brand: 'UrbanStyle', subcategory: 'Outerwear', price: 189.5, inStock: false, specifications: { Material: 'Lambskin leather' } });
const watch = product({ id: 'p3', name: 'FitTech Pulse 3', subcategory: 'Wearables', price: 149, rating: 4.4, features: ['Water resistant to 50 metres'] });
const all = [earphones, jacket, watch];

function context(reply: TurnContext['reply'], over: Partial<TurnContext> = {}): TurnContext {
  return {
    catalogue: new Map(all.map((p) => [p.id, p])),
    byName: new Map(all.map((p) => [p.name.toLowerCase(), [p]])),
    messages: ['headphones under $100'],
    earlier: [],
    reply,
    policyAmounts: [50, 9.99],
    ...over,
  };
}
const card = (p: JudgedProduct) => ({ id: p.id, name: p.name, price: p.price });

describe('words', () => {
  it('match whole words, singular or plural, case-insensitively', () => {
    expect(wordStem('watches')).toBe(wordStem('watch'));
    expect(wordStem('batteries')).toBe(wordStem('battery'));
    expect(wordStem('Shoes')).toBe(wordStem('shoe'));
    expect(hasPhrase('Wireless Earphones', 'earphone')).toBe(true);
    expect(hasPhrase('noise-cancelling-earbuds', 'noise cancelling earbuds')).toBe(true);
    expect(hasPhrase('MacBook Pro', 'book')).toBe(false);
    expect(hasPhrase('Sunglasses', 'glasses')).toBe(false);
  });
});

describe('product rules', () => {
  it('hold or say why not', () => {
    expect(breaks(earphones, { word: 'earphones', maxPrice: 100, brand: ['beats'], onSale: true })).toBeUndefined();
    expect(breaks(earphones, { maxPrice: 40 })).toMatch(/costs \$49\.99/);
    expect(breaks(jacket, { inStock: true })).toMatch(/out of stock/);
    expect(breaks(jacket, { word: 'leather', in: ['specs'] })).toBeUndefined();
    expect(breaks(jacket, { word: 'jacket', and: [{ word: 'wool' }] })).toMatch(/wool/);
    expect(breaks(earphones, { word: 'earphones', not: { brand: ['Beats'] } })).toMatch(/excluded/);
    expect(breaks(watch, { word: 'water resistant' })).toBeUndefined();
    expect(breaks(watch, { word: 'water resistant', in: ['name'] })).toMatch(/none of the words/);
  });
});

describe('text facts', () => {
  it('reads dollar amounts and stock statements', () => {
    expect(dollarAmounts('From $1,299.99 to $5 and $ 9.99')).toEqual([1299.99, 5, 9.99]);
    expect(saysOutOfStock('Sorry, it is sold out.')).toBe(true);
    expect(saysInStock('It is in stock.')).toBe(true);
    expect(saysInStock('It is not available.')).toBe(false);
  });
});

describe('every-turn checks', () => {
  it('pass a truthful reply', () => {
    const found = everyTurnProblems(context({ text: 'The Beats Flex Wireless Earphones cost $49.99 (was $53.03), under your $100.', cards: [card(earphones)] }));
    expect(found).toEqual({ inventedProducts: [], inventedPrices: [], tooManyCards: [], repeatedList: [] });
  });

  it('find invented products and prices, too many cards, and a list repeating the cards', () => {
    const found = everyTurnProblems(
      context({
        text: 'Here they are:\n1. Beats Flex Wireless Earphones: $49.99\nAlso $12.34 off.',
        cards: [card(earphones), { id: 'x', name: 'Made Up', price: 1 }, { ...card(watch), price: 99 }, card(jacket)],
      }),
    );
    expect(found.inventedProducts).toHaveLength(2);
    expect(found.inventedPrices).toEqual([expect.stringContaining('$12.34')]);
    expect(found.tooManyCards).toHaveLength(1);
    expect(found.repeatedList).toHaveLength(1);
  });

  it('take an amount the shopper said in words, with a word for money, as typed', () => {
    expect(typedAmounts('under three hundred bucks')).toEqual([300]);
    expect(typedAmounts('no more than seventy dollars, or a hundred and fifty quid, or twenty-five usd')).toEqual([70, 150, 25]);
    expect(typedAmounts('two thousand dollars, not 1,500')).toEqual([1500, 2000]);
    expect(typedAmounts('three pairs of socks')).toEqual([]);
    const said = { messages: ['a Samsung under three hundred bucks'] };
    expect(everyTurnProblems(context({ text: 'Here it is, under $300.00:', cards: [] }, said)).inventedPrices).toEqual([]);
    expect(everyTurnProblems(context({ text: 'Here it is, under $3.00:', cards: [] }, said)).inventedPrices).toHaveLength(1);
  });
});

describe('expectations', () => {
  it('judge counts, refinements, stock and prices', () => {
    const earlier = [{ text: 'Here is one.', cards: [card(watch)] }];
    expect(expectationProblems({ count: [1, 3], cheaper: true }, context({ text: 'Cheaper:', cards: [card(earphones)] }, { earlier }))).toEqual([]);
    expect(expectationProblems({ cheaper: true }, context({ text: 'Same:', cards: [card(watch)] }, { earlier }))[0]).toMatch(/not cheaper/);
    // Nothing cheaper shown: wrong when the catalogue has something cheaper (the earphones), right when it has not.
    expect(expectationProblems({ cheaper: true }, context({ text: 'Nothing cheaper.', cards: [] }, { earlier }))).toEqual([expect.stringMatching(/catalogue has some/)]);
    const cheapest = [{ text: 'Here is one.', cards: [card(earphones)] }];
    expect(expectationProblems({ cheaper: true }, context({ text: 'Nothing cheaper.', cards: [] }, { earlier: cheapest }))).toEqual([]);
    expect(expectationProblems({ stock: { name: 'UrbanStyle Leather Jacket' } }, context({ text: 'It is in stock!', cards: [] }))).toHaveLength(1);
    expect(expectationProblems({ stock: { name: 'UrbanStyle Leather Jacket' }, about: [{ name: 'UrbanStyle Leather Jacket' }] }, context({ text: 'The UrbanStyle Leather Jacket is out of stock.', cards: [] }))).toEqual([]);
    expect(expectationProblems({ price: { turn: 0, index: 0 } }, context({ text: 'It costs $149.00.', cards: [] }, { earlier }))).toEqual([]);
    expect(expectationProblems({ says: [['30 days', '30-day']] }, context({ text: 'Returns within 30 days.', cards: [] }))).toEqual([]);
  });
});

describe('the cases', () => {
  it('are at least 250, with unique ids, 40% or more of several turns, split about 60/40', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(250);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    expect(CASES.filter((c) => c.turns.length > 1).length / CASES.length).toBeGreaterThanOrEqual(0.4);
    const heldOut = CASES.filter((c) => splitOf(c.id) === 'heldOut').length / CASES.length;
    expect(heldOut).toBeGreaterThan(0.33);
    expect(heldOut).toBeLessThan(0.47);
  });

  it('cover every intent of the closed set', () => {
    const intents = new Set(CASES.flatMap((c) => c.turns.map((t) => t.intent)));
    for (const intent of ['find', 'constraint', 'show-more', 'refine', 'compare', 'product-question', 'named-product', 'reference', 'policy', 'order-status', 'cart', 'greeting', 'help', 'thanks', 'out-of-scope']) {
      expect(intents).toContain(intent);
    }
  });
});
