import { percentiles } from './report';

export const STEPS = [
  'sign-in',
  'dashboard',
  'start',
  'questions',
  'save',
  'admin refetch',
  'submit',
  'evaluation',
] as const;
export type Step = (typeof STEPS)[number];

/** The p99 every step must stay under for an N to count as sustained. */
export const P99_LIMIT_MS = 1_000;
const FIRST_ERRORS_KEPT = 5;

export type StepStats = {
  step: Step;
  count: number;
  /** Completed per second over the span from the step's first start to its last end. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/** Latencies and failures of each step of one exam run. */
export class StepRecorder {
  private readonly samples = new Map<Step, { ms: number[]; first: number; last: number; errors: number }>();
  readonly firstErrors: string[] = [];

  private of(step: Step) {
    let entry = this.samples.get(step);
    if (!entry) {
      entry = { ms: [], first: Number.POSITIVE_INFINITY, last: 0, errors: 0 };
      this.samples.set(step, entry);
    }
    return entry;
  }

  record(step: Step, started: number, ended: number) {
    const entry = this.of(step);
    entry.ms.push(ended - started);
    entry.first = Math.min(entry.first, started);
    entry.last = Math.max(entry.last, ended);
  }

  fail(step: Step, error: unknown) {
    this.of(step).errors++;
    if (this.firstErrors.length < FIRST_ERRORS_KEPT)
      this.firstErrors.push(`${step}: ${error instanceof Error ? error.message : String(error)}`);
  }

  /** Runs `work` as one sample of `step`; a failure is counted and thrown on. */
  async time<T>(step: Step, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await work();
      this.record(step, started, performance.now());
      return result;
    } catch (error) {
      this.fail(step, error);
      throw error;
    }
  }

  stats(): StepStats[] {
    return STEPS.flatMap((step) => {
      const entry = this.samples.get(step);
      if (!entry) return [];
      const spanSeconds = (entry.last - entry.first) / 1000;
      const { median, p95, p99 } = percentiles(entry.ms);
      return [
        {
          step,
          count: entry.ms.length,
          perSecond: spanSeconds > 0 ? entry.ms.length / spanSeconds : entry.ms.length,
          p50: median,
          p95,
          p99,
          errors: entry.errors,
        },
      ];
    });
  }
}

/** Sustained: no errors, and every step that ran kept its p99 under the limit. */
export const sustained = (stats: StepStats[]) =>
  stats.every((s) => s.errors === 0 && !(s.p99 >= P99_LIMIT_MS));

/**
 * The next N of the search for the largest sustained N: double while it holds, halve while it fails,
 * then bisect between the largest that held and the smallest that failed. Null when the bracket is
 * narrower than `resolution`.
 */
export function nextN(tried: { n: number; held: boolean }[], resolution: number): number | null {
  const held = tried.filter((t) => t.held).map((t) => t.n);
  const failed = tried.filter((t) => !t.held).map((t) => t.n);
  const best = held.length > 0 ? Math.max(...held) : null;
  const worst = failed.length > 0 ? Math.min(...failed) : null;
  if (worst === null) return (best as number) * 2;
  if (best === null) return worst / 2 < resolution ? null : Math.round(worst / 2);
  if (worst - best <= resolution) return null;
  return Math.round((best + worst) / 2 / resolution) * resolution;
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : `${Math.round(n)} ms`);

/** One line per step, for the log between rounds. */
export function formatStats(stats: StepStats[]): string {
  return stats
    .map(
      (s) =>
        `  ${s.step.padEnd(14)} ${String(s.count).padStart(6)} × ${s.perSecond.toFixed(1).padStart(6)}/s` +
        `  p50 ${ms(s.p50).padStart(7)}  p95 ${ms(s.p95).padStart(7)}  p99 ${ms(s.p99).padStart(7)}` +
        `  errors ${s.errors}`,
    )
    .join('\n');
}
