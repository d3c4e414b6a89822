import { priceBandFacets } from '@cartwise/domain/catalogue/facets';
import type { Facets } from '@cartwise/domain/catalogue/facets';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type { ListingQuery } from '../listing-query';
import { BRANDS_FINDABLE, BRANDS_SHOWN, FilterSidebar, type FilterStep } from './filter-sidebar';

const categories = [
  { name: 'Electronics', count: 4, image: '/images/a.jpg', subcategories: [{ name: 'Headphones', count: 3 }, { name: 'Prepaid Phones', count: 1 }] },
  { name: 'Fashion', count: 1, image: '/images/b.jpg', subcategories: [] },
  { name: 'Food & Beverages', count: 1, image: '/images/c.jpg', subcategories: [] },
];

const facets: Facets = {
  categories: [
    { value: 'Electronics', count: 4 },
    { value: 'Fashion', count: 1 },
    { value: 'Food & Beverages', count: 1 },
  ],
  subcategories: [],
  brands: [
    { value: 'SoundMax', count: 2 },
    { value: 'FitTech', count: 1 },
    { value: 'EcoBrew', count: 1 },
  ],
  priceBands: priceBandFacets((band) => ({ '0-50': 1, '50-100': 0, '100-200': 2, '200-500': 2, '500+': 1 })[band.id]),
  ratings: [
    { min: 4, count: 5 },
    { min: 3, count: 6 },
    { min: 2, count: 6 },
    { min: 1, count: 6 },
  ],
  options: [],
};

