import {
  FAIRNESS_MEASURE_LABELS,
  FAIRNESS_REGION_CONTENT,
  fairnessCategoryLabel,
  formatP,
  formatRate,
  formatRatio,
  formatScore,
  SIGNIFICANCE_METHOD_LABELS,
  type TAdverseImpactReport,
  type TFairnessCategory,
  type TFairnessRegion,
  type TImpactMeasure,
  type TImpactTable,
} from '@app/contracts';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useAdverseImpact } from '../api/get-adverse-impact';
import { countText, notShownLines, withheldNote } from '../lib/format';
import { scopeFromParams } from '../lib/report-scope';
import { FairnessDefinitions } from './fairness-definitions';

/**
 * The report as a printable summary: the date, the data's source and range, the tool and where it is used,
 * the number of individuals (and of unknown), then rates and impact ratios by category, with the
 * definitions. Its framing is the company's region's (decision 036): in the US the layout of the bias audit
 * summaries employers publish under NYC Local Law 144 (its required categories first, then the further
 * ones), in the UK the employer's own monitoring under the Equality Act 2010.
 */
export function FairnessSummaryPage() {
  const { t } = useT('fairness');
  const [params] = useSearchParams();
  const scope = scopeFromParams(params);
  const report = useAdverseImpact(scope);
  const data = report.data;
  return (
    <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 text-sm print:max-w-none print:p-0 print:text-[11px]">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.adminFairness.getHref(scope ?? {})}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('summary.back')}
          </Link>
        </Button>
        <Button size="sm" onClick={() => window.print()} disabled={!data}>
          <Printer aria-hidden="true" className="size-4" />
          {t('summary.print')}
        </Button>
      </div>
      {!scope ? <p>{t('summary.chooseScope')}</p> : null}
      {report.isLoading ? <Spinner label={t('computing')} /> : null}
      {report.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{getErrorMessage(report.error, t('computeFailed'))}</AlertDescription>
        </Alert>
      ) : null}
      {data ? <Summary report={data} /> : null}
    </main>
  );
}

function Summary({ report }: { report: TAdverseImpactReport }) {
  const { t } = useT('fairness');
  const format = useCompanyFormat();
  const content = FAIRNESS_REGION_CONTENT[report.region];
  const facts: [string, string][] = [
    [t('summary.date'), format.date(report.generatedAt)],
    [t('summary.employer'), report.companyName],
    [t('summary.region'), content.name],
    [content.framing.tool, t('summary.toolValue', { kind: report.scope.kind, name: report.scope.name })],
    [
      t('summary.distribution'),
      report.scope.assessments.length > 0
        ? t('summary.usedIn', { assessments: report.scope.assessments.join('; ') })
        : t('summary.notUsed'),
    ],
    [t('summary.source'), t('summary.sourceValue')],
    [t('summary.range'), t('summary.rangeValue', { from: report.from, to: report.to })],
    [t('summary.assessed'), format.number(report.assessed)],
    [t('summary.noSelfId'), format.number(report.noSelfIdentification)],
  ];
  return (
    <article className="grid gap-6" aria-labelledby="summary-title">
      <header className="grid gap-1">
        <h1 id="summary-title" className="text-2xl font-semibold tracking-tight">
          {t('summary.title')}
        </h1>
        <p className="text-muted-foreground">{content.framing.summaryIntro}</p>
      </header>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="mb-1 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {report.warnings.length > 0 ? (
        <ul className="grid list-disc gap-1 pl-5">
          {report.warnings.map((w) => (
            <li key={`${w.code}-${w.message}`}>{w.message}</li>
          ))}
        </ul>
      ) : null}
      {report.measures.map((measure) => (
        <MeasureSection
          key={measure.measure}
          measure={measure}
          region={report.region}
          minGroupSize={report.minGroupSize}
        />
      ))}
      <section className="grid gap-2 break-inside-avoid" aria-labelledby="summary-definitions">
        <h2 id="summary-definitions" className="text-lg font-semibold">
          {t('summary.definitions')}
        </h2>
        <FairnessDefinitions region={report.region} className="grid list-disc gap-1 pl-5" />
      </section>
    </article>
  );
}

