import type { TAnswerValue, TCandidateAnswer } from '@app/contracts';
import {
  type Backoff,
  backoffDelay,
  browserTimers,
  DEFAULT_BACKOFF,
  jsonSlot,
  type KeyValueStorage,
  type Timers,
} from './queue-support';

/**
 * The answer save queue: no answer a candidate gives may be lost (issue 5, "No lost work").
 *
 * Every answer is written to storage (localStorage) the moment it is given, before any request, so a
 * reload, a crash or a closed laptop keeps it; it leaves storage only once the server has confirmed it.
 * Storage is the queue itself, not a copy: a second tab on the same section shares it, and each answer
 * is an upsert, so sending one twice is harmless. Answers go to the server one at a time, the latest per
 * question (a newer answer to a question replaces the queued one), each with a revision that grows per
 * question, so a slow older save can never overwrite a newer one on the server and a retry gets its
 * first attempt's outcome. Transient failures (network, 5xx, 429) are retried with exponential
 * backoff; while the browser is offline nothing is sent until it is back. An answer the server refuses
 * as it is (a 400: e.g. text it cannot store) is not retried: it is reported as rejected, for the
 * runner to show on its question, and the others go on. A closed section (its deadline passed or it was
 * submitted) or a locked assessment stops the queue instead of retrying forever.
 *
 * Pure: storage, the request, the clock, the timers and the online state are injected.
 */

export type PendingAnswer = {
  questionId: string;
  value: TAnswerValue;
  /** The question's 0-based position in the section. */
  questionIndex: number;
  /** Total time spent on the question so far. */
  timeSpentMs: number;
  /** When the candidate gave the answer, by the server's clock (epoch ms): decides merges on load. */
  answeredAt: number;
  /**
   * Orders the saves of this question on the server: the answer's time in whole ms, raised by the queue
   * above any revision this question had, so each new answer's is higher than the last.
   */
  revision: number;
};

/** What the runner hands the queue: the queue numbers it. */
export type NewAnswer = Omit<PendingAnswer, 'revision'>;

/** An answer the server refused for good, shown on its question until a newer answer to it is saved. */
export type RejectedAnswer = { questionId: string; revision: number; message: string };

type StoredAnswer = PendingAnswer & {
  /** Not sent before this time of the queue's clock (text answers wait out a typing pause). */
  readyAt: number;
};

export type ClosedReason = 'section_closed' | 'assessment_locked';

/** What a failed save means: try again later, give up on this answer alone, or stop the queue. */
export type SaveFailure = 'retry' | 'drop' | ClosedReason;

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'retrying' | 'closed' | 'rejected';

export type SaveQueueState = {
  status: SaveStatus;
  /** Answers not yet confirmed by the server. */
  pending: number;
  closedReason: ClosedReason | null;
  /** Answers the server refused for good, at most one per question ('rejected' once nothing else is on). */
  rejected: readonly RejectedAnswer[];
};

/** How a flush ended: everything saved, or why not ('rejected': all sent, some refused for good). */
export type FlushResult = 'saved' | 'offline' | 'failed' | 'closed' | 'rejected';

export type SaveQueueOptions = {
  /** null: keep the queue in memory only (storage unavailable). */
  storage: KeyValueStorage | null;
  /** One key per candidate and section. */
  key: string;
  send: (answer: PendingAnswer) => Promise<unknown>;
  classify: (error: unknown) => SaveFailure;
  isOnline?: () => boolean;
  /** The queue's own clock for typing pauses and backoff (not the deadline). */
  now?: () => number;
  timers?: Timers;
  backoff?: Backoff;
  random?: () => number;
  /** An answer the server refused for good (e.g. a question that no longer exists). */
  onDrop?: (answer: PendingAnswer, error: unknown) => void;
  /** What the candidate is told about a refused answer (e.g. the server's message). */
  describeRefusal?: (error: unknown) => string;
  /**
   * Revisions the server may hold already, per question (from its saved answers): new answers get higher
   * ones even if this device's clock estimate is behind the one that saved them.
   */
  savedRevisions?: Iterable<readonly [string, number]>;
};

