import {
  COMPARE_LIMITS,
  type TAnalyticsQuery,
  ZAnalytics,
  ZAssessmentList,
  ZCandidateList,
  ZCompare,
  ZReliabilityReport,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveRefetch } from '@/lib/use-live-refetch';
import { analyticsKeys } from './analytics-keys';

/** The filters as a query string ('' without any). */
function filterQuery({ assessmentId, position }: TAnalyticsQuery) {
  const query = new URLSearchParams();
  if (assessmentId) query.set('assessmentId', assessmentId);
  if (position) query.set('position', position);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The company's numbers, or those of one assessment and/or position; the previous stay while one loads. */
export const useAnalytics = (filters: TAnalyticsQuery) =>
  useQuery({
    queryKey: analyticsKeys.overview(filters),
    queryFn: ({ signal }) => api.get(`/api/analytics${filterQuery(filters)}`, ZAnalytics, { signal }),
    placeholderData: keepPreviousData,
  });

/** Section reliability: asked once per filter and on the admin's Recompute, not on live changes. */
export const useReliability = (filters: TAnalyticsQuery) =>
  useQuery({
    queryKey: analyticsKeys.reliability(filters),
    queryFn: ({ signal }) =>
      api.get(`/api/analytics/reliability${filterQuery(filters)}`, ZReliabilityReport, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

/** The company's assessments, newest first, to narrow the numbers to one. */
export const useAssessmentChoices = () =>
  useQuery({
    queryKey: analyticsKeys.assessments(),
    queryFn: ({ signal }) =>
      api.get('/api/assessments?pageSize=100&sort=created_at&order=desc', ZAssessmentList, { signal }),
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

/** The first page of the company's (or one assessment's) candidates matching `search`, to pick from. */
export const useCandidateSearch = (search: string, assessmentId?: string) =>
  useQuery({
    queryKey: analyticsKeys.candidates(search, assessmentId),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ sort: 'full_name', order: 'asc', pageSize: '10' });
      if (search) query.set('search', search);
      if (assessmentId) query.set('assessmentId', assessmentId);
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
