import {
  FAIRNESS_MEASURE_LABELS,
  FAIRNESS_REGION_CONTENT,
  fairnessCategoryLabel,
  fairnessDefinitions,
  formatP,
  formatRate,
  formatRatio,
  SIGNIFICANCE_METHOD_LABELS,
  significanceInWords,
  type TAdverseImpactReport,
  type TImpactRow,
} from '@app/contracts';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../candidates/candidates-export';

const HEADER = [
  'Measure',
  'Category',
  'Group',
  'Individuals',
  'Selected or scoring above the median',
  'Awaiting a decision',
  'Rate',
  'Impact ratio',
  'Below 0.8',
  'Significance test',
  'z',
  'p',
  'Significance',
  'Reference group',
  'Under 2 % of the data',
  'Withheld',
];

const WITHHELD = 'withheld';
const WHOLE_TABLE_WITHHELD =
  'Whole table withheld: its groups are too few and too small to show without giving someone’s answer away (all people of the table)';
const count = (value: number | null, withheld: boolean) =>
  withheld ? WITHHELD : value === null ? '' : String(value);

function rowCells(row: TImpactRow, awaitingWithheld: boolean): string[] {
  return [
    row.label,
    count(row.total, row.suppressed),
    count(row.selected, row.suppressed),
    count(row.awaiting, row.suppressed || awaitingWithheld),
    row.rate === null ? '' : formatRate(row.rate),
    row.impactRatio === null ? '' : formatRatio(row.impactRatio),
    row.belowFourFifths ? 'yes' : 'no',
    row.significance ? SIGNIFICANCE_METHOD_LABELS[row.significance.method] : '',
    row.significance?.statistic === null || row.significance?.statistic === undefined
      ? ''
      : row.significance.statistic.toFixed(3),
    row.significance ? formatP(row.significance.p) : '',
    row.significance ? significanceInWords(row.significance) : row.isReference ? 'Reference group' : '',
    row.isReference ? 'yes' : 'no',
    row.underTwoPercent ? 'yes' : 'no',
    row.suppressed ? 'yes' : 'no',
  ];
}

/**
 * The report as one CSV for the auditor: the scope, the fairness region and the definitions (the region's
 * legal framing first, decision 036) in two columns, then one row per group of every table, named in the
 * region's categories, then each table's unknown and declined counts. Only the report's group counts are
 * in it, withheld as the report withholds them, and each withheld cell says so. UTF-8 with a BOM so Excel
 * reads it as UTF-8; CRLF as RFC 4180 says.
 */
export function adverseImpactCsv(report: TAdverseImpactReport): string {
  const records: string[][] = [
    // Names are the company's own text, so a spreadsheet must not run them; the numbers are ours.
    ['Adverse impact report', neutraliseFormula(report.companyName)],
    [report.scope.kind === 'assessment' ? 'Assessment' : 'Test', neutraliseFormula(report.scope.name)],
    ['Used in', neutraliseFormula(report.scope.assessments.join('; '))],
    ['Candidates submitted between', `${report.from} and ${report.to} (inclusive, UTC)`],
    [
      'Data source',
      'Candidates’ assessment results, hiring stages and voluntary self-identification in HireAssess',
    ],
    ['Fairness region', FAIRNESS_REGION_CONTENT[report.region].name],
    ['Generated at', report.generatedAt],
    ['Individuals assessed', String(report.assessed)],
    ['Of them with no self-identification', String(report.noSelfIdentification)],
    ...report.warnings.map((w) => ['Warning', w.message]),
    ...Object.values(fairnessDefinitions(report.region)).map((text) => ['Definition', text]),
    [],
    HEADER,
  ];
  for (const measure of report.measures) {
    const label = FAIRNESS_MEASURE_LABELS[measure.measure];
    if (measure.unavailable) records.push([label, '', measure.unavailable]);
    for (const table of measure.tables) {
      const category = fairnessCategoryLabel(report.region, table.category);
      if (table.withholding === 'whole_table') {
        records.push([label, category, WHOLE_TABLE_WITHHELD, String(table.notShown)]);
        continue;
      }
      for (const row of table.rows) {
        records.push([label, category, ...rowCells(row, measure.awaitingWithheld)]);
      }
      if (table.unknown === null) {
        records.push([label, category, 'Unknown, declined or in a withheld group', String(table.notShown)]);
      } else {
        records.push([label, category, 'Unknown', String(table.unknown)]);
        records.push([label, category, 'Declined (prefer not to say)', String(table.declined ?? 0)]);
      }
    }
    if (measure.measure === 'selection' && measure.awaiting !== null) {
      records.push([
        label,
        'All',
        'Awaiting a decision (not in the rates)',
        '',
        '',
        String(measure.awaiting),
      ]);
    }
    if (measure.measure === 'scoring' && measure.median !== null) {
      records.push([
        label,
        'All',
        `Median score of the sample: ${measure.median.toFixed(1)}`,
        String(measure.sampleSize),
      ]);
    }
  }
  return `\uFEFF${stringify(records, { record_delimiter: 'windows' })}`;
}
