import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listFiltersInUrl } from './list-filters';
import { useListFilters, usePageCount } from './use-list-filters';

const inUrl = listFiltersInUrl(
  z.object({
    search: z.string().optional(),
    status: z.enum(['open', 'closed']).optional(),
    sort: z.enum(['created_at', 'name']).default('created_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).default(50),
  }),
  10,
);

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useListFilters(inUrl.read, inUrl.write), search: useLocation().search }), {
    wrapper,
  });
}

afterEach(cleanup);

describe('a list’s filters in the URL', () => {
  it('reads them, turns pages and goes back to page 1 on any other change', () => {
    const { result } = renderAt('/list?status=open&page=3');
    expect(result.current.filters).toMatchObject({ status: 'open', page: 3, pageSize: 10 });
    act(() => result.current.update({ page: 4 }));
    expect(result.current.search).toBe('?status=open&page=4');
    act(() => result.current.update({ search: 'ada' }));
    expect(result.current.search).toBe('?search=ada&status=open');
  });
});

describe('the page count', () => {
  const filters = (page: number) => ({ ...inUrl.read(new URLSearchParams()), page });

  it('is at least one, and steps back from beyond the last page once the list has loaded', () => {
    const update = vi.fn();
    expect(renderHook(() => usePageCount(filters(1), 0, true, update)).result.current).toBe(1);
    expect(renderHook(() => usePageCount(filters(2), 21, true, update)).result.current).toBe(3);
    expect(update).not.toHaveBeenCalled();

    renderHook(() => usePageCount(filters(4), 21, false, update));
    expect(update).not.toHaveBeenCalled();
    renderHook(() => usePageCount(filters(4), 21, true, update));
    expect(update).toHaveBeenCalledWith({ page: 3 });
  });
});
