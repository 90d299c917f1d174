import { describe, expect, it } from 'vitest';
import { nextN, StepRecorder, type StepStats, sustained } from './examday-steps';

const stats = (p99: number, errors = 0): StepStats => ({
  step: 'save',
  count: 10,
  perSecond: 1,
  p50: 1,
  p95: 1,
  p99,
  errors,
});

describe('exam-day search', () => {
  it('doubles while N holds, halves while it fails, then bisects to the resolution', () => {
    expect(nextN([{ n: 2_000, held: true }], 250)).toBe(4_000);
    expect(nextN([{ n: 2_000, held: false }], 250)).toBe(1_000);
    expect(
      nextN(
        [
          { n: 2_000, held: true },
          { n: 4_000, held: false },
        ],
        250,
      ),
    ).toBe(3_000);
    expect(
      nextN(
        [
          { n: 2_000, held: true },
          { n: 2_250, held: false },
        ],
        250,
      ),
    ).toBeNull();
    expect(nextN([{ n: 300, held: false }], 250)).toBeNull();
  });

  it('holds only with every p99 under a second and no errors; a step without samples does not fail it', () => {
    expect(sustained([stats(999), stats(Number.NaN)])).toBe(true);
    expect(sustained([stats(999), stats(1_000)])).toBe(false);
    expect(sustained([stats(10, 1)])).toBe(false);
  });

  it('records latencies and throughput per step, counts failures and keeps the first messages', async () => {
    const steps = new StepRecorder();
    steps.record('save', 0, 100);
    steps.record('save', 500, 1_000);
    await expect(steps.time('start', () => Promise.reject(new Error('409 CONFLICT')))).rejects.toThrow('409');
    const [start, save] = steps.stats();
    expect(save).toMatchObject({ step: 'save', count: 2, perSecond: 2, p50: 100, p99: 500, errors: 0 });
    expect(start).toMatchObject({ step: 'start', count: 0, errors: 1 });
    expect(steps.firstErrors).toEqual(['start: 409 CONFLICT']);
  });
});
