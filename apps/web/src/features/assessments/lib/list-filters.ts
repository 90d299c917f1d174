import { type TAssessmentListFilters, ZAssessmentListQuery } from '@app/contracts';

export const PAGE_SIZE = 20;

/**
 * The list's search, status, sort and page live in the URL, so a reload or a shared link shows the same
 * view. Invalid values fall back to the defaults one by one.
 */
export function filtersFromSearchParams(params: URLSearchParams): TAssessmentListFilters {
  const defaults = ZAssessmentListQuery.parse({ pageSize: PAGE_SIZE });
  const field = <K extends keyof TAssessmentListFilters>(key: K): TAssessmentListFilters[K] => {
    const parsed = ZAssessmentListQuery.safeParse({
      pageSize: PAGE_SIZE,
      [key]: params.get(key) ?? undefined,
    });
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

/** Only what differs from the defaults is written, so the plain list URL stays clean. */
export function searchParamsFromFilters(filters: TAssessmentListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== 'created_at') params.set('sort', filters.sort);
  if (filters.order !== 'desc') params.set('order', filters.order);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}
