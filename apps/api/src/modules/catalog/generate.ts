import { discountPercent, type Product } from '@cartwise/domain/catalogue/product';

/**
 * A synthetic catalogue for load tests, demos and benchmarks.
 *
 * Pure and deterministic: no clock, no Math.random, no locale. Product n (1-based) is a function of
 * (seed, n) alone — each product gets its own PRNG seeded from a hash of the two — so:
 *   - the same seed and count give byte-identical output, and a different seed gives different products;
 *   - the catalogue is prefix-stable: the first N products of `count: N + M` equal `count: N`;
 *   - any single product can be produced on its own with `generateProduct(seed, n)`.
 * Products are yielded one at a time, so a million of them never sit in memory together.
 */

export interface GenerateCatalogOptions {
  /** How many products to yield: an integer, 0 or more. */
  count: number;
  /** Any safe integer; different seeds give different catalogues. Defaults to 1. */
  seed?: number;
}

/** A generated product: the canonical product shape with every field filled in (valid `ProductInput`). */
export type GeneratedProduct = Product;

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** createdAt/updatedAt fall within this window (UTC, whole seconds). */
export const CREATED_FROM = Date.UTC(2024, 0, 1);
export const CREATED_TO = Date.UTC(2026, 9, 31, 23, 59, 59);

export function* generateCatalog({ count, seed = 1 }: GenerateCatalogOptions): Generator<GeneratedProduct, void, undefined> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  assertSeed(seed);
  for (let n = 1; n <= count; n++) yield buildProduct(seed, n);
}

/** Product number n (1-based) of the catalogue for `seed`; equal to the n-th product `generateCatalog` yields. */
export function generateProduct(seed: number, n: number): GeneratedProduct {
  assertSeed(seed);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  return buildProduct(seed, n);
}

function assertSeed(seed: number): void {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
}

// ---------------------------------------------------------------------------------------------------
// Randomness

type Rng = () => number;

/** mulberry32: a tiny 32-bit PRNG with good enough statistics for fake data; returns [0, 1). */
function mulberry32(state: number): Rng {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** murmur3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A well-mixed PRNG state for product n of seed; distinct for distinct (seed, n) within 64/32 bits. */
function productState(seed: number, n: number): number {
  const lo = seed >>> 0;
  const hi = Math.floor(seed / 0x1_0000_0000) >>> 0;
  let h = fmix32(lo ^ 0x9e3779b9);
  h = fmix32(h ^ hi);
  return fmix32(h ^ Math.imul(n >>> 0, 0x27d4eb2f));
}

function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** k distinct items in random order (partial Fisher–Yates on a copy). */
function sample<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const copy = items.slice();
  const take = Math.min(k, copy.length);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(rng() * (copy.length - i));
    const t = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = t;
  }
  copy.length = take;
  return copy;
}

// ---------------------------------------------------------------------------------------------------
// Vocabulary

/** How a name ends: a model code ("QX-200"), a series ("Pro"), a product line ("Heritage"), an edition, a pack or size. */
type SuffixStyle = 'code' | 'series' | 'line' | 'edition' | 'pack' | 'size' | 'none';

interface Subcategory {
  name: string;
  /** Product types, as they appear in a name ("Noise Cancelling Earbuds"). */
  nouns: readonly string[];
  /** What it is made with; reads after "made with". */
  materials: readonly string[];
  /** What it is for; reads after "built for". */
  uses: readonly string[];
  /** Typical price range in dollars; prices are log-distributed across it, so most sit near the low end. */
  price: readonly [number, number];
  features: readonly string[];
  specs: Readonly<Record<string, readonly string[]>>;
  /** Typical weight range in kg, when weight is a sensible specification. */
  weight?: readonly [number, number];
  /** Overrides the category's `coloured`. */
  coloured?: boolean;
  /** Overrides the category's `materialSpec`. */
  materialSpec?: string;
}

interface Category {
  name: string;
  adjectives: readonly string[];
  /** Whether products come in colours (false for food, books...). */
  coloured: boolean;
  /** The specification key for the material ("Material"), or none when materials are not a specification. */
  materialSpec?: string;
  suffix: readonly SuffixStyle[];
  features: readonly string[];
  warranty: readonly string[];
  giftFor: string;
  subcategories: readonly Subcategory[];
}

const COLOURS = [
  'Midnight Black', 'Arctic White', 'Slate Grey', 'Navy Blue', 'Forest Green', 'Sand Beige', 'Coral Red',
  'Rose Gold', 'Charcoal', 'Olive', 'Sky Blue', 'Burgundy', 'Mustard Yellow', 'Graphite', 'Ivory',
] as const;

