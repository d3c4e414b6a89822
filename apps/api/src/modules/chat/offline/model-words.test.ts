import { describe, expect, it } from 'vitest';
import { words } from '@cartwise/domain/assistant/words';
import { baseModel, forTheModel, namesModel, withSuffixes } from './model-words.ts';

describe('namesModel', () => {
  const names = (name: string, model: string) => namesModel(words(name), model, true);
  it('reads a model number as a whole word: "iphone 6" is not the iPhone 6s, while "6s" can be asked for', () => {
    expect(names('mophie - Juice Pack Case for Apple® iPhone® 6 and iPhone 6s - Black', 'iphone 6')).toBe(true);
    expect(names('LuMee - Illuminated Cell Phone Case for Apple® iPhone® 7 Plus and iPhone 6s Plus - Black', 'iphone 6')).toBe(false);
    expect(names('Ballistic - Tungsten Case for Apple® iPhone® 6 and 6s', 'iphone 6s')).toBe(true);
  });

  it('keeps the suffix words with the model: "iphone 7 plus" is not the iPhone 7, nor the other way round', () => {
    expect(names('Speck - Presidio Case for iPhone 7 Plus - Clear', 'iphone 7 plus')).toBe(true);
    expect(names('Speck - Presidio Case for iPhone 7 - Clear', 'iphone 7 plus')).toBe(false);
    expect(names('Speck - Presidio Case for iPhone 7 Plus - Clear', 'iphone 7')).toBe(false);
    expect(names('Tech21 - Evo Case for Samsung Galaxy S7 edge Cell Phones', 'galaxy s7')).toBe(false);
  });
});

describe('withSuffixes', () => {
  it('keeps the suffix words typed after a model with it, and not as words of their own', () => {
    expect(withSuffixes(['iphone 7', 'case'], 'case for iphone 7 plus')).toEqual(['iphone 7 plus', 'case']);
    expect(withSuffixes(['galaxy s7', 'edge', 'case'], 'galaxy s7 edge case')).toEqual(['galaxy s7 edge', 'case']);
    expect(withSuffixes(['iphone 7', 'case'], 'iphone 7 case')).toEqual(['iphone 7', 'case']);
    expect(baseModel('iphone 7 plus')).toBe('iphone 7');
    expect(baseModel('iphone 7 case')).toBeUndefined();
  });
});

describe('forTheModel', () => {
  const S7 = () => ['samsung - galaxy s7 32gb - black onyx (verizon)'];
  it('reads a model\'s accessories as what is made for it, of any brand, the maker typed before it dropped', () => {
    expect(forTheModel({ brand: ['Samsung'], keywords: ['galaxy s7', 'accessory'] }, 'samsung galaxy s7 accessories', S7)).toEqual({
      keywords: ['galaxy s7', 'accessory'],
      kind: 'accessory',
    });
    expect(forTheModel({ brand: ['OtterBox'], keywords: ['galaxy s7', 'accessory'] }, 'otterbox galaxy s7 accessories', S7)?.brand).toEqual(['OtterBox']);
    expect(forTheModel({ keywords: ['galaxy s7', 'case'], kind: 'case' }, 'galaxy s7 cases', S7)).toBeUndefined();
  });
});
