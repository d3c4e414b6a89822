import { RATING_FACET_MINIMUMS, type Facets } from '@cartwise/domain/catalogue/facets';
import { PRICE_BANDS, priceRangeLabel } from '@cartwise/domain/catalogue/price-bands';
import { effectiveSort, SORT_OPTIONS, type SortOption } from '@cartwise/domain/catalogue/sort';
import { formatCount } from '@cartwise/domain/numbers';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { StarRating } from '@/components/ui/star-rating';
import type { CategoryCount } from '../api/products-api';
import {
  priceRangeOf,
  selectedPriceBand,
  withFilters,
  withoutFilters,
  type ListingQuery,
} from '../listing-query';

/**
 * A choice made with the arrow keys in a radio group ('category', 'subcategory' or 'price'), which selects
 * each option the keys pass over: the page may replace its history entry rather than add one per key.
 */
export type FilterStep = 'category' | 'subcategory' | 'price';

interface FilterSidebarProps {
  query: ListingQuery;
  /** Counts for the current search and filters; absent until the first answer. */
  facets: Facets | undefined;
  /** Every category of the shop, from /api/categories. */
  categories: readonly CategoryCount[];
  onChange: (next: ListingQuery, step?: FilterStep) => void;
}

/** The keys with which a radio group moves its selection from option to option. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** How many brands show before 'Show all brands'. */
export const BRANDS_SHOWN = 8;
/** Above this many brands, all of them shown come with a box to find one by name. */
export const BRANDS_FINDABLE = 20;

// A long list (every brand, a category's subcategories) scrolls inside its group instead of growing the page.
const scrollingListClass = 'flex max-h-96 flex-col gap-1 overflow-y-auto overscroll-contain';

const countOf = (rows: readonly { value: string; count: number }[] | undefined, value: string) =>
  rows?.find((row) => row.value === value)?.count ?? 0;

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return <span className="ml-auto pl-2 text-xs text-gray-600 tabular-nums">({formatCount(value)})</span>;
}

interface RadioOptionProps {
  name: string;
  label: string;
  checked: boolean;
  /** The facet count beside it; none while loading, or where no count applies. */
  count?: number | undefined;
  onChange: () => void;
}

/** One choice of a radio group (category, price band): disabled when it would list nothing, unless chosen. */
function RadioOption({ name, label, checked, count, onChange }: RadioOptionProps) {
  return (
    <label className={optionClass}>
      <input type="radio" name={name} className={inputClass} checked={checked} disabled={count === 0 && !checked} onChange={onChange} />
      {label}
      <Count value={count} />
    </label>
  );
}

/**
 * The option facets (Size, Colour…) with the values chosen in the URL kept even when no product has them
 * now, so that each can be taken off.
 */
function optionGroups(facets: Facets | undefined, chosen: readonly string[]): Facets['options'] {
  const groups = (facets?.options ?? []).map((option) => ({ name: option.name, values: [...option.values] }));
  for (const entry of chosen) {
    const at = entry.indexOf(':');
    const name = entry.slice(0, at);
    const value = entry.slice(at + 1);
    let group = groups.find((g) => g.name === name);
    if (!group) groups.push((group = { name, values: [] }));
    if (!group.values.some((row) => row.value === value)) group.values.push({ value, count: 0 });
  }
  return groups;
}

/**
 * The chosen category's subcategories with their counts (the list's facet), the chosen one kept even when no
 * product has it now; before the first answer, the category's own list without counts.
 */
function subcategoryRows(
  facets: Facets | undefined,
  category: CategoryCount | undefined,
  chosen: string | undefined,
): { value: string; count?: number }[] {
  const rows: { value: string; count?: number }[] = facets
    ? [...facets.subcategories]
    : (category?.subcategories ?? []).map((sub) => ({ value: sub.name }));
  if (chosen !== undefined && !rows.some((row) => row.value === chosen)) rows.push({ value: chosen, count: 0 });
  return rows;
}

function Section({ legend, children, onKeyDown }: { legend: string; children: ReactNode; onKeyDown?: (event: KeyboardEvent) => void }) {
  return (
    <div className="border-t border-gray-200 pt-4">
      <fieldset className="min-w-0" onKeyDown={onKeyDown}>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
        <div className="flex flex-col gap-1">{children}</div>
      </fieldset>
    </div>
  );
}

// A choice that would list nothing (its count is 0) is disabled, and looks it.
const optionClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-gray-700 hover:bg-gray-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 disabled:cursor-not-allowed disabled:opacity-60';
const inputClass = 'size-4 accent-brand-600';

