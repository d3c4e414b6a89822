import type { Product } from '@cartwise/domain/catalogue/product';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { AdminButton } from '../ui';
import { useGetAdminProductQuery, useListAdminProductsQuery } from '../products/products-api';

const dollars = (n: number) => `$${n.toFixed(2)}`;
const price = (product: Product) => (product.maxPrice ? `${dollars(product.price)}–${dollars(product.maxPrice)}` : dollars(product.price));
const stock = (product: Product) => (product.inStock ? `${product.stockQuantity} in stock` : 'Out of stock');
/** Results shown under the search box; the owner narrows the words for more. */
const RESULTS = 8;
/** How long typing rests before the search is sent, so a word is one request, not one per letter. */
const TYPING_PAUSE_MS = 250;

interface PickerProps {
  /** The chosen product ids, in the home page's order. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** At most this many (the home page's row). */
  max: number;
  /** The server's or the schema's message for the field. */
  error?: string;
}

/** The search term, sent once the typing rests. */
function useRestingValue(value: string): string {
  const [resting, setResting] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setResting(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return resting;
}

function Picture({ product }: { product: Product }) {
  // A plain picture: the storefront's fallback component would be split out of its first download (ADR 0011).
  return <img src={product.thumbnail} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded bg-gray-100 object-cover" />;
}

/**
 * The home page's featured products (issue 21): a search box over the back office's product search (the
 * catalogue's own, an id or SKU finds its product) whose results add with a click or Enter, and the chosen
 * ones in order, each with its picture, price and stock, a warning when it is out of stock or no longer in
 * the catalogue, and buttons to move it up or down and remove it. A WAI-ARIA combobox: the arrows walk the
 * results, Enter adds the one shown active, Escape closes them.
 */
export function FeaturedProductsPicker({ value, onChange, max, error }: PickerProps) {
  const id = useId();
  const listboxId = `${id}-results`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  // The active result, for the search it was chosen in: a new search starts at its first.
  const [activeIn, setActiveIn] = useState({ search: '', index: 0 });
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const chosenList = useRef<HTMLOListElement>(null);
  const searched = useRestingValue(term.trim());
  const { data, isFetching, isError } = useListAdminProductsQuery(
    new URLSearchParams({ q: searched, pageSize: String(RESULTS), sort: 'relevance' }).toString(),
    { skip: searched === '' },
  );
  const results = searched === '' ? [] : (data?.products ?? []);
  const full = value.length >= max;
  const showResults = open && searched !== '' && term.trim() !== '';

  const active = activeIn.search === searched && activeIn.index < results.length ? activeIn.index : 0;

  const add = (product: Product) => {
    if (value.includes(product.id)) return setSaid(`${product.name} is already featured.`);
    if (full) return setSaid(`${max} products are featured: remove one to add another.`);
    onChange([...value, product.id]);
    setSaid(`Added ${product.name}: ${value.length + 1} of ${max} featured.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0) setActiveIn({ search: searched, index: (active + (event.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length });
    } else if (event.key === 'Enter') {
      // Enter adds the active result; it never sends the settings' form from here.
      event.preventDefault();
      const product = showResults ? results[active] : undefined;
      if (product) add(product);
    } else if (event.key === 'Escape' && showResults) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= value.length) return;
    const ids = [...value];
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    onChange(ids);
    setSaid(`Moved to place ${to + 1} of ${value.length}.`);
  };

  const remove = (index: number, name: string) => {
    onChange(value.filter((_, i) => i !== index));
    setSaid(`Removed ${name}.`);
    // Focus goes to the product that took its place, else the one before, else the search box.
    requestAnimationFrame(() => {
      const buttons = chosenList.current?.querySelectorAll<HTMLButtonElement>('button[data-action="remove"]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? input.current)?.focus();
    });
  };

  const activeId = showResults && results[active] ? `${id}-result-${active}` : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-sm font-medium">Featured products (home page)</legend>
      <p id={hintId} className="text-sm text-gray-600">
        Find products by name, brand, id or SKU and add up to {max}, in the order the home page shows them. None chosen: the catalogue&apos;s first products, in stock first.
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="relative">
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-gray-900">
          Find a product to feature
        </label>
        <input
          ref={input}
          id={`${id}-search`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showResults}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`block w-full rounded-lg border px-3 py-2 text-sm ${error ? 'border-red-600 bg-red-50' : 'border-gray-400 bg-white'}`}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Products found"
          hidden={!showResults || results.length === 0}
          className="absolute z-10 mt-1 max-h-96 w-full overflow-y-auto rounded-lg border border-gray-300 bg-white shadow-lg"
        >
          {results.map((product, index) => {
            const chosen = value.includes(product.id);
            return (
              <li
                key={product.id}
                id={`${id}-result-${index}`}
                role="option"
                aria-selected={index === active}
                aria-disabled={chosen || full || undefined}
                // Keeps the focus in the search box, so the arrows and Enter go on working after a click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => add(product)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-600' : ''} ${chosen || full ? 'text-gray-600' : ''}`}
              >
                <Picture product={product} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{product.name}</span>
                  <span className="block text-gray-600">
                    {product.brand} · {product.id}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block">{price(product)}</span>
                  <span className={`block ${product.inStock ? 'text-gray-600' : 'font-medium text-red-700'}`}>{stock(product)}</span>
                </span>
                {chosen && <span className="text-gray-700">Featured</span>}
              </li>
            );
          })}
        </ul>
        <p className="sr-only" aria-live="polite">
          {showResults && !isFetching && !isError && searched === term.trim() ? (results.length === 0 ? 'No product found.' : `${results.length} found: the arrows choose, Enter adds.`) : ''}
        </p>
        {showResults && isError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            The products could not be searched. Please try again.
          </p>
        )}
      </div>
      <p role="status" className="text-sm text-gray-700">
        {said}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-gray-700">No product chosen: the home page shows the catalogue&apos;s first products.</p>
      ) : (
        <ol ref={chosenList} aria-label="Chosen featured products" className="flex flex-col gap-2">
          {value.map((productId, index) => (
            <ChosenProduct
              key={productId}
              id={productId}
              place={index + 1}
              count={value.length}
              onUp={() => move(index, -1)}
              onDown={() => move(index, 1)}
              onRemove={(name) => remove(index, name)}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
}

interface ChosenProps {
  id: string;
  place: number;
  count: number;
  onUp: () => void;
  onDown: () => void;
  onRemove: (name: string) => void;
}

/** A chosen product as the catalogue has it now; one no longer in it (archived) says the home page leaves it out. */
function ChosenProduct({ id, place, count, onUp, onDown, onRemove }: ChosenProps) {
  const { data, isError, isLoading } = useGetAdminProductQuery(id);
  const product = data?.product;
  const name = product?.name ?? id;
  const warning = isError
    ? 'Archived or no longer in the catalogue: the home page leaves it out until it is restored.'
    : product && !product.inStock
      ? 'Out of stock: the home page shows it after those in stock, as Out of Stock.'
      : undefined;
  const first = place === 1;
  const last = place === count;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-2 text-sm">
      <span className="w-6 text-right font-medium text-gray-700" aria-hidden="true">
        {place}.
      </span>
      {product ? <Picture product={product} /> : <span className="size-10 shrink-0 rounded bg-gray-100" />}
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{name}</span>
        <span className="block text-gray-600">
          {isLoading ? 'Loading…' : product ? `${price(product)} · ${stock(product)} · ${product.id}` : id}
        </span>
        {warning && <span className="block font-medium text-red-700">{warning}</span>}
      </span>
      <span className="flex gap-2">
        {/* At an end the button stays focusable and says it cannot move (a disabled button would drop the focus). */}
        <AdminButton variant="secondary" small aria-label={`Move ${name} up`} aria-disabled={first || undefined} onClick={first ? undefined : onUp}>
          Up
        </AdminButton>
        <AdminButton variant="secondary" small aria-label={`Move ${name} down`} aria-disabled={last || undefined} onClick={last ? undefined : onDown}>
          Down
        </AdminButton>
        <AdminButton variant="danger" small data-action="remove" aria-label={`Remove ${name}`} onClick={() => onRemove(name)}>
          Remove
        </AdminButton>
      </span>
    </li>
  );
}
