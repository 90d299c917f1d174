import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listFiltersInUrl, listQueryString } from './list-filters';

const ZQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['open', 'closed']).optional(),
  sort: z.enum(['created_at', 'name']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
const inUrl = listFiltersInUrl(ZQuery, 10);

describe('a list in the URL', () => {
  it('reads every field, falling back to the defaults one by one, with the page its own page size', () => {
    expect(inUrl.read(new URLSearchParams('search=ada&status=closed&sort=name&order=asc&page=3'))).toEqual({
      search: 'ada',
      status: 'closed',
      sort: 'name',
      order: 'asc',
      page: 3,
      pageSize: 10,
    });
    expect(inUrl.read(new URLSearchParams('search=%20&status=gone&sort=x&page=0&pageSize=99'))).toEqual({
      search: undefined,
      status: undefined,
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 10,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const defaults = inUrl.read(new URLSearchParams());
    expect(inUrl.write(defaults).toString()).toBe('');
    expect(inUrl.write({ ...defaults, search: '', page: 2 }).toString()).toBe('page=2');
    const params = new URLSearchParams('search=ada&status=open&sort=name&order=asc&page=3');
    expect(inUrl.write(inUrl.read(params)).toString()).toBe(params.toString());
  });
});

describe('a list endpoint query', () => {
  it('always sends sort, order and paging, and a search or status only when set', () => {
    const filters = { sort: 'name', order: 'asc', page: 2, pageSize: 20 } as const;
    expect(listQueryString(filters).toString()).toBe('sort=name&order=asc&page=2&pageSize=20');
    expect(listQueryString({ ...filters, search: 'ada', status: 'open' }).toString()).toBe(
      'sort=name&order=asc&page=2&pageSize=20&search=ada&status=open',
    );
    expect(listQueryString({ ...filters, search: '', status: undefined }).toString()).toBe(
      'sort=name&order=asc&page=2&pageSize=20',
    );
  });

  it("sends a list's own filters too, such as one assessment and one stage", () => {
    const filters = {
      sort: 'name',
      order: 'asc',
      page: 1,
      pageSize: 25,
      assessmentId: 'a-1',
      stage: 'hired',
    } as const;
    expect(listQueryString(filters).toString()).toBe(
      'sort=name&order=asc&page=1&pageSize=25&assessmentId=a-1&stage=hired',
    );
  });
});
