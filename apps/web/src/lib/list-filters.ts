import type { z } from 'zod';

/** What the company lists (candidates, assessments) are queried by; status and sort differ per list. */
export type ListFilters = {
  search?: string;
  status?: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const URL_KEYS = ['search', 'status', 'sort', 'order', 'page'] as const;

/**
 * A list's search, status, sort and page live in the URL, so a reload or a shared link shows the same
 * view. `schema` is the list endpoint's query schema; the page size is the page's own, not the URL's.
 */
export function listFiltersInUrl<F extends ListFilters>(schema: z.ZodType<F>, pageSize: number) {
  const defaults = schema.parse({ pageSize });
  return {
    /** Invalid values fall back to the defaults one by one. */
    read(params: URLSearchParams): F {
      const field = <K extends (typeof URL_KEYS)[number]>(key: K): F[K] => {
        const parsed = schema.safeParse({ pageSize, [key]: params.get(key) ?? undefined });
        return parsed.success ? parsed.data[key] : defaults[key];
      };
      return {
        ...defaults,
        search: field('search') || undefined,
        status: field('status'),
        sort: field('sort'),
        order: field('order'),
        page: field('page'),
      };
    },
    /** Only what differs from the defaults is written, so the plain list URL stays clean. */
    write(filters: F): URLSearchParams {
      const params = new URLSearchParams();
      for (const key of URL_KEYS) {
        const value = filters[key];
        if (value !== undefined && value !== '' && value !== defaults[key]) params.set(key, String(value));
      }
      return params;
    },
  };
}

/** The list endpoint's query string: every filter that has a value (a list may add its own, e.g. a stage). */
export function listQueryString(filters: ListFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}
