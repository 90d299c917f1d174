import {
  FAIRNESS_MEASURE_LABELS,
  formatScore,
  type TAdverseImpactReport,
  type TImpactMeasure,
} from '@app/contracts';
import { Download, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useTestLibrary } from '@/lib/test-library';
import { notify } from '@/lib/toast';
import { useAdverseImpact, useAssessmentOptions, useDownloadCsv } from '../api/get-adverse-impact';
import { scopeFromParams, scopeQuery } from '../lib/report-scope';
import { FairnessDefinitions } from './fairness-definitions';
import { ImpactTableCard } from './impact-table';
import { ReportWarnings } from './report-warnings';
import { ScopePicker } from './scope-picker';

const MEASURE_INTRO: Record<TImpactMeasure['measure'], string> = {
  selection:
    'Who was advanced (shortlisted or hired) among the candidates with a hiring decision. Candidates still at New are awaiting a decision and are not in the rates.',
  scoring:
    'LL144’s scoring rate: the share of each group scoring above the median score of everyone in the sample.',
};

/**
 * Adverse impact of an assessment or a test (?assessmentId=… or ?testId=…, with ?from=…&to=…), per
 * self-identified group: monitoring for the company, its lawyer and its auditor, not a verdict.
 */
export function FairnessPage() {
  const greeting = useMemberGreeting();
  const [params, setParams] = useSearchParams();
  const scope = scopeFromParams(params);
  const assessments = useAssessmentOptions();
  const tests = useTestLibrary();
  const report = useAdverseImpact(scope);
  const download = useDownloadCsv();
  const data = report.data;

  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Fairness</h1>
            <p className="text-muted-foreground">Adverse impact by self-identified group, as monitoring</p>
          </div>
          <ScopePicker
            scope={scope}
            assessments={assessments.data?.items ?? []}
            tests={tests.data?.items ?? []}
            range={data}
            onChange={(next) => setParams(new URLSearchParams(scopeQuery(next)), { replace: true })}
          />
        </div>
        {assessments.isError || tests.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {getErrorMessage(
                assessments.error ?? tests.error,
                'Failed to load your assessments and tests.',
              )}
            </AlertDescription>
          </Alert>
        ) : null}
        {!scope ? (
          <p className="text-muted-foreground">
            Choose an assessment or a test to see its adverse impact report.
          </p>
        ) : null}
        {report.isLoading ? <Spinner label="Computing the report" /> : null}
        {report.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {getErrorMessage(report.error, 'Failed to compute the report.')}
            </AlertDescription>
          </Alert>
        ) : null}
        {scope && data ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={download.isPending}
                onClick={() =>
                  download.mutate(scope, {
                    onError: (error) => notify.error(getErrorMessage(error, 'Failed to download the CSV.')),
                  })
                }
              >
                <Download aria-hidden="true" className="size-4" />
                Download CSV
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.adminFairnessSummary.getHref(scope)}>
                  <Printer aria-hidden="true" className="size-4" />
                  Printable summary
                </Link>
              </Button>
            </div>
            <ReportWarnings warnings={data.warnings} />
            <Overview report={data} />
            {data.measures.map((measure) => (
              <section
                key={measure.measure}
                className="grid gap-4"
                aria-labelledby={`measure-${measure.measure}`}
              >
                <div>
                  <h2 id={`measure-${measure.measure}`} className="text-xl font-semibold tracking-tight">
                    {FAIRNESS_MEASURE_LABELS[measure.measure]}s
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {measure.unavailable ?? MEASURE_INTRO[measure.measure]}
                  </p>
                </div>
                {measure.tables.map((table) => (
                  <ImpactTableCard
                    key={table.category}
                    table={table}
                    measure={measure.measure}
                    minGroupSize={data.minGroupSize}
                  />
                ))}
              </section>
            ))}
            <Card>
              <CardHeader>
                <CardTitle className="text-base">How the numbers are made</CardTitle>
              </CardHeader>
              <CardContent>
                <FairnessDefinitions />
              </CardContent>
            </Card>
          </>
        ) : null}
      </div>
    </AppShell>
  );
}

function Overview({ report }: { report: TAdverseImpactReport }) {
  const [selection, scoring] = report.measures;
  const figures: [string, string][] = [
    ['Individuals assessed', String(report.assessed)],
    ['With a hiring decision', String(selection?.sampleSize ?? 0)],
    ['Awaiting a decision', String(selection?.awaiting ?? 0)],
    ['Scored', String(scoring?.sampleSize ?? 0)],
    ['Median score', formatScore(scoring?.median)],
    ['No self-identification', String(report.noSelfIdentification)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">
          {report.scope.name}: candidates who submitted{' '}
          <span className="whitespace-nowrap">{report.from}</span> to{' '}
          <span className="whitespace-nowrap">{report.to}</span>
        </CardTitle>
        {report.scope.kind === 'test' ? (
          <p className="text-sm text-muted-foreground">
            {report.scope.assessments.length > 0
              ? `Used in ${report.scope.assessments.join(', ')}.`
              : 'Not used by any candidate in this period.'}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(([term, value]) => (
            <div key={term} className="rounded-md border p-2">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
