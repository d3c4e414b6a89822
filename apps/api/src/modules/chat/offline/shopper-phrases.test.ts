import { describe, expect, it } from 'vitest';
import { asksForBrands, colourAsked, quantityOfThem } from './shopper-phrases.ts';

describe('shopper phrases', () => {
  it.each([
    ['what about in white', 'white'],
    ['In black?', 'black'],
    ['any in rose gold?', 'rose gold'],
    ['how about a white one', 'white'],
    ['do you have it in space gray', 'space gray'],
  ])('reads "%s" as asking for %s', (message, colour) => {
    expect(colourAsked(message)).toBe(colour);
  });

  it.each(['white cases', 'black iphone 7 cases under $50', 'what about cases'])('reads "%s" as no colour follow-up', (message) => {
    expect(colourAsked(message)).toBeUndefined();
  });

  it('tells "2 of them" from "both of them"', () => {
    expect(quantityOfThem('add 2 of them to my cart')).toBe(true);
    expect(quantityOfThem("I'll take three of those")).toBe(true);
    expect(quantityOfThem('add both of them to my cart')).toBe(false);
    expect(quantityOfThem('add all of them')).toBe(false);
  });

  it('tells a question about brands from a search', () => {
    expect(asksForBrands('what brands do you have?')).toBe(true);
    expect(asksForBrands('Which brands do you sell')).toBe(true);
    expect(asksForBrands('what brands of cases do you have?')).toBe(false);
    expect(asksForBrands('samsung phones')).toBe(false);
  });
});
