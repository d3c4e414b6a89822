import { chatAnswerSchema } from '@cartwise/domain/assistant/schemas';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { Shopper } from '../../../../test/shopper-client.ts';

/** One conversation with the assistant, answered as JSON. */
class ChatShopper extends Shopper {
  async ask(message: string) {
    const res = await this.request('POST', '/api/chat', { message }, { accept: 'application/json' });
    expect(res.status).toBe(200);
    const answer = chatAnswerSchema.parse(res.body);
    return {
      text: answer.message.content,
      ids: answer.products.map((p) => p.id),
      suggestions: answer.suggestions,
      alternatives: answer.message.metadata.alternatives,
      listLinks: answer.actions.flatMap((a) => (a.type === 'open-product-list' ? [a.params] : [])),
    };
  }
}

// As on the Best Buy catalogue: a "Samsung Galaxy" subcategory of accessories, phones named by their model
// (some putting the model after the carrier's name), cases "for" the model, and headsets of two sorts.
const item = (id: string, name: string, price: number, subcategory: string, extra: Partial<ProductInput> = {}): ProductInput => ({
  id, name, price, category: 'Electronics', subcategory, brand: name.split(' - ')[0]!, thumbnail: '/images/p.svg', stockQuantity: 5, ...extra,
});
const PHONE_SHOP: ProductInput[] = [
  item('galaxy-adapter', 'Samsung - Galaxy Micro-USB-to-USB Adapter - White', 19.99, 'Samsung Galaxy'),
  item('s7-protector', 'Gadget Guard - Screen Protector for Samsung Galaxy S7', 19.99, 'Samsung Galaxy'),
  item('s7-case', 'Spigen - Rugged Armor Case for Samsung Galaxy S7 Cell Phones - Black', 12.99, 'Samsung Galaxy'),
  item('samsung-s7-case', 'Samsung - S-View Case for Samsung Galaxy S7 - Black', 29.99, 'Cell Phone Accessories', { brand: 'Samsung' }),
  item('s7-black', 'Samsung - Galaxy S7 32GB - Black Onyx (Verizon)', 679.99, 'All Cell Phones with Plans'),
  item('s7-edge', 'Samsung - Galaxy S7 edge 32GB - Blue Coral (Verizon)', 779.99, 'All Cell Phones with Plans'),
  item('s7-prepaid', 'Boost Mobile - Samsung Galaxy S7 4G with 32Gb memory Prepaid Cell Phone - Black Onyx', 599.99, 'Prepaid Phones'),
  item('iphone-7', 'Apple - iPhone 7 32GB - Black (Verizon)', 699.99, 'iPhone'),
  item('iphone-se', 'Apple - iPhone SE 16GB - Space Gray (Verizon)', 449.99, 'iPhone', { description: 'A 4-inch phone; 7 hours of video.' }),
  item('iphone-7-silicone', 'Apple - iPhone® 7 Silicone Case - Black', 35, 'Cell Phone Accessories'),
  item('iphone-7-case', 'OtterBox - Defender Series Case for Apple® iPhone® 7 - Black', 49.99, 'Cell Phone Accessories'),
  item('headset-in-ear', 'Insignia™ - Wireless In-Ear Headset - Black', 49.99, 'Cell Phone Accessories', { description: 'A Bluetooth headset with an in-ear design and extra earbuds.' }),
  item('headset-mini', 'Jabra - Mini Bluetooth Headset - Black', 39.99, 'Cell Phone Accessories', { description: 'Slip the earbud of this headset in your ear.' }),
  item('headset-vr', 'Zeiss - VR One Plus Virtual Reality Headset', 129.99, 'Cell Phone Accessories', { description: 'Virtual reality for your phone.' }),
  item('headset-classic', 'Jabra - Classic Bluetooth Headset - Black', 29.99, 'Cell Phone Accessories', { description: 'Hands-free calls.' }),
  item('moto-g', 'Motorola - MOTO G 4G LTE Cell Phone (Unlocked) - Black', 199.99, 'Unlocked Cell Phones', { specifications: { Storage: '16GB' } }),
  item('blu-life', 'BLU - Life XL with 8GB Memory Cell Phone (Unlocked) - Black', 129.99, 'Unlocked Cell Phones', { specifications: { Storage: '8GB' } }),
  item('blu-studio', 'BLU - Studio G 4G Cell Phone with 4GB (Unlocked) - Black', 79.99, 'Unlocked Cell Phones', { specifications: { Storage: '4GB' } }),
  item('moto-g-white', 'Motorola - MOTO G 4G LTE Cell Phone (Unlocked) - White', 199.99, 'Unlocked Cell Phones', { specifications: { Storage: '16GB' } }),
];

