import { jsonSlot, type KeyValueStorage } from './queue-support';

/**
 * What the runner keeps on this device, per candidate (the signed-in user) and section, in localStorage:
 * the answers not yet saved, the integrity events not yet sent, and the runner's own state (flags for
 * review, time spent per question, the question the candidate was on).
 */
export const storageKeys = {
  answers: (userId: string, sectionId: string) => `hireassess:answers:${userId}:${sectionId}`,
  integrity: (userId: string, sectionId: string) => `hireassess:integrity:${userId}:${sectionId}`,
  runner: (userId: string, sectionId: string) => `hireassess:runner:${userId}:${sectionId}`,
};

export type RunnerLocalState = {
  /** Questions flagged for review. */
  flags: string[];
  /** Milliseconds spent on each question so far. */
  timeSpent: Record<string, number>;
  /** The question shown last (0-based). */
  position: number;
};

const EMPTY: RunnerLocalState = { flags: [], timeSpent: {}, position: 0 };

function parse(raw: unknown): RunnerLocalState | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<Record<keyof RunnerLocalState, unknown>>;
  const flags = Array.isArray(r.flags) ? r.flags.filter((f): f is string => typeof f === 'string') : [];
  const timeSpent: Record<string, number> = {};
  if (typeof r.timeSpent === 'object' && r.timeSpent !== null) {
    for (const [id, ms] of Object.entries(r.timeSpent)) {
      if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) timeSpent[id] = ms;
    }
  }
  const position = typeof r.position === 'number' && Number.isInteger(r.position) ? r.position : 0;
  return { flags, timeSpent, position };
}

export function runnerStateSlot(storage: KeyValueStorage | null, key: string) {
  const slot = jsonSlot(storage, key, parse);
  return {
    read: (): RunnerLocalState => slot.read() ?? EMPTY,
    write: (state: RunnerLocalState) => slot.write(state),
    clear: () => slot.write(null),
  };
}
