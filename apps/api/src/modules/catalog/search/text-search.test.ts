import { describe, expect, it } from 'vitest';
import { Synonyms } from './synonyms.ts';
import { TextIndex, type TextRow } from './text-index.ts';
import { FILL_BELOW, popularityKey, priceKey, searchText, withoutWords, type SearchOptions } from './text-search.ts';

interface Product extends Partial<TextRow> {
  id: string;
  name: string;
  /** 0..1: ties are broken by it. */
  popularity?: number;
}

/** A small catalogue: its text index, and a search answering product ids. */
function catalogue(products: readonly Product[], synonyms = Synonyms.withBuiltIn()) {
  const index = new TextIndex(
    products.map(({ id: _id, popularity: _popularity, ...p }) => ({
      brand: '',
      category: '',
      subcategory: '',
      tags: [],
      features: [],
      specifications: {},
      description: '',
      ...p,
    })),
  );
  const search = (q: string, options: Partial<SearchOptions> = {}) => {
    const found = searchText(index, synonyms, q, { prefixLast: false, relax: true, ...options }, (row) => products[row]!.popularity ?? 0);
    return found && { ...found, ids: [...found.top(Infinity)].map((row) => products[row]!.id) };
  };
  return { index, search, ids: (q: string, options?: Partial<SearchOptions>) => search(q, options)?.ids ?? [] };
}

const shoes = catalogue([
  { id: 'jacket', name: 'Rain Jacket', brand: 'Northfield', subcategory: 'Jackets', description: 'Waterproof and breathable.' },
  { id: 'nike-run', name: 'Nike Air Runner', brand: 'Nike', subcategory: 'Mens Shoes', tags: ['athletic shoes'] },
  { id: 'boots', name: 'Trail Boots', brand: 'Hillcraft', subcategory: 'Mens Shoes', description: 'Waterproof leather boots.' },
  { id: 'nike-cleats', name: 'Nike Baseball Cleats', brand: 'Nike', subcategory: 'Mens Shoes' },
  { id: 'nike-cap', name: 'Nike Club Cap', brand: 'Nike', subcategory: 'Hats' },
  { id: 'heels', name: 'Red Heel Shoes', brand: 'Bellamy', subcategory: 'Womens Shoes' },
  { id: 'iphone', name: 'iPhone 13 Pro', brand: 'Apple', subcategory: 'Smartphones' },
  { id: 'iphone-case', name: 'Silicone Case for iPhone', brand: 'Apple', subcategory: 'Phone Accessories' },
]);

