import type { TIntegrityEventType } from '@app/contracts';

/**
 * Tab on the page's last focusable element (Shift+Tab on its first) hands focus to the browser's own
 * toolbar: the window blurs a moment after the key, although the candidate never left the page. A blur
 * this soon after a Tab is taken for that; the toolbar is part of the browser window, not another app.
 */
export const TAB_EXIT_MS = 500;

type RecordSignal = (type: TIntegrityEventType) => void;

/**
 * Decides which page events are integrity signals. Only a real loss of the page counts: the tab hidden,
 * the browser window losing focus to another window, and leaving full screen after entering it. Focus
 * moving inside the page (a text box, a button, a dialog, a toast) never blurs the window, and a blur
 * while the document keeps focus (focus went into a frame of the page) or right after a Tab (focus went
 * to the browser's toolbar) is not a loss either. Nor is the page going away: a reload or a navigation
 * fires pagehide and then hides the document, which is no other tab in front of the test.
 */
export function createIntegrityTracker(record: RecordSignal, { fullscreen = false } = {}) {
  let lastTabAt = Number.NEGATIVE_INFINITY;
  let inFullscreen = fullscreen;
  let unloading = false;
  return {
    keyDown(key: string, at: number) {
      if (key === 'Tab') lastTabAt = at;
    },
    windowBlur({ at, documentHasFocus }: { at: number; documentHasFocus: boolean }) {
      if (documentHasFocus) return;
      if (at >= lastTabAt && at - lastTabAt <= TAB_EXIT_MS) return;
      record('window_blur');
    },
    visibilityChange(hidden: boolean) {
      if (hidden && !unloading) record('tab_hidden');
    },
    pageHide() {
      unloading = true;
    },
    /** Back from the back/forward cache: the same page runs again. */
    pageShow() {
      unloading = false;
    },
    fullscreenChange(active: boolean) {
      if (inFullscreen && !active) record('fullscreen_exit');
      inFullscreen = active;
    },
  };
}

/**
 * Feeds the tracker from a window's events and returns the function that stops listening. Keys are
 * heard in the capture phase, before any handler of the page can stop them; times are the events' own
 * stamps, so the comparison holds however late a listener runs.
 */
export function listenForIntegritySignals(win: Window, record: RecordSignal) {
  const doc = win.document;
  const tracker = createIntegrityTracker(record, { fullscreen: Boolean(doc.fullscreenElement) });
  const onKeyDown = (event: KeyboardEvent) => tracker.keyDown(event.key, event.timeStamp);
  const onBlur = (event: FocusEvent) =>
    tracker.windowBlur({ at: event.timeStamp, documentHasFocus: doc.hasFocus() });
  const onVisibility = () => tracker.visibilityChange(doc.visibilityState === 'hidden');
  const onFullscreen = () => tracker.fullscreenChange(Boolean(doc.fullscreenElement));
  const onPageHide = () => tracker.pageHide();
  const onPageShow = () => tracker.pageShow();
  win.addEventListener('keydown', onKeyDown, true);
  win.addEventListener('blur', onBlur);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  doc.addEventListener('visibilitychange', onVisibility);
  doc.addEventListener('fullscreenchange', onFullscreen);
  return () => {
    win.removeEventListener('keydown', onKeyDown, true);
    win.removeEventListener('blur', onBlur);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    doc.removeEventListener('visibilitychange', onVisibility);
    doc.removeEventListener('fullscreenchange', onFullscreen);
  };
}
