import { type TCandidateListFilters, ZCandidateList, ZCandidateSummary } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

export function getCandidates(filters: TCandidateListFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({
    sort: filters.sort,
    order: filters.order,
    page: String(filters.page),
    pageSize: String(filters.pageSize),
  });
  if (filters.search) query.set('search', filters.search);
  if (filters.status) query.set('status', filters.status);
  return api.get(`/api/candidates?${query}`, ZCandidateList, { signal });
}

/** The previous page stays on screen while the next loads, so the table does not flash empty. */
export const useCandidates = (filters: TCandidateListFilters, enabled: boolean) =>
  useQuery({
    queryKey: candidatesKeys.list(filters),
    queryFn: ({ signal }) => getCandidates(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCandidateSummary = (enabled: boolean) =>
  useQuery({
    queryKey: candidatesKeys.summary(),
    queryFn: ({ signal }) => api.get('/api/candidates/summary', ZCandidateSummary, { signal }),
    enabled,
  });