describe('searchText: matching', () => {
  it('matches a capacity as one word, however the catalogue writes it, and never its number and unit apart', () => {
    const phones = catalogue([
      { id: '64', name: 'Phone SE 64GB' },
      { id: '64-apart', name: 'Phone SE 64 GB' },
      { id: '16', name: 'Phone SE 16GB', description: 'A 64-bit chip.' },
    ]);
    expect(new Set(phones.ids('phone 64gb', { relax: false }))).toEqual(new Set(['64', '64-apart']));
    expect(new Set(phones.ids('phone 64 gb', { relax: false }))).toEqual(new Set(['64', '64-apart']));
  });

  it('reads a number written with thousands separators as its digits: "10000mah", "10,000 mah" and "10 000 mah" find "10,000 mAh"', () => {
    const banks = catalogue([
      { id: 'grouped', name: 'Zephyr Power Bank 10,000 mAh' },
      { id: 'plain', name: 'Zephyr Power Bank 10000mAh' },
      { id: 'small', name: 'Zephyr Power Bank 5,000 mAh', description: 'Charges 10 phones; 000 fuss.' },
      { id: 'priced', name: 'Zephyr Power Bank 20000 mAh', description: 'Worth $1,299.99 of phones.' },
    ]);
    for (const q of ['power bank 10000mah', 'power bank 10,000 mah', 'power bank 10 000 mah']) {
      expect(new Set(banks.ids(q, { relax: false })), q).toEqual(new Set(['grouped', 'plain']));
    }
    expect(banks.ids('1299.99', { relax: false })).toEqual(['priced']);
  });

  it('leaves out the products a word typed with a minus names ("-plus", "-cases"), by its stem, not those whose prose mentions it', () => {
    const phones = catalogue([
      { id: '7', name: 'Phone 7 32GB', description: 'Pairs with a Plus case.' },
      { id: '7-plus', name: 'Phone 7 Plus 32GB' },
      { id: '7-case', name: 'Case for Phone 7', subcategory: 'Cases' },
      { id: '7-plus-case', name: 'Case for Phone 7 Plus', subcategory: 'Cases' },
    ]);
    expect(new Set(phones.ids('phone 7 -plus'))).toEqual(new Set(['7', '7-case']));
    expect(phones.ids('phone 7 -plus -cases')).toEqual(['7']);
    // A quoted phrase leaves out the products holding all its words; punctuation may follow.
    expect(new Set(phones.ids('phone 7 -"case plus"'))).toEqual(new Set(['7', '7-plus', '7-case']));
    expect(new Set(phones.ids('phone 7 -plus, please'))).toEqual(new Set(['7', '7-case']));
    // Only words left out: every other product.
    expect(new Set(phones.ids('-case'))).toEqual(new Set(['7', '7-plus']));
    // Every full match left out: the search relaxes as if none matched ("phone plus case" without "phone").
    expect(new Set(phones.ids('plus case -phone'))).toEqual(new Set([]));
    // A hyphen inside a word, or before a number, is no minus.
    expect(withoutWords('t-shirt -red -20')).toEqual({ q: 't-shirt -20', without: [['red']] });
    expect(withoutWords('case -"7 Plus"')).toEqual({ q: 'case', without: [['7', 'plus']] });
  });

  it('relaxes a search whose full matches are all left out, as one that had none', () => {
    const straps = catalogue([
      { id: 'tally-leather', name: 'Tally Leather Strap' },
      { id: 'nimbus-nylon', name: 'Nimbus Nylon Strap' },
      { id: 'nimbus-canvas', name: 'Nimbus Canvas Strap' },
    ]);
    expect(straps.ids('leather strap', { fill: false })).toEqual(['tally-leather']);
    const relaxed = straps.search('leather strap -tally', { fill: false });
    expect(new Set(relaxed?.ids)).toEqual(new Set(['nimbus-nylon', 'nimbus-canvas']));
    expect(relaxed?.dropped).toEqual(['leather']);
  });

  it('searches only the labels (name, brand, subcategory, category, tags) when asked, as the suggestions do, and all fields otherwise', () => {
    expect(new Set(shoes.ids('waterproof', { relax: false }))).toEqual(new Set(['jacket', 'boots']));
    expect(shoes.ids('waterproof', { labelsOnly: true })).toEqual([]);
    expect(new Set(shoes.ids('athletic', { labelsOnly: true }))).toEqual(new Set(['nike-run']));
    expect(new Set(shoes.ids('nike sho', { prefixLast: true, labelsOnly: true, fill: false }))).toEqual(new Set(['nike-run', 'nike-cleats']));
    // A word in a label and in other fields is still found in the label, whatever order its postings are kept in.
    const both = catalogue([
      { id: 'described', name: 'Plain Mug', description: 'A leather handle.' },
      { id: 'named', name: 'Leather Wallet' },
    ]);
    expect(both.ids('leather', { labelsOnly: true })).toEqual(['named']);
    expect(both.ids('leather')).toEqual(['named', 'described']);
  });

  it('ranks a phrase in a tag or subcategory above the words apart in a name, and below the phrase in a name', () => {
    const chargers = catalogue([
      { id: 'mount', name: 'Car Mount Wireless Charger', tags: ['cell phone mounts'], popularity: 1 },
      { id: 'tagged', name: 'Vehicle Charger with USB Port', tags: ['car chargers'] },
      { id: 'named', name: 'Metallic Car Charger', tags: ['chargers'] },
      { id: 'reversed', name: 'Dual Charger', tags: ['chargers for the car'], popularity: 1 },
    ]);
    expect(chargers.ids('car chargers', { relax: false })).toEqual(['named', 'tagged', 'mount', 'reversed']);
  });

  it('follows a word no label holds, and few products write, with the products whose labels hold it within a typo', () => {
    const cases = catalogue([
      { id: 'misspelt', name: 'Tough Case', brand: 'Spigen', description: 'The Spiegen tough case.' },
      { id: 'thin', name: 'Thin Case', brand: 'Spigen', popularity: 1 },
      { id: 'other', name: 'Slim Case', brand: 'Otter' },
      { id: 'table', name: 'Coffee Table', description: 'A table for tablets.' },
      { id: 'tablet', name: 'Tab Tablet', brand: 'Spigen' },
    ]);
    // The one product writing "spiegen" first, then the brand's other case, matched with a typo.
    expect(cases.ids('spiegen case', { relax: false })).toEqual(['misspelt', 'thin']);
    expect(cases.search('spiegen case', { relax: false })).toMatchObject({ corrected: false });
    // "table" is a label word as written: its typo neighbours ("tablet") are not added.
    expect(cases.ids('table', { relax: false })).toEqual(['table']);
  });

  it('adds no typo neighbours to a word still being typed, and sees labels a re-indexed product gained', () => {
    const laptops = catalogue([{ id: 'lenovo', name: 'Lenovo Yoga' }, { id: 'lenox', name: 'Lenox Vase' }]);
    expect(laptops.ids('lenov', { prefixLast: true, labelsOnly: true, fill: false })).toEqual(['lenovo']);

    const cases = catalogue([
      { id: 'misspelt', name: 'Tough Case', brand: 'Spigen', description: 'The Spiegen tough case.' },
      { id: 'thin', name: 'Thin Case', brand: 'Spigen' },
      { id: 'renamed', name: 'Clear Case', brand: 'Acme' },
    ]);
    cases.index.update([{ row: 2, text: { name: 'Clear Case', brand: 'Spiegen', category: '', subcategory: '', tags: [], features: [], specifications: {}, description: '' } }]);
    // A label now holds "spiegen" as written: no typo neighbours ("Spigen") follow.
    expect(new Set(cases.ids('spiegen case', { relax: false }))).toEqual(new Set(['misspelt', 'renamed']));
  });

  it('reads a last word that is no word of the catalogue as the start of one, before its typo neighbours', () => {
    const gym = catalogue([
      { id: 'bell', name: 'Cast Iron Kettlebell' },
      { id: 'kettle', name: 'Electric Kettle' },
      { id: 'phones', name: 'Studio Headphones' },
    ]);
    expect(gym.ids('headph')).toEqual(['phones']);
    expect(gym.ids('iron kettleb', { relax: false })).toEqual(['bell']);
    // "kettleb" is within a typo of "kettle", but starts "kettlebell": the start, said as nothing corrected.
    expect(gym.search('kettleb')).toMatchObject({ ids: ['bell'], corrected: false, dropped: [] });
    // A word that is the catalogue's is as it is; one that starts none still gets its typo neighbours.
    expect(gym.ids('kettle')).toEqual(['kettle']);
    expect(gym.ids('kettel')).toEqual(['kettle']);
    // Only the last word: one before it is a word as written.
    expect(gym.ids('headph studio', { relax: false })).toEqual([]);
  });

  it('reads a short last word being typed among the names the words before it found, past its most frequent words', () => {
    // Nine words in "ma", each in two products, and "machine" in one: "ma" alone expands to the eight most frequent.
    const others = ['Matte Lipstick', 'Yoga Mat', 'Marble Run', 'Match Ball', 'Road Map', 'Face Mask', 'Mango Juice', 'Maple Syrup', 'Fridge Magnet'];
    const shop = catalogue([
      ...others.flatMap((name, k) => [0, 1].map((n) => ({ id: `other-${k}-${n}`, name }))),
      { id: 'machine', name: 'Espresso Machine' },
      { id: 'cups', name: 'Espresso Cups' },
    ]);
    expect(shop.search('espresso ma', { prefixLast: true, fill: false })).toMatchObject({ ids: ['machine'], dropped: [] });
    // One letter starts words too, while typed after others.
    expect(shop.search('espresso c', { prefixLast: true, fill: false })).toMatchObject({ ids: ['cups'], dropped: [] });
    // Not in a search made: "ma" is no word.
    expect(shop.ids('espresso ma', { relax: false })).toEqual([]);
  });

  it('reads it so among many products the words before it found, through the postings of the words it starts', () => {
    // More espresso products than names are read one by one (4,096): the few names holding a word in "ma" are
    // found through that word's postings instead.
    const others = ['Matte Lipstick', 'Yoga Mat', 'Marble Run', 'Match Ball', 'Road Map', 'Face Mask', 'Mango Juice', 'Maple Syrup', 'Fridge Magnet'];
    const shop = catalogue([
      ...others.flatMap((name, k) => [0, 1].map((n) => ({ id: `other-${k}-${n}`, name }))),
      ...Array.from({ length: 4_200 }, (_, k) => ({ id: `beans-${k}`, name: `Espresso Beans ${k}` })),
      { id: 'machine', name: 'Espresso Machine' },
    ]);
    expect(shop.search('espresso ma', { prefixLast: true, fill: false })).toMatchObject({ ids: ['machine'], dropped: [] });
  });

  it('finds the products whose words a shopper typed as one ("waterbottle"), as a phrase only', () => {
    const shop = catalogue([
      { id: 'apart', name: 'Bottle Opener', description: 'Opens water and beer bottles.', popularity: 9 },
      { id: 'bottle', name: 'Steel Water Bottle' },
      { id: 'glass', name: 'Glass Water Jug' },
      { id: 'kind', name: 'Trail Flask', subcategory: 'Water Bottles' },
    ]);
    // The two words side by side, in the name or a kind; not each somewhere in a description.
    expect(shop.ids('waterbottle', { relax: false })).toEqual(['bottle', 'kind']);
    expect(shop.search('waterbottle')).toMatchObject({ corrected: false, dropped: [] });
  });

  it("finds a size typed in another spelling of its unit (\"65in\", \"65 inch\": the catalogue's \"65-Inch\")", () => {
    const tvs = catalogue([
      { id: '65', name: 'QLED TV 65-Inch' },
      { id: '55', name: 'OLED TV 55-Inch', description: 'A 65W power supply.' },
    ]);
    for (const q of ['65in tv', '65 in tv', '65 inch tv', '65 inches tv', 'tv 65"']) expect(tvs.ids(q, { relax: false }), q).toEqual(['65']);
  });

  it('matches a synonym where products are named (name, brand, kinds, tags) or their facts given (specifications), not in descriptions', () => {
    const shop = catalogue([
      { id: 'sunglasses', name: 'Polarised Sunglasses' },
      { id: 'lamp', name: 'Table Lamp', description: 'Comes with two linen shades.' },
      { id: 'tagged', name: 'Aviator Frames', tags: ['shades'] },
      { id: 'specified', name: 'Wayfarer Frames', specifications: { Type: 'Shades' } },
    ]);
    expect(new Set(shop.ids('sunglasses'))).toEqual(new Set(['sunglasses', 'tagged', 'specified']));
    // The word as typed still matches anywhere.
    expect(new Set(shop.ids('shades'))).toEqual(new Set(['tagged', 'specified', 'lamp', 'sunglasses']));
  });

  it('matches a synonym as a word in either number, not the other words of its stem ("sofa": couches, not a couched seam)', () => {
    const synonyms = new Synonyms([{ terms: ['sofa', 'couch'] }, { terms: ['lantern', 'lamp'] }]);
    const shop = catalogue(
      [
        { id: 'sofa', name: 'Velvet Sofa' },
        { id: 'couch', name: 'Corner Couch' },
        { id: 'couches', name: 'Leather Couches Pair' },
        { id: 'couched', name: 'Linen Cushion', tags: ['couched seam'] },
        { id: 'couching', name: 'Embroidery Hoop', subcategory: 'Couching Tools' },
        { id: 'lamps', name: 'Garden Lamps' },
        { id: 'lamping', name: 'Torch', specifications: { Mode: 'Lamping' } },
      ],
      synonyms,
    );
    expect(new Set(shop.ids('sofa'))).toEqual(new Set(['sofa', 'couch', 'couches']));
    expect(new Set(shop.ids('sofas'))).toEqual(new Set(['sofa', 'couch', 'couches']));
    expect(shop.ids('lantern')).toEqual(['lamps']);
    // The shopper's own word keeps its stem: "couched" typed finds "couch" too.
    expect(new Set(shop.ids('couched'))).toContain('couch');
    expect(new Set(shop.ids('couched'))).toContain('couched');
    // A product re-indexed after the build is read the same way.
    shop.index.update([{ row: 0, text: { name: 'Velvet Seat', brand: '', category: '', subcategory: '', tags: ['couching'], features: [], specifications: {}, description: '' } }]);
    shop.index.update([{ row: 6, text: { name: 'Torch', brand: '', category: '', subcategory: '', tags: ['lamp'], features: [], specifications: {}, description: '' } }]);
    expect(new Set(shop.ids('sofa'))).toEqual(new Set(['couch', 'couches']));
    expect(new Set(shop.ids('lantern'))).toEqual(new Set(['lamps', 'lamping']));
  });

  it('matches a word by its stem only where the catalogue writes an inflection of it ("organizer" is not "organic")', () => {
    const shop = catalogue([
      { id: 'tea', name: 'Organic Green Tea' },
      { id: 'organiser', name: 'Desk Organiser' },
      { id: 'batteries', name: 'AA Batteries' },
    ]);
    // Not "organic": one typo from "organiser", and the page says so.
    expect(shop.search('organizer')).toMatchObject({ ids: ['organiser'], corrected: true, searchedFor: 'organiser' });
    expect(shop.ids('battery')).toEqual(['batteries']);
    expect(shop.ids('organics')).toEqual(['tea']);
  });

  it('reads "3 in 1" as no 3 inches', () => {
    const shop = catalogue([
      { id: 'stand', name: '3-in-1 Charger Stand' },
      { id: 'fan', name: '3-Inch Desk Fan', description: 'Comes with a charger.' },
    ]);
    expect(shop.ids('3 in 1 charger', { relax: false })).toEqual(['stand']);
    expect(shop.ids('3 in fan', { relax: false })).toEqual(['fan']);
  });

  it('matches a plural in ves with its singular in f or fe, both ways, where the catalogue has it', () => {
    const home = catalogue([
      { id: 'shelf', name: 'Oak Bookshelf' },
      { id: 'knives', name: 'Kitchen Knives Set' },
      { id: 'gloves', name: 'Garden Gloves' },
      { id: 'leaves', name: 'Green Tea Leaves' },
      { id: 'balm', name: 'Soothing Balm', description: 'Relieving dry skin.' },
    ]);
    expect(home.ids('bookshelves')).toEqual(['shelf']);
    expect(home.ids('kitchen knife', { relax: false })).toEqual(['knives']);
    expect(home.ids('glove')).toEqual(['gloves']);
    // A short word too ("leaf"); the other number as written, not any word sharing its stem.
    expect(home.ids('tea leaf', { relax: false })).toEqual(['leaves']);
    expect(home.ids('relief', { relax: false })).toEqual([]);
  });

  it('finds the products matching every word, in any field and order', () => {
    expect(new Set(shoes.ids('nike shoes', { relax: false }))).toEqual(new Set(['nike-run', 'nike-cleats']));
    expect(new Set(shoes.ids('shoes nike', { relax: false }))).toEqual(new Set(['nike-run', 'nike-cleats']));
    expect(shoes.ids('nike cleats', { relax: false })).toEqual(['nike-cleats']);
    expect(shoes.search('nike shoes')).toMatchObject({ corrected: false, dropped: [] });
    expect(shoes.search('nike shoes')?.searchedFor).toBeUndefined();
  });

  it('answers undefined for a query without words', () => {
    expect(shoes.search('')).toBeUndefined();
    expect(shoes.search(' -, ')).toBeUndefined();
  });

  it('answers no rows when no word matches', () => {
    const found = shoes.search('zzzqqq');
    expect(found?.ids).toEqual([]);
    expect(found?.searchedFor).toBeUndefined();
  });
});

