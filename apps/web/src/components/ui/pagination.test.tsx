import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { pageItems, Pagination } from './pagination';

const href = (page: number) => `/products?page=${page}`;

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single hidden page rather than a gap', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    renderWithProviders(<Pagination currentPage={1} totalPages={1} hrefForPage={href} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links to each page, marks the current one, and to the previous and next pages', () => {
    renderWithProviders(<Pagination currentPage={3} totalPages={5} hrefForPage={href} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/products?page=1');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/products?page=2');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/products?page=4');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderWithProviders(<Pagination currentPage={1} totalPages={3} hrefForPage={href} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Next/ })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Pagination currentPage={3} totalPages={3} hrefForPage={href} />);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
  });

  it('following a page link changes the address', async () => {
    const { router } = renderWithProviders(<Pagination currentPage={1} totalPages={3} hrefForPage={href} />, {
      route: '/products',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
  });
});
