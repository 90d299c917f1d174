import type { TCandidateHome, TCandidateNoticeResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';
import { useHomePart } from './home';

const isNotice = hasFields<TCandidateNoticeResponse>('notice', 'version');

/** The notice before the first section (issue 21) and whether its current version is acknowledged. */
export const useCandidateNotice = () => useHomePart((home) => home.notice);

export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => api.post(candidateApiPath('/notice/acknowledge'), { version }, isNotice),
    onSuccess: (notice) =>
      queryClient.setQueryData<TCandidateHome>(candidateKeys.home(), (home) => home && { ...home, notice }),
    // A 409 means the notice changed meanwhile: show the new one.
    onError: () => void queryClient.invalidateQueries({ queryKey: candidateKeys.home() }),
  });
}