describe('searchText: relaxation', () => {
  it('drops the least informative word when nothing matches them all, and says so', () => {
    // "waterproof" is in descriptions only; "nike" is a brand; "shoes" says what kind of product is wanted.
    // "waterproof shoes" and "nike shoes" each find products; the latter keeps the more telling words.
    const found = shoes.search('waterproof nike shoes')!;
    expect(found.dropped).toEqual(['waterproof']);
    expect(found.searchedFor).toBe('nike shoes');
    expect(found.corrected).toBe(false);
    expect(found.ids.slice(0, 2).sort()).toEqual(['nike-cleats', 'nike-run']);
  });

  it('keeps the words that name the products they find: "scratches" beside "cat" (scratching posts), not beside "sofa" in a sofa\'s prose', () => {
    const shop = catalogue([
      { id: 'post-1', name: 'Tabby Scratching Post', subcategory: 'Cats', tags: ['scratching-post'] },
      { id: 'post-2', name: 'Tabby Tall Scratching Post', subcategory: 'Cats', tags: ['scratching-post'] },
      { id: 'cave', name: 'Tabby Cave Bed', subcategory: 'Cats' },
      { id: 'sofa-1', name: 'Lindholm Three-Seater Sofa', subcategory: 'Sofas', description: 'A scratch-resistant finish: it shrugs off scratches.' },
      { id: 'sofa-2', name: 'Lindholm Corner Sofa', subcategory: 'Sofas', description: 'Hides scratches well.' },
    ]);
    const found = shop.search('cat scratches sofa')!;
    expect(found.dropped).toEqual(['sofa']);
    expect(found.ids.slice(0, 2).sort()).toEqual(['post-1', 'post-2']);
  });

  it('of two kind words no product holds together, keeps the last typed (the head of the phrase), though rarer words are kept otherwise', () => {
    const sports = catalogue([
      { id: 'ball', name: 'Basketball', subcategory: 'Sports Accessories', tags: ['basketball'] },
      { id: 'rim', name: 'Basketball Rim', subcategory: 'Sports Accessories', tags: ['basketball'] },
      { id: 'dress', name: 'Summer Dress', subcategory: 'Tops', tags: ['kids'] },
      { id: 'bag', name: 'Sports Bag', subcategory: 'Bags', tags: ['bag'] },
    ]);
    // "kids" is rarer (one product), so by frequency alone it would be kept; "basketball" is what is wanted.
    expect(sports.search('kids basketball')!.dropped).toEqual(['kids']);
    expect(sports.ids('kids basketball').slice(0, 2).sort()).toEqual(['ball', 'rim']);
    // Typed the other way round, the head is the other word.
    expect(sports.search('basketball kids')!.dropped).toEqual(['basketball']);
    expect(sports.ids('basketball bag')[0]).toBe('bag');
  });

  it('takes the head before "for" or "with": what follows says what the thing is for or has', () => {
    const shop = catalogue([
      { id: 'charger', name: 'Fast Charger', subcategory: 'Chargers' },
      { id: 'laptop-1', name: 'Zen Laptop', subcategory: 'Laptops' },
      { id: 'laptop-2', name: 'Book Laptop', subcategory: 'Laptops' },
      { id: 'shoes', name: 'Trail Shoes', subcategory: 'Shoes' },
      { id: 'dress', name: 'Summer Dress', subcategory: 'Tops', tags: ['kids'] },
    ]);
    expect(shop.search('charger for laptop')!.dropped).toEqual(['laptop']);
    expect(shop.ids('charger for laptop')[0]).toBe('charger');
    expect(shop.search('shoes for kids')!.dropped).toEqual(['kids']);
    expect(shop.search('laptop with charger')!.dropped).toEqual(['charger']);
    // Without them, the last kind word is the head.
    expect(shop.search('laptop charger')!.dropped).toEqual(['laptop']);
  });

  it('takes no head from a brand and model named after the kind: they say what the thing is for', () => {
    const shop = catalogue([
      { id: 'charger', name: 'Zing Wireless Charger', brand: 'Zing', subcategory: 'Chargers' },
      { id: 'phone', name: 'Orbo Nova 7 Phone', brand: 'Orbo', subcategory: 'Phones', tags: ['nova'] },
      { id: 'case', name: 'Orbo Nova 7 Case', brand: 'Orbo', subcategory: 'Cases', tags: ['nova'] },
    ]);
    expect(shop.ids('wireless charger orbo nova 8')[0]).toBe('charger');
    // A brand before the kind, or no model after it, is no "for".
    expect(shop.search('charger orbo nova')!.dropped).toEqual(['charger']);
  });

  it('tops a short result up with the products matching fewer words, after those matching all', () => {
    const found = shoes.search('nike shoes')!;
    expect(found.ids.slice(0, 2).sort()).toEqual(['nike-cleats', 'nike-run']);
    // Then the rest of the shoes (the kind is kept longer than the brand).
    expect(found.ids.slice(2).sort()).toEqual(['boots', 'heels']);
    expect(FILL_BELOW).toBeGreaterThan(2);
  });

  it('tops up by letting go of the least telling word that finds more, not one whose leaving finds nothing new', () => {
    const phones = catalogue([
      { id: 'x13', name: 'Fone 13 Max' },
      { id: 'x12', name: 'Fone 12' },
      { id: 'x11', name: 'Fone 11' },
      { id: 'laptop', name: 'Book Max' },
      { id: 'tablet', name: 'Slate Max' },
      { id: 'watch', name: 'Band Max' },
    ]);
    // "max" is the least telling word, but only the Fone 13 Max holds "fone 13": letting go of "13" finds the other Fones.
    const found = phones.search('fone 13 max')!;
    expect(found.ids[0]).toBe('x13');
    expect(found.ids.slice(1, 3).sort()).toEqual(['x11', 'x12']);
  });

  it('ranks one kind word first where a kind of the product ends with it, not where it only describes the kind', () => {
    const shop = catalogue([
      { id: 'organiser', name: 'Boot Organiser', subcategory: 'Interior Accessories', tags: ['boot-organiser'], popularity: 1 },
      { id: 'boots', name: 'Chelsea Boots', subcategory: 'Shoes', tags: ['boots'], popularity: 0 },
    ]);
    expect(shop.ids('boots')).toEqual(['boots', 'organiser']);
  });

  it('tops up without letting go of the kind of thing wanted', () => {
    const shop = catalogue([
      { id: 'lipstick', name: 'Red Lipstick', subcategory: 'Lipstick', tags: ['red'] },
      { id: 'tongs', name: 'Red Tongs', subcategory: 'Kitchen Tools', tags: ['red'] },
      { id: 'shoes', name: 'Red Shoes', subcategory: 'Womens Shoes', tags: ['red'] },
    ]);
    // Letting go of "red" finds no other lipstick; letting go of "lipstick" would find red things of other kinds.
    expect(shop.ids('red lipstick')).toEqual(['lipstick']);
    // A word that is no kind (a brand) is let go of as before: "nike shoes" is topped up with other shoes.
    expect(shoes.ids('nike shoes')).toHaveLength(4);
  });

  it('drops several words when it must, keeping the most telling', () => {
    const found = shoes.search('vegan waterproof purple nike shoes')!;
    expect(found.dropped).toEqual(['vegan', 'waterproof', 'purple']);
    expect(found.searchedFor).toBe('nike shoes');
  });

  it('never drops a required group', () => {
    const found = shoes.search('waterproof nike shoes', { required: ['waterproof'] })!;
    expect(found.dropped).toEqual(['nike']);
    expect(found.searchedFor).toBe('waterproof shoes');
    expect(found.ids).toEqual(['boots']);
  });

  it('never drops a required group to top a short result up', () => {
    // Without the requirement, the other shoes follow the waterproof trail boots.
    expect(shoes.ids('trail shoes waterproof')[0]).toBe('boots');
    expect(shoes.ids('trail shoes waterproof')).toContain('nike-run');
    // With it, every product found is waterproof.
    const found = shoes.search('trail shoes', { required: ['waterproof'] })!;
    expect(found.ids).toEqual(['boots']);
    expect(found.dropped).toEqual([]);
  });

  it('with relax: false, finds only products matching every group', () => {
    expect(shoes.ids('waterproof nike shoes', { relax: false })).toEqual([]);
    expect(shoes.search('waterproof nike shoes', { relax: false })).toMatchObject({ dropped: [], corrected: false });
    expect(new Set(shoes.ids('nike shoes', { relax: false }))).toEqual(new Set(['nike-run', 'nike-cleats']));
    expect(shoes.ids('waterproof shoes', { relax: false })).toEqual(['boots']);
    // Still by stems and synonyms.
    expect(new Set(shoes.ids('nike footwear', { relax: false }))).toEqual(new Set(['nike-run', 'nike-cleats']));
  });

  it('reads a misspelt word as the nearest word of the catalogue, and says so', () => {
    const found = shoes.search('iphne')!;
    expect(found).toMatchObject({ corrected: true, dropped: [], searchedFor: 'iphone' });
    expect(new Set(found.ids)).toEqual(new Set(['iphone', 'iphone-case']));
    const withCase = shoes.search('silicone iphne case')!;
    expect(withCase).toMatchObject({ corrected: true, searchedFor: 'silicone iphone case' });
    expect(withCase.ids[0]).toBe('iphone-case');
    // Correctly spelt, nothing to say.
    expect(shoes.search('iphone')).toMatchObject({ corrected: false, dropped: [] });
  });

  it('reads a misspelt inflected word by its stem when no written word is within its typos, and names the written word', () => {
    const kitchen = catalogue([
      { id: 'utensils', name: 'Kitchen Utensils Set', subcategory: 'Kitchen' },
      { id: 'battery', name: 'AA Battery', subcategory: 'Power' },
      { id: 'sandal', name: 'Leather Sandal', subcategory: 'Footwear' },
      { id: 'ladle', name: 'Soup Ladle', subcategory: 'Kitchen' },
      { id: 'sign', name: 'Shop Sign', subcategory: 'Decor' },
      { id: 'board', name: 'Chopping Board', subcategory: 'Kitchen' },
    ]);
    // Two edits from the written word, one from its stem ("utensl" and "utensil").
    expect(kitchen.search('kitchen utensles', { relax: false })).toMatchObject({ ids: ['utensils'], corrected: true, searchedFor: 'kitchen utensils' });
    // The catalogue writes the singular only: the plural misspelt meets it by the stems ("bateri", "batteri").
    expect(kitchen.search('bateries')).toMatchObject({ ids: ['battery'], corrected: true, searchedFor: 'battery' });
    expect(kitchen.ids('sandels')).toEqual(['sandal']);
    expect(kitchen.ids('ladels')).toEqual(['ladle']);
    // A stem of 4 letters gets no typo, however long the word: "shipping" is not "shop" through "ship".
    expect(kitchen.ids('shipping')).toEqual([]);
    // Nor does a word sharing its stem with no inflection of it become one as a typo ("organizer" is no "organic").
    const tea = catalogue([{ id: 'tea', name: 'Organic Green Tea' }]);
    expect(tea.ids('organizers')).toEqual([]);
    // A word within its typos of a written word still reads as that word, not by stems.
    expect(kitchen.search('choping board')).toMatchObject({ ids: ['board'], searchedFor: 'chopping board' });
  });

  it('reads a misspelling by its stem of words a product edited in brings, after such a search ran', () => {
    const shop = catalogue([
      { id: 'sign', name: 'Shop Sign', subcategory: 'Decor' },
      { id: 'battery', name: 'Battery', subcategory: 'Power' },
    ]);
    expect(shop.ids('bateries')).toEqual(['battery']);
    shop.index.update([{ row: 0, text: { name: 'Kitchen Utensils', brand: '', category: '', subcategory: 'Kitchen', tags: [], features: [], specifications: {}, description: '' } }]);
    expect(shop.search('kitchen utensles', { relax: false })).toMatchObject({ ids: ['sign'], corrected: true, searchedFor: 'kitchen utensils' });
    expect(shop.ids('bateries')).toEqual(['battery']);
  });

  it('reports a correction and a dropped word together', () => {
    const found = shoes.search('waterproof nike shoez')!;
    expect(found).toMatchObject({ corrected: true, dropped: ['waterproof'], searchedFor: 'nike shoes' });
  });
});

