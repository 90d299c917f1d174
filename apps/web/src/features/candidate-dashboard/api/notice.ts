import type { TCandidateNoticeResponse } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

const key = () => [...candidateKeys.application(), 'notice'] as const;
const isNotice = hasFields<TCandidateNoticeResponse>('notice', 'version');

/** The notice before the first section (issue 21) and whether its current version is acknowledged. */
export const useCandidateNotice = (enabled: boolean) =>
  useQuery({
    queryKey: key(),
    queryFn: ({ signal }) => api.get(candidateApiPath('/notice'), isNotice, { signal }),
    // Refetched when the dashboard opens: a changed notice asks to be read again.
    staleTime: 0,
    enabled,
  });

export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => api.post(candidateApiPath('/notice/acknowledge'), { version }, isNotice),
    onSuccess: (notice) => queryClient.setQueryData(key(), notice),
    // A 409 means the notice changed meanwhile: show the new one.
    onError: () => void queryClient.invalidateQueries({ queryKey: key() }),
  });
}
