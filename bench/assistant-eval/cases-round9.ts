/**
 * A ninth round of conversations, written blind: from the three catalogues' data alone (names, brands,
 * categories, tags, specifications, prices, stock) and the shop's policies (packages/domain/src/policy.ts, the
 * payment methods of the order schemas, the demo coupons), without reading the assistant's code, its history or
 * its answers, and without running it, to report how the offline assistant generalises to conversations it was
 * never tuned on. Sixteen demo, fifteen Best Buy and fourteen generated conversations over every intent of the
 * closed set, most with follow-ups ("it", "the Puma pair", "the XL", "any in blue?", "cheaper", "other brands",
 * "more", "the cheapest you've got in stock", a product named after a list, a question its specifications answer,
 * a shipping threshold the basket just misses), in shoppers' own words: words the catalogue does not use ("telly",
 * "trolley", "hosepipe", "pay as you go", "action cam", "airfryer", "hoop", "jogging"), prices in "quid" or
 * "bucks", and a few misspellings ("stik", "pilow", "cofee"). Every expectation was checked against the
 * catalogues' data before committing: each rule has a product that satisfies it, each named product exists and
 * is the one the shopper means. None paraphrases an earlier round's conversation. Split into dev and held-out by
 * the same seeded hash as every case.
 */
import { FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';
import type { ProductRule } from './judge.ts';

const demo = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r9-${name}`, catalogue: 'demo', turns });
const demoOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r9-${name}`, catalogue: 'demo', order: { product }, turns });
const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r9-${name}`, catalogue: 'bestbuy', turns });
const bestbuyOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r9-${name}`, catalogue: 'bestbuy', order: { product }, turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r9-${name}`, catalogue: 'generated', turns });
const generatedOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r9-${name}`, catalogue: 'generated', order: { product }, turns });

const YEARS = (n: number, words: string) => [`${n} year`, `${n}-year`, `${words} year`];

// Demo catalogue (the six sample products and DummyJSON's 194).
/** Men's shoes: the subcategory ("Mens Shoes"), for a dad. */
const MENS_SHOES: ProductRule = { word: 'mens shoes', in: ['subcategory'] };
const PUMA = 'Puma Future Rider Trainers';
const LUXVISION = 'LuxVision 65" 4K OLED Smart TV';
const SOUNDMAX = 'SoundMax Pro ANC Wireless Headphones';
const HEADPHONES = kind('headphones', 'earphones', 'earbuds');
const TABLET = kind('tablet');
const GALAXY_TAB = 'Samsung Galaxy Tab White';
const SWING = 'Decoration Swing';
const WATCH: ProductRule = { word: ['watch', 'smartwatch'], in: ['name', 'subcategory', 'tags'] };
const BELT_WATCH = 'Brown Leather Belt Watch';
const LONGINES = 'Longines Master Collection';
const ICE_TRAY = 'Ice Cube Tray';
const TABLE_LAMP = 'Table Lamp';
const GALAXY_S10 = 'Samsung Galaxy S10';
const IPHONE_X = 'iPhone X';
const SMARTPHONE = kind('smartphone');
const BASKETBALL: ProductRule = { word: 'basketball', in: ['name', 'tags'] };
const HOOP = 'Basketball Rim';
const COOKING_OIL = 'Cooking Oil';
const STOVE = 'Electric Stove';
const WHISK = 'Black Whisk';
const HAND_SOAP = 'Attitude Super Leaves Hand Soap';
/** Make-up: DummyJSON's "Beauty" subcategory (nail polish, mascara, lipstick, powder, eyeshadow). */
const MAKEUP: ProductRule = { word: 'beauty', in: ['subcategory'] };

