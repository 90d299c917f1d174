import { type TRatingRequest, ZEvaluation } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

/**
 * Rates one written answer; the server recomputes the candidate's scores. Everything under the candidates
 * key is refetched: the queue, the candidates' list and any open report of that candidate.
 */
export function useSaveRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, ...body }: TRatingRequest & { candidateId: string }) =>
      api.post(`/api/evaluations/${encodeURIComponent(candidateId)}/ratings`, body, ZEvaluation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKeys.all }),
  });
}
