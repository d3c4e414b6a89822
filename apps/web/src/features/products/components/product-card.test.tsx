import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { product } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { cardTags, ProductCard, type ProductActions } from './product-card';

const headphones = product({
  id: 'sample-1',
  name: 'SoundMax Pro ANC Wireless Headphones',
  brand: 'SoundMax',
  category: 'Electronics',
  price: 179.99,
  originalPrice: 229.99,
  discount: 22,
  rating: 4.7,
  reviewCount: 2384,
  thumbnail: '/images/products/soundmax-1.svg',
  features: ['Adaptive noise cancellation', '30-hour battery', 'Quick charge', 'Multipoint pairing', 'Foldable'],
});

function actions(wishlisted = false): ProductActions {
  return { useIsWishlisted: vi.fn(() => wishlisted), toggleWishlist: vi.fn(), addToCart: vi.fn() };
}

describe('ProductCard (spec §2)', () => {
  it("says 'No reviews yet' instead of grey stars for a product nobody has rated", () => {
    renderWithProviders(<ProductCard product={{ ...headphones, rating: 0, reviewCount: 0 }} actions={actions()} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('shows the name, brand, category, rating, prices, discount and at most 3 feature tags, whole', () => {
    renderWithProviders(<ProductCard product={headphones} actions={actions()} />);

    const name = screen.getByRole('link', { name: 'SoundMax Pro ANC Wireless Headphones' });
    expect(name).toHaveAttribute('href', '/products/sample-1');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('SoundMax Pro ANC Wireless Headphones');
    expect(screen.getByText('SoundMax')).toBeInTheDocument();
    expect(screen.getByText('Electronics').parentElement).toHaveTextContent('SoundMaxElectronics');
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(/2,384/)).toHaveTextContent('(2,384 reviews)');
    expect(screen.getByText('$179.99')).toBeInTheDocument();
    expect(screen.getByText('$229.99').closest('del')).not.toBeNull();
    expect(screen.getByText('22% off')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    // 'Adaptive noise cancellation' is longer than a tag: left out rather than cut mid-word.
    expect(tags.map((tag) => tag.textContent)).toEqual(['30-hour battery', 'Quick charge', 'Multipoint pairing']);
    // A tag that does not fit the line wraps out of sight whole: one line high, hidden overflow, no tag broken.
    const list = screen.getByRole('list', { name: 'Features' });
    expect(list).toHaveClass('flex-wrap', 'overflow-hidden', 'h-4');
    for (const tag of tags) expect(tag).toHaveClass('whitespace-nowrap');
  });

  it("keeps to the tags that help choose: not the card's own brand, category or subcategory, nor sentences", () => {
    const mascara = { brand: 'Essence', category: 'Beauty', subcategory: 'Mascara', features: ['Beauty', 'mascara', 'Ships in 2 weeks', 'Ships in 3-5 business days'] };
    expect(cardTags(mascara)).toEqual(['Ships in 2 weeks']);
    expect(cardTags({ ...mascara, features: ['Essence', ' '] })).toEqual([]);
  });

  it("names only the brand on a category's own page, whose heading names the category", () => {
    renderWithProviders(<ProductCard product={headphones} actions={actions()} showCategory={false} />);
    expect(screen.getByText('SoundMax')).toBeInTheDocument();
    expect(screen.queryByText(/Electronics/)).toBeNull();
  });

  it('puts the brand and category on a one-line row of whole words, as the tags (what does not fit wraps out of sight)', () => {
    renderWithProviders(<ProductCard product={headphones} actions={actions()} />);
    const row = screen.getByText('SoundMax').parentElement!;
    expect(row).toHaveClass('flex-wrap', 'overflow-hidden', 'h-4');
    // Whole, after a dot drawn by CSS, as the tags are.
    expect(screen.getByText('Electronics')).toHaveClass('whitespace-nowrap', "not-first:before:content-['·']");
  });

  it('puts no badge on a discount under 5%, and keeps its struck-through price', () => {
    renderWithProviders(<ProductCard product={{ ...headphones, price: 99, originalPrice: 100 }} actions={actions()} />);
    expect(screen.getByText('$100.00').closest('del')).not.toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('badges a discount of 5% and more', () => {
    renderWithProviders(<ProductCard product={{ ...headphones, price: 95, originalPrice: 100 }} actions={actions()} />);
    expect(screen.getByText('5% off')).toBeInTheDocument();
  });

  it('has no original price or discount badge when the product is not reduced', () => {
    renderWithProviders(<ProductCard product={{ ...headphones, originalPrice: undefined, discount: 0 }} actions={actions()} />);
    expect(screen.queryByText('$229.99')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('the picture has a size and loads lazily unless asked to load at once', () => {
    const { unmount } = renderWithProviders(<ProductCard product={headphones} actions={actions()} />);
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();
    renderWithProviders(<ProductCard product={headphones} actions={actions()} eager />);
    expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows the neat placeholder when the picture cannot be loaded', () => {
    renderWithProviders(<ProductCard product={headphones} actions={actions()} />);
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/images/products/soundmax-1.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/placeholder.svg');
  });

  it('adds to the cart', async () => {
    const wired = actions();
    renderWithProviders(<ProductCard product={headphones} actions={wired} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(wired.addToCart).toHaveBeenCalledWith(headphones, 1);
    expect(screen.getByRole('button', { name: /Added to Cart/ })).toBeInTheDocument();
  });

  it('reads Out of Stock and is disabled when the product is not in stock', () => {
    renderWithProviders(<ProductCard product={{ ...headphones, inStock: false, stockQuantity: 0 }} actions={actions()} />);
    expect(screen.getByRole('button', { name: /Out of Stock/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  it('the wishlist button toggles the product and says whether it is in the wishlist', async () => {
    const wired = actions();
    const { unmount } = renderWithProviders(<ProductCard product={headphones} actions={wired} />);
    await userEvent.click(screen.getByRole('button', { name: `Add ${headphones.name} to wishlist` }));
    expect(wired.toggleWishlist).toHaveBeenCalledWith(headphones);
    unmount();

    renderWithProviders(<ProductCard product={headphones} actions={actions(true)} />);
    expect(screen.getByRole('button', { name: `Remove ${headphones.name} from wishlist` })).toBeInTheDocument();
  });

  it('says near the heart when the wishlist change could not be saved', async () => {
    const wired = { ...actions(), toggleWishlist: vi.fn(() => Promise.reject(new Error("Product 'sample-1' was not found"))) };
    renderWithProviders(<ProductCard product={headphones} actions={wired} />);
    await userEvent.click(screen.getByRole('button', { name: `Add ${headphones.name} to wishlist` }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Product 'sample-1' was not found");
  });

  it('takes the heading level of the page it is on', () => {
    renderWithProviders(<ProductCard product={headphones} actions={actions()} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(headphones.name);
  });
});
