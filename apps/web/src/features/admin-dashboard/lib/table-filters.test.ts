import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, searchParamsFromFilters } from './table-filters';

describe('table filters in the URL', () => {
  it('defaults to the newest candidates first, page 1', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual({
      search: undefined,
      status: undefined,
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(searchParamsFromFilters(filtersFromSearchParams(new URLSearchParams())).toString()).toBe('');
  });

  it('round-trips search, status, sort, order and page', () => {
    const params = new URLSearchParams('search=ada&status=submitted&sort=full_name&order=asc&page=3');
    const filters = filtersFromSearchParams(params);
    expect(filters).toMatchObject({
      search: 'ada',
      status: 'submitted',
      sort: 'full_name',
      order: 'asc',
      page: 3,
    });
    expect(searchParamsFromFilters(filters).toString()).toBe(params.toString());
  });

  it('ignores invalid values one by one', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('status=hacked&sort=password&page=-2&search=x'),
    );
    expect(filters).toMatchObject({ search: 'x', status: undefined, sort: 'created_at', page: 1 });
  });
});
