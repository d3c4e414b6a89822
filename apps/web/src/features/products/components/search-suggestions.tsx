import type { SearchSuggestions as Suggestions } from '@cartwise/domain/catalogue/listing';
import { formatUsd } from '@cartwise/domain/money';
import { formatCount } from '@cartwise/domain/numbers';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { api } from '@/lib/api-client';

/** How many products the search box suggests. */
export const SUGGESTED_PRODUCTS = 6;
/** At most this many categories, and as many brands, follow the products. */
export const SUGGESTED_FACETS = 3;
/** Suggestions start at this many characters, after the shopper pauses this long. */
export const SUGGEST_FROM_LENGTH = 2;
const PAUSE_MS = 150;

type SuggestedProduct = Suggestions['products'][number];
type SuggestedFacet = Suggestions['categories'][number];

const suggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the search box offers for the typed text (GET /api/search/suggestions): products with the matched
     * words of their names, then categories and brands; `query` is what they were found for, the typed text
     * or its corrected reading. The answer keeps the text it was asked for, `typed`.
     */
    getSearchSuggestions: build.query<Suggestions & { typed: string }, string>({
      query: (q) => `/search/suggestions?${new URLSearchParams({ q, limit: String(SUGGESTED_PRODUCTS) })}`,
      transformResponse: (body: Suggestions, _meta, typed) => ({ ...body, typed }),
      keepUnusedDataFor: 30,
    }),
  }),
});

/** One option of the list, in the order the keys go through them; "See all results" comes after these. */
type Option =
  | { kind: 'product'; product: SuggestedProduct }
  | { kind: 'category' | 'brand'; facet: SuggestedFacet; href: string };

/**
 * The listing of a category, a subcategory or a brand, its parameters in the order `listingHref` writes them
 * (not imported: the start-up's chunk would be split to share it with this one).
 */
const listing = (params: Record<string, string>) => `/products?${new URLSearchParams(params)}`;

/** Two readings of a search are the same one when they differ only in case and spaces. */
const sameSearch = (a: string, b: string) => a.toLowerCase().split(/\s+/).join(' ') === b.toLowerCase().split(/\s+/).join(' ');

