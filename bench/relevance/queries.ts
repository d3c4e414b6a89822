/**
 * The judged queries: what a shopper would type into each catalogue's search box, with the products a
 * careful shopper would call exact (grade 2) or acceptable (grade 1), as rules over product fields (see
 * judge.ts). Written from the catalogues alone, never from what a search engine returns.
 */
import { and, type Rule, type Where } from './judge.ts';

export const CATALOGS = {
  demo: 'datasets/demo-catalog.json',
  bestbuy: 'datasets/bestbuy-catalog.json',
} as const;
export type CatalogId = keyof typeof CATALOGS;

export const QUERY_CLASSES = [
  /** The product's name, or most of it. */
  'exact',
  /** A kind of product ("perfume", "car charger"). */
  'kind',
  /** A brand and a kind ("nike shoes"). */
  'brand-kind',
  /** A word the catalogue does not use for what it sells ("sneakers", "cellphone"). */
  'synonym',
  /** A plural or other inflection of the catalogue's word ("dresses", "batteries"). */
  'inflection',
  /** One or two typos ("perfum", "samsng galaxy"). */
  'misspelling',
  /** A kind with a colour, material, capacity or feature ("red shoes", "64gb"). */
  'attribute',
  /** A query with a word the catalogue lacks ("cheap perfume", "shockproof iphone 7 case"). */
  'extra-word',
  /** Something the shop does not sell: nothing is relevant (expectNone). */
  'not-sold',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface JudgedQuery {
  /** Stable: the catalogue and the text. The held-out split hashes it. */
  id: string;
  catalog: CatalogId;
  q: string;
  class: QueryClass;
  rules: Rule[];
  /** The shop sells nothing for it: no product may be graded 1 or more. */
  expectNone?: boolean;
}

const g2 = (where: Where): Rule => ({ grade: 2, where });
const g1 = (where: Where): Rule => ({ grade: 1, where });

function make(catalog: CatalogId) {
  return (cls: QueryClass, q: string, rules: Rule[]): JudgedQuery => ({
    id: `${catalog}:${q}`,
    catalog,
    q,
    class: cls,
    rules,
    ...(cls === 'not-sold' ? { expectNone: true } : {}),
  });
}

// ---------------------------------------------------------------------------------------------------------
// The demo catalogue (DummyJSON, 194 products)
// ---------------------------------------------------------------------------------------------------------

const d = make('demo');

const FRAGRANCE: Where = { subcategory: 'Fragrances' };
const LAPTOP: Where = { subcategory: 'Laptops' };
const SMARTPHONE: Where = { subcategory: 'Smartphones' };
const APPLE_PHONE: Where = { subcategory: 'Smartphones', name: /\biphone\b/i };
const TABLET: Where = { subcategory: 'Tablets' };
const MOTORCYCLE: Where = { subcategory: 'Motorcycle' };
const VEHICLE: Where = { subcategory: 'Vehicle' };
const WATCH: Where = { subcategory: /^(Mens|Womens) Watches$/ };
const SMARTWATCH: Where = { tags: 'smartwatches' };
const SUNGLASSES: Where = { subcategory: 'Sunglasses', tags: 'sunglasses' };
const PARTY_GLASSES: Where = { subcategory: 'Sunglasses' };
const SOFA: Where = { subcategory: 'Furniture', name: /\bsofa\b/i };
const HANDBAG: Where = { tags: 'handbags' };
const WOMENS_BAG: Where = { subcategory: 'Womens Bags' };
const DRESS: Where = { tags: /^(dresses|girls' dresses|gowns)$/ };
const WOMENS_DRESSES: Where = { subcategory: 'Womens Dresses' };
const SNEAKER: Where = { subcategory: 'Mens Shoes', tags: /^(athletic shoes|casual shoes)$/ };
const CLEATS: Where = { tags: 'sports cleats' };
const WOMENS_CASUAL_SHOES: Where = { subcategory: 'Womens Shoes', tags: 'casual shoes' };
const NIKE_SHOES: Where = { brand: 'Nike', subcategory: /shoes/i };
const EARPHONES: Where = { tags: 'wireless earphones' };
const OVER_EAR: Where = { tags: 'over-ear headphones' };
const EARRING: Where = { tags: 'earrings' };
const MENS_SHIRT: Where = { subcategory: 'Mens Shirts' };
const ROLEX: Where = { brand: 'Rolex' };
const SAMSUNG_GALAXY: Where = { brand: 'Samsung', name: /\bgalaxy\b/i };
const IPHONE_ACCESSORY: Where = { subcategory: 'Mobile Accessories', name: /\biphone\b/i };
const AIRPODS: Where = { name: /\bairpods\b/i };
const FOOTWEAR: Where = { subcategory: /shoes/i };

export const DEMO_QUERIES: JudgedQuery[] = [
  // exact names, or most of one
  d('exact', 'Essence Mascara Lash Princess', [g2({ name: /lash princess/i }), g1({ tags: 'mascara' })]),
  d('exact', 'Calvin Klein CK One', [g2({ name: /\bck one\b/i }), g1(FRAGRANCE)]),
  d('exact', 'Apple MacBook Pro 14', [g2({ name: /macbook pro/i }), g1(LAPTOP)]),
  d('exact', 'Samsung Galaxy S10', [g2({ name: /galaxy s10\b/i }), g1({ ...SMARTPHONE, brand: 'Samsung' })]),
  d('exact', 'iPhone 13 Pro', [g2({ name: /iphone 13 pro/i }), g1(APPLE_PHONE)]),
  d('exact', 'Rolex Submariner', [g2({ name: /submariner/i }), g1(ROLEX)]),
  d('exact', 'Nike Air Jordan 1', [g2({ name: /air jordan/i }), g1(NIKE_SHOES)]),
  d('exact', 'Knoll Saarinen Executive Conference Chair', [g2({ name: /saarinen/i })]),
  d('exact', 'Lenovo Yoga 920', [g2({ name: /yoga 920/i }), g1(LAPTOP)]),
  d('exact', 'Kawasaki Z800', [g2({ name: /z800/i }), g1({ tags: 'sportbikes' })]),
  d('exact', 'Dodge Durango', [g2({ name: /durango/i }), g1({ ...VEHICLE, brand: 'Dodge' })]),
  d('exact', 'Olay Ultra Moisture Shea Butter Body Wash', [g2({ name: /olay ultra moisture/i }), g1({ subcategory: 'Skin Care' })]),
  d('exact', 'Apple AirPods Max', [g2({ name: /airpods max/i }), g1(AIRPODS)]),
  d('exact', 'Gucci Bloom', [g2({ name: /gucci bloom/i }), g1(FRAGRANCE)]),
  d('exact', 'Huawei Matebook X Pro', [g2({ name: /matebook/i }), g1(LAPTOP)]),

  // kinds
  d('kind', 'perfume', [g2(FRAGRANCE)]),
  d('kind', 'sunglasses', [g2(SUNGLASSES), g1(PARTY_GLASSES)]),
  d('kind', 'laptop', [g2(LAPTOP)]),
  d('kind', 'smartphone', [g2(SMARTPHONE)]),
  d('kind', 'tablet', [g2(TABLET)]),
  d('kind', 'motorcycle', [g2(MOTORCYCLE)]),
  d('kind', 'lipstick', [g2({ tags: 'lipstick' }), g1({ subcategory: 'Beauty' })]),
  d('kind', 'mascara', [g2({ tags: 'mascara' }), g1({ subcategory: 'Beauty' })]),
  d('kind', 'handbag', [g2(HANDBAG), g1(WOMENS_BAG)]),
  d('kind', 'wok', [g2({ tags: 'woks' }), g1({ tags: /^(pans|pots)$/ })]),
  d('kind', 'blender', [g2({ tags: 'blenders' })]),
  d('kind', 'watch', [g2(WATCH), g1(SMARTWATCH)]),
  d('kind', 'sofa', [g2(SOFA)]),
  d('kind', 'lamp', [g2({ tags: 'lighting' }), g1({ name: /\blamp\b/i })]),
  d('kind', 'cricket bat', [g2({ name: /cricket bat/i }), g1({ tags: 'cricket' })]),
  d('kind', 'coffee', [g2({ tags: 'coffee' })]),
  d('kind', 'dog food', [g2({ tags: 'dog food' })]),
  d('kind', 'backpack', [g2({ tags: 'backpacks' }), g1(WOMENS_BAG)]),
  d('kind', 'car', [g2(VEHICLE)]),

  // brand and kind
  d('brand-kind', 'nike shoes', [g2(NIKE_SHOES)]),
  d('brand-kind', 'apple laptop', [g2({ ...LAPTOP, brand: 'Apple' }), g1(LAPTOP)]),
  d('brand-kind', 'samsung phone', [g2({ ...SMARTPHONE, brand: 'Samsung' }), g1({ ...TABLET, brand: 'Samsung' })]),
  d('brand-kind', 'rolex watch', [g2(ROLEX), g1({ tags: 'luxury watches' })]),
  d('brand-kind', 'apple headphones', [g2(AIRPODS), g1(EARPHONES)]),
  d('brand-kind', 'calvin klein perfume', [g2({ ...FRAGRANCE, brand: 'Calvin Klein' }), g1(FRAGRANCE)]),
  d('brand-kind', 'dell laptop', [g2({ ...LAPTOP, brand: 'Dell' }), g1(LAPTOP)]),
  d('brand-kind', 'oppo phone', [g2({ ...SMARTPHONE, brand: 'Oppo' })]),
  d('brand-kind', 'prada bag', [g2({ brand: 'Prada' }), g1(WOMENS_BAG)]),
  d('brand-kind', 'dodge car', [g2({ ...VEHICLE, brand: 'Dodge' }), g1(VEHICLE)]),
  d('brand-kind', 'samsung tablet', [g2({ ...TABLET, brand: 'Samsung' }), g1(TABLET)]),
  d('brand-kind', 'puma shoes', [g2({ brand: 'Puma' }), g1(SNEAKER)]),
  d('brand-kind', 'chanel perfume', [g2({ ...FRAGRANCE, brand: 'Chanel' }), g1(FRAGRANCE)]),
  d('brand-kind', 'apple charger', [g2({ brand: 'Apple', tags: /chargers$/ }), g1({ brand: 'Apple', tags: 'power banks' })]),

  // synonyms: words the catalogue does not use for what it sells
  d('synonym', 'sneakers', [g2(SNEAKER), g1(CLEATS), g1(WOMENS_CASUAL_SHOES)]),
  d('synonym', 'trainers', [g2(SNEAKER), g1(CLEATS), g1(WOMENS_CASUAL_SHOES)]),
  d('synonym', 'cologne', [g2({ name: /\bck one\b/i }), g1(FRAGRANCE)]),
  d('synonym', 'couch', [g2(SOFA)]),
  d('synonym', 'cellphone', [g2(SMARTPHONE)]),
  d('synonym', 'mobile phone', [g2(SMARTPHONE)]),
  d('synonym', 'notebook computer', [g2(LAPTOP)]),
  d('synonym', 'earbuds', [g2(EARPHONES), g1(OVER_EAR)]),
  d('synonym', 'purse', [g2(HANDBAG), g1(WOMENS_BAG)]),
  d('synonym', 'automobile', [g2(VEHICLE)]),
  d('synonym', 'soda', [g2({ name: /soft drinks/i }), g1({ tags: 'beverages', not: { tags: 'coffee' } })]),
  d('synonym', 'high heels', [g2({ tags: 'heel shoes' }), g1({ subcategory: 'Womens Shoes', tags: "women's shoes" })]),
  d('synonym', 'moisturizer', [g2({ tags: 'body lotion' }), g1({ subcategory: 'Skin Care' })]),
  d('synonym', 'frying pan', [g2({ tags: 'pans' }), g1({ tags: 'woks' })]),
  d('synonym', 'tee shirt', [g2({ tags: "men's t-shirts" }), g1(MENS_SHIRT)]),

  // plurals and inflections
  d('inflection', 'dresses', [g2(DRESS), g1(WOMENS_DRESSES)]),
  d('inflection', 'earrings', [g2(EARRING)]),
  d('inflection', 'watches', [g2(WATCH), g1(SMARTWATCH)]),
  d('inflection', 'shirts', [g2(MENS_SHIRT)]),
  d('inflection', 'knives', [g2({ tags: 'cutlery' })]),
  d('inflection', 'potato', [g2({ name: /potatoes/i })]),
  d('inflection', 'strawberries', [g2({ name: /strawberry/i })]),
  d('inflection', 'lemons', [g2({ name: /^lemon$/i })]),
  d('inflection', 'fragrance', [g2(FRAGRANCE)]),
  d('inflection', 'running shoes', [g2(SNEAKER), g1(CLEATS), g1(WOMENS_CASUAL_SHOES)]),
  d('inflection', 'sofas', [g2(SOFA)]),
  d('inflection', 'spoons', [g2({ name: /^spoon$/i })]),
  d('inflection', 'cups', [g2({ tags: 'cups' }), g1({ tags: 'drinkware' })]),

  // misspellings
  d('misspelling', 'perfum', [g2(FRAGRANCE)]),
  d('misspelling', 'sunglases', [g2(SUNGLASSES), g1(PARTY_GLASSES)]),
  d('misspelling', 'samsng galaxy', [g2(SAMSUNG_GALAXY)]),
  d('misspelling', 'iphne', [g2(APPLE_PHONE), g1(IPHONE_ACCESSORY)]),
  d('misspelling', 'mascra', [g2({ tags: 'mascara' }), g1({ subcategory: 'Beauty' })]),
  d('misspelling', 'lipstik', [g2({ tags: 'lipstick' }), g1({ subcategory: 'Beauty' })]),
  d('misspelling', 'macbok', [g2({ name: /macbook/i }), g1(LAPTOP)]),
  d('misspelling', 'rolx watch', [g2(ROLEX), g1({ tags: 'luxury watches' })]),
  d('misspelling', 'blendr', [g2({ tags: 'blenders' })]),
  d('misspelling', 'headphons', [g2(OVER_EAR), g1(EARPHONES)]),
  d('misspelling', 'motorcyle', [g2(MOTORCYCLE)]),
  d('misspelling', 'chiken', [g2({ name: /chicken/i })]),
  d('misspelling', 'tenis racket', [g2({ name: /tennis racket/i }), g1({ tags: 'tennis' })]),
  d('misspelling', 'labtop', [g2(LAPTOP)]),

  // attributes
  d('attribute', 'red shoes', [g2({ ...FOOTWEAR, name: /\bred\b/i })]),
  d('attribute', 'red lipstick', [g2({ tags: 'lipstick', name: /\bred\b/i }), g1({ subcategory: 'Beauty' })]),
  d('attribute', 'black handbag', [g2({ ...HANDBAG, name: /\bblack\b/i }), g1(WOMENS_BAG)]),
  d('attribute', 'leather bag', [g2({ ...WOMENS_BAG, name: /(?<!faux )leather/i }), g1(WOMENS_BAG)]),
  d('attribute', 'gold watch', [g2({ anyOf: [WATCH, SMARTWATCH], name: /\bgold\b/i }), g1(WATCH), g1(SMARTWATCH)]),
  d('attribute', 'wireless charger', [g2({ tags: 'wireless chargers' })]),
  d('attribute', 'wireless earphones', [g2(EARPHONES), g1(OVER_EAR)]),
  d('attribute', 'green earrings', [g2({ ...EARRING, name: /\bgreen\b/i }), g1(EARRING)]),
  d('attribute', 'blue shirt', [g2({ ...MENS_SHIRT, name: /\bblue\b/i }), g1(MENS_SHIRT)]),
  d('attribute', 'space grey laptop', [g2({ ...LAPTOP, name: /space gr[ae]y/i }), g1(LAPTOP)]),
  d('attribute', 'black sunglasses', [g2({ ...SUNGLASSES, name: /^black\b/i }), g1(PARTY_GLASSES)]),
  d('attribute', 'plaid shirt', [g2({ ...MENS_SHIRT, name: /plaid|check/i }), g1(MENS_SHIRT)]),

  // a word the catalogue lacks
  d('extra-word', 'cheap perfume', [g2({ ...FRAGRANCE, price: { max: 70 } }), g1(FRAGRANCE)]),
  d('extra-word', 'waterproof nike shoes', [g1(NIKE_SHOES)]),
  d('extra-word', 'comfortable office chair', [g2({ tags: 'office chairs' })]),
  d('extra-word', 'organic honey', [g2({ name: /honey/i })]),
  d('extra-word', 'gaming laptop', [g1(LAPTOP)]),
  d('extra-word', 'fresh strawberries', [g2({ name: /strawberry/i })]),
  d('extra-word', 'kids basketball', [g2({ name: /^basketball$/i }), g1({ tags: 'basketball' })]),
  d('extra-word', 'affordable smartphone', [g2({ ...SMARTPHONE, price: { max: 250 } }), g1(SMARTPHONE)]),
  d('extra-word', 'wedding dress', [g1(DRESS)]),

  // not sold: nothing is relevant
  d('not-sold', 'tv', []),
  d('not-sold', 'refrigerator', []),
  d('not-sold', 'bicycle', []),
  d('not-sold', 'mens leather belt', []),
];

// ---------------------------------------------------------------------------------------------------------
// The Best Buy catalogue (3,291 cell phones and accessories)
// ---------------------------------------------------------------------------------------------------------

const b = make('bestbuy');

/** A phone (not an accessory): the catalogue's phone subcategories. */
const PHONE: Where = {
  subcategory: /^(Unlocked Cell Phones|All Cell Phones with Plans|Prepaid Phones|iPhone|Refurbished Phones|Cell Phones)$/,
};
const phone = (name: RegExp): Where => and(PHONE, { name });
/** A phone case or cover, by what its name says it is. */
const CASE: Where = {
  name: /\b(case|cover|hardshell|shell|folio|bumper|holster)\b(?!-)/i,
  not: [PHONE, { name: /\b(band|strap|watch|tile|headset|camera carrying|sticker paper|viewer|true zoom)\b/i }],
};
const caseFor = (model: RegExp, ...extra: Where[]): Where => and(CASE, { name: model }, ...extra);
/** "iPhone 7" (also "iPhone 6s and 7") but not "iPhone 7 Plus". */
const IPHONE_7 = /\biphone®? (?:6s?,? )*(?:and )?7(?!\s*plus)\b/i;
const IPHONE_7_ANY = /\biphone®? (?:6s?,? )*(?:and )?7\b/i;
/** Cases that fit the iPhone 6s (not the Plus). */
const IPHONE_6S = /\b6s\b(?!\s*plus)/i;
const GALAXY_S7 = /galaxy s7(?!\s*edge)\b/i;
const SCREEN_PROTECTOR: Where = {
  anyOf: [{ path: /Screen Protectors/ }, { name: /screen protector|screen shield/i }],
  not: { name: /\b(watch|fitbit|gear|band)\b/i },
};
const WATCH_SCREEN_PROTECTOR: Where = { name: /screen protector/i };
const CAR_CHARGER: Where = {
  anyOf: [{ path: /Car Chargers/, name: /charger|adapter/i }, { name: /\b(car|vehicle) charger|vehicle power adapter/i }],
  not: { name: /jump starter|portable charger/i },
};
/** What else the source files under car chargers: 12 V adapters, cords, jump starters. */
const CAR_CHARGER_PATH: Where = { path: /Car Chargers/ };
const CAR_MOUNT: Where = {
  name: /\b(car|vehicle|vent|dash|dashboard|windshield|cd slot)\b[^-]*\b(mount|holder)\b|\b(car|vehicle) kit\b/i,
};
const OTHER_MOUNT: Where = { path: /Cell Phone Mounts|Car Mounts/ };
const PORTABLE_CHARGER: Where = {
  name: /portable charger|power ?bank|external battery|powerstation|portable battery|backup battery|pocket ?juice|power reserve|charging wallet battery|battstation/i,
  not: { name: /\bcase\b/i },
};
const BATTERY_CASE: Where = { name: /battery case|juice pack|charging case|charge force|battery charger case/i, not: { name: /headset/i } };
const WALL_CHARGER: Where = { name: /wall charger|ac adapter|wall plate charger/i };
const CHARGING_STATION: Where = { name: /charging station|charge tower|travel adapter|usb wall outlet|charging decor wall plate/i };
const WIRELESS_CHARGER: Where = { name: /wireless charg/i, not: CASE };
const WIRELESS_CHARGING_CASE: Where = { name: /wireless charg/i };
const SELFIE_STICK: Where = { name: /selfie[- ]?stick/i };
const SELFIE: Where = { anyOf: [{ path: /Selfie-Sticks/ }, { name: /selfie/i }] };
const ARMBAND: Where = { name: /armband/i };
const BT_HEADSET: Where = { name: /bluetooth headset|wireless in-ear headset/i };
const HEADSET: Where = { path: /Cell Phone Headsets/, name: /headset/i };
const WATCH_BAND: Where = { path: /Smartwatch Bands/, name: /\b(band|strap|bracelet)\b/i, not: { name: /\bcase and band\b/i } };
const WATCH_BAND_ANY: Where = { path: /Smartwatch/, name: /\b(band|strap)s?\b/i };
const SIM: Where = { anyOf: [{ path: /SIM Cards/ }, { name: /\bsim (card|kit)\b/i }] };
const SIGNAL_BOOSTER: Where = { anyOf: [{ path: /Signal Boosters/, name: /booster|amplifier/i }, { name: /signal booster/i }] };
const ANTENNA: Where = { path: /Signal Boosters/ };
const HOTSPOT: Where = { name: /hotspot|jetpack/i };
const LIGHTNING_CABLE: Where = { name: /lightning/i, anyOf: [{ name: /\bcable\b/i }], not: { name: /charger|adapter|dock|case/i } };
const LIGHTNING_ANY: Where = { name: /lightning/i };
const CHARGING_CABLE: Where = {
  name: /\bcable\b/i,
  anyOf: [{ name: /charg|sync|lightning|micro ?usb|usb type|usb-to|to-usb|\busb\b/i }],
  not: { name: /audio|hdmi|aux|headphone|charger\b|vehicle|dock|case\b/i },
};
const CABLE: Where = { anyOf: [{ path: /Data Cables|Smartwatch Cables|iPhone Cables/ }, { name: /\bcables?\b/i }], not: { name: /\b(charger|clips?|case)\b/i } };
const VR_HEADSET: Where = { name: /\bvr\b|virtual reality|gear vr|daydream/i, not: { name: /\b(case|cover|controller only)\b/i } };
const TILE: Where = { brand: 'Tile' };
const POPSOCKETS: Where = { brand: /^popsockets?$/i };
const GRIP: Where = { name: /\bgrip\b|kickstand|finger (grip|ring)|ring holder/i, not: CASE };
const UNLOCKED_PHONE: Where = and(PHONE, { name: /unlocked/i });
const FLIP_PHONE: Where = phone(/\bflip\b/i);
const LENS: Where = { anyOf: [{ path: /Camera Lenses/ }, { name: /\blens(es)?\b/i }] };
const APPLE_WATCH_BAND: Where = and(WATCH_BAND, { name: /apple watch/i });
const INTERNAL_BATTERY: Where = { anyOf: [{ path: /Internal Batteries/ }, { name: /lithium-ion battery for|^ultralast - battery/i }] };

export const BESTBUY_QUERIES: JudgedQuery[] = [
  // exact names, or most of one
  b('exact', 'iPhone 7 32GB', [g2(phone(/\biphone 7 32gb\b/i)), g1(phone(IPHONE_7_ANY))]),
  b('exact', 'Samsung Galaxy S7 edge', [g2(phone(/galaxy s7 edge/i)), g1(phone(/galaxy s7\b/i))]),
  b('exact', 'Moto G4 Play', [g2(phone(/moto g4 play/i)), g1(phone(/moto g4/i))]),
  b('exact', 'Google Pixel XL', [g2(phone(/pixel xl/i)), g1(phone(/\bpixel\b/i))]),
  b('exact', 'OtterBox Defender Series Case for iPhone 7', [
    g2(caseFor(IPHONE_7, { brand: /^otterbox$/i, name: /defender/i })),
    g1(caseFor(IPHONE_7_ANY, { brand: /^otterbox$/i })),
    g1(caseFor(/iphone/i, { brand: /^otterbox$/i, name: /defender/i })),
  ]),
  b('exact', 'mophie juice pack', [g2({ brand: 'mophie', name: /juice pack/i }), g1(and(BATTERY_CASE, { brand: 'mophie' }))]),
  b('exact', 'Tile Mate', [g2(and(TILE, { name: /tile mate/i })), g1(TILE)]),
  b('exact', 'Samsung Gear VR', [g2({ name: /gear vr/i }), g1(VR_HEADSET)]),
  b('exact', 'BlackBerry Priv', [g2(phone(/\bpriv\b/i)), g1(phone(/blackberry/i))]),
  b('exact', 'Huawei Mate 9', [g2(phone(/\bmate 9\b/i)), g1(phone(/huawei|honor/i))]),
  b('exact', 'Sony Xperia XZ', [g2(phone(/xperia™? xz\b/i)), g1(phone(/xperia/i))]),
  b('exact', 'ZAGG InvisibleShield Glass+ iPhone 7', [
    g2(and(SCREEN_PROTECTOR, { brand: 'ZAGG', name: /glass\+.*iphone®? 7(?!\s*plus)\b/i })),
    g1(and(SCREEN_PROTECTOR, { brand: 'ZAGG', name: IPHONE_7_ANY })),
    g1(and(SCREEN_PROTECTOR, { brand: 'ZAGG', name: /glass\+/i })),
  ]),
  b('exact', 'Jitterbug Flip', [g2(phone(/jitterbug/i)), g1(FLIP_PHONE)]),
  b('exact', 'iPhone SE 64GB', [g2(phone(/iphone se\b.*64gb/i)), g1(phone(/iphone se\b/i))]),

  // kinds
  b('kind', 'car charger', [g2(CAR_CHARGER), g1(CAR_CHARGER_PATH)]),
  b('kind', 'screen protector', [g2(SCREEN_PROTECTOR), g1(WATCH_SCREEN_PROTECTOR)]),
  b('kind', 'phone case', [g2(CASE)]),
  b('kind', 'portable charger', [g2(PORTABLE_CHARGER), g1(BATTERY_CASE)]),
  b('kind', 'wall charger', [g2(WALL_CHARGER), g1(CHARGING_STATION)]),
  b('kind', 'selfie stick', [g2(SELFIE_STICK), g1(SELFIE)]),
  b('kind', 'armband', [g2(ARMBAND)]),
  b('kind', 'car mount', [g2(CAR_MOUNT), g1(OTHER_MOUNT)]),
  b('kind', 'bluetooth headset', [g2(BT_HEADSET), g1(HEADSET)]),
  b('kind', 'smartwatch band', [g2(WATCH_BAND), g1(WATCH_BAND_ANY)]),
  b('kind', 'sim card', [g2(SIM)]),
  b('kind', 'signal booster', [g2(SIGNAL_BOOSTER), g1(ANTENNA)]),
  b('kind', 'mobile hotspot', [g2(HOTSPOT)]),
  b('kind', 'prepaid phone', [g2(and(PHONE, { anyOf: [{ subcategory: 'Prepaid Phones' }, { name: /prepaid/i }] }))]),
  b('kind', 'lightning cable', [g2(LIGHTNING_CABLE), g1(LIGHTNING_ANY)]),
  b('kind', 'vr headset', [g2(VR_HEADSET)]),
  b('kind', 'flip phone', [g2(FLIP_PHONE)]),
  b('kind', 'phone camera lens', [g2(LENS)]),

  // brand and kind
  b('brand-kind', 'otterbox iphone case', [g2(caseFor(/iphone/i, { brand: /^otterbox$/i })), g1(and(CASE, { brand: /^otterbox$/i }))]),
  b('brand-kind', 'spigen galaxy s7 case', [
    g2(caseFor(GALAXY_S7, { brand: 'Spigen' })),
    g1(caseFor(/galaxy s7/i, { brand: 'Spigen' })),
    g1(caseFor(GALAXY_S7)),
  ]),
  b('brand-kind', 'apple watch band', [g2(APPLE_WATCH_BAND), g1({ name: /apple watch/i })]),
  b('brand-kind', 'mophie battery case', [g2(and(BATTERY_CASE, { brand: 'mophie' })), g1(BATTERY_CASE)]),
  b('brand-kind', 'kate spade iphone case', [
    g2(caseFor(/iphone/i, { brand: 'kate spade new york' })),
    g1(and(CASE, { brand: 'kate spade new york' })),
  ]),
  b('brand-kind', 'belkin car charger', [g2(and(CAR_CHARGER, { brand: 'Belkin' })), g1(CAR_CHARGER)]),
  b('brand-kind', 'lg phone', [g2(phone(/\blg\b/i))]),
  b('brand-kind', 'motorola phone', [g2(phone(/motorola|\bmoto\b/i))]),
  b('brand-kind', 'blu phone', [g2(and(PHONE, { brand: 'BLU' }))]),
  b('brand-kind', 'zagg screen protector', [g2(and(SCREEN_PROTECTOR, { brand: 'ZAGG' })), g1(and(WATCH_SCREEN_PROTECTOR, { brand: 'ZAGG' }))]),
  b('brand-kind', 'samsung wireless charger', [g2(and(WIRELESS_CHARGER, { brand: 'Samsung' })), g1(WIRELESS_CHARGER)]),
  b('brand-kind', 'lifeproof case', [g2(and(CASE, { brand: 'LifeProof' })), g1(and(CASE, { name: /waterproof/i }))]),
  b('brand-kind', 'speck iphone 6s case', [g2(caseFor(IPHONE_6S, { brand: 'Speck' })), g1(caseFor(/iphone/i, { brand: 'Speck' }))]),
  b('brand-kind', 'fitbit band', [g2(and(WATCH_BAND, { name: /fitbit/i })), g1({ name: /fitbit/i })]),

  // synonyms: words the catalogue does not use for what it sells
  b('synonym', 'cellphone', [g2(PHONE)]),
  b('synonym', 'mobile phone', [g2(PHONE)]),
  b('synonym', 'smartphone', [g2(and(PHONE, { not: { name: /\bflip\b|jitterbug/i } })), g1(PHONE)]),
  b('synonym', 'earbuds', [g2({ name: /in-ear/i }), g1(BT_HEADSET)]),
  b('synonym', 'power bank', [g2(PORTABLE_CHARGER), g1(BATTERY_CASE)]),
  b('synonym', 'phone cover', [g2(CASE)]),
  b('synonym', 'tempered glass', [g2(and(SCREEN_PROTECTOR, { name: /glass/i })), g1(SCREEN_PROTECTOR)]),
  b('synonym', 'charging cord', [g2(CHARGING_CABLE), g1(CABLE)]),
  b('synonym', 'phone holder for car', [g2(CAR_MOUNT), g1(OTHER_MOUNT)]),
  b('synonym', 'pop socket', [g2(POPSOCKETS), g1(GRIP)]),
  b('synonym', 'cell signal amplifier', [g2(SIGNAL_BOOSTER), g1(ANTENNA)]),
  b('synonym', 'portable wifi', [g2(HOTSPOT)]),
  b('synonym', 'bluetooth earpiece', [g2(BT_HEADSET), g1(HEADSET)]),
  b('synonym', 'battery pack', [g2(PORTABLE_CHARGER), g1(BATTERY_CASE)]),

  // plurals and inflections
  b('inflection', 'batteries', [g2(INTERNAL_BATTERY), g1(PORTABLE_CHARGER), g1(BATTERY_CASE)]),
  b('inflection', 'chargers', [g2(CAR_CHARGER), g2(WALL_CHARGER), g2(WIRELESS_CHARGER), g2(PORTABLE_CHARGER), g1(CHARGING_STATION), g1(BATTERY_CASE)]),
  b('inflection', 'screen protectors', [g2(SCREEN_PROTECTOR), g1(WATCH_SCREEN_PROTECTOR)]),
  b('inflection', 'headsets', [g2(HEADSET), g1(VR_HEADSET)]),
  b('inflection', 'cases for iphone 7', [g2(caseFor(IPHONE_7)), g1(caseFor(IPHONE_7_ANY))]),
  b('inflection', 'selfie sticks', [g2(SELFIE_STICK), g1(SELFIE)]),
  b('inflection', 'car mounts', [g2(CAR_MOUNT), g1(OTHER_MOUNT)]),
  b('inflection', 'cables', [g2(CABLE)]),
  b('inflection', 'unlocked phones', [g2(UNLOCKED_PHONE)]),
  b('inflection', 'watch bands', [g2(WATCH_BAND), g1(WATCH_BAND_ANY)]),
  b('inflection', 'wallets', [g2(and(CASE, { name: /wallet/i })), g1({ name: /wallet/i })]),

  // misspellings
  b('misspelling', 'iphne 7', [g2(phone(IPHONE_7_ANY)), g1(phone(/iphone/i))]),
  b('misspelling', 'samsng galaxy', [g2(phone(/galaxy/i)), g1({ name: /galaxy/i })]),
  b('misspelling', 'otterbx case', [g2(and(CASE, { brand: /^otterbox$/i }))]),
  b('misspelling', 'screen protecter', [g2(SCREEN_PROTECTOR), g1(WATCH_SCREEN_PROTECTOR)]),
  b('misspelling', 'lifeprof', [g2({ brand: 'LifeProof' })]),
  b('misspelling', 'motorolla', [g2(phone(/motorola|\bmoto\b/i)), g1({ name: /motorola|\bmoto\b/i })]),
  b('misspelling', 'blutooth headset', [g2(BT_HEADSET), g1(HEADSET)]),
  b('misspelling', 'galaxy s7 egde', [g2(phone(/galaxy s7 edge/i)), g1(phone(/galaxy s7\b/i)), g1(caseFor(/galaxy s7 edge/i))]),
  b('misspelling', 'portible charger', [g2(PORTABLE_CHARGER), g1(BATTERY_CASE)]),
  b('misspelling', 'kate spad case', [g2(and(CASE, { brand: 'kate spade new york' }))]),
  b('misspelling', 'spiegen case', [g2(and(CASE, { brand: 'Spigen' }))]),
  b('misspelling', 'selfe stick', [g2(SELFIE_STICK), g1(SELFIE)]),
  b('misspelling', 'car chager', [g2(CAR_CHARGER), g1(CAR_CHARGER_PATH)]),

  // attributes
  b('attribute', '64gb', [g2(phone(/\b64gb\b/i)), g1({ name: /\b64gb\b/i })]),
  b('attribute', 'rose gold iphone', [g2(phone(/iphone.*rose gold/i)), g1(phone(/iphone/i))]),
  b('attribute', 'wireless charger', [g2(WIRELESS_CHARGER), g1(WIRELESS_CHARGING_CASE)]),
  b('attribute', 'leather wallet case', [
    g2(and(CASE, { name: /leather/i, anyOf: [{ name: /wallet|folio/i }] })),
    g1(and(CASE, { name: /wallet|folio/i })),
    g1(and(CASE, { name: /leather/i })),
  ]),
  b('attribute', 'clear case', [g2(and(CASE, { name: /\b(clear|transparent|translucent)\b/i }))]),
  b('attribute', 'waterproof iphone case', [
    g2(caseFor(/iphone/i, { anyOf: [{ name: /waterproof/i }, { brand: 'LifeProof', name: /\bfr[eē](?![a-z])|nüüd/i }] })),
    g1(and(CASE, { name: /waterproof/i })),
    g1(caseFor(/iphone/i, { brand: 'LifeProof' })),
  ]),
  b('attribute', 'glitter case', [g2(and(CASE, { name: /glitter/i }))]),
  b('attribute', 'black iphone 7 case', [g2(caseFor(IPHONE_7, { name: /\bblack\b/i })), g1(caseFor(IPHONE_7))]),
  b('attribute', 'usb c cable', [g2(and(CABLE, { name: /type[- ]?c\b|usb-c\b/i })), g1({ name: /type[- ]?c\b|usb-c\b/i })]),
  b('attribute', '10000 mah power bank', [g2(and(PORTABLE_CHARGER, { name: /\b10,?000 ?mah/i })), g1(PORTABLE_CHARGER)]),
  b('attribute', 'gold apple watch band', [g2(and(APPLE_WATCH_BAND, { name: /\bgold\b/i })), g1(APPLE_WATCH_BAND)]),

  // a word the catalogue lacks
  b('extra-word', 'cheap unlocked phone', [g2(and(UNLOCKED_PHONE, { price: { max: 100 } })), g1(UNLOCKED_PHONE)]),
  b('extra-word', 'best iphone case', [g2(caseFor(/iphone/i))]),
  b('extra-word', 'shockproof iphone 7 case', [
    g2(caseFor(IPHONE_7, { name: /defender|tough|armor|rugged|impact|drop|tactical|protective|commuter|pelican|lifeproof|evo/i })),
    g1(caseFor(IPHONE_7)),
  ]),
  b('extra-word', 'budget smartphone', [g2(and(PHONE, { price: { max: 150 } })), g1(and(PHONE, { price: { max: 300 } }))]),
  b('extra-word', 'affordable android phone', [
    g2(and(PHONE, { price: { max: 250 }, not: { name: /iphone|blackberry/i } })),
    g1(and(PHONE, { not: { name: /iphone/i } })),
  ]),
  b('extra-word', 'phone case for my galaxy s7 edge', [g2(caseFor(/galaxy s7 edge/i))]),
  b('extra-word', 'iphone 7 plus case for girls', [g2(caseFor(/\biphone®? 7 plus\b/i))]),
  b('extra-word', 'durable iphone 6s case', [
    g2(caseFor(IPHONE_6S, { name: /defender|tough|armor|rugged|impact|drop|tactical|protective|commuter|pelican|lifeproof|evo/i })),
    g1(caseFor(IPHONE_6S)),
  ]),

  // not sold: nothing is relevant
  b('not-sold', 'laptop', []),
  b('not-sold', 'tv', []),
  b('not-sold', 'tablet', []),
  b('not-sold', 'nintendo switch', []),
];

export const QUERIES: JudgedQuery[] = [...DEMO_QUERIES, ...BESTBUY_QUERIES];
