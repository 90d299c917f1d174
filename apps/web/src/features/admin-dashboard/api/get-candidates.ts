import { type TCandidateListFilters, ZCandidateList, ZCandidateSummary } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';
import { listQueryString } from '@/lib/list-filters';

export function getCandidates(filters: TCandidateListFilters, signal?: AbortSignal) {
  return api.get(`/api/candidates?${listQueryString(filters)}`, ZCandidateList, { signal });
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
