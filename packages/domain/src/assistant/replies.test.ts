import { describe, expect, it } from 'vitest';
import type { CouponProblemReason } from '../cart/coupon.ts';
import type { Product } from '../catalogue/product.ts';
import { limitsText, replyAfter, replyTo } from './replies.ts';
import type { Find } from './request.ts';

const product = (id: string, over: Partial<Product> = {}): Product => ({
  id,
  name: `Product ${id}`,
  description: 'A thing. It does things.',
  price: 20,
  discount: 0,
  category: 'Things',
  subcategory: 'Gadgets',
  brand: 'Acme',
  images: [],
  thumbnail: '/t.svg',
  rating: 4.2,
  reviewCount: 12,
  inStock: true,
  stockQuantity: 5,
  tags: [],
  features: [],
  specifications: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
} as Product);

const find = (subject: string, over: Partial<Find> = {}): Find => ({ subject, constraints: {}, order: 'relevance', ...over });

describe('replyTo', () => {
  it('leads with what was found and introduces the cards without naming them', () => {
    const reply = replyTo({ kind: 'found', find: find('lamps', { constraints: { maxPrice: 50 } }), products: [product('a'), product('b'), product('c')], total: 7, offset: 0 });
    expect(reply.text).toBe('I found 7 products for "lamps" under $50.00. The 3 best matches:');
    expect(reply.suggestions).toEqual(['show more', 'compare the first two', 'cheaper', 'add the first one to my cart']);
    expect(replyTo({ kind: 'found', find: find('lamps'), products: [product('a')], total: 1, offset: 0 }).text).toBe('I found 1 product for "lamps". Here it is:');
    // Sorted by price: the price the list starts from, but not of one product, whose card says it.
    expect(replyTo({ kind: 'found', find: find('lamps', { order: 'price-asc' }), products: [product('a')], total: 1, offset: 0 }).text).toBe('I found 1 product for "lamps". Here it is:');
    expect(replyTo({ kind: 'found', find: find('lamps', { order: 'price-asc' }), products: [product('a'), product('b')], total: 2, offset: 0 }).text).toMatch(/^I found 2 products for "lamps"\. Here they are, from \$/);
  });

  it('calls products the most popular only when they were reviewed', () => {
    const popular = (products: Product[], subject = '') => replyTo({ kind: 'found', find: find(subject, { order: 'popular' }), products, total: 40, offset: 0 }).text;
    expect(popular([product('a'), product('b', { reviewCount: 0 })])).toBe('Here are our 2 most popular products right now:');
    expect(popular([product('a', { reviewCount: 0, rating: 0 }), product('b', { reviewCount: 0, rating: 0 })])).toBe(
      'Here are 2 of our products (none has been reviewed yet) right now:',
    );
    expect(popular([product('a', { reviewCount: 0, rating: 0 })])).toBe('Here is one of our products (not reviewed yet) right now:');
    expect(popular([product('a', { reviewCount: 0, rating: 0 })], 'lamps')).toBe('I found 40 products for "lamps". The best match:');
  });

  it('says where more products stand in the list only when they follow its pages', () => {
    expect(replyTo({ kind: 'found', find: find('lamps'), products: [product('a'), product('b')], total: 5, offset: 3 }).text).toBe('Here are 2 more for "lamps" (4 to 5 of 5):');
    expect(replyTo({ kind: 'found', find: find('lamps'), products: [product('a')], total: 2, offset: 3 }).text).toBe('Here is 1 more for "lamps":');
  });

  it('says what it let go of in plain words, only when it did', () => {
    const words = replyTo({ kind: 'found', find: find('waterproof lamps'), products: [product('a')], total: 1, offset: 0, relaxed: { searchedFor: 'lamps', droppedWords: ['waterproof'] } });
    expect(words.text).toBe('I found 1 product for "lamps" (none for "waterproof lamps"). Here it is:');
    const typo = replyTo({ kind: 'found', find: find('lampz'), products: [product('a')], total: 1, offset: 0, relaxed: { searchedFor: 'lamps', corrected: true } });
    expect(typo.text).toBe('I found 1 product for "lamps" (you typed "lampz"). Here it is:');
    const limit = replyTo({
      kind: 'found',
      asked: find('lamps', { constraints: { maxPrice: 5 } }),
      find: find('lamps', { order: 'price-asc' }),
      products: [product('a'), product('b')],
      total: 2,
      offset: 0,
      relaxed: { droppedLimits: ['price'] },
    });
    expect(limit.text).toBe('I found nothing for "lamps" under $5.00. Without the price limit, the 2 cheapest are:');
    const stock = replyTo({ kind: 'found', asked: find('lamps', { constraints: { inStock: true } }), find: find('lamps'), products: [product('a', { inStock: false })], total: 1, offset: 0, relaxed: { droppedLimits: ['stock'] } });
    expect(stock.text).toBe('Nothing for "lamps" is in stock right now: the best match is out of stock:');
    const fitFor = [{ value: 1, unit: 'years-old', said: '1 year old' }];
    const unfit = replyTo({ kind: 'found', asked: find('scooters', { constraints: { fitFor } }), find: find('scooters'), products: [product('a')], total: 1, offset: 0, relaxed: { droppedLimits: ['fit'] } });
    expect(unfit.text).toBe('I found nothing for "scooters" for a 1 year old. Without "for a 1 year old", the best match is:');
  });

  it('says the limits as the shopper gave them, and a refinement against the prices shown', () => {
    expect(limitsText({ around: 80, minPrice: 64, maxPrice: 96 })).toBe(' around $80.00');
    expect(limitsText({ below: 19.99, minRating: 4, inStock: true })).toBe(' cheaper than $19.99, rated 4+ and in stock');
    expect(limitsText({ maxPrice: 50, notBrands: ['Zorb', 'Tally'] })).toBe(' under $50.00 and not by Zorb or Tally');
    expect(limitsText({ notBrands: ['Barnes and Noble'] })).toBe(' not by Barnes and Noble');
    expect(limitsText({ ratedAbove: 4.2 })).toBe(' rated above 4.2');
    expect(limitsText({ maxPrice: 30, fitFor: [{ value: 8, unit: 'years-old', said: '8 year old' }] })).toBe(' for an 8 year old under $30.00');
    expect(limitsText({ fitFor: [{ value: 4, unit: 'people', said: '4 people' }] })).toBe(' for 4 people');
    expect(limitsText({ maxPrice: 50, without: ['plus', 'mini'] })).toBe(' under $50.00 and without "plus" and "mini"');
    // Nothing beyond the products shown: they were the end of the range, not a search to reword.
    // Chips that fit any shop: none names a kind of product the shop may not sell.
    expect(replyTo({ kind: 'nothing', find: find('earrings') }).suggestions).toEqual(['show trending products', "what's on sale today", 'something under $100']);
    expect(replyTo({ kind: 'nothing', find: find('earrings', { constraints: { below: 19.99 } }) }).text).toBe(
      'I couldn\'t find anything for "earrings" cheaper than $19.99: the ones shown are the cheapest that match.',
    );
  });

  it('answers a product question from the product, and says when its details do not mention the words', () => {
    const p = product('a', { name: 'Trail Watch', inStock: false, price: 99 });
    expect(replyTo({ kind: 'product', product: p, asked: 'stock' }).text).toBe('The Trail Watch is out of stock right now.');
    expect(replyTo({ kind: 'product', product: p, asked: 'price' }).text).toBe('The Trail Watch costs $99.00; it is rated 4.2 out of 5 from 12 reviews, and it is out of stock.');
    expect(replyTo({ kind: 'product', product: p, asked: 'price', count: 3 }).text).toMatch(/^3 of the Trail Watch cost \$297\.00 \(\$99\.00 each\)\. The Trail Watch costs/);
    // Asked of two: each, and what they come to.
    const two = replyTo({ kind: 'product', product: p, asked: 'price', together: [{ ...p, name: 'Road Watch', price: 0.15 }] });
    expect(two.text).toBe('The Trail Watch costs $99.00 and the Road Watch costs $0.15: $99.15 together.');
    expect(two.suggestions[0]).toBe('add both to my cart');
    expect(replyTo({ kind: 'product', product: p, asked: 'words', words: 'waterproof', details: ['Water resistance: 5 ATM'] }).text).toBe(
      'On that, the details of the Trail Watch say: "Water resistance: 5 ATM".',
    );
    expect(replyTo({ kind: 'product', product: p, asked: 'words', words: 'gps', details: [] }).text).toBe("The details of the Trail Watch don't say, so I can't tell you for sure.");
  });

  it('says yes or no to an amount asked, with the range that says so or the options and their stock', () => {
    const p = product('a', { name: 'Trail Shoe' });
    const words = (fits: NonNullable<Extract<Parameters<typeof replyTo>[0], { kind: 'product' }>['fits']>) => replyTo({ kind: 'product', product: p, asked: 'words', words: 'size', details: [], fits }).text;
    expect(words({ by: 'detail', said: 'size 9', holds: true, detail: 'Sizes: US 5-12' })).toBe("Yes: the Trail Shoe's sizes are US 5-12, which covers size 9.");
    expect(words({ by: 'detail', said: 'size 13', holds: false, detail: 'Sizes: US 5-12' })).toBe("No: the Trail Shoe's sizes are US 5-12, and you asked about size 13.");
    expect(words({ by: 'detail', said: '17 inch', holds: false, detail: 'Fits laptops up to 15.6".' })).toBe('No: the details of the Trail Shoe say "Fits laptops up to 15.6"", and you asked about 17 inch.');
    expect(words({ by: 'option', said: 'size 9', option: 'Size', values: ['8', '9'], exists: true, inStock: true })).toBe('Yes: the Trail Shoe comes in size 9, and it is in stock.');
    expect(words({ by: 'option', said: 'size 9', option: 'Size', values: ['8', '9'], exists: true, inStock: false })).toBe('The Trail Shoe comes in size 9, but that one is out of stock right now.');
    expect(words({ by: 'option', said: 'size 11', option: 'Size', values: ['8', '9', '10'], exists: false, inStock: false })).toBe("No: the Trail Shoe doesn't come in size 11; its size options are 8, 9 and 10.");
  });

  it('compares on price, rating and the specifications that differ, not the internal ones', () => {
    const a = product('a', { name: 'Alpha', price: 10, rating: 4.8, specifications: { SKU: 'A-1', Weight: '1 kg' } });
    const b = product('b', { name: 'Beta', price: 12, rating: 4.1, specifications: { SKU: 'B-1', Weight: '2 kg' } });
    const text = replyTo({ kind: 'compare', products: [a, b] }).text;
    expect(text).toContain('The Alpha is the cheapest. The Alpha is the best rated. Weight: 1 kg vs 2 kg.');
    expect(text).not.toContain('SKU');
  });

  it('compares on the specification asked about first, alike or not', () => {
    const spec = (warranty: string, weight: string, size: string, colour: string) => ({ Weight: weight, Size: size, Colour: colour, Warranty: warranty });
    const a = product('a', { name: 'Alpha', specifications: spec('1 year warranty', '1 kg', 'S', 'Red') });
    const b = product('b', { name: 'Beta', specifications: spec('1 year warranty', '2 kg', 'M', 'Blue') });
    const details = ['Warranty: 1 year warranty', 'Warranty: 1 year warranty'];
    expect(replyTo({ kind: 'compare', products: [a, b], about: 'warranty', details }).text).toMatch(/^Warranty: 1 year warranty for the Alpha and 1 year warranty for the Beta\. Comparing the Alpha and the Beta: .* Weight: 1 kg vs 2 kg\. Size: S vs M\. Colour: Red vs Blue\.$/);
    expect(replyTo({ kind: 'compare', products: [a, b] }).text).not.toContain('Warranty');
  });

  describe('a comparison by a detail', () => {
    const [a, b, c] = ['Alpha Pack', 'Beta Pack', 'Gamma Pack'].map((name, i) => product(String(i), { name }));
    const by = (about: string, details: (string | undefined)[], products = [a!, b!, c!]) => replyTo({ kind: 'compare', products, about, details }).text;

    it('names the one its grade ranks first, in units that convert, and the others against it', () => {
      expect(by('lightest weight', ['Weight: 980 g', 'Weight: 815 g', undefined])).toBe("The Beta Pack is the lightest: 815 g, against 980 g for the Alpha Pack; the Gamma Pack doesn't list its weight.");
      expect(by('heavier weight', ['Weight: 1.2 kg', 'Weight: 2 lb', 'Weight: 900 g'])).toBe('The Alpha Pack is the heaviest: 1.2 kg, against 2 lb for the Beta Pack and 900 g for the Gamma Pack.');
      expect(by('lighter weight', ['Weight: 1.2 kg', 'Weight: 2 lb'], [a!, b!])).toBe('The Beta Pack is lighter: 2 lb, against 1.2 kg for the Alpha Pack.');
      expect(by('most storage', ['Storage: 1 TB', 'Storage: 256 GB', 'Storage: 512 GB'])).toBe('The Alpha Pack has the most storage: 1 TB, against 256 GB for the Beta Pack and 512 GB for the Gamma Pack.');
      expect(by('longest battery life', ['Battery Life: 90 min', 'Battery Life: 2 hours', undefined])).toBe("The Beta Pack has the longest battery life: 2 hours, against 90 min for the Alpha Pack; the Gamma Pack doesn't list its battery life.");
      expect(by('lightest weight', ['Weight: 1 kg', 'Weight: 1000 g', 'Weight: 2 kg'])).toBe('The Alpha Pack and the Beta Pack are the lightest: 1 kg each, against 2 kg for the Gamma Pack.');
    });

    it('quotes the values side by side when they do not compare, and says when none or one lists it', () => {
      expect(by('biggest size dimensions volume capacity', ['Dimensions: 10 x 20 cm', 'Dimensions: 12 x 18 cm', undefined])).toBe(
        "Dimensions: 10 x 20 cm for the Alpha Pack and 12 x 18 cm for the Beta Pack; the Gamma Pack doesn't list its dimensions. I can't tell you which is the biggest from that.",
      );
      expect(by('lightest weight', ['Weight: 2 kg', 'Weight: 20 in', undefined])).toMatch(/^Weight: 2 kg for the Alpha Pack and 20 in for the Beta Pack;.* I can't tell you which is the lightest from that\.$/);
      expect(by('lightest weight', [undefined, 'Weight: 815 g', undefined])).toBe('Only the Beta Pack lists its weight: 815 g.');
      expect(by('lightest weight', [undefined, undefined, undefined])).toMatch(/^None of these 3 lists its weight in its specifications\. Comparing /);
    });
  });

  it('answers orders, coupons and policies from the shop', () => {
    expect(replyTo({ kind: 'order', orderNumber: 'CW-AAAAAA', problem: 'need-email' }).text).toBe('To look up order CW-AAAAAA, I also need the email address you ordered with.');
    expect(replyTo({ kind: 'nothing', find: find('lawnmowers'), sells: ['Garden', 'Kitchen'] }).text).toBe('I couldn\'t find anything for "lawnmowers". This shop sells Garden and Kitchen. Try other words, or ask for what\'s popular or on sale.');
    // Out of scope: one sentence and where to learn more, not the whole help.
    expect(replyTo({ kind: 'out-of-scope' }).text).toBe('I can only help with shopping here: finding products, your cart and orders, and the shop\'s policies. Ask me "what can you do?" to see how.');
    expect(replyTo({ kind: 'coupon' }).text).toBe('Which coupon code? Say "apply coupon" and the code; I cannot list the shop\'s codes.');
    expect(replyTo({ kind: 'policy', topics: ['returns'] }).text).toBe('You can return any item within 30 days for a refund. For anything this leaves open, write to us at support@cartwise.shop.');
    expect(replyTo({ kind: 'policy', topics: ['shipping'], supportEmail: 'help@harbor.example' }).text).toMatch(/ For anything this leaves open, write to us at help@harbor\.example\.$/);
    expect(replyTo({ kind: 'policy', topics: ['contact'] }).text).toBe('You can write to us at support@cartwise.shop.');
    expect(replyTo({ kind: 'policy', topics: ['contact'], supportEmail: 'help@harbor.example' }).text).toBe('You can write to us at help@harbor.example.');
    expect(replyTo({ kind: 'policy', topics: ['payment'], paymentMethods: ['pay-on-delivery'] }).text).toMatch(/^At checkout you can choose Pay on delivery: .* No other payment method is offered yet\. For anything this leaves open, write to us at support@cartwise\.shop\.$/);
    expect(replyTo({ kind: 'policy', topics: ['payment'], paymentMethods: ['pay-on-delivery', 'card'] }).text).toMatch(/^At checkout you can choose Pay on delivery or Card \(Stripe\): /);
  });

  it('says two changes to the cart in one reply, and the cart once, after the last', () => {
    const empty = { items: [], itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0, couponCode: null };
    const one = { ...empty, items: [{ id: 'l', productId: 'a', name: 'Product a', price: 20, quantity: 1 }], itemCount: 1, subtotal: 20, total: 20 } as unknown as typeof empty;
    const both = replyAfter([{ kind: 'cart', cart: one, added: { product: product('a'), quantity: 1 } }], { kind: 'cart', cart: empty, removed: product('a') });
    expect(both.text).toBe('I added 1 × Product a to your cart. I removed the Product a from your cart. Your cart is empty.');
    const found = replyAfter([{ kind: 'cart', cart: one, added: { product: product('a'), quantity: 1 } }], { kind: 'found', find: find('cases'), products: [product('c')], total: 1, offset: 0 });
    expect(found.text).toBe('I added 1 × Product a to your cart. Your cart has 1 item: 1 × Product a; the total is $20.00. I found 1 product for "cases". Here it is:');
    expect(found.suggestions).toContain('add the first one to my cart');
    // Products put in one after another are said in one sentence; a change that failed says the rest was not done.
    const two = { ...one, items: [...one.items, { id: 'm', productId: 'b', name: 'Product b', price: 20, quantity: 2 }], itemCount: 3, subtotal: 60, total: 60 } as unknown as typeof empty;
    const added = replyAfter([{ kind: 'cart', cart: one, added: { product: product('a'), quantity: 1 } }], { kind: 'cart', cart: two, added: { product: product('b'), quantity: 2 } });
    expect(added.text).toBe('I added 1 × Product a and 2 × Product b to your cart. Your cart has 3 items: 1 × Product a and 2 × Product b; the total is $60.00.');
    const stopped = replyAfter([], { kind: 'cart', cart: empty, problem: 'That product is not in your cart.' }, true);
    expect(stopped.text).toBe("That product is not in your cart. Your cart is empty. So I didn't do the rest of what you asked.");
    // The same sentence twice in a row is said once.
    const twice = replyAfter([{ kind: 'cart', cart: empty, problem: 'Your cart is empty.' }], { kind: 'cart', cart: empty, problem: 'Your cart is empty.' });
    expect(twice.text).toBe('Your cart is empty.');
  });

  it('ends a cart problem the service gave without punctuation as a sentence of its own', () => {
    const cart = { items: [], itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0, couponCode: null };
    expect(replyTo({ kind: 'cart', cart, problem: "'Lamp' is out of stock" }).text).toBe("'Lamp' is out of stock. Your cart is empty.");
    expect(replyTo({ kind: 'cart', cart, problem: 'That product is not in your cart.' }).text).toBe('That product is not in your cart. Your cart is empty.');
    expect(replyTo({ kind: 'cart', cart, problem: 'Your cart is empty.' }).text).toBe('Your cart is empty.');
    const full = { ...cart, items: [{ id: 'l', productId: 'a', name: 'Product a', price: 20, quantity: 2 }], itemCount: 2, subtotal: 40, total: 40 } as unknown as typeof cart;
    expect(replyTo({ kind: 'cart', cart: full, set: { product: product('a'), quantity: 2 } }).text).toBe('You now have 2 × Product a in your cart. Your cart has 2 items: 2 × Product a; the total is $40.00.');
    // Fewer than asked: the stock, or the most a line may hold, says why.
    expect(replyTo({ kind: 'cart', cart: full, set: { product: product('a', { stockQuantity: 2 }), quantity: 2, asked: 4 } }).text).toMatch(/^Only 2 are in stock, so you now have 2 × Product a in your cart\./);
    expect(replyTo({ kind: 'cart', cart: full, set: { product: product('a', { stockQuantity: 50 }), quantity: 2, asked: 40 } }).text).toMatch(/^2 is the most one order may hold, so you now have 2 × Product a/);
    expect(replyTo({ kind: 'cart', cart: full, added: { product: product('a'), quantity: 1 }, alsoAdded: [{ product: product('b'), quantity: 1 }] }).text).toMatch(/^I added 1 × Product a and 1 × Product b to your cart\./);
    // A total above the items' says why: shipping, tax, a discount.
    const taxed = { ...full, shipping: 9.99, tax: 3.2, discount: 4, total: 49.19 } as typeof cart;
    expect(replyTo({ kind: 'cart', cart: taxed, set: { product: product('a'), quantity: 2 } }).text).toMatch(
      /the total is \$49\.19 \(\$40\.00 for the items, \$9\.99 shipping, \$3\.20 tax and \$4\.00 off\)\.$/,
    );
  });

  it('says whether a product is on sale, with the price it is down from', () => {
    expect(replyTo({ kind: 'product', product: product('a', { price: 15, originalPrice: 20 }), asked: 'sale' }).text).toBe('Yes, the Product a is on sale: $15.00, down from $20.00.');
    expect(replyTo({ kind: 'product', product: product('a'), asked: 'sale' }).text).toBe('The Product a is not on sale right now; it costs $20.00.');
  });

  it('says which cards are out of stock by their place, the price a price order starts from, a swap, and both answers to two questions', () => {
    // An amount said in words is said back so.
    expect(replyTo({ kind: 'found', find: find('lamps', { constraints: { maxPrice: 20, saidAmounts: { 20: 'twenty dollars' } } }), products: [product('a')], total: 1, offset: 0 }).text).toBe('I found 1 product for "lamps" under twenty dollars. Here it is:');
    const sold = product('b', { inStock: false });
    expect(replyTo({ kind: 'found', find: find('lamps'), products: [product('a'), sold], total: 2, offset: 0 }).text).toBe('I found 2 products for "lamps". Here they are: (the second is out of stock right now)');
    expect(replyTo({ kind: 'found', find: find('lamps'), products: [sold], total: 1, offset: 0 }).text).toBe('I found 1 product for "lamps". Here it is: (it is out of stock right now)');
    expect(replyTo({ kind: 'found', find: find('lamps', { order: 'price-asc' }), products: [product('a', { price: 9.99 }), product('c')], total: 5, offset: 0 }).text).toBe('I found 5 products for "lamps". The 2 cheapest, from $9.99:');
    const cart = { items: [], itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0, couponCode: null } as never;
    expect(replyTo({ kind: 'cart', cart, added: { product: product('a'), quantity: 1 }, removed: product('b') }).text).toBe('I swapped the Product b for 1 × Product a in your cart. Your cart is empty.');
    const both = replyTo({ kind: 'product', product: product('a'), asked: 'stock', and: { kind: 'product', product: product('a'), asked: 'price' } });
    expect(both.text).toMatch(/^Yes, the Product a is in stock, at \$20\.00\. The Product a costs \$20\.00/);
  });

  it('says a place past the cards shown is not among them, offering more when the search has more', () => {
    const one = replyTo({ kind: 'which-product', intent: 'cart-add', names: [], shown: [product('a')], position: 1 });
    expect(one).toEqual({ text: 'I only showed one product: the Product a.', suggestions: ['tell me more about it', 'add it to my cart'] });
    const three = replyTo({ kind: 'which-product', intent: 'product', names: [], shown: [product('a'), product('b'), product('c')], position: 4, more: true });
    expect(three.text).toBe('I only showed 3 products, so there is no fifth one here. Say "show more" to see more.');
    expect(three.suggestions[0]).toBe('show more');
    expect(replyTo({ kind: 'which-product', intent: 'product', names: [], shown: [product('a'), product('b')], position: 10 }).text).toContain('no 11th one');
  });

  it('says why a coupon was not applied from its reason, in its own words', () => {
    const said = (reason: CouponProblemReason, subtotal?: number) => replyTo({ kind: 'coupon', code: 'ZORB5', problem: "Coupon 'ZORB5' …", reason, ...(subtotal !== undefined ? { subtotal } : {}) }).text;
    expect(said('unknown')).toBe("There is no coupon ZORB5 in this shop. Check how the code is spelled; I cannot list the shop's codes.");
    expect(said('expired')).toBe("The coupon ZORB5 has expired, so I couldn't apply it.");
    expect(said('below_minimum', 12.5)).toBe('Your cart is below the minimum the coupon ZORB5 needs (its items come to $12.50): add more to your cart, then apply it.');
    for (const reason of ['inactive', 'not_started', 'used_up', 'empty_cart'] as const) expect(said(reason)).not.toContain('…');
    expect(replyTo({ kind: 'coupon', code: 'ZORB5', problem: 'Something the service said.' }).text).toBe("I couldn't apply the coupon ZORB5; your cart is as it was.");
    const cart = { items: [], itemCount: 1, subtotal: 20, shipping: 0, tax: 0, discount: 2, total: 18, couponCode: 'ZORB5' } as never;
    expect(replyTo({ kind: 'coupon', code: 'ZORB5', cart, already: true }).text).toBe('The coupon ZORB5 is already applied: you save $2.00, and your total is $18.00 ($20.00 for the items, $2.00 off).');
  });

  it('says none has reviews when asked which is rated best of products without any, and compares them when some have', () => {
    const unreviewed = [product('a', { reviewCount: 0, rating: 0 }), product('b', { reviewCount: 0, rating: 0 }), product('c', { reviewCount: 0, rating: 0 })];
    expect(replyTo({ kind: 'compare', products: unreviewed, order: 'rating-desc' }).text).toBe("None of these 3 has reviews yet, so I can't tell you which is rated best.");
    expect(replyTo({ kind: 'compare', products: unreviewed.slice(0, 2), order: 'rating-desc' }).text).toMatch(/^Neither of these two has reviews yet/);
    const some = [product('a', { reviewCount: 0, rating: 0 }), product('b', { reviewCount: 3, rating: 4.5 })];
    expect(replyTo({ kind: 'compare', products: some, order: 'rating-desc' }).text).toMatch(/^Comparing the Product a and the Product b:/);
    expect(replyTo({ kind: 'compare', products: unreviewed }).text).toMatch(/^Comparing /);
  });

  it('answers a value asked of a product named for another by its sibling, with its price and stock, or a no', () => {
    const sibling = product('b', { name: 'Quorra Lamp - Frost', price: 13.5, inStock: false });
    const yes = replyTo({ kind: 'product', product: product('a', { name: 'Quorra Lamp - Dusk' }), asked: 'words', words: 'frost', details: [], version: { said: 'frost', product: sibling } });
    expect(yes.text).toBe('Yes: it also comes in frost, as the Quorra Lamp - Frost, at $13.50; it is out of stock right now.');
    expect(yes.suggestions).not.toContain('add it to my cart');
    const no = replyTo({ kind: 'product', product: product('a', { name: 'Quorra Lamp - Dusk' }), asked: 'words', words: 'slate', details: [], version: { said: 'slate' } });
    expect(no.text).toBe('No: the shop has the Quorra Lamp - Dusk, but not in slate.');
  });

  it('says the shipping policy does not say whether the shop delivers to a place it does not name, with its gist and the support contact', () => {
    const reply = replyTo({ kind: 'policy', topics: ['shipping'], supportEmail: 'help@example.com', place: 'Zembla' });
    expect(reply.text).toBe(
      "Our shipping policy doesn't say whether we deliver to Zembla. What it does say: Shipping is free on orders over $50.00; below that, standard shipping costs $9.99. To ask about Zembla, write to us at help@example.com.",
    );
    expect(replyTo({ kind: 'policy', topics: ['delivery'], place: 'Zembla' }).text).toMatch(/^Our delivery policy doesn't say whether we deliver to Zembla\. What it does say: Standard delivery takes/);
    // A place the policy names is answered by it ("orders" stands for a place it names here).
    expect(replyTo({ kind: 'policy', topics: ['shipping'], place: 'orders' }).text).toMatch(/^Shipping is free on orders over/);
  });
});
