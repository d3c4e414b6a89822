// The words a search keeps, lets go of and takes as the kind, through the app (issue 19's new-shopper passes).
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { ChatShopper, madeUpProducts } from './testing/made-up-shop.ts';

const item = madeUpProducts('w');

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
