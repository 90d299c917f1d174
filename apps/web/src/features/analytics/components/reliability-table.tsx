import type { TAnalyticsQuery } from '@app/contracts';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useReliability } from '../api/get-analytics';
import { alphaWarning } from '../lib/alpha-warning';

const traitName = (trait: string) => trait.charAt(0).toUpperCase() + trait.slice(1).replaceAll('_', ' ');

const ALPHA_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** The alpha, and beside a negative or low one what it means (an auditor should not read it as reliable). */
function AlphaValue({ alpha, text }: { alpha: number; text: string }) {
  const { t } = useT('analytics');
  const warning = alphaWarning(alpha);
  if (!warning) return text;
  return (
    <span className="inline-grid justify-items-end gap-0.5">
      <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-300">
        <TriangleAlert aria-hidden="true" className="size-3.5" />
        {text}
      </span>
      <span
        className="max-w-56 text-left text-xs font-normal whitespace-normal text-muted-foreground"
        data-testid="alpha-warning"
      >
        {t(`reliability.warning.${warning}`)}
      </span>
    </span>
  );
}

/** Loaded on its own (it reads every scored answer) and recomputed on request, not on every live change. */
export function ReliabilityTable({ filters }: { filters: TAnalyticsQuery }) {
  const { t } = useT('analytics');
  const format = useCompanyFormat();
  const reliability = useReliability(filters);
  const report = reliability.data;
  return (
    <Card data-testid="reliability">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('reliability.title')}</CardTitle>
          <CardDescription>{report?.method}</CardDescription>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => reliability.refetch()}
          disabled={reliability.isFetching}
        >
          <RefreshCw aria-hidden="true" /> {t('reliability.recompute')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {reliability.isPending ? <Spinner label={t('reliability.computing')} /> : null}
        {reliability.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(reliability.error, t('reliability.failed'))}</AlertDescription>
          </Alert>
        ) : null}
        {report && report.scales.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('reliability.empty')}</p>
        ) : null}
        {report && report.scales.length > 0 ? (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('reliability.scale')}</TableHead>
                  <TableHead className="text-right">{t('reliability.alpha')}</TableHead>
                  <TableHead className="text-right">{t('reliability.n')}</TableHead>
                  <TableHead className="text-right">{t('reliability.k')}</TableHead>
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
                        <AlphaValue alpha={row.alpha} text={format.number(row.alpha, ALPHA_DIGITS)} />
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{format.number(row.n)}</TableCell>
                    <TableCell className="text-right tabular-nums">{format.number(row.k)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}
        {report ? (
          <p className="text-xs text-muted-foreground">
            {t('reliability.computedAt', {
              time: format.dateTime(report.computedAt, { dateStyle: undefined, timeStyle: 'short' }),
            })}
          </p>
        ) : null}
        <p className="text-sm">
          <Trans
            t={t}
            i18nKey="reliability.itemAnalysis"
            components={{
              itemAnalysisLink: (
                <Link
                  to={paths.adminItemAnalysis.getHref()}
                  className="font-medium underline underline-offset-4"
                />
              ),
            }}
          />
        </p>
      </CardContent>
    </Card>
  );
}
