import {
  FAIRNESS_MEASURE_LABELS,
  FAIRNESS_REGION_CONTENT,
  formatScore,
  type TAdverseImpactReport,
} from '@app/contracts';
import { Download, Printer } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useTestLibrary } from '@/lib/test-library';
import { notify } from '@/lib/toast';
import { useAdverseImpact, useAssessmentOptions, useDownloadCsv } from '../api/get-adverse-impact';
import { scopeFromParams, scopeQuery } from '../lib/report-scope';
import { FairnessDefinitions } from './fairness-definitions';
import { ImpactTableCard } from './impact-table';
import { ReportWarnings } from './report-warnings';
import { ScopePicker } from './scope-picker';

/**
 * Adverse impact of an assessment or a test (?assessmentId=… or ?testId=…, with ?from=…&to=…), per
 * self-identified group: monitoring for the company, its lawyer and its auditor, not a verdict.
 */
export function FairnessPage() {
  const { t } = useT('fairness');
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
            <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
            <p className="text-muted-foreground">{t('intro')}</p>
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
              {getErrorMessage(assessments.error ?? tests.error, t('loadFailed'))}
            </AlertDescription>
          </Alert>
        ) : null}
        {!scope ? <p className="text-muted-foreground">{t('chooseScope')}</p> : null}
        {report.isLoading ? <Spinner label={t('computing')} /> : null}
        {report.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(report.error, t('computeFailed'))}</AlertDescription>
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
                    onError: (error) => notify.error(getErrorMessage(error, t('downloadFailed'))),
                  })
                }
              >
                <Download aria-hidden="true" className="size-4" />
                {t('download')}
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.adminFairnessSummary.getHref(scope)}>
                  <Printer aria-hidden="true" className="size-4" />
                  {t('printable')}
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
                    {t('measureTitle', { measure: FAIRNESS_MEASURE_LABELS[measure.measure] })}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {measure.unavailable ??
                      (measure.measure === 'scoring'
                        ? FAIRNESS_REGION_CONTENT[data.region].framing.scoringIntro
                        : t('intro.selection'))}
                  </p>
                  {measure.awaitingWithheld && measure.tables.length > 0 ? (
                    <p className="text-sm text-muted-foreground">
                      {t('awaitingWithheld', { max: data.minGroupSize - 1 })}
                    </p>
                  ) : null}
                </div>
                {measure.tables.map((table) => (
                  <ImpactTableCard
                    key={table.category}
                    table={table}
                    region={data.region}
                    measure={measure.measure}
                    awaitingWithheld={measure.awaitingWithheld}
                    minGroupSize={data.minGroupSize}
                  />
                ))}
              </section>
            ))}
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{t('definitions')}</CardTitle>
              </CardHeader>
              <CardContent>
                <FairnessDefinitions region={data.region} />
              </CardContent>
            </Card>
          </>
        ) : null}
      </div>
    </AppShell>
  );
}

function Overview({ report }: { report: TAdverseImpactReport }) {
  const { t } = useT('fairness');
  const format = useCompanyFormat();
  const [selection, scoring] = report.measures;
  const figures: [string, string][] = [
    [t('overview.assessed'), format.number(report.assessed)],
    [t('overview.decided'), format.number(selection?.sampleSize ?? 0)],
    [t('overview.awaiting'), format.number(selection?.awaiting ?? 0)],
    [t('overview.scored'), format.number(scoring?.sampleSize ?? 0)],
    [t('overview.median'), formatScore(scoring?.median)],
    [t('overview.noSelfId'), format.number(report.noSelfIdentification)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">
          <Trans
            t={t}
            i18nKey="overview.title"
            values={{ name: report.scope.name, from: report.from, to: report.to }}
            components={{
              from: <span className="whitespace-nowrap" />,
              to: <span className="whitespace-nowrap" />,
            }}
          />
        </CardTitle>
        <p className="text-sm text-muted-foreground" data-testid="fairness-region">
          {t('overview.region', { region: FAIRNESS_REGION_CONTENT[report.region].name })}
        </p>
        {report.scope.kind === 'test' ? (
          <p className="text-sm text-muted-foreground">
            {report.scope.assessments.length > 0
              ? t('overview.usedIn', { assessments: report.scope.assessments.join(', ') })
              : t('overview.notUsed')}
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
