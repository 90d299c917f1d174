import { type TCandidateApplications, ZCandidateApplications } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

/** GET /api/candidate/applications: every application of the signed-in person (decision 032). */
export const useCandidateApplications = (enabled: boolean) =>
  useQuery<TCandidateApplications>({
    queryKey: candidateKeys.list(),
    queryFn: ({ signal }) => api.get('/api/candidate/applications', ZCandidateApplications, { signal }),
    staleTime: 0,
    enabled,
  });
