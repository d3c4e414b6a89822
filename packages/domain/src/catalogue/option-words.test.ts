import { describe, expect, it } from 'vitest';
import { readOptionWords, type OptionVocabulary } from './option-words.ts';

const vocabulary: OptionVocabulary = new Map([
  ['size', { name: 'Size', values: new Map([['s', 'S'], ['m', 'M'], ['xl', 'XL'], ['10', '10'], ['10.5', '10.5']]) }],
  ['colour', { name: 'Colour', values: new Map([['red', 'Red'], ['navy blue', 'Navy Blue']]) }],
]);

describe('readOptionWords', () => {
  it('reads "<option> <value>", also after "in", and leaves the other words', () => {
    expect(readOptionWords('red dress in size M', vocabulary)).toEqual({ option: ['Size:M'], rest: 'red dress' });
    expect(readOptionWords('running shoes size 10.5?', vocabulary)).toEqual({ option: ['Size:10.5'], rest: 'running shoes' });
  });

  it('reads a value of several words and either spelling of the option', () => {
    expect(readOptionWords('hoodie color navy blue size xl', vocabulary)).toEqual({ option: ['Colour:Navy Blue', 'Size:XL'], rest: 'hoodie' });
  });

  it('reads "in <size>" when one option holds it, and leaves a colour said alone to the search', () => {
    expect(readOptionWords('tee in XL', vocabulary)).toEqual({ option: ['Size:XL'], rest: 'tee' });
    expect(readOptionWords('a dress in red', vocabulary)).toEqual({ option: [], rest: 'a dress in red' });
    expect(readOptionWords('t shirt xl red', vocabulary)).toEqual({ option: ['Size:XL'], rest: 't shirt red' });
    // A number or a single letter alone may be a model's ("phone 10", "galaxy s").
    expect(readOptionWords('phone 10', vocabulary)).toEqual({ option: [], rest: 'phone 10' });
    expect(readOptionWords('galaxy s', vocabulary)).toEqual({ option: [], rest: 'galaxy s' });
  });

  it('leaves a text alone when it names no value of the option, or the shop has no options', () => {
    expect(readOptionWords('size guide for shoes', vocabulary)).toEqual({ option: [], rest: 'size guide for shoes' });
    expect(readOptionWords('t-shirt size m', new Map())).toEqual({ option: [], rest: 't-shirt size m' });
  });
});
