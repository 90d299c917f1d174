import { formatScore, type TScoreDistribution } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';

/** Total scores in ten bins; the last includes 100. The bars are drawn, the numbers are text. */
export function ScoreHistogram({ distribution }: { distribution: TScoreDistribution }) {
  const { t } = useT('analytics');
  const format = useCompanyFormat();
  const max = Math.max(0, ...distribution.bins.map((b) => b.count));
  const summary = t('histogram.summary', {
    count: distribution.n,
    n: format.number(distribution.n),
    mean: formatScore(distribution.mean),
    median: formatScore(distribution.median),
    sd: formatScore(distribution.sd),
  });
  const bins = distribution.bins
    .map((bin) => t('histogram.bin', { from: bin.from, to: bin.to, n: format.number(bin.count) }))
    .join('; ');
  return (
    <Card data-testid="score-distribution">
      <CardHeader>
        <CardTitle>{t('histogram.title')}</CardTitle>
        <CardDescription>{t('histogram.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {distribution.n === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noEvaluations')}</p>
        ) : (
          <>
            <figure className="grid gap-2">
              <div aria-hidden="true" className="flex h-40 items-end gap-1">
                {distribution.bins.map((bin) => (
                  <div key={bin.from} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                    <span className="text-xs tabular-nums text-muted-foreground">
                      {format.number(bin.count)}
                    </span>
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
              <figcaption className="sr-only">{t('histogram.caption', { summary, bins })}</figcaption>
            </figure>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              {[
                [t('histogram.candidates'), format.number(distribution.n)],
                [t('histogram.mean'), formatScore(distribution.mean)],
                [t('histogram.median'), formatScore(distribution.median)],
                [t('histogram.sd'), formatScore(distribution.sd)],
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
