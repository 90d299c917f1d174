import {
  fairnessCategoryLabel,
  formatRate,
  formatRatio,
  SIGNIFICANCE_METHOD_LABELS,
  significanceInWords,
  type TFairnessMeasure,
  type TFairnessRegion,
  type TImpactTable,
} from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { countText, notShownLines, withheldNote } from '../lib/format';
import { ImpactChart } from './impact-chart';

/**
 * One category's groups: counts, rate, impact ratio with its flag, and the significance test beside it;
 * what is withheld reads "withheld", and a note under the table says why.
 */
export function ImpactTableCard({
  table,
  region,
  measure,
  awaitingWithheld,
  minGroupSize,
}: {
  table: TImpactTable;
  /** The company's fairness region: the table's name in its categories (decision 036). */
  region: TFairnessRegion;
  measure: TFairnessMeasure;
  awaitingWithheld: boolean;
  minGroupSize: number;
}) {
  const { t } = useT('fairness');
  const format = useCompanyFormat();
  const count = (value: number | null, withheld: boolean) => countText(value, withheld, t, format.number);
  const selection = measure === 'selection';
  const title = t('table.title', { category: fairnessCategoryLabel(region, table.category), measure });
  const note = withheldNote(table, minGroupSize, t);
  return (
    <Card data-testid={`impact-${measure}-${table.category}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          {title}
          {table.tooSmall ? <Badge variant="secondary">{t('table.tooSmall')}</Badge> : null}
        </CardTitle>
        <CardDescription>
          {t('table.known', {
            count: table.known,
            n: format.number(table.known),
            reference: table.referenceGroup ? 'yes' : 'no',
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {table.rows.length > 0 ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t('table.group')}</TableHead>
                <TableHead scope="col" className="text-right">
                  {selection ? t('table.decided') : t('table.scored')}
                </TableHead>
                <TableHead scope="col" className="text-right">
                  {selection ? t('table.advanced') : t('table.aboveMedian')}
                </TableHead>
                {selection ? (
                  <TableHead scope="col" className="text-right">
                    {t('table.awaiting')}
                  </TableHead>
                ) : null}
                <TableHead scope="col" className="text-right">
                  {t('table.rate')}
                </TableHead>
                <TableHead scope="col" className="text-right">
                  {t('table.impactRatio')}
                </TableHead>
                <TableHead scope="col">{t('table.significance')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.group}>
                  <TableHead
                    scope="row"
                    className="h-auto py-2.5 font-normal whitespace-normal text-foreground"
                  >
                    <span className="flex flex-wrap items-center gap-1.5">
                      {row.label}
                      {row.isReference ? <Badge variant="outline">{t('table.reference')}</Badge> : null}
                      {row.suppressed ? <Badge variant="secondary">{t('table.suppressed')}</Badge> : null}
                      {row.underTwoPercent ? (
                        <Badge variant="secondary">{t('table.underTwoPercent')}</Badge>
                      ) : null}
                    </span>
                  </TableHead>
                  <TableCell className="text-right tabular-nums whitespace-nowrap">
                    {count(row.total, row.suppressed)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums whitespace-nowrap">
                    {count(row.selected, row.suppressed)}
                  </TableCell>
                  {selection ? (
                    <TableCell className="text-right tabular-nums whitespace-nowrap">
                      {count(row.awaiting, row.suppressed || awaitingWithheld)}
                    </TableCell>
                  ) : null}
                  <TableCell className="text-right tabular-nums whitespace-nowrap">
                    {formatRate(row.rate)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums whitespace-nowrap">
                    {formatRatio(row.impactRatio)}
                    {row.belowFourFifths ? (
                      <Badge variant="destructive" className="ml-2">
                        {t('table.belowFourFifths')}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="min-w-56 text-xs text-muted-foreground">
                    {row.significance ? (
                      <>
                        <span
                          className={row.significance.significant ? 'font-medium text-foreground' : undefined}
                        >
                          {significanceInWords(row.significance)}
                        </span>
                        <br />
                        {SIGNIFICANCE_METHOD_LABELS[row.significance.method]}
                        {row.significance.statistic === null
                          ? ''
                          : t('table.statistic', {
                              z: format.number(row.significance.statistic, {
                                minimumFractionDigits: 2,
                                maximumFractionDigits: 2,
                              }),
                            })}
                      </>
                    ) : row.isReference ? (
                      t('table.referenceGroup')
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
        {table.rows.length > 0 ? (
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {notShownLines(table, t).map((line) => (
              <li key={line.label}>
                {line.label}:{' '}
                <span className="tabular-nums text-foreground">{format.number(line.count)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ImpactChart table={table} title={title} />
      </CardContent>
    </Card>
  );
}
