/** What the queues need of localStorage; tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** setTimeout/clearTimeout, injectable so tests drive time themselves. */
export type Timers = {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

export const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type Backoff = { baseMs: number; maxMs: number };

/** 1 s, 2 s, 4 s ... up to 30 s between attempts while the server cannot be reached. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 1000, maxMs: 30_000 };

/**
 * Exponential backoff with ±25% jitter (so many candidates who lost the connection together do not all
 * come back in the same second). `attempt` counts the failures so far, from 1.
 */
export function backoffDelay(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.75 + random() * 0.5));
}

/**
 * A JSON slot in storage that never throws: when storage is unavailable or full (private windows, quota),
 * it keeps the value in memory instead, so the queue still works for the life of the page.
 */
export function jsonSlot<T>(storage: KeyValueStorage | null, key: string, parse: (raw: unknown) => T | null) {
  let memory: string | null = null;
  let useMemory = storage === null;
  const readRaw = (): string | null => {
    if (useMemory || !storage) return memory;
    try {
      return storage.getItem(key);
    } catch {
      useMemory = true;
      return memory;
    }
  };
  return {
    read(): T | null {
      const raw = readRaw();
      if (raw === null) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    write(value: T | null) {
      const raw = value === null ? null : JSON.stringify(value);
      memory = raw;
      if (useMemory || !storage) return;
      try {
        if (raw === null) storage.removeItem(key);
        else storage.setItem(key, raw);
      } catch {
        useMemory = true;
      }
    },
  };
}

/** The browser's localStorage, or null where reading it throws (e.g. storage disabled). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
