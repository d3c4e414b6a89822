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
  // Cases named for the phone they fit, one named with a word a policy is asked with.
  item('Fernleaf Wallet Case for Vireo 5', 'Fernleaf', 'Cases', 30),
  item('Fernleaf Slim Case for Vireo 5', 'Fernleaf', 'Cases', 20),
  item('Fernleaf Slim Case for Vireo 6', 'Fernleaf', 'Cases', 20),
  item('Fernleaf Clear Case for Quill 2', 'Fernleaf', 'Cases', 15),
  item('Purrwell Cat Tree', 'Purrwell', 'Cat Furniture', 45),
  // Teas told apart by their details alone.
  item('Brightleaf Green Tea', 'Brightleaf', 'Tea', 6, { description: 'Loose leaf green tea, certified organic.' }),
  item('Brightleaf Black Tea', 'Brightleaf', 'Tea', 5, { description: 'A strong black tea for mornings.' }),
  item('Brightleaf Mint Tea', 'Brightleaf', 'Tea', 4, { description: 'Peppermint leaves.', specifications: { Caffeine: 'Decaf' } }),
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

  it('takes a policy\'s word before a kind for products named so ("any wallet cases?"), and a policy when none is', async () => {
    expect((await shopper().ask('do you have any wallet cases')).names).toEqual(['Fernleaf Wallet Case for Vireo 5']);
    expect((await shopper().ask("what's the return window")).text).toMatch(/^You can return any item within \d+ days/);
    // Said after a clause about the shopper's phone: the wallet case for it.
    expect((await shopper().ask('my phone is a vireo 5. looking for a wallet case')).names).toEqual(['Fernleaf Wallet Case for Vireo 5']);
  });

  it('answers "which one is organic?" after a list with the one whose details say so, quoting them', async () => {
    const s = shopper();
    expect((await s.ask('brightleaf tea')).names).toHaveLength(3);
    const organic = await s.ask('which one is organic?');
    expect(organic.names).toEqual(['Brightleaf Green Tea']);
    expect(organic.text).toContain('certified organic');
    expect((await s.ask('which of them is decaf')).names).toEqual(['Brightleaf Mint Tea']);
  });

  it('puts nothing in the cart for a kind the shop does not sell ("add cat litter" with only a cat tree), and says so', async () => {
    const s = shopper();
    expect((await s.ask('add cat litter to my cart')).text).toMatch(/^I couldn't find anything for "cat litter"/);
    expect((await s.get('/api/cart')).body.items).toEqual([]);
  });

  it('searches what the shopper has with the thing asked for: "i have a <phone>, need a case" finds the cases for it', async () => {
    expect((await shopper().ask('i have a vireo 6, need a case')).names).toEqual(['Fernleaf Slim Case for Vireo 6']);
    expect((await shopper().ask('my phone is a quill 2. looking for a case')).names).toEqual(['Fernleaf Clear Case for Quill 2']);
  });
});
