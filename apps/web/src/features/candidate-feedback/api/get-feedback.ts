import { ZCandidateFeedback } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

/** The candidate's own feedback report, read once its state is 'ready'. */
export const useCandidateFeedback = (enabled: boolean) =>
  useQuery({
    queryKey: [...candidateKeys.application(), 'feedback', 'report'] as const,
    queryFn: ({ signal }) => api.get(candidateApiPath('/feedback'), ZCandidateFeedback, { signal }),
    enabled,
  });
