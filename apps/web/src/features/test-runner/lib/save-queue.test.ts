import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifySaveFailure } from './save-errors';
import {
  createSaveQueue,
  mergeAnswers,
  type PendingAnswer,
  readPendingAnswers,
  type SaveQueueOptions,
  writePendingAnswers,
} from './save-queue';
import { fakeClock, memoryStorage, settle } from './test-doubles';

const KEY = 'answers:user-1:section-1';

const answer = (questionId: string, value: number | string, answeredAt = 1000): PendingAnswer => ({
  questionId,
  value,
  questionIndex: Number(questionId.replace(/\D/g, '')) || 0,
  timeSpentMs: 1500,
  answeredAt,
  revision: answeredAt,
});

const networkError = () => new ApiError({ message: 'x', status: 0, code: 'NETWORK_ERROR' });
const closedError = () => new ApiError({ message: 'closed', status: 409, code: 'SECTION_CLOSED' });

/** A server double: each request waits until the test answers it with ok() or fail(). */
function controllableServer() {
  const requests: { answer: PendingAnswer; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const send = vi.fn(
    (a: PendingAnswer) =>
      new Promise<void>((resolve, reject) => {
        requests.push({ answer: a, resolve, reject });
      }),
  );
  return {
    send,
    requests,
    async ok() {
      const request = requests.shift();
      if (!request) throw new Error('no request in flight');
      request.resolve();
      await settle();
      return request.answer;
    },
    async fail(error: unknown = networkError()) {
      const request = requests.shift();
      if (!request) throw new Error('no request in flight');
      request.reject(error);
      await settle();
      return request.answer;
    },
  };
}

function setup(overrides: Partial<SaveQueueOptions> = {}) {
  const storage = memoryStorage();
  const clock = fakeClock();
  const server = controllableServer();
  let online = true;
  const queue = createSaveQueue({
    storage,
    key: KEY,
    send: server.send,
    classify: classifySaveFailure,
    isOnline: () => online,
    now: clock.now,
    timers: clock.timers,
    random: () => 0.5,
    ...overrides,
  });
  return {
    storage,
    clock,
    server,
    queue,
    goOffline() {
      online = false;
      queue.setOnline(false);
    },
    goOnline() {
      online = true;
      queue.setOnline(true);
    },
    dropConnection() {
      online = false;
    },
  };
}

describe('save queue: persistence', () => {
  it('stores an answer before sending it and removes it once the server confirmed it', async () => {
    const { queue, server, storage } = setup();
    queue.enqueue(answer('q1', 2));
    expect(readPendingAnswers(storage, KEY)).toEqual([answer('q1', 2)]);
    expect(server.send).toHaveBeenCalledWith(answer('q1', 2));
    expect(queue.getState()).toEqual({ status: 'saving', pending: 1, closedReason: null, rejected: [] });
    await server.ok();
    expect(readPendingAnswers(storage, KEY)).toEqual([]);
    expect(storage.map.has(KEY)).toBe(false);
    expect(queue.getState().status).toBe('saved');
  });

  it('survives a reload: a new queue on the same storage sends what the old one left', async () => {
    const first = setup();
    first.goOffline();
    first.queue.enqueue(answer('q1', 1));
    first.queue.enqueue(answer('q2', 'draft text'));
    first.queue.dispose();
    expect(first.server.send).not.toHaveBeenCalled();

    const server = controllableServer();
    const clock = fakeClock();
    const reloaded = createSaveQueue({
      storage: first.storage,
      key: KEY,
      send: server.send,
      classify: classifySaveFailure,
      now: clock.now,
      timers: clock.timers,
    });
    expect(reloaded.getState().pending).toBe(2);
    reloaded.start();
    await server.ok();
    await server.ok();
    expect(server.send.mock.calls.map(([a]) => a.questionId)).toEqual(['q1', 'q2']);
    expect(reloaded.getState()).toEqual({ status: 'saved', pending: 0, closedReason: null, rejected: [] });
  });

  it('keeps only the latest answer per question and never drops one given while the older was in flight', async () => {
    const { queue, server, storage } = setup();
    queue.enqueue(answer('q1', 0, 1000));
    queue.enqueue(answer('q1', 3, 2000));
    expect(readPendingAnswers(storage, KEY)).toEqual([answer('q1', 3, 2000)]);
    // The first request (value 0) was already on its way; its success must not remove value 3.
    expect(await server.ok()).toEqual(answer('q1', 0, 1000));
    expect(readPendingAnswers(storage, KEY)).toEqual([answer('q1', 3, 2000)]);
    expect(await server.ok()).toEqual(answer('q1', 3, 2000));
    expect(readPendingAnswers(storage, KEY)).toEqual([]);
  });

  it('ignores unreadable storage and works in memory when storage throws', async () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const server = controllableServer();
    const queue = createSaveQueue({
      storage: broken,
      key: KEY,
      send: server.send,
      classify: classifySaveFailure,
    });
    queue.enqueue(answer('q1', 1));
    expect(queue.pending()).toEqual([answer('q1', 1)]);
    await server.ok();
    expect(queue.getState().status).toBe('saved');

    const garbage = memoryStorage({ [KEY]: '{not json' });
    expect(readPendingAnswers(garbage, KEY)).toEqual([]);
  });
});

