import type { TCandidateSelf } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from './application';
import { candidateKeys } from './candidate-keys';

/** GET /api/candidate/me: the candidate's own record; 404 when the account has none. */
export const getCandidateSelf = (signal?: AbortSignal) =>
  api.get(candidateApiPath('/me'), hasFields<TCandidateSelf>('id', 'testStatus', 'window'), { signal });

/**
 * Read by the candidate dashboard and the profile page. Always fresh when a page opens: an admin may
 * have unlocked the assessment or granted extra time since.
 */
export const candidateSelfQueryOptions = () =>
  queryOptions({
    queryKey: candidateKeys.self(),
    queryFn: ({ signal }) => getCandidateSelf(signal),
    staleTime: 0,
  });