// Best Buy catalogue: every product is tagged "cell phones", so a handset is told by its subcategory (not "Cell
// Phone Accessories"); its only specification is a category path, so questions are answered by the name.
const HANDSET: ProductRule = { word: ['phone', 'iphone'], in: ['subcategory'], not: { word: 'accessories', in: ['subcategory'] } };
const CASE = kind('case');
const LG_441G = 'TracFone - LG 441G Prepaid Cell Phone';
const SELFIE_STICK = kind('selfie stick');
const CLICKSTICK = 'Digital Treasures - Clickstick! Wired Selfie Stick - Purple';
const KATE_SPADE_ROSE = 'kate spade new york - Protective Hardshell Case for Apple® iPhone® 7 - Rose symphony';
const WIRELESS_CHARGER = kind('wireless charger');
const ATT_SIM = 'AT&T - GoPhone SIM Kit';
const SIM = kind('sim', 'sim card', 'sim kit');
const KANEX_CABLE = "Kanex - 4' Lightning-to-USB Charge-and-Sync Cable - Black";
const PIXEL_XL = 'Google - Pixel XL 4G LTE with 32GB Memory Cell Phone - Quite Black (Verizon)';
const PIXEL_SILVER = 'Google - Pixel 4G LTE with 32GB Memory Cell Phone - Very Silver (Verizon)';
const MOTO_G: ProductRule = { ...HANDSET, and: [word('moto g')] };
const LIGHTNING_CABLE: ProductRule = { ...kind('cable'), and: [word('lightning')] };
const MOUNT: ProductRule = { word: ['mount', 'holder'], in: ['name', 'tags'] };
const LIFEPROOF_NUUD = 'LifeProof - NÜÜD Protective Waterproof Case for Apple® iPhone® 6s Plus - Avalanche white';
const CASE_6S_PLUS: ProductRule = { ...CASE, and: [word('6s plus')] };
const WATERPROOF_6S_PLUS: ProductRule = { ...CASE_6S_PLUS, and: [word('6s plus'), word('waterproof')] };

// Generated catalogue.
const RUNNING_SHOES = kind('running shoes');
const SALTMARSH_RUNNERS = 'Saltmarsh Relaxed Running Shoes';
const AIR_FRYER = kind('air fryer');
const CASA_BRAVA_FRYER = 'Casa Brava Air Fryer';
const HOSE_REEL = kind('hose reel');
const CHEAPEST_HOSE_REEL_IN_STOCK = 'Nordvik Cosy Garden Hose Reel Nordic';
const ACTION_CAMERA = kind('action camera');
const VOLTRA_CAM = 'Voltra Compact Action Camera UB-50';
const CHESS = kind('chess set');
const DOORBELL = kind('video doorbell');
const SONIQUE_DOORBELL = 'Sonique Video Doorbell KJ-740';
const PILLOW = kind('memory foam pillow');
const JIGSAW = kind('jigsaw puzzle', 'jigsaw');
const DECAF: ProductRule = { word: ['decaf', 'decaffeinated'], in: ['name', 'tags', 'specs'] };
const GOLDEN_ACRE_BEANS = 'Golden Acre Whole Bean Coffee';
const TOWELS = 'Greenway Minimalist Waffle Bath Towels';
const FERNHILL_ESPRESSO = 'Fernhill Espresso Machine';
const OAKHAVEN_ESPRESSO = 'Oakhaven Rustic Espresso Machine';
const MARBLE_RUN = kind('marble run');
const TINY_TINKERS_RUN = 'Tiny Tinkers Classic Marble Run';
const BIKE_LIGHTS = kind('bike lights', 'bike light');

