import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the page. A pre-rendered form
 * keeps its controls disabled until then: a submit before hydration would be the browser's native GET, with
 * the password in the URL, and what is typed before hydration could be reset by the form library.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
