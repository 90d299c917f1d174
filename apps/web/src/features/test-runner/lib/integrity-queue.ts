import type { TIntegrityEventsRequest } from '@app/contracts';
import {
  type Backoff,
  backoffDelay,
  browserTimers,
  DEFAULT_BACKOFF,
  jsonSlot,
  type KeyValueStorage,
  type Timers,
} from './queue-support';
import type { SaveFailure } from './save-queue';

export type IntegrityEvent = TIntegrityEventsRequest['events'][number];
type StoredEvent = IntegrityEvent & { id: string };

export type IntegrityQueueOptions = {
  storage: KeyValueStorage | null;
  key: string;
  send: (events: IntegrityEvent[]) => Promise<unknown>;
  classify: (error: unknown) => SaveFailure;
  isOnline?: () => boolean;
  timers?: Timers;
  backoff?: Backoff;
  random?: () => number;
  /** Events that happen close together (a tab switch is a blur and a hidden tab) go in one request. */
  batchDelayMs?: number;
  newId?: () => string;
};

/** The contract's batch limit. */
export const MAX_BATCH = 100;
/** Kept at most while the server cannot be reached; older events give way (best effort). */
export const MAX_STORED = 500;

function parseStored(raw: unknown): StoredEvent[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.filter(
    (e): e is StoredEvent =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as StoredEvent).id === 'string' &&
      typeof (e as StoredEvent).type === 'string' &&
      typeof (e as StoredEvent).occurredAt === 'string',
  );
}

let counter = 0;
const defaultId = () =>
  `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Integrity signals (tab hidden, window blur, paste, leaving full screen), queued like answers: stored at
 * once, sent in batches, retried with backoff, paused while offline. Best effort: a refused batch is
 * dropped rather than retried, and a closed section stops the queue.
 */
export function createIntegrityQueue(options: IntegrityQueueOptions) {
  const {
    send,
    classify,
    isOnline = () => true,
    timers = browserTimers,
    backoff = DEFAULT_BACKOFF,
    random = Math.random,
    batchDelayMs = 2000,
    newId = defaultId,
  } = options;
  const slot = jsonSlot(options.storage, options.key, parseStored);
  const read = () => slot.read() ?? [];
  const write = (events: StoredEvent[]) => slot.write(events.length ? events : null);

  let online = isOnline();
  let inFlight = false;
  let failures = 0;
  let timer: unknown = null;
  let stopped = false;

  function schedule(ms: number) {
    if (timer !== null) return;
    timer = timers.set(() => {
      timer = null;
      pump();
    }, ms);
  }

  function pump() {
    if (stopped || inFlight || !online || timer !== null) return;
    const events = read();
    if (events.length === 0) return;
    const batch = events.slice(0, MAX_BATCH);
    inFlight = true;
    send(batch.map(({ id: _id, ...event }) => event)).then(
      () => {
        inFlight = false;
        failures = 0;
        const sent = new Set(batch.map((e) => e.id));
        write(read().filter((e) => !sent.has(e.id)));
        pump();
      },
      (error: unknown) => {
        inFlight = false;
        const failure = classify(error);
        if (failure === 'retry') {
          failures += 1;
          if (!isOnline()) online = false;
          else schedule(backoffDelay(failures, backoff, random));
          return;
        }
        if (failure === 'drop') {
          const sent = new Set(batch.map((e) => e.id));
          write(read().filter((e) => !sent.has(e.id)));
          pump();
          return;
        }
        stopped = true;
        write([]);
      },
    );
  }

  return {
    record(event: IntegrityEvent) {
      if (stopped) return;
      write([...read(), { ...event, id: newId() }].slice(-MAX_STORED));
      schedule(batchDelayMs);
    },
    /** Sends what is waiting now (e.g. before the section is submitted). */
    flush() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      pump();
    },
    setOnline(value: boolean) {
      online = value;
      if (value) {
        failures = 0;
        if (timer !== null) timers.clear(timer);
        timer = null;
        pump();
      }
    },
    /** Sends what an earlier visit left. */
    start: () => pump(),
    /** No more events: the section is closed. */
    stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
    pending: (): IntegrityEvent[] => read().map(({ id: _id, ...event }) => event),
    dispose() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
  };
}
