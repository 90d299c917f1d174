import { NORM_BAND_LABELS, NORM_MIN_GROUP, ordinal, type TSectionNorm } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const BAND_STYLES = {
  below_most:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  typical: 'border-border bg-muted text-foreground',
  above_most:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
} as const;

/**
 * A scored section's place among the company's earlier candidates of the same test: "71st percentile
 * (typical) among your company's 142 earlier candidates of this test", or how many there are so far.
 */
export function SectionNorm({ norm }: { norm: TSectionNorm }) {
  const { t } = useT('reports');
  if (norm.percentile === null || norm.band === null) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="section-norm">
        {t('norm.waiting', { min: NORM_MIN_GROUP, size: norm.groupSize })}
      </p>
    );
  }
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
      data-testid="section-norm"
      title={norm.group}
    >
      <span>
        <span className="font-semibold tabular-nums">
          {t('norm.percentile', { ordinal: ordinal(norm.percentile) })}
        </span>{' '}
        <span
          className={cn(
            'rounded-full border px-2 text-xs leading-5 font-medium whitespace-nowrap',
            BAND_STYLES[norm.band],
          )}
        >
          {NORM_BAND_LABELS[norm.band]}
        </span>
      </span>
      <span className="text-muted-foreground">{t('norm.group', { size: norm.groupSize })}</span>
    </p>
  );
}
