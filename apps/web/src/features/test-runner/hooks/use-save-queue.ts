import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { saveAnswer } from '../api/save-answer';
import { browserStorage } from '../lib/queue-support';
import { classifySaveFailure } from '../lib/save-errors';
import { createSaveQueue, type SaveQueue, type SaveQueueState } from '../lib/save-queue';

const IDLE: SaveQueueState = { status: 'saved', pending: 0, closedReason: null, rejected: [] };

/**
 * The page's answer save queue on localStorage, wired to the browser's online/offline events. Created in
 * an effect (not during render) so React's double-invoked effects in development never leave a disposed
 * queue in use. Null while `enabled` is false (a completed section is read-only). `savedRevisions`: the
 * revisions the server may hold per question (read once, when the queue is created).
 */
export function useSaveQueue(
  storageKey: string,
  enabled: boolean,
  savedRevisions: Iterable<readonly [string, number]> = [],
) {
  const [queue, setQueue] = useState<SaveQueue | null>(null);
  const revisionsRef = useRef(savedRevisions);
  revisionsRef.current = savedRevisions;

  useEffect(() => {
    if (!enabled) return;
    const created = createSaveQueue({
      storage: browserStorage(),
      key: storageKey,
      send: saveAnswer,
      classify: classifySaveFailure,
      isOnline: () => navigator.onLine,
      onDrop: (answer, error) =>
        console.error('An answer was refused and will not be retried.', answer, error),
      describeRefusal: (error) => getErrorMessage(error, 'The server refused it.'),
      savedRevisions: revisionsRef.current,
    });
    const online = () => created.setOnline(true);
    const offline = () => created.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    setQueue(created);
    created.start();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      created.dispose();
      setQueue(null);
    };
  }, [storageKey, enabled]);

  const subscribe = useCallback((listener: () => void) => queue?.subscribe(listener) ?? (() => {}), [queue]);
  const getSnapshot = useCallback(() => queue?.getState() ?? IDLE, [queue]);
  const state = useSyncExternalStore(subscribe, getSnapshot);
  return { queue, state };
}
