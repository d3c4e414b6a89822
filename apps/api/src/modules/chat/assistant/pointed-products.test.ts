import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import type { CatalogService } from '../../catalog/service.ts';
import { PointedProducts } from './pointed-products.ts';
import type { ProductSearch } from './product-search.ts';

const product = (id: string, name: string, price: number) =>
  ({ id, name, brand: 'Zorb', category: 'Goods', subcategory: 'Things', price, description: '', tags: [], inStock: true }) as unknown as Product;
const SHOWN = [product('a', 'Zorb Desk Lamp - White', 30), product('b', 'Zorb Desk Lamp - Black', 20), product('c', 'Zorb Floor Lamp', 50)];

/** Only the products shown, read by id: references to them ask the search nothing. */
const catalog = { getMany: async (ids: readonly string[]) => SHOWN.filter((p) => ids.includes(p.id)) } as unknown as CatalogService;
const pointedAt = new PointedProducts(catalog, {} as ProductSearch);
const ids = (products: Product[]) => products.map((p) => p.id);

describe('PointedProducts', () => {
  const state = { lastProductIds: ['a', 'b', 'c'] };

  it('points at the cards shown by position, last, focus and "the other ones", counting a later page as it is said', async () => {
    expect(ids(await pointedAt.pointed([{ kind: 'position', index: 1 }], [], state))).toEqual(['b']);
    expect(ids(await pointedAt.pointed([{ kind: 'last' }], [], state))).toEqual(['c']);
    expect(ids(await pointedAt.pointed([{ kind: 'focus' }], [], { ...state, focusProductId: 'b' }))).toEqual(['b']);
    expect(ids(await pointedAt.pointed([{ kind: 'others' }], [], { ...state, focusProductId: 'b' }))).toEqual(['a', 'c']);
    // "the fourth one" of a page said as "4 to 6 of 18" is the page's first.
    expect(ids(await pointedAt.pointed([{ kind: 'position', index: 3 }], [], { ...state, lastOffset: 3 }))).toEqual(['a']);
  });

  it('takes a name one card shown holds for that card, and a rank or a price said among the cards shown', async () => {
    expect(ids(await pointedAt.pointed([], ['black'], state))).toEqual(['b']);
    expect(await pointedAt.shownNamed('lamp', state, 'name')).toBeUndefined();
    expect(ids(await pointedAt.pointed([{ kind: 'ranked', order: 'price-asc', among: 'shown' }], [], state, true))).toEqual(['b']);
    expect(ids(await pointedAt.pointed([{ kind: 'priced', price: 50 }], [], state))).toEqual(['c']);
  });
});
