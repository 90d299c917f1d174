import { Keyboard } from 'lucide-react';
import type * as React from 'react';

const Key = ({ children }: { children: React.ReactNode }) => (
  <kbd className="rounded border bg-background px-1.5 py-0.5 font-mono text-xs text-foreground shadow-xs">
    {children}
  </kbd>
);

/** The shortcuts of lib/keyboard.ts, in a few words; not shown where the pointer is a finger. */
export function KeyboardHelp({ readOnly }: { readOnly: boolean }) {
  return (
    <section
      aria-labelledby="keyboard-help-title"
      className="grid gap-2 text-sm text-muted-foreground pointer-coarse:hidden"
    >
      <h2 id="keyboard-help-title" className="flex items-center gap-2 font-medium text-foreground">
        <Keyboard aria-hidden="true" className="size-4" /> Keyboard shortcuts
      </h2>
      <ul className="grid gap-1.5">
        {readOnly ? null : (
          <li>
            <Key>1</Key>–<Key>9</Key> choose an answer
          </li>
        )}
        <li>
          <Key>←</Key> <Key>→</Key> previous / next question
        </li>
        {readOnly ? null : (
          <li>
            <Key>↑</Key> <Key>↓</Key> move between answers
          </li>
        )}
      </ul>
      {readOnly ? null : <p className="text-xs">Shortcuts pause while you type in a text box.</p>}
    </section>
  );
}
