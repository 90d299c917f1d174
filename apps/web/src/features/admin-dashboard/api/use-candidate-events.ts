import { candidatesKeys } from '@/lib/candidates-keys';
import { useLiveRefetch } from '@/lib/use-live-refetch';

/**
 * Keeps the table, counts and pipeline live: the server sends 'candidates' whenever a candidate of the
 * admin's company is added, changed or deleted, by anyone or any process.
 */
export function useCandidateEvents(enabled: boolean) {
  useLiveRefetch({
    url: '/api/candidates/events',
    event: 'candidates',
    queryKey: candidatesKeys.all,
    enabled,
  });
}
