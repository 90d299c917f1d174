import type { TIntegrityEventType } from '@app/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { sendIntegrityEvents } from '../api/send-integrity-events';
import { createIntegrityQueue } from '../lib/integrity-queue';
import { listenForIntegritySignals } from '../lib/integrity-signals';
import { browserStorage } from '../lib/queue-support';
import { classifySaveFailure } from '../lib/save-errors';

type Options = {
  enabled: boolean;
  sectionId: string;
  storageKey: string;
  /** The question on screen when a signal happens. */
  questionId: string | undefined;
  /** The server's time now, as ISO text. */
  serverNowIso: () => string;
};

/**
 * Records the integrity signals the candidate was told about before starting: the tab hidden, the window
 * losing focus to another window, a paste into an answer, and leaving full screen after entering it
 * (lib/integrity-signals.ts decides what counts). They are timestamped by the server's clock and sent in
 * batches, best effort; nothing here ever blocks the candidate.
 */
export function useIntegritySignals({ enabled, sectionId, storageKey, questionId, serverNowIso }: Options) {
  const latest = useRef({ questionId, serverNowIso });
  latest.current = { questionId, serverNowIso };
  const recordRef = useRef<(type: TIntegrityEventType) => void>(() => {});

  useEffect(() => {
    if (!enabled) return;
    const queue = createIntegrityQueue({
      storage: browserStorage(),
      key: storageKey,
      send: (events) => sendIntegrityEvents(sectionId, events),
      classify: classifySaveFailure,
      isOnline: () => navigator.onLine,
    });
    const record = (type: TIntegrityEventType) => {
      const { questionId: current, serverNowIso: now } = latest.current;
      queue.record({ type, occurredAt: now(), ...(current ? { questionId: current } : {}) });
    };
    recordRef.current = record;
    const stopListening = listenForIntegritySignals(window, record);
    const online = () => queue.setOnline(true);
    const offline = () => queue.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    queue.start();
    return () => {
      stopListening();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      recordRef.current = () => {};
      queue.flush();
      queue.dispose();
    };
  }, [enabled, sectionId, storageKey]);

  const recordPaste = useCallback(() => recordRef.current('paste'), []);
  return { recordPaste };
}
