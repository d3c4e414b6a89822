import { chatAnswerSchema } from '@cartwise/domain/chat/schemas';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../../test/shopper-client.ts';

/** The words a search keeps, lets go of and takes as the kind, through the app (issue 19's new-shopper passes). */
class ChatShopper extends Shopper {
  async ask(message: string): Promise<{ text: string; names: string[] }> {
    const res = expectDocumented(await this.request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema.strict());
    expect(res.status).toBe(200);
    return { text: res.body.message.content, names: res.body.products.map((p: { name: string }) => p.name) };
  }
}

let seq = 0;
/** A product of a made-up catalogue: only what the assistant reads differs from one to the next. */
function item(name: string, brand: string, subcategory: string, price: number, more: Partial<ProductInput> = {}): ProductInput {
  seq += 1;
  return {
    id: `w-${seq}`,
    name,
    description: `${name}.`,
    price,
    category: 'Goods',
    subcategory,
    brand,
    images: ['/images/products/p-1.svg'],
    thumbnail: '/images/products/p-1.svg',
    rating: 4,
    reviewCount: 10,
    inStock: true,
    stockQuantity: 5,
    features: [],
    specifications: {},
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...more,
  };
}

const CATALOGUE: ProductInput[] = [
  // A food brand whose name opens with a word that names a kind of thing the shop does not sell.
  ...['Oat Cookies', 'Sparkling Water', 'Olive Oil', 'Fruit Jam', 'Granola'].map((food, i) => item(`Lantern & Loaf ${food}`, 'Lantern & Loaf', 'Pantry', 5 + i)),
  item('Greenway Lantern Crisps', 'Greenway', 'Snacks', 3),
  item('Greenway Sea Salt Crisps', 'Greenway', 'Snacks', 3),
  // A brand whose name opens with a word that names a kind the shop does sell.
  ...['Tent', 'Sleeping Bag', 'Stove'].map((gear, i) => item(`Torch & Trail ${gear}`, 'Torch & Trail', 'Camping', 40 + i)),
  item('Brightwick Head Torch', 'Brightwick', 'Torches', 20),
];

describe.each(ENGINES)('the words of the assistant\'s searches on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, CATALOGUE, { assistant: { messagesPerMinute: 1000 } });
  });
  afterAll(async () => ctx?.close());
  const shopper = () => new ChatShopper(ctx.app);

  it('takes no brand\'s name for the kind: "a lantern" in a shop with none but a "Lantern & Loaf" brand finds nothing, not its foods', async () => {
    const reply = await shopper().ask('need a lantern for my new flat');
    expect(reply.names).toEqual([]);
    // The brand named in full is still its products; the kind in a name, not a brand's, is still the kind.
    expect((await shopper().ask('lantern & loaf granola')).names).toEqual(['Lantern & Loaf Granola']);
    expect((await shopper().ask('a torch')).names).toEqual(['Brightwick Head Torch']);
  });
});
