import type { SearchSuggestions } from '@cartwise/domain/catalogue/listing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { SearchForm } from './search-form';

const nikeShoes: SearchSuggestions = {
  query: 'nike sho',
  products: [
    { id: 'p1', name: 'Nike Air Jordan 1', price: 149.99, thumbnail: '/p1.webp', highlights: [[0, 4]] },
    { id: 'p2', name: 'Cleats by Nike', price: 79.99, thumbnail: '/p2.webp', highlights: [[10, 14]] },
  ],
  categories: [
    { name: 'Mens Shoes', count: 5, category: 'Fashion' },
    { name: 'Shoes', count: 12 },
    { name: 'Womens Shoes', count: 5, category: 'Fashion' },
    { name: 'Kids Shoes', count: 1, category: 'Fashion' },
  ],
  brands: [{ name: 'Nike', count: 2 }],
};

/** The paths and queries of the requests made. */
const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([request]) => {
    const url = new URL((request as Request).url);
    return url.pathname + url.search;
  });

function renderBox() {
  const view = renderWithProviders(<SearchForm />);
  const box = screen.getByRole('combobox', { name: 'Search products' });
  const path = () => view.router.state.location.pathname + view.router.state.location.search;
  return { ...view, box, path };
}

describe('SearchSuggestions (the search box as a combobox)', () => {
  it('suggests products with their matched words in bold, then categories and brands, all reached with the keys', async () => {
    const fetchMock = mockApi({ '/api/search/suggestions?q=nike+sho&limit=6': { body: nikeShoes } });
    const { box, path } = renderBox();
    await userEvent.type(box, 'nike sho');

    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Nike Air Jordan 1$149.99',
      'Cleats by Nike$79.99',
      'Mens Shoes in Fashion 5 products',
      'Shoes 12 products',
      'Womens Shoes in Fashion 5 products',
      'Nike 2 products',
      'See all results for “nike sho”',
    ]);
    // The matched ranges of each name, and only they, are marked.
    expect([...options[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Nike']);
    expect([...options[1]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Nike']);
    // At most three categories, in a group of the same list, as the brands.
    const categories = within(list).getByRole('group', { name: 'Categories' });
    expect(within(categories).getAllByRole('option')).toHaveLength(3);
    expect(within(within(list).getByRole('group', { name: 'Brands' })).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('6 suggestions');
    expect(screen.queryByText(/Showing results for/)).toBeNull();

    // Down through every option to "See all results", and back to the box.
    for (const option of options) {
      await userEvent.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', option.id);
      expect(option).toHaveAttribute('aria-selected', 'true');
    }
    await userEvent.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    // Up from the box goes to the last option; three more up is the first category, a subcategory.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(path()).toBe('/products?category=Fashion&subcategory=Mens+Shoes'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // One request for all of it (a slow machine may also ask for what was typed on the way).
    expect(requested(fetchMock)).toContain('/api/search/suggestions?q=nike+sho&limit=6');
    expect(requested(fetchMock).every((url) => url.startsWith('/api/search/suggestions?'))).toBe(true);
  });

  it.each([
    ['a category', /^Shoes/, '/products?category=Shoes'],
    ['a brand', 'Nike 2 products', '/products?brand=Nike'],
    ['a product', /^Cleats by Nike/, '/products/p2'],
  ])('a click on %s goes to its page, which is not a search', async (_kind, name, to) => {
    mockApi({ '/api/search/suggestions?q=nike+sho&limit=6': { body: nikeShoes } });
    const { box, path } = renderBox();
    await userEvent.type(box, 'nike sho');
    await userEvent.click(await screen.findByRole('option', { name }));
    await waitFor(() => expect(path()).toBe(to));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a corrected reading says what it shows, and "See all results" and Enter search the typed text', async () => {
    const fetchMock = mockApi({
      '/api/search/suggestions?q=iphne&limit=6': {
        body: {
          query: 'iphone',
          products: [{ id: 'p7', name: 'Apple iPhone Charger', price: 19.99, thumbnail: '/p7.webp', highlights: [[6, 12]] }],
          categories: [],
          brands: [],
        } satisfies SearchSuggestions,
      },
    });
    const { box, path } = renderBox();
    await userEvent.type(box, 'iphne');

    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const line = screen.getByText(/^Showing results for/);
    expect(line).toHaveTextContent(/^Showing results for iphone$/);
    expect(line.querySelector('strong')).toHaveTextContent('iphone');
    expect(within(list).getByRole('option', { name: /Apple iPhone Charger/ }).querySelector('mark')).toHaveTextContent('iPhone');
    expect(screen.getByRole('status')).toHaveTextContent('1 suggestion for “iphone”');
    expect(within(list).getAllByRole('option').at(-1)).toHaveTextContent('See all results for “iphne”');
    expect(within(list).queryAllByRole('group')).toHaveLength(0);

    // Enter with no option chosen is the search as typed; the listing corrects it the same way.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(path()).toBe('/products?q=iphne'));
    expect(screen.queryByRole('listbox')).toBeNull();
    // No second request for the corrected spelling.
    expect(requested(fetchMock).filter((url) => url.includes('iphone'))).toEqual([]);
    expect(requested(fetchMock).every((url) => url.startsWith('/api/search/suggestions?'))).toBe(true);
  });

  it('Escape closes the list and keeps the text; typing opens it again', async () => {
    mockApi({
      '/api/search/suggestions?q=nike+sho&limit=6': { body: nikeShoes },
      '/api/search/suggestions?q=nike+shoe&limit=6': { body: { ...nikeShoes, query: 'nike shoe' } },
    });
    const { box } = renderBox();
    await userEvent.type(box, 'nike sho');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('nike sho');
    expect(box).toHaveFocus();
    await userEvent.type(box, 'e');
    expect(await screen.findByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('See all results for “nike shoe”'));
  });

  it('suggests nothing for a single character', async () => {
    const fetchMock = mockApi({});
    const { box } = renderBox();
    await userEvent.type(box, 'n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
