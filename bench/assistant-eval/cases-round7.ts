/**
 * A seventh round of conversations, written blind on 2026-11-27 with the sixth: from the three catalogues' data
 * alone (names, brands, categories, tags, specifications, prices, stock), without reading the assistant's code
 * or running it, and committed before their first run, to report how the offline assistant generalises to
 * conversations it was never tuned on. An independent sample of the same kind as the sixth round: fifteen per
 * catalogue, over every intent of the closed set, most with follow-ups ("the first one", "it", "cheaper", "any
 * in stock?", a product named after a list, a question about a product's specifications), in the plain,
 * colloquial and sometimes misspelt words shoppers type; none paraphrases an earlier round's conversation.
 * Split into dev and held-out by the same seeded hash as every case; `npm run eval:assistant -- --only-ids r7`
 * reports them alone.
 */
import { at, FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';
import type { ProductRule } from './judge.ts';

const demo = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r7 ${name}`, catalogue: 'demo', turns });
const demoOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r7 ${name}`, catalogue: 'demo', order: { product }, turns });
const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r7 ${name}`, catalogue: 'bestbuy', turns });
const bestbuyOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r7 ${name}`, catalogue: 'bestbuy', order: { product }, turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r7 ${name}`, catalogue: 'generated', turns });
const generatedOrder = (name: string, product: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r7 ${name}`, catalogue: 'generated', order: { product }, turns });

// Demo catalogue. "Food & Beverages" is a category of every grocery, so a drink is told by its name and tags.
const LIPSTICK = kind('lipstick');
const SMART_SPEAKER = kind('smart speaker');
const COOKWARE = kind('pan', 'wok', 'cookware');
const WATCH = kind('watch');
const MOTORBIKE = kind('motorcycle', 'motorbike');
const DRINK: ProductRule = { word: ['beverage', 'drink', 'juice', 'water', 'coffee', 'milk'], in: ['name', 'tags'] };
const SUV = 'Durango SXT RWD';
const BEDSIDE = 'Bedside Table African Cherry';
const SNEAKERS_AMP = 'Sports Sneakers Off White & Red';
const SNEAKERS = 'Sports Sneakers Off White Red';
const ECHO = 'Amazon Echo Plus';
const HOMEPOD = 'Apple HomePod Mini Cosmic Grey';
const CHARGER = 'Apple iPhone Charger';
const PROTEIN = 'Protein Powder';
const ROLLING_PIN = 'Wooden Rolling Pin';

// Best Buy catalogue: every product is tagged "cell phones", so a handset is told by its subcategory (not "Cell
// Phone Accessories").
const HANDSET: ProductRule = { word: ['phone', 'iphone'], in: ['subcategory'], not: { word: 'accessories', in: ['subcategory'] } };
const CASE = kind('case');
const PROTECTOR = kind('screen protector');
const CAR_CHARGER = kind('car charger', 'vehicle charger');
const AIRTIME = kind('prepaid minutes');
const S7_EDGE_GOLD = 'Samsung - Galaxy S7 edge 4G LTE with 32GB Memory Cell Phone (Unlocked) - Gold';
const ZAGG_HDX = 'ZAGG - InvisibleShield HDX Screen Protector for Apple iPhone 7 Plus';
const NOTE4_BLACK = 'Samsung - Galaxy Note 4 4G with 32GB Memory Cell Phone Unlocked - Charcoal black';
const NOTE4_WHITE = 'Samsung - Galaxy Note 4 4G with 32GB Memory Cell Phone Unlocked - Frost white';
const CAT_S60 = 'CAT - S60 4G LTE with 32GB Memory Cell Phone (Unlocked) - Black';
const CAT_S40 = 'CAT - S40 4G LTE with 16GB Memory Cell Phone (Unlocked) - Black';
const WALL_CHARGER = 'Insignia™ - Micro USB Wall Charger - Black';
const STAND_WHITE = 'Samsung - Fast Charge Wireless Charging Stand - White';
const STAND_BLACK = 'Samsung - Fast Charge Wireless Charging Stand - Black Sapphire';
const TRACFONE_120 = 'TRACFONE - 120-Minute Prepaid Wireless Airtime Card - Blue/Green';

