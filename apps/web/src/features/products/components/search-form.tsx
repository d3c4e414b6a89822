import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { searchSubmitted } from '../products-slice';

export const SEARCH_PLACEHOLDER = 'Search products, brands, categories...';

/** The header's search: a GET form to /products?q=…, so it works as a plain link too. */
export function SearchForm({ className = '', onSearch }: { className?: string; onSearch?: () => void }) {
  const id = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';

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
        enterKeyHint="search"
        maxLength={200}
        className="w-full rounded-full border border-gray-300 bg-gray-50 py-2 pr-12 pl-4 text-sm placeholder:text-gray-500 focus:bg-white"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-gray-600 hover:bg-gray-200"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}
