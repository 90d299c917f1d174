import type { TCandidateFeedbackStatus } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from './application';
import { candidateKeys } from './candidate-keys';

/** Query key of the feedback report's state; under the candidate's key, so a live event refreshes it. */
export const feedbackStatusKey = () => [...candidateKeys.application(), 'feedback', 'status'] as const;

/**
 * Whether the candidate's feedback report can be read (issue 21): the finished screen links to it and the
 * feedback page waits on it. Scoring ends with an event on the candidate's own stream, which refetches it.
 */
export const useFeedbackStatus = (enabled = true) =>
  useQuery({
    queryKey: feedbackStatusKey(),
    queryFn: ({ signal }) =>
      api.get(candidateApiPath('/feedback/status'), hasFields<TCandidateFeedbackStatus>('state'), { signal }),
    enabled,
  });
