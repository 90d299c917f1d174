import { useEffect, useRef } from 'react';
import { isTextField, keyAction, type RunnerContext, type RunnerKeyAction } from '../lib/keyboard';

/** The runner's shortcuts (lib/keyboard.ts) on the window, with the latest context and handler. */
export function useRunnerKeyboard(context: RunnerContext, onAction: (action: RunnerKeyAction) => void) {
  const latest = useRef({ context, onAction });
  latest.current = { context, onAction };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = keyAction(
        {
          key: event.key,
          altKey: event.altKey,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          shiftKey: event.shiftKey,
          isComposing: event.isComposing,
          inTextField: isTextField(document.activeElement),
        },
        { ...latest.current.context, rtl: document.documentElement.dir === 'rtl' },
      );
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
