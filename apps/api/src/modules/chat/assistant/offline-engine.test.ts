import { chatAnswerSchema } from '@cartwise/domain/chat/schemas';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS } from '../../../db/seed/sample-products.ts';
import { seedSampleCoupons } from '../../cart/seed.ts';
import { createTestApp, ENGINES, readDemoCatalog, type TestContext } from '../../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../../test/shopper-client.ts';

interface Card {
  id: string;
  name: string;
  price: number;
  inStock: boolean;
}

class ChatShopper extends Shopper {
  async ask(message: string): Promise<{ text: string; products: Card[]; suggestions: string[]; alternatives: boolean }> {
    const res = expectDocumented(await this.request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema.strict());
    expect(res.status).toBe(200);
    return { text: res.body.message.content, products: res.body.products, suggestions: res.body.suggestions, alternatives: Boolean(res.body.message.metadata.alternatives) };
  }
}

const CATALOGUE: ProductInput[] = [...SAMPLE_PRODUCTS, ...readDemoCatalog()];
const product = (name: RegExp) => CATALOGUE.find((p) => name.test(p.name))!;

/** The conversations (issue 19), on the sample products and the demo catalogue, on both engines. */
describe.each(ENGINES)('the offline assistant on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Each conversation is a new shopper, and new shoppers count against the address's minute: more than
    // the 20 messages a minute a real address gets start here within one.
    ctx = await createTestApp(engine, CATALOGUE, { assistant: { messagesPerMinute: 1000 } });
    await seedSampleCoupons(ctx.db);
  });
  afterAll(async () => ctx?.close());
  const shopper = () => new ChatShopper(ctx.app);

  it('finds the brand and kind named: "Nike shoes" are the Nike shoes, said without a failure', async () => {
    const reply = await shopper().ask('Nike shoes');
    expect(reply.products.length).toBeGreaterThan(0);
    for (const card of reply.products) expect(card.name).toMatch(/^Nike /);
    expect(reply.text).toMatch(/^I found \d+ products? for "nike shoes"\./);
  });

  it('"headphones under $100" shows the earphones under $100 (a synonym), never a dearer pair', async () => {
    const reply = await shopper().ask('headphones under $100');
    expect(reply.products.map((p) => p.name)).toContain(product(/Beats Flex Wireless Earphones/).name);
    for (const card of reply.products) expect(card.price).toBeLessThanOrEqual(100);
    expect(reply.alternatives).toBe(false);
  });

  it('"cheaper" after the cheapest earrings says those were the cheapest, and shows nothing dearer', async () => {
    const s = shopper();
    const shown = (await s.ask('the cheapest earrings')).products;
    expect(shown.length).toBeGreaterThan(0);
    const reply = await s.ask('cheaper');
    expect(reply.products).toEqual([]);
    expect(reply.text).toMatch(/cheaper than \$[\d.]+: the ones shown are the cheapest that match\.$/);
  });

  it('"and a case for it" after a phone looks for cases that go with it, not in the phone\'s details', async () => {
    const s = shopper();
    const phone = product(/^iPhone 13 Pro$/);
    expect((await s.ask('iPhone 13 Pro')).products[0]?.id).toBe(phone.id);
    const reply = await s.ask('and a case for it');
    expect(reply.products.map((p) => p.id)).toContain(product(/Silicone Case/).id);
    expect(reply.products.map((p) => p.id)).not.toContain(phone.id);
  });

  it('answers about a product the shopper names, not the list before: the jacket is out of stock', async () => {
    const s = shopper();
    expect((await s.ask('laptops')).products.length).toBeGreaterThan(0);
    const reply = await s.ask('what about the UrbanStyle jacket, is it available?');
    const jacket = product(/UrbanStyle/);
    expect(jacket.stockQuantity).toBe(0);
    expect(reply.products.map((p) => p.id)).toEqual([jacket.id]);
    expect(reply.text).toBe(`The ${jacket.name} is out of stock right now.`);
  });

  it('never answers for a product the shopper names with a product the shop sells instead', async () => {
    const s = shopper();
    const laptops = (await s.ask('laptops')).products;
    expect(laptops.length).toBeGreaterThan(0);
    // A name no product holds: nothing is said of the laptop shown, nor of any other product.
    const reply = await s.ask('what about the Zorblax 3000, is it in stock?');
    expect(reply.products).toEqual([]);
    expect(reply.text).not.toMatch(/in stock|out of stock/);
    // A name one word of which some products hold: a product holding it, never the laptop in focus.
    expect((await s.ask('and the Zenbook, how much is it?')).products.map((p) => p.id)).toEqual([product(/Zenbook/).id]);
    const other = await s.ask('what about the velvet moon jacket, how much is it?');
    expect(other.products.map((p) => p.id)).not.toContain(product(/Zenbook/).id);
    // Nor, asked of nothing, the product in focus.
    await s.ask('and the Zenbook, how much is it?');
    const unknown = await s.ask('what about the Zorblax 3000?');
    expect(unknown.products).toEqual([]);
    expect(unknown.text).not.toMatch(/Zenbook/);
  });

  it('counts "the fourth one" after "show more" as the page said it ("4 to 5 of 5")', async () => {
    const s = shopper();
    await s.ask('laptops');
    const more = await s.ask('show more');
    expect(more.text).toMatch(/\(4 to \d of \d+\)/);
    expect((await s.ask('the fourth one')).products.map((p) => p.id)).toEqual([more.products[0]!.id]);
  });

  it('reads a maker named alone after a search as the same things by that maker', async () => {
    const s = shopper();
    expect((await s.ask('nike shoes')).products.length).toBeGreaterThan(0);
    const reply = await s.ask('what about calvin klein?');
    expect(reply.products.map((p) => p.name)).toEqual([product(/Calvin Klein Heel Shoes/).name]);
  });

  it('asks for the email to look up an order by number, and finds a placed order with both', async () => {
    const s = shopper();
    expect((await s.ask('where is my order CW-QDC9VB?')).text).toBe('To look up order CW-QDC9VB, I also need the email address you ordered with.');
    expect((await s.ask('status of order CW-QDC9VB for ada@example.com')).text).toBe('We could not find an order with that number and email.');
    const buyer = new ChatShopper(ctx.app);
    const { orderNumber, total } = await buyer.placeOrder('sample-1', 'grace@example.com', `assistant-order-${engine}`);
    const found = await s.ask(`where is my order ${orderNumber.toLowerCase()}? my email is grace@example.com`);
    expect(found.text).toMatch(new RegExp(`^Order ${orderNumber}, placed on .+, is placed: 1 item, \\$${total.toFixed(2)} in total, expected between `));
    // The shopper who placed it needs no email.
    expect((await buyer.ask(`track ${orderNumber}`)).text).toMatch(new RegExp(`^Order ${orderNumber}`));
    // The email given in the next message, once asked for, looks up the order asked about.
    const later = shopper();
    expect((await later.ask(`where is my order ${orderNumber}?`)).text).toBe(`To look up order ${orderNumber}, I also need the email address you ordered with.`);
    expect((await later.ask('my email is grace@example.com')).text).toMatch(new RegExp(`^Order ${orderNumber}, placed on `));
    // Only the next message: an email said later is no answer to it.
    await later.ask(`where is my order ${orderNumber}?`);
    await later.ask('show me laptops');
    expect((await later.ask('grace@example.com')).text).not.toMatch(new RegExp(`^Order ${orderNumber}`));
  });

  it('says why a coupon does not apply in its own words, from the reason, and changes nothing', async () => {
    const s = shopper();
    expect((await s.ask('apply coupon WELCOME10')).text).toBe('The coupon WELCOME10 needs products in your cart: add something first, then apply it.');
    await s.ask('the cheapest earrings');
    await s.ask('add the first one to my cart');
    const before = (await s.get('/api/cart')).body as { total: number; subtotal: number; couponCode: string | null };
    expect(before.subtotal).toBeLessThan(150);
    expect((await s.ask('apply coupon NOPE42')).text).toBe("There is no coupon NOPE42 in this shop. Check how the code is spelled; I cannot list the shop's codes.");
    const short = await s.ask('apply coupon BIG20');
    expect(short.text).toBe(`Your cart is below the minimum the coupon BIG20 needs (its items come to $${before.subtotal.toFixed(2)}): add more to your cart, then apply it.`);
    expect((await s.get('/api/cart')).body).toMatchObject({ total: before.total, couponCode: null });
    await s.ask('apply coupon WELCOME10');
    const applied = (await s.get('/api/cart')).body as { total: number; discount: number };
    expect((await s.ask('apply coupon welcome10')).text).toMatch(new RegExp(`^The coupon WELCOME10 is already applied: you save \\$${applied.discount.toFixed(2)}, and your total is \\$${applied.total.toFixed(2)}`));
  });

  it('applies a coupon through the cart and says the new total; a code that does not exist changes nothing', async () => {
    const s = shopper();
    await s.ask('headphones');
    await s.ask('add the first one to my cart');
    const before = (await s.get('/api/cart')).body as { total: number };
    const unknown = await s.ask('apply coupon NOPE42');
    expect(unknown.text).toMatch(/^There is no coupon NOPE42 in this shop\./);
    expect(((await s.get('/api/cart')).body as { total: number }).total).toBe(before.total);
    const applied = await s.ask('apply coupon WELCOME10');
    const cart = (await s.get('/api/cart')).body as { total: number; subtotal: number; tax: number; discount: number; couponCode: string };
    expect(cart.couponCode).toBe('WELCOME10');
    const usd = (n: number) => `$${n.toFixed(2)}`;
    expect(applied.text).toBe(
      `I applied the coupon WELCOME10: you save ${usd(cart.discount)}, and your total is now ${usd(cart.total)} (${usd(cart.subtotal)} for the items, ${usd(cart.tax)} tax and ${usd(cart.discount)} off).`,
    );
  });

  it('answers payment as a policy, from the checkout\'s own methods', async () => {
    const reply = await shopper().ask('can I pay with PayPal?');
    expect(reply.text).toMatch(/^At checkout you can choose Pay on delivery: /);
    expect(reply.products).toEqual([]);
  });

  it('answers a question about a product from its details, through the synonyms: waterproof is water resistant', async () => {
    const reply = await shopper().ask('is the FitTech watch waterproof?');
    const watch = product(/FitTech/);
    expect(reply.products.map((p) => p.id)).toEqual([watch.id]);
    expect(reply.text).toMatch(new RegExp(`^On that, the details of the ${watch.name} say: .*Water resistan`));
  });

  it('says nothing about another product for one the shop does not have', async () => {
    const reply = await shopper().ask('is the Zyxwv watch waterproof?');
    expect(reply.text).not.toMatch(/details say/);
  });

  it('leads with what it found, and says what it let go of in plain words only when it did', async () => {
    const perfume = await shopper().ask('she love perfume around $80');
    expect(perfume.text).toMatch(/^I found \d+ products? for "perfume" around \$80\.00\./);
    expect(perfume.text).not.toMatch(/couldn't|without|alternatives/i);
    for (const card of perfume.products) expect(card.price).toBeGreaterThanOrEqual(64);
    const relaxed = await shopper().ask('waterproof nike shoes');
    expect(relaxed.text).toMatch(/^I found \d+ products? for "nike shoes" \(none for "waterproof nike shoes"\)\./);
  });

  it('"cheaper" after one product offers cheaper ones, never the same one', async () => {
    const s = shopper();
    const first = await s.ask('SoundMax headphones');
    expect(first.products.length).toBeGreaterThan(0);
    const shown = Math.min(...first.products.map((p) => p.price));
    const cheaper = await s.ask('cheaper');
    for (const card of cheaper.products) {
      expect(first.products.map((p) => p.id)).not.toContain(card.id);
      if (!cheaper.alternatives) expect(card.price).toBeLessThan(shown);
    }
  });

  it('shows at most 3 cards, and the text does not list them again', async () => {
    for (const message of ['show trending products', 'laptops', "what's on sale today?"]) {
      const reply = await shopper().ask(message);
      expect(reply.products.length).toBeGreaterThan(0);
      expect(reply.products.length).toBeLessThanOrEqual(3);
      for (const card of reply.products) expect(reply.text).not.toContain(card.name);
    }
  });

  it('pages with "show more", compares "the first two" and adds "the first one"', async () => {
    const s = shopper();
    const first = await s.ask('show trending products');
    const more = await s.ask('show more');
    expect(more.text).toMatch(/^Here are 3 more \(4 to 6 of \d+\):/);
    expect(more.products.map((p) => p.id)).not.toContain(first.products[0]!.id);
    const compared = await s.ask('compare the first two');
    expect(compared.products.map((p) => p.id)).toEqual(more.products.slice(0, 2).map((p) => p.id));
    expect(compared.text).toMatch(/^Comparing the /);
    const inStock = more.products.findIndex((p) => p.inStock);
    await s.ask(`add the ${['first', 'second', 'third'][inStock]} one to my cart`);
    const cart = (await s.get('/api/cart')).body as { items: { productId: string }[] };
    expect(cart.items.map((i) => i.productId)).toEqual([more.products[inStock]!.id]);
  });

  it('compares the product in focus with one named: "is it cheaper than the <name>?"', async () => {
    const s = shopper();
    const [phone] = (await s.ask('samsung galaxy s10')).products;
    const compared = await s.ask('is it cheaper than the iphone x?');
    expect(compared.text).toMatch(/^Comparing the /);
    expect(compared.products.map((p) => p.name)).toEqual([phone!.name, 'iPhone X']);
    expect((await s.ask('which is cheaper, the s10 or the iphone x')).products.map((p) => p.name)).toEqual([phone!.name, 'iPhone X']);
  });

  it('searches words asked alone after a search that found nothing on their own ("zeppelins", then "hovercraft?")', async () => {
    const s = shopper();
    expect((await s.ask('do you sell zeppelins')).text).toMatch(/^I couldn't find anything for "zeppelins"/);
    expect((await s.ask('hovercraft?')).text).toMatch(/^I couldn't find anything for "hovercraft"\./);
  });

  it('answers "the green ones, how much" of a card seen before the last list', async () => {
    const s = shopper();
    const first = await s.ask('sunglasses');
    const green = first.products.find((p) => /green/i.test(p.name));
    expect(green).toBeDefined();
    expect((await s.ask('cheaper')).products.map((p) => p.id)).not.toContain(green!.id);
    const asked = await s.ask('the green ones, how much');
    expect(asked.products.map((p) => p.id)).toEqual([green!.id]);
    expect(asked.text).toMatch(new RegExp(`^The ${green!.name} costs \\$`));
  });

  it('names a product from the catalogue, not from a card seen earlier that holds the word ("how much is the iphone?")', async () => {
    const s = shopper();
    const lamps = await s.ask('lamps');
    expect(lamps.products.some((p) => /iphone/i.test(p.name))).toBe(true);
    await s.ask('laptops');
    const asked = await s.ask('how much is the iphone?');
    expect(asked.products.some((p) => /lamp/i.test(p.name))).toBe(false);
  });

  it('corrects a misspelling and says so', async () => {
    const reply = await shopper().ask('iphne');
    expect(reply.text).toMatch(/^I found \d+ products? for "iphone" \(you typed "iphne"\)\./);
    expect(reply.products.some((p) => /iphone/i.test(p.name))).toBe(true);
  });

  it('answers what is not about shopping with what it can do, and no products', async () => {
    for (const message of ["what's the weather like?", 'write me a poem about the sea']) {
      const reply = await shopper().ask(message);
      expect(reply.products).toEqual([]);
      expect(reply.text).toMatch(/^I can only help with shopping here/);
    }
  });

  it('offers follow-ups that make sense for the reply', async () => {
    const s = shopper();
    const list = await s.ask('laptops');
    expect(list.suggestions).toEqual(['show more', 'compare the first two', 'cheaper', 'add the first one to my cart']);
    const about = await s.ask('tell me about the second one');
    expect(about.suggestions).toContain('add it to my cart');
    expect(about.products).toHaveLength(1);
  });

  it('adds "the cheapest one" of the cards shown, and "the $N one" shown at that price, never a product the shopper did not see', async () => {
    const s = shopper();
    const shown = (await s.ask('laptops')).products;
    expect(shown.length).toBeGreaterThan(1);
    const cheapest = [...shown].sort((a, b) => a.price - b.price)[0]!;
    expect((await s.ask('add the cheapest one to my basket')).products.map((p) => p.id)).toEqual([cheapest.id]);
    const other = shopper();
    const seen = (await other.ask('laptops')).products;
    const priciest = [...seen].sort((a, b) => b.price - a.price)[0]!;
    await other.ask(`the $${priciest.price} one please, add it to my cart`);
    const cart = (await other.get('/api/cart')).body as { items: { productId: string; quantity: number }[] };
    expect(cart.items).toEqual([expect.objectContaining({ productId: priciest.id, quantity: 1 })]);
  });

  it('answers about "the black one" among the products shown, not another black product', async () => {
    const s = shopper();
    const shown = (await s.ask('a handbag between $40 and $70')).products;
    const black = shown.find((p) => /black/i.test(p.name))!;
    expect(black).toBeDefined();
    expect((await s.ask('the black one, is it in stock?')).products.map((p) => p.id)).toEqual([black.id]);
  });

  it('answers "which one\'s the cheapest?" of a list of one with that one, and reads a brand as the maker, not the kind', async () => {
    const s = shopper();
    const dodges = (await s.ask('do you sell cars? I want a Dodge')).products;
    expect(dodges.length).toBeGreaterThan(0);
    for (const card of dodges) expect(CATALOGUE.find((p) => p.name === card.name)?.brand).toBe('Dodge');
    const t = shopper();
    const [tv] = (await t.ask('tv')).products;
    const reply = await t.ask("which one's the cheapest?");
    expect(reply.products.map((p) => p.id)).toEqual([tv!.id]);
    expect(reply.text).toContain(`costs $${tv!.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('reads "any laptops people rate higher?" after a question about one laptop as laptops rated above it', async () => {
    const s = shopper();
    const yoga = product(/^Lenovo Yoga 920$/);
    await s.ask('how much is the lenovo yoga 920?');
    const reply = await s.ask('reviews look meh. any laptops people rate higher?');
    expect(reply.products.length).toBeGreaterThan(0);
    for (const card of reply.products) {
      const p = CATALOGUE.find((c) => c.name === card.name)!;
      expect(p.subcategory).toBe('Laptops');
      expect(p.rating).toBeGreaterThan(yoga.rating ?? 0);
    }
  });

  it('reads "them" after a question about one product as that product', async () => {
    const s = shopper();
    const laptop = product(/^Lenovo Yoga 920$/);
    await s.ask('how much is the lenovo yoga 920?');
    expect((await s.ask('and what warranty comes with them?')).products.map((p) => p.id)).toEqual([laptop.id]);
  });

  it('applies a code said alone when the shop has that coupon, and answers the message as a search when it has none', async () => {
    const s = shopper();
    await s.ask('headphones');
    await s.ask('add the first one to my cart');
    expect((await s.ask('enter WELCOME10')).text).toMatch(/^I applied the coupon WELCOME10/);
    const reply = await s.ask('try PS5 or a laptop?');
    expect(reply.text).not.toMatch(/coupon/i);
    expect(reply.products.length).toBeGreaterThan(0);
  });

  it('takes a code said alone, however written, as the code it asked for; and asks a bare question of the product in focus', async () => {
    const s = shopper();
    await s.ask('headphones');
    await s.ask('add the first one to my cart');
    expect((await s.ask('i have a coupon')).text).toMatch(/^Which coupon code\?/);
    expect((await s.ask('welcome10')).text).toMatch(/^I applied the coupon WELCOME10/);
    const t = shopper();
    const yoga = product(/^Lenovo Yoga 920$/);
    await t.ask('how much is the lenovo yoga 920?');
    const left = await t.ask('how many are left');
    expect(left.products.map((p) => p.id)).toEqual([yoga.id]);
    expect(left.text).not.toMatch(/Which product/);
  });

  it('puts more in after an add when a count or a "please" says so: "and 3 apples", "plus a cricket ball please"', async () => {
    const s = shopper();
    expect((await s.ask('add a lemon to my cart')).text).toMatch(/^I added 1 × Lemon/);
    expect((await s.ask('and 3 apples')).text).toMatch(/^I added 3 × Apple to your cart/);
    expect((await s.ask('plus a cricket ball please')).text).toMatch(/^I added 1 × Cricket Ball to your cart/);
    // Two actions said together, the add first: both done.
    const both = await s.ask('add an apple and remove the lemon');
    expect(both.text).toMatch(/Your cart has 5 items: 4 × Apple and 1 × Cricket Ball/);
  });

  it('adds the product named exactly by what was said, among others whose names hold it', async () => {
    const ball = product(/^Basketball$/);
    expect(CATALOGUE.some((p) => p.name !== ball.name && /basketball/i.test(p.name))).toBe(true);
    expect((await shopper().ask('add a basketball to my cart')).text).toMatch(/^I added 1 × Basketball to your cart/);
    const s = shopper();
    const shown = (await s.ask('football')).products.map((p) => p.name);
    expect(shown).toContain('Football');
    expect(shown.length).toBeGreaterThan(1);
    expect((await s.ask('add the football to the cart')).text).toMatch(/^I added 1 × Football to your cart/);
  });

  it('answers "who makes it?" and "what brand is the second one?" from the brand', async () => {
    const s = shopper();
    const yoga = product(/^Lenovo Yoga 920$/);
    await s.ask('how much is the lenovo yoga 920?');
    expect((await s.ask('who makes it?')).text).toContain(`"Brand: ${yoga.brand}"`);
    const shown = (await s.ask('watches for women')).products;
    const second = CATALOGUE.find((p) => p.name === shown[1]!.name)!;
    expect((await s.ask("what's the manufacturer of the second one?")).text).toContain(`"Brand: ${second.brand}"`);
  });

  it('searches "a top under $30" as tops, not as the best rated of everything', async () => {
    const reply = await shopper().ask('a top under $30');
    expect(reply.products.length).toBeGreaterThan(0);
    for (const card of reply.products) {
      expect(CATALOGUE.find((p) => p.name === card.name)?.subcategory).toBe('Tops');
      expect(card.price).toBeLessThanOrEqual(30);
    }
  });

  it('answers "between the X and the Y" naming no two products as the search it also reads as', async () => {
    const reply = await shopper().ask('what is the diffrence between the nowhere thing and the other nowhere thing?');
    expect(reply.text).not.toMatch(/^Which products should I compare/);
  });

  it('adds each product of "add them all", sets a line\'s quantity with "make it 3", and reads "is my cart empty?" as the cart', async () => {
    const s = shopper();
    const shown = (await s.ask('laptops')).products.filter((p) => p.inStock);
    expect(shown.length).toBeGreaterThan(1);
    const both = await s.ask('add both of them to my cart');
    expect(both.text).toMatch(/^I added 1 × .+ and 1 × .+ to your cart\./);
    type Cart = { items: { productId: string; quantity: number }[] };
    expect(((await s.get('/api/cart')).body as Cart).items.map((i) => i.productId).sort()).toEqual(both.products.map((p) => p.id).sort());
    await s.ask('add the first one to my cart');
    const three = await s.ask('actually make it 3');
    expect(three.text).toMatch(/^You now have 3 × /);
    const lines = ((await s.get('/api/cart')).body as Cart).items;
    expect(lines.find((i) => i.productId === three.products[0]!.id)?.quantity).toBe(3);
    expect((await s.ask('is my cart empty?')).text).toMatch(/^Your cart has \d+ items/);
    expect((await s.ask('clear it')).text).toBe('I emptied your cart.');
  });

  it('takes a word only one card shown holds in its description as that card, before the catalogue\'s other products', async () => {
    const s = shopper();
    const shown = (await s.ask("my son's mad about basketball")).products;
    expect(shown.length).toBeGreaterThan(0);
    const described = shown.map((card) => CATALOGUE.find((p) => p.name === card.name)!);
    // A word of one card's description that no other card shown, and no name, holds.
    const text = (p: ProductInput) => (p.description ?? '').toLowerCase();
    const own = (i: number) => text(described[i]!).split(/[^a-z]+/).filter((w) => w.length > 3 && !described.some((p, j) => j !== i && text(p).includes(w)) && !CATALOGUE.some((p) => p.name.toLowerCase().includes(w)));
    const index = described.findIndex((_, i) => own(i).length > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    await s.ask(`stick the ${own(index)[0]!} in my cart`);
    type Cart = { items: { productId: string }[] };
    expect(((await s.get('/api/cart')).body as Cart).items.map((i) => i.productId)).toEqual([shown[index]!.id]);
  });

  it('"something fancier, up to $2,000" shows pricier products of the kind under the new ceiling, said beside a clause about the occasion', async () => {
    const s = shopper();
    const shown = (await s.ask('a watch with a leather strap for my grandad, under $100')).products;
    expect(shown.length).toBeGreaterThan(0);
    const reply = await s.ask("it's his 80th though - something fancier, up to $2,000");
    expect(reply.products.length).toBeGreaterThan(0);
    for (const card of reply.products) {
      expect(card.price).toBeGreaterThan(Math.max(...shown.map((p) => p.price)));
      expect(card.price).toBeLessThanOrEqual(2000);
      // Of the kind asked for, by its name or where the catalogue files it.
      const filed = CATALOGUE.find((c) => c.name === card.name)!;
      expect(`${filed.name} ${filed.subcategory}`).toMatch(/watch/i);
    }
  });

  it('"remove it and add the second one instead" swaps the first for the second in the cart', async () => {
    const s = shopper();
    const shown = (await s.ask('laptops')).products;
    expect(shown.length).toBeGreaterThan(1);
    await s.ask('add the first one to my cart');
    const swapped = await s.ask('remove it and add the second one instead');
    expect(swapped.text.startsWith(`I swapped the ${shown[0]!.name} for 1 × ${shown[1]!.name} in your cart.`)).toBe(true);
    expect((await s.get('/api/cart')).body.items.map((i: { name: string }) => i.name)).toEqual([shown[1]!.name]);
  });

  it('"add it and show me <things>" puts it in, then shows the things; "add 2 of the X and remove the Y" does both', async () => {
    const s = shopper();
    const pan = product(/^Pan$/);
    await s.ask(pan.name.toLowerCase());
    const both = await s.ask('add it and show me laptops');
    expect(both.text).toMatch(new RegExp(`^I added 1 × ${pan.name} to your cart\\. Your cart has 1 item: .*\\. I found \\d+ products for "laptops"`));
    expect(both.products.length).toBeGreaterThan(0);
    for (const card of both.products) expect(card.name).toMatch(/laptop|book/i);
    // What was shown after the add is what "the first one" points at.
    const again = await s.ask(`add 2 of the first and remove the ${pan.name.toLowerCase()}`);
    expect(again.text).toMatch(new RegExp(`^I added 2 × ${both.products[0]!.name} to your cart\\. I removed the ${pan.name} from your cart\\. Your cart has 2 items`));
    const cart = (await s.get('/api/cart')).body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]);
    expect(cart).toEqual([[both.products[0]!.id, 2]]);
  });

  it('"apply code X and show me <things>" applies the coupon, then shows the things; "which one is worth it?" compares those shown', async () => {
    const s = shopper();
    await s.ask('add a basketball');
    const both = await s.ask('apply code WELCOME10 and show me laptops');
    expect(both.text).toMatch(/^I applied the coupon WELCOME10: .* I found \d+ products for "laptops"/);
    expect(both.products.length).toBeGreaterThan(1);
    const worth = await s.ask('which one is worth it?');
    expect(worth.products.map((p) => p.id)).toEqual(both.products.map((p) => p.id));
  });

  it('"add 3 apples and a lemon" puts in each with its own count, and shows both', async () => {
    const s = shopper();
    const [apple, lemon] = [product(/^Apple$/), product(/^Lemon$/)];
    const added = await s.ask('add 3 apples and a lemon');
    expect(added.text).toMatch(/^I added 3 × Apple and 1 × Lemon to your cart\. Your cart has 4 items/);
    expect(added.products.map((p) => p.id)).toEqual([apple.id, lemon.id]);
    const cart = (await s.get('/api/cart')).body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]);
    expect(cart).toEqual([[apple.id, 3], [lemon.id, 1]]);
  });

  it('"add it and the lemon" puts in both; "take out the kiwi and the lemon" and "remove both" take out each', async () => {
    const s = shopper();
    const [kiwi, lemon] = [product(/^Kiwi$/), product(/^Lemon$/)];
    await s.ask('kiwi');
    expect((await s.ask('add it and the lemon')).text).toMatch(/^I added 1 × Kiwi and 1 × Lemon to your cart\./);
    const inCart = async () => (await s.get('/api/cart')).body.items.map((i: { productId: string }) => i.productId);
    expect(await inCart()).toEqual([kiwi.id, lemon.id]);
    expect((await s.ask('take out the kiwi and the lemon')).text).toBe('I removed the Kiwi and the Lemon from your cart. Your cart is empty.');
    // One the cart does not hold is said, and the others still come out.
    await s.ask('add a lemon');
    expect((await s.ask('take out the kiwi and the lemon')).text).toMatch(/^That product is not in your cart\. .*I removed the Lemon from your cart\. Your cart is empty\./);
    const shown = (await s.ask('fruit')).products;
    await s.ask('add the first two');
    expect((await s.ask('remove both')).text).toBe(`I removed the ${shown[0]!.name} and the ${shown[1]!.name} from your cart. Your cart is empty.`);
    // "2 kiwis" of a product named in the singular: its plural in s.
    expect((await s.ask('add 2 kiwis')).text).toMatch(/^I added 2 × Kiwi to your cart\./);
  });

  it('"remove the <thing>" of a thing the cart does not hold takes nothing out, not the product just added', async () => {
    const s = shopper();
    const added = (await s.ask('laptops')).products[0]!;
    await s.ask('add the first one to my cart');
    for (const message of ['remove the tennis racket', 'take the helmet out']) {
      expect((await s.ask(message)).text).toMatch(/^That product is not in your cart\./);
    }
    expect((await s.get('/api/cart')).body.items.map((i: { name: string }) => i.name)).toEqual([added.name]);
    // Said without a name, the product just added comes out.
    expect((await s.ask('take it out')).text).toBe(`I removed the ${added.name} from your cart. Your cart is empty.`);
  });

  it('"the second one, add it" adds that one; "floral?" narrows the list, "perfume?" after laptops searches perfume; "anything on sale?" shows deals', async () => {
    const s = shopper();
    const shown = (await s.ask('laptops')).products;
    expect((await s.ask('the second one, add it')).text).toMatch(new RegExp(`^I added 1 × ${shown[1]!.name.replace(/[()]/g, '\\$&')} to your cart`));
    const perfume = await s.ask('perfume?');
    expect(perfume.text).toMatch(/^I found \d+ products for "perfume"/);
    const floral = await s.ask('floral?');
    expect(floral.text).toMatch(/^I found \d+ products? for "floral perfume"/);
    expect(floral.products.length).toBeGreaterThan(0);
    const sale = await s.ask('anything on sale?');
    expect(sale.text).not.toMatch(/Which product/);
    expect(sale.products.length).toBeGreaterThan(0);
  });

  it('"and a <thing> too" after an add shows things of that kind to choose from, and puts none in unseen', async () => {
    const s = shopper();
    await s.ask('perfume');
    await s.ask('add the first one');
    const more = await s.ask('and a lipstick too');
    expect(more.text).toMatch(/^I found \d+ products? for "lipstick/);
    expect(more.products.length).toBeGreaterThan(0);
    expect((await s.get('/api/cart')).body.items).toHaveLength(1);
  });

  it('"what kind of stuff do you sell?" names the largest categories with the most popular products; "show trending products" only shows them', async () => {
    const s = shopper();
    const sold = await s.ask('what kind of stuff do you sell?');
    expect(sold.text).toMatch(/^We sell [^.]+ and [^.]+\. Here are our 3 most popular products right now:/);
    expect(sold.products).toHaveLength(3);
    expect((await s.ask('show trending products')).text).toMatch(/^Here are our 3 most popular products right now:/);
  });

  it('"how much is shipping on my order?" says what the cart\'s items come to and its shipping', async () => {
    const s = shopper();
    const eggs = product(/^Eggs$/);
    await s.ask(`add the ${eggs.name.toLowerCase()} to my cart`);
    expect((await s.ask('how much is shipping on my order?')).text).toMatch(new RegExp(`^Your cart's items come to \\$${eggs.price.toFixed(2)}, so standard shipping is \\$9\\.99\\. Shipping is free on orders over`));
  });

  it('"and the warranty?", "how much ram" said after a list or one product answer from their details, not a search for the word', async () => {
    const s = shopper();
    const shown = (await s.ask('laptops')).products;
    const warranty = await s.ask('and the warranty?');
    expect(warranty.text).toMatch(/^Warranty: /);
    for (const p of shown) expect(warranty.text).toContain(`for the ${p.name}`);
    expect(warranty.text).not.toMatch(/Comparing/);
    const one = shopper();
    const [yoga] = (await one.ask('lenovo yoga 920')).products;
    expect((await one.ask('and the warranty?')).text).toBe(`On that, the details of the ${yoga!.name} say: "Warranty: ${product(/Lenovo Yoga 920/).specifications!['Warranty']}".`);
  });

  it('"add a <kind>" with none shown shows that kind to choose from and puts none in; "add the first one" then does', async () => {
    const s = shopper();
    const choose = await s.ask('add a laptop to my cart');
    expect(choose.text).toMatch(/^Which one should I add to your cart\? I found \d+ products for "laptop"/);
    expect(choose.products.length).toBeGreaterThan(1);
    expect((await s.get('/api/cart')).body.items).toEqual([]);
    await s.ask('add the first one');
    expect((await s.get('/api/cart')).body.items.map((i: { productId: string }) => i.productId)).toEqual([choose.products[0]!.id]);
  });

  it('"eggs, milk and rice" shows the best of each when no product is all of them', async () => {
    const s = shopper();
    const listed = await s.ask('i need groceries: eggs, milk and rice');
    expect(listed.products.map((p) => p.id)).toEqual([product(/^Eggs$/).id, product(/^Milk$/).id, product(/^Rice$/).id]);
    expect(listed.text).toMatch(/^I found 3 products for "[^"]*eggs, milk and rice"/);
  });

  it('"add the X and the Y" puts both in, one of each', async () => {
    const s = shopper();
    const pan = product(/^Pan$/);
    const knife = product(/^Knife$/);
    const added = await s.ask(`add the ${pan.name.toLowerCase()} and the ${knife.name.toLowerCase()}`);
    expect(added.text).toMatch(new RegExp(`^I added 1 × ${pan.name} and 1 × ${knife.name} to your cart`));
    expect((await s.get('/api/cart')).body.items.map((i: { productId: string }) => i.productId).sort()).toEqual([pan.id, knife.id].sort());
  });

  it('"add it and the <words> one" puts both in; "the better rated of the first two" is of those two', async () => {
    const s = shopper();
    const shown = (await s.ask('laptops')).products;
    expect(shown.length).toBeGreaterThanOrEqual(3);
    await s.ask('is the first one in stock?');
    const second = shown[1]!;
    const said = CATALOGUE.find((p) => p.id === second.id)!.brand.toLowerCase();
    expect((await s.ask(`add it and the ${said} one`)).text).toMatch(new RegExp(`^I added 1 × .+ and 1 × .+ to your cart`));
    const inCart = async () => (await s.get('/api/cart')).body.items.map((i: { productId: string }) => i.productId);
    expect((await inCart()).sort()).toEqual([shown[0]!.id, second.id].sort());
    await s.ask('clear my cart');
    await s.ask('laptops');
    await s.ask('add the better rated of the first two');
    const [better] = [shown[0]!, shown[1]!].map((c) => CATALOGUE.find((p) => p.id === c.id)!).sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
    expect(await inCart()).toEqual([better!.id]);
  });

  it('"what about purple?" of laptops none is purple keeps the laptops, said as without it; the next word narrows the laptops', async () => {
    const s = shopper();
    const laptops = (await s.ask('laptops')).products;
    const purple = await s.ask('what about purple?');
    expect(purple.text).toMatch(/^I found \d+ products for "laptops" \(none for "purple laptops"\)/);
    expect(purple.products.map((p) => p.id)).toEqual(laptops.map((p) => p.id));
    const own = laptops[1]!.name.toLowerCase().split(' ').find((w) => /^[a-z]{4,}$/.test(w) && laptops.every((l, i) => i === 1 || !l.name.toLowerCase().includes(w)))!;
    expect((await s.ask(`${own}?`)).text).toMatch(new RegExp(`^I found \\d+ products? for "${own} laptops"\\.`));
    expect((await s.ask('perfume?')).text).toMatch(/^I found \d+ products? for "perfume"/);
    // A kind said after "what about" that the list holds none of is searched, whatever kinds it spans.
    await s.ask('laptops');
    const watches = await s.ask('what about watches?');
    expect(watches.text).toMatch(/^I found \d+ products for "watches"/);
    for (const p of watches.products) expect(p.name).toMatch(/watch/i);
  });

  it('"do you have laptops? and how much is delivery" answers the shipping, then shows the laptops', async () => {
    const s = shopper();
    const both = await s.ask('do you have laptops? and how much is delivery');
    expect(both.text).toMatch(/^Shipping is free on orders over .* I found \d+ products for "laptops"/);
    expect(both.products.length).toBeGreaterThan(0);
    // What was shown is what the next turn builds on.
    expect((await s.ask('show more')).text).toMatch(/ more for "laptops"/);
  });

  it('"how much are the first two together?" says the price of each and their sum, and shows both', async () => {
    const s = shopper();
    const [a, b] = (await s.ask('laptops')).products;
    const together = await s.ask('how much are the first two together?');
    const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(together.text).toBe(`The ${a!.name} costs ${usd(a!.price)} and the ${b!.name} costs ${usd(b!.price)}: ${usd(Math.round((a!.price + b!.price) * 100) / 100)} together.`);
    expect(together.products.map((p) => p.id)).toEqual([a!.id, b!.id]);
    // A count said is how many of one, not each shown summed.
    expect((await s.ask('how much for 3 of them?')).text).not.toMatch(/together/);
  });

  it('"what about perfume?" after laptops under $1,500 asks it within the same budget', async () => {
    const s = shopper();
    await s.ask('laptops under $1500');
    const perfume = await s.ask('what about perfume?');
    expect(perfume.text).toMatch(/^I found \d+ products? for "perfume" under \$1,500\.00/);
    const cheap = await s.ask('what about a perfume under $60?');
    expect(cheap.text).toMatch(/under \$60\.00/);
    expect(cheap.products.every((p) => p.price <= 60)).toBe(true);
  });

  it('"add two of them" with one left adds the one and says so; asked again, it adds nothing and says why', async () => {
    const s = shopper();
    const last = product(/Apple Airpower Wireless Charger/);
    expect(last.stockQuantity).toBe(1);
    expect((await s.ask(last.name)).products[0]?.name).toBe(last.name);
    const added = await s.ask('add two of them to my cart');
    expect(added.text).toMatch(new RegExp(`^I added 1 × ${last.name} to your cart\\. Only 1 of '${last.name}' is in stock, and your cart has it\\. Your cart has 1 item`));
    const again = await s.ask('add it to my cart');
    expect(again.text).toMatch(new RegExp(`^Only 1 of '${last.name}' is in stock, and your cart has it\\. Your cart has 1 item`));
  });

  it('"add the cheapest <kind> you\'ve got in stock" adds a product in stock no dearer than any in stock shown', async () => {
    const s = shopper();
    const shown = (await s.ask('laptops')).products;
    expect(shown.some((p) => p.inStock)).toBe(true);
    const added = await s.ask("add the cheapest laptop you've actually got in stock");
    expect(added.text).toMatch(/^I added 1 × /);
    const [card] = added.products;
    expect(card?.inStock).toBe(true);
    expect(card!.price).toBeLessThanOrEqual(Math.min(...shown.filter((p) => p.inStock).map((p) => p.price)));
  });

  it('nothing found names first the group where some of the words are found, then the largest', async () => {
    const reply = await shopper().ask('lipstick remover wipes');
    expect(reply.products).toEqual([]);
    expect(reply.text).toMatch(/^I couldn't find anything for "lipstick remover wipes"\. This shop sells Beauty & Health, /);
  });
});
