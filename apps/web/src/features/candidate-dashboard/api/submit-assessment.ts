import type { TSubmitAssessmentRequest, TSubmitAssessmentResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

export const submitAssessment = (input: TSubmitAssessmentRequest) =>
  api.post('/api/submit-assessment', input, hasFields<TSubmitAssessmentResponse>('message', 'submission_id'));

/** Whatever the answer, the record, sections and eligibility are read again: the server decides. */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
