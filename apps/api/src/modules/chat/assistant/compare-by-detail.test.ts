import { chatAnswerSchema } from '@cartwise/domain/chat/schemas';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../../test/shopper-client.ts';

const base = { category: 'Outdoors', brand: 'Fernhill', thumbnail: '/images/x.svg', stockQuantity: 5 };
/** A made-up shop: three packs whose details name their weight in other units or not at all, and games. */
const CATALOGUE: ProductInput[] = [
  { ...base, id: 'p1', name: 'Alder Trek Pack', price: 90, specifications: { Weight: '980 g', 'Max Load': '12 kg', Warranty: '2 years' } },
  { ...base, id: 'p2', name: 'Birch Trek Pack', price: 110, specifications: { Weight: '1.5 lb', Warranty: '5 years' } },
  { ...base, id: 'p3', name: 'Cedar Trek Pack', price: 70, specifications: { Colour: 'Moss' } },
  { ...base, category: 'Bags', id: 't1', name: 'Ridge Tote Large', price: 40, rating: 4.8, specifications: { Weight: '1.2 kg' } },
  { ...base, category: 'Bags', id: 't2', name: 'Ridge Tote Medium', price: 35, rating: 4.7, specifications: { Weight: '900 g' } },
  { ...base, category: 'Bags', id: 't3', name: 'Ridge Tote Classic', price: 30, rating: 4.6, specifications: { Weight: '1 kg' } },
  { ...base, category: 'Bags', id: 't4', name: 'Ridge Tote Featherlite', price: 45, rating: 3.1, specifications: { Weight: '0.3 kg' } },
  { ...base, category: 'Home', id: 'h1', name: 'Quillon Weighted Throw', price: 60, description: 'A weighted throw for calm nights.', specifications: { Colour: 'Moss', Width: 'Extra wide' } },
  { ...base, category: 'Games', id: 'g1', name: 'Quillon Tile Game', price: 30, specifications: { Players: '2-4', 'Playing Time': '45 min', 'Shelf Life': '9 months' } },
];

/** The comparisons and questions by one detail of the products shown (issue 19), on both engines. */
describe.each(ENGINES)('a detail asked of the products shown, on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, CATALOGUE, { assistant: { messagesPerMinute: 1000 } });
  });
  afterAll(async () => ctx?.close());

  /** One shopper's conversation: each message's reply text and cards. */
  async function talk(...messages: string[]): Promise<{ text: string; cards: string[] }[]> {
    const shopper = new Shopper(ctx.app);
    const replies: { text: string; cards: string[] }[] = [];
    for (const message of messages) {
      const res = expectDocumented(await shopper.request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema.strict());
      replies.push({ text: res.body.message.content, cards: res.body.products.map((p: { name: string }) => p.name) });
    }
    return replies;
  }

  it('names the lightest and the heaviest of the packs shown by their weights, converted, with the cards', async () => {
    const [list, lightest, heaviest] = await talk('trek pack', 'which one is the lightest', 'which is heaviest?');
    expect(list!.cards).toHaveLength(3);
    expect(lightest!.text).toMatch(/^The Birch Trek Pack is the lightest: 1\.5 lb, against 980 g for the Alder Trek Pack; the Cedar Trek Pack doesn't list its weight\.$/);
    expect(lightest!.cards).toEqual(list!.cards);
    expect(heaviest!.text).toMatch(/^The Alder Trek Pack is the heaviest: 980 g/);
  });

  it('finds those past an amount said in a unit ("lighter than 1 kg", "at least 980 g"), of any unit that converts', async () => {
    const [lighter, atLeast] = await talk('trek pack lighter than 1 kg', 'trek pack at least 980 g');
    expect(lighter!.cards.sort()).toEqual(['Alder Trek Pack', 'Birch Trek Pack']);
    expect(lighter!.text).toMatch(/^I found 2 products for "trek pack" lighter than 1 kg\./);
    expect(atLeast!.cards).toEqual(['Alder Trek Pack']);
  });

  it('says the details do not give a weight they do not give, not quoting a name that says "weighted"', async () => {
    const [, heavy] = await talk('quillon weighted throw', 'how heavy is it?');
    expect(heavy!.text).toBe("The details of the Quillon Weighted Throw don't say, so I can't tell you for sure.");
    // A detail of its own given in words answers its measure.
    const [, wide] = await talk('quillon weighted throw', 'how wide is it?');
    expect(wide!.text).toBe('On that, the details of the Quillon Weighted Throw say: "Width: Extra wide".');
  });

  it('lets go of an amount no product passes, and says so', async () => {
    const [none] = await talk('trek pack at least 20 kg');
    expect(none!.text).toMatch(/^I found nothing for "trek pack" at least 20 kg\. Without "at least 20 kg", /);
    expect(none!.cards.length).toBeGreaterThan(0);
  });

  it('adds the one the comparison named on "add that one", not the first card', async () => {
    const [list, , added] = await talk('trek pack', 'which one is the lightest', 'add that one');
    expect(list!.cards[0]).not.toBe('Birch Trek Pack');
    expect(added!.text).toMatch(/^I added 1 × Birch Trek Pack to your cart\./);
  });

  it('answers "any lighter ones?" with products lighter than the lightest shown, and "something heavier" then with heavier ones', async () => {
    const [list, lighter] = await talk('ridge tote', 'any lighter ones?');
    const grams = (name: string) => {
      const weight = CATALOGUE.find((p) => p.name === name)!.specifications!.Weight!;
      return weight.endsWith('kg') ? parseFloat(weight) * 1000 : parseFloat(weight);
    };
    const lightest = Math.min(...list!.cards.map(grams));
    const expected = CATALOGUE.filter((p) => p.name.startsWith('Ridge') && !list!.cards.includes(p.name) && grams(p.name) < lightest).map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(lighter!.cards.sort()).toEqual(expected.sort());
    expect(lighter!.text).toMatch(/lighter than \d/);
    const [, light, heavier] = await talk('ridge tote', 'any lighter ones?', 'something heavier');
    const heaviest = Math.max(...light!.cards.map(grams));
    expect(heavier!.text).toMatch(/heavier than \d/);
    expect(heavier!.cards.length).toBeGreaterThan(0);
    for (const name of heavier!.cards) expect(grams(name)).toBeGreaterThan(heaviest);
  });

  it('leads a comparison with the detail it is compared by', async () => {
    const [, warranties, weight] = await talk('trek pack', 'compare their warranties', 'compare them by weight');
    expect(warranties!.text).toMatch(/^Warranty: 2 years for the Alder Trek Pack and 5 years for the Birch Trek Pack; the Cedar Trek Pack doesn't list its warranty\. Comparing /);
    expect(weight!.text).toMatch(/^Weight: 980 g for the Alder Trek Pack and 1\.5 lb for the Birch Trek Pack/);
  });

  it('answers a detail asked of a product shown from its details', async () => {
    const [list, second] = await talk('trek pack', 'the second one, how much does it weigh?');
    const weight = CATALOGUE.find((p) => p.name === list!.cards[1])!.specifications!.Weight;
    expect(second!.text).toBe(weight ? `On that, the details of the ${list!.cards[1]!} say: "Weight: ${weight}".` : `The details of the ${list!.cards[1]!} don't say, so I can't tell you for sure.`);
    const [, players, time, keeps] = await talk('quillon tile game', 'how many players?', 'how long does a game take?', 'how long does it keep?');
    expect(players!.text).toContain('"Players: 2-4"');
    expect(time!.text).toContain('"Playing Time: 45 min"');
    expect(keeps!.text).toContain('"Shelf Life: 9 months"');
  });
});