function MeasureSection({
  measure,
  region,
  minGroupSize,
}: {
  measure: TImpactMeasure;
  region: TFairnessRegion;
  minGroupSize: number;
}) {
  const { t } = useT('fairness');
  const format = useCompanyFormat();
  const label = FAIRNESS_MEASURE_LABELS[measure.measure];
  // The tables the region's law asks for first, then the others after its note.
  const { required, further, furtherNote } = FAIRNESS_REGION_CONTENT[region].summary;
  const byCategory = (categories: TFairnessCategory[]) =>
    categories.flatMap((c) => measure.tables.filter((table) => table.category === c));
  return (
    <section className="grid gap-4" aria-labelledby={`summary-${measure.measure}`}>
      <h2 id={`summary-${measure.measure}`} className="text-lg font-semibold">
        {t('measureTitle', { measure: label })}
        {measure.measure === 'scoring' && measure.median !== null
          ? t('summary.scoringSample', {
              median: formatScore(measure.median),
              n: format.number(measure.sampleSize),
            })
          : ''}
        {measure.measure === 'selection'
          ? t('summary.selectionSample', {
              n: format.number(measure.sampleSize),
              awaiting: format.number(measure.awaiting ?? 0),
            })
          : ''}
      </h2>
      {measure.unavailable ? <p>{measure.unavailable}</p> : null}
      {byCategory(required).map((table) => (
        <SummaryTable
          key={table.category}
          table={table}
          region={region}
          measure={measure}
          minGroupSize={minGroupSize}
        />
      ))}
      {byCategory(further).length > 0 && furtherNote ? (
        <p className="text-muted-foreground">{furtherNote}</p>
      ) : null}
      {byCategory(further).map((table) => (
        <SummaryTable
          key={table.category}
          table={table}
          region={region}
          measure={measure}
          minGroupSize={minGroupSize}
        />
      ))}
    </section>
  );
}

function SummaryTable({
  table,
  region,
  measure,
  minGroupSize,
}: {
  table: TImpactTable;
  region: TFairnessRegion;
  measure: TImpactMeasure;
  minGroupSize: number;
}) {
  const { t } = useT('fairness');
  const format = useCompanyFormat();
  const selection = measure.measure === 'selection';
  const note = withheldNote(table, minGroupSize, t);
  if (table.rows.length === 0) {
    return (
      <div className="grid gap-1 break-inside-avoid">
        <p className="font-medium">{fairnessCategoryLabel(region, table.category)}</p>
        <p className="text-muted-foreground">{note}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-1 overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse break-inside-avoid text-left [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1">
        <caption className="mb-1 text-left font-medium">
          {fairnessCategoryLabel(region, table.category)}
          {table.tooSmall ? t('summary.tooSmall') : ''}
        </caption>
        <thead className="bg-muted print:bg-transparent">
          <tr>
            <th scope="col">{t('summary.category')}</th>
            <th scope="col" className="text-right">
              {selection ? t('summary.decided') : t('summary.individuals')}
            </th>
            <th scope="col" className="text-right">
              {selection ? t('summary.selected') : t('summary.aboveMedian')}
            </th>
            <th scope="col" className="text-right">
              {selection ? t('summary.selectionRate') : t('summary.scoringRate')}
            </th>
            <th scope="col" className="text-right">
              {t('table.impactRatio')}
            </th>
            <th scope="col">{t('summary.significance')}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.group}>
              <th scope="row" className="font-normal">
                {row.label}
                {row.underTwoPercent ? t('summary.underTwoPercent') : ''}
              </th>
              <td className="text-right tabular-nums">
                {countText(row.total, row.suppressed, t, format.number)}
              </td>
              <td className="text-right tabular-nums">
                {countText(row.selected, row.suppressed, t, format.number)}
              </td>
              <td className="text-right tabular-nums">{formatRate(row.rate)}</td>
              <td className="text-right tabular-nums">
                {formatRatio(row.impactRatio)}
                {row.belowFourFifths ? t('summary.below') : ''}
              </td>
              <td>
                {row.significance
                  ? t('summary.significanceValue', {
                      p: formatP(row.significance.p),
                      method: SIGNIFICANCE_METHOD_LABELS[row.significance.method],
                      significant: row.significance.significant ? 'yes' : 'no',
                    })
                  : row.isReference
                    ? t('table.referenceGroup')
                    : ''}
              </td>
            </tr>
          ))}
          {notShownLines(table, t).map((line) => (
            <tr key={line.label}>
              <th scope="row" className="font-normal italic">
                {line.label}
              </th>
              <td className="text-right tabular-nums">{format.number(line.count)}</td>
              <td colSpan={4} className="text-muted-foreground">
                {t('summary.notIncluded')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className="text-muted-foreground">{note}</p> : null}
    </div>
  );
}
