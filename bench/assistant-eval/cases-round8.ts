/**
 * An eighth round of conversations, written blind: from the three catalogues' data alone (names, brands,
 * categories, tags, specifications, prices, stock) and the shop's policies, without reading the assistant's code,
 * its history or its answers, and committed before their first run, to report how the offline assistant
 * generalises to conversations it was never tuned on. Eighteen demo, fifteen Best Buy and thirteen generated
 * conversations over every intent of the closed set, most with follow-ups ("the cheapest one", "it", "cheaper",
 * "more", "any green ones?", a product named after a list, a question a product's specifications answer, a coupon
 * that does not apply until the basket grows), in shoppers' own words: words the catalogue does not use ("couch",
 * "people carrier", "earpiece", "power bank", "flat iron", "comforter", "head torch", "tires"), prices as "bucks"
 * or ranges, and a few misspellings. None paraphrases an earlier round's conversation.
 * Split into dev and held-out by the same seeded hash as every case; `npm run eval:assistant -- --only-ids r8`
 * reports them alone.
 */
import { at, FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';
import type { ProductRule } from './judge.ts';

const demo = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r8-${name}`, catalogue: 'demo', turns });
const demoOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r8-${name}`, catalogue: 'demo', order: { product }, turns });
const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r8-${name}`, catalogue: 'bestbuy', turns });
const bestbuyOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r8-${name}`, catalogue: 'bestbuy', order: { product }, turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r8-${name}`, catalogue: 'generated', turns });
const generatedOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r8-${name}`, catalogue: 'generated', order: { product }, turns });

const YEARS = (n: number, words: string) => [`${n} year`, `${n}-year`, `${words} year`];

// Demo catalogue (the six sample products and DummyJSON's 194).
const SOFA = 'Annibale Colombo Sofa';
const SUNGLASSES = kind('sunglasses');
const SODA = 'Soft Drinks';
const SMARTPHONE = kind('smartphone');
const GALAXY_S8 = 'Samsung Galaxy S8';
const AIRPODS = 'Apple Airpods';
const BEATS = 'Beats Flex Wireless Earphones';
const PERFUME = kind('perfume', 'fragrance');
const CK_ONE = 'Calvin Klein CK One';
const ECOBREW = 'EcoBrew Organic Single-Origin Coffee Beans, 1 kg';
const NESCAFE = 'Nescafe Coffee';
const BIKER_JACKET = 'UrbanStyle Classic Leather Biker Jacket';
const DRESS = kind('dress', 'frock');
const SPEAKER = kind('speaker');
const BOOM_GO = 'SoundWave Boom Go Portable Bluetooth Speaker';
const CRICKET: ProductRule = { word: 'cricket', in: ['name', 'tags'] };
const MINIVAN = 'Pacifica Touring';
const BLENDER = kind('blender');
const LAPTOP = kind('laptop');
const MATEBOOK = 'Huawei Matebook X Pro';
const WATCH: ProductRule = { word: ['watch', 'smartwatch'], in: ['name', 'subcategory', 'tags'] };
const GOLD_WATCH = 'Watch Gold for Women';
const KITCHEN_TOOL = kind('utensil', 'kitchen tool');

// Best Buy catalogue: every product is tagged "cell phones", so a handset is told by its subcategory (not "Cell
// Phone Accessories"); its only specification is a category path, so questions are answered by the name.
const HANDSET: ProductRule = { word: ['phone', 'iphone'], in: ['subcategory'], not: { word: 'accessories', in: ['subcategory'] } };
const CASE = kind('case');
const PROTECTOR = kind('screen protector');
const POWER_BANK = kind('portable charger', 'power bank', 'battery pack', 'powerpack', 'powerstation');
const TRACKER: ProductRule = { word: ['tracker', 'tracking device'], in: ['name', 'tags'] };
const HEADSET = kind('headset');
const JABRA_CLASSIC = 'Jabra - Classic Bluetooth Headset - Black';
const HOTSPOT = kind('hotspot');
const FLIP_GOLD = 'BLU - Diva Flip T390x Phone (Unlocked) - Gold';
const REFURB_YELLOW = 'Apple - Refurbished iPhone 5C 4G LTE with 32GB Memory Cell Phone (Unlocked) - Yellow';
const WATCH_BAND = kind('band', 'strap');
const LEATHER_BAND_42 = 'Platinum - Rugged Leather Band for Apple Watch 42mm - Brown';
const TILE_MATE = 'Tile - Tile Mate Item Tracker';
const TILE_4_PACK = 'Tile - Tile Mate Item Tracker (4-Pack)';
const AXON_7 = 'ZTE - Axon 7 4G LTE with 64GB Memory Cell Phone (Unlocked) - Quartz Gray';
const AXON_7_MINI = 'ZTE - Axon 7 mini 4G LTE with 32GB Memory Cell Phone (Unlocked) - Ion Gold';
const MOUNT: ProductRule = { word: ['mount', 'holder'], in: ['name', 'tags'] };
const CRICKET_25 = 'Cricket Wireless - $25 Refill Card';