/** The name with its matched ranges ([start, end), in UTF-16 units) in bold. */
function withHighlights(name: string, ranges: readonly (readonly [number, number])[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, at);
    const to = Math.min(end, name.length);
    if (to <= from) continue;
    if (from > at) parts.push(name.slice(at, from));
    parts.push(
      <mark key={from} className="bg-transparent font-semibold text-gray-950">
        {name.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  if (at < name.length) parts.push(name.slice(at));
  return parts;
}

interface SearchSuggestionsProps {
  /** The search box: its text is read and its keys listened to here (WAI-ARIA combobox with a listbox). */
  input: HTMLInputElement;
  /** Called when the shopper leaves for a suggestion (the phone menu closes). */
  onChoose: () => void;
}

/**
 * The search box's suggestions: products matching what is typed, the categories and brands whose names
 * match it, shown below the box, and a last option that searches for the text. Arrow keys move through
 * them all and Enter opens one; Escape, leaving the box or submitting the search closes them. Loaded when
 * the box first gets focus.
 */
export default function SearchSuggestions({ input, onChoose }: SearchSuggestionsProps) {
  const listId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(input.value);
  const [typed, setTyped] = useState(input.value.trim());
  // What was typed while this loaded is shown at once.
  const [open, setOpen] = useState(() => document.activeElement === input);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const wanted = typed.length >= SUGGEST_FROM_LENGTH && text.trim().length >= SUGGEST_FROM_LENGTH;
  // The last answer stays while the next is on its way: the list does not close and open at each key.
  const { data: found } = suggestionsApi.useGetSearchSuggestionsQuery(typed, { skip: !wanted });
  // A misspelt search is read as the catalogue's words ("iphne" -> "iphone"): the list says so.
  const corrected = found && !sameSearch(found.query, found.typed) ? found.query : undefined;
  const options: Option[] = found
    ? [
        ...found.products.map((product) => ({ kind: 'product' as const, product })),
        ...found.categories.slice(0, SUGGESTED_FACETS).map((facet) => ({
          kind: 'category' as const,
          facet,
          href: listing(facet.category ? { category: facet.category, subcategory: facet.name } : { category: facet.name }),
        })),
        ...found.brands.slice(0, SUGGESTED_FACETS).map((facet) => ({ kind: 'brand' as const, facet, href: listing({ brand: facet.name }) })),
      ]
    : [];
  const shown = open && wanted && options.length > 0;
  // The suggestions, then "See all results".
  const count = shown ? options.length + 1 : 0;

  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    setActive(-1);
    onChoose();
    if (option) {
      // A product page or a category is not a search: the box shows no search there, as when a card or a
      // category link was followed (the form's reset gives back this page's search, and the next page's
      // box remounts empty).
      input.form?.reset();
      setText('');
      void navigate(option.kind === 'product' ? `/products/${encodeURIComponent(option.product.id)}` : option.href);
    } else {
      // The typed text: the listing corrects it as the suggestions did.
      input.form?.requestSubmit();
    }
  };

  useEffect(() => {
    const onInput = () => {
      setText(input.value);
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!shown) {
          setOpen(true);
          return;
        }
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the box (-1) down to the last option and back to the box, either way round.
        setActive((current) => {
          const next = current + step;
          return next >= count ? -1 : next < -1 ? count - 1 : next;
        });
      } else if (event.key === 'Escape' && shown) {
        // Closes the list only; a second Escape is the box's own (or the phone menu's).
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter' && shown && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    };
    const onLeave = () => {
      setOpen(false);
      setActive(-1);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    // Keys typed while this loaded or re-rendered, before the listener was there.
    if (input.value !== text && document.activeElement === input) onInput();
    input.addEventListener('blur', onLeave);
    input.form?.addEventListener('submit', onLeave);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onLeave);
      input.form?.removeEventListener('submit', onLeave);
    };
  });

  // The box states what it controls while the list is there, and which option the keys are on.
  useEffect(() => {
    input.setAttribute('aria-expanded', String(shown));
    if (shown) input.setAttribute('aria-controls', listId);
    else input.removeAttribute('aria-controls');
    if (shown && active >= 0 && active < count) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [input, shown, active, count, listId]);
  useEffect(
    () => () => {
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-controls');
      input.removeAttribute('aria-activedescendant');
    },
    [input],
  );

  // How many there are, said once the list is there (the list itself is not a live region).
  const status = (
    <p role="status" className="sr-only">
      {shown ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}${corrected ? ` for “${corrected}”` : ''}` : ''}
    </p>
  );
  if (!shown) return status;

  const optionProps = (index: number, className = '') => ({
    id: `${listId}-${index}`,
    role: 'option',
    'aria-selected': index === active,
    className: `flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-gray-800 hover:bg-gray-50'} ${className}`,
    onClick: () => choose(index),
  });
  const renderOption = (option: Option, index: number) =>
    option.kind === 'product' ? (
      <div key={option.product.id} {...optionProps(index)}>
        <ImageWithFallback src={option.product.thumbnail} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md bg-gray-100 object-cover" />
        <span className="line-clamp-2 min-w-0 flex-1">{withHighlights(option.product.name, option.product.highlights)}</span>
        <span className="shrink-0 font-medium tabular-nums">{formatUsd(option.product.price)}</span>
      </div>
    ) : (
      <div key={`${option.kind}:${option.facet.category ?? ''}:${option.facet.name}`} {...optionProps(index, 'py-1.5')}>
        {/* The spaces stand between the elements, so the option's name reads "Mens Shoes in Fashion 5 products". */}
        <span className="min-w-0 flex-1 truncate">
          {option.facet.name}
          {option.facet.category && (
            <>
              {' '}
              <span className="text-gray-500">in {option.facet.category}</span>
            </>
          )}
        </span>{' '}
        <span className="shrink-0 text-xs text-gray-500 tabular-nums">
          {formatCount(option.facet.count)} {option.facet.count === 1 ? 'product' : 'products'}
        </span>
      </div>
    );
  // The categories and the brands are groups of the same list, each under a small heading.
  const group = (kind: 'category' | 'brand', label: string) => {
    const members = options.flatMap((option, index) => (option.kind === kind ? [{ option, index }] : []));
    if (members.length === 0) return null;
    return (
      <div role="group" aria-label={label} className="border-t border-gray-100 pt-1">
        <div aria-hidden="true" className="px-3 pt-1 text-xs font-medium tracking-wide text-gray-500 uppercase">
          {label}
        </div>
        {members.map(({ option, index }) => renderOption(option, index))}
      </div>
    );
  };
  const products = options.filter((option) => option.kind === 'product').length;
  return (
    <>
      {status}
      <div
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        // Keeps focus in the box, so the list is not closed before a click lands.
        onMouseDown={(event) => event.preventDefault()}
      >
        {corrected && (
          <p className="border-b border-gray-100 px-3 py-2 text-sm text-gray-600 [overflow-wrap:anywhere]">
            Showing results for <strong className="text-gray-900">{corrected}</strong>
          </p>
        )}
        <div id={listId} role="listbox" aria-label="Suggestions">
          {options.slice(0, products).map(renderOption)}
          {group('category', 'Categories')}
          {group('brand', 'Brands')}
          <div {...optionProps(options.length, 'border-t border-gray-100 font-medium text-brand-700')}>
            <span className="min-w-0 truncate">See all results for “{text.trim()}”</span>
          </div>
        </div>
      </div>
    </>
  );
}
