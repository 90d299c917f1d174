import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ behavior: 'instant', block: 'start' });
  return true;
}

/**
 * Scroll handling for the SPA: a new page starts at the top, or at its '#section' when the link has one
 * ('/#pricing' from the contact page). Back/forward and plain in-page anchors ('#pricing' on the landing page)
 * are left to the browser, which already restores or scrolls natively; only the first load with a hash needs
 * help because the browser looked for the section before React rendered it.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the location entry by design
  useLayoutEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (navigationType === 'POP' && !isFirst) return;
    if (location.hash && scrollToHash(location.hash)) return;
    if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.key]);

  return null;
}
