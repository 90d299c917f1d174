import { FAIRNESS_MIN_GROUP_SIZE, type TFairnessRegion, type TItemAnalysisItem } from '@app/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { comparisonLabel, difSummary, pValue } from '../lib/dif';
import { figure } from '../lib/item-order';

const SUMMARY: Record<'A' | 'B' | 'C' | 'not enough', { key: string; variant: BadgeVariant }> = {
  A: { key: 'dif.A', variant: 'success' },
  B: { key: 'dif.B', variant: 'secondary' },
  C: { key: 'dif.C', variant: 'destructive' },
  'not enough': { key: 'dif.notEnough', variant: 'outline' },
};

/**
 * The item's differential functioning: a badge with the largest ETS category, the B/C flags in words and,
 * on demand, every comparison with its counts, Δ and p.
 */
export function DifDetails({
  item,
  region,
  minGroupSize,
}: {
  item: TItemAnalysisItem;
  /** The company's fairness region: the comparisons' categories (decision 036). */
  region: TFairnessRegion;
  minGroupSize: number;
}) {
  const { t } = useT('item-analysis');
  const summary = difSummary(item);
  if (summary === null) return null;
  const { key, variant } = SUMMARY[summary];
  const countText = (n: number | null) =>
    n === null ? t('dif.fewerThan', { min: FAIRNESS_MIN_GROUP_SIZE }) : n;
  return (
    <div className="grid gap-1.5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-muted-foreground">{t('dif.label')}</span>
        <Badge variant={variant}>{t(key)}</Badge>
      </p>
      {item.dif.flatMap((d) => (d.flag ? [<p key={d.focal}>{d.flag}</p>] : []))}
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">{t('dif.details')}</summary>
        <ul className="mt-1 grid gap-1">
          {item.dif.map((d) => (
            <li key={d.focal}>
              <span className="font-medium">{comparisonLabel(region, d)}</span>{' '}
              <span className="text-muted-foreground">
                {t('dif.counts', {
                  focal: countText(d.focalCount),
                  reference: countText(d.referenceCount),
                })}
              </span>
              {d.enoughResponses ? (
                <span className="tabular-nums">
                  Δ = {figure(d.deltaMh)}, p {d.p !== null && d.p < 0.001 ? '' : '= '}
                  {pValue(d.p)}, {d.category ?? t('dif.noEstimate')}
                </span>
              ) : (
                <span className="text-muted-foreground">
                  {t('dif.notEnoughDetail', { min: minGroupSize })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
