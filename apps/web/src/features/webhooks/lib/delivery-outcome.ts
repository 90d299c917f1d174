import type { TWebhookDelivery } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * "200 in 45 ms", "HTTP 500 in 120 ms", or the transport's error when nothing answered; words from the
 * webhooks catalogue, the time in the caller's number format.
 */
export function describeOutcome(
  delivery: Pick<TWebhookDelivery, 'lastStatusCode' | 'lastResponseTimeMs' | 'lastError'>,
  t: TFunction,
  formatNumber: (value: number) => string,
): string {
  if (delivery.lastStatusCode !== null) {
    return delivery.lastResponseTimeMs === null
      ? String(delivery.lastStatusCode)
      : t('outcome.answered', {
          code: delivery.lastStatusCode,
          ms: formatNumber(delivery.lastResponseTimeMs),
        });
  }
  return delivery.lastError ?? t('outcome.notAttempted');
}

/** "Retrying", "Delivered", "Failed"; lower-case inside a sentence. */
export function deliveryStatusLabel(
  status: TWebhookDelivery['status'],
  t: TFunction,
  { inSentence = false } = {},
): string {
  return t(inSentence ? 'status.inSentence' : 'status.label', { status });
}
