import { z } from 'zod';

/**
 * A product's options (Size, Colour…, in order, each with its values in order) and its variants, one per
 * combination that exists (ADR 0018). A product without options has none of either and behaves as one
 * default variant: its cart lines carry the free label `'default'` (`DEFAULT_VARIANT`).
 */

/** At most three options, as Shopify allows, so its exports map one to one. */
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 100;
export const MAX_VARIANTS = 250;

/** A variant id travels in cart line ids and URLs: the characters of product ids. */
export const VARIANT_ID_PATTERN = /^[A-Za-z0-9._~-]+$/;

/** An option as the API answers it. */
export const productOptionSchema = z.object({
  name: z.string().meta({ description: 'The option, e.g. "Size"' }),
  values: z.array(z.string()).meta({ description: 'Its values in the order the shop shows them, e.g. ["S", "M", "L"]' }),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant as the API answers it: money in dollars. */
export const productVariantSchema = z.object({
  id: z.string().meta({ description: 'Unique within the product; what `POST /api/cart/items` takes as `variant`' }),
  sku: z.string(),
  options: z.record(z.string(), z.string()).meta({ description: 'Its value of every option, by option name' }),
  price: z.number(),
  originalPrice: z.number().optional(),
  discount: z.number().int(),
  inStock: z.boolean(),
  stockQuantity: z.number().int(),
  image: z.string().optional().meta({ description: "The variant's own picture; the product's images otherwise" }),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** Option name -> chosen value; an option not chosen yet is absent. */
export type OptionSelection = Readonly<Record<string, string>>;

/**
 * The id a variant gets when the catalogue gives none: its values in option order, lower-cased, with every
 * run of other characters than letters, digits and '.' as one '-' ("10", "Red" -> "10-red").
 */
export function variantIdFor(values: readonly string[]): string {
  const slug = values
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'variant';
}

/**
 * How a value reads on its own in a line's name: a number or a short upper-case code (10, M, XL) says
 * which option it is ("Size 10", "Size M"); a word (Red, Leather) stands alone.
 */
export function optionValueLabel(option: string, value: string): string {
  return /\d/.test(value) || /^[A-Z]{1,4}$/.test(value) ? `${option} ${value}` : value;
}

/** A variant's name for cart lines and orders: "Size 10, Red", in option order. */
export function variantLabel(options: readonly { name: string; value: string }[]): string {
  return options.map((o) => optionValueLabel(o.name, o.value)).join(', ');
}

/** A variant's values in option order, as name/value pairs. */
export function variantOptionList(
  options: readonly Pick<ProductOption, 'name'>[],
  variant: Pick<ProductVariant, 'options'>,
): { name: string; value: string }[] {
  return options.map((o) => ({ name: o.name, value: variant.options[o.name] ?? '' }));
}

/** The variant a link or the cart names: by id, else by SKU (letter case aside). */
export function findVariant<V extends Pick<ProductVariant, 'id' | 'sku'>>(variants: readonly V[], key: string): V | undefined {
  const sku = key.toLowerCase();
  return variants.find((v) => v.id === key) ?? variants.find((v) => v.sku.toLowerCase() === sku);
}

/** The variant of a complete choice; undefined while an option is not chosen or when that combination does not exist. */
export function variantFor<V extends Pick<ProductVariant, 'options'>>(
  options: readonly Pick<ProductOption, 'name'>[],
  variants: readonly V[],
  selection: OptionSelection,
): V | undefined {
  if (options.some((o) => selection[o.name] === undefined)) return undefined;
  return variants.find((v) => options.every((o) => v.options[o.name] === selection[o.name]));
}

/** The options not chosen yet, in order. */
export function missingOptions(options: readonly Pick<ProductOption, 'name'>[], selection: OptionSelection): string[] {
  return options.filter((o) => selection[o.name] === undefined).map((o) => o.name);
}

/** "Choose a size", "Choose a size and colour": what Add to Cart waits for. */
export function chooseMessage(missing: readonly string[]): string {
  const names = missing.map((name) => name.toLowerCase());
  const listed = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Choose a ${listed}`;
}

/**
 * What picking `value` for the option at `index` leads to, given the options before it that are chosen
 * (later options do not count, so a first choice is never locked by a later one, and changing an earlier
 * option drops later choices it does not combine with: `selectValue`). `available` when some variant with
 * it is in stock, `sold-out` when such variants exist but none is in stock, `unavailable` when no variant
 * has that combination.
 */
export type ValueState = 'available' | 'sold-out' | 'unavailable';

const matches = (variant: Pick<ProductVariant, 'options'>, wanted: OptionSelection) =>
  Object.entries(wanted).every(([name, chosen]) => variant.options[name] === chosen);

export function valueState(
  options: readonly Pick<ProductOption, 'name'>[],
  variants: readonly Pick<ProductVariant, 'options' | 'stockQuantity'>[],
  selection: OptionSelection,
  index: number,
  value: string,
): ValueState {
  const wanted: Record<string, string> = { [options[index]!.name]: value };
  for (const option of options.slice(0, index)) {
    const chosen = selection[option.name];
    if (chosen !== undefined) wanted[option.name] = chosen;
  }
  const matching = variants.filter((v) => matches(v, wanted));
  if (matching.length === 0) return 'unavailable';
  return matching.some((v) => v.stockQuantity > 0) ? 'available' : 'sold-out';
}

/**
 * The selection after picking a value: the options before it keep their choices, and a later choice stays
 * only while an in-stock variant combines it with everything chosen before it.
 */
export function selectValue(
  options: readonly Pick<ProductOption, 'name'>[],
  variants: readonly Pick<ProductVariant, 'options' | 'stockQuantity'>[],
  selection: OptionSelection,
  option: string,
  value: string,
): Record<string, string> {
  const next: Record<string, string> = {};
  const at = options.findIndex((o) => o.name === option);
  options.forEach((o, k) => {
    if (k < at && selection[o.name] !== undefined) next[o.name] = selection[o.name]!;
    if (k === at) next[o.name] = value;
    if (k > at && selection[o.name] !== undefined) {
      const combined = { ...next, [o.name]: selection[o.name]! };
      if (variants.some((v) => v.stockQuantity > 0 && matches(v, combined))) next[o.name] = selection[o.name]!;
    }
  });
  return next;
}

/** The lowest and highest variant price, in dollars; undefined without variants. */
export function priceRange(variants: readonly Pick<ProductVariant, 'price'>[]): { min: number; max: number } | undefined {
  if (variants.length === 0) return undefined;
  const prices = variants.map((v) => v.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * The first choice a product page opens with: a shared link's variant, else the only option value of a
 * one-value option (nothing to choose), else nothing.
 */
export function initialSelection(
  options: readonly ProductOption[],
  variants: readonly Pick<ProductVariant, 'id' | 'sku' | 'options'>[],
  linked: string | null | undefined,
): Record<string, string> {
  const variant = linked ? findVariant(variants, linked) : undefined;
  if (variant) return { ...variant.options };
  return Object.fromEntries(options.filter((o) => o.values.length === 1).map((o) => [o.name, o.values[0]!]));
}
