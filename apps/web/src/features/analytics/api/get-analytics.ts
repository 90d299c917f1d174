import { COMPARE_LIMITS, ZAnalytics, ZCandidateList, ZCompare, ZReliabilityReport } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveRefetch } from '@/lib/use-live-refetch';
import { analyticsKeys } from './analytics-keys';

/** The company's numbers, or those of one position; the previous numbers stay while a filter loads. */
export const useAnalytics = (position?: string) =>
  useQuery({
    queryKey: analyticsKeys.overview(position),
    queryFn: ({ signal }) =>
      api.get(
        position ? `/api/analytics?${new URLSearchParams({ position })}` : '/api/analytics',
        ZAnalytics,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });

/** Section reliability: asked once per filter and on the admin's Recompute, not on live changes. */
export const useReliability = (position?: string) =>
  useQuery({
    queryKey: analyticsKeys.reliability(position),
    queryFn: ({ signal }) =>
      api.get(
        position
          ? `/api/analytics/reliability?${new URLSearchParams({ position })}`
          : '/api/analytics/reliability',
        ZReliabilityReport,
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

/** Asked only once enough candidates are chosen; the order of `ids` is the order of the columns. */
export const useCompare = (ids: string[]) =>
  useQuery({
    queryKey: analyticsKeys.compare(ids),
    queryFn: ({ signal }) =>
      api.get(`/api/analytics/compare?ids=${ids.map(encodeURIComponent).join(',')}`, ZCompare, { signal }),
    enabled: ids.length >= COMPARE_LIMITS.min && ids.length <= COMPARE_LIMITS.max,
    placeholderData: keepPreviousData,
  });

/** The first page of the company's candidates matching `search`, to pick from. */
export const useCandidateSearch = (search: string) =>
  useQuery({
    queryKey: analyticsKeys.candidates(search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ sort: 'full_name', order: 'asc', pageSize: '10' });
      if (search) query.set('search', search);
      return api.get(`/api/candidates?${query}`, ZCandidateList, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** The same live stream as the dashboard: a submission or a finished evaluation refreshes every number. */
export function useAnalyticsEvents() {
  useLiveRefetch({
    url: '/api/candidates/events',
    event: 'candidates',
    queryKey: analyticsKeys.all,
    enabled: true,
  });
}
