import type { TCandidateSectionsResponse, TSubmissionEligibility } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

export const getCandidateSections = (signal?: AbortSignal) =>
  api.get(candidateApiPath('/sections'), hasFields<TCandidateSectionsResponse>('sections', 'serverNow'), {
    signal,
  });

export const getSubmissionEligibility = (signal?: AbortSignal) =>
  api.get(
    candidateApiPath('/submission-eligibility'),
    hasFields<TSubmissionEligibility>('can_submit', 'reason'),
    { signal },
  );

/**
 * Always refetched when the dashboard opens (staleTime 0): the candidate usually arrives here from a
 * section they just answered or submitted.
 */
export const useCandidateSections = (enabled: boolean) =>
  useQuery({
    queryKey: candidateKeys.sections(),
    queryFn: ({ signal }) => getCandidateSections(signal),
    staleTime: 0,
    enabled,
  });

/** SPEC.md section 4: the final submission needs the server's say as well as every section completed. */
export const useSubmissionEligibility = (enabled: boolean) =>
  useQuery({
    queryKey: candidateKeys.eligibility(),
    queryFn: ({ signal }) => getSubmissionEligibility(signal),
    staleTime: 0,
    enabled,
  });
