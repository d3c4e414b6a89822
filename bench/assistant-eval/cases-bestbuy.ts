/**
 * Conversations over datasets/bestbuy-catalog.json: 3,291 Best Buy cell phones and accessories (circa 2018).
 * Every product there is rated 0 and none has an original price, so a rating or sale request has nothing
 * that meets it: those cases only ask that the kind is kept.
 */
import { at, FACTS, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';
import type { ProductRule } from './judge.ts';

const c = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/${name}`, catalogue: 'bestbuy', turns });
const withOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/${name}`, catalogue: 'bestbuy', order: { product }, turns });

/** What a product is, by its name: the catalogue's names say it ("Defender Series Case for …"). */
const nameHas = (...words: string[]): ProductRule => ({ word: words, in: ['name'] });
/** A phone: one of the phone subcategories, not the accessories'. */
const PHONE: ProductRule = { word: ['phone', 'iphone'], in: ['subcategory'], not: { word: 'accessories', in: ['subcategory'] } };
const CASE = nameHas('case', 'cover', 'folio');
const PROTECTOR = nameHas('screen protector', 'glass', 'shield');
const CAR_CHARGER = nameHas('car charger', 'vehicle charger');
const POWER_BANK = nameHas('portable charger', 'power bank', 'battery pack', 'external battery', 'portable battery', 'juice pack');
const HEADSET = nameHas('headset', 'headphones', 'earbuds', 'earphones');
const CABLE = nameHas('cable');
const MOUNT = nameHas('mount', 'holder');
const BAND = nameHas('band', 'strap');
const WIRELESS_CHARGER = nameHas('wireless charger', 'wireless charging', 'charging pad', 'charging stand');

