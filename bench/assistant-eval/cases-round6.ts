/**
 * A sixth round of conversations, written blind on 2026-11-27: from the three catalogues' data alone (names,
 * brands, categories, tags, specifications, prices, stock), without reading the assistant's code or running
 * it, and committed before their first run, to report how the offline assistant generalises to conversations
 * it was never tuned on. Fifteen per catalogue, over every intent of the closed set, most with follow-ups
 * ("the first one", "it", "cheaper", "any in stock?", a product named after a list, a question about a
 * product's specifications), in the plain, colloquial and sometimes misspelt words shoppers type. New products,
 * phrasings and combinations: none paraphrases an earlier round's conversation. Split into dev and held-out by
 * the same seeded hash as every case; `npm run eval:assistant -- --only-ids r6` reports them alone.
 */
import { at, FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';
import type { ProductRule } from './judge.ts';

const demo = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r6 ${name}`, catalogue: 'demo', turns });
const demoOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r6 ${name}`, catalogue: 'demo', order: { product }, turns });
const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r6 ${name}`, catalogue: 'bestbuy', turns });
const bestbuyOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r6 ${name}`, catalogue: 'bestbuy', order: { product }, turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r6 ${name}`, catalogue: 'generated', turns });
const generatedOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r6 ${name}`, catalogue: 'generated', order: { product }, turns });

// Demo catalogue.
const LAPTOP = kind('laptop');
const HANDBAG = kind('handbag', 'bag');
const SHIRT = kind('shirt');
const DECOR = kind('home decor', 'home decoration');
const TV = kind('tv', 'television');
const HORNET = 'Dodge Hornet GT Plus';
const MASCARA = 'Essence Mascara Lash Princess';
const BLACK_HANDBAG = 'Women Handbag Black';
const YOGA = 'Lenovo Yoga 920';
const IPAD = 'iPad Mini 2021 Starlight';
const GALAXY_TAB = 'Samsung Galaxy Tab White';
const BODY_WASH = 'Olay Ultra Moisture Shea Butter Body Wash';
const LUXVISION = 'LuxVision 65" 4K OLED Smart TV';

// Best Buy catalogue: every product is tagged "cell phones", so a handset is told by its subcategory (not "Cell
// Phone Accessories").
const HANDSET: ProductRule = { word: ['phone', 'iphone'], in: ['subcategory'], not: { word: 'accessories', in: ['subcategory'] } };
const STRAP = kind('strap', 'band');
const MOUNT = kind('mount');
const CABLE = kind('cable');
const HOTSPOT = kind('hotspot');
const TRIPOD = kind('tripod');
const BOOST_25 = 'Boost Mobile - Re-Boost $25 Prepaid Phone Card';
const MOTO_BOOM = 'Motorola - Boom Bluetooth Headset - Black';
const JABRA_CLASSIC = 'Jabra - Classic Bluetooth Headset - Black';
const MATE_9 = 'Huawei - Mate 9 4G LTE with 64GB Memory Cell Phone (Unlocked) - Space Gray';
const SCOSCHE_MOUNT = 'Scosche - MagicMount Magnetic Dash Mount for Mobile Devices';

// Generated catalogue.
const MESH = kind('mesh wi-fi system');
const LOAFERS = kind('penny loafers');
const MATCHA = kind('matcha powder');
const KOMBUCHA = kind('kombucha');
const TOOTHBRUSH = kind('electric toothbrush');
const CAT_TREE = kind('cat tree');
const NC_EARBUDS = kind('noise cancelling earbuds');
const GAMING_HEADSET = kind('gaming headset');
const TOTE = kind('tote bag');
const COFFEE_TABLE = kind('coffee table');
const CHEAPEST_LOAFERS = 'Atelier Nove Oversized Penny Loafers';
const QLED = 'Quantix Wireless QLED TV L220';
const BIG_MIXER = 'Fernhill Stand Mixer';
const SMALL_MIXER = 'Solace Stand Mixer';
const COSY_MIXER = 'Fernhill Cosy Stand Mixer';
const SKY_TOTE = 'Trailhawk Essential Tote Bag Nordic';
const BEST_COFFEE_TABLE = 'Nordvik Scandinavian Coffee Table';

