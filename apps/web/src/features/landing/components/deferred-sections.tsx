import { Suspense, useEffect } from 'react';
import { landingAnchors } from '@/config/paths';
import { preloadableLazy } from '@/lib/preloadable-lazy';

let request = () => {};
const requested = new Promise<void>((resolve) => {
  request = resolve;
});

let mounted = false;
let pendingHash: string | null = null;

/**
 * An in-page link followed while the sections after the hero were still loading: the router's update reaches
 * their Suspense boundary before it hydrates, so React renders them afresh, and the browser's jump to the
 * section is lost while their HTML is briefly gone. The sections take the jump over when they mount
 * (below-the-fold.tsx, given this function: importing this module back would make a cycle).
 */
function recordJumpBeforeMount(hash: string): void {
  if (!mounted) pendingHash = hash;
}

/** The jump to replay, once: the sections have mounted, and later jumps are the browser's own. */
function takePendingJump(): string | null {
  mounted = true;
  const hash = pendingHash;
  pendingHash = null;
  return hash;
}

// Rendering the lazy does not start the download: hydration renders it at once, and must leave the
// sections' server HTML in place until the reader approaches them.
const belowTheFold = preloadableLazy(async () => {
  await requested;
  return (await import('./below-the-fold')).BelowTheFold;
});
const BelowTheFold = belowTheFold.Component;

/** Loads the sections after the hero (a client-side render awaits this, so it shows the whole page at once). */
export function loadBelowTheFold(): Promise<void> {
  request();
  return belowTheFold.preload();
}

/**
 * What a reader does before reaching the sections, or on the way there (a header link to #pricing; focus
 * moved by a screen reader, which need not press a key).
 */
const APPROACH_EVENTS = [
  'scroll',
  'resize',
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'hashchange',
];

/**
 * The sections after the hero, pre-rendered: hydration keeps their HTML (React hydrates a Suspense boundary
 * whose code is still loading once it arrives) and their code loads when the reader shows any sign of
 * reaching them, so their buttons work by the time they are seen. A client-side visit has loaded them before
 * rendering (app/routes/landing.tsx), so the fallback never shows.
 */
export function DeferredSections() {
  useEffect(() => {
    const recordJump = () => recordJumpBeforeMount(window.location.hash);
    window.addEventListener('hashchange', recordJump);
    // Already in view on arrival (a tall screen): at once. Otherwise the first scroll, resize or interaction
    // brings them, before any of them can be in view (an observer of their position would only see it later).
    const first = document.getElementById(landingAnchors.features);
    const approach = new AbortController();
    if (!first || first.getBoundingClientRect().top < window.innerHeight) void loadBelowTheFold();
    else
      for (const type of APPROACH_EVENTS)
        window.addEventListener(
          type,
          () => {
            approach.abort();
            void loadBelowTheFold();
          },
          { passive: true, capture: true, signal: approach.signal },
        );
    return () => {
      approach.abort();
      window.removeEventListener('hashchange', recordJump);
    };
  }, []);

  return (
    <Suspense fallback={null}>
      <BelowTheFold takePendingJump={takePendingJump} />
    </Suspense>
  );
}