const STORAGE_VERSION = 1 as const;

function isStoredAnswer(value: unknown): value is Omit<StoredAnswer, 'revision'> & { revision?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.questionId === 'string' &&
    (typeof v.value === 'number' || typeof v.value === 'string') &&
    typeof v.questionIndex === 'number' &&
    typeof v.timeSpentMs === 'number' &&
    typeof v.answeredAt === 'number' &&
    typeof v.readyAt === 'number'
  );
}

/** The revision an answer's time gives it: whole ms, as the server takes it. */
const revisionAt = (answeredAt: number) => Math.max(0, Math.ceil(answeredAt));

type StoredQueue = { v: typeof STORAGE_VERSION; answers: StoredAnswer[] };

function parseStored(raw: unknown): StoredQueue | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { v, answers } = raw as { v?: unknown; answers?: unknown };
  if (v !== STORAGE_VERSION || !Array.isArray(answers)) return null;
  return {
    v: STORAGE_VERSION,
    // Answers stored before revisions existed are numbered by their time.
    answers: answers.filter(isStoredAnswer).map((a) => ({
      ...a,
      revision: typeof a.revision === 'number' ? a.revision : revisionAt(a.answeredAt),
    })),
  };
}

function slotFor(storage: KeyValueStorage | null, key: string) {
  const slot = jsonSlot(storage, key, parseStored);
  return {
    read: (): StoredAnswer[] => slot.read()?.answers ?? [],
    write: (answers: StoredAnswer[]) => slot.write(answers.length ? { v: STORAGE_VERSION, answers } : null),
  };
}

const strip = ({ readyAt: _readyAt, ...answer }: StoredAnswer): PendingAnswer => answer;

/** The answers waiting in storage for `key` (e.g. left by a crash), without starting a queue. */
export function readPendingAnswers(storage: KeyValueStorage | null, key: string): PendingAnswer[] {
  return slotFor(storage, key).read().map(strip);
}

/** Replaces what waits in storage for `key`; all of it is sent as soon as a queue starts. */
export function writePendingAnswers(storage: KeyValueStorage | null, key: string, answers: PendingAnswer[]) {
  slotFor(storage, key).write(answers.map((a) => ({ ...a, readyAt: 0 })));
}

/**
 * On load: the server's saved answers, overlaid with the answers still waiting in storage. A waiting
 * answer given after the server's saved one (or to a question without one) wins and must be sent again;
 * an older one was overtaken (saved already, or changed in another tab) and is dropped. Waiting answers
 * to questions not in the section are dropped.
 */
