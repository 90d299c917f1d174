import { formatScore, type TScoreDistribution } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export const NO_EVALUATIONS = 'No evaluations yet: scores appear here once candidates submit.';

const binLabel = (from: number, to: number) => `${from}–${to}`;

/** Total scores in ten bins; the last includes 100. The bars are drawn, the numbers are text. */
export function ScoreHistogram({ distribution }: { distribution: TScoreDistribution }) {
  const max = Math.max(0, ...distribution.bins.map((b) => b.count));
  const summary = `${distribution.n} candidates; mean ${formatScore(distribution.mean)}, median ${formatScore(distribution.median)}, SD ${formatScore(distribution.sd)}.`;
  return (
    <Card data-testid="score-distribution">
      <CardHeader>
        <CardTitle>Score distribution</CardTitle>
        <CardDescription>
          Overall scores out of 100 of each candidate's latest evaluation. Personality and work style profiles
          are not in them, except traits an assessment weights.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {distribution.n === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_EVALUATIONS}</p>
        ) : (
          <>
            <figure className="grid gap-2">
              <div aria-hidden="true" className="flex h-40 items-end gap-1">
                {distribution.bins.map((bin) => (
                  <div key={bin.from} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                    <span className="text-xs tabular-nums text-muted-foreground">{bin.count}</span>
                    <div
                      className="w-full rounded-t bg-primary"
                      style={{
                        height: `${max > 0 ? (100 * bin.count) / max : 0}%`,
                        minHeight: bin.count ? 2 : 0,
                      }}
                    />
                  </div>
                ))}
              </div>
              <div aria-hidden="true" className="flex gap-1 border-t pt-1">
                {distribution.bins.map((bin) => (
                  <span
                    key={bin.from}
                    className="flex-1 text-center text-[10px] text-muted-foreground sm:text-xs"
                  >
                    {bin.from}
                  </span>
                ))}
              </div>
              <figcaption className="sr-only">
                Score distribution: {summary}{' '}
                {distribution.bins.map((bin) => `${binLabel(bin.from, bin.to)}: ${bin.count}`).join('; ')}.
              </figcaption>
            </figure>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              {[
                ['Candidates', String(distribution.n)],
                ['Mean', formatScore(distribution.mean)],
                ['Median', formatScore(distribution.median)],
                ['SD', formatScore(distribution.sd)],
              ].map(([term, value]) => (
                <div key={term} className="rounded-md border p-2">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
