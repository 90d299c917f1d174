import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createIntegrityQueue, type IntegrityEvent, MAX_BATCH } from './integrity-queue';
import { classifySaveFailure } from './save-errors';
import { fakeClock, memoryStorage, settle } from './test-doubles';

const event = (type: IntegrityEvent['type'], second: number): IntegrityEvent => ({
  type,
  occurredAt: new Date(Date.UTC(2026, 0, 1, 9, 0, second)).toISOString(),
  questionId: '00000000-0000-4000-8000-000000000001',
});

function setup(send = vi.fn(async (_events: IntegrityEvent[]): Promise<void> => {})) {
  const storage = memoryStorage();
  const clock = fakeClock();
  let online = true;
  let id = 0;
  const queue = createIntegrityQueue({
    storage,
    key: 'integrity',
    send,
    classify: classifySaveFailure,
    isOnline: () => online,
    timers: clock.timers,
    random: () => 0.5,
    newId: () => String(id++),
  });
  return {
    storage,
    clock,
    queue,
    send,
    setOnline(value: boolean) {
      online = value;
      queue.setOnline(value);
    },
  };
}

describe('integrity queue', () => {
  it('stores events at once and sends those close together in one batch', async () => {
    const { queue, send, clock } = setup();
    queue.record(event('tab_hidden', 0));
    queue.record(event('window_blur', 0));
    expect(queue.pending()).toHaveLength(2);
    expect(send).not.toHaveBeenCalled();
    await clock.advance(2000);
    expect(send).toHaveBeenCalledWith([event('tab_hidden', 0), event('window_blur', 0)]);
    expect(queue.pending()).toEqual([]);
  });

  it('sends at most the contract batch size per request', async () => {
    const { queue, send, clock } = setup();
    for (let i = 0; i < MAX_BATCH + 5; i++) queue.record(event('paste', i % 60));
    await clock.advance(2000);
    expect(send.mock.calls.map(([events]) => events.length)).toEqual([MAX_BATCH, 5]);
  });

  it('retries with backoff, waits while offline, and keeps events meanwhile', async () => {
    let fail = true;
    const send = vi.fn(async (_events: IntegrityEvent[]) => {
      if (fail) throw new ApiError({ message: 'x', status: 503, code: 'INTERNAL' });
    });
    const { queue, clock, setOnline } = setup(send);
    queue.record(event('paste', 1));
    await clock.advance(2000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(clock.waiting()).toEqual([1000]);
    setOnline(false);
    fail = false;
    queue.record(event('paste', 2));
    await clock.advance(5000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toHaveLength(2);
    setOnline(true);
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith([event('paste', 1), event('paste', 2)]);
    expect(queue.pending()).toEqual([]);
  });

  it('stops for good when the section is closed', async () => {
    const send = vi.fn(async (_events: IntegrityEvent[]) => {
      throw new ApiError({ message: 'closed', status: 409, code: 'SECTION_CLOSED' });
    });
    const { queue, clock } = setup(send);
    queue.record(event('tab_hidden', 1));
    await clock.advance(2000);
    queue.record(event('tab_hidden', 2));
    await clock.advance(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toEqual([]);
  });
});
