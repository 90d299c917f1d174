import type { TFunction } from 'i18next';
import { Flag } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** `notSaved`: the server refused the answer for good (shown on the question). */
type OverviewItem = { id: string; answered: boolean; flagged: boolean; notSaved?: boolean };

type Props = {
  items: OverviewItem[];
  currentIndex: number;
  onSelect: (index: number) => void;
  /** False in a completed section, where nothing can be flagged. */
  showFlagLegend?: boolean;
};

function describe(item: OverviewItem, index: number, current: boolean, t: TFunction): string {
  const parts = [
    t('question', { number: index + 1 }),
    item.answered ? t('overview.answered') : t('overview.notAnswered'),
  ];
  if (item.notSaved) parts.push(t('overview.notSaved'));
  if (item.flagged) parts.push(t('overview.flagged'));
  if (current) parts.push(t('overview.current'));
  return parts.join(t('overview.separator'));
}

/**
 * SPEC.md section 2's overview grid: numbered buttons, 10 per row, answered / current / flagged. On a
 * narrow or touch screen ten chips at a finger's 44 px are wider than the screen, so the grid keeps its
 * ten columns and scrolls sideways inside its own strip, never the page (the padding keeps the flag
 * badges clear of the strip's edge).
 */
export function QuestionOverview({ items, currentIndex, onSelect, showFlagLegend = true }: Props) {
  const { t } = useT('test-runner');
  return (
    <nav aria-label={t('overview.label')} className="grid gap-3">
      <div className="min-w-0 max-sm:overflow-x-auto max-sm:pt-2 max-sm:pe-2 pointer-coarse:overflow-x-auto pointer-coarse:pt-2 pointer-coarse:pe-2">
        <ol
          className="grid grid-cols-10 gap-1 max-sm:w-max max-sm:grid-cols-[repeat(10,2.75rem)] pointer-coarse:w-max pointer-coarse:grid-cols-[repeat(10,2.75rem)]"
          data-testid="question-overview"
        >
          {items.map((item, index) => {
            const current = index === currentIndex;
            return (
              <li key={item.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  aria-label={describe(item, index, current, t)}
                  aria-current={current ? 'step' : undefined}
                  data-answered={item.answered || undefined}
                  data-flagged={item.flagged || undefined}
                  data-not-saved={item.notSaved || undefined}
                  className={cn(
                    'relative flex h-8 w-full min-w-0 items-center justify-center rounded-md border text-xs font-semibold tabular-nums transition-colors',
                    'max-sm:h-11 max-sm:text-sm pointer-coarse:h-11 pointer-coarse:text-sm',
                    'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    item.notSaved
                      ? 'border-destructive bg-destructive/10 text-destructive hover:bg-destructive/15'
                      : item.answered
                        ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                        : 'border-input bg-background text-foreground hover:bg-accent',
                    current && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
                  )}
                >
                  {index + 1}
                  {item.flagged ? (
                    <span
                      aria-hidden="true"
                      className="absolute -top-1.5 -end-1.5 grid size-4 place-content-center rounded-full bg-warning text-warning-foreground shadow-sm"
                    >
                      <Flag className="size-2.5" />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
      <ul
        aria-label={t('overview.legend')}
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      >
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-primary" /> {t('overview.legendAnswered')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-input bg-background" />{' '}
          {t('overview.legendNotAnswered')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm ring-2 ring-ring" />{' '}
          {t('overview.legendCurrent')}
        </li>
        {items.some((item) => item.notSaved) ? (
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 rounded-sm border border-destructive bg-destructive/10"
            />{' '}
            {t('overview.legendNotSaved')}
          </li>
        ) : null}
        {showFlagLegend ? (
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="grid size-3 place-content-center rounded-full bg-warning text-warning-foreground"
            >
              <Flag className="size-2" />
            </span>
            {t('flagged')}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
