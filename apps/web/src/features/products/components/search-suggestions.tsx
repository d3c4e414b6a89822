import type { ProductList } from '@cartwise/domain/catalogue/listing';
import type { Product } from '@cartwise/domain/catalogue/product';
import { formatUsd } from '@cartwise/domain/money';
import { useEffect, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { api } from '@/lib/api-client';
import { searchSubmitted } from '../products-slice';

/** How many products the search box suggests. */
export const SUGGESTED_PRODUCTS = 6;
/** Suggestions start at this many characters, after the shopper pauses this long. */
export const SUGGEST_FROM_LENGTH = 2;
const PAUSE_MS = 150;

const suggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The products that best match what is typed (the listing's search, relevance order), not the listing
     * itself; with none, the catalogue's spelling of the search when that would find some ("samsng").
     */
    getSearchSuggestions: build.query<Pick<ProductList, 'products' | 'suggestion'>, string>({
      query: (q) => `/products?${new URLSearchParams({ q, sort: 'relevance', pageSize: String(SUGGESTED_PRODUCTS) })}`,
      transformResponse: ({ products, suggestion }: ProductList) => ({ products, suggestion }),
      keepUnusedDataFor: 30,
    }),
  }),
});

interface SearchSuggestionsProps {
  /** The search box: its text is read and its keys listened to here (WAI-ARIA combobox with a listbox). */
  input: HTMLInputElement;
  /** Called when the shopper leaves for a suggestion (the phone menu closes). */
  onChoose: () => void;
}

/**
 * The search box's suggestions: products matching what is typed, shown below the box, and a last option
 * that searches for the text. Arrow keys move through them and Enter opens one; Escape, leaving the box
 * or submitting the search closes them. Loaded when the box first gets focus.
 */
export default function SearchSuggestions({ input, onChoose }: SearchSuggestionsProps) {
  const listId = useId();
  const navigate = useNavigate();
  const dispatch = useDispatch();
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
  // A misspelt search finds nothing: what its corrected spelling finds is suggested instead, and said so.
  const corrected = found?.products.length === 0 ? found.suggestion : undefined;
  const { data: instead } = suggestionsApi.useGetSearchSuggestionsQuery(corrected ?? '', { skip: !corrected });
  const products: Product[] = (corrected ? instead?.products : found?.products) ?? [];
  const shown = open && wanted && products.length > 0;
  // The products, then "See all results".
  const count = shown ? products.length + 1 : 0;

  const choose = (index: number) => {
    const product = products[index];
    setOpen(false);
    setActive(-1);
    onChoose();
    if (!product && corrected) {
      dispatch(searchSubmitted(corrected));
      void navigate(`/products?${new URLSearchParams({ q: corrected })}`);
    } else if (product) {
      // A product page is not a search: the box shows no search there, as when a card was followed
      // (the form's reset gives back this page's search, and the product page's remounts it empty).
      input.form?.reset();
      setText('');
      void navigate(`/products/${encodeURIComponent(product.id)}`);
    } else input.form?.requestSubmit();
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
      } else if (event.key === 'Enter' && shown && corrected && typed === text.trim()) {
        // The list says it shows the corrected search's results: Enter goes to them, as its last option does.
        event.preventDefault();
        choose(count - 1);
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
      {shown ? `${products.length} ${products.length === 1 ? 'suggestion' : 'suggestions'}${corrected ? ` for “${corrected}”` : ''}` : ''}
    </p>
  );
  if (!shown) return status;
  const optionClass = (index: number) =>
    `flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-gray-800 hover:bg-gray-50'}`;
  return (
    <>
      {status}
      <div
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        // Keeps focus in the box, so the list is not closed before a click lands.
        onMouseDown={(event) => event.preventDefault()}
      >
        {corrected && (
          <p className="border-b border-gray-100 px-3 py-2 text-sm text-gray-600">
            No products match “{text.trim()}”. Showing results for <strong className="text-gray-900">{corrected}</strong>
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="Suggestions">
          {products.map((product, index) => (
            <li
              key={product.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={optionClass(index)}
              onClick={() => choose(index)}
            >
              <ImageWithFallback src={product.thumbnail} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md bg-gray-100 object-cover" />
              <span className="line-clamp-2 min-w-0 flex-1">{product.name}</span>
              <span className="shrink-0 font-medium tabular-nums">{formatUsd(product.price)}</span>
            </li>
          ))}
          <li
            id={`${listId}-${products.length}`}
            role="option"
            aria-selected={active === products.length}
            className={`${optionClass(products.length)} border-t border-gray-100 font-medium text-brand-700`}
            onClick={() => choose(products.length)}
          >
            <span className="min-w-0 truncate">See all results for “{corrected ?? text.trim()}”</span>
          </li>
        </ul>
      </div>
    </>
  );
}
