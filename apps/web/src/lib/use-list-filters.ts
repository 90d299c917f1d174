import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ListFilters } from '@/lib/list-filters';

/**
 * A list's filters, read from and written to the URL (`read` and `write` from `listFiltersInUrl`, kept
 * stable). Any change but a page turn goes back to the first page; the URL is replaced, not pushed.
 */
export function useListFilters<F extends ListFilters>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (change: Partial<F>) =>
      setSearchParams((current) => write({ ...read(current), page: 1, ...change }), { replace: true }),
    [setSearchParams, read, write],
  );
  return { filters: read(searchParams), update };
}

/**
 * The number of pages, at least one. Removing the last rows of the last page leaves it empty: once the
 * list has loaded, a page beyond the last steps back to the new last page.
 */
export function usePageCount(
  filters: ListFilters,
  total: number,
  loaded: boolean,
  update: (change: { page: number }) => void,
): number {
  const pages = Math.max(1, Math.ceil(total / filters.pageSize));
  const beyondLastPage = loaded && filters.page > pages;
  useEffect(() => {
    if (beyondLastPage) update({ page: pages });
  }, [beyondLastPage, pages, update]);
  return pages;
}
