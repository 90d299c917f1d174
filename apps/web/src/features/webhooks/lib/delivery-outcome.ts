import type { TWebhookDelivery } from '@app/contracts';

/** "200 in 45 ms", "HTTP 500 in 120 ms", or the transport's error when nothing answered. */
export function describeOutcome(
  delivery: Pick<TWebhookDelivery, 'lastStatusCode' | 'lastResponseTimeMs' | 'lastError'>,
): string {
  const time = delivery.lastResponseTimeMs === null ? '' : ` in ${delivery.lastResponseTimeMs} ms`;
  if (delivery.lastStatusCode !== null) return `${delivery.lastStatusCode}${time}`;
  return delivery.lastError ?? 'Not attempted yet';
}

export const DELIVERY_STATUS_LABELS: Record<TWebhookDelivery['status'], string> = {
  pending: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