/** The shop over `products` on one engine, for the tests of the enclosing block: opened before them, closed after. */
function shopApp(engine: (typeof ENGINES)[number], products: ProductInput[]): () => TestContext['app'] {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, products);
  });
  afterAll(async () => ctx?.close());
  return () => ctx.app;
}

describe.each(ENGINES)('the offline assistant on a phone shop on %s', (engine) => {
  const app = shopApp(engine, PHONE_SHOP);

  it('compares "the first two" of three products shown, not all three', async () => {
    const shopper = new ChatShopper(app());
    expect((await shopper.ask('unlocked phones')).ids).toEqual(['moto-g', 'blu-life', 'blu-studio']);
    const compared = await shopper.ask('compare the first two');
    expect(compared.ids).toEqual(['moto-g', 'blu-life']);
    expect(compared.text).not.toContain('Studio G');
    const last = new ChatShopper(app());
    await last.ask('unlocked phones');
    expect((await last.ask('compare the last two')).ids).toEqual(['blu-life', 'blu-studio']);
  });

  it('answers "is the second one cheaper than the first?" about those two, with both prices and the difference', async () => {
    const shopper = new ChatShopper(app());
    await shopper.ask('unlocked phones');
    const answer = await shopper.ask('is the second one cheaper than the first?');
    expect(answer.text).toBe(
      'Yes: the BLU - Life XL with 8GB Memory Cell Phone (Unlocked) - Black costs $129.99, $70.00 less than the Motorola - MOTO G 4G LTE Cell Phone (Unlocked) - Black at $199.99.',
    );
    expect(answer.ids).toEqual(['blu-life', 'moto-g']);
    expect((await shopper.ask('is the first one cheaper than the third?')).text).toMatch(/^No: the Motorola .* costs \$199\.99, \$120\.00 more than the BLU - Studio G .* at \$79\.99\.$/);
    expect((await shopper.ask('does the third one have more storage than the second?')).text).toMatch(/^No: the BLU - Studio G .* has 4GB, the BLU - Life XL .* 8GB\.$/);
    // 'it' is the product the last answer favoured: the cheaper one.
    expect((await shopper.ask('add it to my cart')).text).toMatch(/^I added BLU - Life XL .* \(\$129\.99 each\)/);
  });

  it('shows the Galaxy S7 phones for "samsung galaxy s7" in a new chat, not the accessories of the Samsung Galaxy subcategory', async () => {
    const s7 = await new ChatShopper(app()).ask('samsung galaxy s7');
    expect(s7.ids).toEqual(['s7-black', 's7-edge']);
    // Said as the model, as its names write it, not as 'Samsung products matching "galaxy s7"'.
    expect(s7.text).toMatch(/^Here are 2 Samsung Galaxy S7 models:\n/);
    // Without the brand, the phone a carrier sells under its own name is the model too.
    expect((await new ChatShopper(app()).ask('galaxy s7')).ids).toEqual(['s7-black', 's7-edge', 's7-prepaid']);
    expect((await new ChatShopper(app()).ask('samsung galaxy s7 edge')).ids[0]).toBe('s7-edge');
    // "iphone 7": the iPhone 7, not the iPhone SE whose description holds a 7, nor the cases.
    expect((await new ChatShopper(app()).ask('iphone 7')).ids).toEqual(['iphone-7']);
  });

  it('shows the cases of a model when the shopper asks for cases, including one that names the model first', async () => {
    const cases = await new ChatShopper(app()).ask('galaxy s7 cases');
    expect(cases.ids.sort()).toEqual(['s7-case', 'samsung-s7-case']);
    expect(cases.text).toMatch(/^Here are 2 cases for the Galaxy S7:\n/);
    expect((await new ChatShopper(app()).ask('iphone 7 cases')).ids.sort()).toEqual(['iphone-7-case', 'iphone-7-silicone']);
  });

  it.each(['earbuds', 'earphones', 'in-ear headphones'])('shows "%s" as the headsets described as in-ear or with earbuds, not as a kind the shop lacks', async (message) => {
    const shopper = new ChatShopper(app());
    const answer = await shopper.ask(message);
    expect(answer.text).toMatch(/^We don't list (?:earbuds|earphones|headphones) as such, but these are the headsets described as in-ear or with earbuds:\n/);
    expect(answer.ids).toEqual(['headset-in-ear', 'headset-mini']);
    // Follow-ups stay with them: none of them is cheaper than the cheaper one, and there are no more.
    const cheaper = await shopper.ask('cheaper');
    expect(cheaper.text).toMatch(/^I couldn't find any (?:earbuds|earphones|headphones) cheaper than \$39\.99\. The nearest alternatives \(without the price\) are the headsets described as in-ear or with earbuds:/);
    expect(cheaper.alternatives).toBe(true);
    expect((await shopper.ask('show more')).text).toBe("That's all I have: there are no more headsets described as in-ear or with earbuds.");
  });

  it('still only names headsets for "headphones", which may be over-ear: some headsets are for virtual reality', async () => {
    const answer = await new ChatShopper(app()).ask('headphones');
    expect(answer.text).toBe('Sorry, we don\'t carry headphones, but we do have headsets: ask me for "headsets" to see them.');
    expect(answer.ids).toEqual([]);
  });

  it('reads "what about in white?" as the last search in white, or the product in focus in white, which may be white itself', async () => {
    const shopper = new ChatShopper(app());
    await shopper.ask('unlocked phones');
    const white = await shopper.ask('what about in white');
    expect(white.ids).toEqual(['moto-g-white']);
    expect(white.text).toMatch(/^Here is 1 unlocked cell phone:\n1\. Motorola - MOTO G 4G LTE Cell Phone \(Unlocked\) - White:/);
    await shopper.ask('the first one');
    const same = await shopper.ask('what about in white?');
    expect(same.text).toMatch(/^Yes, the Motorola - MOTO G 4G LTE Cell Phone \(Unlocked\) comes in white:\n1\. Motorola - MOTO G 4G LTE Cell Phone \(Unlocked\) - White: \$199\.99/);
    expect(same.ids).toEqual(['moto-g-white']);
    expect((await shopper.ask('in black?')).ids).toEqual(['moto-g']);
  });

  it('adds "2 of them" as two of the product in focus, and asks which one when there is none', async () => {
    const unsure = new ChatShopper(app());
    await unsure.ask('unlocked phones');
    expect((await unsure.ask('add 2 of them to my cart')).text).toBe('Which one do you mean? Say "the first one", "the second one" and so on.');
    expect((await unsure.get('/api/cart')).body.items).toEqual([]);
    const sure = new ChatShopper(app());
    await sure.ask('unlocked phones');
    await sure.ask('is the second one in stock?');
    expect((await sure.ask('add 2 of them to my cart')).text).toMatch(/^I added 2 × BLU - Life XL .* \(\$129\.99 each\) to your cart\./);
    expect((await sure.get('/api/cart')).body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([['blu-life', 2]]);
  });

  it('links the product list only where it holds what the answer counted', async () => {
    const shopper = new ChatShopper(app());
    const listCount = async (params: Record<string, string | string[]>) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) for (const one of [value].flat()) query.append(name, one);
      return (await shopper.get(`/api/products?${query}`)).body.totalCount as number;
    };
    // 7 phones under $700 in four subcategories, where the list's "phone" under $700 also holds the cases
    // and headsets naming phones: no link.
    const phones = await shopper.ask('a cheap phone under 700');
    expect(phones.ids).toEqual(['blu-studio', 'blu-life', 'moto-g']);
    expect(phones.text).toContain('There are 4 more');
    expect(phones.listLinks).toEqual([]);
    // 4 phones under $200, all unlocked: the link is that subcategory, which holds the same 4.
    const cheap = await shopper.ask('a cheap phone under 200');
    expect(cheap.text).toContain('There is 1 more');
    expect(cheap.listLinks).toEqual([{ category: 'Electronics', subcategory: 'Unlocked Cell Phones', maxPrice: '200', sort: 'price-asc' }]);
    expect(await listCount(cheap.listLinks[0]!)).toBe(4);
    const unlocked = await shopper.ask('unlocked phones');
    expect(unlocked.text).toContain('There is 1 more');
    expect(await listCount(unlocked.listLinks[0]!)).toBe(4);
  });

  it('answers "what brands do you have?" with the brands, not with any three products', async () => {
    const answer = await new ChatShopper(app()).ask('what brands do you have?');
    expect(answer.text).toMatch(/^We carry 11 brands; those with the most products are Samsung \(4 products\), Apple \(3 products\), /);
    expect(answer.ids).toEqual([]);
    expect(answer.suggestions[0]).toBe('Samsung products');
  });
});

// The same shop with bands for the Apple Watch, most of them not made by Apple, and a second accessory for the
// iPhone, so that "Apple Watch" and "Apple iPhone" are product lines accessories are named for. Its own app:
// each app's rate limit counts these shoppers apart from those above.
const ACCESSORY_SHOP: ProductInput[] = [
  ...PHONE_SHOP,
  item('band-apple', 'Apple - Sport Band for Apple® Watch™ 42mm - Concrete', 49, 'Cell Phone Accessories'),
  item('band-insignia', 'Insignia™ - Leather Band for Apple® Watch™ 38mm - Brown', 29.99, 'Cell Phone Accessories'),
  item('band-otterbox', 'OtterBox - Silicone Band for Apple Watch 42mm - Black', 24.99, 'Cell Phone Accessories'),
  item('iphone-7-protector', 'ZAGG - InvisibleShield Screen Protector for Apple® iPhone® 7', 24.99, 'Cell Phone Accessories'),
];

describe.each(ENGINES)('the offline assistant on accessories and questions about the shop on %s', (engine) => {
  const app = shopApp(engine, ACCESSORY_SHOP);

  it('shows the bands for an Apple Watch of any brand for "apple watch bands", not only Apple\'s', async () => {
    const answer = await new ChatShopper(app()).ask('apple watch bands');
    expect(answer.ids.sort()).toEqual(['band-apple', 'band-insignia', 'band-otterbox']);
    expect(answer.text).toMatch(/^Here are 3 bands for the Apple Watch:\n/);
    // "apple iphone 7 cases": the cases for the iPhone 7, OtterBox's too.
    expect((await new ChatShopper(app()).ask('apple iphone 7 cases')).ids.sort()).toEqual(['iphone-7-case', 'iphone-7-silicone']);
    // A brand followed by no product line of it stays the brand: Apple's own products.
    expect((await new ChatShopper(app()).ask('apple bands')).ids).toEqual(['band-apple']);
  });

  it.each([
    ['is buying online cheaper than in store?', /^This shop sells online only, so I can't compare with prices in a store\. The price shown on a product is what you pay here, plus 8% tax and shipping, which is free on orders over \$50\.00 \(otherwise \$9\.99\)\.$/],
    ['do you price match?', /^I can only answer about this shop's products, prices and policies \(shipping, delivery and returns\), and I have no price matching to offer\./],
    ['do you have a store near me?', /^This shop sells online only: there is no store to visit/],
    ['are your prices the same in store?', /^This shop sells online only/],
  ])('answers "%s" about the shop, not with a search', async (message, expected) => {
    const answer = await new ChatShopper(app()).ask(message);
    expect(answer.text).toMatch(expected);
    expect(answer.ids).toEqual([]);
  });

  it('searches the words the assistant stems otherwise as the product search does ("series", not "sery")', async () => {
    const answer = await new ChatShopper(app()).ask('defender series cases');
    expect(answer.ids).toEqual(['iphone-7-case']);
    expect(answer.text).toMatch(/^Here is 1 defender series case:\n/);
  });
});

// As on the Best Buy catalogue: cases for one model or two, models with a suffix word ("7 Plus", "6s Plus").
const MODEL_SHOP: ProductInput[] = [
  item('s7', 'Samsung - Galaxy S7 32GB - Black Onyx (Verizon)', 679.99, 'All Cell Phones with Plans'),
  item('s7-edge', 'Samsung - Galaxy S7 edge 32GB - Blue Coral (Verizon)', 779.99, 'All Cell Phones with Plans'),
  item('s7-case', 'Spigen - Rugged Armor Case for Samsung Galaxy S7 Cell Phones - Black', 12.99, 'Samsung Galaxy'),
  item('s7-charger', 'Samsung - Fast Charge Wireless Charger for Samsung Galaxy S7 - Black', 59.99, 'Cell Phone Accessories', { brand: 'Samsung' }),
  item('s7-edge-case', 'Tech21 - Evo Case for Samsung Galaxy S7 edge Cell Phones - Black', 44.99, 'Cell Phone Accessories'),
  item('case-6-6s', 'mophie - Juice Pack Case for Apple® iPhone® 6 and iPhone 6s - Black', 59.99, 'Cell Phone Accessories'),
  item('case-6s-plus', 'LuMee - Illuminated Case for Apple® iPhone® 7 Plus and iPhone 6s Plus - Black', 59.99, 'Cell Phone Accessories'),
  item('case-7', 'Speck - Presidio Clear Case for iPhone 7 - Clear', 39.99, 'Cell Phone Accessories'),
  item('case-7-plus', 'Speck - Presidio Clear Case for iPhone 7 Plus - Clear', 44.99, 'Cell Phone Accessories'),
  item('car-charger', 'Platinum - Quick Charge Car Charger - Black', 24.99, 'Cell Phone Accessories'),
  item('car-charger-usb', 'Insignia™ - USB Car Charger - White', 19.99, 'Cell Phone Accessories'),
  item('carbon-charger', 'Tech21 - Carbon Fiber Wireless Charger - Black', 39.99, 'Cell Phone Accessories'),
  item('card-charger', 'Lexar - Card Reader and Charger - Black', 29.99, 'Cell Phone Accessories', { description: 'Reads a memory card.' }),
  item('gear-band', 'Samsung - Band for Gear S2 Classic - Gray', 49.99, 'Cell Phone Accessories', { description: 'A band for your Samsung Gear S2 watch.' }),
  item('watch-band', 'Insignia™ - Leather Band for Apple® Watch™ 38mm - Brown', 29.99, 'Cell Phone Accessories'),
];

describe.each(ENGINES)('the offline assistant on models and contact questions on %s', (engine) => {
  const app = shopApp(engine, MODEL_SHOP);

  it.each(["what's your phone number?", 'how can I contact you?', "what's your email?"])('answers "%s" with how to reach the shop, not with phones', async (message) => {
    const answer = await new ChatShopper(app()).ask(message);
    expect(answer.text).toMatch(/^You can reach us by email at support@cartwise\.shop; our Contact page/);
    expect(answer.ids).toEqual([]);
  });

  it('shows what is made for a model for its "accessories", of any brand, not the model itself', async () => {
    const answer = await new ChatShopper(app()).ask('samsung galaxy s7 accessories');
    expect(answer.ids.sort()).toEqual(['s7-case', 's7-charger']);
    expect(answer.text).toMatch(/^Here are 2 accessories for the Galaxy S7:\n/);
  });

  it('matches a model number as a whole word: an iPhone 6 case is no iPhone 6s Plus case', async () => {
    expect((await new ChatShopper(app()).ask('iphone 6 case')).ids).toEqual(['case-6-6s']);
    // "6s" can still be asked for.
    expect((await new ChatShopper(app()).ask('iphone 6s case')).ids).toEqual(['case-6-6s']);
  });

  it('keeps a suffix word with the model: "case for iphone 7 plus" shows the 7 Plus\'s cases, not the iPhone 7\'s', async () => {
    const answer = await new ChatShopper(app()).ask('case for iphone 7 plus');
    // The LuMee fits the 7 Plus and the 6s Plus; the case for the iPhone 7 is left out.
    expect(answer.ids.sort()).toEqual(['case-6s-plus', 'case-7-plus']);
    expect(answer.text).toMatch(/^Here are 2 cases for the iPhone 7 Plus:\n/);
  });

  it('says a kind with the word its names write before it ("car chargers"), and matches that word as a word, not in "Carbon"', async () => {
    const answer = await new ChatShopper(app()).ask('car chargers');
    expect(answer.ids.sort()).toEqual(['car-charger', 'car-charger-usb']);
    expect(answer.text).toMatch(/^Here are 2 car chargers:\n/);
    // A word searched alone too: the product list's matches are checked as words.
    expect((await new ChatShopper(app()).ask('car')).ids.sort()).toEqual(['car-charger', 'car-charger-usb']);
  });

  it('offers the nearest the shop has to words nothing answers by letting go of one word, and says which', async () => {
    const answer = await new ChatShopper(app()).ask('samsung galaxy watch bands');
    expect(answer.text).toMatch(/^I couldn't find any bands for the Samsung Galaxy matching "watch"\. The nearest alternatives \(without the word "galaxy"\) are:\n/);
    expect(answer.ids).toEqual(['gear-band']);
    expect(answer.alternatives).toBe(true);
  });
});

// As on the Best Buy catalogue: an iPhone 7 in two colours, no Galaxy S8, phones whose names say "32GB Memory",
// one memory card, and no charger naming the Google Pixel but Google's USB Type-C adapter whose text does.
const STORAGE_AND_LINES: ProductInput[] = [
  item('iphone-7-black', 'Apple - iPhone 7 32GB - Black (Verizon)', 699.99, 'iPhone'),
  item('iphone-7-rose', 'Apple - iPhone 7 128GB - Rose Gold (AT&T)', 799.99, 'iPhone'),
  item('iphone-7-red-case', 'Otterbox - Symmetry Series Case for Apple® iPhone® 7 - Red', 39.99, 'Cell Phone Accessories'),
  item('s7', 'Samsung - Galaxy S7 32GB - Black Onyx (Verizon)', 679.99, 'All Cell Phones with Plans'),
  item('s7-case', 'Spigen - Rugged Armor Case for Samsung Galaxy S7 - Black', 12.99, 'Samsung Galaxy'),
  item('galaxy-adapter', 'Samsung - Galaxy Micro-USB-to-USB Adapter - White', 19.99, 'Samsung Galaxy'),
  item('phone-32', 'BLU - Vivo 5R 4G LTE with 32GB Memory Cell Phone (Unlocked) - Gray', 199.99, 'Unlocked Cell Phones', { description: 'Takes a microSD card of up to 64GB.' }),
  item('phone-64', 'ZTE - Axon 7 4G LTE with 64GB Memory Cell Phone (Unlocked) - Gray', 399.99, 'Unlocked Cell Phones', { description: 'Room for a micro SD card.' }),
  item('sd-32', 'SanDisk - Ultra 32GB microSDHC Memory Card', 14.99, 'Cell Phone Accessories'),
  item('pixel', 'Google - Pixel 4G LTE with 32GB Memory Cell Phone - Quite Black (Verizon)', 649.99, 'All Cell Phones with Plans'),
  item('pixel-case', 'Spigen - Liquid Crystal Case for Google Pixel', 24.99, 'Cell Phone Accessories'),
  item('pixel-protector', 'Gadget Guard - Screen Protector for Google Pixel - Transparent', 29.99, 'Cell Phone Accessories'),
  item('pixel-adapter', 'Google - USB Type-C Power Adapter - Gray', 34.99, 'Cell Phone Accessories', { description: 'Charges your Google Pixel.' }),
  item('vehicle-charger', 'Insignia™ - 17W Vehicle Charger with 2 USB Ports - Black', 24.99, 'Cell Phone Accessories'),
  item('type-c-charger', 'Insignia™ - USB Type-C Vehicle Charger - Black', 24.99, 'Cell Phone Accessories', { description: 'For USB Type C devices.' }),
  item('iphone-charger', 'Belkin - Car Charger for Apple® iPhone® - Black', 19.99, 'Cell Phone Accessories'),
  item('galaxy-charger', 'Samsung - Fast Charger for Samsung Galaxy S7 - Black', 29.99, 'Cell Phone Accessories'),
];

describe.each(ENGINES)('the offline assistant on colours, storage and models it lacks on %s', (engine) => {
  const app = shopApp(engine, STORAGE_AND_LINES);

  it('answers a model in a colour as a colour question: the colours it comes in, or those in that colour', async () => {
    const red = await new ChatShopper(app()).ask('do you have the iphone 7 in red?');
    expect(red.text).toBe("Sorry, we don't have the iPhone 7 in red. It comes in black and rose gold.");
    expect(red.ids).toEqual([]);
    expect((await new ChatShopper(app()).ask('is the iphone 7 available in rose gold?')).ids).toEqual(['iphone-7-rose']);
    // After a list of the model, "it" is the model.
    const shopper = new ChatShopper(app());
    await shopper.ask('iphone 7');
    const rose = await shopper.ask('do you have it in rose gold?');
    expect(rose.text).toMatch(/^Yes, the iPhone 7 comes in rose gold:\n/);
    expect(rose.ids).toEqual(['iphone-7-rose']);
  });

  it('says a model the shop lacks is missing and shows the nearest model, not its line\'s accessories as the model', async () => {
    const phone = await new ChatShopper(app()).ask('samsung galaxy s8 plus');
    expect(phone.text).toMatch(/^We don't have the Galaxy S8 Plus; the nearest model we have is the Galaxy S7\. Here is 1 /);
    expect(phone.ids).toEqual(['s7']);
    expect(phone.alternatives).toBe(true);
    const cases = await new ChatShopper(app()).ask('galaxy s8 case');
    expect(cases.text).toMatch(/^We don't have the Galaxy S8, nor cases for it; the nearest model we have is the Galaxy S7\. Here is 1 case for the Galaxy S7:\n/);
    expect(cases.ids).toEqual(['s7-case']);
  });

  it('reads a storage size with a card or drive as that kind, not phones with that memory', async () => {
    const card = await new ChatShopper(app()).ask('micro sd card 64gb');
    expect(card.text).toMatch(/^We don't have a 64GB memory card\. This is the memory card we have:\n/);
    expect(card.ids).toEqual(['sd-32']);
    const exact = await new ChatShopper(app()).ask('32gb memory card');
    expect(exact.ids).toEqual(['sd-32']);
    const drive = await new ChatShopper(app()).ask('64gb flash drive');
    expect(drive.text).toMatch(/^Sorry, we don't carry flash drives, in 64GB or any other size\./);
    expect(drive.ids).toEqual([]);
  });

  it("answers a product line's charger with the adapter that charges it: the shop's synonyms read a power adapter as a charger", async () => {
    const answer = await new ChatShopper(app()).ask('google pixel charger');
    expect(answer.ids[0]).toBe('pixel-adapter');
  });
});
