import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is wider than its box, so it scrolls sideways. Without ResizeObserver (old browsers,
 * jsdom) it answers true, so a wide block is never out of reach of the keyboard.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(typeof ResizeObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);

  return overflows;
}
