import { type TCandidateListFilters, ZCandidateListQuery } from '@app/contracts';

export const PAGE_SIZE = 25;

/**
 * The table's search, filter, sort and page live in the URL: a reload (after a delete or an upload)
 * or a shared link shows the same view. Invalid values fall back to the defaults one by one.
 */
export function filtersFromSearchParams(params: URLSearchParams): TCandidateListFilters {
  const pick = (key: string) => params.get(key) ?? undefined;
  const defaults = ZCandidateListQuery.parse({ pageSize: PAGE_SIZE });
  const field = <K extends keyof TCandidateListFilters>(key: K): TCandidateListFilters[K] => {
    const parsed = ZCandidateListQuery.safeParse({ pageSize: PAGE_SIZE, [key]: pick(key) });
    return parsed.success ? parsed.data[key] : defaults[key];
  };
  return {
    search: field('search') || undefined,
    status: field('status'),
    sort: field('sort'),
    order: field('order'),
    page: field('page'),
    pageSize: PAGE_SIZE,
  };
}

/** Only what differs from the defaults is written, so the plain dashboard URL stays clean. */
export function searchParamsFromFilters(filters: TCandidateListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== 'created_at') params.set('sort', filters.sort);
  if (filters.order !== 'desc') params.set('order', filters.order);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}