const CATEGORIES: readonly Category[] = [
  {
    name: 'Electronics',
    adjectives: ['Wireless', 'Compact', 'Ultra-Slim', 'Smart', 'Portable', 'Premium', 'Next-Gen'],
    coloured: true,
    materialSpec: 'Material',
    suffix: ['code', 'code', 'series'],
    features: ['Recyclable packaging', 'Carbon-neutral shipping', 'Award-winning design', 'Free 60-day returns'],
    warranty: ['1 year', '2 years', '3 years'],
    giftFor: 'tech lovers',
    subcategories: [
      {
        name: 'Headphones',
        nouns: ['Wireless Headphones', 'Noise Cancelling Earbuds', 'Over-Ear Studio Headphones', 'True Wireless Earbuds', 'Sport Earphones', 'Bone Conduction Headphones'],
        materials: ['aluminium', 'memory foam', 'soft silicone', 'matte polycarbonate', 'protein leather'],
        uses: ['commuting', 'long flights', 'workouts', 'focused work', 'late-night gaming'],
        price: [12, 549],
        features: ['Active noise cancellation', 'Transparency mode', 'Multipoint pairing for two devices', 'Fast charging: 10 minutes for 3 hours of play', 'Built-in microphones for clear calls', 'Sweat and splash resistant'],
        specs: { 'Battery Life': ['8 hours', '20 hours', '30 hours', '40 hours', '60 hours'], Connectivity: ['Bluetooth 5.3', 'Bluetooth 5.2', 'Bluetooth 5.4', 'USB-C wired'], 'Driver Size': ['10 mm', '12 mm', '40 mm', '50 mm'] },
        weight: [0.04, 0.35],
      },
      {
        name: 'Laptops',
        nouns: ['Ultrabook Laptop', 'Gaming Laptop', '2-in-1 Convertible Laptop', 'Creator Laptop', 'Chromebook'],
        materials: ['aluminium', 'magnesium alloy', 'recycled plastic', 'carbon fibre'],
        uses: ['remote work', 'coursework', 'video editing', 'gaming', 'business travel'],
        price: [229, 3299],
        features: ['Backlit keyboard', 'All-day battery life', 'Fingerprint reader', 'Thunderbolt 4 ports', 'High-refresh display', 'Wi-Fi 6E'],
        specs: { Processor: ['8-core CPU', '10-core CPU', '12-core CPU', '16-core CPU'], Memory: ['8 GB', '16 GB', '32 GB', '64 GB'], Storage: ['256 GB SSD', '512 GB SSD', '1 TB SSD', '2 TB SSD'], Display: ['13.3-inch', '14-inch', '15.6-inch', '16-inch'] },
        weight: [0.9, 2.8],
      },
      {
        name: 'Phone Accessories',
        nouns: ['Phone Case', 'Wireless Charging Pad', 'USB-C Fast Charger', 'Power Bank', 'Screen Protector', 'Car Phone Mount'],
        materials: ['TPU', 'aluminium', 'recycled plastic'],
        uses: ['everyday carry', 'travel', 'the car', 'the bedside table'],
        price: [5, 129],
        features: ['Overheat protection', 'Slim, pocket-friendly profile', 'Magnetic alignment', 'Drop-tested to 2 m'],
        specs: { Compatibility: ['Universal', 'USB-C devices', 'Qi-enabled phones', 'MagSafe phones'], Connector: ['USB-C', 'None'] },
        weight: [0.02, 0.4],
      },
      {
        name: 'TV & Home Cinema',
        nouns: ['4K Smart TV', 'OLED TV', 'QLED TV', 'Portable Projector', 'Dolby Atmos Soundbar'],
        materials: ['brushed metal', 'matte plastic'],
        uses: ['movie nights', 'live sports', 'console gaming', 'the living room'],
        price: [149, 4499],
        features: ['HDR10+ and Dolby Vision', 'Built-in streaming apps', 'Voice assistant support', 'Low-latency game mode', 'eARC HDMI'],
        specs: { 'Screen Size': ['43-inch', '55-inch', '65-inch', '75-inch', '85-inch'], Resolution: ['4K UHD', '8K', '1080p'], 'Refresh Rate': ['60 Hz', '120 Hz', '144 Hz'] },
        weight: [1.5, 40],
      },
      {
        name: 'Cameras',
        nouns: ['Mirrorless Camera', 'Action Camera', 'Instant Camera', 'Security Camera', '4K Webcam'],
        materials: ['magnesium alloy', 'weather-sealed polycarbonate', 'aluminium'],
        uses: ['travel photography', 'vlogging', 'family holidays', 'home security', 'video calls'],
        price: [29, 2799],
        features: ['Image stabilisation', 'Weather sealing', 'Fast autofocus with eye tracking', 'Night vision', 'Live streaming support'],
        specs: { Sensor: ['12 MP', '20 MP', '24 MP', '33 MP', '48 MP'], Video: ['1080p 60fps', '4K 30fps', '4K 60fps', '5.3K 60fps'], Storage: ['microSD', 'SD UHS-II', 'Cloud'] },
        weight: [0.1, 1.2],
      },
      {
        name: 'Smart Home',
        nouns: ['Smart Speaker', 'Smart Plug', 'Video Doorbell', 'Smart Thermostat', 'Mesh Wi-Fi System'],
        materials: ['recycled plastic', 'aluminium', 'matte polycarbonate'],
        uses: ['the kitchen', 'energy saving', 'home security', 'the whole house'],
        price: [12, 399],
        features: ['Works with major voice assistants', 'App control from anywhere', 'Scheduling and scenes', 'Works with the Matter standard'],
        specs: { Connectivity: ['Wi-Fi', 'Wi-Fi + Bluetooth', 'Zigbee', 'Thread'], Power: ['Mains', 'Battery', 'USB-C'] },
      },
    ],
  },
  {
    name: 'Fashion',
    adjectives: ['Classic', 'Slim-Fit', 'Relaxed', 'Vintage', 'Essential', 'Tailored', 'Oversized'],
    coloured: true,
    materialSpec: 'Material',
    suffix: ['line', 'none', 'none'],
    features: ['Ethically made', 'Free returns within 30 days', 'Carbon-neutral shipping', 'Designed to last for years'],
    warranty: ['1 year', '2 years'],
    giftFor: 'the style-conscious',
    subcategories: [
      {
        name: "Men's Clothing",
        nouns: ['Oxford Shirt', 'Chino Trousers', 'Crew-Neck Sweater', 'Field Jacket', 'Hooded Sweatshirt', 'Overshirt'],
        materials: ['organic cotton', 'merino wool', 'linen blend', 'recycled polyester', 'brushed cotton'],
        uses: ['the office', 'weekends', 'travel', 'layering'],
        price: [15, 249],
        features: ['Breathable fabric', 'Pre-shrunk', 'Wrinkle resistant', 'Hidden inner pocket'],
        specs: { Fit: ['Slim', 'Regular', 'Relaxed'], Sizes: ['S-XXL', 'XS-XL', 'S-XXXL'], Care: ['Machine wash cold', 'Hand wash', 'Dry clean only'] },
      },
      {
        name: "Women's Clothing",
        nouns: ['Wrap Dress', 'Wide-Leg Trousers', 'Cardigan', 'Blouse', 'Puffer Jacket', 'Pleated Midi Skirt'],
        materials: ['organic cotton', 'cashmere blend', 'linen', 'recycled nylon', 'silk'],
        uses: ['the office', 'weekends', 'evenings out', 'cold mornings'],
        price: [15, 399],
        features: ['Flattering cut', 'Side pockets', 'Soft brushed lining', 'Stretch for comfort'],
        specs: { Fit: ['Slim', 'Regular', 'Relaxed'], Sizes: ['XS-XL', 'XXS-XXL', 'UK 6-18'], Care: ['Machine wash cold', 'Hand wash', 'Dry clean only'] },
      },
      {
        name: 'Shoes',
        nouns: ['Running Shoes', 'Chelsea Boots', 'Low-Top Sneakers', 'Hiking Boots', 'Penny Loafers', 'Sandals'],
        materials: ['full-grain leather', 'suede', 'knit mesh', 'canvas', 'recycled rubber'],
        uses: ['everyday wear', 'long walks', 'city commutes', 'weekend trails'],
        price: [24, 299],
        features: ['Cushioned insole', 'Grippy outsole', 'Water-resistant upper', 'Breathable lining'],
        specs: { Sizes: ['US 5-12', 'US 7-14', 'EU 36-46'], Sole: ['Rubber', 'EVA foam', 'Vibram rubber'], Width: ['Regular', 'Wide'] },
        weight: [0.3, 1.4],
      },
      {
        name: 'Bags & Accessories',
        nouns: ['Backpack', 'Crossbody Bag', 'Weekender Duffel', 'Card Wallet', 'Tote Bag', 'Belt'],
        materials: ['full-grain leather', 'waxed canvas', 'recycled nylon'],
        uses: ['the daily commute', 'weekend trips', 'everyday carry'],
        price: [9, 449],
        features: ['RFID-blocking lining', 'YKK zips', 'Solid brass hardware', 'Hand-finished edges'],
        specs: { Closure: ['Zip', 'Magnetic snap', 'Buckle'], Lining: ['Cotton twill', 'Recycled polyester', 'Unlined'] },
        weight: [0.1, 1.8],
      },
      {
        name: 'Watches & Jewellery',
        nouns: ['Automatic Watch', 'Chronograph Watch', 'Pendant Necklace', 'Hoop Earrings', 'Chain Bracelet', 'Signet Ring'],
        materials: ['stainless steel', 'sterling silver', '14k gold plate', 'titanium'],
        uses: ['special occasions', 'everyday wear', 'formal events'],
        price: [15, 2499],
        features: ['Hypoallergenic', 'Gift box included', 'Scratch-resistant finish', 'Tarnish resistant'],
        specs: { Finish: ['Polished', 'Brushed', 'Matte', 'Hammered'], Packaging: ['Gift box', 'Travel pouch'] },
        coloured: false,
      },
    ],
  },
  {
    name: 'Home & Garden',
    adjectives: ['Modern', 'Rustic', 'Scandinavian', 'Handcrafted', 'Minimalist', 'Heavy-Duty', 'Cosy'],
    coloured: true,
    materialSpec: 'Material',
    suffix: ['line', 'none', 'none'],
    features: ['Easy to assemble', 'Sustainably sourced materials', 'Easy-clean surfaces', 'Built to last'],
    warranty: ['1 year', '2 years', '5 years', '10 years'],
    giftFor: 'new homeowners',
    subcategories: [
      {
        name: 'Furniture',
        nouns: ['Three-Seater Sofa', 'Dining Table', 'Office Chair', 'Bookshelf', 'Bed Frame', 'Coffee Table'],
        materials: ['solid oak', 'walnut veneer', 'powder-coated steel', 'rattan', 'solid pine'],
        uses: ['the living room', 'small apartments', 'the home office', 'family dinners'],
        price: [59, 2999],
        features: ['Tool-free assembly', 'Adjustable feet', 'Solid wood frame', 'Scratch-resistant finish'],
        specs: { Dimensions: ['80 x 40 x 75 cm', '120 x 60 x 75 cm', '180 x 90 x 76 cm', '210 x 95 x 85 cm'], 'Max Load': ['50 kg', '120 kg', '150 kg', '300 kg'] },
        weight: [5, 85],
      },
      {
        name: 'Kitchen',
        nouns: ['Skillet', "Chef's Knife", 'Stand Mixer', 'Espresso Machine', 'Cookware Set', 'Air Fryer'],
        materials: ['stainless steel', 'cast iron', 'high-carbon steel', 'enamelled steel', 'brushed aluminium'],
        uses: ['everyday cooking', 'weekend baking', 'slow mornings', 'entertaining guests'],
        price: [8, 899],
        features: ['Dishwasher safe', 'Induction compatible', 'PFAS-free', 'Ergonomic handle'],
        specs: { Care: ['Dishwasher safe', 'Hand wash only'], 'Country of Origin': ['Germany', 'Japan', 'France', 'USA', 'Portugal', 'Italy'] },
        weight: [0.2, 12],
      },
      {
        name: 'Bedding & Bath',
        nouns: ['Percale Sheet Set', 'Down Alternative Duvet', 'Waffle Bath Towels', 'Memory Foam Pillow', 'Weighted Blanket'],
        materials: ['long-staple cotton', 'bamboo lyocell', 'washed linen', 'Turkish cotton'],
        uses: ['a better night’s sleep', 'guest rooms', 'hot sleepers'],
        price: [12, 349],
        features: ['OEKO-TEX certified', 'Gets softer with every wash', 'Deep-pocket fit', 'Hypoallergenic fill'],
        specs: { Size: ['Twin', 'Full', 'Queen', 'King'], 'Thread Count': ['300', '400', '600'], Care: ['Machine washable', 'Tumble dry low'] },
      },
      {
        name: 'Garden',
        nouns: ['Raised Garden Bed', 'Cordless Hedge Trimmer', 'Garden Hose Reel', 'Solar Path Lights', 'Patio Umbrella', 'Compost Bin'],
        materials: ['galvanised steel', 'weather-resistant resin', 'powder-coated aluminium', 'recycled plastic'],
        uses: ['small gardens', 'balconies', 'weekend landscaping', 'growing vegetables'],
        price: [9, 799],
        features: ['Weatherproof', 'Rust resistant', 'Tool-free setup', 'Frost resistant'],
        specs: { Dimensions: ['60 x 60 cm', '120 x 60 cm', '180 x 90 cm'], Power: ['Manual', '18 V battery', 'Solar'] },
        weight: [0.5, 30],
      },
      {
        name: 'Lighting & Decor',
        nouns: ['Table Lamp', 'Pendant Light', 'Wall Mirror', 'Vase', 'Candle Holder', 'Wall Clock'],
        materials: ['ceramic', 'brushed brass', 'mouth-blown glass', 'oak', 'matte black metal'],
        uses: ['the living room', 'bedside reading', 'the entryway', 'cosy evenings'],
        price: [7, 499],
        features: ['Handmade: every piece is unique', 'Gift-ready packaging', 'Wall fixings included', 'Felt pads protect surfaces'],
        specs: { Height: ['20 cm', '35 cm', '50 cm', '120 cm'], Finish: ['Matte', 'Glossy', 'Brushed', 'Natural'] },
      },
    ],
  },
  {
    name: 'Food & Beverages',
    adjectives: ['Organic', 'Artisan', 'Small-Batch', 'Fair-Trade', 'Gourmet', 'Farmhouse'],
    coloured: false,
    suffix: ['pack', 'pack', 'none'],
    features: ['No artificial colours or flavours', 'Resealable packaging', 'Made in small batches', 'Responsibly sourced'],
    warranty: [],
    giftFor: 'food lovers',
    subcategories: [
      {
        name: 'Coffee & Tea',
        nouns: ['Whole Bean Coffee', 'Ground Coffee', 'Loose Leaf Green Tea', 'Chai Tea Bags', 'Cold Brew Concentrate', 'Matcha Powder'],
        materials: ['single-origin harvests', 'fair-trade crops', 'organically grown ingredients', 'high-altitude harvests'],
        uses: ['slow weekend mornings', 'the office', 'afternoon breaks'],
        price: [4, 49],
        features: ['Packed within days of roasting or harvest', 'Nitrogen-flushed for freshness', 'Compostable bags', 'Direct trade with growers'],
        specs: { 'Net Weight': ['100 g', '250 g', '500 g', '1 kg'], Origin: ['Colombia', 'Ethiopia', 'Guatemala', 'Japan', 'India'], Caffeine: ['Regular', 'Low', 'Decaf'] },
      },
      {
        name: 'Snacks',
        nouns: ['Sea Salt Almonds', 'Dark Chocolate Bar', 'Protein Bars', 'Kettle Chips', 'Trail Mix', 'Oat Cookies'],
        materials: ['simple, natural ingredients', 'responsibly sourced ingredients', 'a family recipe'],
        uses: ['lunchboxes', 'road trips', 'movie nights', 'post-workout snacking'],
        price: [2, 29],
        features: ['High in protein', 'Gluten free', 'Vegan friendly', 'No added sugar'],
        specs: { 'Net Weight': ['40 g', '150 g', '200 g', '12 x 45 g'], Dietary: ['Vegan', 'Gluten-free', 'Vegetarian', 'Keto'], 'Shelf Life': ['6 months', '9 months', '12 months'] },
      },
      {
        name: 'Pantry',
        nouns: ['Extra Virgin Olive Oil', 'Aged Balsamic Vinegar', 'Raw Honey', 'Bronze-Cut Pasta', 'Hot Sauce', 'Flaky Sea Salt'],
        materials: ['carefully selected ingredients', 'a family recipe', 'traditional methods'],
        uses: ['everyday cooking', 'salad dressings', 'weeknight dinners'],
        price: [3, 59],
        features: ['Single estate', 'Traditionally made', 'Recyclable glass bottle', 'Award-winning recipe'],
        specs: { Size: ['250 g', '500 g', '250 ml', '500 ml', '1 L'], Origin: ['Italy', 'Spain', 'Greece', 'Mexico', 'USA'], 'Shelf Life': ['12 months', '18 months', '24 months'] },
      },
      {
        name: 'Beverages',
        nouns: ['Sparkling Water', 'Cold-Pressed Juice', 'Kombucha', 'Electrolyte Drink Mix', 'Craft Soda'],
        materials: ['natural fruit extracts', 'spring water', 'real fruit'],
        uses: ['hot days', 'picnics', 'post-workout recovery'],
        price: [3, 39],
        features: ['Low sugar', 'Naturally caffeine free', 'Recyclable packaging', 'No artificial sweeteners'],
        specs: { Pack: ['6 x 330 ml', '12 x 330 ml', '24 x 250 ml', '1 L'], Dietary: ['Vegan', 'Gluten-free', 'Sugar-free'], Storage: ['Store in a cool, dry place', 'Keep refrigerated', 'Refrigerate after opening'] },
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    adjectives: ['Lightweight', 'Pro', 'All-Weather', 'Ultralight', 'Performance', 'Rugged'],
    coloured: true,
    materialSpec: 'Material',
    suffix: ['series', 'code', 'none'],
    features: ['Lifetime repair programme', 'Tested in the field', 'Packs down small', 'Reflective details for visibility'],
    warranty: ['1 year', '2 years', 'Lifetime'],
    giftFor: 'outdoor enthusiasts',
    subcategories: [
      {
        name: 'Fitness',
        nouns: ['Adjustable Dumbbells', 'Yoga Mat', 'Resistance Bands Set', 'Kettlebell', 'Folding Treadmill', 'Foam Roller'],
        materials: ['natural rubber', 'steel', 'high-density foam', 'recycled materials'],
        uses: ['home workouts', 'strength training', 'yoga practice', 'recovery days'],
        price: [9, 1499],
        features: ['Non-slip surface', 'Space-saving design', 'Free training app', 'Quiet in use'],
        specs: { 'Suitable For': ['Beginners', 'All levels', 'Advanced'], Assembly: ['None required', 'Minimal', 'Required'] },
        weight: [0.5, 60],
      },
      {
        name: 'Camping & Hiking',
        nouns: ['Ultralight Tent', 'Sleeping Bag', 'Trekking Poles', 'Hiking Backpack', 'Camping Stove', 'Headlamp'],
        materials: ['ripstop nylon', 'aluminium', 'carbon fibre', 'recycled materials'],
        uses: ['weekend hikes', 'backcountry trips', 'festival camping', 'thru-hiking'],
        price: [14, 799],
        features: ['Weather resistant', 'Sets up in minutes', 'Stuff sack included', 'Adjustable fit'],
        specs: { 'Packed Size': ['10 x 20 cm', '15 x 40 cm', '20 x 50 cm'], 'Season Rating': ['2-season', '3-season', '4-season'] },
        weight: [0.1, 4],
      },
      {
        name: 'Cycling',
        nouns: ['Road Bike', 'Gravel Bike', 'Bike Helmet', 'Bike Lights Set', 'Bike Saddle', 'Bike Repair Kit'],
        materials: ['carbon fibre', 'aluminium', 'chromoly steel', 'recycled materials'],
        uses: ['daily commuting', 'long-distance rides', 'gravel adventures', 'racing'],
        price: [12, 4999],
        features: ['Race-proven design', 'Tubeless ready', 'USB rechargeable', 'Aerodynamic profile'],
        specs: { Size: ['S', 'M', 'L', 'XL', 'One size'], 'Suitable For': ['Road', 'Gravel', 'City', 'All terrain'] },
        weight: [0.2, 12],
      },
      {
        name: 'Water Sports',
        nouns: ['Inflatable Paddle Board', 'Wetsuit', 'Swim Goggles', 'Snorkel Set', 'Dry Bag'],
        materials: ['neoprene', 'drop-stitch PVC', 'silicone', 'TPU-coated nylon'],
        uses: ['lake days', 'open-water swimming', 'beach holidays'],
        price: [6, 999],
        features: ['Anti-fog coating', 'Flatlock seams', 'Fully waterproof', 'Quick-dry materials'],
        specs: { Size: ['S', 'M', 'L', 'One size'], 'Suitable For': ['Beginners', 'All levels', 'Advanced'] },
      },
      {
        name: 'Team Sports',
        nouns: ['Match Football', 'Basketball', 'Tennis Racket', 'Goalkeeper Gloves', 'Badminton Set', 'Hockey Stick'],
        materials: ['composite leather', 'graphite', 'latex foam', 'synthetic rubber'],
        uses: ['league matches', 'training sessions', 'the park'],
        price: [8, 299],
        features: ['Official size and weight', 'Extra grip', 'Balanced for control', 'Built for all weather'],
        specs: { Level: ['Beginner', 'Club', 'Pro'], 'Suitable For': ['Indoor', 'Outdoor', 'Indoor and outdoor'] },
      },
    ],
  },
  {
    name: 'Beauty & Health',
    adjectives: ['Gentle', 'Nourishing', 'Clean', 'Dermatologist-Tested', 'Botanical', 'Professional'],
    coloured: false,
    suffix: ['size', 'series', 'none'],
    features: ['Cruelty free', 'Recyclable packaging', 'Dermatologist tested', 'Made without parabens'],
    warranty: ['1 year', '2 years'],
    giftFor: 'anyone who loves a self-care routine',
    subcategories: [
      {
        name: 'Skincare',
        nouns: ['Hydrating Face Serum', 'Daily Moisturiser', 'Mineral Sunscreen SPF 50', 'Gentle Cleanser', 'Retinol Night Cream', 'Clay Face Mask'],
        materials: ['hyaluronic acid', 'niacinamide', 'vitamin C', 'ceramides', 'aloe vera'],
        uses: ['morning routines', 'sensitive skin', 'dry winter skin', 'night-time repair'],
        price: [5, 129],
        features: ['Non-comedogenic', 'Suitable for sensitive skin', 'Vegan formula', 'Absorbs quickly'],
        specs: { Volume: ['30 ml', '50 ml', '100 ml', '200 ml'], 'Skin Type': ['All', 'Dry', 'Oily', 'Sensitive', 'Combination'] },
      },
      {
        name: 'Hair Care',
        nouns: ['Repair Shampoo', 'Ionic Hair Dryer', 'Ceramic Straightener', 'Leave-In Conditioner', 'Curling Wand'],
        materials: ['argan oil', 'keratin technology', 'tourmaline ceramic', 'shea butter'],
        uses: ['daily styling', 'damaged hair', 'curly hair', 'salon-style blowouts'],
        price: [5, 449],
        features: ['Sulphate free', 'Heat protection', 'Frizz control', 'Salon-grade results'],
        specs: { 'Hair Type': ['All', 'Curly', 'Fine', 'Coloured'], 'Suitable For': ['Daily use', 'Weekly treatment', 'Styling'] },
      },
      {
        name: 'Makeup',
        nouns: ['Matte Lipstick', 'Volumising Mascara', 'Liquid Foundation', 'Eyeshadow Palette', 'Setting Spray', 'Cream Blush'],
        materials: ['jojoba oil', 'mineral pigments', 'vitamin E', 'squalane'],
        uses: ['everyday looks', 'evenings out', 'long workdays'],
        price: [4, 79],
        features: ['Long-wearing', 'Buildable coverage', 'Transfer resistant', 'Smudge proof'],
        specs: { Shades: ['1 shade', '12 shades', '24 shades', '40 shades'], Finish: ['Matte', 'Satin', 'Dewy'], Size: ['4 g', '10 ml', '30 ml'] },
      },
      {
        name: 'Fragrance',
        nouns: ['Eau de Parfum', 'Eau de Toilette', 'Body Mist', 'Solid Perfume', 'Reed Diffuser'],
        materials: ['bergamot and cedarwood', 'rose and oud', 'vanilla and amber', 'citrus and vetiver'],
        uses: ['special occasions', 'everyday wear', 'summer evenings'],
        price: [12, 329],
        features: ['Long-lasting scent', 'Refillable bottle', 'Travel atomiser included', 'Gift box included'],
        specs: { Volume: ['10 ml', '50 ml', '100 ml'], 'Scent Family': ['Floral', 'Woody', 'Fresh', 'Oriental'] },
      },
      {
        name: 'Wellness',
        nouns: ['Electric Toothbrush', 'Massage Gun', 'Smart Body Scale', 'Vitamin D3 Supplement', 'Fitness Tracker', 'Sleep Aid Spray'],
        materials: ['medical-grade silicone', 'plant-based ingredients', 'aluminium', 'tempered glass'],
        uses: ['muscle recovery', 'daily health checks', 'better sleep', 'oral care'],
        price: [6, 399],
        features: ['App tracking', 'Clinically tested', 'Travel friendly', 'Easy to use'],
        specs: { 'Suitable For': ['Adults', 'All ages', 'Athletes'], 'In the Box': ['Charger', 'Carry case', 'Travel pouch', 'User guide'] },
      },
    ],
  },
  {
    name: 'Books & Media',
    adjectives: ['Bestselling', 'Illustrated', 'Collector’s', 'Remastered', 'Award-Winning', 'Limited'],
    coloured: false,
    suffix: ['edition', 'edition', 'none'],
    features: ['Ships in protective packaging', 'Includes bonus content', 'Instant digital copy', 'Signed bookplate while stocks last'],
    warranty: [],
    giftFor: 'readers, gamers and music lovers',
    subcategories: [
      {
        name: 'Fiction',
        nouns: ['Hardcover Novel', 'Paperback Thriller', 'Fantasy Box Set', 'Short Story Collection', 'Graphic Novel'],
        materials: ['acid-free paper', 'a cloth-bound cover', 'sustainably sourced paper'],
        uses: ['rainy weekends', 'long commutes', 'book clubs', 'holiday reading'],
        price: [5, 89],
        features: ['Author’s note and reading guide', 'Sprayed edges', 'Ribbon bookmark', 'Large-print option'],
        specs: { Pages: ['224', '320', '416', '640', '1,120'], Language: ['English', 'English', 'Spanish', 'French'], Format: ['Hardcover', 'Paperback', 'Box set'] },
      },
      {
        name: 'Non-Fiction',
        nouns: ['Cookbook', 'Biography', 'Travel Guide', 'Popular Science Book', 'History Book', 'Self-Help Book'],
        materials: ['full-colour photography', 'acid-free paper', 'a lay-flat binding'],
        uses: ['curious minds', 'home cooks', 'trip planning', 'gift giving'],
        price: [7, 69],
        features: ['Full-colour illustrations', 'Index and references', 'Foreword by a leading expert', 'Updated for this year'],
        specs: { Pages: ['192', '288', '352', '480'], Language: ['English', 'Spanish', 'German'], Format: ['Hardcover', 'Paperback'] },
      },
      {
        name: 'Music',
        nouns: ['Vinyl LP', 'Vinyl Box Set', 'Deluxe CD', 'Picture Disc'],
        materials: ['180-gram vinyl', 'recycled card packaging', 'an audiophile pressing'],
        uses: ['Sunday listening', 'collectors', 'dinner parties'],
        price: [8, 249],
        features: ['Remastered from the original tapes', 'Gatefold sleeve', 'Lyric booklet', 'Download code included'],
        specs: { Genre: ['Jazz', 'Rock', 'Electronic', 'Classical', 'Hip-Hop', 'Folk'], Tracks: ['10', '12', '16', '48'], Release: ['Original', 'Reissue', 'Remaster'] },
      },
      {
        name: 'Movies & TV',
        nouns: ['4K Blu-ray', 'Blu-ray Box Set', 'DVD Collection', 'Complete Series Box Set'],
        materials: ['collectible packaging', 'a steelbook case'],
        uses: ['movie nights', 'binge weekends', 'collectors'],
        price: [6, 179],
        features: ['Director’s commentary', 'Behind-the-scenes extras', 'Dolby Atmos audio', 'Subtitles in 8 languages'],
        specs: { Discs: ['1', '2', '4', '12'], Runtime: ['98 min', '124 min', '10 h 40 min'], Region: ['A', 'B', 'Region free'] },
      },
      {
        name: 'Video Games',
        nouns: ['Console Game', 'PC Game', 'Wireless Game Controller', 'Gaming Headset', 'Racing Wheel'],
        materials: ['recycled plastic', 'soft-touch plastic', 'memory foam'],
        uses: ['couch co-op', 'online multiplayer', 'long gaming sessions'],
        price: [14, 449],
        features: ['Online multiplayer', 'Haptic feedback', 'Cross-platform play', 'Low-latency connection'],
        specs: { Platform: ['Console', 'PC', 'Multi-platform'], Players: ['1', '1-4', '1-8 online'], 'Age Rating': ['7+', '12+', '16+', '18+'] },
      },
    ],
  },
  {
    name: 'Automotive',
    adjectives: ['Heavy-Duty', 'Professional', 'Universal', 'All-Season', 'Compact', 'Premium'],
    coloured: false,
    materialSpec: 'Material',
    suffix: ['code', 'code', 'series'],
    features: ['Fits most vehicles', 'Installs in minutes', 'Tested to industry standards', 'Storage bag included'],
    warranty: ['1 year', '2 years', '3 years', '5 years'],
    giftFor: 'car enthusiasts',
    subcategories: [
      {
        name: 'Car Care',
        nouns: ['Ceramic Car Wax', 'Snow Foam Shampoo', 'Glass Cleaner', 'Interior Detailer', 'Tyre Shine'],
        materials: ['carnauba wax', 'SiO2 ceramic', 'a pH-neutral formula', 'plant-based surfactants'],
        uses: ['weekend detailing', 'show-car shine', 'winter protection'],
        price: [5, 129],
        features: ['Streak-free finish', 'Safe on all paint types', 'UV protection', 'Scratch-free'],
        specs: { Volume: ['500 ml', '1 L', '5 L'], Coverage: ['6 cars', '12 cars', '25 washes'] },
      },
      {
        name: 'Car Electronics',
        nouns: ['Dash Cam', 'Wireless CarPlay Adapter', 'Jump Starter', 'Tyre Inflator', 'Backup Camera'],
        materials: ['aluminium', 'heat-resistant plastic', 'tempered glass'],
        uses: ['road trips', 'daily driving', 'emergencies', 'parking in tight spots'],
        price: [19, 499],
        features: ['Auto shut-off', 'Compact enough for the glovebox', 'Clear LCD display', 'Works in extreme temperatures'],
        specs: { Power: ['12 V socket', 'USB-C', 'Internal battery'], 'Operating Temperature': ['-20 to 60 °C', '-10 to 50 °C'] },
        weight: [0.1, 2.5],
      },
      {
        name: 'Tools & Parts',
        nouns: ['Socket Wrench Set', 'Hydraulic Floor Jack', 'OBD-II Scanner', 'Torque Wrench', 'Brake Pad Set', 'Wiper Blades'],
        materials: ['chrome vanadium steel', 'forged steel', 'ceramic compound', 'natural rubber'],
        uses: ['home garages', 'roadside repairs', 'routine maintenance'],
        price: [9, 799],
        features: ['Precision made', 'OEM-equivalent quality', 'Corrosion resistant', 'Clear fitting guide'],
        specs: { Fitment: ['Universal', 'Vehicle specific'], Storage: ['Blow-moulded case', 'Canvas roll', 'Box'] },
        weight: [0.3, 35],
      },
      {
        name: 'Interior Accessories',
        nouns: ['All-Weather Floor Mats', 'Seat Covers', 'Boot Organiser', 'Steering Wheel Cover', 'Windscreen Sunshade'],
        materials: ['TPE rubber', 'neoprene', 'polyester canvas', 'faux leather'],
        uses: ['family cars', 'muddy winters', 'pet owners', 'long drives'],
        price: [8, 249],
        features: ['Custom-fit options', 'Machine washable', 'Non-slip backing', 'Folds flat'],
        specs: { Fit: ['Universal', 'Custom', 'Semi-custom'], Pieces: ['1', '2', '4', '5'] },
      },
      {
        name: 'Tyres & Wheels',
        nouns: ['All-Season Tyre', 'Winter Tyre', 'Performance Tyre', 'Alloy Wheel Set'],
        materials: ['a silica compound', 'forged aluminium', 'cast alloy'],
        uses: ['wet roads', 'snowy winters', 'spirited driving', 'long motorway trips'],
        price: [69, 2499],
        features: ['Low rolling resistance', 'Run-flat technology', 'Reduced road noise', 'Precision balanced'],
        specs: { Size: ['205/55 R16', '225/45 R17', '245/40 R18', '255/35 R19'], 'Load Index': ['91', '94', '98'], 'Speed Rating': ['H', 'V', 'W', 'Y'] },
      },
    ],
  },
  {
    name: 'Toys & Games',
    adjectives: ['Creative', 'Classic', 'Deluxe', 'Junior', 'Interactive', 'Eco-Friendly'],
    coloured: true,
    materialSpec: 'Material',
    suffix: ['line', 'series', 'none'],
    features: ['Meets EN71 and ASTM safety standards', 'Develops problem-solving skills', 'Storage box included', 'Great for shared play'],
    warranty: ['90 days', '1 year'],
    giftFor: 'kids and the young at heart',
    subcategories: [
      {
        name: 'Building Sets',
        nouns: ['Brick Building Set', 'Magnetic Tiles', 'Marble Run', 'Robot Building Kit', 'Wooden Train Set'],
        materials: ['BPA-free plastic', 'FSC-certified beech wood', 'recycled plastic'],
        uses: ['rainy afternoons', 'creative play', 'family projects'],
        price: [9, 549],
        features: ['Compatible with major brick brands', 'Step-by-step instructions', 'Over 100 build ideas', 'Glow-in-the-dark pieces'],
        specs: { Pieces: ['60', '250', '1,200', '3,500'], Age: ['3+', '6+', '8+', '12+'] },
      },
      {
        name: 'Board Games',
        nouns: ['Strategy Board Game', 'Party Card Game', 'Cooperative Board Game', '1000-Piece Jigsaw Puzzle', 'Chess Set'],
        materials: ['linen-finish cards', 'solid walnut', 'recycled cardboard'],
        uses: ['game nights', 'family gatherings', 'two-player evenings'],
        price: [7, 179],
        features: ['Easy to learn, hard to master', 'Plays in under an hour', 'Expansion ready', 'Beautifully illustrated'],
        specs: { Players: ['2', '2-4', '2-6', '3-8'], 'Playing Time': ['15 min', '30-45 min', '60-90 min'], Age: ['8+', '10+', '14+'] },
      },
      {
        name: 'Outdoor Play',
        nouns: ['Kids Scooter', 'Round Trampoline', 'Water Blaster', 'Play Tent', 'Balance Bike', 'Swing Set'],
        materials: ['powder-coated steel', 'UV-resistant polyester', 'aluminium', 'BPA-free plastic'],
        uses: ['backyard fun', 'summer holidays', 'the park'],
        price: [9, 699],
        features: ['Adjustable height', 'Weatherproof', 'Folds for storage', 'Rounded, child-safe edges'],
        specs: { 'Max User Weight': ['25 kg', '50 kg', '100 kg'], Age: ['2+', '3+', '5+', '8+'] },
        weight: [0.5, 45],
      },
      {
        name: 'Dolls & Figures',
        nouns: ['Fashion Doll', 'Action Figure', 'Plush Teddy Bear', 'Dollhouse', 'Collectible Figure'],
        materials: ['soft recycled plush', 'hand-painted vinyl', 'FSC-certified wood'],
        uses: ['imaginative play', 'bedtime cuddles', 'collectors'],
        price: [5, 299],
        features: ['Poseable joints', 'Accessories included', 'Hand-finished details', 'Collect the whole series'],
        specs: { Height: ['15 cm', '30 cm', '45 cm', '80 cm'], Age: ['0+', '3+', '6+', '14+'] },
      },
      {
        name: 'Educational',
        nouns: ['STEM Science Kit', 'Coding Robot', 'Wooden Abacus', 'Kids Microscope', 'Illuminated Globe'],
        materials: ['BPA-free plastic', 'FSC-certified wood', 'optical glass'],
        uses: ['homeschooling', 'curious kids', 'science fairs'],
        price: [11, 299],
        features: ['Aligned with school curricula', 'Free companion app', 'Over 30 activities', 'Screen-free learning'],
        specs: { Age: ['3+', '6+', '8+', '10+'], Power: ['None', 'AA batteries', 'USB rechargeable'] },
      },
    ],
  },
  {
    name: 'Pet Supplies',
    adjectives: ['Durable', 'Natural', 'Cosy', 'Vet-Approved', 'Eco-Friendly', 'Deluxe'],
    coloured: true,
    materialSpec: 'Material',
    suffix: ['line', 'none', 'none'],
    features: ['Vet recommended', 'Easy to clean', 'Non-toxic materials', 'Satisfaction guaranteed'],
    warranty: ['90 days', '1 year'],
    giftFor: 'pet parents',
    subcategories: [
      {
        name: 'Dogs',
        nouns: ['Orthopaedic Dog Bed', 'No-Pull Dog Harness', 'Dog Raincoat', 'Retractable Leash', 'Travel Dog Crate'],
        materials: ['ripstop nylon', 'recycled polyester', 'padded canvas', 'waterproof fabric'],
        uses: ['big breeds', 'daily walks', 'senior dogs', 'puppies'],
        price: [5, 249],
        features: ['Chew resistant', 'Reflective stitching', 'Machine washable', 'Folds flat for travel'],
        specs: { Size: ['S', 'M', 'L', 'XL'], 'Suitable For': ['Small breeds', 'Medium breeds', 'Large breeds', 'All breeds'] },
      },
      {
        name: 'Cats',
        nouns: ['Cat Tree', 'Scratching Post', 'Cat Cave Bed', 'Cat Teaser Wand', 'Cat Window Perch'],
        materials: ['natural sisal', 'plush fabric', 'felted wool', 'engineered wood'],
        uses: ['indoor cats', 'multi-cat homes', 'busy owners'],
        price: [4, 299],
        features: ['Stable, wide base', 'Replaceable parts', 'Quiet operation', 'Keeps claws healthy'],
        specs: { Size: ['S', 'M', 'L'], 'Suitable For': ['Kittens', 'Adult cats', 'All ages'] },
      },
      {
        name: 'Pet Food',
        nouns: ['Grain-Free Dog Food', 'Wet Cat Food', 'Cat Treats', 'Dog Dental Chews', 'Freeze-Dried Treats'],
        materials: ['free-range chicken', 'wild salmon', 'grass-fed beef', 'sweet potato'],
        uses: ['picky eaters', 'sensitive stomachs', 'training rewards', 'everyday feeding'],
        price: [3, 119],
        features: ['Complete and balanced nutrition', 'No artificial preservatives', 'High in protein', 'Made in small batches'],
        specs: { 'Net Weight': ['85 g', '400 g', '2 kg', '12 kg'], 'Life Stage': ['Puppy', 'Kitten', 'Adult', 'Senior', 'All'] },
        coloured: false,
        materialSpec: 'Main Ingredient',
      },
      {
        name: 'Aquarium & Small Pets',
        nouns: ['Aquarium Starter Kit', 'Hamster Cage', 'Aquarium Filter', 'Bird Cage', 'Rabbit Hutch'],
        materials: ['tempered glass', 'powder-coated steel', 'fir wood', 'BPA-free plastic'],
        uses: ['first-time owners', 'small apartments', 'outdoor living'],
        price: [8, 499],
        features: ['Quiet operation', 'Easy-access doors', 'LED lighting included', 'Removable tray for cleaning'],
        specs: { Capacity: ['20 L', '60 L', '120 L', '240 L'], Dimensions: ['40 x 25 x 30 cm', '80 x 50 x 50 cm', '120 x 60 x 90 cm'] },
      },
    ],
  },
];

/** Invented brands, each tied to one or two categories. */
const BRANDS: readonly (readonly [string, ...string[]])[] = [
  ['Aurora', 'Electronics'],
  ['Voltra', 'Electronics', 'Automotive'],
  ['Nimbus Audio', 'Electronics'],
  ['Quantix', 'Electronics'],
  ['Helio', 'Electronics', 'Home & Garden'],
  ['Pixelforge', 'Electronics', 'Books & Media'],
  ['Sonique', 'Electronics'],
  ['Kestrel Labs', 'Electronics'],
  ['Marlowe & Finch', 'Fashion'],
  ['Juniper Row', 'Fashion'],
  ['Atelier Nove', 'Fashion'],
  ['Thread & Tide', 'Fashion'],
  ['Cobalt Lane', 'Fashion'],
  ['Wren Studio', 'Fashion', 'Beauty & Health'],
  ['Saltmarsh', 'Fashion', 'Sports & Outdoors'],
  ['Hearthstone', 'Home & Garden'],
  ['Oakhaven', 'Home & Garden'],
  ['Lumen & Loom', 'Home & Garden'],
  ['Greenway', 'Home & Garden', 'Food & Beverages'],
  ['Casa Brava', 'Home & Garden'],
  ['Nordvik', 'Home & Garden'],
  ['Fernhill', 'Home & Garden'],
  ['Golden Acre', 'Food & Beverages'],
  ['Blue Mesa Roasters', 'Food & Beverages'],
  ['Little Orchard', 'Food & Beverages'],
  ['Saltbush Pantry', 'Food & Beverages'],
  ['Kettle & Crumb', 'Food & Beverages'],
  ['Tidewater Farms', 'Food & Beverages', 'Pet Supplies'],
  ['Ember Tea Co.', 'Food & Beverages'],
  ['Summit Ridge', 'Sports & Outdoors'],
  ['Trailhawk', 'Sports & Outdoors', 'Fashion'],
  ['Apex Motion', 'Sports & Outdoors', 'Beauty & Health'],
  ['Riverstone', 'Sports & Outdoors'],
  ['Velocita', 'Sports & Outdoors'],
  ['Northbound', 'Sports & Outdoors'],
  ['Tempo Athletics', 'Sports & Outdoors'],
  ['Lumière Botanics', 'Beauty & Health'],
  ['Pure Dew', 'Beauty & Health'],
  ['Velvetine', 'Beauty & Health'],
  ['Solace', 'Beauty & Health', 'Home & Garden'],
  ['Bloom & Birch', 'Beauty & Health'],
  ['Vitalis', 'Beauty & Health'],
  ['Calm Harbour', 'Beauty & Health'],
  ['Lanternfish Press', 'Books & Media'],
  ['Paper Crane Books', 'Books & Media'],
  ['Greystone Publishing', 'Books & Media'],
  ['Vinyl Attic', 'Books & Media'],
  ['Midnight Reel', 'Books & Media'],
  ['Pixel Harbor Games', 'Books & Media', 'Toys & Games'],
  ['Open Road Editions', 'Books & Media'],
  ['Roadmaster Pro', 'Automotive'],
  ['Torqline', 'Automotive'],
  ['Gridlock Gear', 'Automotive'],
  ['Autovance', 'Automotive'],
  ['Ironclad Garage', 'Automotive'],
  ['ShineWorks', 'Automotive'],
  ['Milepost', 'Automotive'],
  ['Brickwell', 'Toys & Games'],
  ['Tiny Tinkers', 'Toys & Games', 'Books & Media'],
  ['Meeple Mill', 'Toys & Games'],
  ['Playbright', 'Toys & Games'],
  ['Starling Toys', 'Toys & Games'],
  ['Wonderbox', 'Toys & Games'],
  ['Puzzle Peak', 'Toys & Games'],
  ['Happy Paws', 'Pet Supplies'],
  ['Whisker & Wag', 'Pet Supplies'],
  ['Furrow', 'Pet Supplies'],
  ['Barkley & Co.', 'Pet Supplies'],
  ['Tailwise', 'Pet Supplies'],
  ['Purrfect Day', 'Pet Supplies'],
  ['Finch & Fin', 'Pet Supplies'],
];

const BRANDS_BY_CATEGORY: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [brand, ...categories] of BRANDS) {
    for (const category of categories) {
      const list = map.get(category) ?? [];
      list.push(brand);
      map.set(category, list);
    }
  }
  for (const c of CATEGORIES) if (!map.has(c.name)) throw new Error(`No brands for category ${c.name}`);
  return map;
})();

