import { formatCount } from '@cartwise/domain/numbers';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/page-meta';
import { useGetCategoriesQuery, type CategoryCount } from '../api/products-api';
import { listingHref } from '../listing-query';

/** How many of a category's subcategories its tile names, the largest first; the rest are in its list's sidebar. */
export const SUBCATEGORIES_SHOWN = 5;
/** The first tiles' pictures load at once: they are the page's first screen. */
const EAGER_TILES = 4;

const productCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'product' : 'products'}`;

/** One category: the picture of its most popular product, its name and count, and its largest subcategories. */
function CategoryTile({ category, eager }: { category: CategoryCount; eager: boolean }) {
  const largest = [...category.subcategories].sort((a, b) => b.count - a.count).slice(0, SUBCATEGORIES_SHOWN);
  const more = category.subcategories.length - largest.length;
  return (
    <article className="group relative flex h-full gap-4 sm:flex-col sm:gap-0">
      <div className="aspect-square w-24 shrink-0 overflow-hidden rounded-card bg-gray-100 sm:aspect-[4/3] sm:w-full">
        <ImageWithFallback
          src={category.image}
          alt=""
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:pt-3">
        <h2 className="text-heading font-semibold text-gray-950">
          {/* The whole tile opens the category; its subcategory links sit above this cover. */}
          <Link
            to={listingHref({ category: category.name })}
            className="wrap-anywhere after:absolute after:inset-0 after:content-[''] hover:underline hover:underline-offset-2"
          >
            {category.name}
          </Link>
        </h2>
        <p className="text-xs text-gray-600">{productCount(category.count)}</p>
        {largest.length > 0 && (
          <ul aria-label={`${category.name} subcategories`} className="mt-1 flex flex-wrap gap-x-3 text-sm">
            {largest.map((sub) => (
              <li key={sub.name} className="relative z-10">
                <Link
                  to={listingHref({ category: category.name, subcategory: sub.name })}
                  className="inline-flex min-h-6 items-center text-gray-700 underline-offset-2 hover:text-gray-950 hover:underline"
                >
                  {sub.name}
                </Link>
              </li>
            ))}
            {more > 0 && (
              <li className="inline-flex min-h-6 items-center text-gray-600">and {formatCount(more)} more</li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}

/** Every category of the shop as a tile with a picture, its number of products and subcategories. */
export function CategoryList() {
  const { data, isError, error, refetch } = useGetCategoriesQuery();
  usePageMeta({
    description: data?.length ? `Browse ${data.map((category) => category.name).join(', ')}.` : undefined,
    image: data?.find((category) => category.image)?.image,
  });
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
    <ul role="list" className="grid gap-x-gutter gap-y-6 sm:grid-cols-2 sm:gap-y-8 lg:grid-cols-3 xl:grid-cols-4">
      {data.map((category, index) => (
        <li key={category.name}>
          <CategoryTile category={category} eager={index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}
