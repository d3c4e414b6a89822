/**
 * Conversations over the demo shop: datasets/demo-catalog.json (194 products) plus the six built-in sample
 * products (apps/api/src/db/seed/sample-products.ts), as a fresh shop with the demo catalogue imported holds.
 */
import { at, FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';

const c = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/${name}`, catalogue: 'demo', turns });
const withOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/${name}`, catalogue: 'demo', order: { product }, turns });

const LAPTOP = kind('laptop');
const PHONE = kind('smartphone');
const WATCH = kind('watch');
const PERFUME = kind('fragrance', 'perfume');
const EARPHONES = kind('headphones', 'earphones', 'earbuds');
const SUNGLASSES = kind('sunglasses', 'glasses');
const SHOES = kind('shoes', 'sneakers', 'trainers', 'cleats', 'slipper');
const DRESS = kind('dress', 'frock', 'gown');
const BAG = kind('bag', 'handbag', 'backpack');

export const DEMO_CASES: EvalCase[] = [
  // Find: a kind, brand and kind, synonyms, plurals, misspellings, attributes, words the shop lacks.
  c('laptops', t('show me laptops', 'find', { count: SOME, every: LAPTOP })),
  c('a laptop singular', t('I need a laptop', 'find', { count: SOME, every: LAPTOP })),
  c('nike shoes', t('Nike shoes', 'find', { count: SOME, every: { brand: ['Nike'] } })),
  c('samsung phones', t('samsung phones', 'find', { count: SOME, every: { brand: ['Samsung'], and: [PHONE] } })),
  c('apple laptop', t('an apple laptop', 'find', { count: [1, 1], first: { name: 'Apple MacBook Pro 14 Inch Space Grey' } })),
  c('rolex', t('rolex watches', 'find', { count: SOME, every: { brand: ['Rolex'], and: [WATCH] } })),
  c('earphones synonym', t('do you have earphones?', 'find', { count: SOME, every: EARPHONES })),
  c('earbuds synonym', t('wireless earbuds', 'find', { count: SOME, every: EARPHONES })),
  c('perfume synonym', t('perfume', 'find', { count: SOME, every: PERFUME })),
  c('cologne synonym', t('a cologne for my dad', 'find', { count: SOME, every: PERFUME })),
  c('sneakers synonym', t('sneakers', 'find', { count: SOME, every: SHOES })),
  c('cell phone synonym', t('cell phones', 'find', { count: SOME, every: PHONE })),
  c('handbags plural', t('handbags', 'find', { count: SOME, every: BAG })),
  c('dresses plural', t('dresses', 'find', { count: SOME, every: DRESS })),
  c('watches plural', t('watches for women', 'find', { count: SOME, every: { ...WATCH, and: [kind('women', 'womens')] } })),
  c('tablets', t('tablets', 'find', { count: SOME, every: kind('tablet') })),
  c('misspelt sunglasses', t('sunglases', 'find', { count: SOME, every: SUNGLASSES })),
  c('misspelt laptop', t('labtops', 'find', { count: SOME, every: LAPTOP })),
  c('misspelt perfume', t('perfum', 'find', { count: SOME, every: PERFUME })),
  c('misspelt smartphones', t('smartphnes', 'find', { count: SOME, every: PHONE })),
  c('red shoes', t('red shoes', 'find', { count: SOME, every: { ...SHOES, and: [word('red')] } })),
  c('black sunglasses', t('black sunglasses', 'find', { count: SOME, every: { ...SUNGLASSES, and: [word('black')] } })),
  c('leather bag', t('a leather bag', 'find', { count: SOME, every: { ...BAG, and: [word('leather')] } })),
  c('gold watch', t('gold watch', 'find', { count: SOME, every: { ...WATCH, and: [word('gold')] } })),
  c('14 inch laptop', t('14 inch laptop', 'find', { count: SOME, first: { name: 'Apple MacBook Pro 14 Inch Space Grey' }, every: LAPTOP })),
  c('extra word', t('sunglasses for my beach holiday', 'find', { count: SOME, every: SUNGLASSES })),
  c('extra word 2', t('a comfy office chair', 'find', { count: SOME, every: kind('chair') })),
  c('not sold saddles', t('do you sell horse saddles?', 'find', NONE)),
  c('not sold books', t('any books?', 'find', NONE)),
  c('not sold gibberish', t('qwzxvbnm', 'find', NONE)),
  c('noise cancelling', t('noise cancelling headphones', 'find', { count: SOME, first: { name: 'SoundMax Pro ANC Wireless Headphones' } })),
  c('coffee beans', t('coffee beans', 'find', { count: SOME, first: { word: 'coffee' }, every: kind('coffee') })),

  // Constraints.
  c('headphones under 100', t('headphones under $100', 'constraint', { count: SOME, every: { ...EARPHONES, maxPrice: 100 } })),
  c('laptops under 1500', t('laptops under $1,500', 'constraint', { count: SOME, every: { ...LAPTOP, maxPrice: 1500 } })),
  c('phones below 300', t('smartphones below 300 dollars', 'constraint', { count: SOME, every: { ...PHONE, maxPrice: 300 } })),
  c('phones between', t('smartphones between $300 and $600', 'constraint', { count: SOME, every: { ...PHONE, minPrice: 300, maxPrice: 600 } })),
  c('furniture over', t('furniture over $1,000', 'constraint', { count: SOME, every: { ...kind('furniture'), minPrice: 1000 } })),
  c('perfume around', t('a perfume around $80', 'constraint', { count: SOME, every: { ...PERFUME, minPrice: 60, maxPrice: 100 } })),
  c('rated', t('fragrances rated 4 stars or more', 'constraint', { count: SOME, every: { ...PERFUME, minRating: 4 } })),
  c('rated shoes', t('shoes with at least 4.5 stars', 'constraint', { count: SOME, every: { ...SHOES, minRating: 4.5 } })),
  c('in stock phones', t('samsung smartphones in stock', 'constraint', { count: SOME, every: { ...PHONE, brand: ['Samsung'], inStock: true } })),
  c('available watches', t('womens watches that are available', 'constraint', { count: SOME, every: { ...WATCH, inStock: true } })),
  c('on sale headphones', t('headphones on sale', 'constraint', { count: SOME, every: { ...EARPHONES, onSale: true } })),
  c('cheapest', t('the cheapest sunglasses', 'constraint', { count: SOME, first: { ...SUNGLASSES, maxPrice: 19.99 }, order: 'price-asc' })),
  c('best rated phones', t('best rated smartphones', 'constraint', { count: SOME, every: PHONE, first: { minRating: 4.6 }, order: 'rating-desc' })),
  c('budget', t('something under $10', 'constraint', { count: SOME, every: { maxPrice: 10 } })),
  c('brand and budget', t('Apple products under $100', 'constraint', { count: SOME, every: { brand: ['Apple'], maxPrice: 100 } })),
  c('nothing under', t('laptops under $50', 'constraint', { count: [0, 3], every: LAPTOP })),

  // Show more and refine, after a list.
  c('show more phones', t('smartphones', 'find', { count: SOME, every: PHONE }), t('show more', 'show-more', { count: SOME, every: PHONE, fresh: true })),
  c('more kitchen', t('kitchen accessories under $10', 'constraint', { count: SOME, every: { maxPrice: 10 } }), t('more please', 'show-more', { count: SOME, every: { maxPrice: 10 }, fresh: true })),
  c('cheaper laptops', t('laptops over $1,450', 'constraint', { count: SOME, every: { ...LAPTOP, minPrice: 1450 } }), t('cheaper', 'refine', { count: SOME, every: LAPTOP, cheaper: true })),
  c('cheaper after one', t('show me the SoundMax headphones', 'find', { count: [1, 3], first: { brand: ['SoundMax'] } }), t('anything cheaper?', 'refine', { count: SOME, every: EARPHONES, cheaper: true })),
  c('pricier perfume', t('perfume under $60', 'constraint', { count: SOME, every: { ...PERFUME, maxPrice: 60 } }), t('something more expensive', 'refine', { count: SOME, every: PERFUME, pricier: true })),
  c('better rated shoes', t('womens shoes under $40', 'constraint', { count: SOME, every: { maxPrice: 40 } }), t('better rated ones', 'refine', { count: SOME, every: SHOES, betterRated: true })),
  c('other brand watches', t('rolex watches', 'find', { count: SOME, every: { brand: ['Rolex'] } }), t('another brand', 'refine', { count: SOME, every: WATCH, otherBrand: true })),
  c('other brand phones', t('vivo smartphones', 'find', { count: SOME, every: { brand: ['Vivo'] } }), t('a different brand please', 'refine', { count: SOME, every: PHONE, otherBrand: true })),
  c('refine with price', t('smartphones', 'find', { count: SOME, every: PHONE }), t('under $300 instead', 'refine', { count: SOME, every: { ...PHONE, maxPrice: 300 } })),
  c('refine in stock', t('motorcycles', 'find', { count: SOME, every: kind('motorcycle') }), t('only the ones in stock', 'refine', { count: SOME, every: { ...kind('motorcycle'), inStock: true } })),

  // Compare and references.
  c('compare first two', t('smartphones under $400', 'constraint', { count: [2, 3], every: { ...PHONE, maxPrice: 400 } }), t('compare the first two', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('compare them', t('laptops', 'find', { count: [2, 3], every: LAPTOP }), t('compare them', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('the second one', t('perfume', 'find', { count: [2, 3], every: PERFUME }), t('tell me more about the second one', 'reference', { about: [at(0, 1)] }), t('how much is it?', 'reference', { price: at(0, 1) })),
  c('the first one stock', t('smartphones over $450', 'constraint', { count: SOME, every: { ...PHONE, minPrice: 450 } }), t('is the first one in stock?', 'reference', { stock: at(0, 0) })),
  c('it price', t('tablets', 'find', { count: SOME, every: kind('tablet') }), t('the first one', 'reference', { about: [at(0, 0)] }), t('is it on sale? what does it cost?', 'reference', { price: at(0, 0) })),
  c('the last one', t('sunglasses', 'find', { count: [2, 3], every: SUNGLASSES }), t('what about the second?', 'reference', { about: [at(0, 1)] })),

  // Questions about one product.
  c('stock out', t('is the Samsung Galaxy S8 in stock?', 'product-question', { stock: named('Samsung Galaxy S8'), about: [named('Samsung Galaxy S8')] })),
  c('stock in', t('do you have the Kawasaki Z800 in stock?', 'product-question', { stock: named('Kawasaki Z800') })),
  c('stock volleyball', t('is the volleyball available?', 'product-question', { stock: named('Volleyball') })),
  c('price question', t('how much is the Huawei Matebook X Pro?', 'product-question', { price: named('Huawei Matebook X Pro') })),
  c('price question 2', t('what does the Dior J\'adore cost?', 'product-question', { price: named("Dior J'adore") })),
  c('waterproof watch', t('is the FitTech watch waterproof?', 'product-question', { about: [named('FitTech Pulse 3 Fitness Smartwatch')], says: [['water resist', '5 atm', '50 met']] })),
  c('waterproof speaker', t('is the SoundWave speaker waterproof?', 'product-question', { about: [named('SoundWave Boom Go Portable Bluetooth Speaker')], says: [['ip67', 'water resist']] })),
  c('water resistant rolex', t('is the Rolex Submariner water resistant?', 'product-question', { about: [named('Rolex Submariner Watch')], says: ['water resist'] })),
  c('noise cancelling question', t('does the SoundMax have noise cancelling?', 'product-question', { about: [named('SoundMax Pro ANC Wireless Headphones')], says: ['active'] })),
  c('battery question', t('how long does the FitTech Pulse 3 battery last?', 'product-question', { about: [named('FitTech Pulse 3 Fitness Smartwatch')], says: [['10 days', 'ten days']] })),
  c('warranty question', t('what warranty does the Apple MacBook Pro have?', 'product-question', { about: [named('Apple MacBook Pro 14 Inch Space Grey')], says: ['3 year'] })),
  c('tv refresh', t('what is the refresh rate of the LuxVision TV?', 'product-question', { about: [named('LuxVision 65" 4K OLED Smart TV')], says: ['120 Hz'] })),

  // A product the shopper names beats the previous list.
  c('named beats list', t('laptops', 'find', { count: SOME, every: LAPTOP }), t('what about the UrbanStyle jacket, is it available?', 'named-product', { about: [named('UrbanStyle Classic Leather Biker Jacket')], stock: named('UrbanStyle Classic Leather Biker Jacket') })),
  c('named beats list 2', t('perfume', 'find', { count: SOME, every: PERFUME }), t('and the Samsung Galaxy S8, can I buy it?', 'named-product', { about: [named('Samsung Galaxy S8')], stock: named('Samsung Galaxy S8') })),
  c('named beats list 3', t('cheap sunglasses', 'find', { count: SOME, every: SUNGLASSES }), t('how much is the Puma Future Rider Trainers?', 'named-product', { price: named('Puma Future Rider Trainers') })),

  // Policies.
  c('shipping cost', t('how much is shipping?', 'policy', { ...NONE, says: [FACTS.freeShippingOver, FACTS.shippingFee] })),
  c('free shipping', t('do you offer free shipping?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] })),
  c('returns', t('what is your return policy?', 'policy', { ...NONE, says: [FACTS.returnDays] })),
  c('refund', t('can I send it back if it does not fit?', 'policy', { ...NONE, says: [FACTS.returnDays] })),
  c('paypal', t('can I pay with PayPal?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] })),
  c('delivery time', t('how long does delivery take?', 'policy', { ...NONE, says: [FACTS.standardDays] })),
  c('express', t('do you have express delivery?', 'policy', { ...NONE, says: [FACTS.shippingFee] })),

  // Orders.
  withOrder('order status', 'Apple iPhone Charger', t('where is my order {order}? my email is {email}', 'order-status', { ...NONE, orderStatus: true })),
  withOrder('order status later', 'Bamboo Spatula', t('hi', 'greeting', NONE), t('can you check order {order} for {email}', 'order-status', { ...NONE, orderStatus: true })),
  c('unknown order', t('where is my order CW-ZZZZ99? email ada@example.com', 'order-status', { ...NONE, saysNot: ['placed'] })),

  // Cart.
  c('add first', t('Beats earphones', 'find', { count: SOME, first: { brand: ['Beats'] } }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } })),
  c('add then remove', t('sunglasses under $30', 'constraint', { count: SOME, every: { ...SUNGLASSES, maxPrice: 30 } }), t('add the first one to the cart', 'cart', { cart: { has: at(0, 0) } }), t('remove it from my cart', 'cart', { cart: { lacks: at(0, 0) } })),
  c('coupon', t('Nike shoes', 'find', { count: SOME, every: { brand: ['Nike'] } }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } }), t('apply coupon WELCOME10', 'cart', { ...NONE, cart: { coupon: 'WELCOME10', totalStated: true } })),
  c('bad coupon', t('perfume', 'find', { count: SOME, every: PERFUME }), t('put the second one in my cart', 'cart', { cart: { has: at(0, 1) } }), t('use code FREESTUFF99', 'cart', { ...NONE, cart: { coupon: null } })),
  c('add out of stock', t('is the Samsung Galaxy S8 available?', 'product-question', { stock: named('Samsung Galaxy S8') }), t('add it to my cart', 'cart', { cart: { has: named('Samsung Galaxy S8') } })),

  // Greeting, help, thanks, out of scope.
  c('greeting', t('hello!', 'greeting', NONE)),
  c('help', t('what can you do?', 'help', NONE)),
  c('thanks', t('laptops', 'find', { count: SOME, every: LAPTOP }), t('thanks, that helps', 'thanks', NONE)),
  c('weather', t("what's the weather tomorrow?", 'out-of-scope', NONE)),
  c('joke', t('write me a poem about the sea', 'out-of-scope', NONE)),

  // Longer conversations.
  c('journey phones', t('hi', 'greeting', NONE), t('I want a new phone under $500', 'constraint', { count: SOME, every: { ...PHONE, maxPrice: 500 } }), t('only Oppo', 'refine', { count: SOME, every: { brand: ['Oppo'], maxPrice: 500 } }), t('compare the first two', 'compare', { about: [at(2, 0), at(2, 1)] }), t('thanks!', 'thanks', NONE)),
  c('journey gift', t('a gift for my wife, maybe a handbag', 'find', { count: SOME, every: BAG }), t('under $60', 'refine', { count: SOME, every: { ...BAG, maxPrice: 60 } }), t('add the first one to my cart', 'cart', { cart: { has: at(1, 0) } }), t('what is the return policy?', 'policy', { ...NONE, says: [FACTS.returnDays] })),
  c('journey kitchen', t('blenders', 'find', { count: SOME, every: kind('blender') }), t('the cheapest one', 'refine', { count: SOME, first: { name: 'Hand Blender' } }), t('is it in stock?', 'reference', { stock: named('Hand Blender') })),
  c('journey sports', t('tennis gear', 'find', { count: SOME, every: kind('tennis') }), t('show more', 'show-more', { count: [0, 3], every: kind('tennis'), fresh: true }), t('what about cricket bats?', 'find', { count: SOME, every: kind('cricket') })),
  c('journey topic change', t('tablets', 'find', { count: SOME, every: kind('tablet') }), t('actually I need sunglasses', 'find', { count: SOME, every: SUNGLASSES }), t('the first one, how much?', 'reference', { price: at(1, 0) })),
  c('journey shipping after list', t('mens shirts', 'find', { count: SOME, every: kind('shirt', 'tshirt') }), t('is shipping free?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] }), t('show me more shirts', 'show-more', { count: SOME, every: kind('shirt', 'tshirt'), fresh: true })),
  c('journey coupon total', t('the Knoll Saarinen Executive Conference Chair', 'find', { first: { name: 'Knoll Saarinen Executive Conference Chair' } }), t('add it to my cart', 'cart', { cart: { has: named('Knoll Saarinen Executive Conference Chair') } }), t('apply BIG20', 'cart', { ...NONE, cart: { coupon: 'BIG20', totalStated: true } })),
  c('journey groceries', t('groceries under $3', 'constraint', { count: SOME, every: { maxPrice: 3 } }), t('best rated first', 'refine', { count: SOME, every: { maxPrice: 3 }, order: 'rating-desc' })),
  c('journey motorbike', t('motorbikes', 'find', { count: SOME, every: kind('motorcycle', 'motorbike', 'scooter') }), t('is the Sportbike Motorcycle in stock?', 'named-product', { stock: named('Sportbike Motorcycle') })),
  c('journey dresses', t('dresses under $40', 'constraint', { count: SOME, every: { ...DRESS, maxPrice: 40 } }), t('pricier ones', 'refine', { count: SOME, every: DRESS, pricier: true }), t('compare the first two', 'compare', { about: [at(1, 0), at(1, 1)] })),
  c('journey skin care', t('skin care', 'find', { count: SOME, every: kind('skin care', 'lotion', 'soap', 'body wash') }), t('the first one', 'reference', { about: [at(0, 0)] }), t('add it to my cart', 'cart', { cart: { has: at(0, 0) } })),
  c('journey order then shop', t('what payment methods do you accept?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] }), t('ok, show me watches under $200', 'constraint', { count: SOME, every: { ...WATCH, maxPrice: 200 } })),

  // Two-turn follow-ups.
  c('watches second price', t('mens watches under $2,000', 'constraint', { count: [2, 3], every: { ...WATCH, maxPrice: 2000 } }), t('how much is the second one?', 'reference', { price: at(0, 1) })),
  c('bags compare', t('womens bags', 'find', { count: [2, 3], every: BAG }), t('compare the first two', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('galaxy second stock', t('samsung galaxy phones', 'find', { count: [2, 3], every: { ...PHONE, brand: ['Samsung'] } }), t('is the second one in stock?', 'reference', { stock: at(0, 1) })),
  c('earphones add', t('earphones under $150', 'constraint', { count: SOME, every: { ...EARPHONES, maxPrice: 150 } }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } })),
  c('fragrances more', t('fragrances', 'find', { count: SOME, every: PERFUME }), t('show more', 'show-more', { count: SOME, every: PERFUME, fresh: true })),
  c('fruit thanks', t('fresh fruit', 'find', { count: SOME, every: kind('fruit') }), t('thanks', 'thanks', NONE)),
  c('blender shipping', t('a blender', 'find', { count: SOME, every: kind('blender') }), t('how much is shipping?', 'policy', { ...NONE, says: [FACTS.freeShippingOver, FACTS.shippingFee] })),
  c('laptops unknown order', t('laptops', 'find', { count: SOME, every: LAPTOP }), t('where is my order CW-ABCD12? my email is jo@example.com', 'order-status', { ...NONE, saysNot: ['placed'] })),
  c('tablets other brand', t('samsung tablets', 'find', { count: SOME, every: { ...kind('tablet'), brand: ['Samsung'] } }), t('another brand', 'refine', { count: SOME, every: kind('tablet'), otherBrand: true })),
  c('earrings cheaper', t('earrings', 'find', { count: SOME, every: kind('earring') }), t('cheaper', 'refine', { count: [0, 3], every: kind('earring'), cheaper: true })),
  c('trainers returns', t('trainers', 'find', { count: SOME, every: SHOES }), t("what if they don't fit?", 'policy', { ...NONE, says: [FACTS.returnDays] })),
  c('sale first', t("what's on sale today?", 'constraint', { count: SOME, every: { onSale: true } }), t('the first one', 'reference', { about: [at(0, 0)] })),
  c('trending add', t('show trending products', 'find', { count: [2, 3] }), t('add the second one to my cart', 'cart', { cart: { has: at(0, 1) } })),
  c('sunglasses help', t('sunglasses', 'find', { count: SOME, every: SUNGLASSES }), t('what else can you do?', 'help', NONE)),
];
