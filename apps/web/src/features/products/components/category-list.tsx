import { formatCount } from '@cartwise/domain/numbers';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error';
import { useGetCategoriesQuery } from '../api/products-api';
import { listingHref } from '../listing-query';

/** Every category of the shop with its number of products, each opening its listing. */
export function CategoryList() {
  const { data, isError, error, refetch } = useGetCategoriesQuery();
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="text-red-800">Error: {apiErrorMessage(error, 'Failed to fetch categories')}</p>
        <Button onClick={() => void refetch()}>Try Again</Button>
      </div>
    );
  }
  if (!data) return <Spinner label="Loading categories…" />;
  if (data.length === 0) return <p className="text-gray-700">No categories yet.</p>;
  return (
    <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((category) => (
        <li key={category.name}>
          <Link
            to={listingHref({ category: category.name })}
            className="flex items-center justify-between rounded-xl border border-gray-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span>
              <span className="block text-lg font-semibold text-gray-900">{category.name}</span>
              <span className="text-sm text-gray-600">
                {formatCount(category.count)} {category.count === 1 ? 'product' : 'products'}
              </span>
            </span>
            <ArrowRight aria-hidden="true" className="size-5 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