describe('save queue: typing pauses', () => {
  it('holds a text answer back until the typing pause is over, sending only the last text', async () => {
    const { queue, server, clock } = setup();
    queue.enqueue(answer('q1', 'Dear'), { delayMs: 800 });
    await clock.advance(500);
    queue.enqueue(answer('q1', 'Dear team', 1500), { delayMs: 800 });
    await clock.advance(700);
    expect(server.send).not.toHaveBeenCalled();
    expect(queue.getState().status).toBe('saving');
    await clock.advance(100);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(server.send).toHaveBeenCalledWith(answer('q1', 'Dear team', 1500));
  });

  it('flush sends held answers at once and resolves when everything is saved', async () => {
    const { queue, server } = setup();
    queue.enqueue(answer('q1', 'Draft'), { delayMs: 800 });
    const flushed = queue.flush();
    expect(server.send).toHaveBeenCalledTimes(1);
    await server.ok();
    await expect(flushed).resolves.toBe('saved');
  });
});

describe('save queue: retries with backoff', () => {
  it('retries a failed save after 1 s, 2 s, 4 s ... and reports it meanwhile', async () => {
    const { queue, server, clock } = setup();
    queue.enqueue(answer('q1', 1));
    await server.fail();
    expect(queue.getState().status).toBe('retrying');
    expect(clock.waiting()).toEqual([1000]);
    await clock.advance(999);
    expect(server.send).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(server.send).toHaveBeenCalledTimes(2);
    await server.fail(new ApiError({ message: 'boom', status: 503, code: 'INTERNAL' }));
    expect(clock.waiting()).toEqual([2000]);
    await clock.advance(2000);
    await server.fail();
    expect(clock.waiting()).toEqual([4000]);
    await clock.advance(4000);
    await server.ok();
    expect(queue.getState()).toEqual({ status: 'saved', pending: 0, closedReason: null, rejected: [] });
  });

  it('caps the backoff at 30 s and spreads it with jitter', async () => {
    const { backoffDelay } = await import('./queue-support');
    const backoff = { baseMs: 1000, maxMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, backoff, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(backoffDelay(1, backoff, () => 0)).toBe(750);
    expect(backoffDelay(1, backoff, () => 1)).toBe(1250);
  });

  it('a flush during a backoff wait tries again at once and reports a failure instead of waiting', async () => {
    const { queue, server } = setup();
    queue.enqueue(answer('q1', 1));
    await server.fail();
    const flushed = queue.flush();
    expect(server.send).toHaveBeenCalledTimes(2);
    await server.fail();
    await expect(flushed).resolves.toBe('failed');
    expect(queue.pending()).toHaveLength(1);
  });

  it('drops an answer the server refuses for good, reports it as not saved, and goes on with the others', async () => {
    const onDrop = vi.fn();
    const { queue, server } = setup({ onDrop, describeRefusal: (error) => (error as Error).message });
    queue.enqueue(answer('q1', 1, 1000));
    queue.enqueue(answer('q2', 2, 2000));
    await server.fail(new ApiError({ message: 'Not found', status: 404, code: 'NOT_FOUND' }));
    expect(onDrop).toHaveBeenCalledWith(answer('q1', 1, 1000), expect.any(ApiError));
    await server.ok();
    expect(queue.getState()).toEqual({
      status: 'rejected',
      pending: 0,
      closedReason: null,
      rejected: [{ questionId: 'q1', revision: 1000, message: 'Not found' }],
    });
  });
});

describe('save queue: answers refused as they are (400)', () => {
  const hostile = () =>
    new ApiError({
      message: 'Text cannot contain NUL (\\u0000) characters.',
      status: 400,
      code: 'VALIDATION_ERROR',
    });

  it('never retries a 400, keeps the others flowing, and says which answer is not saved', async () => {
    const { queue, server, clock, storage } = setup({
      describeRefusal: (error) => (error as Error).message,
    });
    queue.enqueue(answer('q1', 'bad\u0000text', 1000));
    queue.enqueue(answer('q2', 1, 2000));
    await server.fail(hostile());
    // The next answer goes at once, with no backoff and no failure status.
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(server.send).toHaveBeenLastCalledWith(answer('q2', 1, 2000));
    expect(queue.getState().status).toBe('saving');
    await server.ok();
    await clock.advance(10 * 60_000);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(readPendingAnswers(storage, KEY)).toEqual([]);
    expect(queue.getState()).toEqual({
      status: 'rejected',
      pending: 0,
      closedReason: null,
      rejected: [
        { questionId: 'q1', revision: 1000, message: 'Text cannot contain NUL (\\u0000) characters.' },
      ],
    });
    await expect(queue.flush()).resolves.toBe('rejected');
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('clears the refusal once a changed answer to that question is saved, not before', async () => {
    const { queue, server } = setup();
    queue.enqueue(answer('q1', 'bad\u0000', 1000));
    await server.fail(hostile());
    queue.enqueue(answer('q1', 'still\u0000bad', 2000));
    expect(queue.getState().rejected).toHaveLength(1);
    await server.fail(hostile());
    expect(queue.getState().rejected).toEqual([
      { questionId: 'q1', revision: 2000, message: 'The server refused it.' },
    ]);
    queue.enqueue(answer('q1', 'fine', 3000));
    await server.ok();
    expect(queue.getState()).toEqual({ status: 'saved', pending: 0, closedReason: null, rejected: [] });
    await expect(queue.flush()).resolves.toBe('saved');
  });

  it('retries only transient failures: network, 5xx and 429 (and a lost session)', async () => {
    const error = (status: number, code: string) => new ApiError({ message: 'm', status, code });
    for (const transient of [
      error(0, 'NETWORK_ERROR'),
      error(500, 'INTERNAL'),
      error(503, 'UNEXPECTED_RESPONSE'),
      error(429, 'RATE_LIMITED'),
    ]) {
      const { queue, server, clock } = setup();
      queue.enqueue(answer('q1', 1));
      await server.fail(transient);
      expect(queue.getState().status, transient.code).toBe('retrying');
      await clock.advance(1000);
      expect(server.send, transient.code).toHaveBeenCalledTimes(2);
      expect(queue.getState().rejected).toEqual([]);
    }
    for (const final of [
      error(400, 'VALIDATION_ERROR'),
      error(413, 'PAYLOAD_TOO_LARGE'),
      error(404, 'NOT_FOUND'),
    ]) {
      const { queue, server, clock } = setup();
      queue.enqueue(answer('q1', 1));
      await server.fail(final);
      await clock.advance(60_000);
      expect(server.send, final.code).toHaveBeenCalledTimes(1);
      expect(queue.getState().status, final.code).toBe('rejected');
    }
  });
});

describe('save queue: revisions', () => {
  it('numbers every answer to a question higher than the last, within a millisecond too', async () => {
    const { queue, server } = setup();
    queue.enqueue({ ...answer('q1', 0, 5000.4) });
    queue.enqueue({ ...answer('q1', 1, 5000.4) });
    queue.enqueue({ ...answer('q1', 2, 4990) });
    // The first was on its way; the queue holds only the latest, numbered above both others.
    expect(queue.pending()).toEqual([{ ...answer('q1', 2, 4990), revision: 5003 }]);
    expect((await server.ok()).revision).toBe(5001);
    expect((await server.ok()).revision).toBe(5003);
    queue.enqueue(answer('q1', 3, 4000));
    expect((await server.ok()).revision).toBe(5004);
  });

  it('starts above the revisions the server may hold, and above what an earlier visit left', async () => {
    const storage = memoryStorage();
    writePendingAnswers(storage, KEY, [{ ...answer('q2', 1, 7000), revision: 7100 }]);
    const server = controllableServer();
    const clock = fakeClock();
    const queue = createSaveQueue({
      storage,
      key: KEY,
      send: server.send,
      classify: classifySaveFailure,
      now: clock.now,
      timers: clock.timers,
      savedRevisions: [['q1', 9000]],
    });
    queue.start();
    expect((await server.ok()).revision).toBe(7100);
    queue.enqueue(answer('q1', 1, 8000));
    queue.enqueue(answer('q2', 1, 7050));
    expect((await server.ok()).revision).toBe(9001);
    expect((await server.ok()).revision).toBe(7101);
  });

  it('reads answers stored before revisions existed, numbered by their time', () => {
    const { revision: _revision, ...old } = answer('q1', 1, 1234.5);
    const storage = memoryStorage({ [KEY]: JSON.stringify({ v: 1, answers: [{ ...old, readyAt: 0 }] }) });
    expect(readPendingAnswers(storage, KEY)).toEqual([{ ...old, revision: 1235 }]);
  });

  it('takes a stale answer (the server had a newer revision) as done, not as a failure', async () => {
    const send = vi.fn(async (a: PendingAnswer) => ({
      questionId: a.questionId,
      savedAt: new Date(9000).toISOString(),
      revision: 9000,
      stale: true,
    }));
    const { queue, storage, clock } = setup({ send });
    queue.enqueue(answer('q1', 1));
    await settle();
    expect(queue.getState()).toEqual({ status: 'saved', pending: 0, closedReason: null, rejected: [] });
    expect(readPendingAnswers(storage, KEY)).toEqual([]);
    await clock.advance(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('save queue: offline', () => {
  it('pauses while offline, keeps answers, and sends them as soon as the browser is online', async () => {
    const { queue, server, goOffline, goOnline, storage } = setup();
    goOffline();
    expect(queue.getState().status).toBe('offline');
    queue.enqueue(answer('q1', 1, 1000));
    queue.enqueue(answer('q2', 0, 2000));
    expect(server.send).not.toHaveBeenCalled();
    expect(queue.getState()).toEqual({ status: 'offline', pending: 2, closedReason: null, rejected: [] });
    await expect(queue.flush()).resolves.toBe('offline');
    expect(readPendingAnswers(storage, KEY)).toHaveLength(2);

    goOnline();
    await server.ok();
    await server.ok();
    expect(queue.getState()).toEqual({ status: 'saved', pending: 0, closedReason: null, rejected: [] });
  });

  it('a request failing because the connection dropped waits for the online event, not a timer', async () => {
    const { queue, server, clock, dropConnection, goOnline } = setup();
    queue.enqueue(answer('q1', 1));
    dropConnection();
    await server.fail();
    expect(queue.getState().status).toBe('offline');
    expect(clock.waiting()).toEqual([]);
    goOnline();
    expect(server.send).toHaveBeenCalledTimes(2);
    await server.ok();
    expect(queue.getState().status).toBe('saved');
  });

  it('coming back online cuts a backoff wait short', async () => {
    const { queue, server, goOffline, goOnline } = setup();
    queue.enqueue(answer('q1', 1));
    await server.fail();
    expect(queue.getState().status).toBe('retrying');
    goOffline();
    goOnline();
    expect(server.send).toHaveBeenCalledTimes(2);
  });
});

describe('save queue: closed section', () => {
  it('stops at SECTION_CLOSED: no retries, nothing kept, later answers refused', async () => {
    const { queue, server, clock, storage } = setup();
    queue.enqueue(answer('q1', 1, 1000));
    queue.enqueue(answer('q2', 1, 2000));
    const flushed = queue.flush();
    await server.fail(closedError());
    await expect(flushed).resolves.toBe('closed');
    expect(queue.getState()).toEqual({
      status: 'closed',
      pending: 0,
      closedReason: 'section_closed',
      rejected: [],
    });
    expect(storage.map.has(KEY)).toBe(false);
    await clock.advance(60_000);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(queue.enqueue(answer('q3', 1))).toBe(false);
    await expect(queue.flush()).resolves.toBe('closed');
  });

  it('stops at ASSESSMENT_LOCKED but keeps the answers for after an unlock', async () => {
    const { queue, server, storage } = setup();
    queue.enqueue(answer('q1', 1));
    await server.fail(new ApiError({ message: 'locked', status: 423, code: 'ASSESSMENT_LOCKED' }));
    expect(queue.getState().status).toBe('closed');
    expect(queue.getState().closedReason).toBe('assessment_locked');
    expect(readPendingAnswers(storage, KEY)).toEqual([answer('q1', 1)]);
  });
});

describe('merging saved and waiting answers on load', () => {
  const saved = (questionId: string, value: number | string, savedAt: number) => ({
    questionId,
    value,
    savedAt: new Date(savedAt).toISOString(),
  });

  it('lets a waiting answer newer than the saved one win and sends it again', () => {
    const { values, resend } = mergeAnswers(
      [saved('q1', 0, 5000), saved('q2', 1, 5000)],
      [answer('q1', 3, 6000), answer('q3', 'text', 1000)],
      ['q1', 'q2', 'q3'],
    );
    expect(Object.fromEntries(values)).toEqual({ q1: 3, q2: 1, q3: 'text' });
    expect(resend).toEqual([answer('q1', 3, 6000), answer('q3', 'text', 1000)]);
  });

  it('drops a waiting answer the server already has, or that another tab overtook', () => {
    const { values, resend } = mergeAnswers(
      [saved('q1', 2, 5000), saved('q2', 1, 5000)],
      [answer('q1', 2, 4990), answer('q2', 0, 5000)],
      ['q1', 'q2'],
    );
    expect(Object.fromEntries(values)).toEqual({ q1: 2, q2: 1 });
    expect(resend).toEqual([]);
  });

  it('drops waiting answers to questions that are not in the section', () => {
    const { values, resend } = mergeAnswers([], [answer('gone', 1)], ['q1']);
    expect(values.size).toBe(0);
    expect(resend).toEqual([]);
  });

  it('round-trips waiting answers through storage for the merge', () => {
    const storage = memoryStorage();
    writePendingAnswers(storage, KEY, [answer('q1', 1), answer('q2', 'x')]);
    expect(readPendingAnswers(storage, KEY)).toEqual([answer('q1', 1), answer('q2', 'x')]);
    writePendingAnswers(storage, KEY, []);
    expect(storage.map.has(KEY)).toBe(false);
  });
});

describe('classifying failures', () => {
  it('retries network, rate-limit, session and server failures; stops on closed codes; drops the rest', () => {
    const error = (status: number, code: string) => new ApiError({ message: 'm', status, code });
    expect(classifySaveFailure(error(0, 'NETWORK_ERROR'))).toBe('retry');
    expect(classifySaveFailure(error(502, 'UNEXPECTED_RESPONSE'))).toBe('retry');
    expect(classifySaveFailure(error(429, 'RATE_LIMITED'))).toBe('retry');
    expect(classifySaveFailure(error(401, 'UNAUTHORIZED'))).toBe('retry');
    expect(classifySaveFailure(new TypeError('x'))).toBe('retry');
    expect(classifySaveFailure(error(409, 'SECTION_CLOSED'))).toBe('section_closed');
    expect(classifySaveFailure(error(423, 'ASSESSMENT_LOCKED'))).toBe('assessment_locked');
    expect(classifySaveFailure(error(400, 'VALIDATION_ERROR'))).toBe('drop');
    expect(classifySaveFailure(error(404, 'NOT_FOUND'))).toBe('drop');
  });
});
