import type { ProductInput } from '@cartwise/domain/catalogue/product';

const image = (name: string) => `/images/products/${name}.svg`;
const SIZES = ['7', '8', '9', '10', '11', '12'];
/** Pairs on the shelf per shoe size. */
const SHOE_STOCK: Record<string, number> = { '7': 3, '8': 6, '9': 10, '10': 8, '11': 4, '12': 2 };

/**
 * Two sample products with options (ADR 0018), seeded with the spec's six into an empty catalogue at start,
 * so that the running shop has sizes and colours to choose: shoes in six sizes, and a T-shirt in four sizes
 * and three colours, where XL does not come in red (a combination that does not exist), small black is
 * sold out and XL costs more (the card says "from").
 */
export const SAMPLE_VARIANT_PRODUCTS: ProductInput[] = [
  {
    id: 'sample-7',
    name: 'UrbanStyle Court Classic Leather Sneakers',
    description:
      'Low-top court sneakers in smooth full-grain leather with a cushioned insole and a grippy cupsole. ' +
      'A clean everyday pair that goes with jeans and chinos alike.',
    price: 89.99,
    category: 'Fashion',
    subcategory: 'Shoes',
    brand: 'UrbanStyle',
    images: [image('urbanstyle-court-sneakers-1'), image('urbanstyle-court-sneakers-2')],
    thumbnail: image('urbanstyle-court-sneakers-1'),
    rating: 4.5,
    reviewCount: 318,
    features: ['Full-grain leather upper', 'Cushioned removable insole', 'Stitched rubber cupsole'],
    specifications: { Upper: 'Full-grain leather', Sole: 'Rubber', Fit: 'True to size (US sizes)' },
    tags: ['shoes', 'sneakers', 'leather'],
    createdAt: '2026-04-02T09:00:00.000Z',
    updatedAt: '2026-04-20T09:00:00.000Z',
    options: [{ name: 'Size', values: SIZES }],
    variants: SIZES.map((size) => ({
      sku: `US-CC-SNK-${size}`,
      options: { Size: size },
      stockQuantity: SHOE_STOCK[size]!,
    })),
  },
  {
    id: 'sample-8',
    name: 'UrbanStyle Essential Organic Cotton T-Shirt',
    description:
      'A crew-neck T-shirt in soft, mid-weight organic cotton that keeps its shape wash after wash. ' +
      'Cut for a relaxed fit, in three colours.',
    price: 24.99,
    category: 'Fashion',
    subcategory: 'T-Shirts',
    brand: 'UrbanStyle',
    images: [image('urbanstyle-essential-tee-white'), image('urbanstyle-essential-tee-black')],
    thumbnail: image('urbanstyle-essential-tee-white'),
    rating: 4.3,
    reviewCount: 904,
    features: ['100% organic cotton, 180 g/m²', 'Relaxed fit', 'Ribbed crew neck'],
    specifications: { Material: '100% organic cotton', Weight: '180 g/m²', Care: 'Machine wash 30 °C' },
    tags: ['t-shirt', 'cotton', 'basics'],
    createdAt: '2026-04-05T09:00:00.000Z',
    updatedAt: '2026-04-22T09:00:00.000Z',
    options: [
      { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
      { name: 'Colour', values: ['White', 'Black', 'Red'] },
    ],
    variants: [
      ...['S', 'M', 'L', 'XL'].flatMap((size) =>
        ['White', 'Black', 'Red']
          // XL does not come in red; small black is sold out.
          .filter((colour) => !(size === 'XL' && colour === 'Red'))
          .map((colour) => ({
            sku: `US-ESS-TEE-${size}-${colour.toUpperCase()}`,
            options: { Size: size, Colour: colour },
            ...(size === 'XL' ? { price: 27.99 } : {}),
            stockQuantity: size === 'S' && colour === 'Black' ? 0 : size === 'M' ? 12 : 5,
            image: image(`urbanstyle-essential-tee-${colour.toLowerCase()}`),
          })),
      ),
    ],
  },
];
