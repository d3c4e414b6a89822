/**
 * A tenth round of conversations, written blind by helper-51 on 2026-11-28: from the three catalogues' data alone
 * (names, brands, categories, tags, specifications, prices, stock) and the shop's policies (packages/domain/src/policy.ts,
 * the payment methods of the order schemas, the demo coupons), without reading the assistant's code, its ADRs or
 * its answers, and without running it before the cases were final, to report how the offline assistant generalises
 * to conversations it was never tuned on. Fifteen conversations per catalogue over every intent of the closed set,
 * most with follow-ups ("the second one", "the green pair", "the Duracell one", "the higher rated one", "anything
 * cheaper?", "other brands?", "better reviewed?", "something nicer, up to $100", "more"), a product named after a
 * list, questions its specifications answer (a warranty, a battery, water resistance, an origin, a size, a weight,
 * 4K video), cart actions and coupons, order status, policies, in shoppers' own words: words the catalogue does not
 * use ("hairdryer", "sound bar", "SUP", "moped", "burner phone", "cafetière", "orthopedic", "snorkelling", "twin-port",
 * "64 gigs"), gifts (a girlfriend, a sister, a niece, a mum, a ten-year-old), prices as ranges or in words
 * ("seventy dollars", "three hundred bucks", "somewhere between 10 and 50"), and a few misspellings ("perfum", "earings",
 * "hedset", "blankit"). Every expectation was checked against the catalogues' data before the run: each rule has a
 * product that satisfies it, each named product exists, is unique by name and is the one the shopper means. One
 * message was changed after the first run and changed back since: the Samsung shopper's "three hundred bucks" was
 * "300 bucks" for a while, since the judge then took only typed digits as the shopper's amount and counted the
 * answer's truthful "$300.00" as an invented price; the judge now takes an amount said in words before a word for
 * money as the shopper's too (judge.ts `typedAmounts`), and the message is as first written. None paraphrases an earlier
 * round's conversation. Split into dev and held-out by the same seeded hash as every case.
 */
import { FACTS, at, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';
import type { ProductRule } from './judge.ts';

const demo = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r10-${name}`, catalogue: 'demo', turns });
const demoOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r10-${name}`, catalogue: 'demo', order: { product }, turns });
const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r10-${name}`, catalogue: 'bestbuy', turns });
const bestbuyOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r10-${name}`, catalogue: 'bestbuy', order: { product }, turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r10-${name}`, catalogue: 'generated', turns });
const generatedOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r10-${name}`, catalogue: 'generated', order: { product }, turns });

const YEARS = (n: number, words: string) => [`${n} year`, `${n}-year`, `${words} year`];

// Demo catalogue (the six sample products and DummyJSON's 194).
const PERFUME = kind('fragrances', 'perfume');
const DOLCE = 'Dolce Shine Eau de';
const WOK = 'Carbon Steel Wok';
const LAPTOP = kind('laptop');
const REALME: ProductRule = { ...kind('smartphone'), brand: ['Realme'] };
const REALME_XT = 'Realme XT';
const EARRING = kind('earring');
const GREEN_OVAL = 'Green Oval Earring';
const SPICE_RACK = 'Spice Rack';
const MICROWAVE = 'Microwave Oven';
const IPAD_MINI = 'iPad Mini 2021 Starlight';
const TAB_S8 = 'Samsung Galaxy Tab S8 Plus Grey';
const FITTECH = 'FitTech Pulse 3 Fitness Smartwatch';
const ECOBREW = 'EcoBrew Organic Single-Origin Coffee Beans, 1 kg';
const FOOTBALL = kind('football');
/** Cheap kitchen bits: DummyJSON's "Kitchen Accessories" subcategory. */
const KITCHEN: ProductRule = { word: 'kitchen accessories', in: ['subcategory'] };
const SCOOTER = 'Scooter Motorcycle';
const SPORTBIKE = 'Sportbike Motorcycle';

