/**
 * A fourth round of conversations (2026-11-27), written from the Best Buy and generated catalogues alone (their
 * names, tags, brands and prices) before running them, where the held-out pass rates were lowest: accessories
 * named by the phone they fit, hotspots and cables, colours and materials, a price ceiling said in words, and
 * follow-ups on price, stock and brand. Split into dev and held-out by the same seeded hash as every case.
 */
import { at, kind, NONE, SOME, t, word, type EvalCase, type EvalTurn } from './case-kit.ts';

const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r4 ${name}`, catalogue: 'bestbuy', turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r4 ${name}`, catalogue: 'generated', turns });

// Best Buy catalogue.
const CASE = kind('case');
const CABLE = kind('cable');
const HOTSPOT = kind('hotspot');
const PROTECTOR = kind('screen protector');
const STRAP = kind('strap', 'band');
const VR = kind('vr headset', 'virtual reality');
const PHONE = { ...kind('cell phone', 'phone'), not: kind('case', 'protector', 'charger', 'cable', 'mount', 'band') };

// Generated catalogue.
const BIKE_KIT = kind('bike repair kit');
const SMART_PLUG = kind('smart plug');
const STRAIGHTENER = kind('straightener');
const TREATS = kind('treats', 'chews');
const TRAIN = kind('train set');

export const ROUND4_CASES: EvalCase[] = [
  // Best Buy.
  bestbuy('lightning cable', t('a lightning cable', 'find', { count: SOME, every: { ...CABLE, and: [word('lightning')] } })),
  bestbuy('hotspot verizon', t('verizon mobile hotspot', 'find', { count: SOME, every: { ...HOTSPOT, and: [word('verizon')] } }), t('how much is the first one?', 'reference', { price: at(0, 0) })),
  bestbuy('pixel protector', t('screen protector for google pixel', 'find', { count: SOME, every: { ...PROTECTOR, and: [word('pixel')] } })),
  bestbuy('leather strap', t('leather strap for apple watch', 'find', { count: SOME, every: { ...STRAP, and: [word('leather')] } })),
  bestbuy('vr headset', t('do you have a vr headset?', 'find', { count: SOME, every: VR })),
  bestbuy('galaxy s7 case cheap', t('cheap case for galaxy s7', 'find', { count: SOME, every: { ...CASE, and: [word('s7')] }, order: 'price-asc' })),
  bestbuy('iphone 7 128gb', t('iphone 7 128gb', 'find', { count: SOME, every: { ...PHONE, and: [word('iphone 7'), word('128gb')] } }), t('is it in stock?', 'reference', { stock: at(0, 0) })),
  bestbuy('unlocked samsung', t('unlocked samsung phones', 'find', { count: SOME, every: { ...PHONE, brand: ['Samsung'], and: [word('unlocked')] } })),
  bestbuy('folio case then other brand', t('folio case for iphone 6', 'find', { count: SOME, every: { ...CASE, and: [word('folio')] } }), t('show me another brand', 'refine', { count: SOME, every: CASE, otherBrand: true })),
  bestbuy('pink case', t('a pink iphone 6s case', 'find', { count: SOME, every: { ...CASE, and: [word('pink')] } })),
  bestbuy('case under twenty', t('iphone 7 cases under twenty dollars', 'constraint', { count: SOME, every: { ...CASE, maxPrice: 20 } })),
  bestbuy('honor phone', t('huawei honor 8', 'find', { count: SOME, first: { ...PHONE, brand: ['Huawei'], and: [word('honor 8')] } }), t('what colours does it come in?', 'product-question', { about: [at(0, 0)] })),
  bestbuy('wall charger', t('wall charger', 'find', { count: SOME, every: kind('charger') }), t('thanks!', 'thanks', NONE)),

  // Generated.
  generated('bike repair kit', t('bike repair kit', 'find', { count: SOME, every: BIKE_KIT })),
  // The catalogue has no graphite smart plug (the case was written from another seed's catalogue): smart plugs it is.
  generated('smart plug graphite', t('a graphite smart plug', 'find', { count: SOME, every: SMART_PLUG })),
  generated('straightener then rated', t('hair straighteners', 'find', { count: SOME, every: STRAIGHTENER }), t('which one has the best reviews?', 'refine', { count: SOME, every: STRAIGHTENER, order: 'rating-desc' })),
  generated('cat treats under 5', t('cat treats under $5', 'constraint', { count: SOME, every: { ...TREATS, maxPrice: 5 } })),
  generated('train set kids', t('a wooden train set for my son', 'find', { count: SOME, every: TRAIN })),
  generated('blu-ray then add', t('4k blu-ray', 'find', { count: SOME, every: word('blu-ray') }), t('add the first one to my cart', 'cart', { cart: { has: at(0, 0) } })),
  generated('sea salt', t('flaky sea salt', 'find', { count: SOME, every: word('sea salt') }), t('is it in stock?', 'reference', { stock: at(0, 0) })),
];
