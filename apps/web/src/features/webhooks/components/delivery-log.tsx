import type { TWebhookDelivery } from '@app/contracts';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';
import { deliveryStatusLabel } from '../lib/delivery-outcome';

const STATUS_VARIANT: Record<TWebhookDelivery['status'], BadgeVariant> = {
  pending: 'secondary',
  succeeded: 'success',
  failed: 'destructive',
};

/** The endpoint's deliveries, newest first, ten a page; a settled one can be sent again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useT('webhooks');
  const format = useCompanyFormat();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const redeliver = useRedeliver();
  const data = deliveries.data;

  if (deliveries.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {getErrorMessage(deliveries.error)}
      </p>
    );
  }
  if (!data) return <Spinner label={t('log.loading')} />;
  if (data.total === 0) {
    return <p className="text-sm text-muted-foreground">{t('log.empty')}</p>;
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  const onRedeliver = async (delivery: TWebhookDelivery) => {
    try {
      await redeliver.mutateAsync({ endpointId, deliveryId: delivery.id });
      notify.success(t('log.toast.queued'), t('log.toast.queuedDetail', { event: delivery.eventType }));
    } catch (error) {
      notify.error(t('log.toast.failed'), getErrorMessage(error));
    }
  };

  return (
    <div className="grid gap-3">
      <Table aria-label={t('log.label')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('log.time')}</TableHead>
            <TableHead>{t('log.event')}</TableHead>
            <TableHead>{t('log.status')}</TableHead>
            <TableHead className="text-right">{t('log.code')}</TableHead>
            <TableHead className="text-right">{t('log.responseTime')}</TableHead>
            <TableHead className="text-right">{t('log.attempts')}</TableHead>
            <TableHead>{t('log.error')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('log.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.items.map((delivery) => (
            <TableRow key={delivery.id} data-testid="delivery-row">
              <TableCell className="whitespace-nowrap">
                {format.dateTime(delivery.createdAt, { timeStyle: 'medium' })}
              </TableCell>
              <TableCell className="font-mono text-xs">{delivery.eventType}</TableCell>
              <TableCell>
                <Badge variant={STATUS_VARIANT[delivery.status]}>
                  {deliveryStatusLabel(delivery.status, t)}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{delivery.lastStatusCode ?? '—'}</TableCell>
              <TableCell className="text-right tabular-nums">
                {delivery.lastResponseTimeMs === null
                  ? '—'
                  : t('log.ms', { ms: format.number(delivery.lastResponseTimeMs) })}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {format.number(delivery.attemptCount)}
              </TableCell>
              <TableCell
                className="max-w-56 truncate text-xs text-muted-foreground"
                title={delivery.lastError ?? undefined}
              >
                {delivery.lastError ?? ''}
                {delivery.status === 'pending' && delivery.nextAttemptAt
                  ? t('log.nextAttempt', {
                      date: format.dateTime(delivery.nextAttemptAt, { timeStyle: 'medium' }),
                    })
                  : ''}
              </TableCell>
              <TableCell className="text-right">
                {delivery.status === 'pending' ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onRedeliver(delivery)}
                    disabled={redeliver.isPending}
                  >
                    <RotateCw aria-hidden="true" className="size-4" />
                    {t('log.redeliver')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 ? (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('log.newer')}
          </Button>
          <span className="tabular-nums text-muted-foreground">{t('log.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('log.older')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
