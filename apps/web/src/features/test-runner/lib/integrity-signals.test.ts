import type { TIntegrityEventType } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntegrityTracker, listenForIntegritySignals, TAB_EXIT_MS } from './integrity-signals';

function tracker(options?: { fullscreen?: boolean }) {
  const recorded: TIntegrityEventType[] = [];
  return { recorded, track: createIntegrityTracker((type) => recorded.push(type), options) };
}

describe('integrity tracker', () => {
  it('counts the browser window losing focus to another window', () => {
    const { recorded, track } = tracker();
    track.windowBlur({ at: 10_000, documentHasFocus: false });
    expect(recorded).toEqual(['window_blur']);
  });

  it('does not count Tab moving focus from the page to the browser toolbar, either way round', () => {
    const { recorded, track } = tracker();
    track.keyDown('Tab', 10_000);
    track.windowBlur({ at: 10_020, documentHasFocus: false });
    track.keyDown('Tab', 20_000);
    track.windowBlur({ at: 20_000 + TAB_EXIT_MS, documentHasFocus: false });
    expect(recorded).toEqual([]);
  });

  it('counts a blur that follows a Tab only later, or any other key', () => {
    const { recorded, track } = tracker();
    track.keyDown('Tab', 10_000);
    track.windowBlur({ at: 10_000 + TAB_EXIT_MS + 1, documentHasFocus: false });
    for (const key of ['a', 'Enter', ' ', 'ArrowDown', '1', 'Escape']) {
      track.keyDown(key, 20_000);
      track.windowBlur({ at: 20_010, documentHasFocus: false });
    }
    expect(recorded).toEqual(Array(7).fill('window_blur'));
  });

  it('does not count a blur while the document keeps focus (focus moved into a frame of the page)', () => {
    const { recorded, track } = tracker();
    track.windowBlur({ at: 10_000, documentHasFocus: true });
    expect(recorded).toEqual([]);
  });

  it('counts the tab hidden, not shown again', () => {
    const { recorded, track } = tracker();
    track.visibilityChange(true);
    track.visibilityChange(false);
    expect(recorded).toEqual(['tab_hidden']);
  });

  it('does not count the page going away (a reload, a navigation), but counts it hidden once shown again', () => {
    const { recorded, track } = tracker();
    track.pageHide();
    track.visibilityChange(true);
    expect(recorded).toEqual([]);
    track.pageShow();
    track.visibilityChange(false);
    track.visibilityChange(true);
    expect(recorded).toEqual(['tab_hidden']);
  });

  it('counts leaving full screen only after being in it', () => {
    const { recorded, track } = tracker();
    track.fullscreenChange(false);
    track.fullscreenChange(true);
    expect(recorded).toEqual([]);
    track.fullscreenChange(false);
    expect(recorded).toEqual(['fullscreen_exit']);

    const started = tracker({ fullscreen: true });
    started.track.fullscreenChange(false);
    expect(started.recorded).toEqual(['fullscreen_exit']);
  });
});

describe('listening to a page', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  function page() {
    const recorded: TIntegrityEventType[] = [];
    stop = listenForIntegritySignals(window, (type) => recorded.push(type));
    document.body.innerHTML = `
      <main>
        <textarea aria-label="Answer"></textarea>
        <fieldset><input type="radio" name="o" value="0"><input type="radio" name="o" value="1"></fieldset>
        <button type="button" id="next">Next</button>
        <button type="button" id="submit">Submit Section</button>
      </main>`;
    const get = <T extends HTMLElement>(selector: string) => {
      const element = document.querySelector<T>(selector);
      if (!element) throw new Error(`no ${selector}`);
      return element;
    };
    const press = (key: string) =>
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
    return { recorded, get, press };
  }

  it('records nothing while focus moves inside the page: answers, buttons, a dialog and a toast', () => {
    const { recorded, get, press } = page();
    const answer = get<HTMLTextAreaElement>('textarea');
    answer.focus();
    for (const key of 'Dear Sam') press(key);
    press('Enter');
    press('Tab');
    get<HTMLInputElement>('input[type=radio]').focus();
    press('ArrowDown');
    get<HTMLInputElement>('input[value="1"]').click();
    press('Tab');
    get('#next').focus();
    get('#next').click();
    get('#submit').focus();
    press('Enter');

    // The Submit Section dialog takes focus, then gives it back when closed with Escape.
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    dialog.innerHTML = '<button type="button">Keep working</button>';
    document.body.append(dialog);
    dialog.querySelector('button')?.focus();
    press('Tab');
    press('Escape');
    dialog.remove();
    get('#submit').focus();

    // A toast appears and goes; a saved answer's status line changes.
    const toast = document.createElement('li');
    toast.textContent = 'Progress Saved';
    document.body.append(toast);
    toast.remove();
    answer.focus();
    answer.blur();

    expect(recorded).toEqual([]);
  });

  it('records the window losing focus, but not to the browser toolbar by Tab', () => {
    const { recorded, get, press } = page();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    get('#submit').focus();
    press('Enter');
    window.dispatchEvent(new FocusEvent('blur'));
    expect(recorded).toEqual(['window_blur']);

    window.dispatchEvent(new FocusEvent('focus'));
    press('Tab');
    window.dispatchEvent(new FocusEvent('blur'));
    expect(recorded).toEqual(['window_blur']);
  });

  it('ignores a blur of the window while the page still has focus', () => {
    const { recorded, get } = page();
    get('textarea').focus();
    window.dispatchEvent(new FocusEvent('blur'));
    expect(recorded).toEqual([]);
  });

  it('records the tab hidden and leaving full screen, not a reload', () => {
    const { recorded } = page();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    // Chromium's order on a reload or a navigation: pagehide, then the document hidden.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    // jsdom has no Fullscreen API: the document's element in full screen is staged.
    let inFullscreen: Element | null = document.body;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => inFullscreen });
    try {
      document.dispatchEvent(new Event('fullscreenchange'));
      inFullscreen = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement');
    }
    expect(recorded).toEqual(['tab_hidden', 'fullscreen_exit']);
  });

  it('stops listening', () => {
    const { recorded } = page();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    stop();
    window.dispatchEvent(new FocusEvent('blur'));
    expect(recorded).toEqual([]);
  });
});
