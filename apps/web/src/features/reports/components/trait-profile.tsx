import {
  formatScore,
  type TEvaluationNorms,
  type TTraitScore,
  traitLabel,
  traitNormText,
} from '@app/contracts';
import { useT } from '@/lib/i18n';
import { ReportSection } from './report-section';

/**
 * Big Five traits as "% of scale range": a marker on the low-high scale with the ±1 standard-error band
 * around it, not a bar filling up like a score (decision 013). The numbers beside each scale are its
 * text alternative; the drawing itself is hidden from screen readers. A trait the assessment weights
 * says so.
 */
export function TraitProfile({
  traits,
  traitWeights = {},
  norms,
}: {
  traits: TTraitScore[];
  traitWeights?: Record<string, number>;
  norms?: TEvaluationNorms | null;
}) {
  const { t } = useT('reports');
  const normOf = new Map((norms?.traits ?? []).map((n) => [n.trait, n]));
  const source = norms?.traitSource;
  return (
    <ReportSection id="report-traits" title={t('traits.title')} description={t('traits.description')}>
      <ul className="grid gap-3">
        {traits.map((trait) => (
          <li key={trait.trait} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{traitLabel(trait.trait)}</span>
              <span className="tabular-nums">
                {t('traits.score', { score: formatScore(trait.score) })}
                {trait.band ? (
                  <span className="text-muted-foreground">
                    {' '}
                    {t('traits.band', {
                      low: formatScore(trait.band.low),
                      high: formatScore(trait.band.high),
                    })}
                  </span>
                ) : null}
                <span className="text-muted-foreground">
                  {' '}
                  · {t('traits.statements', { answered: trait.answered, items: trait.items })}
                </span>
              </span>
            </div>
            <div aria-hidden="true" className="relative h-3 rounded-full bg-secondary">
              <div className="absolute inset-y-0 left-1/2 w-px bg-foreground/25" />
              {trait.band ? (
                <div
                  className="absolute -inset-y-0.5 rounded-sm border-x-2 border-foreground/70 bg-foreground/15"
                  style={{
                    left: `${trait.band.low}%`,
                    width: `${Math.max(0.5, trait.band.high - trait.band.low)}%`,
                  }}
                />
              ) : null}
              <div
                className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-primary"
                style={{ left: `${Math.max(0, Math.min(100, trait.score))}%` }}
              />
            </div>
            {normOf.has(trait.trait) ? (
              <p className="text-xs text-muted-foreground" data-testid="trait-norm">
                {traitNormText(normOf.get(trait.trait) ?? { percentile: 50, band: 'typical' })}
              </p>
            ) : null}
            {(traitWeights[trait.trait] ?? 0) > 0 ? (
              <p className="text-xs font-medium">
                {t('traits.weighted', { weight: traitWeights[trait.trait] })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {source ? (
        <p className="mt-3 text-xs text-muted-foreground">
          {t('traits.source', { group: source.group })} {source.citation} {source.sample}
        </p>
      ) : null}
    </ReportSection>
  );
}
