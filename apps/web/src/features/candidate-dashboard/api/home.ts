import type { TCandidateHome } from '@app/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

/**
 * GET /api/candidate/dashboard (issue 38): the record, sections, eligibility, notice and accommodations in
 * one round trip. The dashboard's parts read it through `select`; the record also fills the record's own
 * query, which the brand and the language read.
 */
const homeQueryOptions = (seed: (home: TCandidateHome) => void) =>
  queryOptions({
    queryKey: candidateKeys.home(),
    queryFn: async ({ signal }) => {
      const home = await api.get(
        candidateApiPath('/dashboard'),
        hasFields<TCandidateHome>('self', 'sections', 'eligibility', 'notice', 'accommodations'),
        { signal },
      );
      seed(home);
      return home;
    },
    // Parts that mount with the page reuse its answer; the page asks again on every visit.
    staleTime: 5_000,
  });

function useHomeOptions() {
  const queryClient = useQueryClient();
  return homeQueryOptions((home) => queryClient.setQueryData(candidateKeys.self(), home.self));
}

/** The page's own read: always fresh when the dashboard opens (the candidate comes back from a section). */
export function useCandidateHome() {
  return useQuery({ ...useHomeOptions(), refetchOnMount: 'always' });
}

/** One part of the dashboard's answer, for a card inside the page (never a request of its own). */
export function useHomePart<T>(select: (home: TCandidateHome) => T) {
  return useQuery({ ...useHomeOptions(), select, refetchOnMount: false });
}
