import { FAIRNESS_MIN_GROUP_SIZE, type TItemAnalysisItem } from '@app/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { comparisonLabel, difSummary, pValue } from '../lib/dif';
import { figure } from '../lib/item-order';

const countText = (n: number | null) => (n === null ? `fewer than ${FAIRNESS_MIN_GROUP_SIZE}` : n);

const SUMMARY: Record<'A' | 'B' | 'C' | 'not enough', { label: string; variant: BadgeVariant }> = {
  A: { label: 'A · negligible', variant: 'success' },
  B: { label: 'B · moderate', variant: 'secondary' },
  C: { label: 'C · large', variant: 'destructive' },
  'not enough': { label: 'Not enough responses', variant: 'outline' },
};

/**
 * The item's differential functioning: a badge with the largest ETS category, the B/C flags in words and,
 * on demand, every comparison with its counts, Δ and p.
 */
export function DifDetails({ item, minGroupSize }: { item: TItemAnalysisItem; minGroupSize: number }) {
  const summary = difSummary(item);
  if (summary === null) return null;
  const { label, variant } = SUMMARY[summary];
  return (
    <div className="grid gap-1.5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-muted-foreground">Fairness (DIF)</span>
        <Badge variant={variant}>{label}</Badge>
      </p>
      {item.dif.flatMap((d) => (d.flag ? [<p key={d.focal}>{d.flag}</p>] : []))}
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">Details by group</summary>
        <ul className="mt-1 grid gap-1">
          {item.dif.map((d) => (
            <li key={d.focal}>
              <span className="font-medium">{comparisonLabel(d)}</span>{' '}
              <span className="text-muted-foreground">
                (n = {countText(d.focalCount)} / {countText(d.referenceCount)}):{' '}
              </span>
              {d.enoughResponses ? (
                <span className="tabular-nums">
                  Δ = {figure(d.deltaMh)}, p {d.p !== null && d.p < 0.001 ? '' : '= '}
                  {pValue(d.p)}, {d.category ?? 'no estimate'}
                </span>
              ) : (
                <span className="text-muted-foreground">
                  not enough responses (needs {minGroupSize} in each group)
                </span>
              )}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
