import type { KeyValueStorage, Timers } from './queue-support';

/** Test doubles for the queues: a Map-backed storage and a clock whose timers run when told. */

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: KeyValueStorage & { map: Map<string, string> } = {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
  return storage;
}

export function fakeClock(start = 1_000_000) {
  let time = start;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    set: (callback, ms) => {
      const id = nextId++;
      pending.set(id, { at: time + ms, callback });
      return id;
    },
    clear: (handle) => {
      pending.delete(handle as number);
    },
  };
  return {
    now: () => time,
    timers,
    /** Delays of the timers waiting now, soonest first. */
    waiting: () => [...pending.values()].map((t) => t.at - time).sort((a, b) => a - b),
    /** Moves time on, running each timer that falls due (and letting its promises settle). */
    async advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        pending.delete(id);
        time = timer.at;
        timer.callback();
        await settle();
      }
      time = end;
      await settle();
    },
  };
}

/** Lets pending promise callbacks run. */
export async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
