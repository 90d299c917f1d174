import { BookOpen } from 'lucide-react';
import { useT } from '@/lib/i18n';

type Passage = { id: string; title: string; text: string };

/**
 * A shared reading passage: beside its questions on wide screens (sticky), above them on narrow ones,
 * where it is capped at under half the screen so the question stays in reach. Its text scrolls on its
 * own, so the box is focusable for keyboard users.
 */
export function PassagePanel({ passage }: { passage: Passage }) {
  const { t } = useT('test-runner');
  const headingId = `passage-${passage.id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="passage"
      className="rounded-xl border bg-card shadow-sm md:sticky md:top-24 md:self-start"
    >
      <div className="flex items-center gap-2 border-b px-4 py-3 sm:px-6">
        <BookOpen aria-hidden="true" className="size-4 text-primary" />
        <h2 id={headingId} className="text-base font-semibold">
          <span className="sr-only">{t('passage.heading')} </span>
          {passage.title}
        </h2>
      </div>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t('passage.text', { title: passage.title })}
        dir="auto"
        className="px-4 py-4 text-base leading-relaxed whitespace-pre-line outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring max-h-[45dvh] overflow-y-auto sm:px-6 md:max-h-[calc(100dvh-11rem)]"
      >
        {passage.text}
      </section>
    </section>
  );
}