export function FilterSidebar({ query, facets, categories, onChange }: FilterSidebarProps) {
  const id = useId();
  const [showAllBrands, setShowAllBrands] = useState(false);
  const [brandFilter, setBrandFilter] = useState('');
  const set = (changes: Parameters<typeof withFilters>[1]) => onChange(withFilters(query, changes));
  // Set by an arrow key in a radio group and read by the change it causes: a click on an option or its
  // label, Space, or a screen reader's activation is a choice, not a step.
  const stepping = useRef(false);
  const onStepKey = (event: KeyboardEvent) => {
    stepping.current = STEP_KEYS.has(event.key) && (event.target as HTMLInputElement).type === 'radio';
  };
  const choose = (step: FilterStep, changes: Parameters<typeof withFilters>[1]) => () => {
    const stepped = stepping.current;
    stepping.current = false;
    if (stepped) onChange(withFilters(query, changes), step);
    else set(changes);
  };

  const sort = effectiveSort(query.sort, query.q);
  const sortOptions = SORT_OPTIONS.filter((option) => option.id !== 'relevance' || query.q);
  const defaultSort = effectiveSort(undefined, query.q);

  const allCount = facets?.categories.reduce((sum, row) => sum + row.count, 0);
  const band = selectedPriceBand(query);
  const selectedBrands = query.brand ?? [];
  const brandRows = [
    ...(facets?.brands ?? []),
    ...selectedBrands.filter((b) => !facets?.brands.some((row) => row.value === b)).map((value) => ({ value, count: 0 })),
  ];
  const findable = showAllBrands && brandRows.length > BRANDS_FINDABLE;
  const brandText = findable ? brandFilter.trim().toLowerCase() : '';
  const brandMatches = brandRows.filter((row) => row.value.toLowerCase().includes(brandText)).length;
  const brandsShown = brandRows.filter((row, index) =>
    selectedBrands.includes(row.value) ||
    (showAllBrands ? row.value.toLowerCase().includes(brandText) : index < BRANDS_SHOWN),
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Filters
        </h2>
        <button
          type="button"
          onClick={() => onChange(withoutFilters(query))}
          className="rounded-md px-2 py-1 text-sm font-medium text-gray-900 underline-offset-2 hover:underline"
        >
          Clear All
        </button>
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold text-gray-900">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => {
            const value = event.target.value as SortOption;
            set({ sort: value === defaultSort ? undefined : value });
          }}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
        >
          {sortOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <Section legend="Category" onKeyDown={onStepKey}>
        <RadioOption
          name={`${id}-category`}
          label="All"
          checked={query.category === undefined}
          count={allCount}
          onChange={choose('category', { category: undefined, subcategory: undefined })}
        />
        {categories.map((category) => {
          const checked = query.category === category.name;
          // Counts are within the subcategory chosen, where another category has none; choosing it leaves
          // the subcategory, so it shows no count and stays enabled.
          const count = facets && (checked || query.subcategory === undefined) ? countOf(facets.categories, category.name) : undefined;
          const subcategories = checked ? subcategoryRows(facets, category, query.subcategory) : [];
          return (
            <div key={category.name} className="flex flex-col gap-1">
              <RadioOption
                name={`${id}-category`}
                label={category.name}
                checked={checked}
                count={count}
                onChange={choose('category', { category: category.name, subcategory: undefined })}
              />
              {subcategories.length > 0 && (
                // The chosen category's subcategories, a radio group of their own beneath it.
                <div role="radiogroup" aria-label={`${category.name} subcategories`} className={`${scrollingListClass} ml-3 border-l border-gray-200 pl-3`}>
                  <RadioOption
                    name={`${id}-subcategory`}
                    label={`All ${category.name}`}
                    checked={query.subcategory === undefined}
                    onChange={choose('subcategory', { subcategory: undefined })}
                  />
                  {subcategories.map((row) => (
                    <RadioOption
                      key={row.value}
                      name={`${id}-subcategory`}
                      label={row.value}
                      checked={query.subcategory === row.value}
                      count={row.count}
                      onChange={choose('subcategory', { subcategory: row.value })}
                    />
                  ))}
                </div>
              )}
            </div>
          );
        })}
        {query.subcategory !== undefined && query.category === undefined && (
          // A subcategory without its category (an old or edited link): shown, so it can be taken off.
          <p className="ml-6 flex items-center gap-2 rounded-md bg-brand-50 py-1 pr-1 pl-2 text-sm text-brand-800">
            <span className="min-w-0 wrap-anywhere">{query.subcategory}</span>
            <button
              type="button"
              aria-label={`Remove the subcategory filter ${query.subcategory}`}
              onClick={(event) => {
                // The button goes with the filter: focus stays in the group, on its category.
                event.currentTarget.closest('fieldset')?.querySelector<HTMLInputElement>('input:checked')?.focus();
                set({ subcategory: undefined });
              }}
              className="ml-auto rounded-md px-2 py-0.5 font-semibold hover:bg-brand-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </p>
        )}
      </Section>

      <Section legend="Price" onKeyDown={onStepKey}>
        <RadioOption
          name={`${id}-price`}
          label="Any price"
          checked={query.minPrice === undefined && query.maxPrice === undefined}
          onChange={choose('price', priceRangeOf(undefined))}
        />
        {PRICE_BANDS.map((priceBand) => (
          <RadioOption
            key={priceBand.id}
            name={`${id}-price`}
            label={priceBand.label}
            checked={band?.id === priceBand.id}
            count={facets?.priceBands.find((row) => row.id === priceBand.id)?.count}
            onChange={choose('price', priceRangeOf(priceBand))}
          />
        ))}
        {!band && (query.minPrice !== undefined || query.maxPrice !== undefined) && (
          // A range that is no band (a search said "under $1000"): shown chosen, "Any price" takes it off.
          <RadioOption name={`${id}-price`} label={`Your range: ${priceRangeLabel(query.minPrice, query.maxPrice)}`} checked onChange={() => undefined} />
        )}
      </Section>

      <Section legend="Brand">
        {brandRows.length === 0 && <p className="px-1 text-sm text-gray-500">No brands to choose from</p>}
        {findable && (
          <input
            type="search"
            aria-label="Find a brand"
            placeholder="Find a brand"
            // It appears when the list is opened, above it: focus goes to it rather than stay below the list.
            autoFocus
            value={brandFilter}
            onChange={(event) => setBrandFilter(event.target.value)}
            className="mb-1 rounded-lg border border-gray-300 px-3 py-1.5 text-sm"
          />
        )}
        {findable && (
          // Said to a screen reader as the shopper types; shown only when nothing matches.
          <p role="status" className={brandMatches ? 'sr-only' : 'px-1 text-sm text-gray-600'}>
            {brandText &&
              `${brandMatches ? `${brandMatches} brand${brandMatches === 1 ? ' matches' : 's match'}` : 'No brand matches'} “${brandFilter.trim()}”`}
          </p>
        )}
        <div className={showAllBrands ? scrollingListClass : 'flex flex-col gap-1'}>
          {brandsShown.map((row) => (
            <label key={row.value} className={optionClass}>
              <input
                type="checkbox"
                className={`${inputClass} rounded`}
                checked={selectedBrands.includes(row.value)}
                onChange={(event) =>
                  set({
                    brand: event.target.checked
                      ? [...selectedBrands, row.value]
                      : selectedBrands.filter((b) => b !== row.value),
                  })
                }
              />
              {row.value}
              <Count value={row.count} />
            </label>
          ))}
        </div>
        {brandRows.length > BRANDS_SHOWN && (
          <button
            type="button"
            aria-expanded={showAllBrands}
            onClick={() => {
              setShowAllBrands(!showAllBrands);
              setBrandFilter('');
            }}
            className="self-start rounded-md px-1 py-1 text-sm font-medium text-gray-900 underline underline-offset-2"
          >
            {showAllBrands ? 'Show fewer brands' : `Show all ${brandRows.length} brands`}
          </button>
        )}
      </Section>

      {optionGroups(facets, query.option ?? []).map((option) => (
        <Section key={option.name} legend={option.name}>
          <div className="flex flex-wrap gap-2">
            {option.values.map((row) => {
              const entry = `${option.name}:${row.value}`;
              const checked = (query.option ?? []).includes(entry);
              return (
                <label
                  key={row.value}
                  className="flex cursor-pointer items-center gap-1.5 rounded-md border border-gray-300 px-2 py-1 text-sm text-gray-700 hover:bg-gray-50 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-disabled:cursor-not-allowed has-disabled:opacity-60"
                >
                  <input
                    type="checkbox"
                    className={`${inputClass} rounded`}
                    checked={checked}
                    disabled={row.count === 0 && !checked}
                    onChange={(event) =>
                      set({
                        option: event.target.checked
                          ? [...(query.option ?? []), entry]
                          : (query.option ?? []).filter((o) => o !== entry),
                      })
                    }
                  />
                  {row.value}
                  <span className="text-xs text-gray-600 tabular-nums">({formatCount(row.count)})</span>
                </label>
              );
            })}
          </div>
        </Section>
      ))}

      <Section legend="Rating">
        {RATING_FACET_MINIMUMS.map((min) => {
          const active = query.rating === min;
          const count = facets?.ratings.find((row) => row.min === min)?.count;
          return (
            <button
              key={min}
              type="button"
              aria-pressed={active}
              disabled={count === 0 && !active}
              onClick={() => set({ rating: active ? undefined : min })}
              className={`${optionClass} w-full text-left ${active ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-600' : ''}`}
            >
              <StarRating rating={min} decorative />
              <span className="sr-only">{min === 1 ? '1 star' : `${min} stars`}</span> &amp; up
              <Count value={count} />
            </button>
          );
        })}
      </Section>

      <Section legend="Availability">
        <label className={optionClass}>
          <input
            type="checkbox"
            className={`${inputClass} rounded`}
            checked={query.inStock === true}
            onChange={(event) => set({ inStock: event.target.checked ? true : undefined })}
          />
          In stock only
        </label>
        <label className={optionClass}>
          <input
            type="checkbox"
            className={`${inputClass} rounded`}
            checked={query.onSale === true}
            onChange={(event) => set({ onSale: event.target.checked ? true : undefined })}
          />
          On sale
        </label>
      </Section>
    </section>
  );
}