// Generated catalogue.
const WINTER_TYRE = kind('winter tyre');
const TREKKING = kind('trekking poles');
const DOG_CRATE = kind('travel dog crate');
const VINYL = kind('vinyl lp', 'vinyl box set', 'picture disc', 'vinyl');
const YOGA_MAT = kind('yoga mat');
const AQUARIUM = kind('aquarium starter kit');
const BIKE_HELMET = kind('bike helmet');
const NOVEL = kind('hardcover novel');
const HOODIE = kind('hooded sweatshirt', 'hoodie');
const BALANCE_BIKE = kind('balance bike');
const CHEAPEST_WINTER = 'Autovance All-Season Winter Tyre KU-21';
const BEST_POLES = 'Apex Motion Trekking Poles UF-20';
const CHROMEBOOK = 'Helio Wireless Chromebook ZN510';
const GREEN_HOODIE = 'Trailhawk Tailored Hooded Sweatshirt – Forest Green';
const EARBUDS = 'Helio Noise Cancelling Earbuds G-71';
const SCOOTER_PLUS = 'Playbright Creative Kids Scooter Plus';
const SCOOTER_5 = 'Playbright Deluxe Kids Scooter Series 5';

export const ROUND7_CASES: EvalCase[] = [
  // Demo.
  demo(
    'suv warranty',
    t('I need an SUV for the family', 'find', { count: SOME, some: { name: SUV } }),
    t('what warranty comes with it?', 'product-question', { about: [named(SUV)], says: [['2 year', 'two year', '2-year']] }),
  ),
  demo(
    'bedside table price and stock',
    t('a bedside table for the bedroom', 'find', { count: SOME, some: { name: BEDSIDE } }),
    t('how much is it, and is it in stock?', 'reference', { price: named(BEDSIDE), stock: named(BEDSIDE) }),
  ),
  demo(
    'red lipstick then nail polish',
    t('red lipstick under $15', 'constraint', { count: SOME, every: { ...LIPSTICK, maxPrice: 15 } }),
    t('and a nail polish to match?', 'find', { count: SOME, some: { name: 'Red Nail Polish' } }),
  ),
  demo(
    'off white sneakers compare',
    t('compare the two Off White sneakers', 'compare', { about: [named(SNEAKERS_AMP), named(SNEAKERS)] }),
    t('which is cheaper?', 'reference', { about: [named(SNEAKERS)], price: named(SNEAKERS) }),
  ),
  demo(
    'smart speaker echo or homepod',
    t('a smart speaker for the kitchen', 'find', { count: SOME, every: SMART_SPEAKER }),
    t("what's the difference between the Amazon Echo Plus and the HomePod Mini?", 'compare', { about: [named(ECHO), named(HOMEPOD)] }),
  ),
  demo(
    'iphone charger stock warranty',
    t('do you stock the Apple iPhone Charger?', 'named-product', { about: [named(CHARGER)], stock: named(CHARGER) }),
    t("what's the warranty on it?", 'product-question', { about: [named(CHARGER)], says: [['1 year', 'one year', '1-year']] }),
  ),
  demo(
    'protein powder weight',
    t('protien powder for the gym', 'find', { count: SOME, some: { name: PROTEIN } }),
    t('how heavy is the tub?', 'product-question', { about: [named(PROTEIN)], says: [['9 oz', '9oz', '9 ounces']] }),
  ),
  demo(
    'sale returns and free delivery minimum',
    t('can I return something I bought on sale?', 'policy', { ...NONE, says: [FACTS.returnDays] }),
    t("what's the minimum spend for free delivery?", 'policy', { ...NONE, says: [FACTS.freeShippingOver] }),
  ),
  demoOrder(
    'lamp order thanks',
    'Table Lamp',
    t('hey, just checking on {order} ({email}) - has it shipped?', 'order-status', { ...NONE, orderStatus: true }),
    t('thanks a lot', 'thanks', NONE),
  ),
  demo(
    'morning pan or wok',
    t('good morning!', 'greeting', NONE),
    t('a pan or a wok for cooking, under $30', 'constraint', { count: SOME, every: { ...COOKWARE, maxPrice: 30 } }),
    t('the cheaper one, is it in stock?', 'reference', { stock: named('Pan') }),
  ),
  demo(
    'new here then watches under 150',
    t("I'm new here, how does shopping with you work?", 'help', NONE),
    t('any watches under $150?', 'constraint', { count: SOME, every: { ...WATCH, maxPrice: 150 } }),
  ),
  demo(
    'taxi then baseball',
    t('can you order me a taxi?', 'out-of-scope', NONE),
    t('never mind. a baseball glove', 'find', { count: SOME, some: { name: 'Baseball Glove' } }),
    t('and a bat to go with it', 'find', { count: SOME, some: { name: 'Metal Baseball Bat' } }),
  ),
  demo(
    'drinks more',
    t('something to drink', 'find', { count: SOME, every: DRINK }),
    t('what else have you got?', 'show-more', { count: SOME, every: DRINK, fresh: true }),
  ),
  demo(
    'rolling pin board then remove',
    t('put the Wooden Rolling Pin in my basket', 'cart', { cart: { has: named(ROLLING_PIN) } }),
    t('and the Chopping Board too', 'cart', { cart: { has: named('Chopping Board') } }),
    t('remove the rolling pin', 'cart', { cart: { lacks: named(ROLLING_PIN), has: named('Chopping Board') } }),
  ),
  demo(
    'motorbike under 5000 pricier',
    t('a motorbike under $5,000', 'constraint', { count: SOME, every: { ...MOTORBIKE, maxPrice: 5000 } }),
    t('something more powerful, I can spend more', 'refine', { count: SOME, every: MOTORBIKE, pricier: true }),
  ),

  // Best Buy.
  bestbuy(
    'gold s7 edge price',
    t('unlocked galaxy s7 edge in gold', 'find', { count: SOME, every: { ...HANDSET, and: [word('s7 edge'), word('gold'), word('unlocked')] } }),
    t('how much is it?', 'reference', { price: named(S7_EDGE_GOLD) }),
  ),
  bestbuy(
    'tumi 7 plus then cheaper brand',
    t('Tumi cases for iPhone 7 Plus', 'find', { count: SOME, every: { ...CASE, brand: ['Tumi'], and: [word('7 plus')] } }),
    t('cheaper ones from another brand?', 'refine', { count: SOME, every: { ...CASE, and: [word('7 plus')] }, cheaper: true, otherBrand: true }),
  ),
  bestbuy(
    'tracfone airtime minutes',
    t('TracFone airtime cards', 'find', { count: SOME, every: { ...AIRTIME, brand: ['TracFone'] } }),
    t('how many minutes do I get on the $29.99 one?', 'product-question', { about: [named(TRACFONE_120)], says: ['120'] }),
  ),
  bestbuy(
    'incipio galaxy s7 more',
    t('Incipio cases for the galaxy s7', 'find', { count: SOME, every: { ...CASE, brand: ['Incipio'], and: [word('galaxy s7')] } }),
    t('show me more', 'show-more', { count: SOME, every: { ...CASE, brand: ['Incipio'], and: [word('galaxy s7')] }, fresh: true }),
  ),
  bestbuy(
    'zagg 7 plus hdx stock',
    t('ZAGG screen protector for iPhone 7 Plus', 'find', { count: SOME, every: { ...PROTECTOR, brand: ['ZAGG'], and: [word('7 plus')] } }),
    t('is the HDX one in stock?', 'reference', { about: [named(ZAGG_HDX)], stock: named(ZAGG_HDX) }),
  ),
  bestbuy(
    'note 4 black then white',
    t('can I get the Galaxy Note 4 in charcoal black?', 'named-product', { about: [named(NOTE4_BLACK)], stock: named(NOTE4_BLACK) }),
    t('what about the white one?', 'reference', { about: [named(NOTE4_WHITE)], stock: named(NOTE4_WHITE) }),
  ),
  bestbuy(
    'rugged cat phones differ',
    t('rugged CAT phones', 'find', { count: [2, 3], every: { ...HANDSET, brand: ['CAT'] } }),
    t('how are they different?', 'compare', { about: [named(CAT_S60), named(CAT_S40)] }),
  ),
  bestbuy(
    'pixel xl cases under 20 thanks',
    t('cases for the google pixel xl under $20', 'constraint', { count: SOME, every: { ...CASE, maxPrice: 20, and: [word('pixel xl')] } }),
    t('thanks!', 'thanks', NONE),
  ),
  bestbuyOrder(
    'jabra order then delivery days',
    'Jabra - Extreme2+ Bluetooth Headset - Brushed Metal',
    t('checking on my order {order}, the email is {email}', 'order-status', { ...NONE, orderStatus: true }),
    t('how many days does standard shipping usually take?', 'policy', { ...NONE, says: [FACTS.standardDays] }),
  ),
  bestbuy(
    'free shipping at 60 and faster',
    t('is shipping free if I spend $60?', 'policy', { ...NONE, says: [FACTS.freeShippingOver] }),
    t('do you have a faster option?', 'policy', { ...NONE, says: [FACTS.expressDays] }),
  ),
  bestbuy(
    'yo pelican iphone 7',
    t('yo', 'greeting', NONE),
    t('pelican case for my iphone 7', 'find', { count: SOME, every: { ...CASE, brand: ['Pelican'], and: [word('iphone 7')] } }),
  ),
  bestbuy(
    'data plan then verizon prepaid',
    t("what's the best data plan in my area?", 'out-of-scope', NONE),
    t('ok then, a Verizon prepaid phone', 'find', { count: SOME, every: { ...HANDSET, and: [{ word: 'verizon', in: ['name', 'brand'] }, { word: 'prepaid', in: ['name', 'brand', 'subcategory'] }] } }),
  ),
  bestbuy(
    'wall charger in and out',
    t('add the Insignia micro USB wall charger to my cart', 'cart', { cart: { has: named(WALL_CHARGER) } }),
    t('oops, remove it please', 'cart', { cart: { lacks: named(WALL_CHARGER) } }),
  ),
  bestbuy(
    'new shopper then car charger under 20',
    t("I'm new to this shop, how can you help me?", 'help', NONE),
    t('a car charger under $20', 'constraint', { count: SOME, every: { ...CAR_CHARGER, maxPrice: 20 } }),
  ),
  bestbuy(
    'samsung stand colours',
    t('does the Samsung Fast Charge Wireless Charging Stand come in white?', 'product-question', { about: [named(STAND_WHITE)] }),
    t('and the black one, is it in stock?', 'reference', { about: [named(STAND_BLACK)], stock: named(STAND_BLACK) }),
  ),

  // Generated.
  generated(
    'cheapest winter tyre in stock',
    t('cheapest winter tyres you have in stock', 'constraint', { count: SOME, every: { ...WINTER_TYRE, inStock: true }, first: { name: CHEAPEST_WINTER }, order: 'price-asc' }),
    t('add the first one to my cart', 'cart', { cart: { has: named(CHEAPEST_WINTER) } }),
  ),
  generated(
    'trekking poles best rated',
    t('trekking poles for a hike next month', 'find', { count: SOME, every: TREKKING }),
    t('the best rated ones please', 'refine', { count: SOME, every: TREKKING, first: { name: BEST_POLES }, order: 'rating-desc' }),
  ),
  generated(
    'dog crate under 25 stock',
    t('a travel crate for my dog under $25', 'constraint', { count: SOME, every: { ...DOG_CRATE, maxPrice: 25 } }),
    t('is the first one in stock?', 'reference', { stock: at(0, 0) }),
  ),
  generated(
    'jazz vinyl more',
    t('any jazz records on vinyl?', 'find', { count: SOME, every: { ...VINYL, and: [word('jazz')] } }),
    t('more jazz please', 'show-more', { count: SOME, every: { ...VINYL, and: [word('jazz')] }, fresh: true }),
  ),
  generated(
    'chromebook named then ram',
    t('do you sell the Helio Wireless Chromebook ZN510?', 'named-product', { about: [named(CHROMEBOOK)], stock: named(CHROMEBOOK) }),
    t('how much RAM does it have?', 'product-question', { about: [named(CHROMEBOOK)], says: [['32 GB', '32GB']] }),
  ),
  generatedOrder(
    'balance bike order arrival',
    'Playbright Balance Bike',
    t('I ordered a balance bike, order {order}, email {email} - what is the status?', 'order-status', { ...NONE, orderStatus: true }),
    t('how long does it usually take to arrive?', 'policy', { ...NONE, says: [FACTS.standardDays] }),
  ),
  generated(
    'refund for a present and express',
    t("what if my kid doesn't like the present, can I get a refund?", 'policy', { ...NONE, says: [FACTS.returnDays] }),
    t('is there express shipping?', 'policy', { ...NONE, says: [FACTS.expressDays] }),
  ),
  generated(
    'earbuds big20 then welcome10',
    t('add the Helio Noise Cancelling Earbuds G-71 to my cart', 'cart', { cart: { has: named(EARBUDS) } }),
    t('apply BIG20', 'cart', { ...NONE, cart: { coupon: null } }),
    t('ok then WELCOME10', 'cart', { ...NONE, cart: { coupon: 'WELCOME10', totalStated: true } }),
  ),
  generated(
    'percent sum then yoga mat',
    t("what's 15% of 80?", 'out-of-scope', NONE),
    t('ok never mind. a yoga mat', 'find', { count: SOME, every: YOGA_MAT }),
  ),
  generated(
    'hey aquarium under 50',
    t('hey!', 'greeting', NONE),
    t('an aquarium starter kit under $50', 'constraint', { count: SOME, every: { ...AQUARIUM, maxPrice: 50 } }),
  ),
  generated(
    'velocita helmets cheaper other brand',
    t('Velocita bike helmets', 'find', { count: SOME, every: { ...BIKE_HELMET, brand: ['Velocita'] } }),
    t('way too pricey. something cheaper from another brand?', 'refine', { count: SOME, every: BIKE_HELMET, cheaper: true, otherBrand: true }),
  ),
  generated(
    'novel 4 stars add first',
    t('a hardcover novel rated 4 stars or higher', 'constraint', { count: SOME, every: { ...NOVEL, minRating: 4 } }),
    t('add the first one to my basket', 'cart', { cart: { has: at(0, 0) } }),
  ),
  generated(
    'forest green hoodie material',
    t('a forest green hoodie', 'find', { count: SOME, every: { ...HOODIE, and: [word('forest green')] } }),
    t('what is it made of?', 'product-question', { about: [named(GREEN_HOODIE)], says: ['linen'] }),
  ),
  generated(
    'how it works then scooters compare',
    t('how does this assistant thing work?', 'help', NONE),
    t('compare the Playbright Creative Kids Scooter Plus and the Playbright Deluxe Kids Scooter Series 5', 'compare', { about: [named(SCOOTER_PLUS), named(SCOOTER_5)] }),
  ),
  generated(
    'balance bike 20 to 40 thanks',
    t('a balance bike between $20 and $40', 'constraint', { count: SOME, every: { ...BALANCE_BIKE, minPrice: 20, maxPrice: 40 } }),
    t("thanks, that's what I needed", 'thanks', NONE),
  ),
];