export const ROUND9_CASES: EvalCase[] = [
  // Demo.
  demo(
    'dad-runner-trainers-under-100-quid',
    t("trainers for my dad, he's gotten into running", 'find', { count: SOME, every: MENS_SHOES }),
    t('anything under 100 quid?', 'constraint', { count: SOME, every: { ...MENS_SHOES, maxPrice: 100 } }),
    t('is the Puma pair in stock?', 'reference', { about: [named(PUMA)], stock: named(PUMA) }),
  ),
  demo(
    'telly-hdr-formats',
    t('a big telly for the lounge', 'find', { count: SOME, some: { name: LUXVISION } }),
    t('which HDR formats does it support?', 'product-question', { about: [named(LUXVISION)], says: [['Dolby Vision'], ['HDR10']] }),
  ),
  demo(
    'flight-headphones-weight-other-brands',
    t('something to block out engine noise on long flights', 'find', { count: SOME, some: { name: SOUNDMAX } }),
    t('how heavy are the SoundMax ones?', 'product-question', { about: [named(SOUNDMAX)], says: [['254 g', '254g', '254 grams']] }),
    t('do other brands make something similar?', 'refine', { count: SOME, every: HEADPHONES, otherBrand: true }),
  ),
  demo(
    'tablet-for-nan-warranty',
    t('a tablet for my nan, under $400', 'constraint', { count: SOME, every: { ...TABLET, maxPrice: 400 }, some: { name: GALAXY_TAB } }),
    t('what warranty does it come with?', 'product-question', { about: [named(GALAXY_TAB)], says: [['3 months', 'three months', '3-month']] }),
  ),
  demo(
    'cooking-oil-trolley-free-delivery',
    t('do you sell cooking oil?', 'find', { count: SOME, some: { name: COOKING_OIL } }),
    t('chuck a bottle in my trolley', 'cart', { cart: { has: named(COOKING_OIL) } }),
    t('how much more do I need to spend to get free delivery?', 'policy', { ...NONE, says: [['$45.01', '$45.02', '$50']] }),
  ),
  demo(
    'garden-swing-warranty',
    t('something fun for the garden, like a swing', 'find', { count: SOME, some: { name: SWING } }),
    t('how long is it guaranteed for?', 'product-question', { about: [named(SWING)], says: [['1 week', 'one week', '1-week']] }),
  ),
  demo(
    'grandad-leather-watch-then-fancier-longines',
    t('a watch with a leather strap for my grandad, under $100', 'constraint', { count: SOME, every: { ...WATCH, maxPrice: 100 }, some: { name: BELT_WATCH } }),
    t("it's his 80th though - something fancier, up to $2,000", 'refine', { count: SOME, every: { ...WATCH, maxPrice: 2000 }, pricier: true }),
    t('how much is the Longines?', 'named-product', { about: [named(LONGINES)], price: named(LONGINES) }),
  ),
  demoOrder(
    'ice-tray-order-then-another',
    ICE_TRAY,
    t("where's my order {order}? email is {email}", 'order-status', { ...NONE, orderStatus: true }),
    t('while you are at it, add another ice cube tray to my cart', 'cart', { cart: { has: named(ICE_TRAY) } }),
  ),
  demo(
    'reminder-then-desk-lamp-price',
    t("set a reminder for my mum's birthday on Friday", 'out-of-scope', NONE),
    t('never mind. a lamp for my desk', 'find', { count: SOME, some: { name: TABLE_LAMP } }),
    t('is it under $50?', 'reference', { about: [named(TABLE_LAMP)], price: named(TABLE_LAMP) }),
  ),
  demo(
    's10-or-iphone-x-reviews-price',
    t('Galaxy S10 or iPhone X - which one gets better reviews?', 'compare', { about: [named(GALAXY_S10), named(IPHONE_X)] }),
    t('and which costs less?', 'compare', { about: [named(GALAXY_S10)], price: named(GALAXY_S10) }),
  ),
  demo(
    'phones-about-300-better-rated',
    t('smartphones around the $300 mark', 'constraint', { count: SOME, every: { ...SMARTPHONE, minPrice: 240, maxPrice: 360 } }),
    t('any with better reviews than those?', 'refine', { count: SOME, every: SMARTPHONE, betterRated: true }),
  ),
  demo(
    'basketball-son-hoop-then-remove',
    t("my son's mad about basketball", 'find', { count: SOME, every: BASKETBALL }),
    t('stick the hoop in my cart', 'cart', { cart: { has: named(HOOP) } }),
    t('actually take it out, his gran already bought him one', 'cart', { cart: { lacks: named(HOOP) } }),
  ),
  demo(
    'stove-just-under-free-shipping-whisk-save5',
    t('add the Electric Stove to my basket', 'cart', { cart: { has: named(STOVE) } }),
    t('does that get free shipping?', 'policy', { ...NONE, says: [[FACTS.freeShippingOver, '$0.01', '$0.02']] }),
    t('fine, add the black whisk as well', 'cart', { cart: { has: named(WHISK) } }),
    t('and put SAVE5 on it', 'cart', { ...NONE, cart: { has: named(WHISK), coupon: 'SAVE5', totalStated: true } }),
  ),
  demo(
    'morning-help-hand-soap',
    t('good morning :)', 'greeting', NONE),
    t('what can you do for me?', 'help', NONE),
    t('I need some hand soap for the bathroom', 'find', { count: SOME, some: { name: HAND_SOAP } }),
  ),
  demo(
    'fortnight-return-express-ta',
    t('if I change my mind after a fortnight can I still send it back?', 'policy', { ...NONE, says: [FACTS.returnDays] }),
    t('and if I need it in a day or two, is there a quicker delivery?', 'policy', { ...NONE, says: [FACTS.expressDays] }),
    t('brilliant, ta', 'thanks', NONE),
  ),
  demo(
    'makeup-under-15-more',
    t('cheap make-up, under $15', 'constraint', { count: SOME, every: { ...MAKEUP, maxPrice: 15 } }),
    t('got any more?', 'show-more', { count: SOME, every: { ...MAKEUP, maxPrice: 15 }, fresh: true }),
  ),

  // Best Buy.
  bestbuy(
    'pay-as-you-go-for-nan-lg',
    t('a pay as you go phone for my nan, under 30 quid', 'constraint', { count: SOME, every: { ...HANDSET, maxPrice: 30 } }),
    t('is the TracFone LG 441G in stock?', 'named-product', { about: [named(LG_441G)], stock: named(LG_441G) }),
  ),
  bestbuy(
    'selfie-stick-cheapest-then-out',
    t('a selfie stik for my holliday', 'find', { count: SOME, every: SELFIE_STICK }),
    t('pop the cheapest selfie stick you have in my basket', 'cart', { cart: { has: named(CLICKSTICK) } }),
    t('hmm, take it back out', 'cart', { cart: { lacks: named(CLICKSTICK) } }),
  ),
  bestbuy(
    'kate-spade-iphone-7-rose',
    t('a kate spade case for my iphone 7', 'find', { count: SOME, every: { brand: ['kate spade new york'], and: [CASE, word('iphone 7')] } }),
    t('is the Rose symphony one available?', 'reference', { about: [named(KATE_SPADE_ROSE)], stock: named(KATE_SPADE_ROSE) }),
  ),
  bestbuy(
    'wireless-charger-under-35-blue',
    t('a wireless charger under 35 bucks', 'constraint', { count: SOME, every: { ...WIRELESS_CHARGER, maxPrice: 35 } }),
    t('any in blue?', 'refine', { count: SOME, every: { ...WIRELESS_CHARGER, maxPrice: 35, and: [word('blue')] } }),
  ),
  bestbuy(
    'att-sim-price',
    t('I just need a SIM for AT&T', 'find', { count: SOME, every: SIM, some: { name: ATT_SIM } }),
    t("what's that one cost?", 'reference', { about: [named(ATT_SIM)], price: named(ATT_SIM) }),
  ),
  bestbuyOrder(
    'cable-order-pay-when',
    KANEX_CABLE,
    t('status of order {order} please - {email}', 'order-status', { ...NONE, orderStatus: true }),
    t('do I pay for it now or when it turns up?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] }),
  ),
  bestbuy(
    'unknown-parcel-thanks-anyway',
    t('where is my parcel? order CW-ZZ0000, email sam@example.org', 'order-status', { ...NONE, saysNot: ['shipped', 'delivered'] }),
    t('ok, thanks anyway', 'thanks', NONE),
  ),
  bestbuy(
    'pixel-vs-pixel-xl-stock',
    t("Google Pixel vs Pixel XL, what's the difference?", 'compare', { count: [2, 3], every: { ...HANDSET, brand: ['Google'] }, some: { name: PIXEL_XL } }),
    t('is the XL in stock?', 'reference', { about: [named(PIXEL_XL)], stock: named(PIXEL_XL) }),
  ),
  bestbuy(
    'unlocked-moto-g-cheaper',
    t('unlocked moto g', 'find', { count: SOME, every: MOTO_G }),
    t('anything cheaper?', 'refine', { every: MOTO_G, cheaper: true }),
  ),
  bestbuy(
    'hiya-help-otterbox-s7-edge',
    t('hiya, first time here', 'greeting', NONE),
    t('what sort of things can I ask you?', 'help', NONE),
    t('an otterbox for a galaxy s7 edge', 'find', { count: SOME, every: { brand: ['OtterBox'], and: [word('galaxy s7 edge')] } }),
  ),
  bestbuy(
    'joke-then-lightning-cable-more',
    t('tell me a joke', 'out-of-scope', NONE),
    t('ha. ok, a lightning cable for my iphone', 'find', { count: SOME, every: LIGHTNING_CABLE }),
    t('show me a few more', 'show-more', { count: SOME, every: LIGHTNING_CABLE, fresh: true }),
  ),
  bestbuy(
    'pixel-silver-big20',
    t('add the Google Pixel in Very Silver to my cart', 'cart', { cart: { has: named(PIXEL_SILVER) } }),
    t('apply big20', 'cart', { ...NONE, cart: { has: named(PIXEL_SILVER), coupon: 'BIG20', totalStated: true } }),
  ),
  bestbuy(
    'postage-on-small-order',
    t("what's postage on a $12 screen protector?", 'policy', { ...NONE, says: [FACTS.shippingFee] }),
    t('and if I spend more than fifty?', 'policy', { ...NONE, says: [['free']] }),
  ),
  bestbuy(
    'dashboard-holder-under-20-sturdier',
    t('a phone holder for the car dashboard, under $20', 'constraint', { count: SOME, every: { ...MOUNT, maxPrice: 20 } }),
    t('something sturdier, I can spend more', 'refine', { count: SOME, every: MOUNT, pricier: true }),
  ),
  bestbuy(
    'waterproof-6s-plus-then-cheap',
    t('a waterproof case for my 6s plus', 'find', { count: SOME, every: WATERPROOF_6S_PLUS }),
    t('how much is the white one?', 'reference', { about: [named(LIFEPROOF_NUUD)], price: named(LIFEPROOF_NUUD) }),
    t('too much. cheap 6s plus cases under 20 bucks then', 'constraint', { count: SOME, every: { ...CASE_6S_PLUS, maxPrice: 20 } }),
  ),

  // Generated.
  generated(
    'jogging-dad-running-shoes-sizes',
    t("my dad's taken up jogging - running shoes under 50 quid?", 'constraint', { count: SOME, every: { ...RUNNING_SHOES, maxPrice: 50 } }),
    t('what sizes does the Saltmarsh pair come in?', 'product-question', { about: [named(SALTMARSH_RUNNERS)], says: [['7-14', '7 to 14', '7–14']] }),
  ),
  generated(
    'airfryer-under-60-warranty',
    t('an airfryer under 60 quid', 'constraint', { count: SOME, every: { ...AIR_FRYER, maxPrice: 60 } }),
    t("what's the warranty on the Casa Brava one?", 'product-question', { about: [named(CASA_BRAVA_FRYER)], says: [YEARS(5, 'five')] }),
  ),
  generated(
    'hosepipe-reel-cheapest-in-stock',
    t('a hosepipe reel', 'find', { count: SOME, every: HOSE_REEL }),
    t("add the cheapest hose reel you've actually got in stock", 'cart', { cart: { has: named(CHEAPEST_HOSE_REEL_IN_STOCK) } }),
  ),
  generated(
    'surf-action-cam-4k',
    t('an action cam for filming my surfing, under $100', 'constraint', { count: SOME, every: { ...ACTION_CAMERA, maxPrice: 100 } }),
    t('does the Voltra one shoot 4K?', 'product-question', { about: [named(VOLTRA_CAM)], says: [['5.3K']] }),
  ),
  generatedOrder(
    'skillet-order-warped-return',
    'Fernhill Skillet',
    t('order {order}, {email} - has it been dispatched?', 'order-status', { ...NONE, orderStatus: true }),
    t("if the pan turns up warped, can I return it?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
  ),
  generated(
    'capital-quiz-then-chess-more',
    t("what's the capital of Australia?", 'out-of-scope', NONE),
    t('ok, a chess set under $20', 'constraint', { count: SOME, every: { ...CHESS, maxPrice: 20 } }),
    t('any others?', 'show-more', { count: SOME, every: { ...CHESS, maxPrice: 20 }, fresh: true }),
  ),
  generated(
    'video-doorbell-under-15-sonique',
    t('a video doorbell', 'find', { count: SOME, every: DOORBELL }),
    t('any under $15?', 'constraint', { count: SOME, every: { ...DOORBELL, maxPrice: 15 } }),
    t('put the Sonique one in my cart', 'cart', { cart: { has: named(SONIQUE_DOORBELL) } }),
  ),
  generated(
    'memory-foam-pillow-better-rated',
    t('a memory foam pilow, I sleep hot', 'find', { count: SOME, every: PILLOW }),
    t('any with better ratings?', 'refine', { count: SOME, every: PILLOW, betterRated: true }),
  ),
  generated(
    'hey-help-jigsaw-for-aunt',
    t('hey hey', 'greeting', NONE),
    t('can you help me pick a present?', 'help', NONE),
    t('a 1000 piece jigsaw for my aunt, under $25', 'constraint', { count: SOME, every: { ...JIGSAW, maxPrice: 25 } }),
  ),
  generated(
    'decaf-under-6-origin',
    t('decaf cofee, nothing over $6', 'constraint', { count: SOME, every: { ...DECAF, maxPrice: 6 } }),
    t('where are the Golden Acre whole beans from?', 'product-question', { about: [named(GOLDEN_ACRE_BEANS)], says: [['Colombia']] }),
  ),
  generated(
    'towels-save5-then-remove',
    t('put the Greenway Minimalist Waffle Bath Towels in my basket', 'cart', { cart: { has: named(TOWELS) } }),
    t('apply save5', 'cart', { ...NONE, cart: { has: named(TOWELS), coupon: 'SAVE5', totalStated: true } }),
    t('actually, remove the towels', 'cart', { cart: { lacks: named(TOWELS) } }),
  ),
  generated(
    'espresso-machines-compare-cheaper',
    t('compare the Fernhill Espresso Machine and the Oakhaven Rustic Espresso Machine', 'compare', { about: [named(FERNHILL_ESPRESSO), named(OAKHAVEN_ESPRESSO)] }),
    t('which of the two is cheaper?', 'compare', { about: [named(FERNHILL_ESPRESSO)], price: named(FERNHILL_ESPRESSO) }),
  ),
  generated(
    'marble-run-nephew-stock',
    t('a marble run for my nephew, under $25', 'constraint', { count: SOME, every: { ...MARBLE_RUN, maxPrice: 25 } }),
    t('is the Tiny Tinkers one in stock?', 'reference', { about: [named(TINY_TINKERS_RUN)], stock: named(TINY_TINKERS_RUN) }),
  ),
  generated(
    'bike-lights-commute-under-25',
    t('bike lights for my commute', 'find', { count: SOME, every: BIKE_LIGHTS }),
    t('those are pricey, any under 25 bucks?', 'constraint', { count: SOME, every: { ...BIKE_LIGHTS, maxPrice: 25 } }),
  ),
];