// Best Buy catalogue: every product is tagged "cell phones", so a handset is told by its subcategory (not "Cell
// Phone Accessories"); all are rated 0, so no case asks for better reviews.
const HANDSET: ProductRule = { word: ['phone', 'iphone'], in: ['subcategory'], not: { word: 'accessories', in: ['subcategory'] } };
const PREPAID: ProductRule = { ...HANDSET, and: [{ word: 'prepaid', in: ['subcategory'] }] };
const ALCATEL = 'Virgin Mobile - Alcatel One Touch Prepaid Cell Phone - Reddish Black';
const BT_HEADSET: ProductRule = { ...kind('headset'), and: [word('bluetooth')] };
const SCREEN_7_PLUS: ProductRule = { ...kind('screen protector'), and: [word('iphone 7 plus')] };
const ZAGG_GLASS = 'ZAGG - Glass+ Screen Protector for Apple iPhone 7 Plus - Crystal clear';
const INSIGNIA_STRAP = 'Insignia™ - Sport Strap for Apple Watch™ 38mm - White';
const LENS: ProductRule = { word: ['lens', 'lenses'], in: ['name'] };
const SMARTLENS = 'SmartLens - 8X Zoom Clip-On Camera Lens - Black';
const CAR_CHARGER = kind('car charger', 'vehicle charger');
const DURACELL = 'Duracell - Dual USB Vehicle Charger - Black';
const SE_64_ROSE: ProductRule = { word: 'iphone se', in: ['name'], and: [word('64gb'), word('rose gold')] };
const SE_VERIZON = 'Apple - iPhone SE 64GB - Rose Gold (Verizon)';
const HONOR_6X_GOLD = 'Huawei - Honor 6X 4G LTE with 32GB Memory Cell Phone (Unlocked) - Gold';
const NOMAD_BASE = 'Nomad - Base Station for iPhone and Apple Watch';
const BOOSTER = kind('signal booster');
const PIXEL_XL_CASE: ProductRule = { ...kind('case'), and: [word('pixel xl')] };
const WATCH_STAND: ProductRule = { word: 'apple watch', and: [kind('charging stand', 'charging dock', 'dock', 'base station', 'stand', 'charger')] };
const INSIGNIA_STAND = 'Insignia™ - Charging Stand for Apple Watch™';
const UNLOCKED_SAMSUNG: ProductRule = { ...HANDSET, brand: ['Samsung'], and: [word('unlocked')] };

// Generated catalogue.
const WEIGHTED_BLANKET = kind('weighted blanket');
const NORDVIK_BLANKET = 'Nordvik Weighted Blanket Studio';
const PADDLE_BOARD = kind('paddle board');
const KETTLEBELL = kind('kettlebell');
const RIVERSTONE_KETTLEBELL = 'Riverstone Ultralight Kettlebell';
const SOUNDBAR = kind('soundbar');
const VOLTRA_SOUNDBAR = 'Voltra Wireless Dolby Atmos Soundbar Mk III';
const HAIR_DRYER = kind('hair dryer');
const DOG_BED = kind('dog bed');
const CHEAPEST_DOG_BED_IN_STOCK = 'Happy Paws Orthopaedic Dog Bed Atelier';
const PATH_LIGHTS = kind('solar path lights');
const TOOTHBRUSH = kind('electric toothbrush');
const SOLACE_GUN = 'Solace Massage Gun Travel Size';
const CALM_HARBOUR_GUN = 'Calm Harbour Massage Gun Full Size';
const CAT_TREE = 'Happy Paws Durable Cat Tree';
const INSTANT_CAMERA = kind('instant camera');
const KESTREL_CAMERA = 'Kestrel Labs Premium Instant Camera K-73';
const SNORKEL = kind('snorkel set');
const HOT_SAUCE = kind('hot sauce');