function renderSidebar(query: ListingQuery = {}, overrides: Partial<Facets> = {}) {
  const onChange = vi.fn<(next: ListingQuery, step?: FilterStep) => void>();
  renderWithProviders(
    <FilterSidebar query={query} facets={{ ...facets, ...overrides }} categories={categories} onChange={onChange} />,
  );
  return onChange;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('FilterSidebar (spec §2)', () => {
  it("lists the chosen category's subcategories beneath it with their counts, and picks one from page 1", async () => {
    const subcategories = [{ value: 'Headphones', count: 3 }, { value: 'Prepaid Phones', count: 1 }];
    const onChange = renderSidebar({ category: 'Electronics', page: 2 }, { subcategories });
    const nested = screen.getByRole('radiogroup', { name: 'Electronics subcategories' });
    expect(within(nested).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'All Electronics',
      'Headphones(3)',
      'Prepaid Phones(1)',
    ]);
    expect(within(nested).getByRole('radio', { name: 'All Electronics' })).toBeChecked();
    await userEvent.click(within(nested).getByRole('radio', { name: /Headphones/ }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'Electronics', subcategory: 'Headphones' });
  });

  it('keeps the chosen subcategory listed when no product has it now, and All <category> takes it off alone', async () => {
    const onChange = renderSidebar(
      { category: 'Electronics', subcategory: 'Cameras', sort: 'price-asc' },
      { subcategories: [{ value: 'Headphones', count: 3 }] },
    );
    const nested = screen.getByRole('radiogroup', { name: 'Electronics subcategories' });
    expect(within(nested).getByRole('radio', { name: /Cameras/ })).toBeChecked();
    expect(within(nested).getByRole('radio', { name: /Cameras/ }).closest('label')?.textContent).toBe('Cameras(0)');
    await userEvent.click(within(nested).getByRole('radio', { name: 'All Electronics' }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'Electronics', sort: 'price-asc' });
  });

  it("says when a subcategory was stepped to with the arrow keys, and before the first answer lists the category's own", async () => {
    const onChange = vi.fn<(next: ListingQuery, step?: FilterStep) => void>();
    renderWithProviders(<FilterSidebar query={{ category: 'Electronics' }} facets={undefined} categories={categories} onChange={onChange} />);
    const nested = screen.getByRole('radiogroup', { name: 'Electronics subcategories' });
    expect(within(nested).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'All Electronics',
      'Headphones',
      'Prepaid Phones',
    ]);
    within(nested).getByRole('radio', { name: 'All Electronics' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ category: 'Electronics', subcategory: 'Headphones' }, 'subcategory');
  });

  it('shows a subcategory an address names without its category, and takes it off alone', async () => {
    const onChange = renderSidebar({ subcategory: 'Prepaid Phones', sort: 'price-asc' });
    const category = group('Category');
    expect(within(category).getByText('Prepaid Phones')).toBeInTheDocument();
    await userEvent.click(within(category).getByRole('button', { name: 'Remove the subcategory filter Prepaid Phones' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'price-asc' });
    expect(within(category).getByRole('radio', { name: /^All/ })).toHaveFocus();
  });

  it('shows no subcategories when no category is chosen', () => {
    renderSidebar();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(group('Category')).queryByRole('button', { name: /Remove the subcategory filter/ })).not.toBeInTheDocument();
  });

  it('offers the categories, starting with All, with their counts', () => {
    renderSidebar();
    const radios = within(group('Category')).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'All(6)',
      'Electronics(4)',
      'Fashion(1)',
      'Food & Beverages(1)',
    ]);
    expect(within(group('Category')).getByRole('radio', { name: /All/ })).toBeChecked();
  });

  it('picking a category filters by it from page 1', async () => {
    const onChange = renderSidebar({ q: 'pro', page: 3 });
    await userEvent.click(within(group('Category')).getByRole('radio', { name: /Fashion/ }));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'pro', category: 'Fashion' });
  });

  it('says when a category or price band was stepped to with the arrow keys, not picked with a pointer', async () => {
    const onChange = renderSidebar();
    await userEvent.click(within(group('Category')).getByRole('radio', { name: /Fashion/ }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'Fashion' });
    within(group('Category')).getByRole('radio', { name: /All/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ category: 'Electronics' }, 'category');
    within(group('Price')).getByRole('radio', { name: /Any price/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 0, maxPrice: 49.99 }, 'price');
  });

  it('All clears the category', async () => {
    const onChange = renderSidebar({ category: 'Fashion', sort: 'price-asc' });
    expect(within(group('Category')).getByRole('radio', { name: /Fashion/ })).toBeChecked();
    await userEvent.click(within(group('Category')).getByRole('radio', { name: /All/ }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'price-asc' });
  });

  it('shows the price bands with honest labels and counts, and picks one', async () => {
    const onChange = renderSidebar();
    const labels = within(group('Price'))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Any price', '$0 – $50(1)', '$50 – $100(0)', '$100 – $200(2)', '$200 – $500(2)', '$500 & above(1)']);

    // A band with nothing in it would list nothing: it cannot be chosen.
    expect(within(group('Price')).getByRole('radio', { name: /\$50 – \$100/ })).toBeDisabled();
    await userEvent.click(within(group('Price')).getByRole('radio', { name: /\$100 – \$200/ }));
    // A band ends a cent below the next one's start: $200.00 is in $200 – $500 only.
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 100, maxPrice: 199.99 });
    await userEvent.click(within(group('Price')).getByRole('radio', { name: /\$500 & above/ }));
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 500 });
  });

  it('shows the chosen price band as checked and Any price clears it', async () => {
    const onChange = renderSidebar({ minPrice: 100, maxPrice: 199.99 });
    expect(within(group('Price')).getByRole('radio', { name: /\$100 – \$200/ })).toBeChecked();
    await userEvent.click(within(group('Price')).getByRole('radio', { name: 'Any price' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('shows a price range that is no band (a search said it) as checked, and Any price clears it', async () => {
    const onChange = renderSidebar({ maxPrice: 999.99 });
    const price = within(group('Price'));
    expect(price.getByRole('radio', { name: 'Your range: $0 – $999.99' })).toBeChecked();
    expect(price.getByRole('radio', { name: 'Any price' })).not.toBeChecked();
    await userEvent.click(price.getByRole('radio', { name: 'Any price' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    cleanup();
    renderSidebar({ minPrice: 250.5 });
    expect(within(group('Price')).getByRole('radio', { name: 'Your range: $250.50 & above' })).toBeChecked();
  });

  it('selects several brands and unselects one', async () => {
    const onChange = renderSidebar({ brand: ['SoundMax'] });
    expect(within(group('Brand')).getByRole('checkbox', { name: /SoundMax/ })).toBeChecked();

    await userEvent.click(within(group('Brand')).getByRole('checkbox', { name: /FitTech/ }));
    expect(onChange).toHaveBeenLastCalledWith({ brand: ['SoundMax', 'FitTech'] });
    await userEvent.click(within(group('Brand')).getByRole('checkbox', { name: /SoundMax/ }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it(`shows ${BRANDS_SHOWN} brands until asked for all`, async () => {
    const brands = Array.from({ length: BRANDS_SHOWN + 3 }, (_, i) => ({ value: `Brand ${i + 1}`, count: 1 }));
    renderSidebar({}, { brands });
    expect(within(group('Brand')).getAllByRole('checkbox')).toHaveLength(BRANDS_SHOWN);
    await userEvent.click(screen.getByRole('button', { name: `Show all ${BRANDS_SHOWN + 3} brands` }));
    expect(within(group('Brand')).getAllByRole('checkbox')).toHaveLength(BRANDS_SHOWN + 3);
  });

  it(`with more than ${BRANDS_FINDABLE} brands, all of them come with a box to find one by name`, async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ value: `Brand ${String(i + 1).padStart(2, '0')}`, count: 1 }));
    const onChange = renderSidebar({ brand: ['Brand 30'] }, { brands: [...many, { value: 'SoundMax', count: 2 }] });
    const brands = group('Brand');
    expect(within(brands).queryByRole('searchbox')).toBeNull();
    await userEvent.click(within(brands).getByRole('button', { name: 'Show all 31 brands' }));
    // The box comes first, above the long list: focus goes to it.
    expect(within(brands).getByRole('searchbox', { name: 'Find a brand' })).toHaveFocus();
    // A screen reader hears how many brands match, as the shopper types.
    expect(within(brands).getByRole('status')).toHaveTextContent('');
    await userEvent.type(within(brands).getByRole('searchbox', { name: 'Find a brand' }), 'brand 1');
    expect(within(brands).getByRole('status')).toHaveTextContent('10 brands match “brand 1”');
    await userEvent.clear(within(brands).getByRole('searchbox'));
    await userEvent.type(within(brands).getByRole('searchbox', { name: 'Find a brand' }), 'sound');
    expect(within(brands).getByRole('status')).toHaveTextContent('1 brand matches “sound”');
    // The brand found, and the one already chosen.
    expect(within(brands).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Brand 30(1)',
      'SoundMax(2)',
    ]);
    await userEvent.click(within(brands).getByRole('checkbox', { name: /SoundMax/ }));
    expect(onChange).toHaveBeenLastCalledWith({ brand: ['Brand 30', 'SoundMax'] });
    await userEvent.clear(within(brands).getByRole('searchbox'));
    await userEvent.type(within(brands).getByRole('searchbox'), 'zz');
    expect(within(brands).getByRole('status')).toHaveTextContent('No brand matches “zz”');
    // Showing fewer forgets the text.
    await userEvent.click(within(brands).getByRole('button', { name: 'Show fewer brands' }));
    await userEvent.click(within(brands).getByRole('button', { name: 'Show all 31 brands' }));
    expect(within(brands).getByRole('searchbox')).toHaveValue('');
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(31);
  });

  it('offers minimum ratings 4, 3, 2 and 1 & up; picking the same again clears it', async () => {
    const onChange = renderSidebar({ rating: 3 });
    const buttons = within(group('Rating')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '4 stars & up(5)',
      '3 stars & up(6)',
      '2 stars & up(6)',
      '1 star & up(6)',
    ]);
    expect(within(group('Rating')).getByRole('button', { name: /3 stars/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(group('Rating')).getByRole('button', { name: /4 stars/ }));
    expect(onChange).toHaveBeenLastCalledWith({ rating: 4 });
    await userEvent.click(within(group('Rating')).getByRole('button', { name: /3 stars/ }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('disables a rating or category that would list nothing, unless it is the one chosen', () => {
    const ratings = [
      { min: 4, count: 0 },
      { min: 3, count: 0 },
      { min: 2, count: 2 },
      { min: 1, count: 3 },
    ];
    renderSidebar({ rating: 3 }, { ratings, categories: [{ value: 'Electronics', count: 3 }] });
    const rating = within(group('Rating'));
    expect(rating.getByRole('button', { name: /4 stars/ })).toBeDisabled();
    // The chosen one stays enabled so that choosing it again clears it.
    expect(rating.getByRole('button', { name: /3 stars/ })).toBeEnabled();
    expect(rating.getByRole('button', { name: /2 stars/ })).toBeEnabled();
    expect(within(group('Category')).getByRole('radio', { name: /Fashion/ })).toBeDisabled();
    expect(within(group('Category')).getByRole('radio', { name: /Electronics/ })).toBeEnabled();
  });

  it('with a subcategory chosen, another category can still be chosen, and leaves the subcategory', async () => {
    // The counts are within the subcategory: other categories have none there.
    const onChange = renderSidebar({ category: 'Electronics', subcategory: 'Headphones' }, { categories: [{ value: 'Electronics', count: 3 }] });
    const fashion = within(group('Category')).getByRole('radio', { name: /Fashion/ });
    expect(fashion).toBeEnabled();
    expect(fashion.closest('label')).toHaveTextContent(/^Fashion$/);
    await userEvent.click(fashion);
    expect(onChange).toHaveBeenLastCalledWith({ category: 'Fashion' });
  });

  it('sorts by the seven options, and by best match only when searching', async () => {
    const onChange = renderSidebar();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'featured-asc',
      'name-asc',
      'name-desc',
      'price-asc',
      'price-desc',
      'rating-desc',
      'newest-desc',
    ]);
    await userEvent.selectOptions(select, 'price-desc');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'price-desc' });
  });

  it('while searching, best match is the default order', () => {
    renderSidebar({ q: 'tv' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('offers each option of the products as a group of values with counts, and picks and unpicks them', async () => {
    const options: Facets['options'] = [
      { name: 'Size', values: [{ value: 'S', count: 2 }, { value: 'M', count: 0 }, { value: 'L', count: 3 }] },
      { name: 'Colour', values: [{ value: 'Red', count: 1 }] },
    ];
    const onChange = renderSidebar({ option: ['Colour:Red'], page: 2 }, { options });
    const size = group('Size');
    expect(within(size).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['S(2)', 'M(0)', 'L(3)']);
    expect(within(size).getByRole('checkbox', { name: /^M/ })).toBeDisabled();
    await userEvent.click(within(size).getByRole('checkbox', { name: /^L/ }));
    expect(onChange).toHaveBeenLastCalledWith({ option: ['Colour:Red', 'Size:L'] });
    await userEvent.click(within(group('Colour')).getByRole('checkbox', { name: /^Red/ }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('keeps a chosen option value that no product has now, so it can be taken off', async () => {
    const onChange = renderSidebar({ option: ['Size:XS'] });
    const box = within(group('Size')).getByRole('checkbox', { name: /^XS/ });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('keeps only in-stock products on request', async () => {
    const onChange = renderSidebar();
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(onChange).toHaveBeenLastCalledWith({ inStock: true });
  });

  it('keeps only products on sale on request, and lets go of it', async () => {
    const onChange = renderSidebar();
    await userEvent.click(screen.getByRole('checkbox', { name: 'On sale' }));
    expect(onChange).toHaveBeenLastCalledWith({ onSale: true });
    const chosen = renderSidebar({ onSale: true });
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'On sale' }).at(-1)!);
    expect(chosen).toHaveBeenLastCalledWith({});
  });

  it('Clear All clears every filter and the sort but keeps the search', async () => {
    const onChange = renderSidebar({ q: 'pro', category: 'Electronics', brand: ['SoundMax'], rating: 4, sort: 'name-asc', page: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'pro' });
  });
});

