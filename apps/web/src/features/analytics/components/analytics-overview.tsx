import { EVALUATION_STATUS_LABELS, EVALUATION_STATUSES, type TAnalyticsQuery } from '@app/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useAnalytics } from '../api/get-analytics';
import { formatDuration } from '../lib/format-duration';
import { FunnelCard } from './funnel-card';
import { ReliabilityTable } from './reliability-table';
import { ScoreHistogram } from './score-histogram';
import { SectionAverages } from './section-averages';

/** Every number of the analytics page for one set of filters: the page's body and an assessment's tab. */
export function AnalyticsOverview({ filters }: { filters: TAnalyticsQuery }) {
  const { t } = useT('analytics');
  const format = useCompanyFormat();
  const analytics = useAnalytics(filters);
  const data = analytics.data;
  if (analytics.isError) {
    return (
      <p role="alert" className="text-destructive">
        {getErrorMessage(analytics.error)}
      </p>
    );
  }
  if (!data) return <PageSpinner label={t('loading')} />;
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <FunnelCard funnel={data.funnel} />
        <ScoreHistogram distribution={data.distribution} />
        <SectionAverages sections={data.sections} profiles={data.profiles} />
        <div className="grid gap-6">
          <Card data-testid="time-to-complete">
            <CardHeader>
              <CardTitle>{t('time.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-semibold tabular-nums">
                {formatDuration(data.timeToComplete.meanSeconds, t)}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('time.detail', {
                  median: formatDuration(data.timeToComplete.medianSeconds, t),
                  n: format.number(data.timeToComplete.n),
                })}
              </p>
            </CardContent>
          </Card>
          <Card data-testid="evaluation-statuses">
            <CardHeader>
              <CardTitle>{t('evaluations.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                {EVALUATION_STATUSES.map((status) => (
                  <div key={status} className="rounded-md border p-2">
                    <dt className="text-muted-foreground">{EVALUATION_STATUS_LABELS[status]}</dt>
                    <dd className="text-lg font-semibold tabular-nums">
                      {format.number(data.evaluationStatuses[status])}
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
      <ReliabilityTable filters={filters} />
    </>
  );
}
