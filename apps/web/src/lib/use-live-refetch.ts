import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** A burst of changes (a worker moving a cohort along, answers saved) becomes one refetch, not one per event. */
const COALESCE_MS = 250;

/**
 * Refetches `queryKey` whenever the server-sent event stream at `url` sends `event`. Every 'ready' (the
 * first connection and each reconnect) refetches too: changes made while nothing listened were not sent,
 * whether during a dropped connection or before this page opened with data cached on another (ratings
 * saved in the queue, then back to the opening's counts). Event payloads are not read: everything under
 * the key is fetched again.
 */
export function useLiveRefetch(options: {
  url: string;
  event: string;
  queryKey: QueryKey;
  enabled: boolean;
}) {
  const { url, event, queryKey, enabled } = options;
  const queryClient = useQueryClient();
  // A key is usually a fresh array each render; its JSON keeps the stream open across renders.
  const keyJson = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: JSON.parse(keyJson) as QueryKey });
      }, COALESCE_MS);
    };
    source.addEventListener(event, refresh);
    source.addEventListener('ready', refresh);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [url, event, keyJson, enabled, queryClient]);
}
