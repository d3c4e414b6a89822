import type { Product, ProductInput } from '@cartwise/domain/catalogue/product';

/** A variant as the editor's row holds it: its values in option order, numbers as typed. */
export interface VariantDraft {
  id?: string;
  values: string[];
  sku: string;
  price: string;
  originalPrice: string;
  stockQuantity: string;
  image: string;
}

/** The editor's form: every field of the import format as typed (ADR 0021); checked by the server on save. */
export interface ProductDraft {
  id: string;
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  category: string;
  subcategory: string;
  brand: string;
  images: string[];
  thumbnail: string;
  rating: string;
  reviewCount: string;
  stockQuantity: string;
  /** One per line. */
  features: string;
  /** One "Name: value" per line. */
  specifications: string;
  /** Separated by commas. */
  tags: string;
  /** Values separated by commas. */
  options: { name: string; values: string }[];
  variants: VariantDraft[];
}

export const EMPTY_DRAFT: ProductDraft = {
  id: '',
  name: '',
  description: '',
  price: '',
  originalPrice: '',
  category: '',
  subcategory: '',
  brand: '',
  images: [],
  thumbnail: '',
  rating: '0',
  reviewCount: '0',
  stockQuantity: '0',
  features: '',
  specifications: '',
  tags: '',
  options: [],
  variants: [],
};

const money = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

export function toDraft(product: Product): ProductDraft {
  const options = product.options ?? [];
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: money(product.price),
    originalPrice: money(product.originalPrice),
    category: product.category,
    subcategory: product.subcategory,
    brand: product.brand,
    images: [...product.images],
    thumbnail: product.thumbnail,
    rating: String(product.rating),
    reviewCount: String(product.reviewCount),
    stockQuantity: String(product.stockQuantity),
    features: product.features.join('\n'),
    specifications: Object.entries(product.specifications).map(([name, value]) => `${name}: ${value}`).join('\n'),
    tags: product.tags.join(', '),
    options: options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
    variants: (product.variants ?? []).map((v) => ({
      id: v.id,
      values: options.map((o) => v.options[o.name] ?? ''),
      sku: v.sku,
      price: money(v.price),
      originalPrice: money(v.originalPrice),
      stockQuantity: String(v.stockQuantity),
      image: v.image ?? '',
    })),
  };
}

const list = (text: string, separator: RegExp) => text.split(separator).map((item) => item.trim()).filter((item) => item.length > 0);
/** A number as typed; NaN for text, so that the server names the field. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

export const optionValues = (option: { values: string }) => list(option.values, /,/);

/** The form as the import format: what the API's create and save take. */
export function toInput(draft: ProductDraft): ProductInput {
  const options = draft.options.filter((o) => o.name.trim() !== '' || o.values.trim() !== '').map((o) => ({ name: o.name.trim(), values: optionValues(o) }));
  const specifications = Object.fromEntries(
    list(draft.specifications, /\n/).map((line) => {
      const at = line.indexOf(':');
      return at < 0 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  const originalPrice = optionalNumber(draft.originalPrice);
  return {
    ...(draft.id.trim() ? { id: draft.id.trim() } : {}),
    name: draft.name,
    description: draft.description,
    price: number(draft.price),
    ...(originalPrice === undefined ? {} : { originalPrice }),
    category: draft.category,
    subcategory: draft.subcategory,
    brand: draft.brand,
    images: draft.images,
    ...(draft.thumbnail ? { thumbnail: draft.thumbnail } : {}),
    rating: number(draft.rating),
    reviewCount: number(draft.reviewCount),
    stockQuantity: number(draft.stockQuantity),
    features: list(draft.features, /\n/),
    specifications,
    tags: list(draft.tags, /,/),
    options,
    variants:
      options.length === 0
        ? []
        : draft.variants.map((v) => {
            const price = optionalNumber(v.price);
            const original = optionalNumber(v.originalPrice);
            return {
              ...(v.id ? { id: v.id } : {}),
              sku: v.sku,
              options: Object.fromEntries(options.map((o, k) => [o.name, v.values[k] ?? ''])),
              ...(price === undefined ? {} : { price }),
              ...(original === undefined ? {} : { originalPrice: original }),
              stockQuantity: number(v.stockQuantity),
              ...(v.image ? { image: v.image } : {}),
            };
          }),
  };
}

/**
 * The variants of every combination of the options' values, in order: those the form already has keep what was
 * typed for them (their SKU, price, stock), the new ones start empty with a SKU made of the values.
 */
export function combineVariants(draft: ProductDraft): VariantDraft[] {
  const options = draft.options.map(optionValues).filter((values) => values.length > 0);
  if (options.length === 0) return [];
  const combinations = options.reduce<string[][]>((all, values) => all.flatMap((start) => values.map((value) => [...start, value])), [[]]);
  const known = new Map(draft.variants.map((v) => [JSON.stringify(v.values), v]));
  const base = (draft.name || 'item').toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 20);
  return combinations.map(
    (values) =>
      known.get(JSON.stringify(values)) ?? {
        values,
        sku: [base, ...values].join('-').toUpperCase().replace(/\s+/g, '-'),
        price: '',
        originalPrice: '',
        stockQuantity: '0',
        image: '',
      },
  );
}
