import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { CategoryList, SUBCATEGORIES_SHOWN } from './category-list';

const electronics = {
  name: 'Electronics',
  count: 30,
  image: '/images/products/headphones.svg',
  subcategories: [
    { name: 'Cameras', count: 2 },
    { name: 'Headphones', count: 9 },
    { name: 'Laptops', count: 6 },
    { name: 'Phones', count: 5 },
    { name: 'Speakers', count: 3 },
    { name: 'Televisions', count: 4 },
    { name: 'Wearables', count: 1 },
  ],
};
const coffee = { name: 'Food & Beverages', count: 1, image: '/images/products/coffee.svg', subcategories: [] };

describe('CategoryList (the categories page)', () => {
  it('shows each category with the picture of its best product, its count and its largest subcategories, each a link', async () => {
    mockApi({ '/api/categories': { body: { categories: [electronics, coffee] } } });
    renderWithProviders(<CategoryList />);
    const tiles = await screen.findAllByRole('article');
    expect(tiles).toHaveLength(2);

    const [first, second] = tiles as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2, name: 'Electronics' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/products?category=Electronics');
    expect(first.querySelector('img')).toHaveAttribute('src', electronics.image);
    expect(within(first).getByText('30 products')).toBeInTheDocument();
    const subcategories = within(first).getByRole('list', { name: 'Electronics subcategories' });
    // The largest first, as many as fit; the rest are counted.
    expect(within(subcategories).getAllByRole('link').map((link) => link.textContent)).toEqual(
      ['Headphones', 'Laptops', 'Phones', 'Televisions', 'Speakers'].slice(0, SUBCATEGORIES_SHOWN),
    );
    expect(within(subcategories).getByRole('link', { name: 'Headphones' })).toHaveAttribute(
      'href',
      '/products?category=Electronics&subcategory=Headphones',
    );
    expect(subcategories).toHaveTextContent('and 2 more');

    expect(within(second).getByText('1 product')).toBeInTheDocument();
    expect(within(second).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the shop has no categories yet', async () => {
    mockApi({ '/api/categories': { body: { categories: [] } } });
    renderWithProviders(<CategoryList />);
    expect(await screen.findByText('No categories yet.')).toBeInTheDocument();
  });
});
