import { type TScoreOverrideRequest, ZEvaluation } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';
import { reportsKeys } from './reports-keys';

/** Overrides an open-ended score; the dialog takes the recomputed evaluation, the table its new total. */
export function useOverrideScore(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TScoreOverrideRequest) =>
      api.post(`/api/evaluations/${candidateId}/overrides`, body, ZEvaluation),
    onSuccess: (evaluation) => {
      queryClient.setQueryData(reportsKeys.evaluation(candidateId), evaluation);
      void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
    },
  });
}
