import {
  formatScore,
  type TEvaluationNorms,
  type TTraitScore,
  traitLabel,
  traitNormText,
} from '@app/contracts';
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
  const normOf = new Map((norms?.traits ?? []).map((n) => [n.trait, n]));
  const source = norms?.traitSource;
  return (
    <ReportSection
      id="report-traits"
      title="Trait profile"
      description="Big Five traits as % of scale range (0 = every answer at the low end, 100 = every answer at the high end; the line marks the middle). The dot is the candidate's level, the shaded band ±1 standard error: the level is uncertain within it. A profile, not a pass mark."
    >
      <ul className="grid gap-3">
        {traits.map((t) => (
          <li key={t.trait} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{traitLabel(t.trait)}</span>
              <span className="tabular-nums">
                {formatScore(t.score)}% of range
                {t.band ? (
                  <span className="text-muted-foreground">
                    {' '}
                    (band {formatScore(t.band.low)}–{formatScore(t.band.high)})
                  </span>
                ) : null}
                <span className="text-muted-foreground">
                  {' '}
                  · {t.answered} of {t.items} statements
                </span>
              </span>
            </div>
            <div aria-hidden="true" className="relative h-3 rounded-full bg-secondary">
              <div className="absolute inset-y-0 left-1/2 w-px bg-foreground/25" />
              {t.band ? (
                <div
                  className="absolute -inset-y-0.5 rounded-sm border-x-2 border-foreground/70 bg-foreground/15"
                  style={{ left: `${t.band.low}%`, width: `${Math.max(0.5, t.band.high - t.band.low)}%` }}
                />
              ) : null}
              <div
                className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-primary"
                style={{ left: `${Math.max(0, Math.min(100, t.score))}%` }}
              />
            </div>
            {normOf.has(t.trait) ? (
              <p className="text-xs text-muted-foreground" data-testid="trait-norm">
                {traitNormText(normOf.get(t.trait) ?? { percentile: 50, band: 'typical' })}
              </p>
            ) : null}
            {(traitWeights[t.trait] ?? 0) > 0 ? (
              <p className="text-xs font-medium">
                In the overall score at weight {traitWeights[t.trait]}, set by the assessment.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {source ? (
        <p className="mt-3 text-xs text-muted-foreground">
          Percentiles compare the level with people in general, not with this role's needs. Norm group:{' '}
          {source.group}. {source.citation} {source.sample}
        </p>
      ) : null}
    </ReportSection>
  );
}
