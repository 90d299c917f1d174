import type { TGreenhousePartnerStatus, TGreenhouseTestRequest } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { callbackState } from '../lib/callback-state';

const STATUS_VARIANT: Record<TGreenhousePartnerStatus, 'default' | 'secondary' | 'outline'> = {
  sent: 'outline',
  in_progress: 'secondary',
  complete: 'default',
};

/** The latest tests Greenhouse sent: who, which assessment, where they stand and the callback. */
export function RequestsCard({ requests }: { requests: TGreenhouseTestRequest[] }) {
  const { t } = useT('greenhouse-settings');
  const format = useCompanyFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.title')}</CardTitle>
        <CardDescription>{t('requests.description')}</CardDescription>
      </CardHeader>
      <CardContent className={requests.length === 0 ? undefined : 'p-0'}>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('requests.empty')}</p>
        ) : (
          <Table aria-label={t('requests.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('requests.candidate')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('requests.assessment')}</TableHead>
                <TableHead>{t('requests.status')}</TableHead>
                <TableHead className="text-right">{t('requests.score')}</TableHead>
                <TableHead>{t('requests.callback')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {requests.map((request) => {
                const callback = callbackState(request);
                return (
                  <TableRow key={request.id} data-testid="greenhouse-request-row">
                    <TableCell>
                      <div className="font-medium">{request.candidateName}</div>
                      <div className="text-xs text-muted-foreground sm:hidden">{request.assessmentName}</div>
                      <div className="text-xs text-muted-foreground">
                        {t('requests.sentAt', { date: format.dateTime(request.createdAt) })}
                      </div>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">{request.assessmentName}</TableCell>
                    <TableCell>
                      <Badge variant={STATUS_VARIANT[request.status]} data-testid="greenhouse-request-status">
                        {t(`status.${request.status}`)}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {request.score === null ? '—' : format.number(request.score)}
                    </TableCell>
                    <TableCell data-testid="greenhouse-request-callback" className="text-sm">
                      {t(`callback.${callback}`, {
                        date: request.callbackSentAt ? format.dateTime(request.callbackSentAt) : '',
                      })}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
