import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

type Input = { key: string; kind: string; value: number };

/** A batcher over doubling whose batches are recorded; `failBatch` makes every batch of many fail. */
function doubling(options: { maxSize?: number; concurrency?: number; failBatch?: boolean } = {}) {
  const batches: number[][] = [];
  const alone: number[] = [];
  let running = 0;
  let mostRunning = 0;
  const hold = async () => {
    running++;
    mostRunning = Math.max(mostRunning, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
  };
  const run = createBatcher<Input, number>({
    runBatch: async (inputs) => {
      batches.push(inputs.map((input) => input.value));
      await hold();
      if (options.failBatch) throw new Error('batch failed');
      return inputs.map((input) => input.value * 2);
    },
    runOne: async (input) => {
      alone.push(input.value);
      await hold();
      if (input.value < 0) throw new Error(`refused ${input.value}`);
      return input.value * 2;
    },
    keyOf: (input) => input.key,
    kindOf: (input) => input.kind,
    maxSize: options.maxSize ?? 10,
    concurrency: options.concurrency ?? 2,
  });
  return { run, batches, alone, mostRunning: () => mostRunning };
}

const input = (value: number, key = `k${value}`, kind = 'a'): Input => ({ key, kind, value });

describe('createBatcher', () => {
  it('runs a call made alone by itself, at once', async () => {
    const b = doubling();
    expect(await b.run(input(3))).toBe(6);
    expect(b.alone).toEqual([3]);
    expect(b.batches).toEqual([]);
  });

  it('runs calls made in one turn as one batch and answers each its own output', async () => {
    const b = doubling();
    expect(await Promise.all([1, 2, 3, 4].map((n) => b.run(input(n))))).toEqual([2, 4, 6, 8]);
    expect(b.batches).toEqual([[1, 2, 3, 4]]);
    expect(b.alone).toEqual([]);
  });

  it('queues calls while `concurrency` batches run, and the next batch takes what queued', async () => {
    const b = doubling({ concurrency: 1 });
    const first = Promise.all([1, 2].map((n) => b.run(input(n))));
    await new Promise((resolve) => setImmediate(resolve));
    const later = Promise.all([3, 4, 5].map((n) => b.run(input(n))));
    expect(await first).toEqual([2, 4]);
    expect(await later).toEqual([6, 8, 10]);
    expect(b.batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(b.mostRunning()).toBe(1);
  });

  it('keeps batches within maxSize, one kind and one call per key', async () => {
    const b = doubling({ maxSize: 3, concurrency: 5 });
    const outputs = await Promise.all([
      b.run(input(1)),
      b.run(input(2, 'same')),
      b.run(input(3, 'same')),
      b.run(input(4, 'k4', 'b')),
      b.run(input(5)),
      b.run(input(6)),
    ]);
    expect(outputs).toEqual([2, 4, 6, 8, 10, 12]);
    expect(b.batches).toEqual([
      [1, 2, 5],
      [3, 6],
    ]);
    expect(b.alone).toEqual([4]);
  });

  it('runs each call of a failed batch alone, so only a failing call fails', async () => {
    const b = doubling({ failBatch: true });
    const outcomes = await Promise.allSettled([1, -2, 3].map((n) => b.run(input(n))));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('refused -2') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(b.batches).toEqual([[1, -2, 3]]);
    expect(b.alone).toEqual([1, -2, 3]);
  });
});
