import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { candidatesKeys } from './candidates-keys';

/** A burst of changes (a worker moving a cohort along) becomes one refetch, not one per event. */
const COALESCE_MS = 250;

/**
 * Keeps the table, counts and pipeline live: the server sends 'candidates' whenever a candidate of the
 * admin's company is added, changed or deleted, by anyone or any process. EventSource reconnects by
 * itself; after a reconnect ('ready') we refetch, since changes during the gap were not sent.
 */
export function useCandidateEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/candidates/events', { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedOnce = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
      }, COALESCE_MS);
    };
    source.addEventListener('candidates', refresh);
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