export const ROUND10_CASES: EvalCase[] = [
  // Demo.
  demo(
    'girlfriend-perfum-seventy-dolce-in-basket',
    t("a perfum for my girlfriend's birthday, no more than seventy dollars", 'constraint', { count: SOME, every: { ...PERFUME, maxPrice: 70 } }),
    t('the Dolce one - put it in my basket please', 'cart', { cart: { has: named(DOLCE) } }),
  ),
  demo(
    'stir-fry-pan-warranty',
    t('I want to start doing stir fries at home, what should I cook them in?', 'find', { count: SOME, some: { name: WOK } }),
    t("what's the guarantee on the wok?", 'product-question', { about: [named(WOK)], says: [YEARS(2, 'two')] }),
  ),
  demo(
    'editing-laptop-1500-to-2000-cheaper',
    t('a laptop for video editing, budget 1,500 to 2,000', 'constraint', { count: SOME, every: { ...LAPTOP, minPrice: 1499, maxPrice: 2000 } }),
    t('hmm, anything cheaper?', 'refine', { count: SOME, every: LAPTOP, cheaper: true }),
  ),
  demo(
    'realme-phones-second-one-in-cart',
    t('which Realme phones have you got?', 'find', { count: SOME, every: REALME }),
    t('what warranty does the XT have?', 'product-question', { about: [named(REALME_XT)], says: [YEARS(3, 'three')] }),
    t('add the second one to my cart', 'reference', { cart: { has: at(0, 1) } }),
  ),
  demo(
    'earings-for-mum-green-pair',
    t('earings for my mum, under 25 quid', 'constraint', { count: SOME, every: { ...EARRING, maxPrice: 25 } }),
    t("I'll take the green pair", 'cart', { cart: { has: named(GREEN_OVAL) } }),
  ),
  demoOrder(
    'spice-rack-shipped-damaged-return',
    SPICE_RACK,
    t('I ordered a spice rack, order {order} ({email}) - has it shipped yet?', 'order-status', { ...NONE, orderStatus: true }),
    t('and if it turns up broken, can I send it back?', 'policy', { ...NONE, says: [FACTS.returnDays] }),
  ),
  demo(
    'unknown-order-then-help',
    t("what's happening with order CW-AB1234? email pat@example.com", 'order-status', { ...NONE, saysNot: ['shipped', 'delivered'] }),
    t('ok. what else can you do for me?', 'help', NONE),
  ),
  demo(
    'microwave-welcome10-free-delivery',
    t('pop a microwave in my basket', 'cart', { cart: { has: named(MICROWAVE) } }),
    t('use code welcome10', 'cart', { ...NONE, cart: { has: named(MICROWAVE), coupon: 'WELCOME10', totalStated: true } }),
    t('do I get free delivery on that?', 'policy', { ...NONE, says: [['free']] }),
  ),
  demo(
    'ipad-mini-or-tab-s8-rating-price',
    t('iPad Mini or the Galaxy Tab S8 Plus - which one is rated higher?', 'compare', { about: [named(IPAD_MINI), named(TAB_S8)] }),
    t('how much is the Samsung?', 'reference', { about: [named(TAB_S8)], price: named(TAB_S8) }),
  ),
  demo(
    'marathon-gps-watch-battery-swim',
    t('a sports watch with GPS for my marathon training', 'find', { count: SOME, some: { name: FITTECH } }),
    t('how many days does the battery last on the FitTech?', 'product-question', { about: [named(FITTECH)], says: [['10 days', 'ten days']] }),
    t('can I wear it swimming?', 'product-question', { about: [named(FITTECH)], says: [['5 ATM', '50 metres', '50 m', '50m', '50 meters']] }),
  ),
  demo(
    'cafetiere-organic-beans-origin',
    t('decent coffee beans for my cafetière, organic if possible', 'find', { count: SOME, some: { name: ECOBREW } }),
    t('where are the EcoBrew ones grown?', 'product-question', { about: [named(ECOBREW)], says: [['Colombia']] }),
  ),
  demo(
    'hello-taxi-then-football-gift',
    t('hello!', 'greeting', NONE),
    t('can you book me a taxi to the airport?', 'out-of-scope', NONE),
    t('fair enough. a present for a 10-year-old who loves football', 'find', { count: SOME, every: FOOTBALL }),
  ),
  demo(
    'express-cost-cash-ta',
    t('how much is express delivery, and how quick is it?', 'policy', { ...NONE, says: [FACTS.shippingFee, FACTS.expressDays] }),
    t('can I pay cash when the parcel comes?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] }),
    t('ta very much', 'thanks', NONE),
  ),
  demo(
    'kitchen-bits-under-a-fiver-more',
    t('cheap kitchen bits under $5', 'constraint', { count: SOME, every: { ...KITCHEN, maxPrice: 5 } }),
    t('any more?', 'show-more', { count: SOME, every: { ...KITCHEN, maxPrice: 5 }, fresh: true }),
  ),
  demo(
    'moped-for-town-sportbike-stock',
    t('something to get round town on, like a moped', 'find', { count: SOME, some: { name: SCOOTER } }),
    t('is the Sportbike Motorcycle in stock?', 'named-product', { about: [named(SPORTBIKE)], stock: named(SPORTBIKE) }),
  ),

  // Best Buy.
  bestbuy(
    'burner-prepaid-twenty-virgin-stock',
    t('a cheap burner phone, prepaid, $20 tops', 'constraint', { count: SOME, every: { ...PREPAID, maxPrice: 20 } }),
    t('is the Virgin Mobile one in stock?', 'reference', { about: [named(ALCATEL)], stock: named(ALCATEL) }),
  ),
  bestbuy(
    'jabra-hedset-driving-cheaper',
    t('a Jabra bluetooth hedset for driving', 'find', { count: SOME, every: { ...BT_HEADSET, brand: ['Jabra'] } }),
    t('any cheaper ones, any brand?', 'refine', { count: SOME, every: BT_HEADSET, cheaper: true }),
  ),
  bestbuy(
    'iphone-7-plus-glass-zagg-price',
    t('tempered glass screen guard for an iPhone 7 Plus', 'find', { count: SOME, every: SCREEN_7_PLUS, some: word('glass') }),
    t('how much is the ZAGG one?', 'reference', { about: [named(ZAGG_GLASS)], price: named(ZAGG_GLASS) }),
  ),
  bestbuy(
    'wife-38mm-white-sport-strap-cart',
    t('a white sport strap for my wife\'s 38mm Apple Watch', 'find', { count: SOME, some: { name: INSIGNIA_STRAP } }),
    t('great, add the Insignia one to my cart', 'cart', { cart: { has: named(INSIGNIA_STRAP) } }),
  ),
  bestbuy(
    'zoom-clip-on-lens-price',
    t('a clip-on lens so I can zoom in with my phone camera', 'find', { count: SOME, every: LENS, some: { name: SMARTLENS } }),
    t("what's the 8x zoom one cost?", 'reference', { about: [named(SMARTLENS)], price: named(SMARTLENS) }),
  ),
  bestbuy(
    'twin-port-car-charger-duracell',
    t('a twin-port USB charger for the car', 'find', { count: SOME, every: CAR_CHARGER }),
    t('put the Duracell one in my basket', 'named-product', { cart: { has: named(DURACELL) } }),
  ),
  bestbuy(
    'iphone-se-64-gigs-rose-gold-verizon',
    t('an iPhone SE with 64 gigs in rose gold', 'find', { count: SOME, every: SE_64_ROSE }),
    t("I'm on Verizon, add that version to my cart", 'cart', { cart: { has: named(SE_VERIZON) } }),
  ),
  bestbuyOrder(
    'pixel-case-order-gone-out-thanks',
    'Spigen - Liquid Crystal Case for Google Pixel XL',
    t('has order {order} gone out yet? {email}', 'order-status', { ...NONE, orderStatus: true }),
    t('cool, thanks!', 'thanks', NONE),
  ),
  bestbuy(
    'xperia-xa-or-honor-6x-storage-gold',
    t('Sony Xperia XA or Huawei Honor 6X - which has more storage?', 'compare', { says: [['32GB', '32 GB']] }),
    t('ok, add the gold Honor 6X to my cart', 'cart', { cart: { has: named(HONOR_6X_GOLD) } }),
  ),
  bestbuy(
    'nomad-base-station-welcome10-return',
    t('add the Nomad Base Station for iPhone and Apple Watch to my cart', 'cart', { cart: { has: named(NOMAD_BASE) } }),
    t('and apply WELCOME10', 'cart', { ...NONE, cart: { has: named(NOMAD_BASE), coupon: 'WELCOME10', totalStated: true } }),
    t("if it doesn't fit on my nightstand, how long have I got to return it?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
  ),
  bestbuy(
    'help-cabin-signal-booster-under-300',
    t('what can you help me with?', 'help', NONE),
    t('we get hardly any signal at our cabin, anything to boost it?', 'find', { count: SOME, every: BOOSTER }),
    t('something under 300?', 'constraint', { count: SOME, every: { ...BOOSTER, maxPrice: 300 } }),
  ),
  bestbuy(
    'cover-letter-then-clear-pixel-xl-case-more',
    t('can you write my cover letter for me?', 'out-of-scope', NONE),
    t('ok then, a clear case for a Pixel XL', 'find', { count: SOME, every: PIXEL_XL_CASE, some: word('clear', 'crystal') }),
    t('show me a few others', 'show-more', { count: SOME, every: PIXEL_XL_CASE, fresh: true }),
  ),
  bestbuy(
    'delivery-time-wrong-size-return-cheers',
    t('if I order a screen protector today, when would it get to me?', 'policy', { ...NONE, says: [FACTS.standardDays] }),
    t("and if it's the wrong size can I return it?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
    t('cheers', 'thanks', NONE),
  ),
  bestbuy(
    'bedside-apple-watch-stand-nicer',
    t('a stand to charge my Apple Watch on the bedside table', 'find', { count: SOME, every: WATCH_STAND, some: { name: INSIGNIA_STAND } }),
    t('something nicer, up to $100', 'refine', { count: SOME, every: { ...WATCH_STAND, maxPrice: 100 }, pricier: true }),
  ),
  bestbuy(
    'hey-unlocked-samsung-three-hundred-other-brands',
    t('hey there', 'greeting', NONE),
    t('an unlocked Samsung for under three hundred bucks', 'constraint', { count: SOME, every: { ...UNLOCKED_SAMSUNG, maxPrice: 300 } }),
    t('what about other brands?', 'refine', { count: SOME, every: { ...HANDSET, maxPrice: 300 }, otherBrand: true }),
  ),

  // Generated.
  generated(
    'heavy-blanket-anxiety-nordvik-size',
    t('a heavy blankit that helps with anxiety, under £50', 'constraint', { count: SOME, every: { ...WEIGHTED_BLANKET, maxPrice: 50 } }),
    t('what size is the Nordvik one?', 'product-question', { about: [named(NORDVIK_BLANKET)], says: [['King']] }),
  ),
  generated(
    'sup-for-the-lake-cheaper',
    t('a SUP board for paddling on the lake', 'find', { count: SOME, every: PADDLE_BOARD }),
    t('anything cheaper than those?', 'refine', { every: PADDLE_BOARD, cheaper: true }),
  ),
  generated(
    'kettlebell-10-to-50-riverstone',
    t('a kettlebell for home workouts, somewhere between 10 and 50 dollars', 'constraint', { count: SOME, every: { ...KETTLEBELL, minPrice: 10, maxPrice: 50 } }),
    t('is the Riverstone Ultralight Kettlebell in stock?', 'named-product', { about: [named(RIVERSTONE_KETTLEBELL)], stock: named(RIVERSTONE_KETTLEBELL) }),
    t('how heavy is it?', 'product-question', { about: [named(RIVERSTONE_KETTLEBELL)], says: [['6.6 kg', '6.6kg']] }),
  ),
  generated(
    'atmos-sound-bar-under-200-warranty',
    t('a sound bar with Dolby Atmos for the telly, under 200 quid', 'constraint', { count: SOME, every: { ...SOUNDBAR, maxPrice: 200 } }),
    t("what's the warranty on it?", 'product-question', { about: [named(VOLTRA_SOUNDBAR)], says: [YEARS(2, 'two')] }),
  ),
  generated(
    'sister-hairdryer-around-30-better-reviewed',
    t("a hairdryer for my sister's birthday, around 30 dollars", 'constraint', { count: SOME, every: { ...HAIR_DRYER, minPrice: 20, maxPrice: 40 } }),
    t('any better reviewed?', 'refine', { count: SOME, every: HAIR_DRYER, betterRated: true }),
  ),
  generated(
    'orthopedic-bed-old-labrador-cheapest-in-stock',
    t('an orthopedic bed for my old labrador', 'find', { count: SOME, every: DOG_BED }),
    t("put the cheapest one that's in stock in my basket", 'cart', { cart: { has: named(CHEAPEST_DOG_BED_IN_STOCK) } }),
  ),
  generatedOrder(
    'balance-bike-order-cash',
    'Playbright Balance Bike',
    t('any news on order {order}? my email is {email}', 'order-status', { ...NONE, orderStatus: true }),
    t('do I pay when it arrives or is it already charged?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] }),
  ),
  generated(
    'hi-help-solar-path-lights-in-stock-under-20',
    t('hi', 'greeting', NONE),
    t('how does this work?', 'help', NONE),
    t('solar lights to line the garden path', 'find', { count: SOME, every: PATH_LIGHTS }),
    t('only ones in stock and under $20', 'constraint', { count: SOME, every: { ...PATH_LIGHTS, maxPrice: 20, inStock: true } }),
  ),
  generated(
    'dentist-then-toothbrush-under-10-quid',
    t('can you book me in at the dentist?', 'out-of-scope', NONE),
    t('ha, no. an electric toothbrush then, nothing over 10 quid', 'constraint', { count: SOME, every: { ...TOOTHBRUSH, maxPrice: 10 } }),
  ),
  generated(
    'massage-guns-rated-higher-in-cart',
    t('Solace Massage Gun Travel Size or Calm Harbour Massage Gun Full Size - which do people rate higher?', 'compare', { about: [named(SOLACE_GUN), named(CALM_HARBOUR_GUN)] }),
    t('add the higher rated one to my cart', 'cart', { cart: { has: named(SOLACE_GUN) } }),
  ),
  generated(
    'cat-tree-welcome10-cheers',
    t('add the Happy Paws Durable Cat Tree to my basket', 'cart', { cart: { has: named(CAT_TREE) } }),
    t('use code welcome10', 'cart', { ...NONE, cart: { has: named(CAT_TREE), coupon: 'WELCOME10', totalStated: true } }),
    t('cheers!', 'thanks', NONE),
  ),
  generated(
    'niece-instant-camera-under-80-4k',
    t('a polaroid-style instant camera for my niece, under $80', 'constraint', { count: SOME, every: { ...INSTANT_CAMERA, maxPrice: 80 } }),
    t('does the Kestrel Labs one record 4K video?', 'product-question', { about: [named(KESTREL_CAMERA)], says: [['4K']] }),
  ),
  generated(
    'snorkelling-crete-more',
    t('snorkelling gear for our holiday in Crete', 'find', { count: SOME, every: SNORKEL }),
    t('show me some more', 'show-more', { count: SOME, every: SNORKEL, fresh: true }),
  ),
  generated(
    'hot-sauce-other-brands',
    t('something to spice up my cooking - hot sauce', 'find', { count: SOME, every: HOT_SAUCE }),
    t('other brands?', 'refine', { count: SOME, every: HOT_SAUCE, otherBrand: true }),
  ),
  generated(
    'balance-bike-return-standard-delivery',
    t("if my kid doesn't get on with a balance bike, can I send it back?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
    t('how long does normal delivery take?', 'policy', { ...NONE, says: [FACTS.standardDays] }),
  ),
];
