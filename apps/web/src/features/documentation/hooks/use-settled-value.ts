import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms: what a polite live region announces, so a screen
 * reader hears the result of a search once typing pauses rather than after every key.
 */
export function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
