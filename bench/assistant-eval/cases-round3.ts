/**
 * A third round of conversations (2026-11-27, next stop), written from the three catalogues alone (their
 * names, subcategories, tags, brands and prices) before running them: phrasings the first two rounds did not
 * use (questions, "do you sell", price ranges, gifts, brand and kind together, a follow-up on stock, cart or
 * rating); the last four written after the first run, so that 40% of all conversations keep more than one
 * turn (judge.test.ts). Split into dev and held-out by the same seeded hash as every case.
 */
import { at, FACTS, kind, named, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';

const demo = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `demo/r3 ${name}`, catalogue: 'demo', turns });
const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r3 ${name}`, catalogue: 'bestbuy', turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r3 ${name}`, catalogue: 'generated', turns });

// Demo catalogue.
const SHOES = kind('sneakers', 'trainers', 'shoes');
const PERFUME = kind('perfume', 'fragrance', 'eau de');
const LAPTOP = kind('laptop');
const WATCH = kind('watch');
const SUNGLASSES = kind('sunglasses', 'glasses');
const DRESS = kind('dress', 'frock', 'gown');

// Best Buy catalogue.
const CASE = kind('case');
const MOUNT = kind('mount');
const BAND = kind('band', 'strap');
const CHARGER = kind('charger', 'charging');
const HEADSET = kind('headset', 'headphones', 'earbuds', 'earphones');

// Generated catalogue.
const TREATS = kind('treats', 'chews');
const ESPRESSO = kind('espresso machine');
const KETTLEBELL = kind('kettlebell');
const NOVEL = kind('graphic novel');
const SOFA = kind('sofa');
const COFFEE = kind('coffee');
const CREAM = kind('night cream');
const BOARD_GAME = kind('board game');

