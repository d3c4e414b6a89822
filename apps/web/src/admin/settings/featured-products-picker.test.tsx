import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listing, product } from '@/testing/fixtures';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { FeaturedProductsPicker } from './featured-products-picker';

const kettle = product({ id: 'copper-kettle', name: 'Copper Kettle', brand: 'Hearthwell', price: 49.5, stockQuantity: 7, inStock: true });
const teapot = product({ id: 'iron-teapot', name: 'Iron Teapot', brand: 'Hearthwell', price: 35, stockQuantity: 0, inStock: false });
const mug = product({ id: 'stone-mug', name: 'Stone Mug', brand: 'Clayworks', price: 12, stockQuantity: 30, inStock: true });

/** The answers of GET /api/admin/products/:id for the chosen products; an archived one is a 404. */
const byId = Object.fromEntries([kettle, teapot, mug].map((p) => [`/api/admin/products/${p.id}`, { body: { product: p } }]));
const search = (q: string) => `/api/admin/products?q=${q}&pageSize=8&sort=relevance`;

/** The settings form's side: it holds the ids and shows what the picker hands it. */
function Form({ initial, max = 6 }: { initial: string[]; max?: number }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <FeaturedProductsPicker value={ids} onChange={setIds} max={max} />
      <div role="note" aria-label="Saved ids">{ids.join(',')}</div>
    </>
  );
}

/** The chosen products' names in their order, as their Remove buttons name them. */
const chosenNames = () =>
  within(screen.getByRole('list', { name: 'Chosen featured products' }))
    .getAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')!.replace(/^Remove /, ''));

afterEach(() => vi.unstubAllGlobals());

describe("the settings' featured products picker", () => {
  it('finds products by search, adds the active one with Enter and another with a click, each with its picture, price and stock', async () => {
    mockApi({ ...byId, [search('hearth')]: { body: listing([kettle, teapot]) } });
    renderWithProviders(<Form initial={[]} />);
    expect(screen.getByText(/No product chosen/)).toBeInTheDocument();

    const box = screen.getByRole('combobox', { name: 'Find a product to feature' });
    await userEvent.type(box, 'hearth');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Copper Kettle');
    expect(options[0]).toHaveTextContent('$49.50');
    expect(options[0]).toHaveTextContent('7 in stock');
    expect(options[1]).toHaveTextContent('Out of stock');
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', kettle.thumbnail);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    // The arrows walk the results; Enter adds the active one and keeps the focus in the box.
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Saved ids')).toHaveTextContent('iron-teapot');
    expect(screen.getByRole('status')).toHaveTextContent('Added Iron Teapot: 1 of 6 featured.');
    expect(box).toHaveFocus();

    await userEvent.click(screen.getAllByRole('option')[0]!);
    expect(screen.getByLabelText('Saved ids')).toHaveTextContent('iron-teapot,copper-kettle');
    expect(await screen.findByText(/\$49\.50 · 7 in stock/)).toBeInTheDocument();
    // A chosen product out of stock is flagged.
    expect(await screen.findByText('Out of stock: the home page shows it after those in stock, as Out of Stock.')).toBeInTheDocument();

    // Adding it again changes nothing; Escape closes the results.
    await userEvent.click(screen.getAllByRole('option')[0]!);
    expect(screen.getByRole('status')).toHaveTextContent('Copper Kettle is already featured.');
    expect(screen.getByLabelText('Saved ids')).toHaveTextContent(/^iron-teapot,copper-kettle$/);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the chosen products up and down, removes one with the focus kept, and warns about an archived one', async () => {
    mockApi({ ...byId, '/api/admin/products/gone': { status: 404, body: { error: { code: 'not_found', message: "Product 'gone' is archived: restore it to edit it" } } } });
    renderWithProviders(<Form initial={['copper-kettle', 'stone-mug', 'gone']} />);
    await waitFor(() => expect(chosenNames()).toEqual(['Copper Kettle', 'Stone Mug', 'gone']));
    expect(await screen.findByText('Archived or no longer in the catalogue: the home page leaves it out until it is restored.')).toBeInTheDocument();

    const up = screen.getByRole('button', { name: 'Move Stone Mug up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Saved ids')).toHaveTextContent('stone-mug,copper-kettle,gone');
    expect(chosenNames()).toEqual(['Stone Mug', 'Copper Kettle', 'gone']);
    // At the top it cannot move further, and keeps the focus.
    expect(up).toHaveFocus();
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Saved ids')).toHaveTextContent('stone-mug,copper-kettle,gone');

    await userEvent.click(screen.getByRole('button', { name: 'Move Stone Mug down' }));
    expect(screen.getByLabelText('Saved ids')).toHaveTextContent('copper-kettle,stone-mug,gone');

    await userEvent.click(screen.getByRole('button', { name: 'Remove gone' }));
    expect(screen.getByLabelText('Saved ids')).toHaveTextContent(/^copper-kettle,stone-mug$/);
    expect(screen.getByRole('status')).toHaveTextContent('Removed gone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Stone Mug' })).toHaveFocus());
  });

  it('adds no more than the home page shows', async () => {
    mockApi({ ...byId, [search('mug')]: { body: listing([mug]) } });
    renderWithProviders(<Form initial={['copper-kettle', 'iron-teapot']} max={2} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Find a product to feature' }), 'mug');
    const option = await screen.findByRole('option', { name: /Stone Mug/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2 products are featured: remove one to add another.');
    expect(screen.getByLabelText('Saved ids')).toHaveTextContent(/^copper-kettle,iron-teapot$/);
  });
});
