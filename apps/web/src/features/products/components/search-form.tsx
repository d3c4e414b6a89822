import Search from 'lucide-react/icons/search';
import { lazy, Suspense, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { searchSubmitted } from '../products-slice';

export const SEARCH_PLACEHOLDER = 'Search products, brands, categories...';

const SearchSuggestions = lazy(() => import('./search-suggestions'));

/**
 * The header's search: a GET form to /products?q=…, so it works as a plain link too, with suggestions of
 * matching products as the shopper types (`search-suggestions.tsx`, loaded on first focus).
 */
export function SearchForm({
  className = '',
  onSearch,
  autoFocus = false,
}: {
  className?: string;
  onSearch?: () => void;
  /** Takes the focus when shown (the phone's search, opened by its icon), which starts the suggestions. */
  autoFocus?: boolean;
}) {
  const id = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  // The suggestions load when the box first gets focus, and go with the box: a new search remounts it.
  const [box, setBox] = useState<{ input: HTMLInputElement; q: string } | null>(null);

  return (
    <Form
      action="/products"
      method="get"
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        const value = new FormData(event.currentTarget).get('q');
        const text = typeof value === 'string' ? value.trim() : '';
        dispatch(searchSubmitted(text));
        onSearch?.();
        if (text === '') {
          // Nothing typed: show every product rather than a listing for '?q='.
          event.preventDefault();
          void navigate('/products');
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        // Remounts on a new search so back and forward show the text of that search.
        key={q}
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        autoFocus={autoFocus}
        enterKeyHint="search"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        // Typing counts too: a focus given before the page was hydrated is not replayed.
        onFocus={(event) => setBox({ input: event.currentTarget, q })}
        onInput={(event) => box?.q !== q && setBox({ input: event.currentTarget, q })}
        className="w-full rounded-full border border-gray-300 bg-gray-50 py-2 pr-12 pl-4 text-base placeholder:text-gray-500 focus:bg-white sm:text-sm"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-gray-600 hover:bg-gray-200"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      {box?.q === q && (
        <Suspense fallback={null}>
          <SearchSuggestions input={box.input} onChoose={() => onSearch?.()} />
        </Suspense>
      )}
    </Form>
  );
}
