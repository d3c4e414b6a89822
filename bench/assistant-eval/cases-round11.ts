/**
 * An eleventh round of conversations, written by helper h1 on 2026-11-29 with the assistant's answers to amounts
 * asked of a product ("do they come in a size 9?", "will it fit a 7.5 inch wrist?", "is it ok for my 8 year old?"):
 * each over a product whose own details state a range or a bound of what is asked (the generated catalogue's
 * "Sizes: US 5-12", "Players: 3-8", "Age: 10+", "Max Load: 120 kg", "Operating Temperature: -20 to 60 °C"; the Best
 * Buy catalogue's descriptions "fits smartphone screens ranging from 3.5 to 6 inches", "Fitting wrists from 5.1 inches
 * to 7 inches", "accommodates arms from 8.5\" to 19\"", "fits smartphones or GPS units measuring 2.1-3.1 inches wide").
 * The demo catalogue states no such range. Every product named is unique by name, and every figure expected is in its
 * details; a turn is judged by the product, the figure quoted and whether the answer says yes, never by its wording.
 * Split into dev and held-out by the same seeded hash as every case.
 */
import { named, SOME, t, type EvalCase, type EvalTurn } from './case-kit.ts';

const bestbuy = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `bestbuy/r11-${name}`, catalogue: 'bestbuy', turns });
const generated = (name: string, ...turns: EvalTurn[]): EvalCase => ({ id: `generated/r11-${name}`, catalogue: 'generated', turns });

/** A yes, with the figure that says so; a no (said as one, not a detail quoted alone), with the figure, and no yes. */
const yes = (product: string, ...figure: string[]) => ({ about: [named(product)], says: [['yes'], figure], saysNot: ['no'] });
const no = (product: string, ...figure: string[]) => ({ about: [named(product)], says: [['no:', 'no,', 'no.', 'no!', 'no -', 'no \u2013'], figure], saysNot: ['yes'] });
/** The product found by its name. */
const found = (product: string) => ({ count: SOME, some: { name: product } });

// Generated catalogue.
const RUNNING_SHOES = 'Juniper Row Vintage Running Shoes Atelier – Rose Gold';
const CHELSEA_BOOTS = 'Juniper Row Oversized Chelsea Boots';
const CREW_NECK = 'Marlowe & Finch Crew-Neck Sweater';
const PARTY_GAME = 'Meeple Mill Eco-Friendly Party Card Game Max – Midnight Black';
const CHESS_SET = 'Meeple Mill Creative Chess Set';
const BALANCE_BIKE = 'Brickwell Balance Bike';
const OFFICE_CHAIR = 'Lumen & Loom Heavy-Duty Office Chair Original';
const TYRE_INFLATOR = 'Voltra Tyre Inflator Z420';
const PC_GAME = 'Open Road Editions PC Game 2nd Edition';

// Best Buy catalogue.
const VR_HEADSET = 'iLive - 3D Virtual Reality Headset';
const WATCH_BAND = 'GRIFFIN - Uptown double-wrap band for Apple Watch 38mm - Black';
const ARMBAND = 'LifeProof - LifeActiv Armband - Black';
const CAR_MOUNT = 'iOttie - Easy Flex 3 Vehicle Mount for Select Mobile Devices - Black';

export const ROUND11_CASES: readonly EvalCase[] = [
  generated(
    'running-shoes-size-nine-and-thirteen',
    t('juniper row vintage running shoes atelier', 'named-product', found(RUNNING_SHOES)),
    t('do they come in a size 9?', 'product-question', yes(RUNNING_SHOES, '5-12')),
    t('do you have them in a 13?', 'product-question', no(RUNNING_SHOES, '5-12')),
  ),
  generated(
    'chelsea-boots-half-size',
    t('the Juniper Row oversized chelsea boots', 'named-product', found(CHELSEA_BOOTS)),
    t('can I get them in a 10.5?', 'product-question', yes(CHELSEA_BOOTS, '7-14')),
  ),
  generated(
    'crew-neck-sweater-xxl',
    t('Marlowe & Finch Crew-Neck Sweater', 'named-product', found(CREW_NECK)),
    t('is the Marlowe & Finch Crew-Neck Sweater any good?', 'named-product', { about: [named(CREW_NECK)] }),
    t('does it come in XXL?', 'product-question', no(CREW_NECK, 'XS-XL')),
  ),
  generated(
    'party-card-game-age-and-players',
    t('meeple mill eco-friendly party card game max', 'named-product', found(PARTY_GAME)),
    t('is it ok for my 8 year old?', 'product-question', no(PARTY_GAME, '10+')),
    t('is it good for 6 players?', 'product-question', yes(PARTY_GAME, '3-8')),
  ),
  generated(
    'chess-set-five-people',
    t('is the Meeple Mill Creative Chess Set in stock?', 'named-product', { about: [named(CHESS_SET)], stock: named(CHESS_SET) }),
    t('can 5 people play it?', 'product-question', no(CHESS_SET, '2-4')),
  ),
  generated(
    'balance-bike-two-year-old',
    t('how much is the Brickwell Balance Bike?', 'named-product', { about: [named(BALANCE_BIKE)], price: named(BALANCE_BIKE) }),
    t('is it suitable for a 2 year old?', 'product-question', no(BALANCE_BIKE, '3+')),
  ),
  generated(
    'office-chair-load',
    t('the Lumen & Loom heavy-duty office chair', 'named-product', found(OFFICE_CHAIR)),
    t('can it take 130 kg?', 'product-question', no(OFFICE_CHAIR, '120 kg')),
  ),
  generated(
    'tyre-inflator-hot-day',
    t('Voltra Tyre Inflator Z420', 'named-product', found(TYRE_INFLATOR)),
    t('does it work at 45°C?', 'product-question', yes(TYRE_INFLATOR, '60 °C', '60 °c')),
  ),
  generated(
    'pc-game-fifteen-year-old',
    t('Open Road Editions PC Game 2nd Edition', 'named-product', found(PC_GAME)),
    t('is it ok for a 15 year old?', 'product-question', no(PC_GAME, '18+')),
  ),
  bestbuy(
    'vr-headset-phone-screen',
    t('the iLive 3D virtual reality headset', 'named-product', found(VR_HEADSET)),
    t('does it fit a 5.5 inch phone screen?', 'product-question', yes(VR_HEADSET, '3.5 to 6 inches')),
  ),
  bestbuy(
    'griffin-band-big-wrist',
    t('the black Griffin Uptown double-wrap band for Apple Watch 38mm', 'named-product', { count: SOME, first: { name: WATCH_BAND } }),
    t('will it fit a 7.5 inch wrist?', 'product-question', no(WATCH_BAND, '7 inches')),
  ),
  bestbuy(
    'lifeproof-armband-arm',
    t('LifeProof LifeActiv armband', 'named-product', found(ARMBAND)),
    t('would it go round a 12 inch arm?', 'product-question', yes(ARMBAND, '19"')),
  ),
  bestbuy(
    'iottie-easy-flex-wide-phone',
    t('the iOttie Easy Flex 3 vehicle mount', 'named-product', found(CAR_MOUNT)),
    t('will it hold a phone that is 3.5 inches wide?', 'product-question', no(CAR_MOUNT, '3.1 inches')),
  ),
];