// Generated catalogue.
const SOFA_KIND = kind('sofa');
const SOLACE_SOFA = 'Solace Rustic Three-Seater Sofa Heritage';
const STRAIGHTENER = kind('straightener');
const CURLY_CHEAPEST = 'Solace Ceramic Straightener Full Size';
const DASH_CAM = kind('dash cam');
const MILEPOST_CAM = 'Milepost Dash Cam CV94';
const WINTER_TYRE = kind('winter tyre', 'winter tire');
const SCENT = kind('eau de parfum', 'eau de toilette', 'perfume', 'body mist');
const LUMIERE_EDT = 'Lumière Botanics Eau de Toilette Mk II';
const CHROMEBOOK_V67 = 'Kestrel Labs Next-Gen Chromebook V-67';
const CHROMEBOOK_FW560 = 'Kestrel Labs Premium Chromebook FW-560';
const SCRATCHING_POST = kind('scratching post');
const DUVET = kind('duvet');
const HELIO_DUVET = 'Helio Down Alternative Duvet';
const SONIQUE_BUDS = 'Sonique Noise Cancelling Earbuds Mini – Midnight Black';
const VOLTRA_BUDS = 'Voltra Portable Noise Cancelling Earbuds F520';
const HEADLAMP = kind('headlamp');
const KOMBUCHA = kind('kombucha');
const CHEAPEST_SUGAR_FREE_KOMBUCHA = 'Tidewater Farms Kombucha Value Pack';