/** The vocabulary's size, for tests and docs. */
export const CATALOG_VOCABULARY = {
  categories: CATEGORIES.map((c) => c.name),
  subcategoryCount: CATEGORIES.reduce((n, c) => n + c.subcategories.length, 0),
  brands: BRANDS.map(([brand]) => brand),
} as const;

const SERIES = ['Pro', 'Lite', 'Max', 'Plus', 'Air', 'Mini', 'Gen 2', 'Gen 3', 'Mk II', 'Mk III', 'Series 5', 'Signature', 'Essentials', 'Elite'];
const EDITIONS = ['2nd Edition', '3rd Edition', 'Anniversary Edition', 'Deluxe Edition', 'Vol. 1', 'Vol. 2', 'Vol. 3', 'Special Edition'];
const LINES = ['Essentials', 'Signature', 'Heritage', 'Studio', 'Original', 'Everyday', 'Atelier', 'Nordic'];
const PACKS = ['2-Pack', '3-Pack', '6-Pack', '12-Pack', 'Family Pack', 'Value Pack', 'Multipack'];
const SIZES = ['Travel Size', 'Full Size', 'Mini', 'Duo', 'Refill', 'Jumbo'];
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXZ';

// ---------------------------------------------------------------------------------------------------
// Assembly

function modelCode(rng: Rng): string {
  const letters = CODE_LETTERS[int(rng, 0, CODE_LETTERS.length - 1)]! + (rng() < 0.5 ? CODE_LETTERS[int(rng, 0, CODE_LETTERS.length - 1)]! : '');
  const digits = String(int(rng, 1, 99) * (rng() < 0.6 ? 10 : 1));
  return rng() < 0.5 ? `${letters}${digits}` : `${letters}-${digits}`;
}

