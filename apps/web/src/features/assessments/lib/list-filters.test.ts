import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, PAGE_SIZE, searchParamsFromFilters } from './list-filters';

describe('the assessments list in the URL', () => {
  it('reads search, status, sort and page, falling back to the defaults one by one', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('search=Backend&status=closed&sort=name&order=asc&page=3')),
    ).toEqual({
      search: 'Backend',
      status: 'closed',
      sort: 'name',
      order: 'asc',
      page: 3,
      pageSize: PAGE_SIZE,
    });
    expect(filtersFromSearchParams(new URLSearchParams('status=gone&page=-1&sort=name'))).toEqual({
      search: undefined,
      status: undefined,
      sort: 'name',
      order: 'desc',
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });

  it('writes only what differs from the defaults', () => {
    const defaults = filtersFromSearchParams(new URLSearchParams());
    expect(searchParamsFromFilters(defaults).toString()).toBe('');
    expect(searchParamsFromFilters({ ...defaults, status: 'archived', page: 2 }).toString()).toBe(
      'status=archived&page=2',
    );
  });
});
