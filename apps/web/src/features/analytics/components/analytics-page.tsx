import { EVALUATION_STATUS_LABELS, EVALUATION_STATUSES } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useAnalytics, useAnalyticsEvents } from '../api/get-analytics';
import { formatDuration } from '../lib/format-duration';
import { ComparePanel } from './compare-panel';
import { FunnelCard } from './funnel-card';
import { PositionFilter } from './position-filter';
import { ReliabilityTable } from './reliability-table';
import { ScoreHistogram } from './score-histogram';
import { SectionAverages } from './section-averages';

/** The admin's overview of their company's candidates, live as they submit and are evaluated. */
export function AnalyticsPage() {
  const greeting = useMemberGreeting();
  const [position, setPosition] = useState<string | undefined>();
  const analytics = useAnalytics(position);
  useAnalyticsEvents();
  const data = analytics.data;

  return (
    <AppShell greeting={greeting}>
      <div className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Analytics</h1>
            <p className="text-muted-foreground">
              {data
                ? `${data.candidates} ${data.candidates === 1 ? 'candidate' : 'candidates'} ${position ? `for ${position}` : 'in your company'}`
                : 'Your company at a glance'}
            </p>
          </div>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <PositionFilter positions={data?.positions ?? []} value={position} onChange={setPosition} />
            <Button asChild variant="outline" size="sm">
              <Link to={paths.adminDashboard.getHref()}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back to dashboard
              </Link>
            </Button>
          </div>
        </div>
        {analytics.isError ? (
          <p role="alert" className="text-destructive">
            {getErrorMessage(analytics.error)}
          </p>
        ) : !data ? (
          <PageSpinner label="Loading analytics" />
        ) : (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <FunnelCard funnel={data.funnel} />
              <ScoreHistogram distribution={data.distribution} />
              <SectionAverages sections={data.sections} />
              <div className="grid gap-6">
                <Card data-testid="time-to-complete">
                  <CardHeader>
                    <CardTitle>Time to complete</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-2xl font-semibold tabular-nums">
                      {formatDuration(data.timeToComplete.meanSeconds)}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Average from the first section started to the final submission; median{' '}
                      {formatDuration(data.timeToComplete.medianSeconds)} (n = {data.timeToComplete.n}).
                    </p>
                  </CardContent>
                </Card>
                <Card data-testid="evaluation-statuses">
                  <CardHeader>
                    <CardTitle>Evaluations</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                      {EVALUATION_STATUSES.map((status) => (
                        <div key={status} className="rounded-md border p-2">
                          <dt className="text-muted-foreground">{EVALUATION_STATUS_LABELS[status]}</dt>
                          <dd className="text-lg font-semibold tabular-nums">
                            {data.evaluationStatuses[status]}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </CardContent>
                </Card>
              </div>
            </div>
            <ReliabilityTable position={position} />
            <ComparePanel />
          </>
        )}
      </div>
    </AppShell>
  );
}