export const ROUND6_CASES: EvalCase[] = [
  // Demo.
  demo(
    'dodge cheapest',
    t('do you sell cars? I want a Dodge', 'find', { count: SOME, every: { brand: ['Dodge'] } }),
    t("which one's the cheapest?", 'refine', { about: [named(HORNET)], price: named(HORNET) }),
  ),
  demo(
    'mascara warranty',
    t('got any mascara?', 'find', { count: SOME, some: { name: MASCARA } }),
    t('what warranty does it come with?', 'product-question', { about: [named(MASCARA)], says: [['1 week', 'one week']] }),
  ),
  demo(
    'cat then dog food',
    t('cat food please', 'find', { count: SOME, some: { name: 'Cat Food' } }),
    t('and something for the dog?', 'find', { count: SOME, some: { name: 'Dog Food' } }),
    t('put the dog food in my cart', 'cart', { cart: { has: named('Dog Food') } }),
  ),
  demo(
    'handbag 40 to 70 black one',
    t('a handbag between $40 and $70', 'constraint', { count: SOME, every: { ...HANDBAG, minPrice: 40, maxPrice: 70 } }),
    t('the black one, is it in stock?', 'reference', { about: [named(BLACK_HANDBAG)], stock: named(BLACK_HANDBAG) }),
  ),
  demo(
    'lenovo then better rated',
    t('how much is the lenovo yoga 920?', 'named-product', { about: [named(YOGA)], price: named(YOGA) }),
    t('reviews look meh. any laptops people rate higher?', 'refine', { count: SOME, every: { ...LAPTOP, minRating: 3 } }),
  ),
  demo(
    'cash on delivery then express',
    t('can I pay cash when the parcel turns up?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] }),
    t('and if I need it quick, how many days is express?', 'policy', { ...NONE, says: [FACTS.expressDays] }),
  ),
  demoOrder(
    'microwave order then returns',
    'Microwave Oven',
    t("where's my microwave? order {order}, email {email}", 'order-status', { ...NONE, orderStatus: true }),
    t('if it shows up broken can I send it back?', 'policy', { ...NONE, says: [FACTS.returnDays] }),
  ),
  demo(
    'ipad versus galaxy tab',
    t('whats the diffrence between the iPad Mini 2021 Starlight and the Samsung Galaxy Tab White', 'compare', { about: [named(IPAD), named(GALAXY_TAB)] }),
    t('which one costs less?', 'reference', { about: [named(GALAXY_TAB)], price: named(GALAXY_TAB) }),
  ),
  demo(
    'hiya body wash',
    t('hiya', 'greeting', NONE),
    t("I'm after a body wash", 'find', { count: SOME, some: { name: BODY_WASH } }),
    t('how much is it?', 'reference', { price: named(BODY_WASH) }),
  ),
  demo(
    'homework then lunch box',
    t('can you help me with my maths homework?', 'out-of-scope', NONE),
    t('fine. a lunch box for school then', 'find', { count: SOME, some: { name: 'Lunch Box' } }),
    t('is it in stock?', 'reference', { stock: named('Lunch Box') }),
  ),
  demo(
    'home decor more',
    t('home decor ideas?', 'find', { count: SOME, every: DECOR }),
    t('show me a couple more', 'show-more', { count: SOME, every: DECOR, fresh: true }),
  ),
  demo(
    'check shirt cheers',
    t('a check shirt under 30 bucks for my boyfriend', 'constraint', { count: SOME, every: { ...SHIRT, maxPrice: 30 }, some: { word: 'check', in: ['name'] } }),
    t('cheers!', 'thanks', NONE),
  ),
  demo(
    'spice rack save5 twice',
    t('add the Spice Rack to my cart', 'cart', { cart: { has: named('Spice Rack') } }),
    t('apply SAVE5', 'cart', { ...NONE, cart: { coupon: null } }),
    t('ok, add the Carbon Steel Wok as well', 'cart', { cart: { has: named('Carbon Steel Wok') } }),
    t('now try SAVE5 again', 'cart', { ...NONE, cart: { coupon: 'SAVE5', totalStated: true } }),
  ),
  demo(
    'help then tv',
    t('what can this chat actually do? can it track a parcel?', 'help', NONE),
    t("ok, what's the biggest TV you've got?", 'find', { count: SOME, every: TV, some: { name: LUXVISION } }),
  ),
  demo(
    'realme cheapest to basket',
    t('realme phones pls', 'find', { count: SOME, every: { brand: ['Realme'] } }),
    t('add the cheapest one to my basket', 'cart', { cart: { has: named('Realme C35') } }),
  ),

  // Best Buy.
  bestbuy(
    'blu under 100 stock',
    t('cheap unlocked BLU phone under $100', 'constraint', { count: SOME, every: { ...HANDSET, brand: ['BLU'], maxPrice: 100 } }),
    t('is the first one in stock?', 'reference', { stock: at(0, 0) }),
  ),
  bestbuy(
    'honor phones cheapest',
    t('Huawei Honor phones', 'find', { count: SOME, every: { ...HANDSET, and: [word('honor')] } }),
    t('which of those is the cheapest?', 'refine', { count: SOME, first: { ...HANDSET, maxPrice: 199.99, and: [word('honor')] } }),
  ),
  bestbuy(
    'boost top up card',
    t('I need a Boost Mobile top up card', 'find', { count: SOME, every: { ...kind('prepaid minutes'), brand: ['Boost Mobile'] } }),
    t('the $25 one please, add it to my cart', 'cart', { cart: { has: named(BOOST_25) } }),
  ),
  bestbuy(
    'micro usb cables more',
    t('micro usb cables', 'find', { count: SOME, every: { ...CABLE, and: [{ word: 'micro usb', in: ['name'] }] } }),
    t('more please', 'show-more', { count: SOME, every: { ...CABLE, and: [{ word: 'micro usb', in: ['name'] }] }, fresh: true }),
  ),
  bestbuy(
    'magnetic mount cheaper',
    t('a magnetic phone mount for the car', 'find', { count: SOME, every: { ...MOUNT, and: [word('magnetic')] } }),
    t('anything cheaper?', 'refine', { every: MOUNT, cheaper: true }),
  ),
  bestbuy(
    'motorola boom price stock',
    t('how much is the Motorola Boom headset?', 'named-product', { about: [named(MOTO_BOOM)], price: named(MOTO_BOOM) }),
    t('do you have it in stock?', 'reference', { stock: named(MOTO_BOOM) }),
  ),
  bestbuy(
    'hotspots compare',
    t('a mobile hotspot for travelling', 'find', { count: [2, 3], every: HOTSPOT }),
    t('compare the first two for me', 'compare', { about: [at(0, 0), at(0, 1)] }),
  ),
  bestbuy(
    '38mm bands under 40',
    t('bands for a 38mm apple watch', 'find', { count: SOME, every: { ...STRAP, and: [word('38mm')] } }),
    t('any under 40 bucks?', 'refine', { count: SOME, every: { ...STRAP, maxPrice: 40, and: [word('38mm')] } }),
  ),
  bestbuyOrder(
    'mount order sent',
    SCOSCHE_MOUNT,
    t('order {order} - has it been sent out yet? my email is {email}', 'order-status', { ...NONE, orderStatus: true }),
    t('ok thank you!', 'thanks', NONE),
  ),
  bestbuy(
    'faulty phone return and shipping',
    t("what's the return window if my phone turns out faulty?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
    t('and do I pay for shipping on a $30 case?', 'policy', { ...NONE, says: [FACTS.shippingFee] }),
  ),
  bestbuy(
    'afternoon juice pack',
    t('good afternoon', 'greeting', NONE),
    t('a mophie juice pack for my iPhone 6', 'find', { count: SOME, every: { brand: ['mophie'], and: [word('juice pack'), word('iphone 6')] } }),
  ),
  bestbuy(
    'banana bread then tripod',
    t("what's a good recipe for banana bread?", 'out-of-scope', NONE),
    t('haha ok. a tripod for my phone then', 'find', { count: SOME, every: TRIPOD }),
  ),
  bestbuy(
    'jabra classic welcome10',
    t('add the Jabra Classic headset to my cart', 'cart', { cart: { has: named(JABRA_CLASSIC) } }),
    t('use code WELCOME10', 'cart', { ...NONE, cart: { coupon: 'WELCOME10', totalStated: true } }),
  ),
  bestbuy(
    'help then blackberry',
    t('hey, what kind of things can you help me with?', 'help', NONE),
    t('do you have phones with a real keyboard? like a blackberry', 'find', { count: SOME, every: { ...HANDSET, brand: ['BlackBerry'] } }),
  ),
  bestbuy(
    'mate 9 memory and colour',
    t('how much storage does the Huawei Mate 9 have?', 'product-question', { about: [named(MATE_9)], says: [['64GB', '64 GB']] }),
    t('and what colour is it?', 'product-question', { says: [['space gray', 'space grey']] }),
  ),

  // Generated.
  generated(
    'patchy wifi mesh rated',
    t('my wifi is patchy upstairs, do you sell mesh wifi systems?', 'find', { count: SOME, every: MESH }),
    t('any rated 4 stars or more?', 'refine', { count: SOME, every: { ...MESH, minRating: 4 } }),
  ),
  generated(
    'penny loafers cheapest',
    t('penny loafers', 'find', { count: SOME, every: LOAFERS }),
    t("what's the cheapest pair?", 'refine', { about: [named(CHEAPEST_LOAFERS)], price: named(CHEAPEST_LOAFERS) }),
  ),
  generated(
    'matcha first two',
    t('matcha powder', 'find', { count: [2, 3], every: MATCHA }),
    t('what is the difference between the first two?', 'compare', { about: [at(0, 0), at(0, 1)] }),
  ),
  generated(
    'kombucha sale then more',
    t('any kombucha on sale?', 'constraint', { count: SOME, every: { ...KOMBUCHA, onSale: true } }),
    t('show me more kombucha', 'show-more', { count: SOME, every: KOMBUCHA, fresh: true }),
  ),
  generated(
    'qled named then resolution',
    t('do you have the Quantix Wireless QLED TV L220? is it in stock?', 'named-product', { about: [named(QLED)], stock: named(QLED) }),
    t('what resolution is it?', 'product-question', { about: [named(QLED)], says: ['8K'] }),
  ),
  generatedOrder(
    'earbuds order cheers',
    'Helio Noise Cancelling Earbuds D-10',
    t('wheres my order?? {order} {email}', 'order-status', { ...NONE, orderStatus: true }),
    t('perfect, cheers', 'thanks', NONE),
  ),
  generated(
    'delivery charge and cash',
    t('do u charge for delivery?', 'policy', { ...NONE, says: [FACTS.shippingFee] }),
    t('can I pay cash on delivery?', 'policy', { ...NONE, says: [FACTS.payOnDelivery] }),
  ),
  generated(
    'stand mixer save5 remove',
    t('put the Fernhill Stand Mixer in my cart', 'cart', { cart: { has: named(BIG_MIXER) } }),
    t('I have a SAVE5 code', 'cart', { ...NONE, cart: { coupon: 'SAVE5', totalStated: true } }),
    t('actually take the mixer out', 'cart', { cart: { lacks: named(BIG_MIXER) } }),
  ),
  generated(
    'dentist then toothbrush',
    t('can you recommend a good dentist near me?', 'out-of-scope', NONE),
    t('ok then an electric toothbrush under $50', 'constraint', { count: SOME, every: { ...TOOTHBRUSH, maxPrice: 50 } }),
  ),
  generated(
    'hello cat tree available',
    t('hello!', 'greeting', NONE),
    t('a cat tree for my kittens', 'find', { count: SOME, every: CAT_TREE }),
    t('is the first one available?', 'reference', { stock: at(1, 0) }),
  ),
  generated(
    'aurora earbuds other brands',
    t('Aurora noise cancelling earbuds', 'find', { count: SOME, every: { ...NC_EARBUDS, brand: ['Aurora'] } }),
    t('and from other brands?', 'refine', { count: SOME, every: NC_EARBUDS, otherBrand: true }),
  ),
  generated(
    'gaming headset 4.5 second price',
    t('a gaming headset with 4.5 stars or more', 'constraint', { count: [2, 3], every: { ...GAMING_HEADSET, minRating: 4.5 } }),
    t('how much is the second one?', 'reference', { price: at(0, 1) }),
  ),
  generated(
    'sky blue tote cheaper one',
    t('a sky blue tote bag', 'find', { count: SOME, every: { ...TOTE, and: [word('sky blue')] } }),
    t('add the cheaper one to my cart', 'cart', { cart: { has: named(SKY_TOTE) } }),
  ),
  generated(
    'bot help then mixers compare',
    t('hi, are you a bot? what can you help me with?', 'help', NONE),
    t('compare the Solace Stand Mixer and the Fernhill Cosy Stand Mixer', 'compare', { about: [named(SMALL_MIXER), named(COSY_MIXER)] }),
  ),
  generated(
    'coffee table 100 to 300 best rated',
    t('a coffee table between $100 and $300', 'constraint', { count: SOME, every: { ...COFFEE_TABLE, minPrice: 100, maxPrice: 300 } }),
    t('which one is rated highest?', 'refine', { about: [named(BEST_COFFEE_TABLE)] }),
  ),
];
