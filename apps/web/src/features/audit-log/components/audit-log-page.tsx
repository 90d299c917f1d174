import { Download, ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageButtons } from '@/components/page-buttons';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useAuditLog, useDownloadAuditLogCsv } from '../api/audit-log';
import { type AuditLogFilters, filtersFromParams, filtersQuery, hasFilters } from '../lib/audit-log-filters';
import { AuditLogFilterBar } from './audit-log-filter-bar';
import { AuditLogTable } from './audit-log-table';

/** Settings → Audit log (admins): who did what, when, from where and on what; filters, pages and a CSV. */
export function AuditLogPage() {
  const { t } = useT('audit-log');
  const format = useCompanyFormat();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const log = useAuditLog(filters);
  const download = useDownloadAuditLogCsv();
  const apply = (next: AuditLogFilters) => setParams(new URLSearchParams(filtersQuery(next)));
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    // minmax(0, 1fr): the wide table scrolls inside its card instead of widening the page on a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">{t('title')}</h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            {t('intro', {
              retention: data ? t('intro.retention', { months: data.retentionMonths }) : '',
            })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={download.isPending || !data}
          onClick={() =>
            download.mutate(filters, {
              onError: (error) => notify.error(getErrorMessage(error, t('download.failed'))),
            })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('download')}
        </Button>
      </div>
      <AuditLogFilterBar filters={filters} actors={data?.actors ?? []} onApply={apply} />
      {log.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{getErrorMessage(log.error, t('loadFailed'))}</AlertDescription>
        </Alert>
      ) : !data ? (
        <PageSpinner label={t('loading')} />
      ) : data.items.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <ScrollText aria-hidden="true" className="size-6" />
            {hasFilters(filters) ? t('empty.filtered') : t('empty.none')}
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('total', { count: data.total, total: format.number(data.total) })}
          </p>
          <Card>
            <CardContent className="p-0">
              <AuditLogTable entries={data.items} />
            </CardContent>
          </Card>
          {pages > 1 ? (
            <nav aria-label={t('pages')} className="flex items-center justify-end gap-3 text-sm">
              <PageButtons page={data.page} pages={pages} onPage={(page) => apply({ ...filters, page })} />
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
