import { ZEraseResult, ZPendingErasureRequests } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

const requestsKey = [...candidatesKeys.all, 'erasure-requests'] as const;

/** Candidates who asked to be erased and are not yet: oldest first, with the date the job would act. */
export const useErasureRequests = (enabled: boolean) =>
  useQuery({
    queryKey: requestsKey,
    queryFn: ({ signal }) => api.get('/api/candidates/erasure-requests', ZPendingErasureRequests, { signal }),
    enabled,
  });

/** Erases at once; the table, counts and requests reload (the row stays, as "Erased candidate"). */
export function useEraseCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/candidates/${encodeURIComponent(id)}/erase`, undefined, ZEraseResult),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKeys.all }),
  });
}