export const BESTBUY_CASES: EvalCase[] = [
  // Find.
  c('phone cases', t('phone cases', 'find', { count: SOME, every: CASE })),
  c('iphone 7 case', t('iphone 7 case', 'find', { count: SOME, every: { ...CASE, and: [nameHas('iphone 7')] } })),
  c('otterbox iphone case', t('otterbox iphone case', 'find', { count: SOME, every: { ...CASE, brand: ['OtterBox'], and: [nameHas('iphone')] } })),
  c('galaxy s7 case', t('samsung galaxy s7 case', 'find', { count: SOME, every: { ...CASE, and: [nameHas('galaxy s7', 's7')] } })),
  c('kate spade', t('kate spade cases', 'find', { count: SOME, every: { ...CASE, brand: ['kate spade new york'] } })),
  c('car charger', t('car charger', 'find', { count: SOME, every: CAR_CHARGER })),
  c('vehicle charger synonym', t('a charger for my car', 'find', { count: SOME, every: CAR_CHARGER })),
  c('power bank synonym', t('power bank', 'find', { count: SOME, every: POWER_BANK })),
  c('portable charger', t('portable chargers', 'find', { count: SOME, every: POWER_BANK })),
  c('screen protector', t('screen protector for iphone 7', 'find', { count: SOME, every: { ...PROTECTOR, and: [nameHas('iphone 7')] } })),
  c('tempered glass synonym', t('tempered glass for galaxy s7', 'find', { count: SOME, every: { ...PROTECTOR, and: [nameHas('s7')] } })),
  c('bluetooth headset', t('bluetooth headset', 'find', { count: SOME, every: HEADSET })),
  c('earbuds synonym', t('earbuds', 'find', { count: SOME, every: HEADSET })),
  c('unlocked phones', t('unlocked phones', 'find', { count: SOME, every: { ...PHONE, and: [word('unlocked')] } })),
  c('prepaid phones', t('prepaid phones', 'find', { count: SOME, every: { ...PHONE, and: [word('prepaid')] } })),
  c('cellphone synonym', t('a cellphone', 'find', { count: SOME, every: PHONE })),
  c('smartphone synonym', t('smartphones', 'find', { count: SOME, every: PHONE })),
  c('iphone se', t('iPhone SE', 'find', { count: SOME, every: { ...PHONE, and: [nameHas('iphone se')] } })),
  c('google pixel', t('google pixel phone', 'find', { count: SOME, every: { ...PHONE, brand: ['Google'] } })),
  c('motorola', t('motorola phones', 'find', { count: SOME, every: { ...PHONE, brand: ['Motorola'] } })),
  c('misspelt otterbox', t('oterbox case', 'find', { count: SOME, every: { ...CASE, brand: ['OtterBox'] } })),
  c('misspelt charger', t('car chager', 'find', { count: SOME, every: CAR_CHARGER })),
  c('misspelt samsung', t('samsng galaxy phone', 'find', { count: SOME, every: { ...PHONE, brand: ['Samsung'] } })),
  c('rose gold iphone', t('rose gold iphone', 'find', { count: SOME, every: { ...PHONE, and: [nameHas('rose gold')] } })),
  c('64gb', t('iphone se 64gb', 'find', { count: SOME, every: { ...PHONE, and: [nameHas('64gb')] } })),
  c('black case', t('black iphone 7 plus case', 'find', { count: SOME, every: { ...CASE, and: [nameHas('black'), nameHas('7 plus')] } })),
  c('waterproof case', t('waterproof case for iphone 7', 'find', { count: SOME, every: { ...CASE, and: [nameHas('waterproof'), nameHas('iphone 7')] } })),
  c('lightning cable', t('lightning cable', 'find', { count: SOME, every: { ...CABLE, and: [nameHas('lightning')] } })),
  c('usb c cable', t('usb-c cable', 'find', { count: SOME, every: { ...CABLE, and: [nameHas('type c', 'usb-c', 'type-c', 'usb c')] } })),
  c('car mount', t('car mount for my phone', 'find', { count: SOME, every: MOUNT })),
  c('apple watch band', t('apple watch band', 'find', { count: SOME, every: { ...BAND, and: [nameHas('apple watch')] } })),
  c('wireless charger', t('wireless charger', 'find', { count: SOME, every: WIRELESS_CHARGER })),
  c('selfie stick', t('selfie stick', 'find', { count: SOME, every: nameHas('selfie stick') })),
  c('tracker', t('bluetooth item tracker', 'find', { count: SOME, every: nameHas('tracker') })),
  c('armband', t('running armband', 'find', { count: SOME, every: nameHas('armband') })),
  c('extra word', t('sturdy case for iphone 7 for my clumsy son', 'find', { count: SOME, every: { ...CASE, and: [nameHas('iphone 7')] } })),
  c('not sold laptops', t('laptops', 'find', NONE)),
  c('not sold tv', t('a 55 inch tv', 'find', NONE)),
  c('not sold fridge', t('refrigerator', 'find', NONE)),

  // Constraints.
  c('cases under 20', t('iphone 7 cases under $20', 'constraint', { count: SOME, every: { ...CASE, maxPrice: 20 } })),
  c('phones under 100', t('unlocked phones under $100', 'constraint', { count: SOME, every: { ...PHONE, maxPrice: 100 } })),
  c('phones between', t('phones between $200 and $400', 'constraint', { count: SOME, every: { ...PHONE, minPrice: 200, maxPrice: 400 } })),
  c('phones over', t('phones over $700', 'constraint', { count: SOME, every: { ...PHONE, minPrice: 700 } })),
  c('headset around', t('a bluetooth headset around $60', 'constraint', { count: SOME, every: { ...HEADSET, minPrice: 45, maxPrice: 75 } })),
  c('in stock phones', t('unlocked phones in stock', 'constraint', { count: SOME, every: { ...PHONE, inStock: true } })),
  c('cheapest charger', t('cheapest car charger', 'constraint', { count: SOME, every: CAR_CHARGER, order: 'price-asc', first: { maxPrice: 12 } })),
  c('most expensive phone', t('most expensive phones', 'constraint', { count: SOME, every: PHONE, order: 'price-desc', first: { minPrice: 900 } })),
  c('sale nothing', t('phone cases on sale', 'constraint', { count: [0, 3], every: CASE })),
  c('brand under', t('mophie battery under $50', 'constraint', { count: SOME, every: { brand: ['mophie'], maxPrice: 50 } })),

  // Show more, refine.
  c('more cases', t('otterbox cases', 'find', { count: SOME, every: { brand: ['OtterBox'] } }), t('show me more', 'show-more', { count: SOME, every: { brand: ['OtterBox'] }, fresh: true })),
  c('more chargers', t('car chargers', 'find', { count: SOME, every: CAR_CHARGER }), t('more', 'show-more', { count: SOME, every: CAR_CHARGER, fresh: true }), t('even more', 'show-more', { count: SOME, every: CAR_CHARGER, fresh: true })),
  c('cheaper cases', t('lifeproof case for iphone 7', 'find', { count: SOME, every: { ...CASE, brand: ['LifeProof'] } }), t('cheaper ones', 'refine', { count: SOME, every: CASE, cheaper: true })),
  c('cheaper phones', t('phones over $600', 'constraint', { count: SOME, every: { ...PHONE, minPrice: 600 } }), t('something cheaper', 'refine', { count: SOME, every: PHONE, cheaper: true })),
  c('pricier headset', t('headsets under $30', 'constraint', { count: SOME, every: { ...HEADSET, maxPrice: 30 } }), t('a pricier one', 'refine', { count: SOME, every: HEADSET, pricier: true })),
  c('other brand cases', t('speck cases', 'find', { count: SOME, every: { brand: ['Speck'] } }), t('other brands', 'refine', { count: SOME, every: CASE, otherBrand: true })),
  c('other brand phones', t('samsung phones', 'find', { count: SOME, every: { ...PHONE, brand: ['Samsung'] } }), t('show another brand', 'refine', { count: SOME, every: PHONE, otherBrand: true })),
  c('refine price', t('portable chargers', 'find', { count: SOME, every: POWER_BANK }), t('under $15', 'refine', { count: SOME, every: { ...POWER_BANK, maxPrice: 15 } })),

  // Compare, references.
  c('compare phones', t('unlocked phones under $200', 'constraint', { count: [2, 3], every: { ...PHONE, maxPrice: 200 } }), t('compare the first two', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('compare chargers', t('wireless chargers', 'find', { count: [2, 3], every: WIRELESS_CHARGER }), t('compare them', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('second one', t('apple watch bands', 'find', { count: [2, 3], every: BAND }), t('the second one', 'reference', { about: [at(0, 1)] }), t('how much is it?', 'reference', { price: at(0, 1) })),
  c('first one stock', t('prepaid phones', 'find', { count: SOME, every: PHONE }), t('is the first one in stock?', 'reference', { stock: at(0, 0) })),
  c('third price', t('selfie sticks', 'find', { count: [3, 3], every: nameHas('selfie stick', 'selfie') }), t('what does the third one cost?', 'reference', { price: at(0, 2) })),

  // Product questions.
  c('stock out pixel', t('is the Google Pixel XL 4G LTE with 32GB Memory Cell Phone - Quite Black (Verizon) in stock?', 'product-question', { stock: named('Google - Pixel XL 4G LTE with 32GB Memory Cell Phone - Quite Black (Verizon)') })),
  c('stock out blackberry', t('do you have the BlackBerry 9320 in stock?', 'product-question', { stock: named('BlackBerry - 9320 Cell Phone (Unlocked) - Black') })),
  c('stock in plantronics', t('is the Plantronics Voyager Legend SE available?', 'product-question', { stock: named('Plantronics - Voyager Legend SE Bluetooth Headset - Black') })),
  c('price plantronics', t('how much is the Plantronics Voyager Legend SE headset?', 'product-question', { price: named('Plantronics - Voyager Legend SE Bluetooth Headset - Black') })),
  c('waterproof lifeproof', t('is the LifeProof Frē case for iPhone 7 waterproof?', 'product-question', { count: [0, 3], about: [named('LifeProof - Frē Protective Waterproof Case for Apple® iPhone® 7 - Asphalt black')], says: ['waterproof'] })),
  c('price tile', t('what does the Tile Mate Item Tracker cost?', 'product-question', { price: named('Tile - Tile Mate Item Tracker') })),

  // Named product beats the list.
  c('named beats list', t('car chargers', 'find', { count: SOME, every: CAR_CHARGER }), t('what about the BlackBerry 9320, is it available?', 'named-product', { about: [named('BlackBerry - 9320 Cell Phone (Unlocked) - Black')], stock: named('BlackBerry - 9320 Cell Phone (Unlocked) - Black') })),
  c('named beats list 2', t('otterbox cases', 'find', { count: SOME, every: { brand: ['OtterBox'] } }), t('and the Tile Mate Item Tracker, how much is it?', 'named-product', { price: named('Tile - Tile Mate Item Tracker') })),

  // Policies, orders, cart.
  c('shipping', t('what does shipping cost?', 'policy', { ...NONE, says: [FACTS.freeShippingOver, FACTS.shippingFee] })),
  c('returns', t('how many days do I have to return a phone?', 'policy', { ...NONE, says: [FACTS.returnDays] })),
  c('payment', t('do you take credit cards?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] })),
  c('express', t('how fast is express shipping?', 'policy', { ...NONE, says: [FACTS.expressDays] })),
  withOrder('order status', 'Tile - Tile Mate Item Tracker', t('status of order {order}, email {email}', 'order-status', { ...NONE, orderStatus: true })),
  c('unknown order', t('track order CW-0000AB for me@example.org', 'order-status', { ...NONE, saysNot: ['placed'] })),
  c('add case', t('otterbox iphone 7 case', 'find', { count: SOME, every: { brand: ['OtterBox'] } }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } })),
  c('add remove', t('car chargers', 'find', { count: SOME, every: CAR_CHARGER }), t('add the second one to my cart', 'cart', { cart: { has: at(0, 1) } }), t('actually remove it', 'cart', { cart: { lacks: at(0, 1) } })),
  c('coupon save5', t('phones over $300', 'constraint', { count: SOME, every: { ...PHONE, minPrice: 300 } }), t('add the first one to the cart', 'cart', { cart: { has: at(0, 0) } }), t('apply coupon SAVE5', 'cart', { ...NONE, cart: { coupon: 'SAVE5', totalStated: true } })),
  c('coupon unknown', t('screen protectors', 'find', { count: SOME, every: PROTECTOR }), t('add the first to my cart', 'cart', { cart: { has: at(0, 0) } }), t('apply the coupon HALFPRICE', 'cart', { ...NONE, cart: { coupon: null } })),

  // Small talk.
  c('greeting', t('hey', 'greeting', NONE)),
  c('help', t('how can you help me?', 'help', NONE)),
  c('thanks', t('wireless chargers', 'find', { count: SOME, every: WIRELESS_CHARGER }), t('thank you!', 'thanks', NONE)),
  c('out of scope', t('who won the football game last night?', 'out-of-scope', NONE)),

  // Longer conversations.
  c('journey new phone', t('hi', 'greeting', NONE), t('I need a new phone', 'find', { count: SOME, every: PHONE }), t('under $300', 'refine', { count: SOME, every: { ...PHONE, maxPrice: 300 } }), t('compare the first two', 'compare', { about: [at(2, 0), at(2, 1)] }), t('add the first one to my cart', 'cart', { cart: { has: at(2, 0) } })),
  c('journey accessories', t('a case for iphone 6s', 'find', { count: SOME, every: { ...CASE, and: [nameHas('iphone 6s', '6s')] } }), t('and a screen protector for it', 'find', { count: SOME, every: PROTECTOR }), t('the first one, how much?', 'reference', { price: at(1, 0) })),
  c('journey charger shipping', t('car chargers under $25', 'constraint', { count: SOME, every: { ...CAR_CHARGER, maxPrice: 25 } }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } }), t('is shipping free for my order?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] })),
  c('journey band', t('apple watch bands', 'find', { count: SOME, every: BAND }), t('leather ones', 'refine', { count: SOME, every: { ...BAND, and: [word('leather')] } }), t('show more', 'show-more', { count: [0, 3], every: BAND, fresh: true })),
  c('journey cables', t('usb c cables', 'find', { count: SOME, every: CABLE }), t('the cheapest one', 'refine', { count: SOME, every: CABLE, order: 'price-asc' }), t('is it in stock?', 'reference', { stock: at(1, 0) })),
  c('journey topic change', t('mophie', 'find', { count: SOME, every: { brand: ['mophie'] } }), t('actually, show me selfie sticks', 'find', { count: SOME, every: nameHas('selfie stick', 'selfie') }), t('thanks', 'thanks', NONE)),
  c('journey kate spade', t('kate spade iphone 7 plus case', 'find', { count: SOME, every: { brand: ['kate spade new york'] } }), t('other brands', 'refine', { count: SOME, every: CASE, otherBrand: true }), t('compare the first two', 'compare', { about: [at(1, 0), at(1, 1)] })),
  c('journey tracker', t('tile trackers', 'find', { count: SOME, every: { brand: ['Tile'] } }), t('cheaper', 'refine', { count: [0, 3], every: nameHas('tracker', 'tile'), cheaper: true })),
  c('journey prepaid', t('prepaid phones under $50', 'constraint', { count: SOME, every: { ...PHONE, maxPrice: 50 } }), t('show more', 'show-more', { count: SOME, every: { ...PHONE, maxPrice: 50 }, fresh: true }), t('what is your return policy?', 'policy', { ...NONE, says: [FACTS.returnDays] })),
  c('journey mount', t('vent mount', 'find', { count: SOME, every: MOUNT }), t('the second one', 'reference', { about: [at(0, 1)] }), t('add it to my cart', 'cart', { cart: { has: at(0, 1) } })),
  c('journey headset stock', t('jabra headsets', 'find', { count: SOME, every: { brand: ['Jabra'] } }), t('is the first one in stock?', 'reference', { stock: at(0, 0) }), t('and how much is it?', 'reference', { price: at(0, 0) })),
  c('journey galaxy', t('galaxy s7 phones', 'find', { count: SOME, every: { ...PHONE, and: [nameHas('galaxy s7')] } }), t('compare the first two', 'compare', { about: [at(0, 0), at(0, 1)] }), t('do you have cases for it?', 'find', { count: SOME, every: { ...CASE, and: [nameHas('s7')] } })),
  c('journey help then shop', t('what can you do?', 'help', NONE), t('show me power banks under $30', 'constraint', { count: SOME, every: { ...POWER_BANK, maxPrice: 30 } })),

  // Two-turn follow-ups.
  c('speck price', t('speck iphone 7 case', 'find', { count: SOME, every: { brand: ['Speck'] } }), t('how much is the first one?', 'reference', { price: at(0, 0) })),
  c('lightning more', t('lightning cables', 'find', { count: SOME, every: CABLE }), t('show more', 'show-more', { count: SOME, every: CABLE, fresh: true })),
  c('plantronics stock', t('plantronics headsets', 'find', { count: SOME, every: { brand: ['Plantronics'] } }), t('is the first one available?', 'reference', { stock: at(0, 0) })),
  c('tile add', t('tile', 'find', { count: SOME, every: { brand: ['Tile'] } }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } })),
  c('protector compare', t('screen protectors for galaxy s7', 'find', { count: [2, 3], every: PROTECTOR }), t('compare the first two', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('prepaid thanks', t('prepaid phones', 'find', { count: SOME, every: PHONE }), t('thanks a lot', 'thanks', NONE)),
  c('iphone pay', t('iphone se', 'find', { count: SOME, every: PHONE }), t('can I pay on delivery?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] })),
  c('bands cheaper', t('leather apple watch bands', 'find', { count: SOME, every: BAND }), t('cheaper', 'refine', { count: [0, 3], every: BAND, cheaper: true })),
  c('mounts compare', t('car mounts', 'find', { count: [2, 3], every: MOUNT }), t('compare them', 'compare', { about: [at(0, 0), at(0, 1)] })),
  c('sim price', t('sim card', 'find', { count: SOME, every: nameHas('sim') }), t('how much is the first one?', 'reference', { price: at(0, 0) })),
  c('motorola delivery', t('unlocked motorola phones', 'find', { count: SOME, every: { ...PHONE, brand: ['Motorola'] } }), t('how long does delivery take?', 'policy', { ...NONE, says: [FACTS.standardDays] })),
];
