/**
 * Conversations over the generated catalogue: `generateCatalog({ count: 2000, seed: 1 })`
 * (apps/api/src/modules/catalog/generate.ts, as `npm run catalog:generate` writes it). Its brands, kinds,
 * colours and specifications are the generator's own, unlike the two datasets'.
 */
import { at, FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';

const c = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/${name}`, catalogue: 'generated', turns });
const withOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/${name}`, catalogue: 'generated', order: { product }, turns });

const HEADPHONES = kind('headphones', 'earbuds', 'earphones');
const LAPTOP = kind('laptop', 'chromebook');
const SHOES = kind('shoes', 'boots', 'sandals', 'loafers', 'sneakers');
const COFFEE = kind('coffee');
const TEA = kind('tea');
const CAMPING = kind('camping', 'hiking');
const BOARD_GAME = kind('board game', 'chess set', 'card game', 'jigsaw puzzle');
const FRAGRANCE = kind('fragrance', 'eau de parfum', 'eau de toilette', 'perfume');
const DOG = kind('dogs', 'dog');
const BIKE = kind('cycling', 'bike');
const SOFA = kind('sofa', 'couch');

export const GENERATED_CASES: EvalCase[] = [
  // Find.
  c('headphones', t('headphones', 'find', { count: SOME, every: HEADPHONES })),
  c('earbuds synonym', t('earbuds', 'find', { count: SOME, every: HEADPHONES })),
  c('earphones synonym', t('wireless earphones', 'find', { count: SOME, every: HEADPHONES })),
  c('brand kind', t('Voltra headphones', 'find', { count: SOME, every: { ...HEADPHONES, brand: ['Voltra'] } })),
  c('laptops', t('laptops', 'find', { count: SOME, every: LAPTOP })),
  c('gaming laptop', t('gaming laptop', 'find', { count: SOME, every: { ...LAPTOP, and: [word('gaming')] } })),
  c('notebook synonym', t('a notebook computer', 'find', { count: SOME, every: LAPTOP })),
  c('running shoes', t('running shoes', 'find', { count: SOME, every: { ...SHOES, and: [word('running')] } })),
  c('sneakers synonym', t('sneakers', 'find', { count: SOME, every: SHOES })),
  c('boots plural', t('chelsea boots', 'find', { count: SOME, every: { ...SHOES, and: [word('chelsea')] } })),
  c('green tea', t('green tea', 'find', { count: SOME, every: { ...TEA, and: [word('green tea')] } })),
  c('decaf coffee', t('decaf coffee', 'find', { count: SOME, every: { ...COFFEE, and: [word('decaf')] } })),
  c('sleeping bag', t('a sleeping bag', 'find', { count: SOME, every: word('sleeping bag') })),
  c('chess', t('chess sets', 'find', { count: SOME, every: word('chess set') })),
  c('board games', t('board games', 'find', { count: SOME, every: BOARD_GAME })),
  c('perfume synonym', t('perfume', 'find', { count: SOME, every: FRAGRANCE })),
  c('couch synonym', t('a couch', 'find', { count: SOME, every: SOFA })),
  c('dog bed', t('dog beds', 'find', { count: SOME, every: word('dog bed') })),
  c('bike helmet', t('bike helmets', 'find', { count: SOME, every: word('bike helmet') })),
  c('misspelt headphones', t('hedphones', 'find', { count: SOME, every: HEADPHONES })),
  c('misspelt laptop', t('lapotp', 'find', { count: SOME, every: LAPTOP })),
  c('misspelt leash', t('retractible leash', 'find', { count: SOME, every: word('leash') })),
  c('rose gold shoes', t('rose gold shoes', 'find', { count: SOME, every: { ...SHOES, and: [word('rose gold')] } })),
  c('navy blue colour', t('navy blue dog bed', 'find', { count: SOME, every: { ...word('dog bed'), and: [word('navy blue')] } })),
  c('leather boots', t('full-grain leather boots', 'find', { count: SOME, every: { ...SHOES, and: [word('leather')] } })),
  c('size', t('dog raincoat size L', 'find', { count: SOME, every: { ...word('dog raincoat'), and: [{ word: 'l', in: ['specs'] }] } })),
  c('origin', t('coffee from Colombia', 'find', { count: SOME, every: { ...COFFEE, and: [word('colombia')] } })),
  c('extra word', t('a sleeping bag for my trip to the mountains', 'find', { count: SOME, every: word('sleeping bag') })),
  c('not sold', t('do you sell car insurance?', 'find', NONE)),
  c('not sold 2', t('smartphones', 'find', NONE)),

  // Constraints.
  c('headphones under', t('headphones under $20', 'constraint', { count: SOME, every: { ...HEADPHONES, maxPrice: 20 } })),
  c('laptops between', t('laptops between $300 and $500', 'constraint', { count: SOME, every: { ...LAPTOP, minPrice: 300, maxPrice: 500 } })),
  c('laptops over', t('laptops over $2,000', 'constraint', { count: SOME, every: { ...LAPTOP, minPrice: 2000 } })),
  c('tea around', t('tea around $15', 'constraint', { count: SOME, every: { ...TEA, minPrice: 11, maxPrice: 19 } })),
  c('rated', t('board games rated 4.5 and up', 'constraint', { count: SOME, every: { ...BOARD_GAME, minRating: 4.5 } })),
  c('in stock', t('camping gear in stock', 'constraint', { count: SOME, every: { ...CAMPING, inStock: true } })),
  c('on sale', t('shoes on sale', 'constraint', { count: SOME, every: { ...SHOES, onSale: true } })),
  c('cheapest', t('cheapest laptops', 'constraint', { count: SOME, every: LAPTOP, order: 'price-asc', first: { maxPrice: 240 } })),
  c('best rated', t('best rated headphones', 'constraint', { count: SOME, every: HEADPHONES, order: 'rating-desc', first: { minRating: 4.7 } })),
  c('brand budget', t('Meeple Mill games under $30', 'constraint', { count: SOME, every: { brand: ['Meeple Mill'], maxPrice: 30 } })),

  // Show more, refine.
  c('more coffee', t('coffee', 'find', { count: SOME, every: COFFEE }), t('show more', 'show-more', { count: SOME, every: COFFEE, fresh: true })),
  c('cheaper laptops', t('laptops over $1,500', 'constraint', { count: SOME, every: { ...LAPTOP, minPrice: 1500 } }), t('cheaper', 'refine', { count: SOME, every: LAPTOP, cheaper: true })),
  c('pricier headphones', t('headphones under $15', 'constraint', { count: SOME, every: { ...HEADPHONES, maxPrice: 15 } }), t('something pricier', 'refine', { count: SOME, every: HEADPHONES, pricier: true })),
  c('better rated', t('dog beds', 'find', { count: SOME, every: word('dog bed') }), t('better rated ones', 'refine', { count: SOME, every: word('dog bed'), betterRated: true })),
  c('other brand', t('Meeple Mill chess sets', 'find', { count: SOME, every: { brand: ['Meeple Mill'] } }), t('other brands', 'refine', { count: SOME, every: BOARD_GAME, otherBrand: true })),
  c('refine stock', t('bike helmets', 'find', { count: SOME, every: word('bike helmet') }), t('only in stock', 'refine', { count: SOME, every: { ...word('bike helmet'), inStock: true } })),

  // Compare, references.
  c('compare', t('sleeping bags', 'find', { count: [2, 3], every: word('sleeping bag') }), t('compare the first two', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('compare laptops', t('gaming laptops', 'find', { count: [2, 3], every: LAPTOP }), t('compare them', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('second one', t('chess sets', 'find', { count: [2, 3], every: word('chess set') }), t('the second one', 'reference', { about: [at(0, 1)] }), t('is it in stock?', 'reference', { stock: at(0, 1) })),
  c('first price', t('green tea', 'find', { count: SOME, every: TEA }), t('how much is the first one?', 'reference', { price: at(0, 0) })),

  // Product questions.
  c('stock out', t('is the Kestrel Labs Over-Ear Studio Headphones Gen 3 in stock?', 'product-question', { stock: named('Kestrel Labs Over-Ear Studio Headphones Gen 3') })),
  c('stock out 2', t('can I buy the Northbound Camping Stove?', 'product-question', { stock: named('Northbound Camping Stove') })),
  c('stock in', t('is the Apex Motion Sleeping Bag available?', 'product-question', { stock: named('Apex Motion Sleeping Bag') })),
  c('price', t('how much is the Meeple Mill Creative Chess Set?', 'product-question', { price: named('Meeple Mill Creative Chess Set') })),
  c('waterproof boots', t('are the Juniper Row Oversized Chelsea Boots waterproof?', 'product-question', { about: [named('Juniper Row Oversized Chelsea Boots')], says: [['water-resist', 'water resist']] })),
  c('weatherproof bag', t('is the Apex Motion Sleeping Bag waterproof?', 'product-question', { about: [named('Apex Motion Sleeping Bag')], says: [['weather resist', 'weather-resist']] })),
  c('sizes', t('what sizes do the Juniper Row Oversized Chelsea Boots come in?', 'product-question', { about: [named('Juniper Row Oversized Chelsea Boots')], says: ['7-14'] })),
  c('players', t('how many players for the Meeple Mill Creative Chess Set?', 'product-question', { about: [named('Meeple Mill Creative Chess Set')], says: ['2-4'] })),

  // A named product beats the list.
  c('named beats list', t('headphones', 'find', { count: SOME, every: HEADPHONES }), t('what about the Riverstone Rugged Hiking Backpack, is it available?', 'named-product', { about: [named('Riverstone Rugged Hiking Backpack')], stock: named('Riverstone Rugged Hiking Backpack') })),
  c('named beats list 2', t('green tea', 'find', { count: SOME, every: TEA }), t('and the Pixelforge Gaming Laptop R-70, how much?', 'named-product', { price: named('Pixelforge Gaming Laptop R-70') })),

  // Policies, orders, cart, small talk.
  c('shipping', t('is there free shipping?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] })),
  c('returns', t('can I return something I bought?', 'policy', { ...NONE, says: [FACTS.returnDays] })),
  c('payment', t('which payment methods do you accept?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] })),
  c('delivery', t('when will my order arrive if I order today?', 'policy', { ...NONE, says: [FACTS.standardDays] })),
  withOrder('order status', 'Apex Motion Sleeping Bag', t('I placed order {order} with {email}, what is its status?', 'order-status', { ...NONE, orderStatus: true })),
  c('unknown order', t('order CW-9999ZZ, email sam@example.net: where is it?', 'order-status', { ...NONE, saysNot: ['placed'] })),
  c('add', t('chess sets', 'find', { count: SOME, every: word('chess set') }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } })),
  c('add remove', t('green tea', 'find', { count: SOME, every: TEA }), t('add the second one to the cart', 'cart', { cart: { has: at(0, 1) } }), t('remove it', 'cart', { cart: { lacks: at(0, 1) } })),
  c('coupon', t('laptops over $1,000', 'constraint', { count: SOME, every: { ...LAPTOP, minPrice: 1000 } }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } }), t('apply coupon WELCOME10', 'cart', { ...NONE, cart: { coupon: 'WELCOME10', totalStated: true } })),
  c('coupon unknown', t('coffee', 'find', { count: SOME, every: COFFEE }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } }), t('apply code SUMMER50', 'cart', { ...NONE, cart: { coupon: null } })),
  c('greeting', t('good morning', 'greeting', NONE)),
  c('help', t('help', 'help', NONE)),
  c('out of scope', t('what is the capital of France?', 'out-of-scope', NONE)),

  // Longer conversations.
  c('journey camping', t('hello', 'greeting', NONE), t('I am going camping, what do you have?', 'find', { count: SOME, every: CAMPING }), t('under $50', 'refine', { count: SOME, every: { ...CAMPING, maxPrice: 50 } }), t('add the first one to my cart', 'cart', { cart: { has: at(2, 0) } }), t('thanks', 'thanks', NONE)),
  c('journey gift', t('a gift for a coffee lover', 'find', { count: SOME, every: COFFEE }), t('on sale ones', 'refine', { count: SOME, every: { ...COFFEE, onSale: true } }), t('compare the first two', 'compare', { about: [at(1, 0), at(1, 1)] })),
  c('journey dog', t('things for my dog', 'find', { count: SOME, every: DOG }), t('leashes', 'find', { count: SOME, every: word('leash') }), t('the cheapest one', 'refine', { count: SOME, every: word('leash'), order: 'price-asc' }), t('is it in stock?', 'reference', { stock: at(2, 0) })),
  c('journey bike', t('cycling gear', 'find', { count: SOME, every: BIKE }), t('show more', 'show-more', { count: SOME, every: BIKE, fresh: true }), t('what is your return policy?', 'policy', { ...NONE, says: [FACTS.returnDays] })),
  c('journey perfume', t('eau de parfum', 'find', { count: SOME, every: FRAGRANCE }), t('under $50', 'refine', { count: SOME, every: { ...FRAGRANCE, maxPrice: 50 } }), t('the first one', 'reference', { about: [at(1, 0)] }), t('add it to my cart', 'cart', { cart: { has: at(1, 0) } })),
  c('journey tea topic change', t('green tea', 'find', { count: SOME, every: TEA }), t('actually, show me board games', 'find', { count: SOME, every: BOARD_GAME }), t('rated 4 stars or more', 'refine', { count: SOME, every: { ...BOARD_GAME, minRating: 4 } })),
  c('journey shoes', t('shoes for women', 'find', { count: SOME, every: SHOES }), t('size 7', 'refine', { count: [0, 3], every: SHOES }), t('is shipping free?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] })),
  c('journey sofa', t('sofas', 'find', { count: SOME, every: SOFA }), t('cheaper', 'refine', { count: [0, 3], every: SOFA, cheaper: true }), t('how long does delivery take?', 'policy', { ...NONE, says: [FACTS.standardDays] })),

  // Two-turn follow-ups.
  c('tea second price', t('loose leaf tea', 'find', { count: [2, 3], every: TEA }), t('the second one, how much?', 'reference', { price: at(0, 1) })),
  c('helmet stock', t('bike helmets', 'find', { count: SOME, every: word('bike helmet') }), t('is the first one in stock?', 'reference', { stock: at(0, 0) })),
  c('earbuds compare', t('noise cancelling earbuds', 'find', { count: [2, 3], every: HEADPHONES }), t('compare the first two', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('coffee add', t('ground coffee', 'find', { count: SOME, every: COFFEE }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } })),
  c('games more', t('board games', 'find', { count: SOME, every: BOARD_GAME }), t('more', 'show-more', { count: SOME, every: BOARD_GAME, fresh: true })),
  c('laptop other brand', t('Pixelforge laptops', 'find', { count: SOME, every: { ...LAPTOP, brand: ['Pixelforge'] } }), t('other brands', 'refine', { count: SOME, every: LAPTOP, otherBrand: true })),
  c('tent thanks', t('a tent', 'find', { count: SOME, every: kind('tent') }), t('great, thanks', 'thanks', NONE)),
  c('snacks more', t('snacks', 'find', { count: SOME, every: kind('snacks') }), t('show more', 'show-more', { count: SOME, every: kind('snacks'), fresh: true })),
  c('fitness better rated', t('fitness gear', 'find', { count: SOME, every: kind('fitness') }), t('better rated ones', 'refine', { count: SOME, every: kind('fitness'), betterRated: true })),
  c('paddle board stock', t('paddle boards', 'find', { count: SOME, every: word('paddle board') }), t('is the first one in stock?', 'reference', { stock: at(0, 0) })),
];
