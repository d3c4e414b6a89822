/**
 * A fifth round of conversations (2026-11-27), written blind: from the three catalogues' data alone (names,
 * brands, categories, tags, specifications, prices, stock), without reading the assistant's code or running
 * it, and committed before their first run, to report how the offline assistant does on conversations it was
 * never tuned on. Fifteen per catalogue, over every intent of the closed set, most with follow-ups ("the
 * first one", "it", "cheaper", a product named after a list). Split into dev and held-out by the same seeded
 * hash as every case; `npm run eval:assistant -- --only-ids r5` reports them alone.
 */
import { at, FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';
import type { ProductRule } from './judge.ts';

const demo = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r5 ${name}`, catalogue: 'demo', turns });
const demoOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r5 ${name}`, catalogue: 'demo', order: { product }, turns });
const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r5 ${name}`, catalogue: 'bestbuy', turns });
const bestbuyOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r5 ${name}`, catalogue: 'bestbuy', order: { product }, turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r5 ${name}`, catalogue: 'generated', turns });
const generatedOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r5 ${name}`, catalogue: 'generated', order: { product }, turns });

// Demo catalogue.
const EARRING = kind('earring');
const WATCH = kind('watch');
const WOMENS = kind('women', 'womens');
const SHOES = kind('shoes', 'sneakers', 'trainers', 'cleats', 'slipper');
const EARPHONES = kind('headphones', 'earphones', 'earbuds');
const PERFUME = kind('fragrance', 'perfume');
const VEGETABLE = kind('vegetable');
const SPEAKER = 'SoundWave Boom Go Portable Bluetooth Speaker';
const BEANS = 'EcoBrew Organic Single-Origin Coffee Beans, 1 kg';

// Best Buy catalogue: every product is tagged "cell phones", so a handset is told by its subcategory (not "Cell
// Phone Accessories").
const HANDSET: ProductRule = { word: ['phone', 'iphone'], in: ['subcategory'], not: { word: 'accessories', in: ['subcategory'] } };
const CASE = kind('case');
const STRAP = kind('strap', 'band');
const BOOSTER = kind('signal booster', 'antenna');
const LENS = kind('lens', 'lenses');
const BATTERY = kind('battery');
const POPSOCKET = kind('popsocket');
const GEAR_VR = 'Samsung - Gear VR for Select Samsung Cell Phones - Blue Black';
const REFILL = 'Cricket Wireless - $25 Refill Card';
const WATCH_STAND = 'Insignia™ - Charging Stand for Apple Watch™';

// Generated catalogue.
const BLANKET = kind('weighted blanket');
const WRAP_DRESS = kind('wrap dress');
const DASH_CAM = kind('dash cam');
const HAMSTER_CAGE = kind('hamster cage');
const HUTCH = kind('rabbit hutch');
const PUZZLE = kind('jigsaw puzzle');
const HOOPS = kind('hoop earrings');
const THERMOSTAT = kind('smart thermostat');
const HAIR_DRYER = kind('hair dryer');
const WETSUIT = kind('wetsuit');
const FOAM_ROLLER = kind('foam roller');
const DUMBBELLS = 'Summit Ridge Adjustable Dumbbells';
const AIR_FRYER = 'Casa Brava Air Fryer';
const BIG_BLANKET = 'Hearthstone Weighted Blanket Original';

