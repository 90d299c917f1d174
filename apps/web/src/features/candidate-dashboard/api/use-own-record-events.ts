import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';
import { useLiveRefetch } from '@/lib/use-live-refetch';

/**
 * Keeps the dashboard live: GET /api/candidate/events sends 'candidate' whenever the candidate's own
 * record changes (an admin's unlock or extra time, a section closed by its deadline), and every event
 * refetches the record, the sections and the eligibility.
 */
export function useOwnRecordEvents(enabled: boolean) {
  useLiveRefetch({
    url: candidateApiPath('/events'),
    event: 'candidate',
    queryKey: candidateKeys.all,
    enabled,
  });
}
