import { type TGradeConfirmationRequest, ZEvaluation } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';
import { reportsKeys } from './reports-keys';

/**
 * Confirms a machine grade as it stands (issue 20, human oversight); the dialog takes the recomputed
 * evaluation, the table its status (a confirmed grade no longer needs review).
 */
export function useConfirmGrade(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGradeConfirmationRequest) =>
      api.post(`/api/evaluations/${candidateId}/confirmations`, body, ZEvaluation),
    onSuccess: (evaluation) => {
      queryClient.setQueryData(reportsKeys.evaluation(candidateId), evaluation);
      void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
    },
  });
}
