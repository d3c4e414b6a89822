import { describe, expect, it } from 'vitest';
import { amountsAsked, holds, spansIn } from './ranges.ts';
import { words } from './words.ts';

const span = (line: string) => {
  const spans = spansIn(line);
  expect(spans).toHaveLength(1);
  return spans[0]!;
};

describe('spansIn', () => {
  it.each([
    ['Sizes: 5-12', { min: 5, max: 12 }],
    ['Sizes: 5 – 12', { min: 5, max: 12 }],
    ['Size range: 5 to 12', { min: 5, max: 12 }],
    ['Sizes 7.5-10', { min: 7.5, max: 10 }],
    ['Sizes 7½-10', { min: 7.5, max: 10 }],
    ['Sizes: US 5-12', { min: 5, max: 12, unit: 'us' }],
    ['Fits wrists 140–190 mm', { min: 140, max: 190, unit: 'mm' }],
    ['Fits laptops up to 15.6"', { max: 15.6, unit: '"' }],
    ['accommodates arms from 8.5" to 19".', { min: 8.5, max: 19, unit: '"' }],
    ['fits screens ranging from 3.5 to 6 inches', { min: 3.5, max: 6, unit: 'inches' }],
    ['Capacity: 2-4 people', { min: 2, max: 4, unit: 'people' }],
    ['seats between 2 and 4 people', { min: 2, max: 4, unit: 'people' }],
    ['Operating Temperature: -20 to 60 °C', { min: -20, max: 60, unit: 'c' }],
    ['Max Load: 120 kg', { max: 120, unit: 'kg' }],
    ['under 5 kg', { max: 5, maxOpen: true, unit: 'kg' }],
  ])('reads %j', (line, expected) => {
    expect(span(line)).toMatchObject(expected);
  });

  it('reads an age from its word, before the numbers or as the key ("ages 3-8", "Age: 3+", "3+ years")', () => {
    expect(span('ages 3-8')).toMatchObject({ min: 3, max: 8, unit: 'years-old' });
    expect(span('Age: 3+')).toMatchObject({ min: 3, unit: 'years-old' });
    expect(span('suitable for ages 3 to 8 years')).toMatchObject({ min: 3, max: 8, unit: 'years-old' });
    expect(span('3+ years')).toMatchObject({ min: 3, unit: 'years' });
    expect(span('for kids 8 and up')).toMatchObject({ min: 8 });
  });

  it('reads a count named by the key ("Players: 2-4") and letter sizes ("XS-XL")', () => {
    expect(span('Players: 2-4')).toMatchObject({ min: 2, max: 4, unit: 'players' });
    expect(span('Sizes: XS-XL')).toMatchObject({ min: 2, max: 6, unit: 'letter' });
  });

  it('reads no range in codes, single amounts, dimensions or falling ends', () => {
    for (const line of ['Model: X-98', 'Screen Size: 85-inch', 'Display: 13.3-inch', 'Processor: 12-core CPU', 'Dimensions: 120 x 60 x 75 cm', 'Pieces: 1,200', 'Fits 12-5', 'salt and 2 eggs and 3 cups', 'Model: AB12-34', 'Seasons: 2016-2017', 'Not for ages under 3']) {
      expect(spansIn(line)).toEqual([]);
    }
  });

  it('reads a size system before the number over a short unit after it, and a word like "in" as a unit only where a unit ends', () => {
    expect(spansIn('Sizes: US 5-12 M')).toEqual([{ min: 5, max: 12, unit: 'us', text: 'US 5-12 M' }]);
    expect(spansIn('Sizes 5-12 in stock')).toEqual([{ min: 5, max: 12, text: '5-12' }]);
    expect(spansIn('Fits 11 in to 36.5 in')).toEqual([{ min: 11, max: 36.5, unit: 'in', text: '11 in to 36.5 in' }]);
    // A bound said of whom it is not for leaves the one it is for.
    expect(spansIn('Not suitable for children under 36 months. Ages 3+')).toEqual([{ min: 3, unit: 'years-old', text: '3+' }]);
  });
});