function suffixFor(rng: Rng, style: SuffixStyle, code: string): string {
  switch (style) {
    case 'code':
      return code;
    case 'series':
      return pick(rng, SERIES);
    case 'line':
      return pick(rng, LINES);
    case 'edition':
      return pick(rng, EDITIONS);
    case 'pack':
      return pick(rng, PACKS);
    case 'size':
      return pick(rng, SIZES);
    case 'none':
      return '';
  }
}

function isPlural(noun: string): boolean {
  return /s$/.test(noun) && !/ss$/.test(noun);
}

/** Caches a string function over the (finite) vocabulary; the generator calls these for every product. */
function memo(fn: (s: string) => string): (s: string) => string {
  const cache = new Map<string, string>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) cache.set(s, (v = fn(s)));
    return v;
  };
}

/** "Noise Cancelling Earbuds" -> "noise cancelling earbuds", keeping acronyms and brand-like words (USB-C, OLED, CarPlay). */
const lowerNoun = memo((noun) => noun.replace(/\b[A-Z][a-z’']*\b/g, (w) => w.toLowerCase()));

/**
 * Lower-cases a first letter for use mid-sentence ("Active noise cancellation"), unless the first word is an
 * acronym or name ("USB-C charging", "Wi-Fi 6E", "Dolby Atmos audio").
 */
function lcFirst(s: string): string {
  return /^[A-Z][a-z’']*(?:-[a-z0-9]+)*(?:[ ,:]|$)/.test(s) && !/^\S+ [A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/** Capitalises a first letter, unless the word is mixed-case already ("pH-neutral"). */
function capFirst(s: string): string {
  return /^[a-z](?![A-Z])/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** "a cloth-bound cover" -> "Cloth-bound cover", for use as a specification value. */
function specValue(s: string): string {
  return capFirst(s.replace(/^(?:a|an) /, ''));
}

/** "2 years" -> "2-year", "Lifetime" -> "lifetime", for "a 2-year warranty". */
function warrantyAdjective(w: string): string {
  return w.toLowerCase().replace(/^(\d+) (day|month|year)s?$/, '$1-$2');
}

/** "Home & Garden" -> "home-and-garden", "the office" -> "office". */
const tag = memo((s) =>
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(?:the|a|an)-/, ''),
);

const lettersOnly = memo((s) => s.toLowerCase().replace(/[^a-z]/g, ''));

/** True when two name parts would read as a repetition ("Professional ... Pro", "Deluxe ... Deluxe Edition"). */
function overlaps(a: string, b: string): boolean {
  const x = lettersOnly(a);
  const y = lettersOnly(b);
  return x !== '' && y !== '' && (x.includes(y) || y.includes(x));
}

/** A price in whole cents: log-distributed over the range, leaning cheap, with shop-style endings. */
function priceCents(rng: Rng, [lo, hi]: readonly [number, number]): number {
  const t = rng() ** 1.35;
  const dollars = Math.max(1, Math.floor(Math.exp(Math.log(lo) + t * (Math.log(hi) - Math.log(lo)))));
  const r = rng();
  let ending: number;
  if (dollars < 20) ending = r < 0.55 ? 99 : r < 0.75 ? 49 : r < 0.88 ? 79 : r < 0.95 ? 29 : 0;
  else if (dollars < 200) ending = r < 0.6 ? 99 : r < 0.75 ? 0 : r < 0.88 ? 49 : 95;
  else ending = r < 0.45 ? 99 : r < 0.85 ? 0 : 95;
  // X.99 style prices sit just below the next whole dollar, so 14.3 becomes 14.99 rather than 13.99.
  return dollars * 100 + ending;
}

/** An original price that makes the discount at least 5% (rounded as `discountPercent` rounds it). */
function originalPriceCents(rng: Rng, price: number): number {
  const target = 5 + Math.floor(55 * rng() ** 1.7); // 5..59 %, mostly 10-30 %
  let original = Math.ceil(price / (1 - target / 100) / 100) * 100 - (rng() < 0.65 ? 1 : 0);
  while (original <= price || discountPercent(price / 100, original / 100) < 5) original += 100;
  return original;
}

function ratingAndReviews(rng: Rng): { rating: number; reviewCount: number } {
  if (rng() < 0.05) return { rating: 0, reviewCount: 0 };
  const reviewCount = 1 + Math.floor(4999 * rng() ** 3);
  let rating: number;
  if (rng() < 0.08) rating = 1 + 4 * rng();
  else {
    const bell = rng() + rng() + rng() - 1.5; // roughly normal, sd 0.5
    rating = 4.15 + bell * 0.8;
  }
  return { rating: Math.min(5, Math.max(1, Math.round(rating * 10) / 10)), reviewCount };
}

function weightText(rng: Rng, [lo, hi]: readonly [number, number]): string {
  const kg = Math.exp(Math.log(lo) + rng() * (Math.log(hi) - Math.log(lo)));
  if (kg < 1) return `${Math.max(5, Math.round(kg * 200) * 5)} g`;
  return `${kg < 10 ? kg.toFixed(1) : Math.round(kg)} kg`;
}

const SECONDS_IN_RANGE = Math.floor((CREATED_TO - CREATED_FROM) / 1000);
const DAY_MS = 86_400_000;
const dayPrefixes = new Map<number, string>();

/** Date#toISOString for whole-second UTC times, caching the "YYYY-MM-DDT" part per day (it is the slow bit). */
function isoSeconds(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) dayPrefixes.set(day, (prefix = new Date(day * DAY_MS).toISOString().slice(0, 11)));
  const secondOfDay = Math.floor((ms - day * DAY_MS) / 1000);
  const hh = Math.floor(secondOfDay / 3600);
  const mm = Math.floor(secondOfDay / 60) % 60;
  const ss = secondOfDay % 60;
  return `${prefix}${hh < 10 ? '0' : ''}${hh}:${mm < 10 ? '0' : ''}${mm}:${ss < 10 ? '0' : ''}${ss}.000Z`;
}

const SPEC_ENTRIES = new Map<Subcategory, readonly (readonly [string, readonly string[]])[]>(
  CATEGORIES.flatMap((c) => c.subcategories.map((sub) => [sub, Object.entries(sub.specs)] as const)),
);

// Every product gets at least 3 specifications, so every subcategory needs at least 3 that are always offered.
for (const c of CATEGORIES) {
  for (const sub of c.subcategories) {
    const always = Object.keys(sub.specs).length + ((sub.materialSpec ?? c.materialSpec) ? 1 : 0) + (sub.weight ? 1 : 0) + (c.warranty.length > 0 ? 1 : 0);
    if (always < 3) throw new Error(`${c.name}/${sub.name} offers only ${always} specifications`);
  }
}
const RECENT_FROM = CREATED_TO - 90 * DAY_MS;

function buildProduct(seed: number, n: number): GeneratedProduct {
  const rng = mulberry32(productState(seed, n));

  // What it is.
  const category = pick(rng, CATEGORIES);
  const sub = pick(rng, category.subcategories);
  const brand = pick(rng, BRANDS_BY_CATEGORY.get(category.name)!);
  const noun = pick(rng, sub.nouns);
  const material = pick(rng, sub.materials);
  const use = pick(rng, sub.uses);
  const colour = (sub.coloured ?? category.coloured) && rng() < 0.6 ? pick(rng, COLOURS) : undefined;
  const adjectiveCandidate = pick(rng, category.adjectives);
  const adjective = rng() < 0.55 && !overlaps(adjectiveCandidate, noun) ? adjectiveCandidate : undefined;
  const code = modelCode(rng);
  const style = pick(rng, category.suffix);
  const suffixCandidate = suffixFor(rng, style, code);
  const suffix =
    style !== 'code' && (overlaps(suffixCandidate, noun) || (adjective !== undefined && overlaps(suffixCandidate, adjective))) ? '' : suffixCandidate;
  const colourInName = colour !== undefined && rng() < 0.35;
  const warranty = category.warranty.length > 0 ? pick(rng, category.warranty) : undefined;
  const name = [brand, adjective, noun, suffix].filter(Boolean).join(' ') + (colourInName ? ` – ${colour}` : '');

  // Description: one to three sentences about the noun, its material and its use.
  const plural = isPlural(noun);
  const nounL = lowerNoun(noun);
  const det = plural ? 'these' : 'this';
  const is = plural ? 'are' : 'is';
  const features = sample(rng, [...sub.features, ...category.features], int(rng, 3, 5));
  const sentences: string[] = [];
  switch (int(rng, 0, 3)) {
    case 0:
      sentences.push(`${capFirst(det)} ${nounL} ${is} made with ${material} and built for ${use}.`);
      break;
    case 1:
      sentences.push(`Made with ${material}, the ${brand} ${nounL} ${is} ready for ${use}.`);
      break;
    case 2:
      sentences.push(`For ${use} and beyond, ${det} ${adjective ? `${lowerNoun(adjective)} ` : ''}${nounL} made with ${material} ${is} a dependable choice.`);
      break;
    default:
      sentences.push(`Built for ${use}, ${det} ${nounL} from ${brand} ${is} made with ${material}.`);
  }
  if (rng() < 0.7) sentences.push(`Highlights: ${lcFirst(features[0]!)}; ${lcFirst(features[1]!)}.`);
  if (rng() < 0.4) {
    const closer = int(rng, 0, 2);
    if (closer === 0 && warranty !== undefined) sentences.push(`Backed by a ${warrantyAdjective(warranty)} warranty.`);
    else if (closer === 1 && colour !== undefined) sentences.push(`Shown in ${colour}.`);
    else sentences.push(`A thoughtful gift for ${category.giftFor}.`);
  }

  // Price, discount, reviews and stock.
  const price = priceCents(rng, sub.price);
  const original = rng() < 0.3 ? originalPriceCents(rng, price) : undefined;
  const discount = original === undefined ? 0 : discountPercent(price / 100, original / 100);
  const { rating, reviewCount } = ratingAndReviews(rng);
  const stockQuantity = rng() < 0.08 ? 0 : 1 + Math.floor(499 * rng() ** 2.5);

  // Specifications: 3 to 6 of the subcategory's own and the common ones, in a stable key order.
  const specPool: [string, string][] = SPEC_ENTRIES.get(sub)!.map(([key, values]) => [key, pick(rng, values)]);
  const materialSpec = sub.materialSpec ?? category.materialSpec;
  if (materialSpec !== undefined) specPool.push([materialSpec, specValue(material)]);
  if (colour !== undefined) specPool.push(['Colour', colour]);
  if (sub.weight) specPool.push(['Weight', weightText(rng, sub.weight)]);
  if (warranty !== undefined) specPool.push(['Warranty', warranty]);
  if (style === 'code') specPool.push(['Model', code]);
  const chosen = new Set(sample(rng, specPool.map((_, i) => i), int(rng, 3, 6)));
  const specifications: Record<string, string> = {};
  specPool.forEach(([key, value], i) => {
    if (chosen.has(i)) specifications[key] = value;
  });

  // Dates: createdAt anywhere in the window, updatedAt between it and the window's end.
  const createdMs = CREATED_FROM + Math.floor(rng() * (SECONDS_IN_RANGE + 1)) * 1000;
  const updatedMs = rng() < 0.35 ? createdMs : createdMs + Math.floor(rng() ** 2 * ((CREATED_TO - createdMs) / 1000 + 1)) * 1000;

  // Tags: the subcategory, then one to four more that describe this product.
  const subTag = tag(sub.name);
  const tagPool = [tag(category.name), tag(noun), tag(material), tag(use)];
  if (adjective !== undefined) tagPool.push(tag(adjective));
  if (colour !== undefined) tagPool.push(tag(colour));
  if (original !== undefined) tagPool.push('sale');
  if (reviewCount >= 1500 && rating >= 4.3) tagPool.push('bestseller');
  if (createdMs >= RECENT_FROM) tagPool.push('new-arrival');
  if (/recycled|organic|fsc|sustainabl|fair-trade/i.test(material)) tagPool.push('eco-friendly');
  if (price < 1500) tagPool.push('under-15');
  const extraTags = sample(rng, [...new Set(tagPool)].filter((t) => t !== '' && t !== subTag), int(rng, 1, 4));

  return {
    id: `gen-${n}`,
    name,
    description: sentences.join(' '),
    price: price / 100,
    ...(original === undefined ? {} : { originalPrice: original / 100 }),
    discount,
    category: category.name,
    subcategory: sub.name,
    brand,
    images: [PLACEHOLDER_IMAGE],
    thumbnail: PLACEHOLDER_IMAGE,
    rating,
    reviewCount,
    inStock: stockQuantity > 0,
    stockQuantity,
    features,
    specifications,
    tags: [subTag, ...extraTags],
    createdAt: isoSeconds(createdMs),
    updatedAt: isoSeconds(updatedMs),
  };
}
