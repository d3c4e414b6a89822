import { chatAnswerSchema } from '@cartwise/domain/chat/schemas';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../../test/shopper-client.ts';

const base = { category: 'Shop', brand: 'Acme', thumbnail: '/images/x.svg', stockQuantity: 5 };
/** Products whose details state ranges and bounds, and one whose sizes are its options. */
const CATALOGUE: ProductInput[] = [
  { ...base, id: 'shoe', name: 'Trail Runner Shoe', price: 80, specifications: { Sizes: 'US 5-12', Weight: '300 g' } },
  { ...base, id: 'sleeve', name: 'Padded Laptop Sleeve', price: 25, features: ['Fits laptops up to 15.6"', 'Water-repellent'] },
  { ...base, id: 'band', name: 'Woven Watch Band', price: 19, description: 'A soft woven band. Fits wrists 140–190 mm.' },
  { ...base, id: 'game', name: 'Harbour Trading Board Game', price: 35, specifications: { Age: '8+', Players: '2-4' } },
  {
    ...base,
    id: 'boot',
    name: 'Waxed Ankle Boot',
    price: 120,
    options: [{ name: 'Size', values: ['8', '9', '10'] }],
    variants: [
      { sku: 'BOOT-8', options: { Size: '8' }, stockQuantity: 2 },
      { sku: 'BOOT-9', options: { Size: '9' }, stockQuantity: 0 },
      { sku: 'BOOT-10', options: { Size: '10' }, stockQuantity: 1 },
    ],
  },
  {
    ...base,
    id: 'notebook',
    name: 'Slimline Notebook',
    price: 900,
    options: [{ name: 'Screen size', values: ['13', '15'] }],
    variants: [
      { sku: 'NB-13', options: { 'Screen size': '13' }, stockQuantity: 3 },
      { sku: 'NB-15', options: { 'Screen size': '15' }, stockQuantity: 3 },
    ],
  },
];

describe.each(ENGINES)('an amount asked of a product on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, CATALOGUE, { assistant: { messagesPerMinute: 1000 } });
  });
  afterAll(async () => ctx?.close());

  /** One shopper's conversation: each message's reply text. */
  async function talk(...messages: string[]): Promise<string[]> {
    const shopper = new Shopper(ctx.app);
    const texts: string[] = [];
    for (const message of messages) {
      const res = expectDocumented(await shopper.request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema.strict());
      texts.push(res.body.message.content);
    }
    return texts;
  }

  it('answers a size from the range of sizes the details state, yes and no', async () => {
    const [, nine, thirteen, half] = await talk('the trail runner shoe', 'does it come in size 9?', 'do you have it in size 13?', 'can I get it in a 9.5?');
    expect(nine).toBe("Yes: the Trail Runner Shoe's sizes are US 5-12, which covers size 9.");
    expect(thirteen).toBe("No: the Trail Runner Shoe's sizes are US 5-12, and you asked about size 13.");
    expect(half).toBe("Yes: the Trail Runner Shoe's sizes are US 5-12, which covers 9.5.");
  });

  it('answers a length of the thing the detail is about, in its unit or another of lengths', async () => {
    const [, thirteen, seventeen, kilos] = await talk('padded laptop sleeve', 'will it fit a 13 inch laptop?', 'would it fit a 17" laptop?', 'does it fit a 3 kg laptop?');
    expect(thirteen).toBe('Yes: the details of the Padded Laptop Sleeve say "Fits laptops up to 15.6"", which covers 13 inch.');
    expect(seventeen).toMatch(/^No: .*up to 15\.6".*you asked about 17/);
    expect(kilos).not.toMatch(/^(?:Yes|No)\b/);
    const [, wrist] = await talk('woven watch band', 'would it fit a 200mm wrist?');
    expect(wrist).toBe('No: the details of the Woven Watch Band say "Fits wrists 140–190 mm", and you asked about 200mm.');
  });

  it("answers an age and a number of players from the game's own keys", async () => {
    const [, five, ten, six] = await talk('harbour trading board game', 'is it ok for a 5 year old?', 'is it suitable for ages 10?', 'can 6 people play it?');
    expect(five).toBe("No: the Harbour Trading Board Game's age is 8+, and you asked about 5 year old.");
    expect(ten).toBe("Yes: the Harbour Trading Board Game's age is 8+, which covers ages 10.");
    expect(six).toBe("No: the Harbour Trading Board Game's players are 2-4, and you asked about 6 people.");
  });

  it("answers a size of a product with options from its variants and their stock", async () => {
    const [, eight, nine, eleven, stock] = await talk('waxed ankle boot', 'do you have it in size 8?', 'does it come in size 9?', 'have you got it in size 11?', 'is it in stock in size 10?');
    expect(eight).toBe('Yes: the Waxed Ankle Boot comes in size 8, and it is in stock.');
    expect(nine).toBe('The Waxed Ankle Boot comes in size 9, but that one is out of stock right now.');
    expect(eleven).toBe("No: the Waxed Ankle Boot doesn't come in size 11; its size options are 8, 9 and 10.");
    expect(stock).toBe('Yes: the Waxed Ankle Boot comes in size 10, and it is in stock.');
  });

  it('answers a number said with its unit from an option the question names ("a 15 inch screen size")', async () => {
    const [, fifteen] = await talk('slimline notebook', 'does it come in a 15 inch screen size?');
    expect(fifteen).toMatch(/^Yes: the Slimline Notebook comes in screen size 15/);
  });
});