export const ROUND3_CASES: EvalCase[] = [
  // Demo.
  demo('do you sell sneakers', t('do you sell sneakers?', 'find', { count: SOME, every: SHOES })),
  demo('perfume for girlfriend', t('looking for a perfume for my girlfriend, under $90', 'constraint', { count: SOME, every: { ...PERFUME, maxPrice: 90 } })),
  demo('priciest laptop', t("what's your most expensive laptop?", 'find', { count: SOME, every: LAPTOP, first: { name: 'Apple MacBook Pro 14 Inch Space Grey' } })),
  demo(
    'samsung phones in stock',
    t('samsung phones', 'find', { count: SOME, every: { brand: ['Samsung'], ...kind('phone', 'smartphone') } }),
    t('which of them are in stock?', 'refine', { count: SOME, every: { brand: ['Samsung'], inStock: true } }),
  ),
  demo('kitchen knife', t('I need a kitchen knife', 'find', { count: SOME, some: { name: 'Knife' } })),
  demo('watches between', t("men's watches between $1000 and $2000", 'constraint', { count: SOME, every: { ...WATCH, minPrice: 1000, maxPrice: 2000 } })),
  demo('coffee then add', t('do you have coffee?', 'find', { count: SOME, some: { name: 'Nescafe Coffee' } }), t('add it to my cart please', 'cart', { cart: { has: at(0, 0) } })),
  demo('golf gift', t('a gift for my dad, he loves golf', 'find', { count: SOME, every: word('golf') })),
  demo('cheapest sunglasses', t('your cheapest sunglasses', 'find', { count: SOME, every: SUNGLASSES, order: 'price-asc', first: { name: 'Party Glasses' } })),
  demo('rolex then cheaper', t('rolex watches', 'find', { count: SOME, every: { brand: ['Rolex'] } }), t('anything cheaper?', 'refine', { count: SOME, every: WATCH, cheaper: true })),
  demo('gray dress', t('a gray dress', 'find', { count: SOME, every: DRESS, first: { name: 'Gray Dress' } }), t('how much is it?', 'reference', { price: named('Gray Dress') })),
  demo('express delivery', t('how fast is express delivery?', 'policy', { ...NONE, says: [FACTS.expressDays] })),
  demo('good morning', t('good morning', 'greeting', NONE)),
  demo('running shoes price', t('running shoes', 'find', { count: SOME, every: SHOES }), t('how much is the first one?', 'reference', { price: at(0, 0) })),

  // Best Buy.
  bestbuy('lifeproof case', t('lifeproof case for iphone 7', 'find', { count: SOME, every: { ...CASE, brand: ['LifeProof'] } })),
  bestbuy('selfie sticks', t('do you have selfie sticks?', 'find', { count: SOME, every: kind('selfie stick', 'selfie-stick', 'selfie') })),
  bestbuy('sim cards', t('do you sell sim cards?', 'find', { count: SOME, every: kind('sim card', 'sim') })),
  bestbuy('car mount then cheaper', t('a phone mount for my car', 'find', { count: SOME, every: MOUNT }), t('something cheaper?', 'refine', { count: [0, 3], every: MOUNT, cheaper: true })),
  bestbuy('watch bands', t('apple watch bands', 'find', { count: SOME, every: BAND })),
  bestbuy('unlocked under 200', t('an unlocked phone under $200', 'constraint', { count: SOME, every: { ...kind('unlocked'), maxPrice: 200 } })),
  bestbuy('belkin wireless charger', t('belkin wireless charger', 'find', { count: SOME, every: { ...CHARGER, brand: ['Belkin'] } })),
  bestbuy('bluetooth headset then rated', t('bluetooth headsets', 'find', { count: SOME, every: HEADSET }), t('which one is rated best?', 'refine', { count: SOME, every: HEADSET, order: 'rating-desc' })),
  bestbuy('returns', t("what's your return policy?", 'policy', { ...NONE, says: [FACTS.returnDays] })),
  bestbuy('speck then cheaper', t('speck cases for iphone 6s', 'find', { count: SOME, every: { ...CASE, brand: ['Speck'] } }), t('cheaper ones?', 'refine', { count: [0, 3], every: CASE, cheaper: true })),
  bestbuy('mophie then stock', t('mophie battery cases', 'find', { count: SOME, every: { brand: ['mophie'] } }), t('is the first one in stock?', 'reference', { stock: at(0, 0) })),
  bestbuy(
    'defender compare',
    t('otterbox defender case for iphone 7', 'find', { count: [2, 3], every: { ...CASE, brand: ['OtterBox', 'Otterbox'] } }),
    t('compare the first two', 'compare', { about: [at(0, 0), at(0, 1)] }),
  ),
  bestbuy('screen protector stock', t('a screen protector for iphone 6', 'find', { count: SOME, every: kind('screen protector', 'glass') }), t('is the first one in stock?', 'reference', { stock: at(0, 0) })),

  // Generated.
  generated('dog treats under 10', t('dog treats under $10', 'constraint', { count: SOME, every: { ...TREATS, maxPrice: 10 } })),
  generated('espresso machines', t('espresso machines', 'find', { count: SOME, every: ESPRESSO })),
  generated('kettlebell best rated', t('kettlebells', 'find', { count: SOME, every: KETTLEBELL }), t('which is the best rated?', 'refine', { count: SOME, every: KETTLEBELL, order: 'rating-desc' })),
  generated('hedge trimmer', t('a cordless hedge trimmer', 'find', { count: SOME, every: kind('hedge trimmer') })),
  generated('graphic novels', t('graphic novels please', 'find', { count: SOME, every: NOVEL })),
  generated('eau de parfum under 50', t('eau de parfum under $50', 'constraint', { count: SOME, every: { ...word('eau de parfum'), maxPrice: 50 } })),
  generated('grey sofa', t('a grey sofa', 'find', { count: SOME, every: { ...SOFA, and: [word('grey')] } })),
  generated('ground coffee then add', t('ground coffee', 'find', { count: SOME, every: COFFEE }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } })),
  generated('retinol night cream', t('retinol night cream', 'find', { count: SOME, every: CREAM })),
  generated('board games then more', t('board games for the family', 'find', { count: SOME, every: BOARD_GAME }), t('show me more', 'show-more', { count: SOME, every: BOARD_GAME, fresh: true })),
  generated('thanks bye', t('thanks, bye!', 'thanks', NONE)),
  generated('perfume then cheaper', t('eau de parfum', 'find', { count: SOME, every: word('eau de parfum') }), t('anything cheaper?', 'refine', { count: [0, 3], every: word('eau de parfum'), cheaper: true })),
];
