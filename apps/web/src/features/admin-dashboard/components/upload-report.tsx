import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { clearUploadReport, loadUploadReport, subscribeUploadReport } from '../lib/last-upload-report';

const SHOWN_ROWS = 200;

/** What the last upload of this tab skipped and why, shown as soon as the upload answers. */
export function UploadReportCard() {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const [report, setReport] = useState(loadUploadReport);
  useEffect(() => subscribeUploadReport(() => setReport(loadUploadReport())), []);
  if (!report) return null;
  const dismiss = () => clearUploadReport();
  const { skipped } = report;
  return (
    <Card aria-labelledby="upload-report-title">
      <CardHeader className="flex-row items-start justify-between">
        <div className="grid gap-1.5">
          <CardTitle id="upload-report-title">{t('report.title', { file: report.fileName })}</CardTitle>
          <CardDescription>
            {t('report.summary', {
              added: report.processed,
              addedN: format.number(report.processed),
              skipped: skipped.length,
              skippedN: format.number(skipped.length),
            })}
          </CardDescription>
        </div>
        <Button variant="ghost" size="icon" onClick={dismiss} aria-label={t('report.dismiss')}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      {skipped.length > 0 ? (
        <CardContent>
          <div className="max-h-80 overflow-y-auto rounded-lg border">
            <Table data-testid="skipped-rows">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('report.row')}</TableHead>
                  <TableHead>{t('report.email')}</TableHead>
                  <TableHead>{t('report.reason')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {skipped.slice(0, SHOWN_ROWS).map((row) => (
                  <TableRow key={row.row}>
                    <TableCell>{row.row}</TableCell>
                    <TableCell>{row.email || '—'}</TableCell>
                    <TableCell>{row.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {skipped.length > SHOWN_ROWS ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {t('report.truncated', {
                shown: format.number(SHOWN_ROWS),
                total: format.number(skipped.length),
              })}
            </p>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
