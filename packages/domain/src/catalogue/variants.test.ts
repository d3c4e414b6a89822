import { describe, expect, it } from 'vitest';
import {
  chooseMessage,
  findVariant,
  initialSelection,
  missingOptions,
  optionValueLabel,
  priceRange,
  selectValue,
  valueState,
  variantFor,
  variantIdFor,
  variantLabel,
} from './variants.ts';

const OPTIONS = [
  { name: 'Size', values: ['S', 'M', 'XL'] },
  { name: 'Colour', values: ['Red', 'Black'] },
];
const v = (id: string, size: string, colour: string, stockQuantity: number, price = 10) => ({
  id,
  sku: `SKU-${id}`.toUpperCase(),
  options: { Size: size, Colour: colour },
  stockQuantity,
  price,
});
// XL does not come in red; S black is sold out.
const VARIANTS = [v('s-red', 'S', 'Red', 2), v('s-black', 'S', 'Black', 0), v('m-red', 'M', 'Red', 5), v('m-black', 'M', 'Black', 1), v('xl-black', 'XL', 'Black', 3, 12)];

describe('variants', () => {
  it('derives an id from the values: lower case, other characters as one dash', () => {
    expect(variantIdFor(['10', 'Red'])).toBe('10-red');
    expect(variantIdFor(['10.5', 'Navy Blue'])).toBe('10.5-navy-blue');
    expect(variantIdFor(['Crème', '½'])).toBe('creme-1-2');
    expect(variantIdFor(['!!'])).toBe('variant');
  });

  it('names a variant: numbers and size codes say their option, words stand alone', () => {
    expect(optionValueLabel('Size', '10')).toBe('Size 10');
    expect(optionValueLabel('Size', 'XL')).toBe('Size XL');
    expect(optionValueLabel('Colour', 'Red')).toBe('Red');
    expect(variantLabel([{ name: 'Size', value: '10' }, { name: 'Colour', value: 'Red' }])).toBe('Size 10, Red');
  });

  it('finds a variant by id, else by SKU whatever its case', () => {
    expect(findVariant(VARIANTS, 'm-red')?.id).toBe('m-red');
    expect(findVariant(VARIANTS, 'sku-xl-black')?.id).toBe('xl-black');
    expect(findVariant(VARIANTS, 'nope')).toBeUndefined();
  });

  it('has a variant only for a complete choice that exists, and says what is missing', () => {
    expect(variantFor(OPTIONS, VARIANTS, { Size: 'M' })).toBeUndefined();
    expect(variantFor(OPTIONS, VARIANTS, { Size: 'XL', Colour: 'Red' })).toBeUndefined();
    expect(variantFor(OPTIONS, VARIANTS, { Size: 'M', Colour: 'Black' })?.id).toBe('m-black');
    expect(missingOptions(OPTIONS, {})).toEqual(['Size', 'Colour']);
    expect(chooseMessage(['Size', 'Colour'])).toBe('Choose a size and colour');
    expect(chooseMessage(['Size'])).toBe('Choose a size');
    expect(chooseMessage(['Size', 'Colour', 'Fit'])).toBe('Choose a size, colour and fit');
  });

  it('marks values by the earlier choices: missing combinations unavailable, all-sold-out ones sold out', () => {
    expect(OPTIONS[0]!.values.map((size) => valueState(OPTIONS, VARIANTS, { Colour: 'Red' }, 0, size))).toEqual(['available', 'available', 'available']);
    expect(valueState(OPTIONS, VARIANTS, { Size: 'XL' }, 1, 'Red')).toBe('unavailable');
    expect(valueState(OPTIONS, VARIANTS, { Size: 'S' }, 1, 'Black')).toBe('sold-out');
    expect(valueState(OPTIONS, VARIANTS, { Size: 'M' }, 1, 'Black')).toBe('available');
  });

  it('keeps a later choice only while an in-stock variant combines it with the new one', () => {
    expect(selectValue(OPTIONS, VARIANTS, { Size: 'M', Colour: 'Red' }, 'Size', 'XL')).toEqual({ Size: 'XL' });
    expect(selectValue(OPTIONS, VARIANTS, { Size: 'M', Colour: 'Black' }, 'Size', 'S')).toEqual({ Size: 'S' });
    expect(selectValue(OPTIONS, VARIANTS, { Size: 'M', Colour: 'Red' }, 'Size', 'S')).toEqual({ Size: 'S', Colour: 'Red' });
    expect(selectValue(OPTIONS, VARIANTS, { Size: 'M' }, 'Colour', 'Black')).toEqual({ Size: 'M', Colour: 'Black' });
  });

  it('opens on a linked variant, or on the only value of a one-value option', () => {
    expect(initialSelection(OPTIONS, VARIANTS, 'SKU-M-RED')).toEqual({ Size: 'M', Colour: 'Red' });
    expect(initialSelection(OPTIONS, VARIANTS, 'gone')).toEqual({});
    expect(initialSelection([{ name: 'Size', values: ['One size'] }, OPTIONS[1]!], VARIANTS, null)).toEqual({ Size: 'One size' });
  });

  it('gives the price range of the variants', () => {
    expect(priceRange(VARIANTS)).toEqual({ min: 10, max: 12 });
    expect(priceRange([])).toBeUndefined();
  });
});