describe('searchText: words spelt right', () => {
  it('reads no word of the shopping vocabulary as a misspelling: a shop without cards has none, not cars', () => {
    // "card" is a word of the built-in synonyms ("memory card", "graphics card"); "carrs" is no word of them.
    const { search, ids } = catalogue([{ id: 'car', name: 'Toy Cars', subcategory: 'Toys' }]);
    expect(ids('cards')).toEqual([]);
    expect(search('cards')?.corrected).toBe(false);
    expect(ids('carrs')).toEqual(['car']);
    // Beside other words, it is dropped as any word no product holds, not corrected.
    expect(search('toy cards')!.dropped).toEqual(['cards']);
  });

  it('still reads a misspelling whose stem is a word of the vocabulary as a typo ("showes" stems to "show")', () => {
    const { search, ids } = catalogue([{ id: 'shoes', name: 'Red Shoes', subcategory: 'Womens Shoes' }]);
    expect(ids('showes')).toEqual(['shoes']);
    expect(search('showes')!.searchedFor).toBe('shoes');
  });
});

describe('searchText: ranking', () => {
  it('ranks fewer typos first', () => {
    // "protectar" is one typo from "protector", two from "projector" (the more popular).
    const { ids } = catalogue([
      { id: 'projector', name: 'Mini Projector', popularity: 1 },
      { id: 'protector', name: 'Screen Protector', popularity: 0 },
    ]);
    expect(ids('protectar')).toEqual(['protector', 'projector']);
  });

  it('ranks one naming word by where the name holds it, earliest first; a kind word by popularity', () => {
    const { ids } = catalogue([
      { id: 'lamp', name: 'Selfie Lamp with Fone', subcategory: 'Lighting', popularity: 1 },
      { id: 'charger', name: 'Fone Charger', subcategory: 'Chargers', popularity: 0.8 },
      { id: 'fone', name: 'Fone 6', subcategory: 'Phones', popularity: 0 },
      { id: 'clips', name: 'Cable Clips', subcategory: 'Cable Organisers', popularity: 0 },
      { id: 'cable', name: 'USB-C Cable', subcategory: 'Cables', popularity: 1 },
    ]);
    // "fone" is in no kind field: the names starting with it first, then by popularity.
    expect(ids('fone')).toEqual(['charger', 'fone', 'lamp']);
    // "cable" is a kind ("Cables"): its place in a name says nothing, popularity does.
    expect(ids('cable')).toEqual(['cable', 'clips']);
  });

  it('ranks the words as a phrase in the name first', () => {
    const { ids } = catalogue([
      { id: 'apart', name: 'Purifier Filter for Air Ducts', popularity: 1 },
      { id: 'elsewhere', name: 'Room Purifier', description: 'Cleans the air.', popularity: 1 },
      { id: 'phrase', name: 'Compact Air Purifier', popularity: 0 },
    ]);
    expect(ids('air purifier')).toEqual(['phrase', 'apart', 'elsewhere']);
  });

  it('ranks a name that starts with the phrase before one that holds it later', () => {
    const { ids } = catalogue([
      { id: 'case', name: 'Case for Pixel XL', brand: 'Google', popularity: 1 },
      { id: 'phone', name: 'Pixel XL 128GB', brand: 'Google', popularity: 0 },
    ]);
    expect(ids('pixel xl')).toEqual(['phone', 'case']);
  });

  it('ranks name before brand, category and description', () => {
    const { ids } = catalogue([
      { id: 'description', name: 'Reading Light', description: 'A small desk lamp.', popularity: 1 },
      { id: 'category', name: 'Bulb Set', subcategory: 'Lamp Parts', popularity: 1 },
      { id: 'name', name: 'Desk Lamp', popularity: 0 },
    ]);
    expect(ids('lamp')).toEqual(['name', 'category', 'description']);
  });

  it('ranks, for one kind word, the products whose name and kind both hold it before those whose name alone does', () => {
    const { ids } = catalogue([
      { id: 'case', name: 'Battery Case for Fone 7', subcategory: 'Cases', popularity: 1 },
      { id: 'cells', name: 'AA Battery 4-Pack', subcategory: 'Batteries', popularity: 0 },
      { id: 'parts', name: 'Bulb Set', subcategory: 'Battery Parts', popularity: 1 },
    ]);
    // A name holding the word before a kind field alone holding it, as the fields rank.
    expect(ids('batteries')).toEqual(['cells', 'case', 'parts']);
  });

  it('ranks a match as typed before a match through a synonym', () => {
    const { ids } = catalogue([
      { id: 'couch', name: 'Grey Couch', popularity: 1 },
      { id: 'sofa', name: 'Grey Sofa', popularity: 0 },
      { id: 'chair', name: 'Grey Chair', popularity: 1 },
    ]);
    expect(ids('sofa')).toEqual(['sofa', 'couch']);
    expect(ids('couch')).toEqual(['couch', 'sofa']);
  });

  it('ranks a match as typed before a prefix match', () => {
    const { ids } = catalogue([
      { id: 'headphones', name: 'Studio Headphones', popularity: 1 },
      { id: 'head', name: 'Shower Head', popularity: 0 },
    ]);
    expect(ids('head', { prefixLast: true })).toEqual(['head', 'headphones']);
    expect(ids('head')).toEqual(['head']);
  });

  it('breaks ties by popularity, then by catalogue order', () => {
    const { ids } = catalogue([
      { id: 'a', name: 'Blue Mug', popularity: 0.2 },
      { id: 'b', name: 'Red Mug', popularity: 0.9 },
      { id: 'c', name: 'Green Mug', popularity: 0.2 },
    ]);
    expect(ids('mug')).toEqual(['b', 'a', 'c']);
  });

  it('answers the matched terms of each kept group, for highlighting', () => {
    const { index, search } = catalogue([{ id: 'a', name: 'Studio Headphones' }, { id: 'b', name: 'Head Strap' }]);
    const found = search('studio head', { prefixLast: true })!;
    const headphones = index.matches('headphones', { prefix: false, typos: false })[0]!.term;
    const studio = index.matches('studio', { prefix: false, typos: false })[0]!.term;
    expect(found.terms).toHaveLength(2);
    expect(found.terms[0]).toContain(studio);
    expect(found.terms[1]).toContain(headphones);
  });
});

