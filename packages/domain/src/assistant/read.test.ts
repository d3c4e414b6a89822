import { describe, expect, it } from 'vitest';
import { readMessage } from './read.ts';

const fresh = { hasSearch: false };
const after = { hasSearch: true };

describe('readMessage', () => {
  it('reads a search into subject words, limits and order, leaving the catalogue words to the search', () => {
    expect(readMessage('Nike shoes', fresh)).toEqual({ intent: 'find', find: { subject: 'nike shoes', constraints: {}, order: 'relevance', head: 'shoes' } });
    expect(readMessage('headphones under $100', fresh)).toEqual({ intent: 'find', find: { subject: 'headphones', constraints: { maxPrice: 100 }, order: 'relevance', head: 'headphones' } });
    expect(readMessage('laptops between $500 and $1,000', fresh)).toMatchObject({ find: { subject: 'laptops', constraints: { minPrice: 500, maxPrice: 1000 } } });
    expect(readMessage('the cheapest sunglasses', fresh)).toMatchObject({ find: { subject: 'sunglasses', order: 'price-asc' } });
    expect(readMessage('best rated laptops', fresh)).toMatchObject({ find: { subject: 'laptops', order: 'rating-desc' } });
    expect(readMessage('4 stars and up headphones in stock', fresh)).toMatchObject({ find: { subject: 'headphones', constraints: { minRating: 4, inStock: true } } });
    expect(readMessage("what's on sale today?", fresh)).toMatchObject({ find: { subject: '', constraints: { onSale: true }, order: 'discount' } });
    expect(readMessage('show trending products', fresh)).toMatchObject({ find: { subject: '', order: 'popular' } });
  });

  it('reads a superlative as an order, not a question about a price, and "which of them are in stock?" as a limit on the list', () => {
    expect(readMessage("what's your most expensive laptop?", fresh)).toMatchObject({ intent: 'find', find: { subject: 'laptop', order: 'price-desc' } });
    expect(readMessage('how much is it?', after)).toMatchObject({ intent: 'product', asked: 'price' });
    expect(readMessage('which of them are in stock?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { inStock: true } });
    expect(readMessage('which ones are under $50?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 50 } });
    expect(readMessage('which of them is better?', after)).toMatchObject({ intent: 'compare' });
  });

  it('keeps sizes and units out of the prices', () => {
    expect(readMessage('a 64gb memory card', fresh)).toMatchObject({ find: { subject: '64gb memory card', constraints: {} } });
    expect(readMessage('tv over 50 inches', fresh)).toMatchObject({ find: { constraints: {} } });
  });

  it('reads a "k" after an amount as thousands, as the search box does', () => {
    expect(readMessage('laptop under 2k', fresh)).toMatchObject({ find: { subject: 'laptop', constraints: { maxPrice: 2000 } } });
    expect(readMessage('laptops between 1k and 2k', fresh)).toMatchObject({ find: { constraints: { minPrice: 1000, maxPrice: 2000 } } });
  });

  it('reads the words a shopper does not want ("not the", "but not", "except", "excluding"), but not "without", which asks for a property', () => {
    expect(readMessage('iphone 7 case, not the plus', fresh)).toMatchObject({ find: { subject: 'iphone 7 case', constraints: { without: ['plus'] } } });
    expect(readMessage('iphone 7 case, not the iphone 7 plus', fresh)).toMatchObject({ find: { subject: 'iphone 7 case', constraints: { without: ['iphone 7 plus'] } } });
    expect(readMessage('earbuds not the airpods pro', fresh)).toMatchObject({ find: { subject: 'earbuds', head: 'earbuds', constraints: { without: ['airpods pro'] } } });
    expect(readMessage('boots except the hiking ones', fresh)).toMatchObject({ find: { subject: 'boots', constraints: { without: ['hiking'] } } });
    expect(readMessage('jackets excluding the padded ones', fresh)).toMatchObject({ find: { subject: 'jackets', constraints: { without: ['padded'] } } });
    // An amount in a unit bounds a detail: "at least 55 inches", "lighter than 2 kg", "65 inch or bigger"; not an age.
    expect(readMessage('tv at least 55 inches', fresh)).toMatchObject({ find: { subject: 'tv', constraints: { beyond: { about: 'more', than: '55 inches', atLeast: true } } } });
    // A comparative says the detail it grades ("bigger": its size), read by the resolver.
    expect(readMessage('tv bigger than 60 inches', fresh)).toMatchObject({ find: { subject: 'tv', constraints: { beyond: { about: 'bigger', than: '60 inches' } } } });
    expect(readMessage('laptop lighter than 2 kg', fresh)).toMatchObject({ find: { subject: 'laptop', constraints: { beyond: { about: 'lighter', than: '2 kg' } } } });
    expect(readMessage('a tv 65 inch or bigger', fresh)).toMatchObject({ find: { subject: 'tv', constraints: { beyond: { about: 'bigger', than: '65 inch', atLeast: true } } } });
    expect(readMessage('tv no less than 55 inches', fresh)).toMatchObject({ find: { constraints: { beyond: { about: 'more', atLeast: true } } } });
    // Not an age in years, nor "in" apart from its number ("under 20 in blue"), nor a bare figure after "what about".
    expect(JSON.stringify(readMessage('toys for kids over 3 years', fresh))).not.toContain('beyond');
    expect(JSON.stringify(readMessage('shirts under 20 in blue', fresh))).not.toContain('beyond');
    expect(readMessage('what about 30?', after)).toMatchObject({ intent: 'refine', constraints: { around: 30 } });
    expect(JSON.stringify(readMessage('toys for kids over 8 years old', fresh))).not.toContain('beyond');
    expect(readMessage('at least 4 stars', fresh)).toMatchObject({ find: { constraints: { minRating: 4 } } });
    // "Not a <brand>" said as a sentence of its own, after a full stop.
    expect(readMessage('I need a new watch. Not a Zorb, too pricey lol', fresh)).toMatchObject({ find: { subject: 'watch', constraints: { without: ['zorb'] } } });
    expect(readMessage('watches. not a big fan of gold', fresh)).toMatchObject({ find: { subject: 'watches', constraints: { without: ['gold'] } } });
    expect(readMessage('not the nylon ones either', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { without: ['nylon'] } });
    // Said of the shopper, not of the products.
    for (const said of ["I'm not a professional, just need a camera", 'a phone, not a big one']) {
      expect(readMessage(said, fresh)).not.toHaveProperty('find.constraints.without');
    }
    // Not being a fan of a maker is not wanting its things.
    expect(readMessage("running shoes, I'm not a fan of nike", fresh)).toMatchObject({ find: { subject: 'running shoes', constraints: { without: ['nike'] } } });
    expect(readMessage('shoes but not nike', fresh)).toMatchObject({ find: { subject: 'shoes', constraints: { without: ['nike'] } } });
    expect(readMessage('headphones except for the wireless ones', fresh)).toMatchObject({ find: { subject: 'headphones', constraints: { without: ['wireless'] } } });
    expect(readMessage('not the plus', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { without: ['plus'] } });
    const hotspot = readMessage('a mobile hotspot without a contract', fresh);
    expect(hotspot).toMatchObject({ find: { subject: 'mobile hotspot without contract' } });
    expect(hotspot).not.toHaveProperty('find.constraints.without');
    expect(readMessage('not sold out laptops', fresh)).toMatchObject({ find: { subject: 'laptops', constraints: { inStock: true } } });
  });

  it('reads "around $80" as a band around it, and keeps the amount said', () => {
    expect(readMessage('she love perfume around $80', fresh)).toMatchObject({ find: { subject: 'perfume', constraints: { around: 80, minPrice: 64, maxPrice: 96 } } });
  });

  it('finds the word naming the kind asked for, before any "for …"', () => {
    expect(readMessage('a sturdy case for my phone', fresh)).toMatchObject({ find: { head: 'case' } });
    expect(readMessage('car insurance', fresh)).toMatchObject({ find: { head: 'insurance' } });
    // A first phrase of filler alone ("looking for …") names no kind: the next phrase that names one does.
    expect(readMessage('looking for a comfy couch for the living room', fresh)).toMatchObject({ find: { head: 'couch' } });
    expect(readMessage('got any running shoes in size 10?', fresh)).toMatchObject({ find: { subject: 'running shoes size 10', head: 'shoes' } });
    // A value and the detail it is of, said last, are no kind.
    expect(readMessage('looking for a dog bed, medium size', fresh)).toMatchObject({ find: { subject: 'dog bed medium size', head: 'bed' } });
    expect(readMessage('a phone case in black colour', fresh)).toMatchObject({ find: { head: 'case' } });
    expect(readMessage('a shirt in navy blue colour', fresh)).toMatchObject({ find: { head: 'shirt' } });
    // Said as the thing itself, a detail's name is the kind.
    expect(readMessage('permanent hair colour', fresh)).toMatchObject({ find: { head: 'colour' } });
    expect(readMessage('a large lamp shade', fresh)).toMatchObject({ find: { head: 'shade' } });
    expect(readMessage('do you guys have any perfume?', fresh)).toMatchObject({ find: { subject: 'perfume' } });
    expect(readMessage('a present for my nan, she loves gardening', fresh)).toMatchObject({ find: { subject: 'gardening' } });
    // Someone keen on a thing: it may be what things are for rather than a kind.
    expect(readMessage('a gift for someone who loves cooking', fresh)).toMatchObject({ find: { subject: 'cooking', interest: true } });
    expect(readMessage('something for a coffee lover', fresh)).toMatchObject({ find: { interest: true } });
    expect(readMessage('a gift for my dad', fresh)).not.toHaveProperty('find.interest');
    // A capacity or model number after the kind is not the kind.
    expect(readMessage('iphone se 64gb', fresh)).toMatchObject({ find: { head: 'se' } });
    expect(readMessage('a 64gb memory card', fresh)).toMatchObject({ find: { head: 'card' } });
    // A noun that gathers things names no kind: the other words search alone.
    expect(readMessage('cricket gear', fresh)).toEqual({ intent: 'find', find: { subject: 'cricket gear', constraints: {}, order: 'relevance' } });
    // Someone known by what they love: the thing is searched, and the kind asked for stays the kind.
    expect(readMessage('a gift for a coffee lover', fresh)).toEqual({ intent: 'find', find: { subject: 'coffee', constraints: {}, order: 'relevance', head: 'coffee', interest: true } });
    expect(readMessage('a mug for a coffee lover', fresh)).toMatchObject({ find: { subject: 'mug coffee', head: 'mug' } });
    expect(readMessage('something for history buffs under $30', fresh)).toMatchObject({ find: { subject: 'history', constraints: { maxPrice: 30 } } });
    // Fans and nuts are things too.
    expect(readMessage('a stand for desk fans', fresh)).toMatchObject({ find: { subject: 'stand desk fans', head: 'stand' } });
  });

  it('reads another thing "for it" as a search for what goes with a product shown, and a question "for it" as a question', () => {
    expect(readMessage('and a screen protector for it', after)).toEqual({
      intent: 'find',
      find: { subject: 'screen protector', constraints: {}, order: 'relevance', head: 'protector', for: { kind: 'focus' } },
    });
    expect(readMessage('do you have a charger for the first one?', after)).toMatchObject({ intent: 'find', find: { subject: 'charger', for: { kind: 'position', index: 0 } } });
    expect(readMessage("what's the warranty for it?", after)).toMatchObject({ intent: 'product', refs: [{ kind: 'focus' }] });
    // Before any search there is nothing shown to go with.
    expect(readMessage('a screen protector for it', fresh)).not.toMatchObject({ find: { for: expect.anything() } });
  });

  it('reads refinements of the last search only when there is one', () => {
    expect(readMessage('cheaper', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: {} });
    expect(readMessage('something pricier', after)).toMatchObject({ intent: 'refine', refine: 'pricier' });
    expect(readMessage('another brand', after)).toMatchObject({ intent: 'refine', refine: 'other-brand' });
    expect(readMessage('under $300 instead', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 300 } });
    expect(readMessage('the cheapest one', after)).toMatchObject({ intent: 'refine', refine: 'limits', order: 'price-asc' });
    expect(readMessage('show more', after)).toEqual({ intent: 'more' });
    expect(readMessage('is there a cheaper version?', after)).toMatchObject({ intent: 'refine', refine: 'cheaper' });
    expect(readMessage('which one has the best rating?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [], order: 'rating-desc' });
    // "something under $100" after a search limits it; "any products", "anything on sale" look over the whole shop.
    expect(readMessage('something under $100?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 100 } });
    expect(readMessage('any products under $100', after)).toMatchObject({ intent: 'find', find: { subject: '' } });
  });

  it('reads references to the products shown, and names that beat them', () => {
    expect(readMessage('tell me about the second one', after)).toEqual({ intent: 'product', asked: 'details', refs: [{ kind: 'position', index: 1 }], names: [] });
    expect(readMessage('is it in stock?', after)).toEqual({ intent: 'product', asked: 'stock', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('what about the UrbanStyle jacket, is it available?', after)).toEqual({
      intent: 'product',
      asked: 'stock',
      refs: [{ kind: 'focus' }],
      names: ['urbanstyle jacket'],
    });
    expect(readMessage('compare the first two', after)).toEqual({ intent: 'compare', refs: [{ kind: 'position', index: 0 }, { kind: 'position', index: 1 }], names: [] });
    expect(readMessage('compare the alpha phone and the beta phone', after)).toMatchObject({ intent: 'compare', names: ['alpha phone', 'beta phone'] });
  });

  it('reads what a question asks apart from the product it names', () => {
    expect(readMessage('is the FitTech watch waterproof?', fresh)).toMatchObject({ intent: 'product', asked: 'words', names: ['fittech watch waterproof'] });
    expect(readMessage('what is the refresh rate of the LuxVision TV?', fresh)).toMatchObject({ intent: 'product', about: 'refresh rate', names: ['luxvision tv'] });
    expect(readMessage('how much is the dell laptop?', fresh)).toMatchObject({ intent: 'product', asked: 'price', names: ['dell laptop'] });
  });

  it("reads the shop's own business: cart, coupons, orders, policies", () => {
    expect(readMessage('add the first one to my cart', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'position', index: 0 }], names: [] });
    expect(readMessage('add 2 of them to my cart', after)).toMatchObject({ intent: 'cart-add', quantity: 2 });
    expect(readMessage('remove it from my cart', after)).toEqual({ intent: 'cart-remove', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage("what's in my cart?", fresh)).toEqual({ intent: 'cart-show' });
    expect(readMessage('empty my cart', fresh)).toEqual({ intent: 'cart-clear' });
    expect(readMessage('a sleeping bag for my trip', fresh)).toMatchObject({ intent: 'find' });
    expect(readMessage('apply coupon WELCOME10', fresh)).toEqual({ intent: 'coupon', code: 'WELCOME10' });
    expect(readMessage('where is my order CW-QDC9VB?', fresh)).toEqual({ intent: 'order-status', orderNumber: 'CW-QDC9VB' });
    expect(readMessage('status of cw-qdc9vb, email Ada@Example.com', fresh)).toEqual({ intent: 'order-status', orderNumber: 'CW-QDC9VB', email: 'ada@example.com' });
    // The email the last turn asked for answers it; before that, an email alone asks nothing of an order.
    expect(readMessage("it's Ada@Example.com", { hasSearch: false, awaitsEmail: true })).toEqual({ intent: 'order-status', email: 'ada@example.com' });
    expect(readMessage("it's Ada@Example.com", fresh)).not.toMatchObject({ intent: 'order-status' });
    expect(readMessage('can I pay with PayPal?', fresh)).toEqual({ intent: 'policy', topics: ['payment'] });
    expect(readMessage('how much is shipping?', fresh)).toEqual({ intent: 'policy', topics: ['shipping'] });
    expect(readMessage('when will my order arrive if I order today?', fresh)).toMatchObject({ intent: 'policy', topics: ['delivery'] });
  });

  it('reads small talk, and marks open questions that may not be about products', () => {
    expect(readMessage('hi', fresh)).toEqual({ intent: 'greeting' });
    expect(readMessage('thanks, that helps', fresh)).toEqual({ intent: 'thanks' });
    expect(readMessage('what can you do?', fresh)).toEqual({ intent: 'help' });
    expect(readMessage("what's the weather like?", fresh)).toMatchObject({ intent: 'find', find: { subject: 'weather', question: true } });
    expect(readMessage("I'm looking for a gift for my mom under $50", fresh)).toMatchObject({ intent: 'find', find: { subject: '', constraints: { maxPrice: 50 } } });
    expect(readMessage('do you have iphones?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'iphones' } });
  });

  it('reads a rating with a decimal as a rating, never as a price cut short', () => {
    expect(readMessage('shoes with at least 4.5 stars', fresh)).toMatchObject({ find: { subject: 'shoes', constraints: { minRating: 4.5 } } });
    expect(readMessage('lamps rated at least 4 stars', fresh)).toMatchObject({ find: { subject: 'lamps', constraints: { minRating: 4 } } });
    expect(readMessage('lamps over 4.50 dollars', fresh)).toMatchObject({ find: { subject: 'lamps', constraints: { minPrice: 4.5 } } });
    expect(readMessage('lamps under 12.99', fresh)).toMatchObject({ find: { constraints: { maxPrice: 12.99 } } });
  });

  it('reads a question naming what it asks before the product ("what <thing> does the <product> have?") as a question about it', () => {
    expect(readMessage('what warranty does the acme desk lamp have?', fresh)).toMatchObject({ intent: 'product', asked: 'words', about: 'warranty', refs: [], names: ['acme desk lamp'] });
    expect(readMessage('what sizes do the acme trail boots come in?', fresh)).toMatchObject({ intent: 'product', about: 'sizes', names: ['acme trail boots come'] });
    // An open question about something that may be no product says so, for the resolver.
    expect(readMessage('what is the capital of some country?', fresh)).toMatchObject({ intent: 'product', question: true });
    expect(readMessage('how much is the acme lamp?', fresh)).not.toHaveProperty('question');
  });

  it('reads a policy asked about an order as the policy, and where an order is as its status', () => {
    expect(readMessage('is shipping free for my order?', after)).toEqual({ intent: 'policy', topics: ['shipping'], ofCart: true });
    expect(readMessage('can I return my order?', fresh)).toEqual({ intent: 'policy', topics: ['returns'] });
    expect(readMessage('has my order shipped?', fresh)).toEqual({ intent: 'order-status' });
    expect(readMessage('where is my order?', fresh)).toEqual({ intent: 'order-status' });
    expect(readMessage('when will my order arrive?', fresh)).toEqual({ intent: 'order-status' });
  });

  it('reads a question that leaves nothing to search, limit or order as a question about the assistant', () => {
    expect(readMessage('what else can you do?', after)).toEqual({ intent: 'help' });
    expect(readMessage('what else can you do?', fresh)).toEqual({ intent: 'help' });
    // Words that ask for products still search.
    expect(readMessage("what's popular?", fresh)).toMatchObject({ intent: 'find', find: { order: 'popular' } });
    expect(readMessage('what lamps do you have?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'lamps' } });
  });

  it('reads "more <things>" as more of the last search, naming what it wants more of', () => {
    expect(readMessage('show me more shirts', after)).toEqual({ intent: 'more', subject: 'shirts' });
    expect(readMessage('more of the blue lamps', after)).toEqual({ intent: 'more', subject: 'blue lamps' });
    expect(readMessage('more expensive ones', after)).toMatchObject({ intent: 'refine', refine: 'pricier' });
    expect(readMessage('more shirts under $20', after)).toMatchObject({ intent: 'find', find: { subject: 'shirts', constraints: { maxPrice: 20 } } });
    // Before any search, a search.
    expect(readMessage('show me more shirts', fresh)).toMatchObject({ intent: 'find', find: { subject: 'shirts' } });
  });

  it('reads "<words> ones" after a search as the last search narrowed by the words', () => {
    expect(readMessage('leather ones', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'leather' });
    expect(readMessage('red ones under $50', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 50 }, words: 'red' });
    expect(readMessage('a wooden one', after)).toMatchObject({ intent: 'refine', words: 'wooden' });
    expect(readMessage('on sale ones', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { onSale: true } });
    expect(readMessage('leather ones', fresh)).toMatchObject({ intent: 'find', find: { subject: 'leather' } });
  });

  it('reads a bound said in the negative ("nothing above $25") as the upper one', () => {
    expect(readMessage('earrings for my sister, nothing above $25', fresh)).toMatchObject({ find: { subject: 'earrings', constraints: { maxPrice: 25 } } });
    expect(readMessage('lamps, not over $40', fresh)).toMatchObject({ find: { subject: 'lamps', constraints: { maxPrice: 40 } } });
  });

  it('reads any verb putting a product in the cart as adding it, and a question about the cart as none', () => {
    expect(readMessage('pop the first one in my basket', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'position', index: 0 }], names: [] });
    expect(readMessage("I'd like the acme desk lamp in my cart please", fresh)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['acme desk lamp'] });
    expect(readMessage('is the lamp in my cart?', after).intent).not.toBe('cart-add');
    expect(readMessage("what's in my cart", after)).toEqual({ intent: 'cart-show' });
  });

  it('reads "how heavy is …", "how much does … weigh" as asking for the measure by its noun', () => {
    expect(readMessage('how heavy is the acme desk lamp?', fresh)).toEqual({ intent: 'product', asked: 'words', about: 'weight', refs: [], names: ['acme desk lamp'] });
    expect(readMessage('how much do the acme dumbbells weigh?', fresh)).toMatchObject({ intent: 'product', about: 'weight', names: ['acme dumbbells'] });
    expect(readMessage('how tall is it?', after)).toEqual({ intent: 'product', asked: 'words', about: 'height dimensions', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('how much is it?', after)).toMatchObject({ intent: 'product', asked: 'price' });
  });

  it('reads "which <thing> is the <product> …?" as a question about it, and a superlative as a search', () => {
    expect(readMessage('which country is the acme air fryer made in?', fresh)).toMatchObject({ intent: 'product', about: 'country', names: ['acme air fryer made'] });
    expect(readMessage('which laptop is the best?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'laptop', order: 'rating-desc' } });
    expect(readMessage('which laptops do they sell?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'laptops' } });
  });

  it('reads another maker as another brand, and "not <brand>" said with it as the brand shown', () => {
    expect(readMessage('not Acme, another brand', after)).toEqual({ intent: 'refine', refine: 'other-brand', constraints: {} });
    expect(readMessage('do you have those from a different maker?', after)).toEqual({ intent: 'refine', refine: 'other-brand', constraints: {} });
    expect(readMessage('any from other manufacturers?', after)).toEqual({ intent: 'refine', refine: 'other-brand', constraints: {} });
  });

  it('reads paying for delivery as the shipping policy, and leaves words of no subject out', () => {
    expect(readMessage('if I only buy these, do I pay for delivery?', after)).toMatchObject({ intent: 'policy', topics: expect.arrayContaining(['shipping']) });
    expect(readMessage('ok then, show me lamps you actually have in stock', after)).toMatchObject({ find: { subject: 'lamps', constraints: { inStock: true } } });
  });

  it('reads more ways of saying "more", "pricier", "take out", "when will it come" and "where is it from"', () => {
    expect(readMessage('let me see a few more', after)).toEqual({ intent: 'more' });
    expect(readMessage('something a bit more expensive', after)).toEqual({ intent: 'refine', refine: 'pricier', constraints: {} });
    expect(readMessage('on second thought, take them out', after)).toEqual({ intent: 'cart-remove', refs: [{ kind: 'all', bare: true }], names: [] });
    expect(readMessage('take the lamp off my cart', after)).toEqual({ intent: 'cart-remove', refs: [], names: ['lamp'] });
    expect(readMessage('if I order a lamp today, when should I expect it?', fresh)).toEqual({ intent: 'policy', topics: ['delivery'] });
    expect(readMessage('where are the acme coffee beans from?', fresh)).toEqual({ intent: 'product', asked: 'words', about: 'origin country made', refs: [], names: ['acme coffee beans'] });
    expect(readMessage('where is it made?', after)).toMatchObject({ intent: 'product', refs: [{ kind: 'focus' }] });
  });

  it('reads "which of them is rated best?" as a comparison in that order', () => {
    expect(readMessage('which of those is rated best?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [], order: 'rating-desc' });
    // A superlative asked of them points at the one first in that order (below).
    expect(readMessage('which of them is cheapest?', after)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'ranked', order: 'price-asc' }], names: [] });
    expect(readMessage('which of them is better?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [] });
  });

  it('reads a request for a service the shop does not sell as an open question, and a request for products as a search', () => {
    expect(readMessage('can you book me a table at a restaurant tonight?', fresh)).toMatchObject({ question: true });
    expect(readMessage('can you find me a lamp?', fresh)).toEqual({ intent: 'find', find: { subject: 'lamp', constraints: {}, order: 'relevance', head: 'lamp' } });
    expect(readMessage('could you show me a lamp', fresh)).toMatchObject({ intent: 'find', find: { subject: 'lamp' } });
  });

  it('reads a word that only opens the turn ("ok", "now", "and") as no part of the request', () => {
    expect(readMessage('ok, add the lamp as well', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['lamp'] });
    expect(readMessage('now try SAVE5 again', after)).toMatchObject({ intent: 'coupon', code: 'SAVE5' });
    expect(readMessage('ok', after)).toEqual({ intent: 'thanks' });
  });

  it('reads "a couple more" as more, and a question about the assistant as help whatever follows it', () => {
    expect(readMessage('show me a couple more', after)).toEqual({ intent: 'more' });
    expect(readMessage('a handful more please', after)).toEqual({ intent: 'more' });
    expect(readMessage('what can this chat actually do? can it track a parcel?', fresh)).toEqual({ intent: 'help' });
    expect(readMessage('how does this bot work?', fresh)).toEqual({ intent: 'help' });
  });

  it('names no kind for "something for the dog", and leaves contractions out of the words', () => {
    expect(readMessage('and something for the dog?', after)).toEqual({ intent: 'find', find: { subject: 'dog', constraints: {}, order: 'relevance' } });
    expect(readMessage("what's the biggest lamp you've got?", fresh)).toMatchObject({ intent: 'find', find: { subject: 'biggest lamp', head: 'lamp' } });
    // "top up" is recharging, not the best rated: its words are searched.
    expect(readMessage('a top up card', fresh)).toEqual({ intent: 'find', find: { subject: 'top card', constraints: {}, order: 'relevance', head: 'card' } });
  });

  it('points at a product by its rank, its price or its own words where a product is pointed at', () => {
    expect(readMessage('add the cheapest one to my basket', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'ranked', order: 'price-asc' }], names: [] });
    // A comparative ranks the products shown.
    expect(readMessage('add the cheaper one to my cart', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'ranked', order: 'price-asc', among: 'shown' }], names: [] });
    // A price is no quantity.
    expect(readMessage('the $25 one please, add it to my cart', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'priced', price: 25 }], names: [] });
    expect(readMessage('the black one, is it in stock?', after)).toEqual({ intent: 'product', asked: 'stock', refs: [{ kind: 'described', words: 'black' }], names: [] });
    expect(readMessage("what's the cheapest pair?", after)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'ranked', order: 'price-asc' }], names: [] });
    // In a search the same words order it.
    expect(readMessage('the cheapest sunglasses', after)).toMatchObject({ intent: 'find', find: { subject: 'sunglasses', order: 'price-asc' } });
  });

  it('reads a comparative in "which one…?" as the order, and "the difference between the X and the Y" as a comparison', () => {
    expect(readMessage('which one costs less?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [], order: 'price-asc' });
    expect(readMessage('whats the diffrence between the blue lamp and the red lamp', fresh)).toMatchObject({ intent: 'compare', refs: [], names: ['blue lamp', 'red lamp'], otherwise: { intent: 'find' } });
    expect(readMessage('a lamp between $40 and $70', fresh)).toMatchObject({ intent: 'find', find: { constraints: { minPrice: 40, maxPrice: 70 } } });
  });

  it('reads "how much <noun> does the X have?" as a question about the noun, not the price', () => {
    expect(readMessage('how much storage does the acme phone 9 have?', fresh)).toEqual({ intent: 'product', asked: 'words', about: 'storage', refs: [], names: ['acme phone 9'] });
    expect(readMessage('how many stars does it have?', after)).toMatchObject({ intent: 'product', asked: 'rating' });
  });

  it('reads "any laptops people rate higher?" about a product in focus as better rated ones of those words', () => {
    const focus = { hasSearch: false, hasFocus: true };
    expect(readMessage('reviews look meh. any laptops people rate higher?', focus)).toEqual({ intent: 'refine', refine: 'better-rated', constraints: {}, words: 'laptops' });
    expect(readMessage('any laptops people rate higher?', fresh)).not.toMatchObject({ intent: 'refine' });
  });

  it('reads "what <noun> comes with them?" as a question about the noun, and keeps "plus" of a model name in the words', () => {
    expect(readMessage('and what warranty comes with them?', after)).toEqual({ intent: 'product', asked: 'words', about: 'warranty', refs: [{ kind: 'all', bare: true }], names: [] });
    expect(readMessage('acme 6 plus cases', fresh)).toMatchObject({ intent: 'find', find: { subject: 'acme 6 plus cases', head: 'cases' } });
    expect(readMessage('headphones 4 stars plus', fresh)).toMatchObject({ intent: 'find', find: { subject: 'headphones', constraints: { minRating: 4 } } });
  });

  it('reads "something pricier, in titanium?" as the same search narrowed by what it is in', () => {
    expect(readMessage('something pricier, in titanium?', after)).toEqual({ intent: 'refine', refine: 'pricier', constraints: {}, words: 'titanium' });
    expect(readMessage('anything cheaper in stock?', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: { inStock: true } });
  });

  it('reads a code said without the word "code" as a coupon only when written as codes are, with the message read otherwise beside it', () => {
    expect(readMessage('now try SAVE5 again', after)).toMatchObject({ intent: 'coupon', code: 'SAVE5', otherwise: { intent: 'find' } });
    expect(readMessage('enter WELCOME10', fresh)).toMatchObject({ intent: 'coupon', code: 'WELCOME10' });
    expect(readMessage('apply coupon WELCOME10', fresh)).toEqual({ intent: 'coupon', code: 'WELCOME10' });
    expect(readMessage('use code save5', fresh)).toEqual({ intent: 'coupon', code: 'SAVE5' });
    // A product's name written as a code may be no coupon: the search comes along.
    expect(readMessage('try PS5 or xbox?', fresh)).toMatchObject({ intent: 'coupon', code: 'PS5', otherwise: { intent: 'find', find: { subject: expect.stringContaining('xbox') } } });
    // Numbers and sizes after "try" or "use" are no code.
    expect(readMessage('should I try 2 pairs?', fresh).intent).not.toBe('coupon');
    expect(readMessage('a monitor I can use 4k with', fresh).intent).not.toBe('coupon');
  });

  it('reads a question about what the assistant can do as help when nothing is asked after the verb, and a policy named as the policy', () => {
    expect(readMessage('what kind of things can you help me with?', fresh)).toEqual({ intent: 'help' });
    expect(readMessage('what are you able to do?', fresh)).toEqual({ intent: 'help' });
    expect(readMessage('what can this chat actually do? can it track a parcel?', fresh)).toEqual({ intent: 'help' });
    expect(readMessage('what can you do about a damaged parcel?', fresh)).toEqual({
      intent: 'policy', topics: ['returns'], otherwise: { intent: 'find', find: { subject: 'damaged parcel', constraints: {}, order: 'relevance', head: 'parcel', question: true } },
    });
    expect(readMessage('what can you help me with for returns?', fresh)).toEqual({ intent: 'policy', topics: ['returns'] });
    // What a product can do is a question about it.
    expect(readMessage('what can this blender do?', fresh).intent).not.toBe('help');
  });

  it('reads the edition word after a model number ("7 plus", "s8 pro") as no kind, and "$N plus" as a minimum price', () => {
    expect(readMessage('acme 7 plus', fresh)).toMatchObject({ find: { subject: 'acme 7 plus', constraints: {}, head: 'acme' } });
    expect(readMessage('acme s8 pro', fresh)).toMatchObject({ find: { head: 'acme' } });
    expect(readMessage('$50 plus', fresh)).toEqual({ intent: 'find', find: { subject: '', constraints: { minPrice: 50 }, order: 'relevance' } });
    expect(readMessage('headphones 50 dollars and up', fresh)).toMatchObject({ find: { subject: 'headphones', constraints: { minPrice: 50 }, head: 'headphones' } });
    // What the earlier rule was for: a model's "plus" stays in the words, and "4 stars plus" is a rating.
    expect(readMessage('acme 6 plus cases', fresh)).toMatchObject({ find: { subject: 'acme 6 plus cases', head: 'cases' } });
    expect(readMessage('headphones 4 stars plus', fresh)).toMatchObject({ find: { subject: 'headphones', constraints: { minRating: 4 } } });
  });

  it('reads "top" as an order only in a phrase ("top rated", "top picks", "the top 5"), and alone as a thing to search', () => {
    expect(readMessage('a black top under $20', fresh)).toEqual({ intent: 'find', find: { subject: 'black top', constraints: { maxPrice: 20 }, order: 'relevance', head: 'top' } });
    expect(readMessage('tank top', fresh)).toMatchObject({ find: { subject: 'tank top', order: 'relevance', head: 'top' } });
    expect(readMessage('crop top', fresh)).toMatchObject({ find: { subject: 'crop top', order: 'relevance' } });
    expect(readMessage('top hat', fresh)).toMatchObject({ find: { subject: 'top hat', order: 'relevance', head: 'hat' } });
    expect(readMessage('top rated laptops', fresh)).toMatchObject({ find: { subject: 'laptops', order: 'rating-desc' } });
    expect(readMessage('the top 5 laptops', fresh)).toEqual({ intent: 'find', find: { subject: 'laptops', constraints: {}, order: 'rating-desc', head: 'laptops' } });
    expect(readMessage('top picks', fresh)).toMatchObject({ find: { subject: '', order: 'rating-desc' } });
    expect(readMessage('top sellers', fresh)).toMatchObject({ find: { subject: '', order: 'popular' } });
  });

  it('reads an opening word as no part of the request only when punctuation, another opener, a verb, a question word or a determiner follows', () => {
    expect(readMessage('Sure deodorant', fresh)).toMatchObject({ find: { subject: 'sure deodorant', head: 'deodorant' } });
    expect(readMessage('Oh Polly dress', fresh)).toMatchObject({ find: { subject: 'oh polly dress', head: 'dress' } });
    expect(readMessage('Yes To face mask', fresh)).toMatchObject({ find: { subject: 'yes face mask' } });
    // What the openers are for.
    expect(readMessage('sure, show me lamps', fresh)).toMatchObject({ find: { subject: 'lamps' } });
    expect(readMessage('oh and a lamp', fresh)).toMatchObject({ find: { subject: 'lamp', head: 'lamp' } });
    expect(readMessage('ok cool', after)).toEqual({ intent: 'thanks' });
  });

  it('reads "between the X and the Y" as a comparison only when nothing before it names a thing, misspelt comparison words allowed', () => {
    expect(readMessage('a rug to go between the sofa and the tv', fresh)).toMatchObject({ intent: 'find', find: { head: 'rug' } });
    expect(readMessage("what's the differance between the acme x and the acme y?", fresh)).toMatchObject({ intent: 'compare', names: ['acme x', 'acme y'] });
    expect(readMessage('a lamp between $40 and $70', fresh)).toMatchObject({ intent: 'find', find: { constraints: { minPrice: 40, maxPrice: 70 } } });
  });

  it('reads "how much/many <noun> …" as asking about the noun whatever the verb, and a verb or a price word after it as the price', () => {
    expect(readMessage('how much storage is on the acme phone?', fresh)).toEqual({ intent: 'product', asked: 'words', about: 'storage', refs: [], names: ['acme phone'] });
    expect(readMessage('how much ram is in the acme laptop', fresh)).toMatchObject({ about: 'ram', names: ['acme laptop'] });
    expect(readMessage('how many players can play it?', after)).toEqual({ intent: 'product', asked: 'words', about: 'players', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('how much is the acme lamp?', fresh)).toMatchObject({ intent: 'product', asked: 'price', names: ['acme lamp'] });
    expect(readMessage('how much does the acme lamp cost?', fresh)).toMatchObject({ intent: 'product', asked: 'price' });
  });

  it('reads "(which|what) … [the] <superlative> [one]?" after a list as the one product first in that order, however it is worded', () => {
    const cheapest = { intent: 'product', asked: 'price', refs: [{ kind: 'ranked', order: 'price-asc' }], names: [] };
    expect(readMessage('which is cheapest?', after)).toEqual(cheapest);
    expect(readMessage("which one's the cheapest?", after)).toEqual(cheapest);
    expect(readMessage("what's the cheapest?", after)).toEqual(cheapest);
    expect(readMessage("what's the cheapest pair?", after)).toEqual(cheapest);
    expect(readMessage('which is the best rated one?', after)).toEqual({ intent: 'product', asked: 'rating', refs: [{ kind: 'ranked', order: 'rating-desc' }], names: [] });
    // Naming a thing is a search in that order; before any list, a search too.
    expect(readMessage('what is the cheapest laptop?', after)).toMatchObject({ intent: 'find', find: { subject: 'laptop', order: 'price-asc' } });
    expect(readMessage('which is cheapest?', fresh)).toMatchObject({ intent: 'find' });
  });

  it('reads a count said as one, never a number inside a name ("<line> G-71", "the <model> 7")', () => {
    expect(readMessage('add the zorb kettle K-42 to my cart', fresh)).toMatchObject({ intent: 'cart-add', quantity: 1, names: ['zorb kettle k 42'] });
    expect(readMessage('add the zorb phone 7 to my cart', fresh)).toMatchObject({ intent: 'cart-add', quantity: 1, names: ['zorb phone 7'] });
    expect(readMessage('add 3 of the first one', after)).toMatchObject({ intent: 'cart-add', quantity: 3, refs: [{ kind: 'position', index: 0 }] });
    expect(readMessage('put two in my basket', after)).toMatchObject({ intent: 'cart-add', quantity: 2 });
    expect(readMessage('add 4 units of the zorb kettle', fresh)).toMatchObject({ intent: 'cart-add', quantity: 4, names: ['zorb kettle'] });
  });

  it('reads a code written as codes are, said with nothing else that asks, as a coupon, with the message read otherwise', () => {
    expect(readMessage('ok then SPRING15', after)).toMatchObject({ intent: 'coupon', code: 'SPRING15', otherwise: { intent: 'find' } });
    expect(readMessage('and FREESHIP2?', after)).toMatchObject({ intent: 'coupon', code: 'FREESHIP2' });
    expect(readMessage('a ZX81 computer', fresh)).toMatchObject({ intent: 'find' });
    expect(readMessage('ok then spring15', after)).toMatchObject({ intent: 'find' });
  });

  it('reads "what else have you got?" as more of the same, and before any search as help', () => {
    for (const message of ['what else have you got?', 'what else do you have?', 'what else is there?', 'got anything else?']) expect(readMessage(message, after)).toEqual({ intent: 'more' });
    expect(readMessage('what else have you got?', fresh)).toEqual({ intent: 'help' });
    expect(readMessage('what else can you do?', after)).toEqual({ intent: 'help' });
  });

  it('reads "what is it made of?" and "what fabric is …" as asking the material, of the product pointed at or named', () => {
    expect(readMessage('what is it made of?', after)).toEqual({ intent: 'product', asked: 'words', about: 'material made', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage("what's the grey one made from?", after)).toMatchObject({ about: 'material made', refs: [{ kind: 'described', words: 'grey' }] });
    expect(readMessage('what fabric is the zorb scarf?', fresh)).toMatchObject({ about: 'material made', names: ['zorb scarf'] });
  });

  it('reads a thing "to go with it", "that matches it" as a search for what goes with the product shown', () => {
    expect(readMessage('and a lid to go with it', after)).toEqual({ intent: 'find', find: { subject: 'lid', constraints: {}, order: 'relevance', head: 'lid', for: { kind: 'focus' } } });
    expect(readMessage('a scarf that matches the first one', after)).toMatchObject({ intent: 'find', find: { subject: 'scarf', for: { kind: 'position', index: 0 } } });
  });

  it('reads the changes said together, a budget said bigger or smaller, and leaves "more <quality>" to the price asked', () => {
    expect(readMessage('too pricey. anything cheaper from another brand?', after)).toEqual({ intent: 'refine', refine: 'cheaper', also: ['other-brand'], constraints: {} });
    expect(readMessage('cheaper and better rated', after)).toMatchObject({ intent: 'refine', refine: 'cheaper', also: ['better-rated'] });
    expect(readMessage('something sturdier? I can spend a bit more', after)).toMatchObject({ intent: 'refine', refine: 'pricier' });
    expect(readMessage('a bit more durable, my budget is bigger', after)).toMatchObject({ intent: 'refine', refine: 'pricier' });
    expect(readMessage('that is out of my budget', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: {} });
    // A question whether it is too dear is a question about its price.
    expect(readMessage('is it too expensive?', after)).toMatchObject({ intent: 'product', asked: 'price' });
  });

  it('reads "which is cheaper?" after a list as the products shown compared in that order', () => {
    expect(readMessage('which is cheaper?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [], order: 'price-asc' });
    expect(readMessage("which one's better rated?", after)).toMatchObject({ intent: 'compare', order: 'rating-desc' });
    expect(readMessage('what is more expensive of the two?', after)).toMatchObject({ intent: 'compare', order: 'price-desc' });
  });

  it('reads "do you sell the <product>?" as whether the shop has that product, a search when limited or ordered', () => {
    expect(readMessage('do you sell the Zorb Kettle K-42?', fresh)).toEqual({ intent: 'product', asked: 'stock', refs: [], names: ['zorb kettle k 42'] });
    expect(readMessage('have you got the zorb kettle in stock?', fresh)).toMatchObject({ intent: 'product', asked: 'stock', names: ['zorb kettle'] });
    expect(readMessage('do you have the cheapest kettles?', fresh)).toMatchObject({ intent: 'find', find: { order: 'price-asc' } });
    expect(readMessage('do you sell kettles?', fresh)).toMatchObject({ intent: 'find' });
  });

  it('reads "they" as the products pointed at, and a reference by price or words in a "how many …" question', () => {
    expect(readMessage('are they dishwasher safe?', after)).toMatchObject({ intent: 'product', refs: [{ kind: 'all' }], names: ['dishwasher safe'] });
    expect(readMessage('how many cups does the $40 one hold?', after)).toEqual({ intent: 'product', asked: 'words', about: 'cups', refs: [{ kind: 'priced', price: 40 }], names: [] });
    expect(readMessage('how much does the steel one weigh?', after)).toMatchObject({ about: 'weight', refs: [{ kind: 'described', words: 'steel' }] });
  });

  it('reads "from <maker>?", "any by <maker>?", "made in <place>?" after a search as the search narrowed by the words', () => {
    expect(readMessage('from Ember Tea Co.', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'ember tea co' });
    expect(readMessage('any by nike?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'nike' });
    expect(readMessage('anything made in italy?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'italy' });
    // A price range, or a product pointed at, is no maker.
    expect(readMessage('from $20 to $50', after)).toMatchObject({ intent: 'refine', constraints: { minPrice: 20, maxPrice: 50 } });
    expect(readMessage('from nike', fresh)).toMatchObject({ intent: 'find' });
  });

  it('reads "any in red?", "do they come in blue?" after a search as the search narrowed by the words', () => {
    expect(readMessage('any in red?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'red' });
    expect(readMessage('do they come in navy blue?', after)).toMatchObject({ intent: 'refine', words: 'navy blue' });
    expect(readMessage('got them in size 9?', after)).toMatchObject({ intent: 'refine', words: 'size 9' });
    expect(readMessage('any in stock?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { inStock: true } });
    expect(readMessage('any in red?', fresh)).toMatchObject({ intent: 'find' });
  });

  it('reads "what sizes?" about the product in focus as asking the noun, and the cart\'s total as the cart', () => {
    const focus = { hasSearch: true, hasFocus: true };
    expect(readMessage('what sizes?', focus)).toEqual({ intent: 'product', asked: 'words', about: 'sizes', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('which colours?', focus)).toMatchObject({ about: 'colours' });
    expect(readMessage("what's my total?", after)).toEqual({ intent: 'cart-show' });
    expect(readMessage('how much do I owe?', fresh)).toEqual({ intent: 'cart-show' });
  });

  it('reads "what about <things>?" as the list narrowed or else a search, "what about the <product>?" as a question about it', () => {
    expect(readMessage('what about gloves?', after)).toMatchObject({ intent: 'refine', words: 'gloves', otherwise: { intent: 'find', find: { subject: 'gloves', constraints: {}, order: 'relevance', head: 'gloves', sameLimits: true } } });
    expect(readMessage('what about gloves?', fresh)).toEqual({ intent: 'find', find: { subject: 'gloves', constraints: {}, order: 'relevance', head: 'gloves' } });
    expect(readMessage('how about zorb?', after)).toMatchObject({ otherwise: { intent: 'find', find: { subject: 'zorb' } } });
    expect(readMessage('what about the zorb kettle, is it in stock?', after)).toMatchObject({ intent: 'product', asked: 'stock', names: ['zorb kettle'] });
  });

  it('reads "are any of them on sale?" as the list limited, and "what\'s a good <thing>?" as a search', () => {
    expect(readMessage('are any of them on sale?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { onSale: true } });
    expect(readMessage('are any of them waterproof?', after)).toMatchObject({ intent: 'product', refs: [{ kind: 'all' }] });
    expect(readMessage("what's the best rated kettle?", fresh)).toEqual({ intent: 'find', find: { subject: 'kettle', constraints: {}, order: 'rating-desc', head: 'kettle' } });
    expect(readMessage('what is a good gift for a gardener?', fresh)).not.toMatchObject({ find: { question: true } });
  });

  it('leaves the verbs of holding out of a question\'s words ("does the X come with a case?")', () => {
    expect(readMessage('does the zorb kettle come with a filter?', fresh)).toEqual({ intent: 'product', asked: 'words', refs: [], names: ['zorb kettle filter'] });
    expect(readMessage('how big is it?', after)).toMatchObject({ about: 'size dimensions volume capacity' });
    // The part measured is asked too, and the top one is the first.
    expect(readMessage('how big is the bottle of the zorb kettle?', fresh)).toEqual({ intent: 'product', asked: 'words', about: 'size dimensions volume capacity bottle', refs: [], names: ['zorb kettle'] });
    expect(readMessage('how much does the top one weigh?', after)).toEqual({ intent: 'product', asked: 'words', about: 'weight', refs: [{ kind: 'position', index: 0 }], names: [] });
    expect(readMessage('what temperatures can the acme one handle?', after)).toEqual({ intent: 'product', asked: 'words', refs: [{ kind: 'described', words: 'acme' }], names: ['temperatures'] });
    expect(readMessage('the cheapest leather one, add it to my basket', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'ranked', order: 'price-asc', words: 'leather' }], names: [] });
  });

  it('reads what is asked alone after a list or a product ("what\'s the warranty?", "and storage?"), and "I\'m after …" as a search', () => {
    const focus = { hasSearch: true, hasFocus: true };
    expect(readMessage("what's the warranty?", after)).toEqual({ intent: 'product', asked: 'words', about: 'warranty', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('what are the specs?', after)).toEqual({ intent: 'product', asked: 'details', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage("what's the price?", after)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('and storage?', focus)).toMatchObject({ intent: 'product', about: 'storage' });
    expect(readMessage('and a dog bowl', focus)).toMatchObject({ intent: 'find', find: { subject: 'dog bowl' } });
    expect(readMessage("I'm after a kettle", fresh)).toEqual({ intent: 'find', find: { subject: 'kettle', constraints: {}, order: 'relevance', head: 'kettle' } });
    expect(readMessage('does it work with my phone?', after)).toMatchObject({ intent: 'product', refs: [{ kind: 'focus' }], about: 'phone', names: [] });
  });

  it('reads "I want to buy a <thing>" as a search, and buying a product pointed at as adding it', () => {
    expect(readMessage('I want to buy a kettle', fresh)).toEqual({ intent: 'find', find: { subject: 'kettle', constraints: {}, order: 'relevance', head: 'kettle' } });
    expect(readMessage('order some coffee', fresh)).toMatchObject({ intent: 'find', find: { subject: 'coffee' } });
    expect(readMessage('I want to buy the first one', after)).toMatchObject({ intent: 'cart-add', refs: [{ kind: 'position', index: 0 }] });
    expect(readMessage('buy a kettle and put it in my cart', fresh)).toMatchObject({ intent: 'cart-add' });
    expect(readMessage('I want to buy something for my cat', fresh)).toMatchObject({ intent: 'find', find: { subject: 'cat' } });
    expect(readMessage('buy 2 of them', after)).toMatchObject({ intent: 'cart-add', quantity: 2 });
    expect(readMessage('buy both', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'all' }], names: [] });
  });

  it('reads a ceiling said after the amount ("30 bucks max") as a price limit, and a count so said as no price', () => {
    expect(readMessage('garden tools, 30 bucks max', fresh)).toMatchObject({ intent: 'find', find: { subject: 'garden tools', constraints: { maxPrice: 30 } } });
    expect(readMessage('a present for my mum, 30 quid max', fresh)).toMatchObject({ find: { constraints: { maxPrice: 30 } } });
    expect(readMessage('phone mount, $20 tops', fresh)).toMatchObject({ find: { subject: 'phone mount', constraints: { maxPrice: 20 } } });
    expect(readMessage('a tent that sleeps 4 max', fresh)).not.toMatchObject({ find: { constraints: { maxPrice: 4 } } });
    expect(readMessage('i need 12 tops for my team', fresh)).toMatchObject({ find: { subject: '12 tops team', constraints: {} } });
  });

  it('leaves an age out of the words: "a gift for a 10 year old who likes puzzles"', () => {
    expect(readMessage('a gift for a 10 year old who likes puzzles', fresh)).toMatchObject({ intent: 'find', find: { subject: 'puzzles' } });
    expect(readMessage('toys for a six-year-old', fresh)).toMatchObject({ intent: 'find', find: { subject: 'toys' } });
  });

  it('reads "which has the biggest <thing>?" after a list as the products shown side by side, and "one with <words>" as the search narrowed', () => {
    expect(readMessage('which has the biggest screen?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [], about: 'biggest screen' });
    expect(readMessage('which one has the longest battery life', after)).toMatchObject({ intent: 'compare' });
    expect(readMessage('do you have one with a lid?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'lid' });
    expect(readMessage('any that have pockets?', after)).not.toMatchObject({ intent: 'compare' });
  });

  it('reads "only <words>", "<words> only" after a search as the search narrowed, "nothing too expensive" as the cheapest first', () => {
    expect(readMessage('only zorb', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'zorb' });
    expect(readMessage('kettles only please', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'kettles' });
    expect(readMessage('only under $50', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 50 } });
    expect(readMessage('only the first one', after)).toMatchObject({ intent: 'product', refs: [{ kind: 'position', index: 0 }] });
    expect(readMessage('nothing too expensive', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, order: 'price-asc' });
    expect(readMessage('something more compact', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'compact' });
    expect(readMessage('something more expensive', after)).toMatchObject({ intent: 'refine', refine: 'pricier' });
  });

  it('reads "how many are left?" as a question of stock, and "<it> looks good" as saying nothing of a product', () => {
    expect(readMessage('the second one looks good, how many are left?', after)).toEqual({ intent: 'product', asked: 'stock', refs: [{ kind: 'position', index: 1 }], names: [] });
    expect(readMessage('how many do you have in stock?', after)).toMatchObject({ intent: 'product', asked: 'stock' });
  });

  it('reads "sort by price", "price high to low", "order by newest" after a search as the same search in that order', () => {
    const inOrder = (order: string) => ({ intent: 'refine', refine: 'limits', constraints: {}, order });
    expect(readMessage('sort by price', after)).toEqual(inOrder('price-asc'));
    expect(readMessage('sort them by price, high to low', after)).toEqual(inOrder('price-desc'));
    expect(readMessage('price low to high please', after)).toEqual(inOrder('price-asc'));
    expect(readMessage('order by newest', after)).toEqual(inOrder('newest'));
    expect(readMessage('sort by popularity', after)).toEqual(inOrder('popular'));
    expect(readMessage('sort by price descending', after)).toEqual(inOrder('price-desc'));
    expect(readMessage('phone cases arranged by price', fresh)).toMatchObject({ find: { subject: 'phone cases', order: 'price-asc' } });
  });

  it('reads a thing asked for with "not too expensive" or "that won\'t break the bank" as a search, the cheapest first', () => {
    const cheapFirst = (subject: string, head: string) => ({ intent: 'find', find: { subject, constraints: {}, order: 'price-asc', head } });
    for (const context of [fresh, after]) {
      expect(readMessage("i want a phone case that's not too expensive", context)).toEqual(cheapFirst('phone case', 'case'));
      expect(readMessage("a kettle that isn't too pricey", context)).toEqual(cheapFirst('kettle', 'kettle'));
      expect(readMessage("headphones that won't break the bank", context)).toEqual(cheapFirst('headphones', 'headphones'));
      expect(readMessage("a watch that doesn't cost too much", context)).toEqual(cheapFirst('watch', 'watch'));
    }
    // Said of how it is made, it is no price.
    expect(readMessage("a dog toy that won't break a lot", fresh)).not.toMatchObject({ find: { order: 'price-asc' } });
    // Said of what was shown, it is still a change or a question.
    expect(readMessage("that's too much", after)).toMatchObject({ intent: 'refine', refine: 'cheaper' });
    expect(readMessage('is it too expensive?', after)).toMatchObject({ intent: 'product', asked: 'price' });
  });

  it('reads an ordinal before a word of a name ("a first aid kit") as no reference, and "<group> stuff" as naming no kind', () => {
    expect(readMessage('a first aid kit', after)).toMatchObject({ intent: 'find', find: { subject: 'first aid kit' } });
    expect(readMessage('add the first to my cart', after)).toMatchObject({ intent: 'cart-add', refs: [{ kind: 'position', index: 0 }] });
    expect(readMessage('tell me about the second', after)).toMatchObject({ intent: 'product', refs: [{ kind: 'position', index: 1 }] });
    expect(readMessage('garden stuff', fresh)).toEqual({ intent: 'find', find: { subject: 'garden', constraints: {}, order: 'relevance' } });
    expect(readMessage('baby things under $20', fresh)).toEqual({ intent: 'find', find: { subject: 'baby', constraints: { maxPrice: 20 }, order: 'relevance' } });
  });

  it('reads "the one in the middle", "the other ones", "them all", and "which are <words>?" after a list', () => {
    expect(readMessage("what's the one in the middle like?", after)).toMatchObject({ intent: 'product', refs: [{ kind: 'position', index: 1 }] });
    expect(readMessage('what about the other ones?', after)).toEqual({ intent: 'product', asked: 'words', refs: [{ kind: 'others' }], names: [] });
    expect(readMessage('compare them all', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [] });
    expect(readMessage('which are vegan?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'vegan' });
    expect(readMessage('for a 5 year old', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { fitFor: [{ value: 5, unit: 'years-old', said: '5 year old' }] } });
    expect(readMessage('a tent for 4 people', fresh)).toMatchObject({ intent: 'find', find: { subject: 'tent', head: 'tent' } });
    expect(readMessage('how many are in my basket?', after)).toEqual({ intent: 'cart-show' });
    expect(readMessage('and 2 more', after)).toEqual({ intent: 'more' });
  });

  it('reads a farewell as thanks, "where\'s my parcel?" as an order, "how long does shipping take?" as delivery, and "are you a …?" as help', () => {
    for (const message of ['bye', 'ok, that\'s all thanks', 'no thanks', 'see you', 'nah', 'nope', 'nah im good', 'nevermind']) expect(readMessage(message, after)).toEqual({ intent: 'thanks' });
    // "never mind" before a request only opens it.
    expect(readMessage('ok nevermind, show me coffee beans', after)).toMatchObject({ intent: 'find', find: { subject: 'coffee beans' } });
    expect(readMessage('smthing to cook stir fry in', fresh)).toMatchObject({ intent: 'find', find: { subject: 'cook stir fry' } });
    expect(readMessage("where's my parcel?", fresh)).toEqual({ intent: 'order-status' });
    expect(readMessage('how long does shipping take to spain?', fresh)).toMatchObject({ intent: 'policy', topics: expect.arrayContaining(['delivery']) });
    expect(readMessage('are you a real person?', fresh)).toEqual({ intent: 'help' });
    expect(readMessage('surprise me', fresh)).toMatchObject({ intent: 'find', find: { subject: '' } });
  });

  it('reads "make it 3", "I only want one of them" as a quantity in the cart, and "checkout", "clear it" as the cart', () => {
    expect(readMessage('actually make it 3', after)).toEqual({ intent: 'cart-quantity', quantity: 3, refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('change the zorb kettle to two', after)).toEqual({ intent: 'cart-quantity', quantity: 2, refs: [], names: ['zorb kettle'] });
    expect(readMessage('I only want one of them', after)).toMatchObject({ intent: 'cart-quantity', quantity: 1 });
    expect(readMessage('checkout', after)).toEqual({ intent: 'cart-show' });
    expect(readMessage('is my basket empty?', after)).toEqual({ intent: 'cart-show' });
    expect(readMessage('clear it', after)).toEqual({ intent: 'cart-clear' });
    expect(readMessage('add another one', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: [] });
    expect(readMessage('make it cheaper', after)).toMatchObject({ intent: 'refine', refine: 'cheaper' });
  });

  it('reads "is it on sale?" as the sale asked, and "the X vs the Y", "is the X better than the Y?" as the two compared', () => {
    expect(readMessage('is it on sale?', after)).toEqual({ intent: 'product', asked: 'sale', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage("what's on sale?", after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { onSale: true } });
    expect(readMessage('zorb kettle vs acme kettle', fresh)).toEqual({ intent: 'compare', refs: [], names: ['zorb kettle', 'acme kettle'] });
    expect(readMessage('is the zorb kettle better than the acme kettle?', fresh)).toEqual({ intent: 'compare', refs: [], names: ['zorb kettle', 'acme kettle'] });
    expect(readMessage('is it better than the first one?', after)).toMatchObject({ intent: 'compare', refs: [{ kind: 'position', index: 0 }, { kind: 'focus' }] });
  });

  it('reads "<order> first" as the order, and "that\'s in stock" after a thing as a limit, pointing at nothing', () => {
    expect(readMessage('a zorb kettle for the office, best rated first', fresh)).toMatchObject({ intent: 'find', find: { subject: 'zorb kettle office', order: 'rating-desc', head: 'kettle' } });
    // A clause of its own ("so …", "while …") says what it is for, not what it is.
    expect(readMessage('a bluetooth kettle so I stop burning my hands', fresh)).toMatchObject({ intent: 'find', find: { head: 'kettle' } });
    expect(readMessage('a kettle for tea while camping', fresh)).toMatchObject({ intent: 'find', find: { head: 'kettle' } });
    expect(readMessage('kettles, cheapest first', fresh)).toMatchObject({ intent: 'find', find: { order: 'price-asc' } });
    expect(readMessage("a kettle under 40 bucks that's actually in stock", fresh)).toMatchObject({ intent: 'find', find: { subject: 'kettle', constraints: { maxPrice: 40, inStock: true } } });
    expect(readMessage('is that in stock?', after)).toEqual({ intent: 'product', asked: 'stock', refs: [{ kind: 'focus' }], names: [] });
  });

  it('reads the cart by its verbs and objects: "throw in the X", "swap them for the X", "what does my basket come to?", a code in small letters', () => {
    expect(readMessage('ok, throw in the zorb kettle too', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['zorb kettle'] });
    expect(readMessage('actually, swap them for the acme kettle', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['acme kettle'], replacing: { refs: [{ kind: 'all', bare: true }], names: [] } });
    expect(readMessage('replace the zorb kettle with the second one', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'position', index: 1 }], names: [], replacing: { refs: [], names: ['zorb kettle'] } });
    // A swap said with two verbs; one verb alone still takes out or puts in.
    expect(readMessage('remove it and add the second one instead', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'position', index: 1 }], names: [], replacing: { refs: [{ kind: 'focus' }], names: [] } });
    expect(readMessage('take the zorb kettle out and put the third one in', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'position', index: 2 }], names: [], replacing: { refs: [], names: ['zorb kettle'] } });
    expect(readMessage('remove the toaster and the kettle', after)).toEqual({ intent: 'cart-remove', refs: [], names: ['toaster'], then: { intent: 'cart-remove', refs: [], names: ['kettle'] } });
    expect(readMessage('what does my basket come to now?', after)).toEqual({ intent: 'cart-show' });
    expect(readMessage('now try save5 again', after)).toMatchObject({ intent: 'coupon', code: 'SAVE5', otherwise: { intent: 'find' } });
    expect(readMessage('show me the rest of them', after)).toEqual({ intent: 'more' });
    expect(readMessage('is delivery free on a $45 order?', fresh)).toMatchObject({ intent: 'policy', topics: expect.arrayContaining(['shipping']) });
  });

  it('reads accented letters as their plain ones, as shoppers type them', () => {
    expect(readMessage('is the Crème Brûlée Torch in stock?', fresh)).toEqual({ intent: 'product', asked: 'stock', refs: [], names: ['creme brulee torch'] });
  });

  it('reads an amount said in words as the amount, and "how many days does shipping take?" as delivery too', () => {
    expect(readMessage('kettles under twenty dollars', fresh)).toMatchObject({ intent: 'find', find: { subject: 'kettles', constraints: { maxPrice: 20, saidAmounts: { 20: 'twenty dollars' } } } });
    expect(readMessage('a kettle for about a hundred and fifty bucks', fresh)).toMatchObject({ find: { constraints: { around: 150 } } });
    expect(readMessage('how many days does standard shipping usually take?', fresh)).toEqual({ intent: 'policy', topics: ['shipping', 'delivery'] });
  });

  it('reads two questions said as one as both, each read alone', () => {
    expect(readMessage('how much is it and what warranty does it have?', after)).toEqual({
      intent: 'product', asked: 'price', refs: [{ kind: 'focus' }], names: [],
      and: { intent: 'product', asked: 'words', refs: [{ kind: 'focus' }], names: ['warranty'] },
    });
    // One question about two things is no two questions.
    expect(readMessage('is the zorb kettle and the acme kettle in stock?', fresh)).not.toHaveProperty('and');
  });

  it('reads "something to <verb> …" with the nouns of its doer as what to look for first', () => {
    expect(readMessage('something to blend smoothies, under 40 bucks', fresh)).toMatchObject({ intent: 'find', find: { subject: 'blend smoothies', constraints: { maxPrice: 40 }, tools: ['blender'] } });
    // A verb said alone names the thing as well ("something to drink": a drink), should no doer of it be sold.
    expect(readMessage('something to drink', fresh)).toEqual({ intent: 'find', find: { subject: 'drink', constraints: {}, order: 'relevance', head: 'drink', tools: ['drinker'] } });
    expect(readMessage('something to blend smoothies', fresh)).not.toHaveProperty('find.head');
    expect(readMessage('anything to dry my hair', fresh)).toMatchObject({ find: { tools: ['dryer', 'drier'] } });
    expect(readMessage('something to cut vegetables', fresh)).toMatchObject({ find: { tools: ['cutter', 'cuter'] } });
    expect(readMessage('something for the dog', fresh)).not.toMatchObject({ find: { tools: expect.anything() } });
  });

  it('reads a greeting said twice, an interest, an example given and a limit asked of a product', () => {
    expect(readMessage('hey hey', fresh)).toEqual({ intent: 'greeting' });
    expect(readMessage("my son's mad about basketball", fresh)).toMatchObject({ intent: 'find', find: { subject: 'basketball', head: 'basketball' } });
    expect(readMessage("she's really into baking", fresh)).toMatchObject({ intent: 'find', find: { subject: 'baking' } });
    expect(readMessage('something fun for the garden, like a swing', fresh)).toMatchObject({ intent: 'find', find: { subject: 'swing', head: 'swing' } });
    // Without a placeholder, "like" is no example given.
    expect(readMessage('a lamp like a mushroom', fresh)).toMatchObject({ find: { head: 'lamp' } });
    expect(readMessage('is it under $50?', after)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('how long is it guaranteed for?', after)).toMatchObject({ intent: 'product', asked: 'words', about: 'warranty guarantee', refs: [{ kind: 'focus' }] });
    expect(readMessage('and if I spend more than fifty?', after)).toEqual({ intent: 'policy', topics: ['shipping'] });
  });

  it('reads two named and a "which" question after them as a comparison in that order, and "which costs less?" of those shown', () => {
    expect(readMessage('Zorb 10 or Acme X - which one gets better reviews?', fresh)).toEqual({ intent: 'compare', refs: [], names: ['zorb 10', 'acme x'], order: 'rating-desc' });
    expect(readMessage('and which costs less?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [], order: 'price-asc' });
    // The question first: "which is cheaper, the X or the Y?"; "which one, red or blue?" asks which shown one holds the words.
    expect(readMessage('which is cheaper, the zorb 10 or the acme x', fresh)).toEqual({ intent: 'compare', refs: [], names: ['zorb 10', 'acme x'], order: 'price-asc' });
    expect(readMessage('which one, red or blue?', after)).toMatchObject({ intent: 'compare', refs: [{ kind: 'all' }], names: [], holding: 'red blue' });
    // "is it cheaper than the Y?": the one pointed at beside the one named; "cheaper than $50" is a limit.
    expect(readMessage('is it cheaper than the acme x?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'focus' }], names: ['acme x'] });
    expect(readMessage('phones cheaper than the acme x', after).intent).not.toBe('compare');
    expect(readMessage('is it cheaper than at the zorb store?', after).intent).not.toBe('compare');
    expect(readMessage('which one is lighter, the first or the second', after)).toEqual({ intent: 'compare', refs: [{ kind: 'position', index: 0 }, { kind: 'position', index: 1 }], names: [], about: 'lighter weight' });
    expect(readMessage('anything cheaper than 50 dollars', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 50 } });
  });

  it('reads a change said beside a clause about the occasion, with its limit', () => {
    expect(readMessage("it's his 80th though - something fancier, up to $2,000", { hasSearch: true, hasFocus: true })).toEqual({ intent: 'refine', refine: 'pricier', constraints: { maxPrice: 2000 } });
    // "something nicer", "better quality" is a step up in price; "which is nicer?" is no change.
    expect(readMessage('something nicer, up to $100', after)).toEqual({ intent: 'refine', refine: 'pricier', constraints: { maxPrice: 100 } });
    expect(readMessage('anything better quality?', after)).toEqual({ intent: 'refine', refine: 'pricier', constraints: {} });
    expect(readMessage('which is nicer?', after)).not.toMatchObject({ intent: 'refine' });
  });

  it('reads a unit of what is sold, with nothing else named, as the product in focus', () => {
    expect(readMessage('chuck a bottle in my trolley', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('add 2 bottles', after)).toMatchObject({ intent: 'cart-add', quantity: 2, refs: [{ kind: 'focus' }] });
    expect(readMessage('add a pack of batteries', after)).toMatchObject({ intent: 'cart-add', names: ['pack batteries'] });
  });

  it('reads "how long does … last?" as the life of the part named, and "the cheapest <kind> you\'ve got in stock" as that rank of the kind, in stock', () => {
    expect(readMessage('how long does the Zorb Band 3 battery last?', fresh)).toEqual({ intent: 'product', asked: 'words', about: 'battery life', refs: [], names: ['zorb band 3 battery'] });
    expect(readMessage('how long will the battery last?', after)).toEqual({ intent: 'product', asked: 'words', about: 'battery life', refs: [{ kind: 'focus' }], names: [] });
    // "how many days" asks how long too, and the product may be said after "on the"; "on a full charge" names none.
    expect(readMessage('how many days does the battery last on the Zorb Band?', after)).toEqual({ intent: 'product', asked: 'words', about: 'battery life', refs: [], names: ['zorb band battery'] });
    expect(readMessage('how long does the battery last on a full charge?', after)).toEqual({ intent: 'product', asked: 'words', about: 'battery life', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('how many days does shipping take?', after)).toMatchObject({ intent: 'policy' });
    expect(readMessage("add the cheapest hose reel you've actually got in stock", after)).toEqual({
      intent: 'cart-add', quantity: 1, refs: [{ kind: 'ranked', order: 'price-asc', words: 'hose reel', inStock: true }], names: [],
    });
    expect(readMessage('add the cheapest one in stock', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'ranked', order: 'price-asc', inStock: true }], names: [] });
  });

  it('reads "rated highest" after the verb as "highest rated": the best rated of the last search', () => {
    expect(readMessage('which one is rated highest?', after)).toEqual({ intent: 'product', asked: 'rating', refs: [{ kind: 'ranked', order: 'rating-desc' }], names: [] });
  });

  it('reads "quid" as money and "around the $300 mark" as a price band', () => {
    expect(readMessage('an air fryer under 60 quid', fresh)).toMatchObject({ find: { subject: 'air fryer', constraints: { maxPrice: 60 } } });
    expect(readMessage('anything under 100 quid?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 100 } });
    expect(readMessage('smartphones around the $300 mark', fresh)).toMatchObject({ find: { subject: 'smartphones', constraints: { around: 300 } } });
  });

  it('reads "£50" and "€50" as money in the shop\'s currency, as "50 quid" is', () => {
    expect(readMessage('a heavy blanket, under £50', fresh)).toMatchObject({ find: { subject: 'heavy blanket', constraints: { maxPrice: 50 } } });
    expect(readMessage('headphones for €80', fresh)).toMatchObject({ find: { subject: 'headphones', constraints: { around: 80 } } });
  });

  it('reads "that" after a thing asked for as opening a clause about it, not pointing at a product shown', () => {
    expect(readMessage('a heavy blanket that helps with anxiety, under $50', after)).toMatchObject({ intent: 'find', find: { head: 'blanket', constraints: { maxPrice: 50 } } });
    expect(readMessage('a lamp that is dimmable', after)).toMatchObject({ intent: 'find', find: { subject: 'lamp dimmable', head: 'lamp' } });
    expect(readMessage('a case that fits it', after)).toMatchObject({ intent: 'find', find: { subject: 'case', for: { kind: 'focus' } } });
    expect(readMessage('is that one waterproof?', after)).toMatchObject({ intent: 'product', refs: [{ kind: 'focus' }] });
  });

  it('reads a budget as a limit: "budget 1,500 to 2,000" a range, "my budget is $80" and "a budget of 200" a ceiling', () => {
    expect(readMessage('a laptop for video editing, budget 1,500 to 2,000', fresh)).toMatchObject({ find: { subject: 'laptop video editing', constraints: { minPrice: 1500, maxPrice: 2000 } } });
    expect(readMessage('headphones, my budget is $80', fresh)).toMatchObject({ find: { subject: 'headphones', constraints: { maxPrice: 80 } } });
    expect(readMessage('a tent with a budget of 200', fresh)).toMatchObject({ find: { subject: 'tent', constraints: { maxPrice: 200 } } });
    expect(readMessage('a budget laptop', fresh)).toMatchObject({ find: { subject: 'laptop', constraints: {}, order: 'price-asc' } });
  });

  it('reads "any brand", "whatever make" as asking for no brand, neither a word to search nor another brand', () => {
    expect(readMessage('any cheaper ones, any brand?', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: {} });
    expect(readMessage('headphones under $50, any brand', fresh)).toMatchObject({ find: { subject: 'headphones', constraints: { maxPrice: 50 } } });
    expect(readMessage('any other brand?', after)).toEqual({ intent: 'refine', refine: 'other-brand', constraints: {} });
  });

  it('reads "no, …" before another sentence as answering the last turn, no word of the search ("no. 2" is a number)', () => {
    expect(readMessage('ha, no. an electric toothbrush then, nothing over 10 quid', after)).toMatchObject({ find: { subject: 'electric toothbrush', constraints: { maxPrice: 10 } } });
    expect(readMessage('nope, the first one', after)).toMatchObject({ refs: [{ kind: 'position', index: 0 }] });
    expect(readMessage('no. 2 please', after)).toMatchObject({ refs: [{ kind: 'position', index: 1 }] });
    expect(readMessage('no more than $50', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 50 } });
  });

  it('reads "ta", "brilliant, ta" and "lovely, thanks" as thanks, whatever the catalogue\'s search would make of them', () => {
    for (const said of ['brilliant, ta', 'ta', 'lovely, thanks', 'excellent, cheers']) expect(readMessage(said, after)).toEqual({ intent: 'thanks' });
    expect(readMessage('super glue', after)).toMatchObject({ intent: 'find', find: { subject: 'super glue' } });
  });

  it('keeps a hyphenated word whose part asks nothing as one word ("top-up", "make-up")', () => {
    expect(readMessage('cheap make-up, under $15', fresh)).toMatchObject({ find: { subject: 'makeup', head: 'makeup', constraints: { maxPrice: 15 } } });
    expect(readMessage('a t-shirt', fresh)).toMatchObject({ find: { subject: 't shirt' } });
  });

  it('reads "my sister\'s birthday", "my wife\'s watch" without whose it is: the occasion asks nothing, the thing is the thing', () => {
    expect(readMessage("a perfum for my girlfriend's birthday, no more than seventy dollars", fresh)).toMatchObject({ find: { subject: 'perfum', head: 'perfum', constraints: { maxPrice: 70 } } });
    expect(readMessage("a hairdryer for my sister's birthday, around 30 dollars", fresh)).toMatchObject({ find: { subject: 'hairdryer', constraints: { around: 30 } } });
    expect(readMessage("a white sport strap for my wife's 38mm watch", fresh)).toMatchObject({ find: { subject: 'white sport strap 38mm watch', head: 'strap' } });
    expect(readMessage("gifts for my parents' anniversary", fresh)).toMatchObject({ find: { subject: 'gifts' } });
    expect(readMessage("a kid's bike", fresh)).toMatchObject({ find: { subject: 'kids bike' } });
  });

  it('reads a search without the clauses saying how someone is, and what someone loves or took up as the thing', () => {
    expect(readMessage("trainers for my dad, he's gotten into running", fresh)).toMatchObject({ intent: 'find', find: { subject: 'trainers', head: 'trainers' } });
    expect(readMessage("my dad's taken up jogging - running shoes under 50 quid?", fresh)).toMatchObject({ find: { subject: 'running shoes', constraints: { maxPrice: 50 } } });
    expect(readMessage('my mum loves perfume, something under $80 for her birthday', fresh)).toMatchObject({ find: { subject: 'perfume', constraints: { maxPrice: 80 } } });
    expect(readMessage('my son has gotten into chess', fresh)).toMatchObject({ find: { subject: 'chess' } });
    expect(readMessage('a memory foam pillow, I sleep hot', fresh)).toMatchObject({ find: { subject: 'memory foam pillow', head: 'pillow' } });
    expect(readMessage('I run a lot, I need new trainers', fresh)).toMatchObject({ find: { subject: 'trainers' } });
    expect(readMessage("it's for my son, he is 10 - a bike", after)).toMatchObject({ intent: 'find', find: { subject: 'bike' } });
    expect(readMessage('my daughter just started uni, she needs a laptop', fresh)).toMatchObject({ find: { subject: 'laptop' } });
    expect(readMessage('the kids love dinosaurs', fresh)).toMatchObject({ find: { subject: 'dinosaurs' } });
    expect(readMessage('is it waterproof? I go hiking a lot', { hasSearch: true, hasFocus: true })).toEqual({ intent: 'product', asked: 'words', about: 'waterproof', refs: [{ kind: 'focus' }], names: [] });
  });

  it('reads what the shopper lets go of ("forget the budget") as asking nothing', () => {
    expect(readMessage('forget the budget - which phones do you have?', after)).toMatchObject({ intent: 'find', find: { subject: 'phones', constraints: {} } });
  });

  it('reads changes said in other words: better ratings, more of a quality than that, other brands making something similar', () => {
    expect(readMessage('any with better ratings?', after)).toEqual({ intent: 'refine', refine: 'better-rated', constraints: {} });
    expect(readMessage('I need more capacity than that, I can go up to $30', after)).toEqual({ intent: 'refine', refine: 'pricier', constraints: { maxPrice: 30 } });
    expect(readMessage('do other brands make something similar?', after)).toEqual({ intent: 'refine', refine: 'other-brand', constraints: {} });
    expect(readMessage('sort them by rating', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, order: 'rating-desc' });
    // A change said beside a new search is no word of it.
    expect(readMessage('too much. cheap plus cases under 20 bucks then', after)).toMatchObject({ intent: 'find', find: { subject: 'plus cases', constraints: { maxPrice: 20 } } });
  });

  it('reads "how are they different?" as a comparison, and openers such as "fine," or "ha." as asking nothing', () => {
    expect(readMessage('how are they different?', after)).toMatchObject({ intent: 'compare', names: [] });
    expect(readMessage('fine, add the black whisk as well', after)).toMatchObject({ intent: 'cart-add', names: ['black whisk'] });
    expect(readMessage('ha. ok, a lightning cable for my phone', fresh)).toMatchObject({ find: { subject: 'lightning cable phone' } });
    expect(readMessage('hiya, after a new phone, nothing over 500', fresh)).toMatchObject({ find: { subject: 'phone', constraints: { maxPrice: 500 } } });
    expect(readMessage('what about in black', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'black' });
    expect(readMessage('ok back to the jackets - any in red?', after)).toMatchObject({ intent: 'find', find: { subject: 'jackets red', head: 'jackets' } });
  });

  it('reads "put SAVE5 on it" as a coupon, "take it back out" as a removal, and "thanks, that\'s what I needed" as thanks', () => {
    expect(readMessage('and put SAVE5 on it', after)).toMatchObject({ intent: 'coupon', code: 'SAVE5', otherwise: { intent: 'cart-add' } });
    expect(readMessage('hmm, take it back out', after)).toEqual({ intent: 'cart-remove', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('add two of them', after)).toEqual({ intent: 'cart-add', quantity: 2, refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage("thanks, that's what I needed", after)).toEqual({ intent: 'thanks' });
  });

  it('reads a count said alone as an order ("two of those, please", "3 please") of the product pointed at, else the one in focus', () => {
    const focus = { intent: 'cart-add', quantity: 2, refs: [{ kind: 'focus' }], names: [] };
    expect(readMessage('ok two of those please', after)).toEqual(focus);
    expect(readMessage('two please', after)).toEqual(focus);
    expect(readMessage('can I get 2 of them?', after)).toEqual(focus);
    expect(readMessage('3 of the first one', after)).toEqual({ intent: 'cart-add', quantity: 3, refs: [{ kind: 'position', index: 0 }], names: [] });
    expect(readMessage('two of the blue ones please', after)).toEqual({ intent: 'cart-add', quantity: 2, refs: [], names: ['blue'] });
    // A number alone, or a count with something said of them, is no order.
    expect(readMessage('2', after)).not.toMatchObject({ intent: 'cart-add' });
    expect(readMessage('two of them are out of stock?', after)).not.toMatchObject({ intent: 'cart-add' });
  });

  it('reads chat spellings as their words ("u", "pls", "wat\'s", "16yo") and what someone is keen on when nothing else names a thing', () => {
    expect(readMessage("wat's the cheapest iphone u got", fresh)).toEqual({ intent: 'find', find: { subject: 'iphone', constraints: {}, order: 'price-asc', head: 'iphone' } });
    expect(readMessage('any tents pls', fresh)).toMatchObject({ find: { subject: 'tents' } });
    expect(readMessage("somethin for my 16yo nephew, he's into football, max 30 quid", fresh)).toMatchObject({ intent: 'find', find: { subject: 'football', constraints: { maxPrice: 30 }, interest: true } });
    // A greeting said "yo" stays one; a clause about someone beside a thing named says nothing.
    expect(readMessage('yo', fresh)).toEqual({ intent: 'greeting' });
    expect(readMessage("my dad's taken up jogging - any running shoes?", fresh)).toMatchObject({ find: { subject: 'running shoes' } });
  });

  it('reads "what\'s in the box?" as a question of what comes with the product in focus, or with the product named', () => {
    const focused = { hasSearch: true, hasFocus: true };
    expect(readMessage("what's in the box?", focused)).toEqual({ intent: 'product', asked: 'words', about: 'box included', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('whats included with the airpods?', fresh)).toEqual({ intent: 'product', asked: 'words', about: 'box included', refs: [], names: ['airpods'] });
    expect(readMessage('a lunch box', focused)).toMatchObject({ intent: 'find', find: { subject: 'lunch box' } });
  });

  it('reads "ok thx, bye" as done, "50$" and "25-40 dollars" as prices, "hes", "rn" as their words', () => {
    expect(readMessage('ok thx, bye', after)).toEqual({ intent: 'thanks' });
    expect(readMessage('a phone case, budget like 50$', fresh)).toMatchObject({ find: { subject: 'phone case', constraints: { around: 50 } } });
    expect(readMessage('gardening gift 25-40 dollars', fresh)).toMatchObject({ find: { subject: 'gardening', constraints: { minPrice: 25, maxPrice: 40 } } });
    expect(readMessage('hes into cycling', fresh)).toMatchObject({ find: { subject: 'cycling', interest: true } });
    // A range of ages or sizes is no price.
    expect(readMessage('a toy for a 5-10 year old', fresh)).not.toMatchObject({ find: { constraints: { minPrice: 5 } } });
  });

  it('reads "diff" as the difference asked: a comparison', () => {
    expect(readMessage("what's the diff between the first 2", after)).toEqual({ intent: 'compare', refs: [{ kind: 'position', index: 0 }, { kind: 'position', index: 1 }], names: [] });
    expect(readMessage('diff between them?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all', bare: true }], names: [] });
  });

  it('reads "for 2 people?" after a search as the same search, and "another one" as more of it', () => {
    expect(readMessage('for 2 people?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { fitFor: [{ value: 2, unit: 'people', said: '2 people' }] } });
    expect(readMessage('another one please', after)).toEqual({ intent: 'more' });
    expect(readMessage('another brand', after)).toMatchObject({ intent: 'refine', refine: 'other-brand' });
  });

  it('reads "show similar", "anything similar?" after a search as more of it, and "what coupons do you have?" as a coupon asked for', () => {
    for (const said of ['show similar', 'what else is similar then', 'anything similar?', 'similar ones please']) expect(readMessage(said, after)).toEqual({ intent: 'more' });
    expect(readMessage('what coupons do you have?', after)).toEqual({ intent: 'coupon' });
  });

  it('keeps a word of putting in that names a thing ("selfie stick", "a throw blanket") when nothing is put in', () => {
    expect(readMessage('selfie stick', fresh)).toMatchObject({ intent: 'find', find: { subject: 'selfie stick', head: 'stick' } });
    expect(readMessage('a throw blanket', after)).toMatchObject({ intent: 'find', find: { subject: 'throw blanket', head: 'blanket' } });
    expect(readMessage('add a throw blanket to my cart', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['throw blanket'], some: true, head: 'blanket' });
  });

  it('reads a policy asked of the product in focus ("can I return it?") as of that product', () => {
    const focused = { hasSearch: true, hasFocus: true };
    expect(readMessage('can i return it if it irritates my eyes', focused)).toEqual({ intent: 'policy', topics: ['returns'], ofProduct: true });
    expect(readMessage('how long is the return window on that one', focused)).toEqual({ intent: 'policy', topics: ['returns'], ofProduct: true });
    expect(readMessage("what's your return policy?", focused)).toMatchObject({ intent: 'policy', topics: ['returns'], otherwise: { intent: 'find', find: { subject: 'return policy' } } });
    expect(readMessage('can i return it?', fresh)).toEqual({ intent: 'policy', topics: ['returns'] });
  });

  it('reads "remove one", "take 2 of them out" as that many fewer of one line, "remove the first one" as the line', () => {
    expect(readMessage('remove one', after)).toEqual({ intent: 'cart-remove', fewer: 1, refs: [], names: [] });
    expect(readMessage('take 2 of them out', after)).toEqual({ intent: 'cart-remove', fewer: 2, refs: [], names: [] });
    expect(readMessage('remove the first one', after)).toEqual({ intent: 'cart-remove', refs: [{ kind: 'position', index: 0 }], names: [] });
  });

  it('reads "the <spec> on the X compared with the Y" as the two side by side and what is asked of them, and "the cheaper of the two" as one', () => {
    expect(readMessage("what's the warranty on the alpha buds compared with the beta flex?", fresh)).toEqual({ intent: 'compare', refs: [], names: ['alpha buds', 'beta flex'], about: 'warranty' });
    expect(readMessage("I'll take the cheaper of the two, add it to my cart", after)).toMatchObject({ intent: 'cart-add', refs: [{ kind: 'ranked', order: 'price-asc', among: 'shown' }, { kind: 'focus' }] });
  });

  it('reads "does it have a headphone jack?" as asked of the product pointed at, naming no other product', () => {
    expect(readMessage('does it have a headphone jack', { hasSearch: true, hasFocus: true })).toEqual({ intent: 'product', asked: 'words', about: 'headphone jack', refs: [{ kind: 'focus' }], names: [] });
  });

  it('reads "the <words> pair" as the product shown that the words describe, as "the <words> one"', () => {
    expect(readMessage('what sizes does the trail pair come in?', after)).toEqual({ intent: 'product', asked: 'words', refs: [{ kind: 'described', words: 'trail' }], names: ['sizes'] });
  });

  it('reads "and the <product> too" after putting one in the cart as putting that one in too', () => {
    expect(readMessage('and the chopping board too', { hasSearch: true, afterAdding: true })).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['chopping board'] });
    expect(readMessage('and the chopping board too', after)).toMatchObject({ intent: 'find' });
    const added = { hasSearch: true, afterAdding: true };
    // A thing of a kind ("and a screen protector too") is looked for, with what was put in: none was shown to put in.
    expect(readMessage('and a mascara', added)).toEqual({ intent: 'find', find: { subject: 'mascara', constraints: {}, order: 'relevance', head: 'mascara', for: { kind: 'focus' } } });
    expect(readMessage('also a screen protector too', added)).toMatchObject({ intent: 'find', find: { subject: 'screen protector', for: { kind: 'focus' } } });
    expect(readMessage('a mascara as well', added)).toMatchObject({ intent: 'find', find: { subject: 'mascara' } });
    // A question, or a thing said alone, is no putting in.
    expect(readMessage('and a mascara?', added)).toMatchObject({ intent: 'find' });
    expect(readMessage('a mascara', added)).toMatchObject({ intent: 'find' });
  });
});

describe('readMessage, an amount asked of the product in focus', () => {
  const focus = { hasSearch: true, hasFocus: true };
  const about = (about: string) => ({ intent: 'product', asked: 'words', about, refs: [{ kind: 'focus' }], names: [] });

  it('reads "does it come in size 9?" as a question about the product in focus, not a narrowing of the list', () => {
    expect(readMessage('does it come in size 9?', focus)).toEqual(about('size 9'));
    expect(readMessage('do you have them in a 13?', focus)).toEqual(about('13'));
    expect(readMessage('is it available in XXL?', focus)).toEqual(about('xxl'));
    // A colour still narrows the list, and with no product in focus a size does too.
    expect(readMessage('does it come in red?', focus)).toMatchObject({ intent: 'refine', words: 'red' });
    expect(readMessage('does it come in size 9?', { hasSearch: true })).toMatchObject({ intent: 'refine', words: 'size 9' });
  });

  it('keeps a number that is no price where it was said, with its unit', () => {
    expect(readMessage('is it ok for a 5 year old?', focus)).toEqual(about('5 year old'));
    expect(readMessage('will it work for 5 players?', focus)).toEqual(about('5 players'));
    expect(readMessage('would it fit a 200mm wrist?', focus)).toEqual(about('200mm wrist'));
    expect(readMessage('is it under $50?', focus)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'focus' }], names: [] });
  });

  it('keeps a number with a point whole ("10.5" is no "10" and a rating of 5)', () => {
    expect(readMessage('does it come in a 9.5?', focus)).toEqual(about('9.5'));
    expect(readMessage('will it fit a 15.6 inch laptop?', focus)).toEqual(about('15.6 inch laptop'));
    expect(readMessage('is there a size 10.5', focus)).toEqual(about('size 10.5'));
    expect(readMessage('is there a size 10.5', after)).toMatchObject({ intent: 'find', find: { subject: 'size 10.5', constraints: {} } });
    expect(readMessage('laptops rated 4.5 stars', fresh)).toMatchObject({ find: { subject: 'laptops', constraints: { minRating: 4.5 } } });
  });
});

describe('readMessage, whom the things asked for are for', () => {
  it('keeps an age or a count of people said with "for" as whom the products are for, not as words to search', () => {
    expect(readMessage('a scooter for my 9 year old son', { hasSearch: false })).toMatchObject({ intent: 'find', find: { subject: 'scooter', constraints: { fitFor: [{ value: 9, unit: 'years-old' }] } } });
    expect(readMessage('a gift for an 8 year old', { hasSearch: false })).toMatchObject({ intent: 'find', find: { subject: '', constraints: { fitFor: [{ value: 8, unit: 'years-old' }] } } });
    expect(readMessage('a tent for 4 people', { hasSearch: false })).toMatchObject({ intent: 'find', find: { subject: 'tent', constraints: { fitFor: [{ value: 4, unit: 'people' }] } } });
    // Whom it is for, said without an age, is no limit.
    expect(readMessage('a gift for my mom', { hasSearch: false })).toEqual({ intent: 'find', find: { subject: '', constraints: {}, order: 'relevance' } });
    // An age said after whom: "for kids 8+", "for kids aged 8 and up".
    expect(readMessage('gifts for kids 8 under $30', { hasSearch: false })).toMatchObject({ find: { subject: 'gifts', constraints: { maxPrice: 30, fitFor: [{ value: 8 }] } } });
    // Months are no years.
    expect(readMessage('toys for kids 12+ months', { hasSearch: false })).not.toMatchObject({ find: { constraints: { fitFor: [{ value: 12, unit: 'years-old' }] } } });
    for (const said of ['board games for kids 8+', 'board games for kids 8 and up', 'board games for kids aged 8']) {
      expect(readMessage(said, { hasSearch: false })).toMatchObject({ intent: 'find', find: { subject: 'board games', constraints: { fitFor: [{ value: 8, unit: 'years-old' }] } } });
    }
  });
});

describe('readMessage, a verb of taking out said of something else', () => {
  it('reads "drop" or "remove" as taking out of the cart only when it opens a clause or the cart is named', () => {
    const after = { hasSearch: true, hasFocus: true };
    expect(readMessage('any water bottle that doesnt leak when i drop it in my bag?', after)).toMatchObject({ intent: 'find' });
    expect(readMessage('a drop-proof case', after)).toMatchObject({ intent: 'find' });
    expect(readMessage('ok drop it', after)).toEqual({ intent: 'cart-remove', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('hmm, remove it please', after)).toEqual({ intent: 'cart-remove', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('the mat, i want to remove it from my cart', after)).toMatchObject({ intent: 'cart-remove' });
    // Said after a word that opens the turn, or after "I would like to", it still takes out.
    for (const said of ['yes drop it', 'wait remove it', 'sorry, delete it']) expect(readMessage(said, after)).toMatchObject({ intent: 'cart-remove', refs: [{ kind: 'focus' }] });
    expect(readMessage('i would like to remove the lamp', after)).toEqual({ intent: 'cart-remove', refs: [], names: ['lamp'] });
  });
});

describe('readMessage, a clause that says why after the thing asked for', () => {
  it('takes the kind from the clause before a comma, and leaves out a later clause going on about something', () => {
    const fresh = { hasSearch: false };
    expect(readMessage('office chair, i have back pain', fresh)).toMatchObject({ intent: 'find', find: { head: 'chair' } });
    expect(readMessage('a power bank for my phone, it dies by lunch', fresh)).toMatchObject({ intent: 'find', find: { subject: 'power bank phone', head: 'bank' } });
    expect(readMessage('a chew toy, my puppy shreds everything', fresh)).toMatchObject({ intent: 'find', find: { subject: 'chew toy', head: 'toy' } });
    // A first clause that says how things are names no kind: the one that asks does.
    expect(readMessage('the signal in my flat is awful, do you sell signal boosters?', fresh)).toMatchObject({ intent: 'find', find: { head: 'boosters' } });
    // So does one that asks for a thing, beside clauses said of someone, whatever their verbs.
    expect(readMessage('I want to add a bit of heat to my cooking, any hot sauce?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'hot sauce' } });
    expect(readMessage('hey so my phone screen cracked, looking for a tough case for a zorb 6', fresh)).toMatchObject({ intent: 'find', find: { subject: 'tough case zorb 6', head: 'case' } });
    expect(readMessage('my old case broke lol. need a clear case', fresh)).toMatchObject({ intent: 'find', find: { subject: 'clear case' } });
    // A clause said of no one stays: it says more of the thing.
    expect(readMessage('any red shoes, size 10?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'red shoes size 10' } });
    // Beside a clause saying what someone is keen on, the thing asked for is the kind; what they love is what a gift is for.
    expect(readMessage('my wife loves red, any dresses?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'dresses' } });
    expect(readMessage('my dad loves coffee, any gifts?', { hasSearch: true })).toMatchObject({ intent: 'find', find: { subject: expect.stringContaining('coffee'), interest: true } });
  });
});

describe('readMessage, where things are asked to be sent', () => {
  it('keeps the place a shipping or delivery question names, as written, and no pronoun or home for one', () => {
    const fresh = { hasSearch: false };
    expect(readMessage('Do you ship to Canada?', fresh)).toEqual({ intent: 'policy', topics: ['shipping'], place: 'Canada' });
    expect(readMessage('can you ship to the UK', fresh)).toEqual({ intent: 'policy', topics: ['shipping'], place: 'the UK' });
    // Words after the place ask about it; they are no part of it.
    expect(readMessage('how long does shipping to the UK take?', fresh)).toMatchObject({ intent: 'policy', place: 'the UK' });
    expect(readMessage('do you ship to Canada please', fresh)).toMatchObject({ intent: 'policy', place: 'Canada' });
    expect(readMessage('is delivery to New Zealand free?', fresh)).toMatchObject({ intent: 'policy', place: 'New Zealand' });
    expect(readMessage('do you deliver to my house?', fresh)).toEqual({ intent: 'policy', topics: ['delivery'] });
    expect(readMessage('how much is shipping?', fresh)).toEqual({ intent: 'policy', topics: ['shipping'] });
  });
});

describe('readMessage, what the things searched are for, said alone', () => {
  it('reads "for an <model>" after a search as narrowing it, and a clause naming a thing after it as a search', () => {
    const after = { hasSearch: true };
    expect(readMessage('for an orbo 7', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'orbo 7' });
    expect(readMessage('for the garden, a hose', after)).toMatchObject({ intent: 'find' });
    expect(readMessage('for an orbo 7', { hasSearch: false })).toMatchObject({ intent: 'find' });
  });
});

describe('readMessage, the shop asked of in everyday words', () => {
  it('reads "can I talk to a real person?" as the contact policy and "how many items do I have" as the cart', () => {
    const fresh = { hasSearch: false };
    expect(readMessage('can i talk to a real person', fresh)).toEqual({ intent: 'policy', topics: ['contact'] });
    expect(readMessage('could I speak with a live agent?', fresh)).toEqual({ intent: 'policy', topics: ['contact'] });
    expect(readMessage('how many items do i have', fresh)).toEqual({ intent: 'cart-show' });
  });

  it('reads "how much is delivery" as its cost (and times), "how long do returns take" as returns alone', () => {
    expect(readMessage('how much is delivery', fresh)).toEqual({ intent: 'policy', topics: ['shipping', 'delivery'] });
    expect(readMessage('what does delivery cost?', fresh)).toEqual({ intent: 'policy', topics: ['shipping', 'delivery'] });
    expect(readMessage('how long do returns take', fresh)).toEqual({ intent: 'policy', topics: ['returns'] });
    expect(readMessage('how long does delivery take', fresh)).toEqual({ intent: 'policy', topics: ['delivery'] });
    // "to get here" is no place; a card declined is about paying.
    expect(readMessage('how long does shipping take to get here', fresh)).not.toHaveProperty('place');
    expect(readMessage('my card got declined at checkout, what do i do', fresh)).toEqual({ intent: 'policy', topics: ['payment'] });
  });

  it('reads things asked for and a shop question said apart as the question, then the search', () => {
    expect(readMessage('do you have mens running shoes? and how much is delivery', fresh)).toMatchObject({ intent: 'policy', topics: ['shipping', 'delivery'], then: { intent: 'find', find: { subject: 'mens running shoes' } } });
    expect(readMessage('show me sunglasses, also what is your return policy?', fresh)).toMatchObject({ intent: 'policy', topics: ['returns'], then: { intent: 'find', find: { subject: 'sunglasses' } } });
    // A clause that names a thing without asking for it is part of the question.
    expect(readMessage('if I order a lamp today, when would it get to me?', fresh)).not.toHaveProperty('then');
  });
});

describe('readMessage, a count said alone after an add', () => {
  it('reads "actually just 1" after an add as how many of it, and "just the red one" as a narrowing', () => {
    expect(readMessage('actually just 1', { hasSearch: true, afterAdding: true })).toEqual({ intent: 'cart-quantity', quantity: 1, refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('only two then', { hasSearch: true, afterAdding: true })).toMatchObject({ intent: 'cart-quantity', quantity: 2 });
    expect(readMessage('just the red one', { hasSearch: true, afterAdding: true })).toMatchObject({ intent: 'refine' });
  });
});

describe('readMessage, a change said with words of the ones wanted', () => {
  it('keeps "cheaper" said with words of the ones ("cheaper ones that are still big"), and ", not a <thing>" leaves it out', () => {
    const after = { hasSearch: true };
    expect(readMessage('any cheaper ones that are still big', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: {}, words: 'big' });
    expect(readMessage('something else, not a mat', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { without: ['mat'] } });
    // A last word after ", not" leaves it out too; a price said so ("not too expensive") does not.
    expect(readMessage('leather watch for men under 150, not gold', { hasSearch: false })).toMatchObject({ find: { subject: 'leather watch men', constraints: { maxPrice: 150, without: ['gold'] } } });
    expect(readMessage('a lamp, not too expensive', { hasSearch: false })).not.toHaveProperty('find.constraints.without');
  });
});

describe('readMessage, counts beside references', () => {
  it('takes no count left beside a reference for a name ("add 2 of the first and 1 of the third")', () => {
    expect(readMessage('add 2 of the first and 1 of the third', { hasSearch: true })).toMatchObject({ intent: 'cart-add', names: [] });
  });
});

describe('readMessage, "I have …" said of the shopper', () => {
  it('reads "i have back pain …, need a chair" as the chair asked for: "I have" says how things are', () => {
    expect(readMessage('i have back pain from sitting all day, need a chair', { hasSearch: false })).toMatchObject({ intent: 'find', find: { subject: 'chair', head: 'chair' } });
    expect(readMessage('i have a budget of 50, need a lamp', { hasSearch: false })).toMatchObject({ find: { subject: 'lamp', constraints: { maxPrice: 50 } } });
  });
});

describe('readMessage, "how much" of a detail', () => {
  it('reads "how much <detail>" as a question about the detail, and "how much is it" as the price', () => {
    const after = { hasSearch: true };
    expect(readMessage('the third one, how much ram', after)).toMatchObject({ intent: 'product', asked: 'words', refs: [{ kind: 'position', index: 2 }] });
    expect(readMessage('how much for the first one', after)).toMatchObject({ intent: 'product', asked: 'price', refs: [{ kind: 'position', index: 0 }] });
  });
});

describe('readMessage, coupons asked about', () => {
  it('reads "is there a discount code" and "any coupon codes?" as coupons asked about, with no code', () => {
    const fresh = { hasSearch: false };
    expect(readMessage('is there a discount code', fresh)).toEqual({ intent: 'coupon' });
    expect(readMessage('any coupon codes?', fresh)).toEqual({ intent: 'coupon' });
    // The word after "code" that asks nothing is no code.
    expect(readMessage('do you have a discount code for first orders?', fresh)).toEqual({ intent: 'coupon' });
    expect(readMessage('got a promo code for me', fresh)).toEqual({ intent: 'coupon' });
    expect(readMessage('use code welcome10', fresh)).toEqual({ intent: 'coupon', code: 'WELCOME10' });
  });
});

describe('readMessage, a policy said as what the shopper wants', () => {
  it('reads "i want a refund", "i need to make a return" as the returns policy', () => {
    const fresh = { hasSearch: false };
    expect(readMessage('i want a refund', fresh)).toEqual({ intent: 'policy', topics: ['returns'] });
    expect(readMessage('i need to make a return', fresh)).toEqual({ intent: 'policy', topics: ['returns'] });
  });
});

describe('readMessage, a thing left out said first', () => {
  it('reads "not mascara, something else" after a search as leaving mascara out', () => {
    expect(readMessage('not mascara, something else', { hasSearch: true })).toEqual({ intent: 'refine', refine: 'limits', constraints: { without: ['mascara'] } });
  });
});

describe('readMessage, a kind said once for two names', () => {
  it('reads "the <brand> and the <brand> power banks" as each brand\'s power banks', () => {
    expect(readMessage('compare the Zorb and the Kelo power banks', { hasSearch: false })).toMatchObject({ intent: 'compare', names: ['zorb power banks', 'kelo power banks'] });
    expect(readMessage('compare the orbo and the zing tab', { hasSearch: false })).toMatchObject({ intent: 'compare', names: ['orbo', 'zing tab'] });
  });
});

describe('readMessage, how many a thing seats', () => {
  it('reads "a table that seats 6", "a tent which can sleep 4" as whom it is for, not a question about a product', () => {
    expect(readMessage('dining table that seats 6', { hasSearch: false })).toMatchObject({ intent: 'find', find: { subject: 'dining table', constraints: { fitFor: [{ value: 6, unit: 'people' }] } } });
    expect(readMessage('a tent which can sleep 4', { hasSearch: false })).toMatchObject({ intent: 'find', find: { subject: 'tent', constraints: { fitFor: [{ value: 4, unit: 'people' }] } } });
  });
});

describe('readMessage, what a new shopper said after a list', () => {
  it('reads "the third one please, add it", "ok the <brand> one - add that to my cart" as putting that one in the cart', () => {
    expect(readMessage('the third one please, add it', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'position', index: 2 }], names: [] });
    expect(readMessage('ok the zorb one - add that to my cart', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'described', words: 'zorb' }], names: [] });
    expect(readMessage('the cheapest, add it to my cart please', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'ranked', order: 'price-asc' }], names: [] });
    // A verb of buying said first keeps its own reading.
    expect(readMessage("ok, I'll take the Zorb, add it to my cart", after)).toMatchObject({ intent: 'cart-add', names: ['zorb'] });
  });

  it('reads a product pointed at, then a question of "it", as the question of that product', () => {
    expect(readMessage('the cheapest one, what sizes?', after)).toMatchObject({ intent: 'product', about: 'sizes', refs: [{ kind: 'ranked', order: 'price-asc' }], names: [] });
    // So do the cards some words set apart: "the green ones, how much".
    expect(readMessage('the green ones, how much', after)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'described', words: 'green' }], names: [] });
    expect(readMessage('cheapest one: what colour is it?', after)).toMatchObject({ intent: 'product', about: 'colour', refs: [{ kind: 'ranked', order: 'price-asc' }] });
    expect(readMessage('ok the third one - is it in stock', after)).toEqual({ intent: 'product', asked: 'stock', refs: [{ kind: 'position', index: 2 }], names: [] });
  });

  it('reads "how much are the first two together?" as the price of each, naming nothing', () => {
    expect(readMessage('how much are the first two together', after)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'position', index: 0 }, { kind: 'position', index: 1 }], names: [] });
    expect(readMessage("what's the price of the first two combined?", after)).toMatchObject({ asked: 'price', names: [] });
  });

  it('reads two products pointed at in one add, however joined, and a rank of the first few or said after "the one"', () => {
    expect(readMessage('add it plus the first one', after)).toMatchObject({ intent: 'cart-add', refs: [{ kind: 'position', index: 0 }, { kind: 'focus' }], names: [] });
    expect(readMessage('add it and the zorb one', after)).toMatchObject({ intent: 'cart-add', refs: [{ kind: 'focus' }], names: [], then: { refs: [{ kind: 'described', words: 'zorb' }] } });
    // "plus" inside a name stays in it beside a reference too.
    expect(readMessage('add the zorb g plus 64gb and the first one', after)).toMatchObject({ names: ['zorb g plus 64gb'], then: { refs: [{ kind: 'position', index: 0 }] } });
    expect(readMessage('add the better rated of the first two', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'ranked', order: 'rating-desc', among: 'shown', of: 2 }], names: [] });
    expect(readMessage('add to cart the one with the best reviews', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'ranked', order: 'rating-desc' }], names: [] });
    // "plus" inside a name stays in it; a reference said again after a comma is the same product.
    expect(readMessage('add the zorb g plus 64gb', after)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['zorb g plus 64gb'] });
    expect(readMessage('add it, the cheapest one', after)).not.toHaveProperty('then');
    // A thing said with "a" after it goes with it.
    expect(readMessage('add it and a case', after)).toMatchObject({ refs: [{ kind: 'focus' }], then: { intent: 'cart-add', names: ['case'], some: true, for: { kind: 'focus' } } });
    // "the <ordinal>" a yes-or-no question opens on, with one word after it, is the product asked about; not a name.
    expect(readMessage('does the first have bluetooth', after)).toEqual({ intent: 'product', asked: 'words', refs: [{ kind: 'position', index: 0 }], names: ['bluetooth'] });
    expect(readMessage('is the third wireless?', after)).toEqual({ intent: 'product', asked: 'words', refs: [{ kind: 'position', index: 2 }], names: ['wireless'] });
    expect(readMessage('is the first aid kit in stock?', after)).toMatchObject({ intent: 'product', refs: [], names: ['first aid kit'] });
  });

  it('reads "anything on sale?", "is anything in stock?" as the shop looked over, not a product asked about', () => {
    for (const context of [fresh, after]) {
      expect(readMessage('anything on sale?', context)).toEqual({ intent: 'find', find: { subject: '', constraints: { onSale: true }, order: 'discount' } });
    }
    expect(readMessage('is anything in stock?', fresh)).toMatchObject({ intent: 'find', find: { constraints: { inStock: true } } });
    expect(readMessage('how much?', fresh)).toEqual({ intent: 'product', asked: 'price', refs: [], names: [] });
    // "is any <things> on sale?" asks the shop's things so limited, not one product named by the words.
    expect(readMessage('is any kitchen stuff on sale?', fresh)).toEqual({ intent: 'find', find: { subject: 'kitchen', constraints: { onSale: true }, order: 'discount' } });
    expect(readMessage('are any of the phones discounted', fresh)).toMatchObject({ intent: 'find', find: { subject: 'phones', constraints: { onSale: true } } });
    expect(readMessage('is the lamp on sale?', fresh)).toMatchObject({ intent: 'product', asked: 'sale', names: ['lamp'] });
  });

  it('reads a word or two asked alone after a search ("decaf?", "non slip?") as narrowing it', () => {
    expect(readMessage('decaf?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'decaf', otherwise: { intent: 'find', find: { subject: 'decaf', constraints: {}, order: 'relevance', head: 'decaf' } } });
    expect(readMessage('any non slip?', after)).toMatchObject({ intent: 'refine', refine: 'limits', constraints: {}, words: 'non slip' });
    // A thing said with its article is another search.
    expect(readMessage('and a mascara?', { hasSearch: true, afterAdding: true })).toMatchObject({ intent: 'find' });
    expect(readMessage('decaf?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'decaf' } });
    // So do "what about black?" and "in purple"; "what about a jacket?" names another thing.
    expect(readMessage('what about black?', after)).toMatchObject({ intent: 'refine', refine: 'limits', words: 'black', otherwise: { intent: 'find' } });
    expect(readMessage('in purple', after)).toMatchObject({ intent: 'refine', refine: 'limits', words: 'purple' });
    expect(readMessage('what about a jacket?', after)).toMatchObject({ intent: 'find', find: { subject: 'jacket', sameLimits: true } });
    // "what about" asks of the words without a question mark too, and of a number with letters, which is no price.
    expect(readMessage('what about black', after)).toMatchObject({ intent: 'refine', refine: 'limits', words: 'black', otherwise: { intent: 'find' } });
    expect(readMessage('what about 4k', after)).toMatchObject({ intent: 'refine', refine: 'limits', constraints: {}, words: '4k' });
    expect(readMessage('32gb?', after)).toMatchObject({ intent: 'refine', refine: 'limits', words: '32gb' });
    expect(readMessage('black', after)).toMatchObject({ intent: 'find', find: { subject: 'black' } });
    // Said as money it is a price.
    expect(readMessage('what about 40 bucks', after)).toMatchObject({ intent: 'refine', constraints: { around: 40 } });
    expect(readMessage('what about $4k?', after)).toMatchObject({ intent: 'refine', constraints: { around: 4000 } });
    expect(readMessage('a tv about 1k', fresh)).toMatchObject({ intent: 'find', find: { constraints: { around: 1000 } } });
    // Everyday misspellings of the small words are read as meant.
    expect(readMessage('teh cheapest', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, order: 'price-asc' });
  });
});

describe('readMessage, a cart verb said as not wanted', () => {
  it('reads "not ready to add anything yet, just browsing <things>" as the search, not an add', () => {
    expect(readMessage("i'm not ready to add anything to the cart yet, just browsing wireless chargers", after)).toEqual({ intent: 'find', find: { subject: 'wireless chargers', constraints: {}, order: 'relevance', head: 'chargers' } });
    expect(readMessage('dont add anything yet, show me desk lamps', fresh)).toMatchObject({ intent: 'find', find: { subject: 'desk lamps' } });
    expect(readMessage('add it', after)).toMatchObject({ intent: 'cart-add' });
  });
});

describe('readMessage, the occasion of a gift', () => {
  it('reads "an anniversary present", "birthday gift" and "her birthday is next week" as saying no product', () => {
    expect(readMessage("anniversary present for my husband, he's into coffee", fresh)).toMatchObject({ intent: 'find', find: { subject: 'coffee', interest: true } });
    expect(readMessage('birthday gift for my mum who likes gardening', fresh)).toMatchObject({ intent: 'find', find: { subject: 'gardening' } });
    expect(readMessage("my dad's birthday is coming up, he likes golf", fresh)).toMatchObject({ intent: 'find', find: { subject: 'golf' } });
    // An occasion's own things are things.
    expect(readMessage('birthday card', fresh)).toMatchObject({ intent: 'find', find: { subject: 'birthday card' } });
  });
});

describe('readMessage, a problem with the shop itself', () => {
  it('reads the site, checkout or an account not working, or a charge twice, as asking for the shop\'s contact', () => {
    for (const message of ['my cart keeps freezing on checkout page, can u help', "the checkout page won't load", 'i was charged twice for my order', "my account isn't working", "i can't log in", 'i need to change my address']) {
      expect(readMessage(message, fresh)).toEqual({ intent: 'policy', topics: ['contact'] });
    }
    expect(readMessage('can you help me find running shoes with free shipping', fresh)).toMatchObject({ intent: 'find', find: { subject: 'running shoes free shipping' } });
  });
});

describe('readMessage, the cart said in passing', () => {
  it('reads the question beside a clause that says something of the shopper\'s cart', () => {
    expect(readMessage("my cart feels empty lol, what's trending", fresh)).toEqual({ intent: 'find', find: { subject: '', constraints: {}, order: 'popular' } });
    expect(readMessage("what's popular right now? my basket is empty", fresh)).toMatchObject({ intent: 'find', find: { subject: '', order: 'popular' } });
    expect(readMessage('thinking of adding a bike to my cart, what road bikes do you have', fresh)).toMatchObject({ intent: 'find', find: { subject: 'road bikes' } });
    expect(readMessage("I just emptied my cart, show me what's on sale", fresh)).toMatchObject({ intent: 'find', find: { subject: '', constraints: { onSale: true } } });
    // A change to the cart, or a question about it, is no cart said in passing.
    expect(readMessage("add it to my cart, what's the total", after)).toMatchObject({ intent: 'cart-add' });
    expect(readMessage("I'm going to add 2 of these to my cart, what's the total?", after)).toMatchObject({ intent: 'cart-add', quantity: 2 });
    expect(readMessage('my cart total, what is it?', after)).toEqual({ intent: 'cart-show' });
    expect(readMessage('is my cart empty? show me lamps', fresh)).toEqual({ intent: 'cart-show' });
    // "is the cart on wheels?" asks of a cart sold.
    expect(readMessage('is the cart empty', fresh)).toEqual({ intent: 'cart-show' });
    expect(readMessage('is the cart on wheels? looking for a garden cart to move soil', fresh).intent).not.toBe('cart-show');
    expect(readMessage('is the cart updated?', fresh)).toEqual({ intent: 'cart-show' });
  });
});

describe('readMessage, a change said as shoppers type it', () => {
  it('reads "cheeper pls" as cheaper, and "the cheapest blue one pls" as the list narrowed, cheapest first', () => {
    expect(readMessage('cheeper pls', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: {} });
    expect(readMessage('sth pricer?', after)).toMatchObject({ intent: 'refine', refine: 'pricier' });
    expect(readMessage('the cheapest blue one pls', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'blue', order: 'price-asc' });
  });
});

describe('readMessage, the shop asked of this shopper', () => {
  it('reads "how much is shipping on my order?" as the shipping of the cart, and a place said before another question', () => {
    expect(readMessage('how much is shipping on my order?', fresh)).toEqual({ intent: 'policy', topics: ['shipping'], ofCart: true });
    expect(readMessage('how much is shipping?', fresh)).toEqual({ intent: 'policy', topics: ['shipping'] });
    expect(readMessage('do u ship to ireland? and how long does it take', fresh)).toMatchObject({ intent: 'policy', place: 'ireland' });
  });
});

describe('readMessage, an age or a number of players said as shoppers say it', () => {
  const fits = (value: number, unit: string) => ({ constraints: { fitFor: [expect.objectContaining({ value, unit })] } });
  it('reads "kids age 6", "aged 8", "ages 3 and up", "he\'s 6", "my niece turns 8" as for that age', () => {
    expect(readMessage('something for kids age 6', fresh)).toMatchObject({ intent: 'find', find: fits(6, 'years-old') });
    expect(readMessage('a bike for my son aged 8', fresh)).toMatchObject({ intent: 'find', find: { subject: 'bike', ...fits(8, 'years-old') } });
    expect(readMessage('toys for ages 3 and up', fresh)).toMatchObject({ intent: 'find', find: { subject: 'toys', constraints: { fitFor: [expect.objectContaining({ value: 3 })] } } });
    expect(readMessage("gift for my nephew, he's 6", fresh)).toMatchObject({ intent: 'find', find: fits(6, 'years-old') });
    expect(readMessage('my niece turns 8, any ideas?', fresh)).toMatchObject({ intent: 'find', find: fits(8, 'years-old') });
    // A range, a height, a budget are no age.
    expect(readMessage('toys for ages 3-8', fresh)).toMatchObject({ find: { constraints: {} } });
    expect(readMessage("he's 6 foot tall, need a bike", fresh)).toMatchObject({ find: { subject: 'bike', constraints: {} } });
    expect(readMessage('my budget is 50', fresh)).toMatchObject({ find: { constraints: { maxPrice: 50 } } });
  });

  it('reads "for 2 players", "2 player board game" as for that many', () => {
    expect(readMessage('board game for 2 players', fresh)).toMatchObject({ intent: 'find', find: { subject: 'board game', ...fits(2, 'players') } });
    expect(readMessage('2 player board game', fresh)).toMatchObject({ intent: 'find', find: { subject: 'board game', ...fits(2, 'players') } });
  });
});

describe('readMessage, the price of a count', () => {
  it('reads "how much for 4 of the cheapest?" as the price of 4 of it, not a search for "4"', () => {
    expect(readMessage('how much for 4 of the cheapest', after)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'ranked', order: 'price-asc' }], names: [], count: 4 });
    expect(readMessage('how much would two of the first one cost?', after)).toMatchObject({ asked: 'price', refs: [{ kind: 'position', index: 0 }], names: [], count: 2 });
    expect(readMessage('how much is the first one', after)).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'position', index: 0 }], names: [] });
  });
});

describe('readMessage, what is asked after chat', () => {
  it('reads what follows "anyway", "but first", "btw" as what is asked; "whoa.", "wow." ask nothing', () => {
    expect(readMessage('my cart keeps crashing on my phone lol, anyway do you have sunglasses', after)).toMatchObject({ intent: 'find', find: { subject: 'sunglasses' } });
    expect(readMessage("I'd like to add something to my cart but first, what's a good board game?", fresh)).toMatchObject({ intent: 'find', find: { subject: 'board game' } });
    expect(readMessage('great thanks, anyway apply WELCOME10', after)).toMatchObject({ intent: 'coupon', code: 'WELCOME10' });
    expect(readMessage('whoa. anything under 500?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 500 } });
    expect(readMessage('wow. cheaper?', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: {} });
  });

  it('reads "also 2 red onions", "and eggs x2", "plus a ball please" after an add as more put in; "and a case too" as a search for it', () => {
    const added = { hasSearch: true, hasFocus: true, afterAdding: true };
    expect(readMessage('also 2 red onions', added)).toEqual({ intent: 'cart-add', quantity: 2, refs: [], names: ['red onions'], some: true, head: 'onions' });
    expect(readMessage('and eggs x2', added)).toMatchObject({ intent: 'cart-add', quantity: 2, names: ['eggs'] });
    expect(readMessage('plus a cricket ball please', added)).toMatchObject({ intent: 'cart-add', quantity: 1, names: ['cricket ball'] });
    expect(readMessage('and a screen protector too', added)).toMatchObject({ intent: 'find', find: { for: { kind: 'focus' } } });
    expect(readMessage('and 3 apples', { ...added, afterAdding: false })).not.toMatchObject({ intent: 'cart-add' });
    expect(readMessage('add the pan and remove the knife', added)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['pan'], replacing: { refs: [], names: ['knife'] } });
  });

  it('reads "add it and show me cases", "add 2 of the first and remove the lamp" as a change to the cart, then the next request', () => {
    const shown = { hasSearch: true, hasFocus: true };
    expect(readMessage('add it and show me cases', shown)).toEqual({
      intent: 'cart-add', quantity: 1, refs: [{ kind: 'focus' }], names: [], then: { intent: 'find', find: { subject: 'cases', constraints: {}, order: 'relevance', head: 'cases' } },
    });
    expect(readMessage('add 2 of the first and remove the lamp', shown)).toEqual({
      intent: 'cart-add', quantity: 2, refs: [{ kind: 'position', index: 0 }], names: [], then: { intent: 'cart-remove', refs: [], names: ['lamp'] },
    });
    expect(readMessage('remove the lamp, then find me a desk', shown)).toMatchObject({ intent: 'cart-remove', names: ['lamp'], then: { intent: 'find', find: { subject: 'desk' } } });
    expect(readMessage('put the second in my cart and show me cheaper ones', shown)).toMatchObject({ intent: 'cart-add', then: { intent: 'refine', refine: 'cheaper' } });
    // The cart is said after any change to it; "add salt and pepper" names two things; a swap stays one.
    expect(readMessage('add it and check out', shown)).toEqual({ intent: 'cart-add', quantity: 1, refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('add salt and pepper', shown)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['salt', 'pepper'] });
    expect(readMessage('add the pan and remove the knife', shown)).not.toHaveProperty('then');
  });

  it('reads a removal from somewhere not the cart as a search, "what did I put in my basket?" as the cart, and an order number said so as an order', () => {
    expect(readMessage('something to remove scratches from my car paint', fresh)).toMatchObject({ intent: 'find' });
    expect(readMessage('remove stains from carpet', fresh)).toMatchObject({ intent: 'find' });
    expect(readMessage('remove the lamp from my cart', after)).toEqual({ intent: 'cart-remove', refs: [], names: ['lamp'] });
    expect(readMessage('I would like to remove the lamp', after)).toEqual({ intent: 'cart-remove', refs: [], names: ['lamp'] });
    expect(readMessage('what did I put in my basket?', fresh)).toEqual({ intent: 'cart-show' });
    expect(readMessage('i ordered last week, order number 55123', fresh)).toEqual({ intent: 'order-status' });
  });

  it('reads "can you help me find a good tent" as a search', () => {
    expect(readMessage('can you help me find a good tent', fresh)).toMatchObject({ intent: 'find', find: { subject: 'tent' } });
    expect(readMessage('could you please help me find headphones', fresh)).toMatchObject({ intent: 'find', find: { subject: 'headphones' } });
  });

  it('keeps "max" of a name ("<line> max"), and reads "max budget 800" as the price limit', () => {
    expect(readMessage('zorb buds max', fresh)).toMatchObject({ intent: 'find', find: { subject: 'zorb buds max', constraints: {} } });
    expect(readMessage('laptop max budget 800', fresh)).toMatchObject({ intent: 'find', find: { subject: 'laptop', constraints: { maxPrice: 800 } } });
  });

  it('reads "why is that one so expensive?" as its price asked, not a product named "why"', () => {
    expect(readMessage('why is that one so expensive', { hasSearch: true, hasFocus: true })).toEqual({ intent: 'product', asked: 'price', refs: [{ kind: 'focus' }], names: [] });
  });

  it('reads "which one is organic?", "which smells floral?" after a list as about the one shown so described', () => {
    expect(readMessage('which one is organic?', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all' }], names: [], holding: 'organic' });
    expect(readMessage('which one smells floral?', after)).toMatchObject({ intent: 'compare', holding: 'floral' });
    expect(readMessage('which one is cheaper?', after)).toMatchObject({ intent: 'compare' });
  });

  it('reads a code applied after an add as the next request, and a code pointed at again as no second one', () => {
    expect(readMessage('add it and use code SAVE10', { hasSearch: true, hasFocus: true })).toMatchObject({ intent: 'cart-add', then: { intent: 'coupon', code: 'SAVE10' } });
    expect(readMessage("I've got the code WELCOME10, use it please", after)).toEqual({ intent: 'coupon', code: 'WELCOME10' });
    // A word after "code" is a code when written as one, or after a verb that applies it.
    expect(readMessage('is there a coupon code available', fresh)).toEqual({ intent: 'coupon' });
    expect(readMessage('my promo code was rejected', fresh)).toEqual({ intent: 'coupon' });
    expect(readMessage('apply code sale', fresh)).toEqual({ intent: 'coupon', code: 'SALE' });
  });

  it('reads edition words after a name as no kind, a "why" before a comparison as asking nothing, and an amount said as its own phrase before "max" as a ceiling', () => {
    expect(readMessage('zorb 15 pro max', fresh)).toMatchObject({ find: { subject: 'zorb 15 pro max', head: 'zorb' } });
    expect(readMessage('why is this one better than the first', { hasSearch: true, hasFocus: true })).toEqual({ intent: 'compare', refs: [{ kind: 'position', index: 0 }, { kind: 'focus' }], names: [] });
    expect(readMessage('laptop, 800 max', fresh)).toMatchObject({ find: { subject: 'laptop', constraints: { maxPrice: 800 } } });
    expect(readMessage('laptop 800 max', fresh)).not.toMatchObject({ find: { constraints: { maxPrice: 800 } } });
  });

  it('reads a message of many requests said together in time, each change after the one before', () => {
    const many = Array(40).fill('add it, how much is shipping').join(' and ');
    expect(readMessage(many, { hasSearch: true, hasFocus: true }).intent).toBe('cart-add');
    expect(readMessage('add 3 apples and a lemon and show me oranges', fresh)).toMatchObject({
      quantity: 3, names: ['apples'], then: { quantity: 1, names: ['lemon'], then: { intent: 'find', find: { subject: 'oranges' } } },
    });
    expect(readMessage('apply code SALE and show me lamps', fresh)).toMatchObject({ intent: 'coupon', code: 'SALE', then: { intent: 'find', find: { subject: 'lamps' } } });
    // A product pointed at beside one named: each, not the name alone.
    expect(readMessage('add it and the kiwi', after)).toMatchObject({ intent: 'cart-add', refs: [{ kind: 'focus' }], names: [], then: { intent: 'cart-add', names: ['kiwi'] } });
    // A count said alone after the thing is its count, not a second add.
    expect(readMessage('ok add it, 2 please', after)).toEqual({ intent: 'cart-add', quantity: 2, refs: [{ kind: 'focus' }], names: [] });
    // Any one of a kind stays any one ("add a case, 2 please"); a figure without a "please" may be a model's ("the <line>, 7").
    expect(readMessage('add a phone case, 2 please', after)).toMatchObject({ intent: 'cart-add', quantity: 2, names: ['phone case'], some: true });
    expect(readMessage('add the zorb, 7', after)).toMatchObject({ intent: 'cart-add', quantity: 1 });
    expect(readMessage('add the kiwi, two please', after)).toEqual({ intent: 'cart-add', quantity: 2, refs: [], names: ['kiwi'] });
    expect(readMessage('remove the first and the mascara', after)).toMatchObject({ intent: 'cart-remove', refs: [{ kind: 'position', index: 0 }], then: { names: ['mascara'] } });
    // Things taken out each said with its own article are so many lines; a name holding "and" is one.
    expect(readMessage('take out the kiwi and the lemon', after)).toMatchObject({ intent: 'cart-remove', names: ['kiwi'], then: { intent: 'cart-remove', names: ['lemon'] } });
    expect(readMessage('remove the salt and pepper grinder', after)).toEqual({ intent: 'cart-remove', refs: [], names: ['salt', 'pepper grinder'] });
    // Said of a cart however named, from it.
    expect(readMessage('remove the kiwi from my shopping cart', after)).toEqual({ intent: 'cart-remove', refs: [], names: ['kiwi'] });
    expect(readMessage('what did i put in my basket', fresh)).toEqual({ intent: 'cart-show' });
    // What the shopper has joins the search when it is a model, not an age.
    expect(readMessage('i have a zorb 6, need a case', fresh)).toMatchObject({ find: { subject: 'case zorb 6', head: 'case' } });
    expect(readMessage('i have a 2 year old, need a car seat', fresh)).toMatchObject({ find: { subject: 'car seat' } });
    expect(readMessage('what have i added to my cart', fresh)).toEqual({ intent: 'cart-show' });
    expect(readMessage('did you add the lamp to my cart?', after)).toEqual({ intent: 'cart-show' });
    expect(readMessage('have you got any lamps', fresh)).toMatchObject({ intent: 'find', find: { subject: 'lamps' } });
  });

  it('reads things listed with counts of their own ("add a ball and 2 pumps") as each put in as said', () => {
    expect(readMessage('add a ball and 2 pumps', fresh)).toEqual({
      intent: 'cart-add', quantity: 1, refs: [], names: ['ball'], some: true, head: 'ball',
      then: { intent: 'cart-add', quantity: 2, refs: [], names: ['pumps'], some: true, head: 'pumps' },
    });
    expect(readMessage('add 2 of the first and 1 of the third', after)).toMatchObject({ quantity: 2, refs: [{ kind: 'position', index: 0 }], then: { quantity: 1, refs: [{ kind: 'position', index: 2 }] } });
    // Each said with "a" is each put in as well: each name is searched for on its own.
    // "a black and a gold one" are two of the product in focus, not two searches.
    expect(readMessage('add a black and a gold one', after)).toMatchObject({ intent: 'cart-add', names: ['black', 'gold'] });
    expect(readMessage('add a bat and a ball', fresh)).toEqual({
      intent: 'cart-add', quantity: 1, refs: [], names: ['bat'], some: true, head: 'bat', then: { intent: 'cart-add', quantity: 1, refs: [], names: ['ball'], some: true, head: 'ball' },
    });
  });

  it('reads "next ones", "the next three" as more of the list, and "hot" as popular only when it ends the request', () => {
    expect(readMessage('next ones', after)).toEqual({ intent: 'more' });
    expect(readMessage('the next three', after)).toEqual({ intent: 'more' });
    expect(readMessage('hot sauce', fresh)).toMatchObject({ intent: 'find', find: { subject: 'hot sauce', order: 'relevance' } });
    expect(readMessage("what's hot right now?", fresh)).toMatchObject({ find: { order: 'popular' } });
    expect(readMessage('a lamp, not crazy expensive', fresh)).toMatchObject({ find: { subject: 'lamp', order: 'price-asc' } });
  });

  it('reads a word said alone as the code the last turn asked for, and only then', () => {
    expect(readMessage('save10', { ...after, awaitsCode: true })).toEqual({ intent: 'coupon', code: 'SAVE10' });
    expect(readMessage("it's freeship please", { ...after, awaitsCode: true })).toEqual({ intent: 'coupon', code: 'FREESHIP' });
    expect(readMessage('thanks', { ...after, awaitsCode: true })).not.toMatchObject({ intent: 'coupon' });
    expect(readMessage('save10', after)).not.toMatchObject({ intent: 'coupon' });
    expect(readMessage('usb-c cable', { ...after, awaitsCode: true })).not.toMatchObject({ intent: 'coupon' });
  });

  it('reads "cheaper than 15" after a search as a price limit, not as cheaper than the products shown', () => {
    expect(readMessage('something cheaper than 15', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 15 } });
    expect(readMessage('i want something cheaper than 40 dollars', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { maxPrice: 40 } });
    expect(readMessage('anything more expensive than $100?', after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { minPrice: 100 } });
    expect(readMessage('cheaper than that', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: {} });
    expect(readMessage('rated higher than 4 stars', after)).toEqual({ intent: 'refine', refine: 'better-rated', constraints: { minRating: 4 } });
    expect(readMessage('is it more expensive than 100?', after)).toMatchObject({ intent: 'product', asked: 'price' });
  });

  it('reads "anything but X", "not by X", "not X", "no X ones", "not a fan of X", "I don\'t like X" as X left out', () => {
    for (const said of ['anything but fernhill', 'show me ones not by fernhill']) {
      expect(readMessage(said, after)).toEqual({ intent: 'refine', refine: 'limits', constraints: { without: ['fernhill'] } });
    }
    // Alone after a list, a guess the resolver checks against the products shown ("not sure" names none).
    for (const said of ['not fernhill', 'no fernhill ones please']) {
      expect(readMessage(said, after)).toMatchObject({ intent: 'refine', refine: 'limits', constraints: { without: ['fernhill'] }, otherwise: {} });
    }
    expect(readMessage('not fernhill', fresh)).not.toMatchObject({ intent: 'refine' });
    expect(readMessage("I'm not a fan of Fernhill, what other cameras do you have", fresh)).toMatchObject({ intent: 'find', find: { subject: 'cameras', constraints: { without: ['fernhill'] } } });
    expect(readMessage("I don't like Fernhill, show me other camera brands", fresh)).toMatchObject({ intent: 'find', find: { subject: 'camera', constraints: { without: ['fernhill'] } } });
    // What is wanted said after "but", names holding "hate", a liking said of a detail or a pastime: nothing left out.
    for (const said of ['something but in red', 'i hate mondays mug', 'a toy for cats who hate water', "i don't like running but need shoes", "i don't really like the color"]) {
      expect(readMessage(said, after)).not.toHaveProperty('constraints.without');
      expect(readMessage(said, after)).not.toHaveProperty('find.constraints.without');
    }
  });

  it('reads "coffee maker" as a thing, and "who\'s the maker?" as its brand', () => {
    expect(readMessage('do you sell a coffee maker?', fresh)).toMatchObject({ intent: 'find', find: { subject: 'coffee maker' } });
    expect(readMessage("what's the manufacturer of the second one?", after)).toMatchObject({ intent: 'product', refs: [{ kind: 'position', index: 1 }], names: ['brand'] });
  });

  it('reads "two bags of the cheapest", "3 bottles of the first one" as a count of the product pointed at', () => {
    expect(readMessage("i'll take two bags of the cheapest", after)).toEqual({ intent: 'cart-add', quantity: 2, refs: [{ kind: 'ranked', order: 'price-asc' }], names: [] });
    expect(readMessage('two bags of the cheapest please', after)).toEqual({ intent: 'cart-add', quantity: 2, refs: [{ kind: 'ranked', order: 'price-asc' }], names: [] });
    expect(readMessage('add 3 bottles of the first one', after)).toEqual({ intent: 'cart-add', quantity: 3, refs: [{ kind: 'position', index: 0 }], names: [] });
  });

  it('reads the kind of a thing to put in the cart before "for" ("add a screen guard for <phone> 7")', () => {
    expect(readMessage('add a screen guard for orbis 7', fresh)).toMatchObject({ intent: 'cart-add', names: ['screen guard orbis 7'], some: true, head: 'guard' });
  });

  it('reads when a thing is wanted ("next week", "by tomorrow", "asap") as no words to search', () => {
    expect(readMessage("my sister's birthday is next week and she loves hiking, any ideas under 50?", fresh)).toMatchObject({ find: { subject: 'birthday hiking' } });
    expect(readMessage('need a gift by tomorrow, something for a coffee lover', fresh)).toMatchObject({ find: { subject: 'coffee' } });
    expect(readMessage('tomorrow land book', fresh)).toMatchObject({ find: { subject: 'tomorrow land book' } });
  });

  it('reads politeness ("i was wondering if", "do you happen to", "by any chance") as asking nothing', () => {
    expect(readMessage('hey so i was wondering if you guys have any red lipstick', fresh)).toMatchObject({ intent: 'find', find: { subject: 'red lipstick', head: 'lipstick' } });
    expect(readMessage('i was hoping to find a desk lamp', fresh)).toMatchObject({ intent: 'find', find: { subject: 'desk lamp', head: 'lamp' } });
    expect(readMessage('do you happen to carry hiking boots', after)).toMatchObject({ intent: 'find', find: { subject: 'hiking boots' } });
    expect(readMessage('would you by any chance have a yoga mat?', after)).toMatchObject({ intent: 'find', find: { subject: 'yoga mat' } });
  });

  it('reads "something clear", "anything waterproof?" after a search as narrowing it, else a search of the words', () => {
    expect(readMessage('something clear', after)).toMatchObject({ intent: 'refine', refine: 'limits', words: 'clear', otherwise: { intent: 'find', find: { subject: 'clear' } } });
    expect(readMessage('something clear', fresh)).toMatchObject({ intent: 'find', find: { subject: 'clear' } });
    expect(readMessage('something for camping', after)).toMatchObject({ intent: 'find', find: { subject: 'camping' } });
  });
});

describe('readMessage, a thing of a kind put in the cart', () => {
  it('reads "add a tent", "add 2 yoga mats" as some of that kind, to choose which; "add the milk" as the one named', () => {
    expect(readMessage('add a tent to my cart', fresh)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['tent'], some: true, head: 'tent' });
    expect(readMessage('add 2 yoga mats', fresh)).toEqual({ intent: 'cart-add', quantity: 2, refs: [], names: ['yoga mats'], some: true, head: 'mats' });
    expect(readMessage('add the milk', fresh)).toEqual({ intent: 'cart-add', quantity: 1, refs: [], names: ['milk'] });
    expect(readMessage('add 2 of the first', after)).toEqual({ intent: 'cart-add', quantity: 2, refs: [{ kind: 'position', index: 0 }], names: [] });
  });
});

describe('readMessage, a count of a line said in everyday words', () => {
  const added = { hasSearch: true, afterAdding: true };
  it('reads "remove one party glasses", "take one lemon out" as one fewer, and "i only want 1 lemon" as its quantity', () => {
    expect(readMessage('remove one party glasses', added)).toEqual({ intent: 'cart-remove', fewer: 1, refs: [], names: ['party glasses'] });
    expect(readMessage('take one lemon out', added)).toEqual({ intent: 'cart-remove', fewer: 1, refs: [], names: ['lemon'] });
    expect(readMessage('i only want 1 lemon', added)).toEqual({ intent: 'cart-quantity', quantity: 1, refs: [], names: ['lemon'] });
    // "that one" points; "i need 2 lamps" asks for lamps.
    expect(readMessage('remove that one', added)).toEqual({ intent: 'cart-remove', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage('i need 2 lamps for my bedroom', fresh)).toMatchObject({ intent: 'find' });
  });
});

describe('readMessage, things listed apart', () => {
  it('reads "eggs, milk and rice" with each thing listed, for when no product is all of them', () => {
    expect(readMessage('eggs, milk and rice', fresh)).toMatchObject({ intent: 'find', find: { subject: 'eggs milk rice', items: ['eggs', 'milk', 'rice'] } });
    expect(readMessage('phone case and screen protector', fresh)).toMatchObject({ find: { items: ['phone case', 'screen protector'] } });
    expect(readMessage('a desk lamp', fresh)).not.toMatchObject({ find: { items: expect.anything() } });
  });
});

describe('readMessage, things of a kind asked by what they have', () => {
  it('reads "what phones have a large display?" as a search for phones with it, not an open question', () => {
    expect(readMessage('what phones have a large display?', fresh)).toEqual({ intent: 'find', find: { subject: 'phones large display', constraints: {}, order: 'relevance', head: 'phones' } });
    expect(readMessage('which headphones have the longest battery life', fresh)).toMatchObject({ intent: 'find', find: { subject: 'headphones battery life', head: 'headphones' } });
    expect(readMessage('which one has the biggest screen?', after)).toMatchObject({ intent: 'compare' });
    expect(readMessage('what colours does it have', after)).toMatchObject({ intent: 'product' });
  });
});

describe('readMessage, the one meant after the one not meant, and a product asked if returnable', () => {
  it('reads "not that one, the blue one" as the blue one of the list, and "is it returnable" as the returns of the product', () => {
    expect(readMessage('not that one, the blue one', { hasSearch: true, hasFocus: true })).toEqual({ intent: 'refine', refine: 'limits', constraints: {}, words: 'blue' });
    expect(readMessage('no, not that one - the cheaper one', after)).toEqual({ intent: 'refine', refine: 'cheaper', constraints: {} });
    expect(readMessage('is it returnable?', { hasSearch: true, hasFocus: true })).toEqual({ intent: 'policy', topics: ['returns'], ofProduct: true });
  });
});

describe('readMessage, what a review of the new readings found they must leave alone', () => {
  const added = { hasSearch: true, afterAdding: true };
  it('keeps a search said with "i just need N <things>", "btw" or "anyway, what\'s cheapest", and delivery asked as "how long does it take"', () => {
    expect(readMessage('i just need 2 chairs', fresh)).toMatchObject({ intent: 'find', find: { head: 'chairs' } });
    expect(readMessage('looking for a laptop, btw my budget is $800', fresh)).toMatchObject({ intent: 'find', find: { subject: 'laptop', constraints: { maxPrice: 800 } } });
    expect(readMessage("i want headphones - anyway what's cheapest", fresh)).toMatchObject({ intent: 'find', find: { subject: 'headphones', order: 'price-asc' } });
    expect(readMessage('how long does it usually take?', fresh)).toEqual({ intent: 'policy', topics: ['delivery'] });
    expect(readMessage('how long will my items take?', fresh)).toEqual({ intent: 'policy', topics: ['delivery'] });
  });

  it('reads a cart change said after a purchase not wanted, and ages only of people, in years', () => {
    expect(readMessage("i don't want to buy it anymore, remove it from my cart", added)).toEqual({ intent: 'cart-remove', refs: [{ kind: 'focus' }], names: [] });
    expect(readMessage("i'll not buy it - empty my cart", added)).toEqual({ intent: 'cart-clear' });
    expect(readMessage("she's 7 months pregnant, need a dress", fresh)).toMatchObject({ find: { subject: 'dress', constraints: {} } });
    expect(readMessage('whisky aged 12 years', fresh)).toMatchObject({ find: { constraints: {} } });
    expect(readMessage('remove the thing i just added', added)).toEqual({ intent: 'cart-remove', refs: [], names: [] });
    expect(readMessage('and a red one too', added)).toMatchObject({ intent: 'cart-add', names: ['red'] });
  });

  it('says the cart\'s shipping only when its cost is asked, and reads "why?" as no narrowing', () => {
    expect(readMessage('do you ship my order to canada?', fresh)).toEqual({ intent: 'policy', topics: ['shipping'], place: 'canada' });
    expect(readMessage('why?', after)).not.toMatchObject({ intent: 'refine' });
  });
});
