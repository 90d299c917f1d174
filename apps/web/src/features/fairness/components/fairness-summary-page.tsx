import {
  FAIRNESS_CATEGORY_LABELS,
  FAIRNESS_MEASURE_LABELS,
  formatP,
  formatRate,
  formatRatio,
  formatScore,
  SIGNIFICANCE_METHOD_LABELS,
  type TAdverseImpactReport,
  type TFairnessCategory,
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
import { useAdverseImpact } from '../api/get-adverse-impact';
import { countText, notShownLines } from '../lib/format';
import { scopeFromParams } from '../lib/report-scope';
import { FairnessDefinitions } from './fairness-definitions';

/** LL144's required categories first (sex, race/ethnicity, their intersection), then the further ones. */
const REQUIRED: TFairnessCategory[] = ['sex', 'race_ethnicity', 'intersection'];
const FURTHER: TFairnessCategory[] = ['age_band', 'disability'];

/**
 * The report as a printable summary in the layout of the bias audit summaries employers publish under
 * NYC Local Law 144: the date, the data's source and range, the tool and where it is used, the number of
 * individuals (and of unknown), then rates and impact ratios by category, with the definitions.
 */
export function FairnessSummaryPage() {
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
            Back to the report
          </Link>
        </Button>
        <Button size="sm" onClick={() => window.print()} disabled={!data}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>
      {!scope ? <p>Choose an assessment or a test on the Fairness page first.</p> : null}
      {report.isLoading ? <Spinner label="Computing the report" /> : null}
      {report.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {getErrorMessage(report.error, 'Failed to compute the report.')}
          </AlertDescription>
        </Alert>
      ) : null}
      {data ? <Summary report={data} /> : null}
    </main>
  );
}

function Summary({ report }: { report: TAdverseImpactReport }) {
  const facts: [string, string][] = [
    ['Date of this summary', report.generatedAt.slice(0, 10)],
    ['Employer', report.companyName],
    [
      'Automated employment decision tool',
      `${report.scope.kind === 'assessment' ? 'Assessment' : 'Test'} “${report.scope.name}” in HireAssess`,
    ],
    [
      'Distribution',
      report.scope.assessments.length > 0
        ? `Used in: ${report.scope.assessments.join('; ')}`
        : 'Not used in this period',
    ],
    [
      'Source of the data',
      'Historical data: the employer’s own candidates in HireAssess (their results, hiring stages and voluntary self-identification)',
    ],
    ['Date range of the data', `${report.from} to ${report.to} (by the date of the final submission, UTC)`],
    ['Number of individuals assessed', String(report.assessed)],
    ['Of them with no self-identification at all', String(report.noSelfIdentification)],
  ];
  return (
    <article className="grid gap-6" aria-labelledby="summary-title">
      <header className="grid gap-1">
        <h1 id="summary-title" className="text-2xl font-semibold tracking-tight">
          Adverse impact summary
        </h1>
        <p className="text-muted-foreground">
          In the layout of the bias audit summaries published under NYC Local Law 144. Prepared from the
          employer’s data for review by an independent auditor: it is monitoring, not itself an independent
          bias audit.
        </p>
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
        <MeasureSection key={measure.measure} measure={measure} minGroupSize={report.minGroupSize} />
      ))}
      <section className="grid gap-2 break-inside-avoid" aria-labelledby="summary-definitions">
        <h2 id="summary-definitions" className="text-lg font-semibold">
          Definitions and method
        </h2>
        <FairnessDefinitions className="grid list-disc gap-1 pl-5" />
      </section>
    </article>
  );
}

function MeasureSection({ measure, minGroupSize }: { measure: TImpactMeasure; minGroupSize: number }) {
  const label = FAIRNESS_MEASURE_LABELS[measure.measure];
  const byCategory = (categories: TFairnessCategory[]) =>
    categories.flatMap((c) => measure.tables.filter((t) => t.category === c));
  return (
    <section className="grid gap-4" aria-labelledby={`summary-${measure.measure}`}>
      <h2 id={`summary-${measure.measure}`} className="text-lg font-semibold">
        {label}s
        {measure.measure === 'scoring' && measure.median !== null
          ? ` (median score ${formatScore(measure.median)}, ${measure.sampleSize} scored)`
          : ''}
        {measure.measure === 'selection'
          ? ` (${measure.sampleSize} with a decision, ${measure.awaiting ?? 0} awaiting one)`
          : ''}
      </h2>
      {measure.unavailable ? <p>{measure.unavailable}</p> : null}
      {byCategory(REQUIRED).map((table) => (
        <SummaryTable key={table.category} table={table} measure={measure} minGroupSize={minGroupSize} />
      ))}
      {byCategory(FURTHER).length > 0 ? (
        <p className="text-muted-foreground">Further categories (beyond LL144’s requirement):</p>
      ) : null}
      {byCategory(FURTHER).map((table) => (
        <SummaryTable key={table.category} table={table} measure={measure} minGroupSize={minGroupSize} />
      ))}
    </section>
  );
}

function SummaryTable({
  table,
  measure,
  minGroupSize,
}: {
  table: TImpactTable;
  measure: TImpactMeasure;
  minGroupSize: number;
}) {
  const selection = measure.measure === 'selection';
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse break-inside-avoid text-left [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1">
        <caption className="mb-1 text-left font-medium">
          {FAIRNESS_CATEGORY_LABELS[table.category]}
          {table.tooSmall ? ' (too small to conclude)' : ''}
        </caption>
        <thead className="bg-muted print:bg-transparent">
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="text-right">
              {selection ? 'Number with a decision' : 'Number of individuals'}
            </th>
            <th scope="col" className="text-right">
              {selection ? 'Number selected' : 'Number above the median'}
            </th>
            <th scope="col" className="text-right">
              {selection ? 'Selection rate' : 'Scoring rate'}
            </th>
            <th scope="col" className="text-right">
              Impact ratio
            </th>
            <th scope="col">Significance (two-sided p)</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.group}>
              <th scope="row" className="font-normal">
                {row.label}
                {row.underTwoPercent ? ' (under 2 %)' : ''}
              </th>
              <td className="text-right tabular-nums">{countText(row, row.total, minGroupSize)}</td>
              <td className="text-right tabular-nums">{countText(row, row.selected, minGroupSize)}</td>
              <td className="text-right tabular-nums">{formatRate(row.rate)}</td>
              <td className="text-right tabular-nums">
                {formatRatio(row.impactRatio)}
                {row.belowFourFifths ? ' (below 0.8)' : ''}
              </td>
              <td>
                {row.significance
                  ? `${formatP(row.significance.p)}, ${SIGNIFICANCE_METHOD_LABELS[row.significance.method]}${row.significance.significant ? ': significant at 5 %' : ': not significant at 5 %'}`
                  : row.isReference
                    ? 'Reference group'
                    : ''}
              </td>
            </tr>
          ))}
          {notShownLines(table).map((line) => (
            <tr key={line.label}>
              <th scope="row" className="font-normal italic">
                {line.label}
              </th>
              <td className="text-right tabular-nums">{line.count}</td>
              <td colSpan={4} className="text-muted-foreground">
                Not included in the rates or ratios
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