export const ROUND5_CASES: EvalCase[] = [
  // Demo.
  demo(
    'earrings for sister',
    t('looking for some earrings for my sister, nothing above $25', 'constraint', { count: SOME, every: { ...EARRING, maxPrice: 25 } }),
    t('pop the first one in my basket', 'cart', { cart: { has: at(0, 0) } }),
  ),
  demo(
    'luxury watch then cheaper',
    t('show me a luxury watch over $5,000', 'constraint', { count: SOME, every: { ...WATCH, minPrice: 5000 } }),
    t('hmm, too steep. something cheaper?', 'refine', { count: SOME, every: WATCH, cheaper: true }),
  ),
  demo(
    'oppo versus realme',
    t("what's the difference between the Oppo K1 and the Realme X?", 'compare', { about: [named('Oppo K1'), named('Realme X')] }),
    t("ok, I'll take the Oppo, add it to my cart", 'cart', { cart: { has: named('Oppo K1') } }),
  ),
  demo(
    'speaker weight and battery',
    t('how heavy is the SoundWave Boom Go?', 'product-question', { about: [named(SPEAKER)], says: [['540 g', '540g', '540 grams']] }),
    t('and how long will it play on one charge?', 'product-question', { about: [named(SPEAKER)], says: [['20 hours', '20 h', 'twenty hours']] }),
  ),
  demo(
    'coffee origin and form',
    t('where are the EcoBrew coffee beans from?', 'product-question', { about: [named(BEANS)], says: [['Colombia', 'Huila']] }),
    t('are they whole bean or ground?', 'product-question', { says: [['whole bean', 'whole-bean']] }),
    t('great, add a bag to my cart', 'cart', { cart: { has: named(BEANS) } }),
  ),
  demo(
    'gold watch sold out',
    t('is the Watch Gold for Women still available?', 'product-question', { about: [named('Watch Gold for Women')], stock: named('Watch Gold for Women') }),
    t("ok then, show me other women's watches you actually have in stock", 'refine', { count: SOME, every: { ...WATCH, inStock: true, and: [WOMENS] } }),
  ),
  demo(
    'vegetables more and shipping',
    t('fresh vegetables please', 'find', { count: SOME, every: VEGETABLE }),
    t('what other vegetables do you have?', 'show-more', { count: SOME, every: VEGETABLE, fresh: true }),
    t('if I only buy these, do I pay for delivery?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] }),
  ),
  demoOrder(
    'racket order and arrival',
    'Tennis Racket',
    t('hi, could you look up order {order}? I used {email}', 'order-status', { ...NONE, orderStatus: true }),
    t('roughly how many days until it arrives?', 'policy', { ...NONE, says: [FACTS.standardDays] }),
  ),
  demo(
    'cricket bat with save5',
    t("I'd like the Cricket Bat in my cart please", 'cart', { cart: { has: named('Cricket Bat') } }),
    t('I have a code, SAVE5', 'cart', { ...NONE, cart: { coupon: 'SAVE5', totalStated: true } }),
  ),
  demo(
    'golf balls in and out',
    t('do you sell anything for golf?', 'find', { count: SOME, every: kind('golf') }),
    t('add the golf balls to my cart', 'cart', { cart: { has: named('Golf Ball') } }),
    t('on second thought, take them out', 'cart', { cart: { lacks: named('Golf Ball') } }),
  ),
  demo('evening help', t('good evening! what sort of things can you help me with?', 'help', NONE)),
  demo(
    'restaurant then knife',
    t('can you book me a table at an italian restaurant tonight?', 'out-of-scope', NONE),
    t('never mind. I need a sharp kitchen knife', 'find', { count: SOME, every: kind('knife', 'cutlery') }),
  ),
  demo(
    'womens shoes 30 to 60',
    t("women's shoes between $30 and $60", 'constraint', { count: [2, 3], every: { ...SHOES, minPrice: 30, maxPrice: 60 } }),
    t("what's the price of the second one?", 'reference', { price: at(0, 1) }),
    t('perfect, thank you', 'thanks', NONE),
  ),
  demo(
    'apple headphones other brand',
    t('Apple headphones', 'find', { count: SOME, every: { ...EARPHONES, brand: ['Apple'] } }),
    t('not Apple, another brand', 'refine', { count: SOME, every: EARPHONES, otherBrand: true }),
  ),
  demo(
    'perfume better reviews',
    t('a perfume for under $100', 'constraint', { count: SOME, every: { ...PERFUME, maxPrice: 100 } }),
    t('do any have better reviews?', 'refine', { every: PERFUME, betterRated: true }),
  ),

  // Best Buy.
  bestbuy(
    'signal booster for home',
    t('the signal in my house is awful, do you sell signal boosters?', 'find', { count: SOME, every: BOOSTER }),
    t('which ones are below $200?', 'refine', { count: SOME, every: { ...BOOSTER, maxPrice: 200 } }),
  ),
  bestbuy(
    'clip-on lens then cheaper',
    t('a clip-on camera lens for my phone', 'find', { count: SOME, every: LENS }),
    t('anything less expensive?', 'refine', { every: LENS, cheaper: true }),
  ),
  bestbuy(
    'cricket refill card',
    t('I need a $25 refill card for Cricket Wireless', 'find', { count: SOME, first: { name: REFILL } }),
    t('add it to my cart', 'cart', { cart: { has: named(REFILL) } }),
  ),
  bestbuy(
    'refurbished iphone under 200',
    t('a refurbished iphone for less than 200 bucks', 'constraint', { count: SOME, every: { ...kind('refurbished'), maxPrice: 200, and: [word('iphone')] } }),
    t('is the first one in stock?', 'reference', { stock: at(0, 0) }),
  ),
  bestbuy(
    'lg battery thanks',
    t('replacement battery for an LG phone', 'find', { count: SOME, every: { ...BATTERY, and: [word('lg')] } }),
    t('thanks a bunch!', 'thanks', NONE),
  ),
  bestbuy(
    'gear vr after cases',
    t('iphone 6 plus cases', 'find', { count: SOME, every: { ...CASE, and: [word('6 plus', '6s plus')] } }),
    t('and the Samsung Gear VR, can I get one?', 'named-product', { about: [named(GEAR_VR)], stock: named(GEAR_VR) }),
  ),
  bestbuy(
    'xperia compare and stock',
    t('unlocked Sony Xperia phones', 'find', { count: [2, 3], every: { ...HANDSET, brand: ['Sony'] } }),
    t("what's the difference between the first two?", 'compare', { about: [at(0, 0), at(0, 1)] }),
    t('is the second one in stock?', 'reference', { stock: at(0, 1) }),
  ),
  bestbuyOrder(
    'popsocket order shipped',
    'PopSockets - White Marble Grip and Stand for Mobile Devices - Black/Black',
    t("has my order shipped yet? it's {order}, email {email}", 'order-status', { ...NONE, orderStatus: true }),
  ),
  bestbuy(
    'watch stand with welcome10',
    t('the Insignia charging stand for apple watch', 'find', { count: SOME, first: { name: WATCH_STAND } }),
    t('put it in my cart', 'cart', { cart: { has: named(WATCH_STAND) } }),
    t("I've got the code WELCOME10, use it please", 'cart', { ...NONE, cart: { coupon: 'WELCOME10', totalStated: true } }),
  ),
  bestbuy(
    'popsocket big20 too small',
    t('popsockets', 'find', { count: SOME, every: POPSOCKET }),
    t('add the first one', 'cart', { cart: { has: at(0, 0) } }),
    t('apply BIG20', 'cart', { ...NONE, cart: { coupon: null } }),
  ),
  bestbuy('delivery if ordered today', t('if I order a case today, when should I expect it?', 'policy', { ...NONE, says: [FACTS.standardDays] })),
  bestbuy('hey then movie', t('hey there', 'greeting', NONE), t('can you recommend a good movie for tonight?', 'out-of-scope', NONE)),
  bestbuy(
    'nomad straps other maker',
    t('Nomad watch straps', 'find', { count: SOME, every: { ...STRAP, brand: ['Nomad'] } }),
    t('do you have those from a different maker?', 'refine', { count: SOME, every: STRAP, otherBrand: true }),
  ),
  bestbuy(
    'gear s3 straps more',
    t('straps for my Samsung Gear S3', 'find', { count: SOME, every: { ...STRAP, and: [word('gear s3')] } }),
    t('let me see a few more', 'show-more', { count: SOME, every: { ...STRAP, and: [word('gear s3')] }, fresh: true }),
  ),
  bestbuy(
    'motorola under 150 pricier',
    t('a Motorola phone for under $150', 'constraint', { count: SOME, every: { ...HANDSET, maxPrice: 150, and: [{ word: ['motorola', 'moto'], in: ['name', 'brand'] }] } }),
    t('something a bit more expensive', 'refine', { count: SOME, every: HANDSET, pricier: true }),
  ),

  // Generated.
  generated(
    'weighted blanket available',
    t('I sleep badly, maybe a weighted blanket would help?', 'find', { count: SOME, every: BLANKET }),
    t('can I get the first one right now, is it available?', 'reference', { stock: at(0, 0) }),
  ),
  generated(
    'wrap dress best rated',
    t('wrap dresses under $80', 'constraint', { count: SOME, every: { ...WRAP_DRESS, maxPrice: 80 } }),
    t('which of those is rated best?', 'refine', { count: SOME, every: WRAP_DRESS, first: { minRating: 4.3 } }),
  ),
  generated(
    'dash cam cheaper',
    t('a dash cam for my car', 'find', { count: SOME, every: DASH_CAM }),
    t('anything cheaper than those?', 'refine', { every: DASH_CAM, cheaper: true }),
  ),
  generated(
    'hamster then rabbit',
    t('a cage for my hamster', 'find', { count: SOME, every: HAMSTER_CAGE }),
    t('and do you have hutches for rabbits?', 'find', { count: SOME, every: HUTCH }),
  ),
  generated('jigsaw on sale', t('1000 piece jigsaw puzzles on sale', 'constraint', { count: SOME, every: { ...PUZZLE, onSale: true } })),
  generated(
    'hoops then titanium pricier',
    t('hoop earrings under $25', 'constraint', { count: SOME, every: { ...HOOPS, maxPrice: 25 } }),
    t('something pricier, in titanium?', 'refine', { count: SOME, every: { ...HOOPS, and: [word('titanium')] }, pricier: true }),
  ),
  generated(
    'thermostats compare',
    t('smart thermostats', 'find', { count: [2, 3], every: THERMOSTAT }),
    t('how do the first two differ?', 'compare', { about: [at(0, 0), at(0, 1)] }),
  ),
  generated(
    'hair dryer four stars price',
    t('a hair dryer with at least 4 stars', 'constraint', { count: SOME, every: { ...HAIR_DRYER, minRating: 4 } }),
    t('what does the first one cost?', 'reference', { price: at(0, 0) }),
  ),
  generated(
    'dumbbells weight and warranty',
    t('how much do the Summit Ridge Adjustable Dumbbells weigh?', 'product-question', { about: [named(DUMBBELLS)], says: ['2.6 kg'] }),
    t('and what warranty comes with them?', 'product-question', { about: [named(DUMBBELLS)], says: [['1 year', 'one year', '1-year']] }),
  ),
  generated(
    'air fryer origin and care',
    t('which country is the Casa Brava Air Fryer made in?', 'product-question', { about: [named(AIR_FRYER)], says: ['Italy'] }),
    t('can it go in the dishwasher?', 'product-question', { says: ['dishwasher'] }),
  ),
  generatedOrder(
    'blanket order then thanks',
    'Nordvik Weighted Blanket Studio',
    t("what's happening with my order {order}? email: {email}", 'order-status', { ...NONE, orderStatus: true }),
    t("thanks, that's all", 'thanks', NONE),
  ),
  generated(
    'big blanket with big20',
    t('add the Hearthstone Weighted Blanket Original to my cart', 'cart', { cart: { has: named(BIG_BLANKET) } }),
    t('apply the code BIG20', 'cart', { ...NONE, cart: { coupon: 'BIG20', totalStated: true } }),
  ),
  generated(
    'small order shipping and returns',
    t('would a $30 order ship free?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] }),
    t('and how long do I have to return something?', 'policy', { ...NONE, says: [FACTS.returnDays] }),
  ),
  generated(
    'tokyo time then wetsuits',
    t("what's the time in Tokyo right now?", 'out-of-scope', NONE),
    t('ok, then show me wetsuits on sale', 'constraint', { count: SOME, every: { ...WETSUIT, onSale: true } }),
  ),
  generated(
    'foam rollers other makers',
    t('Apex Motion foam rollers', 'find', { count: SOME, every: { ...FOAM_ROLLER, brand: ['Apex Motion'] } }),
    t('any from other makers?', 'refine', { count: SOME, every: FOAM_ROLLER, otherBrand: true }),
  ),
];