describe('amountsAsked', () => {
  const asked = (q: string) => amountsAsked(words(q)).map(({ value, unit, said }) => ({ value, unit, said }));
  it('reads the number asked with its unit or its size word', () => {
    expect(asked('does it come in size 9?')).toEqual([{ value: 9, unit: undefined, said: 'size 9' }]);
    expect(asked('does it come in size 9.5?')).toEqual([{ value: 9.5, unit: undefined, said: 'size 9.5' }]);
    expect(asked('a 7 1/2 shoe')).toEqual([{ value: 7.5, unit: undefined, said: '7.5' }]);
    expect(asked('will it fit a 13 inch laptop?')).toEqual([{ value: 13, unit: 'inch', said: '13 inch' }]);
    expect(asked('would it fit a 200mm wrist?')).toEqual([{ value: 200, unit: 'mm', said: '200mm' }]);
    expect(asked('is it ok for a 5 year old?')).toEqual([{ value: 5, unit: 'years-old', said: '5 year old' }]);
    expect(asked('is it suitable for ages 4')).toEqual([{ value: 4, unit: 'years-old', said: 'ages 4' }]);
    expect(asked('is it good for 6 people?')).toEqual([{ value: 6, unit: 'people', said: '6 people' }]);
    expect(asked('got it in uk 9?')).toEqual([{ value: 9, unit: 'uk', said: 'UK 9' }]);
    expect(asked('do you have it in xxl')).toEqual([{ value: 7, unit: 'letter', said: 'size XXL' }]);
    expect(asked('does it have bluetooth?')).toEqual([]);
  });

  it('reads a number with a point as one number, not a number and its decimals as two words', () => {
    expect(words('will it fit a 15.6 inch laptop?')).toEqual(['will', 'it', 'fit', 'a', '15.6', 'inch', 'laptop']);
    expect(asked('does it come in a 9.5?')).toEqual([{ value: 9.5, unit: undefined, said: '9.5' }]);
    expect(asked('is there a size 10.5')).toEqual([{ value: 10.5, unit: undefined, said: 'size 10.5' }]);
    expect(asked('will it fit a 15.6 inch laptop?')).toEqual([{ value: 15.6, unit: 'inch', said: '15.6 inch' }]);
    expect(asked('a 1.5l bottle?')).toEqual([{ value: 1.5, unit: 'l', said: '1.5l' }]);
    // A sentence's full stop after a number is no point.
    expect(words('size 9. thanks')).toEqual(['size', '9', 'thanks']);
  });
});

describe('holds', () => {
  it('says whether the range holds the amount, in the range’s unit when the question gives none', () => {
    const sizes = span('Sizes: US 5-12');
    expect(holds(sizes, { value: 9 })).toBe(true);
    expect(holds(sizes, { value: 12 })).toBe(true);
    expect(holds(sizes, { value: 13 })).toBe(false);
    expect(holds(sizes, { value: 9, unit: 'us' })).toBe(true);
    expect(holds(sizes, { value: 9, unit: 'uk' })).toBeUndefined();
  });

  it('converts between units of one kind, and says nothing across kinds', () => {
    const laptops = span('Fits laptops up to 15.6"');
    expect(holds(laptops, { value: 13, unit: 'inch' })).toBe(true);
    expect(holds(laptops, { value: 15.6, unit: 'inches' })).toBe(true);
    expect(holds(laptops, { value: 17, unit: 'inch' })).toBe(false);
    expect(holds(laptops, { value: 30, unit: 'cm' })).toBe(true);
    expect(holds(laptops, { value: 3, unit: 'kg' })).toBeUndefined();
    const wrists = span('Fits wrists 140–190 mm');
    expect(holds(wrists, { value: 200, unit: 'mm' })).toBe(false);
    expect(holds(wrists, { value: 7, unit: 'in' })).toBe(true);
  });

  it('keeps an open bound open ("under 5 kg"), a closed one closed ("3+")', () => {
    expect(holds(span('under 5 kg'), { value: 5, unit: 'kg' })).toBe(false);
    expect(holds(span('Age: 3+'), { value: 3, unit: 'years-old' })).toBe(true);
    expect(holds(span('Age: 3+'), { value: 2, unit: 'years-old' })).toBe(false);
    expect(holds(span('Age: 3+'), { value: 30, unit: 'months-old' })).toBe(false);
    expect(holds(span('Age: 3+'), { value: 5, unit: 'years' })).toBeUndefined();
  });

  it('reads a height in feet and inches against one in centimetres', () => {
    const heights = span('Suitable for heights 150-190 cm');
    const height = (q: string) => amountsAsked(words(q))[0]!;
    expect(holds(heights, height('will it fit someone 6ft tall?'))).toBe(true);
    expect(holds(heights, height('is it ok for a 6 foot adult?'))).toBe(true);
    expect(holds(heights, height("he's 6' 5\""))).toBe(false);
    expect(height("she's 5'10\"")).toMatchObject({ value: 70, unit: 'inch', said: '5 ft 10 inches' });
    expect(height('would it fit someone 5 ft 10?')).toMatchObject({ value: 70, unit: 'inch', said: '5 ft 10' });
    expect(holds(heights, height('my son is 4 ft 9'))).toBe(false);
    expect(holds(heights, height('5 feet 2 inches'))).toBe(true);
    // A number after the feet in another unit is no inches ("a 6 ft 2 person tent"); "the 80's" no feet.
    expect(amountsAsked(words('a 6 ft 2 person tent'))).toHaveLength(2);
    expect(amountsAsked(words("songs from the 80's"))).toEqual([]);
  });

  it('orders letter sizes', () => {
    const sizes = span('Sizes: XS-XL');
    expect(holds(sizes, amountsAsked(['size', 'm'])[0]!)).toBe(true);
    expect(holds(sizes, amountsAsked(['xxl'])[0]!)).toBe(false);
    expect(holds(sizes, { value: 9 })).toBeUndefined();
  });
});
