import { FOUR_FIFTHS, formatRatio, type TImpactTable } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { ratioRows } from '../lib/format';

/**
 * Each shown group's impact ratio as a bar, with the four-fifths line (as analytics draws its charts: bars
 * for the eye, the numbers as text). A bar under the line is drawn in the destructive colour and says
 * "below 0.8" in words; the caption gives screen readers every number.
 */
export function ImpactChart({ table, title }: { table: TImpactTable; title: string }) {
  const { t } = useT('fairness');
  const rows = ratioRows(table);
  if (rows.length < 2) return null;
  const max = Math.max(1, ...rows.map((r) => r.impactRatio ?? 0));
  const at = (ratio: number) => `${(100 * ratio) / max}%`;
  return (
    <figure className="grid gap-2" data-testid="impact-chart">
      <div aria-hidden="true" className="relative grid gap-2 pb-5">
        {rows.map((r) => (
          <div key={r.group} className="grid gap-1">
            <span className="text-xs text-muted-foreground">{r.label}</span>
            <div className="flex items-center gap-2">
              <div className="relative h-4 flex-1">
                <div
                  className={cn('h-full rounded-sm', r.belowFourFifths ? 'bg-destructive' : 'bg-primary')}
                  style={{ width: at(r.impactRatio ?? 0), minWidth: 2 }}
                />
              </div>
              <span
                className={cn(
                  'w-28 shrink-0 text-xs tabular-nums',
                  r.belowFourFifths && 'font-medium text-destructive',
                )}
              >
                {formatRatio(r.impactRatio)}
                {r.belowFourFifths ? t('chart.below') : r.isReference ? t('chart.reference') : ''}
              </span>
            </div>
          </div>
        ))}
        {/* The four-fifths line spans the bars' track (the track ends where the value column starts). */}
        <div className="pointer-events-none absolute inset-y-0 left-0 right-30">
          <div
            className="absolute top-0 bottom-5 border-l-2 border-dashed border-foreground/70"
            style={{ left: at(FOUR_FIFTHS) }}
          />
          <span
            className="absolute bottom-0 -translate-x-1/2 text-xs text-muted-foreground"
            style={{ left: at(FOUR_FIFTHS) }}
          >
            0.8
          </span>
        </div>
      </div>
      <figcaption className="sr-only">
        {t('chart.caption', {
          title,
          groups: rows
            .map((r) =>
              t('chart.group', {
                label: r.label,
                ratio: formatRatio(r.impactRatio),
                reference: r.isReference ? 'yes' : 'no',
                below: r.belowFourFifths ? 'yes' : 'no',
              }),
            )
            .join('; '),
        })}
      </figcaption>
    </figure>
  );
}
