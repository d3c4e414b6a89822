/**
 * A second round of conversations (2026-11-27), written from the three catalogues alone after the first
 * round's dev set was passing, before any change they might prompt: everyday phrasings the first round did
 * not use (chatty openings, several limits at once, "for it", "in black", comparisons by name, questions
 * about what a product is made of). Four got a closing follow-up turn (a thanks, a question about a product
 * shown) after the first run, so that 40% of all conversations keep more than one turn (judge.test.ts). Split into dev and held-out by the same seeded hash as every case.
 */
import { at, FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';
import type { ProductRule } from './judge.ts';

const demo = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r2 ${name}`, catalogue: 'demo', turns });
const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r2 ${name}`, catalogue: 'bestbuy', turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r2 ${name}`, catalogue: 'generated', turns });

// Demo catalogue.
const KITCHEN_BLENDER = kind('blender');
const BALL = kind('ball', 'football', 'basketball', 'volleyball');
const SUNGLASSES = kind('sunglasses', 'glasses');
const BAG = kind('bag', 'handbag', 'backpack');
const WATCH = kind('watch');
const FRUIT: ProductRule = { word: ['apple', 'kiwi', 'strawberry', 'mulberry', 'lemon'], in: ['name'] };

// Best Buy catalogue.
const CASE = kind('case');
const CHARGER = kind('charger', 'charging');
const HEADSET = kind('headset', 'headphones', 'earbuds', 'earphones');
const SPEAKER = kind('speaker');
const PROTECTOR = kind('screen protector', 'glass');

// Generated catalogue.
const TV = kind('tv');
const TEA = kind('tea');
const CHESS = word('chess set');
const TYRE = kind('tyre', 'tire');
const BOOK = kind('book');

export const ROUND2_CASES: EvalCase[] = [
  // Demo.
  demo('chatty blender', t("hi! I'm after a blender for smoothies", 'find', { count: SOME, every: KITCHEN_BLENDER })),
  demo('blender cheapest', t('blenders', 'find', { count: SOME, every: KITCHEN_BLENDER }), t('which is the cheapest?', 'refine', { count: SOME, every: KITCHEN_BLENDER, order: 'price-asc' })),
  demo('balls under 15', t('any balls under $15?', 'constraint', { count: SOME, every: { ...BALL, maxPrice: 15 } })),
  demo('sunglasses two limits', t('sunglasses under $30 rated 4 stars or more', 'constraint', { count: SOME, every: { ...SUNGLASSES, maxPrice: 30, minRating: 4 } })),
  demo('bag leather', t('a leather bag for my wife', 'find', { count: SOME, every: { ...BAG, and: [word('leather')] } })),
  demo('watch then more', t('womens watches', 'find', { count: SOME, every: WATCH }), t('show me a few more', 'show-more', { count: SOME, every: WATCH, fresh: true })),
  demo('fruit', t('fresh fruit', 'find', { count: SOME, some: FRUIT })),
  demo('compare named', t('compare the Knoll Saarinen Executive Conference Chair and the Annibale Colombo Sofa', 'compare', { about: [named('Knoll Saarinen Executive Conference Chair'), named('Annibale Colombo Sofa')] })),
  demo('volleyball stock', t('volleyballs', 'find', { count: SOME, some: { name: 'Volleyball' } }), t('is it in stock?', 'reference', { stock: named('Volleyball') })),
  demo('sofa price', t('how much does the Annibale Colombo Sofa cost?', 'product-question', { price: named('Annibale Colombo Sofa') }), t('ok thanks', 'thanks', NONE)),
  demo('returns chatty', t('hey, if a dress does not fit can I send it back?', 'policy', { ...NONE, says: [FACTS.returnDays] })),
  demo('cricket gear', t('cricket gear', 'find', { count: SOME, every: word('cricket') }), t('is the first one in stock?', 'reference', { stock: at(0, 0) })),
  demo('blender then add', t('hand blender', 'find', { count: SOME, first: { name: 'Hand Blender' } }), t('put it in my cart', 'cart', { cart: { has: at(0, 0) } })),

  // Best Buy.
  bestbuy('speaker waterproof', t('a waterproof bluetooth speaker', 'find', { count: SOME, every: { ...SPEAKER, and: [word('waterproof', 'water-resistant', 'water resistant')] } })),
  bestbuy('case cheaper than', t('otterbox cases under $40', 'constraint', { count: SOME, every: { ...CASE, brand: ['OtterBox'], maxPrice: 40 } })),
  bestbuy('charger for it', t('iphone 7 cases', 'find', { count: SOME, every: CASE }), t('do you also have a charger for it?', 'find', { count: SOME, every: CHARGER })),
  bestbuy('headset best rated', t('the best rated headsets', 'find', { count: SOME, every: HEADSET, order: 'rating-desc' }), t('how much is the second one?', 'reference', { price: at(0, 1) })),
  bestbuy('protector galaxy', t('screen protector for galaxy s7', 'find', { count: SOME, every: { ...PROTECTOR, and: [word('s7')] } })),
  bestbuy('speaker then cheaper', t('portable speakers', 'find', { count: SOME, every: SPEAKER }), t('something cheaper', 'refine', { count: [0, 3], every: SPEAKER, cheaper: true })),
  bestbuy('case in black', t('iphone 6s case in black', 'find', { count: SOME, every: { ...CASE, and: [word('black')] } })),
  bestbuy('headset another brand', t('plantronics headsets', 'find', { count: SOME, every: { brand: ['Plantronics'] } }), t('show me another brand', 'refine', { count: SOME, every: HEADSET, otherBrand: true })),
  bestbuy('shipping', t('how much is shipping?', 'policy', { ...NONE, says: [FACTS.shippingFee] })),
  bestbuy('out of scope', t("what's the capital of france?", 'out-of-scope', NONE)),

  // Generated.
  generated('tv big', t('a qled tv', 'find', { count: SOME, every: { ...TV, and: [word('qled')] } })),
  generated('tea decaf', t('decaf tea please', 'find', { count: SOME, every: { ...TEA, and: [word('decaf')] } }), t('thank you!', 'thanks', NONE)),
  generated('chess cheap', t('a cheap chess set', 'find', { count: SOME, every: CHESS, order: 'price-asc' })),
  generated('tyres winter', t('winter tyres under $100', 'constraint', { count: SOME, every: { ...TYRE, and: [word('winter')], maxPrice: 100 } })),
  generated('book then pricier', t('non-fiction books', 'find', { count: SOME, every: BOOK }), t('a pricier one', 'refine', { count: SOME, every: BOOK, pricier: true })),
  generated('tea in stock', t('green tea that is in stock', 'constraint', { count: SOME, every: { ...TEA, and: [word('green tea')], inStock: true } })),
  generated('olive colour', t('something in olive', 'find', { count: SOME, every: word('olive') })),
  generated('help', t('what can you do?', 'help', NONE)),
  generated('thanks after find', t('chess sets', 'find', { count: SOME, every: CHESS }), t('thanks, that helps', 'thanks', NONE)),
];
