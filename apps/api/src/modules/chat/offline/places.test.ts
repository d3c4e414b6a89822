import { describe, expect, it } from 'vitest';
import { placesOf } from './places.ts';

describe('placesOf', () => {
  it.each([
    ['compare the first two', [0, 1]],
    ['compare the top 3', [0, 1, 2]],
    ['compare the last two', [-2, -1]],
    ['First three please', [0, 1, 2]],
  ])('reads "%s" as the places it covers', (message, places) => {
    expect(placesOf(message)).toEqual(places);
  });

  it.each(['compare the first and the second', 'compare them', 'the first one', 'top rated phones', 'the last 5'])('finds no run in "%s"', (message) => {
    expect(placesOf(message)).toBeUndefined();
  });
});