export const ROUND8_CASES: EvalCase[] = [
  // Demo.
  demo(
    'couch-warranty',
    t('looking for a comfy couch for the living room', 'find', { count: SOME, some: { name: SOFA } }),
    t('does it come with any warranty?', 'product-question', { about: [named(SOFA)], says: [['lifetime']] }),
  ),
  demo(
    'beach-shades-then-green',
    t('shades for the beach, under 30 bucks', 'constraint', { count: SOME, every: { ...SUNGLASSES, maxPrice: 30 } }),
    t('any green ones? I could stretch to $35', 'refine', { count: SOME, every: { ...SUNGLASSES, maxPrice: 35 }, some: { name: 'Green and Black Glasses' } }),
  ),
  demo(
    'soda-basket-total',
    t('got any soda?', 'find', { count: SOME, some: { name: SODA } }),
    t('put two of them in my basket', 'cart', { cart: { has: named(SODA) } }),
    t('what does my basket come to now?', 'cart', { cart: { has: named(SODA), totalStated: true } }),
  ),
  demo(
    'cheap-smartphone-then-samsung-s8',
    t('a cheap smartphone under $200', 'constraint', { count: SOME, every: { ...SMARTPHONE, maxPrice: 200 } }),
    t('forget the budget - which Samsung phones do you have?', 'find', { count: SOME, every: { ...SMARTPHONE, brand: ['Samsung'] } }),
    t('is the S8 available?', 'reference', { about: [named(GALAXY_S8)], stock: named(GALAXY_S8) }),
  ),
  demo(
    'airpods-beats-warranty-cheaper-in-cart',
    t("what's the warranty on the Apple Airpods compared with the Beats Flex?", 'compare', { about: [named(AIRPODS), named(BEATS)], says: [YEARS(3, 'three'), YEARS(1, 'one')] }),
    t("I'll take the cheaper of the two, add it to my cart", 'cart', { cart: { has: named(BEATS) } }),
  ),
  demoOrder(
    'lunch-box-order-then-return',
    'Lunch Box',
    t("hi, what's happening with order {order}? the email is {email}", 'order-status', { ...NONE, orderStatus: true }),
    t("if the kids don't like it, how long do I have to send it back?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
  ),
  demo(
    'help-then-perfume-for-mum',
    t('what sorts of things can you help me with?', 'help', NONE),
    t('my mum loves perfume, something under $80 for her birthday', 'constraint', { count: SOME, every: { ...PERFUME, maxPrice: 80 } }),
    t('which of those has the best reviews?', 'compare', { about: [named(CK_ONE)] }),
  ),
  demo(
    'coffee-save5-too-small-then-nescafe',
    t('add the EcoBrew organic coffee beans to my basket', 'cart', { cart: { has: named(ECOBREW) } }),
    t('use code save5', 'cart', { ...NONE, cart: { coupon: null } }),
    t('ok, throw in the Nescafe Coffee too', 'cart', { cart: { has: named(NESCAFE) } }),
    t('now try save5 again', 'cart', { ...NONE, cart: { coupon: 'SAVE5', totalStated: true } }),
  ),
  demo(
    'biker-jacket-sold-out-add-anyway',
    t('I want the UrbanStyle leather biker jacket', 'named-product', { about: [named(BIKER_JACKET)], stock: named(BIKER_JACKET) }),
    t('add it to my cart anyway', 'cart', { cart: { has: named(BIKER_JACKET) } }),
  ),
  demo(
    'dress-20-to-40-more',
    t('a dress between $20 and $40', 'constraint', { count: SOME, every: { ...DRESS, minPrice: 20, maxPrice: 40 } }),
    t('show me a few others', 'show-more', { count: SOME, every: { ...DRESS, minPrice: 20, maxPrice: 40 }, fresh: true }),
  ),
  demo(
    'pool-speaker-battery',
    t('a waterproof speaker for pool parties', 'find', { count: SOME, every: SPEAKER, some: { name: BOOM_GO } }),
    t('how long does the battery last on it?', 'product-question', { about: [named(BOOM_GO)], says: [['20 hours', '20 hrs', '20-hour']] }),
  ),
  demo(
    'arrival-cash-cheers',
    t('if I order today, when will it get to me?', 'policy', { ...NONE, says: [FACTS.standardDays] }),
    t("can I pay cash when it's delivered?", 'policy', { ...NONE, says: [FACTS.payOnDelivery] }),
    t('cheers!', 'thanks', NONE),
  ),
  demo(
    'weather-then-cricket-gear-helmet',
    t("what's the weather going to be like in Paris tomorrow?", 'out-of-scope', NONE),
    t('fine. cricket gear under $35', 'constraint', { count: SOME, every: { ...CRICKET, maxPrice: 35 } }),
    t('and put the cricket helmet in my cart', 'cart', { cart: { has: named('Cricket Helmet') } }),
  ),
  demo(
    'people-carrier-price-warranty',
    t('we need a people carrier for a big family', 'find', { count: SOME, some: { name: MINIVAN } }),
    t('how much is it and what warranty does it have?', 'product-question', { price: named(MINIVAN), says: [['1 month', 'one month', '1-month']] }),
  ),
  demo(
    'smoothie-blender-compare',
    t('something to blend smoothies, under 40 bucks', 'constraint', { count: SOME, every: { ...BLENDER, maxPrice: 40 } }),
    t('compare the two for me', 'compare', { about: [named('Boxed Blender'), named('Hand Blender')] }),
  ),
  demo(
    'uni-laptop-best-rated-weight',
    t('a laptop for uni, best rated first', 'constraint', { count: SOME, every: LAPTOP, order: 'rating-desc', first: { name: MATEBOOK } }),
    t('how much does the top one weigh?', 'product-question', { about: [named(MATEBOOK)], says: [['9 oz', '9oz', '9 ounces']] }),
  ),
  demo(
    'gold-womens-watch-out-then-under-200',
    t('do you have the Watch Gold for Women in stock?', 'named-product', { about: [named(GOLD_WATCH)], stock: named(GOLD_WATCH) }),
    t("ok, other women's watches under $200?", 'constraint', { count: SOME, every: { ...WATCH, maxPrice: 200 }, some: { name: "Women's Wrist Watch" } }),
  ),
  demo(
    'kitchen-utensils-more',
    t('kitchen utensles', 'find', { count: SOME, every: KITCHEN_TOOL }),
    t('more please', 'show-more', { count: SOME, every: KITCHEN_TOOL, fresh: true }),
  ),

  // Best Buy.
  bestbuy(
    'power-bank-then-more-capacity',
    t('a power bank under $15', 'constraint', { count: SOME, every: { ...POWER_BANK, maxPrice: 15 } }),
    t('I need more capacity than that, I can go up to $30', 'refine', { count: SOME, every: { ...POWER_BANK, maxPrice: 30 }, pricier: true }),
  ),
  bestbuy(
    'key-tracker-then-tile-4-pack',
    t('a bluetooth tracker so I stop losing my keys', 'find', { count: SOME, every: TRACKER, some: { word: ['tracker', 'tracking device'], in: ['name'] } }),
    t('how much is the Tile Mate 4-pack?', 'named-product', { about: [named(TILE_4_PACK)], price: named(TILE_4_PACK) }),
  ),
  bestbuy(
    'earpiece-jabra-cheapest-in-cart',
    t('a bluetooth earpeice for calls while driving', 'find', { count: SOME, every: HEADSET }),
    t('just Jabra ones please', 'refine', { count: SOME, every: { ...HEADSET, brand: ['Jabra'] } }),
    t('put the cheapest Jabra in my cart', 'cart', { cart: { has: named(JABRA_CLASSIC) } }),
  ),
  bestbuy(
    'no-contract-hotspot-cheapest',
    t('a mobile wifi hotspot without a contract', 'find', { count: SOME, every: HOTSPOT, some: { word: ['no-contract', 'prepaid'] } }),
    t("what's the cheapest hotspot you have?", 'refine', { says: ['$49.99'] }),
  ),
  bestbuy(
    'flip-phone-gold',
    t('an old school flip phone', 'find', { count: SOME, every: { ...HANDSET, and: [{ word: 'flip', in: ['name'] }] } }),
    t('do you have it in gold?', 'reference', { about: [named(FLIP_GOLD)], stock: named(FLIP_GOLD) }),
  ),
  bestbuy(
    'refurbished-iphone-under-250-yellow',
    t('a refurbised iphone for under $250', 'constraint', { count: SOME, every: { ...HANDSET, maxPrice: 250, and: [{ word: 'iphone', in: ['name'] }, { word: ['refurbished', 'pre-owned'], in: ['name', 'subcategory'] }] } }),
    t('is there a yellow one?', 'refine', { count: SOME, some: { name: REFURB_YELLOW } }),
  ),
  bestbuy(
    'leather-strap-42mm-cheapest-in-basket',
    t('a leather strap for my 42mm apple watch', 'find', { count: SOME, every: { ...WATCH_BAND, and: [word('42mm', '42 mm')] }, some: word('leather') }),
    t('the cheapest leather one, add it to my basket', 'cart', { cart: { has: named(LEATHER_BAND_42) } }),
  ),
  bestbuy(
    'galaxy-s7-screen-guard-cheaper',
    t('screen guard for my galaxy s7', 'find', { count: SOME, every: { ...PROTECTOR, and: [word('galaxy s7')] } }),
    t('anything cheaper?', 'refine', { every: { ...PROTECTOR, and: [word('galaxy s7')] }, cheaper: true }),
  ),
  bestbuyOrder(
    'tile-order-thanks',
    TILE_MATE,
    t('has order {order} shipped yet? the email on it is {email}', 'order-status', { ...NONE, orderStatus: true }),
    t('great, thank you!', 'thanks', NONE),
  ),
  bestbuy(
    'unknown-order-then-return-window',
    t('can you check order CW-QQ1234 for lee@example.net?', 'order-status', { ...NONE, saysNot: ['placed'] }),
    t("what's your returns window, by the way?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
  ),
  bestbuy(
    'evening-cash-and-express-cost',
    t('good evening', 'greeting', NONE),
    t("can I pay in cash when it's dropped off?", 'policy', { ...NONE, says: [FACTS.payOnDelivery] }),
    t('how much does express shipping cost?', 'policy', { ...NONE, says: [FACTS.shippingFee] }),
  ),
  bestbuy(
    'repair-shop-then-iphone-6s-case',
    t('can you recommend a phone repair shop near me?', 'out-of-scope', NONE),
    t('ok. a tough case for an iPhone 6s then', 'find', { count: SOME, every: { ...CASE, and: [word('iphone 6s')] } }),
  ),
  bestbuy(
    'axon-7-vs-mini-storage',
    t('compare the ZTE Axon 7 in quartz gray with the Axon 7 mini in ion gold', 'compare', { about: [named(AXON_7), named(AXON_7_MINI)] }),
    t('which one has more storage?', 'product-question', { about: [named(AXON_7)], says: [['64GB', '64 GB']] }),
  ),
  bestbuy(
    'help-then-vent-mount',
    t('what kind of things can you help me with?', 'help', NONE),
    t("something to hold my phone on the car's air vent", 'find', { count: SOME, every: MOUNT, some: { word: 'vent', in: ['name'] } }),
  ),
  bestbuy(
    'cricket-top-up-in-cart',
    t('I need a $25 top-up for my Cricket phone', 'find', { count: SOME, some: { name: CRICKET_25 } }),
    t('add that to my cart', 'cart', { cart: { has: named(CRICKET_25) } }),
  ),

  // Generated.
  generated(
    'couch-under-100-material',
    t('a couch under $100', 'constraint', { count: SOME, every: { ...SOFA_KIND, maxPrice: 100 } }),
    t("what's the Solace one made of?", 'product-question', { about: [named(SOLACE_SOFA)], says: [['solid oak', 'oak']] }),
  ),
  generated(
    'flat-iron-curly-cheapest',
    t('a flat iron for curly hair', 'find', { count: SOME, every: { ...STRAIGHTENER, and: [word('curly')] } }),
    t('put the cheapest one in my basket', 'cart', { cart: { has: named(CURLY_CHEAPEST) } }),
  ),
  generated(
    'dashcam-in-stock-temperatures',
    t("a dashcam under 40 bucks that's actually in stock", 'constraint', { count: SOME, every: { ...DASH_CAM, maxPrice: 40, inStock: true } }),
    t('what temperatures can the Milepost one handle?', 'product-question', { about: [named(MILEPOST_CAM)], says: [['-20', '−20', 'minus 20'], ['60']] }),
  ),
  generated(
    'winter-tires-under-120-more',
    t('winter tires under $120', 'constraint', { count: SOME, every: { ...WINTER_TYRE, maxPrice: 120 } }),
    t('show me the rest of them', 'show-more', { count: SOME, every: { ...WINTER_TYRE, maxPrice: 120 }, fresh: true }),
  ),
  generated(
    'floral-perfume-bottle-size',
    t('a floral perfume under $30', 'constraint', { count: SOME, every: { ...SCENT, maxPrice: 30, and: [word('floral')] } }),
    t('how big is the bottle of the Lumiere Botanics Eau de Toilette Mk II?', 'product-question', { about: [named(LUMIERE_EDT)], says: [['100 ml', '100ml']] }),
  ),
  generatedOrder(
    'wiper-order-then-send-back',
    'Milepost Wiper Blades Q-82',
    t("where's my order {order}? I used {email}", 'order-status', { ...NONE, orderStatus: true }),
    t("if they don't fit my car can I send them back?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
  ),
  generated(
    'chromebooks-compare-memory',
    t('compare the Kestrel Labs Next-Gen Chromebook V-67 with the Kestrel Labs Premium Chromebook FW-560', 'compare', { about: [named(CHROMEBOOK_V67), named(CHROMEBOOK_FW560)] }),
    t('which one has more RAM?', 'product-question', { about: [named(CHROMEBOOK_V67)], says: [['16 GB', '16GB']] }),
  ),
  generated(
    'hello-free-delivery-at-45-thanks',
    t('hello!', 'greeting', NONE),
    t('is delivery free on a $45 order?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] }),
    t('ok, thanks', 'thanks', NONE),
  ),
  generated(
    'poem-then-scratching-post-under-20',
    t('write me a poem about cats', 'out-of-scope', NONE),
    t('haha fine. a scratching post for my kitten', 'find', { count: SOME, every: SCRATCHING_POST }),
    t('something under $20?', 'constraint', { count: SOME, every: { ...SCRATCHING_POST, maxPrice: 20 } }),
  ),
  generated(
    'queen-comforter-cheaper-welcome10',
    t('a comforter for a queen bed', 'find', { count: SOME, every: { ...DUVET, and: [word('queen')] } }),
    t('add the cheaper one to my basket', 'cart', { cart: { has: named(HELIO_DUVET) } }),
    t('apply WELCOME10', 'cart', { ...NONE, cart: { has: named(HELIO_DUVET), coupon: 'WELCOME10', totalStated: true } }),
  ),
  generated(
    'earbuds-swap-battery',
    t('put the Sonique Noise Cancelling Earbuds Mini in my cart', 'cart', { cart: { has: named(SONIQUE_BUDS) } }),
    t('actually, swap them for the Voltra Portable Noise Cancelling Earbuds F520', 'cart', { cart: { has: named(VOLTRA_BUDS), lacks: named(SONIQUE_BUDS) } }),
    t('how many hours of battery do those get?', 'product-question', { about: [named(VOLTRA_BUDS)], says: [['40 hours', '40 hrs', '40-hour']] }),
  ),
  generated(
    'head-torch-rating-stock',
    t('a head torch for camping', 'find', { count: SOME, every: HEADLAMP }),
    t('sort them by rating', 'refine', { count: SOME, every: HEADLAMP, order: 'rating-desc' }),
    t('is the top one in stock?', 'reference', { stock: at(1, 0) }),
  ),
  generated(
    'sugar-free-kombucha-cheapest',
    t('sugar free kombutcha under $10', 'constraint', { count: SOME, every: { ...KOMBUCHA, maxPrice: 10, and: [word('sugar-free')] } }),
    t('add the cheapest to my cart', 'cart', { cart: { has: named(CHEAPEST_SUGAR_FREE_KOMBUCHA) } }),
  ),
];
