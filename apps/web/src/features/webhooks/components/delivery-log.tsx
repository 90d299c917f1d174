import type { TWebhookDelivery } from '@app/contracts';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';
import { DELIVERY_STATUS_LABELS, formatWhen } from '../lib/delivery-outcome';

const STATUS_VARIANT: Record<TWebhookDelivery['status'], BadgeVariant> = {
  pending: 'secondary',
  succeeded: 'success',
  failed: 'destructive',
};

/** The endpoint's deliveries, newest first, ten a page; a settled one can be sent again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
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
  if (!data) return <Spinner label="Loading deliveries" />;
  if (data.total === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No deliveries yet. Send a test event to try the endpoint.
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  const onRedeliver = async (delivery: TWebhookDelivery) => {
    try {
      await redeliver.mutateAsync({ endpointId, deliveryId: delivery.id });
      notify.success('Delivery queued', `${delivery.eventType} will be sent again.`);
    } catch (error) {
      notify.error('Failed to redeliver', getErrorMessage(error));
    }
  };

  return (
    <div className="grid gap-3">
      <Table aria-label="Delivery log">
        <TableHeader>
          <TableRow>
            <TableHead>Time</TableHead>
            <TableHead>Event</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Code</TableHead>
            <TableHead className="text-right">Response time</TableHead>
            <TableHead className="text-right">Attempts</TableHead>
            <TableHead>Error</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.items.map((delivery) => (
            <TableRow key={delivery.id} data-testid="delivery-row">
              <TableCell className="whitespace-nowrap">{formatWhen(delivery.createdAt)}</TableCell>
              <TableCell className="font-mono text-xs">{delivery.eventType}</TableCell>
              <TableCell>
                <Badge variant={STATUS_VARIANT[delivery.status]}>
                  {DELIVERY_STATUS_LABELS[delivery.status]}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{delivery.lastStatusCode ?? '—'}</TableCell>
              <TableCell className="text-right tabular-nums">
                {delivery.lastResponseTimeMs === null ? '—' : `${delivery.lastResponseTimeMs} ms`}
              </TableCell>
              <TableCell className="text-right tabular-nums">{delivery.attemptCount}</TableCell>
              <TableCell
                className="max-w-56 truncate text-xs text-muted-foreground"
                title={delivery.lastError ?? undefined}
              >
                {delivery.lastError ?? ''}
                {delivery.status === 'pending' && delivery.nextAttemptAt
                  ? ` Next attempt after ${formatWhen(delivery.nextAttemptAt)}`
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
                    Redeliver
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
            Newer
          </Button>
          <span className="tabular-nums text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </div>
      ) : null}
    </div>
  );
}
