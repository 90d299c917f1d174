import { useEffect, useState } from 'react';

/**
 * The id of the section currently being read (the first visible one below the sticky header), for
 * highlighting it in the contents list. Undefined before the first observation or without IntersectionObserver.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids` (a new array every render)
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const elements = ids
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = ids.find((id) => visible.get(id));
        if (first) setActive(first);
      },
      // The band between the sticky header and 40% of the viewport counts as "being read".
      { rootMargin: '-88px 0px -60% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key]);

  return active;
}
