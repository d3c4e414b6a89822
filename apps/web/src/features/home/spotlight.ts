import type { Product } from '@cartwise/domain/catalogue/product';

/**
 * The product home puts beside its hero on a laptop and in its link previews (`og:image`): the first featured
 * product in stock that has a picture, so the shop window's headliner can be bought; none when there is none.
 */
export function spotlightProduct(featured: readonly Product[] | undefined): Product | undefined {
  return featured?.find((product) => product.inStock && product.thumbnail.trim() !== '');
}
