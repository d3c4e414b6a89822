import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';

export type PageItem = number | 'gap';

/** The pages to offer: the first, the last, and the current one with its neighbours; gaps between. */
export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  const pages = new Set([1, totalPages, currentPage - 1, currentPage, currentPage + 1]);
  // Show a lone hidden page instead of a gap that would stand for one page only.
  if (currentPage - 3 === 1) pages.add(2);
  if (currentPage + 3 === totalPages) pages.add(totalPages - 1);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous > 1) items.push('gap');
    items.push(page);
  }
  return items;
}

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The link to a page, so pages can be opened, shared and reached with back and forward. */
  hrefForPage: (page: number) => string;
}

/**
 * The state a page link navigates with: the list then moves focus to the top of the new page, where the
 * view goes, instead of leaving it on a link the loading page took away (`ProductListing`).
 */
export const PAGE_CHOSEN = { pageChosen: true };

const itemClass = 'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';

export function Pagination({ currentPage, totalPages, hrefForPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;
  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {hasPrevious ? (
            <Link to={hrefForPage(currentPage - 1)} state={PAGE_CHOSEN} className={`${itemClass} text-gray-700 hover:bg-gray-100`}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={`${itemClass} cursor-not-allowed text-gray-400`}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </span>
          )}
        </li>
        {pageItems(currentPage, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefForPage(item)}
                state={PAGE_CHOSEN}
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                className={`${itemClass} ${
                  item === currentPage ? 'bg-gray-900 text-white' : 'text-gray-700 hover:bg-gray-100'
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefForPage(currentPage + 1)} state={PAGE_CHOSEN} className={`${itemClass} text-gray-700 hover:bg-gray-100`}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${itemClass} cursor-not-allowed text-gray-400`}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
