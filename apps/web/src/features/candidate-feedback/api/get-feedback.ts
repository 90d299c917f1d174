import { CANDIDATE_FEEDBACK_PATH, ZCandidateFeedback } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

/** The candidate's own feedback report, read once its state is 'ready'. */
export const useCandidateFeedback = (enabled: boolean) =>
  useQuery({
    queryKey: [...candidateKeys.all, 'feedback', 'report'] as const,
    queryFn: ({ signal }) => api.get(CANDIDATE_FEEDBACK_PATH, ZCandidateFeedback, { signal }),
    enabled,
  });
