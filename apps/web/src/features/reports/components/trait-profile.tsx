import { formatScore, type TTraitScore } from '@app/contracts';
import { ReportSection } from './report-section';

const label = (trait: string) => trait.charAt(0).toUpperCase() + trait.slice(1).replaceAll('_', ' ');

/**
 * Big Five traits as "% of scale range" with the ±1 standard-error band drawn on each bar. The numbers
 * beside each bar are its text alternative; the drawing itself is hidden from screen readers.
 */
export function TraitProfile({ traits }: { traits: TTraitScore[] }) {
  return (
    <ReportSection
      id="report-traits"
      title="Trait profile"
      description="Big Five traits as % of scale range (0 = every answer at the low end, 100 = every answer at the high end). The shaded band is ±1 standard error: the score is uncertain within it. A profile, not a pass mark."
    >
      <ul className="grid gap-3">
        {traits.map((t) => (
          <li key={t.trait} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{label(t.trait)}</span>
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
              <div
                className="absolute inset-y-0 left-0 rounded-full bg-primary/70"
                style={{ width: `${t.score}%` }}
              />
              {t.band ? (
                <div
                  className="absolute -inset-y-0.5 rounded-sm border-x-2 border-foreground/70 bg-foreground/15"
                  style={{ left: `${t.band.low}%`, width: `${Math.max(0.5, t.band.high - t.band.low)}%` }}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
