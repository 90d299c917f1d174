import {
  FAIRNESS_CATEGORY_LABELS,
  formatRate,
  formatRatio,
  SIGNIFICANCE_METHOD_LABELS,
  significanceInWords,
  type TFairnessMeasure,
  type TImpactTable,
} from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { countText, notShownLines } from '../lib/format';
import { ImpactChart } from './impact-chart';

/** One category's groups: counts, rate, impact ratio with its flag, and the significance test beside it. */
export function ImpactTableCard({
  table,
  measure,
  minGroupSize,
}: {
  table: TImpactTable;
  measure: TFairnessMeasure;
  minGroupSize: number;
}) {
  const selection = measure === 'selection';
  const title = `${FAIRNESS_CATEGORY_LABELS[table.category]}: ${selection ? 'selection' : 'scoring'} rates`;
  return (
    <Card data-testid={`impact-${measure}-${table.category}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          {title}
          {table.tooSmall ? <Badge variant="secondary">Too small to conclude</Badge> : null}
        </CardTitle>
        <CardDescription>
          {table.known} {table.known === 1 ? 'person' : 'people'} in the groups shown
          {table.referenceGroup ? '; ratios against the group with the highest rate' : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Group</TableHead>
              <TableHead scope="col" className="text-right">
                {selection ? 'With a decision' : 'Scored'}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {selection ? 'Advanced' : 'Above median'}
              </TableHead>
              {selection ? (
                <TableHead scope="col" className="text-right">
                  Awaiting
                </TableHead>
              ) : null}
              <TableHead scope="col" className="text-right">
                Rate
              </TableHead>
              <TableHead scope="col" className="text-right">
                Impact ratio
              </TableHead>
              <TableHead scope="col">Significance</TableHead>
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
                    {row.isReference ? <Badge variant="outline">Reference</Badge> : null}
                    {row.suppressed ? <Badge variant="secondary">Suppressed</Badge> : null}
                    {row.underTwoPercent ? <Badge variant="secondary">Under 2 %</Badge> : null}
                  </span>
                </TableHead>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {countText(row, row.total, minGroupSize)}
                </TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {countText(row, row.selected, minGroupSize)}
                </TableCell>
                {selection ? (
                  <TableCell className="text-right tabular-nums whitespace-nowrap">
                    {countText(row, row.awaiting, minGroupSize)}
                  </TableCell>
                ) : null}
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {formatRate(row.rate)}
                </TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {formatRatio(row.impactRatio)}
                  {row.belowFourFifths ? (
                    <Badge variant="destructive" className="ml-2">
                      Below 0.8
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
                        : `, z = ${row.significance.statistic.toFixed(2)}`}
                    </>
                  ) : row.isReference ? (
                    'Reference group'
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {notShownLines(table).map((line) => (
            <li key={line.label}>
              {line.label}: <span className="tabular-nums text-foreground">{line.count}</span>
            </li>
          ))}
        </ul>
        <ImpactChart table={table} title={title} />
      </CardContent>
    </Card>
  );
}