export function mergeAnswers(
  saved: readonly Pick<TCandidateAnswer, 'questionId' | 'value' | 'savedAt'>[],
  waiting: readonly PendingAnswer[],
  questionIds: Iterable<string>,
): { values: Map<string, TAnswerValue>; resend: PendingAnswer[] } {
  const known = new Set(questionIds);
  const values = new Map<string, TAnswerValue>();
  const savedAt = new Map<string, number>();
  for (const answer of saved) {
    if (!known.has(answer.questionId)) continue;
    values.set(answer.questionId, answer.value);
    savedAt.set(answer.questionId, Date.parse(answer.savedAt));
  }
  const latest = new Map<string, PendingAnswer>();
  for (const answer of waiting) {
    const previous = latest.get(answer.questionId);
    if (!previous || answer.answeredAt >= previous.answeredAt) latest.set(answer.questionId, answer);
  }
  const resend: PendingAnswer[] = [];
  for (const answer of latest.values()) {
    if (!known.has(answer.questionId)) continue;
    const serverTime = savedAt.get(answer.questionId);
    if (serverTime !== undefined && answer.answeredAt <= serverTime) continue;
    values.set(answer.questionId, answer.value);
    resend.push(answer);
  }
  return { values, resend };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;

export function createSaveQueue(options: SaveQueueOptions) {
  const {
    send,
    classify,
    isOnline = () => true,
    now = Date.now,
    timers = browserTimers,
    backoff = DEFAULT_BACKOFF,
    random = Math.random,
    onDrop,
    describeRefusal = () => 'The server refused it.',
  } = options;
  const { read, write } = slotFor(options.storage, options.key);
  /** The highest revision each question has had on this device (or on the server, as far as known). */
  const lastRevision = new Map<string, number>(options.savedRevisions ?? []);
  let rejected: readonly RejectedAnswer[] = [];

  let online = isOnline();
  let inFlight: StoredAnswer | null = null;
  let failures = 0;
  let retryTimer: unknown = null;
  let readyTimer: unknown = null;
  let closedReason: ClosedReason | null = null;
  let disposed = false;
  let waiters: ((result: FlushResult) => void)[] = [];
  const listeners = new Set<() => void>();
  let state: SaveQueueState = { status: 'saved', pending: 0, closedReason: null, rejected };

  function computeState(): SaveQueueState {
    const pending = read().length;
    let status: SaveStatus;
    if (closedReason) status = 'closed';
    else if (!online) status = 'offline';
    else if (failures > 0) status = 'retrying';
    else if (pending > 0 || inFlight) status = 'saving';
    else if (rejected.length > 0) status = 'rejected';
    else status = 'saved';
    return { status, pending, closedReason, rejected };
  }

  function emit() {
    const next = computeState();
    if (
      next.status === state.status &&
      next.pending === state.pending &&
      next.closedReason === state.closedReason &&
      next.rejected === state.rejected
    ) {
      return;
    }
    state = next;
    for (const listener of listeners) listener();
  }

  function settle(result: FlushResult) {
    const pending = waiters;
    waiters = [];
    for (const resolve of pending) resolve(result);
  }

  function clearTimer(which: 'retry' | 'ready') {
    const handle = which === 'retry' ? retryTimer : readyTimer;
    if (handle !== null) timers.clear(handle);
    if (which === 'retry') retryTimer = null;
    else readyTimer = null;
  }

  const sameAnswer = (a: PendingAnswer, b: PendingAnswer) =>
    a.questionId === b.questionId && a.revision === b.revision && a.value === b.value;

  function pump() {
    if (disposed || closedReason || inFlight) return;
    if (!online) {
      settle('offline');
      emit();
      return;
    }
    if (retryTimer !== null) {
      emit();
      return;
    }
    const answers = read();
    if (answers.length === 0) {
      failures = 0;
      settle(rejected.length > 0 ? 'rejected' : 'saved');
      emit();
      return;
    }
    const at = now();
    // A flush sends answers still inside their typing pause too.
    const flushing = waiters.length > 0;
    const ready = answers
      .filter((a) => flushing || a.readyAt <= at)
      .sort((a, b) => a.answeredAt - b.answeredAt);
    const next = ready[0];
    if (!next) {
      clearTimer('ready');
      const wait = Math.max(0, Math.min(...answers.map((a) => a.readyAt)) - at);
      readyTimer = timers.set(() => {
        readyTimer = null;
        pump();
      }, wait);
      emit();
      return;
    }
    inFlight = next;
    emit();
    send(strip(next)).then(
      () => {
        if (disposed) return;
        inFlight = null;
        failures = 0;
        // Only the answer that was sent leaves storage: a newer one given meanwhile stays queued. A stale
        // save (the server had a newer revision) is done too: the newer answer stands.
        write(read().filter((a) => !sameAnswer(a, next)));
        const before = rejected;
        rejected = rejected.filter((r) => r.questionId !== next.questionId || r.revision > next.revision);
        if (rejected.length === before.length) rejected = before;
        pump();
      },
      (error: unknown) => {
        if (disposed) return;
        inFlight = null;
        const failure = classify(error);
        if (failure === 'drop') {
          // Never retried (it would be refused again as it is): shown on its question instead.
          write(read().filter((a) => !sameAnswer(a, next)));
          rejected = [
            ...rejected.filter((r) => r.questionId !== next.questionId),
            { questionId: next.questionId, revision: next.revision, message: describeRefusal(error) },
          ];
          onDrop?.(strip(next), error);
          pump();
          return;
        }
        if (failure === 'section_closed' || failure === 'assessment_locked') {
          stop(failure);
          return;
        }
        failures += 1;
        if (!isOnline()) online = false;
        if (online) {
          retryTimer = timers.set(
            () => {
              retryTimer = null;
              pump();
            },
            backoffDelay(failures, backoff, random),
          );
        }
        settle(online ? 'failed' : 'offline');
        emit();
      },
    );
  }

  function stop(reason: ClosedReason) {
    closedReason = reason;
    clearTimer('retry');
    clearTimer('ready');
    // Answers to a closed section can never be saved. After a final submission they are kept: an admin
    // may unlock the assessment, and then they are sent on the next visit.
    if (reason === 'section_closed') write([]);
    settle('closed');
    emit();
  }

  state = computeState();

  return {
    /**
     * Queues an answer (replacing any queued answer to the same question) and stores it at once.
     * `delayMs` holds the request back while the candidate is still typing. False when the queue is
     * closed and the answer cannot be saved any more.
     */
    enqueue(answer: NewAnswer, { delayMs = 0 }: { delayMs?: number } = {}): boolean {
      if (disposed || closedReason) return false;
      const stored = read();
      const others = stored.filter((a) => a.questionId !== answer.questionId);
      const queued = stored.find((a) => a.questionId === answer.questionId)?.revision ?? -1;
      // Two answers within a millisecond (or after a clock correction) still get growing revisions.
      const revision = Math.max(
        revisionAt(answer.answeredAt),
        queued + 1,
        (lastRevision.get(answer.questionId) ?? -1) + 1,
      );
      lastRevision.set(answer.questionId, revision);
      write([...others, { ...answer, revision, readyAt: now() + delayMs }]);
      pump();
      return true;
    },

    /**
     * Sends everything now, typing pauses and backoff waits included, and resolves once all is saved,
     * or with why not: 'offline', 'failed' (the server could not be reached; retries go on) or 'closed'.
     */
    flush(): Promise<FlushResult> {
      if (closedReason) return Promise.resolve('closed');
      if (disposed) return Promise.resolve('failed');
      if (!online) return Promise.resolve('offline');
      clearTimer('retry');
      clearTimer('ready');
      const done = new Promise<FlushResult>((resolve) => waiters.push(resolve));
      pump();
      return done;
    },

    /** The browser's online/offline events: offline pauses sending, online resumes at once. */
    setOnline(value: boolean) {
      if (online === value) return;
      online = value;
      if (online) {
        failures = 0;
        clearTimer('retry');
      }
      pump();
      emit();
    },

    /** Starts sending what storage already holds (left by an earlier visit). */
    start() {
      const stored = read();
      for (const a of stored)
        lastRevision.set(a.questionId, Math.max(a.revision, lastRevision.get(a.questionId) ?? -1));
      write(stored.map((a) => ({ ...a, readyAt: 0 })));
      pump();
      emit();
    },

    /** Stops the queue as the server said (e.g. SECTION_CLOSED seen by another request). */
    close(reason: ClosedReason) {
      if (!closedReason) stop(reason);
    },

    pending: (): PendingAnswer[] => read().map(strip),
    getState: (): SaveQueueState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Stops timers and listeners; what is stored stays stored for the next visit. */
    dispose() {
      disposed = true;
      clearTimer('retry');
      clearTimer('ready');
      settle('failed');
      listeners.clear();
    },
  };
}
