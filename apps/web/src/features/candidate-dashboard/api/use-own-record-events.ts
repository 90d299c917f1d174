import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

/** A burst of changes (answers saved, a section closed) becomes one refetch, not one per event. */
const COALESCE_MS = 250;

/**
 * Keeps the dashboard live: GET /api/candidate/events sends an event whenever the candidate's own record
 * changes (an admin's unlock or extra time, a section closed by its deadline), and every event refetches
 * the record, the sections and the eligibility. EventSource reconnects by itself; after a reconnect
 * ('ready' again) we refetch too, since changes during the gap were not sent.
 */
export function useOwnRecordEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/candidate/events', { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedOnce = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
      }, COALESCE_MS);
    };
    // 'candidate': the record changed; its payload is not read, everything is fetched again.
    source.addEventListener('candidate', refresh);
    source.addEventListener('ready', () => {
      if (connectedOnce) refresh();
      connectedOnce = true;
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [enabled, queryClient]);
}
