import { ErrorCode, type TUpdateCandidateProfile, ZCandidateSelf } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

export const updateCandidateProfile = (input: TUpdateCandidateProfile) =>
  api.patch(candidateApiPath('/me'), input, ZCandidateSelf);

/**
 * The answer is the saved record: the dashboard shows it at once; the greeting may carry the new name.
 * A refusal because the assessment was submitted meanwhile reloads the record, so the page turns read-only.
 */
export function useUpdateCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCandidateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(candidateKeys.self(), saved);
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.ASSESSMENT_LOCKED)
        void queryClient.invalidateQueries({ queryKey: candidateKeys.self() });
    },
  });
}
