import type { TAnalyticsQuery } from '@app/contracts';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useReliability } from '../api/get-analytics';

const traitName = (trait: string) => trait.charAt(0).toUpperCase() + trait.slice(1).replaceAll('_', ' ');
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' });

/** Loaded on its own (it reads every scored answer) and recomputed on request, not on every live change. */
export function ReliabilityTable({ filters }: { filters: TAnalyticsQuery }) {
  const reliability = useReliability(filters);
  const report = reliability.data;
  return (
    <Card data-testid="reliability">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Section reliability</CardTitle>
          <CardDescription>{report?.method}</CardDescription>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => reliability.refetch()}
          disabled={reliability.isFetching}
        >
          <RefreshCw aria-hidden="true" /> Recompute
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {reliability.isPending ? <Spinner label="Computing reliability" /> : null}
        {reliability.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {getErrorMessage(reliability.error, 'Failed to compute reliability.')}
            </AlertDescription>
          </Alert>
        ) : null}
        {report && report.scales.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scored answers yet.</p>
        ) : null}
        {report && report.scales.length > 0 ? (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Test / scale</TableHead>
                  <TableHead className="text-right">Alpha</TableHead>
                  <TableHead className="text-right">n</TableHead>
                  <TableHead className="text-right">k</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.scales.map((row) => (
                  <TableRow key={`${row.test}/${row.scale ?? ''}`}>
                    <TableCell>
                      {row.test}
                      {row.scale ? (
                        <span className="text-muted-foreground"> · {traitName(row.scale)}</span>
                      ) : null}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {row.alpha === null ? (
                        <span className="text-muted-foreground">{row.note}</span>
                      ) : (
                        row.alpha.toFixed(2)
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{row.n}</TableCell>
                    <TableCell className="text-right tabular-nums">{row.k}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}
        {report ? (
          <p className="text-xs text-muted-foreground">Computed at {timeOf(report.computedAt)}.</p>
        ) : null}
        <p className="text-sm">
          Which questions pull a test's reliability down?{' '}
          <Link to={paths.adminItemAnalysis.getHref()} className="font-medium underline underline-offset-4">
            See each question's difficulty and discrimination in item analysis
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
