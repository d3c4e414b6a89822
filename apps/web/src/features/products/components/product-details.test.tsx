import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { product } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import type { ProductActions } from './product-card';
import { ProductCard } from './product-card';
import { metaDescription, productBreadcrumbs, ProductDetails, shownSpecifications } from './product-details';

// S/M in Red and Blue; M Blue does not exist, S Blue is sold out, M costs more.
const variant = (id: string, Size: string, Colour: string, stockQuantity: number, price = 20) => ({
  id,
  sku: id.toUpperCase(),
  options: { Size, Colour },
  price,
  discount: 0,
  inStock: stockQuantity > 0,
  stockQuantity,
  ...(Colour === 'Blue' ? { image: '/images/tee-blue.svg' } : {}),
});
const tee = product({
  id: 'tee',
  name: 'Tee',
  price: 20,
  maxPrice: 22,
  stockQuantity: 7,
  images: ['/images/tee.svg'],
  thumbnail: '/images/tee.svg',
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [variant('s-red', 'S', 'Red', 3), variant('s-blue', 'S', 'Blue', 0), variant('m-red', 'M', 'Red', 4, 22)],
});

function actions(): ProductActions {
  return { useIsWishlisted: vi.fn(() => false), toggleWishlist: vi.fn(), addToCart: vi.fn() };
}

describe('ProductDetails with options', () => {
  it('waits for every option, marks what cannot be had, and follows the chosen variant', async () => {
    const act = actions();
    const { router } = renderWithProviders(<ProductDetails product={tee} actions={act} />, { route: '/products/tee' });
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose a size and colour to add it to your cart.');
    expect(screen.getByText('From')).toBeInTheDocument();

    const size = screen.getByRole('group', { name: 'Size' });
    const colour = screen.getByRole('group', { name: 'Colour' });
    await userEvent.click(within(size).getByRole('button', { name: 'S' }));
    expect(within(size).getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(colour).getByRole('button', { name: 'Blue (sold out)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(size).getByRole('button', { name: 'M' }));
    expect(within(colour).getByRole('button', { name: 'Blue (not available with your other choices)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(colour).getByRole('button', { name: 'Blue (not available with your other choices)' }));
    expect(add).toBeDisabled();

    await userEvent.click(within(colour).getByRole('button', { name: 'Red' }));
    expect(add).toBeEnabled();
    expect(screen.getByText('$22.00')).toBeInTheDocument();
    expect(screen.getByText('In stock (4 available)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?variant=m-red');
    await userEvent.click(add);
    expect(act.addToCart).toHaveBeenCalledWith(tee, 1, tee.variants![2]);
  });

  it('opens on the variant a shared link names, by SKU too, with its picture first', () => {
    renderWithProviders(<ProductDetails product={{ ...tee, variants: [...tee.variants!, variant('m-blue', 'M', 'Blue', 2)] }} actions={actions()} />, {
      route: '/products/tee?variant=M-BLUE',
    });
    expect(screen.getByRole('group', { name: 'Size: M' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Colour: Blue' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Tee, picture 1 of 2/ })).toHaveAttribute('src', '/images/tee-blue.svg');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

describe('ProductCard with options', () => {
  it("says 'From' when the variants differ in price and sends the shopper to choose", () => {
    const act = actions();
    renderWithProviders(<ProductCard product={tee} actions={act} />);
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Options' })).toHaveAttribute('href', '/products/tee');
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });
});

describe('ProductDetails and the shop\'s own policies (issue 23)', () => {
  it('leaves out a feed\'s return terms from the specifications: the shop\'s returns are shown instead', () => {
    const item = product({ id: 'p', specifications: { Weight: '250 g', 'Return policy': 'No return policy', 'Returns ': 'None' } });
    renderWithProviders(<ProductDetails product={item} actions={actions()} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Weight' })).toBeInTheDocument();
    expect(within(table).queryByText(/return/i)).toBeNull();
    expect(screen.getByText(/-day returns/)).toBeInTheDocument();
  });

  it('keeps every other row', () => {
    expect(shownSpecifications({ 'Returnable packaging': 'Yes', Warranty: '1 year', 'Return Policy': 'x' })).toEqual([
      ['Returnable packaging', 'Yes'],
      ['Warranty', '1 year'],
    ]);
  });

  it('describes the product for search results in at most 160 characters, cut at a word', () => {
    const long = 'Quiet '.repeat(60);
    const text = metaDescription({ name: 'Pair', brand: 'B', description: long });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('Quiet…')).toBe(true);
    expect(metaDescription({ name: 'Pair', brand: 'B', description: 'Short.' })).toBe('Short.');
    expect(metaDescription({ name: 'Pair', brand: 'B', description: ' ' })).toBe('Pair by B.');
  });
});

describe('productBreadcrumbs', () => {
  it('goes category, subcategory, product, with the addresses the category facet uses', () => {
    expect(productBreadcrumbs({ id: 'p 1', name: 'Pixel', category: 'Electronics', subcategory: 'Smartphones' })).toEqual([
      { name: 'Electronics', path: '/products?category=Electronics' },
      { name: 'Smartphones', path: '/products?category=Electronics&subcategory=Smartphones' },
      { name: 'Pixel', path: '/products/p%201' },
    ]);
  });

  it('leaves out a subcategory the product does not have', () => {
    expect(productBreadcrumbs({ id: 'p1', name: 'Mug', category: 'Home & Garden', subcategory: ' ' })).toEqual([
      { name: 'Home & Garden', path: '/products?category=Home+%26+Garden' },
      { name: 'Mug', path: '/products/p1' },
    ]);
  });
});
