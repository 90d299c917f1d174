import { Keyboard } from 'lucide-react';
import type * as React from 'react';
import { useT } from '@/lib/i18n';

const Key = ({ children }: { children: React.ReactNode }) => (
  <kbd className="rounded border bg-background px-1.5 py-0.5 font-mono text-xs text-foreground shadow-xs">
    {children}
  </kbd>
);

/** The shortcuts of lib/keyboard.ts, in a few words; not shown where the pointer is a finger. */
export function KeyboardHelp({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useT('test-runner');
  // Read in the page's direction, the first key is the one for "previous": → when reading right to left.
  const [previousKey, nextKey] = i18n.dir() === 'rtl' ? ['→', '←'] : ['←', '→'];
  return (
    <section
      aria-labelledby="keyboard-help-title"
      className="grid gap-2 text-sm text-muted-foreground pointer-coarse:hidden"
    >
      <h2 id="keyboard-help-title" className="flex items-center gap-2 font-medium text-foreground">
        <Keyboard aria-hidden="true" className="size-4" /> {t('keys.title')}
      </h2>
      <ul className="grid gap-1.5">
        {readOnly ? null : (
          <li>
            <Key>1</Key>–<Key>9</Key> {t('keys.choose')}
          </li>
        )}
        <li>
          <Key>{previousKey}</Key> <Key>{nextKey}</Key> {t('keys.navigate')}
        </li>
        {readOnly ? null : (
          <li>
            <Key>↑</Key> <Key>↓</Key> {t('keys.move')}
          </li>
        )}
      </ul>
      {readOnly ? null : <p className="text-xs">{t('keys.paused')}</p>}
    </section>
  );
}