describe('searchText: words asking for a price', () => {
  const rows = [
    { id: 'dear', name: 'Nova Phone Pro', subcategory: 'Phones', cents: 99_900, description: 'An affordable flagship.' },
    { id: 'mid', name: 'Nova Phone', subcategory: 'Phones', cents: 39_900, description: '' },
    { id: 'low', name: 'Pico Phone', subcategory: 'Phones', cents: 9_900, description: '' },
    { id: 'planner', name: 'Budget Planner', subcategory: 'Stationery', cents: 1_500, description: '' },
  ];
  const index = new TextIndex(
    rows.map((r) => ({ name: r.name, brand: '', category: '', subcategory: r.subcategory, tags: [], features: [], specifications: {}, description: r.description })),
  );
  // By popularity alone the mid-priced phone would lead, then the cheap one, then the dear one.
  const popularity = { mid: 1, low: 0.9, dear: 0.8, planner: 0.7 };
  const ties = { keys: rows.map((r) => popularityKey(popularity[r.id as keyof typeof popularity])), cheap: rows.map((r) => priceKey(r.cents)) };
  const ids = (q: string) => [...searchText(index, Synonyms.withBuiltIn(), q, { prefixLast: false, relax: true }, ties)!.top(Infinity)].map((row) => rows[row]!.id);

  it('ranks the other words\' matches cheapest first for "cheap", dearest first for "luxury", rather than matching descriptions', () => {
    expect(ids('phone')).toEqual(['mid', 'low', 'dear']);
    expect(ids('cheap phone')).toEqual(['low', 'mid', 'dear']);
    expect(ids('affordable phones')).toEqual(['low', 'mid', 'dear']);
    expect(ids('luxury phone')).toEqual(['dear', 'mid', 'low']);
  });

  it('says the price word was searched, and reads it as a word when it is all the query or the names hold it', () => {
    expect(searchText(index, Synonyms.withBuiltIn(), 'cheap phnoe', { prefixLast: false, relax: true }, ties)!.searchedFor).toBe('cheap phone');
    // Alone, a word as any other: the name holding its synonym "budget", then the description holding it.
    expect(ids('affordable')).toEqual(['planner', 'dear']);
    // This catalogue names a product "Budget …": the word is searched as a word. A synonym of it matches only
    // where a product is named ("affordable" in a description says nothing of what the product is), so no phone
    // holds it, and the phones come by popularity.
    expect(ids('budget phone')).toEqual(['mid', 'low', 'dear']);
    // The other words finding nothing, the price word is searched as a word: no empty page while it matches
    // (here through its synonym "budget" in a name).
    expect(ids('cheap xyzzy')).toEqual(['planner']);
  });

  it('keys prices on a log scale, cheapest 0', () => {
    expect(priceKey(0)).toBe(0);
    expect(priceKey(999)).toBeLessThan(priceKey(1_099));
    expect(priceKey(100_000_000)).toBe(1023);
    expect(priceKey(Number.MAX_SAFE_INTEGER)).toBe(1023);
  });
});
