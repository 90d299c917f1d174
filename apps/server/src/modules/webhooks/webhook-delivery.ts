import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { webhookDisabledEmail } from '../mail/mail.templates';
import { checkWebhookUrl } from './url-guard';
import { MAX_RETRY_DELAY_SECONDS } from './webhook.jobs';
import { deliveryHeaders } from './webhook-signing';
import { type AttemptOutcome, postWebhook } from './webhook-transport';
import {
  type DeliveryRow,
  DISABLE_AFTER_FAILED_DELIVERIES,
  webhooksRepository as repo,
} from './webhooks.repository';

type Deps = Pick<AppContext, 'db' | 'config' | 'mailer'>;

export const USER_AGENT = 'HireAssess-Webhooks/1';

/**
 * One attempt of a delivery: checks the URL again (DNS rebinding), signs, posts, and records the
 * outcome. `retry` is true when the job should be retried by pg-boss. A test event (`ping`) is tried
 * once and never counts towards disabling the endpoint.
 */
export async function attemptDelivery(
  deps: Deps,
  deliveryId: string,
): Promise<{ delivery: DeliveryRow; retry: boolean } | null> {
  const found = await repo.deliveryWithEndpoint(deps.db, deliveryId);
  if (found?.delivery.status !== 'pending') return null; // endpoint deleted, or already settled
  const { delivery, endpoint } = found;
  const isTest = delivery.eventType === 'ping';
  const at = new Date().toISOString();

  if (!endpoint.enabled && !isTest) {
    const row = await repo.recordAttempt(
      deps.db,
      delivery.id,
      { at, statusCode: null, responseTimeMs: null, error: 'Not sent: the endpoint is disabled' },
      { status: 'failed', nextAttemptAt: null },
    );
    return { delivery: row, retry: false };
  }

  const outcome = await send(deps, endpoint, delivery);
  const succeeded = outcome.error === null;
  const attempts = delivery.attemptCount + 1;
  const final = succeeded || isTest || attempts >= deps.config.WEBHOOKS_MAX_ATTEMPTS;
  const row = await repo.recordAttempt(
    deps.db,
    delivery.id,
    { at, ...outcome },
    {
      status: succeeded ? 'succeeded' : final ? 'failed' : 'pending',
      nextAttemptAt: final ? null : earliestRetry(deps, attempts),
    },
  );

  if (succeeded && !isTest) {
    await repo.resetFailures(deps.db, endpoint.id);
    const submissionId = (delivery.payload.data as { submission_id?: string } | undefined)?.submission_id;
    if (delivery.eventType === 'assessment.submitted' && submissionId) {
      await repo.markWebhookSent(deps.db, submissionId);
    }
  }
  if (!succeeded && final && !isTest) await countFailedDelivery(deps, endpoint.id);
  return { delivery: row, retry: !final };
}

async function send(
  deps: Deps,
  endpoint: { url: string; secret: string },
  delivery: DeliveryRow,
): Promise<AttemptOutcome> {
  let target: Awaited<ReturnType<typeof checkWebhookUrl>>;
  try {
    target = await checkWebhookUrl(endpoint.url, deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS);
  } catch (error) {
    const message = error instanceof AppError ? error.message : 'The URL could not be checked';
    return { statusCode: null, responseTimeMs: 0, error: `Not sent: ${message}`.slice(0, 300) };
  }
  const body = JSON.stringify(delivery.payload);
  const headers = deliveryHeaders({
    secret: endpoint.secret,
    eventId: delivery.eventId,
    timestamp: Math.floor(Date.now() / 1000),
    body,
    userAgent: USER_AGENT,
  });
  return postWebhook(target, headers, body);
}

/** pg-boss waits retryDelay × 2^(n-1) × (1 to 2) before retry n: this is the start of that window. */
function earliestRetry(deps: Deps, attempts: number): Date {
  const seconds = Math.min(
    deps.config.WEBHOOKS_RETRY_DELAY_SECONDS * 2 ** (attempts - 1),
    MAX_RETRY_DELAY_SECONDS,
  );
  return new Date(Date.now() + seconds * 1000);
}

async function countFailedDelivery(deps: Deps, endpointId: string) {
  const reason = `${DISABLE_AFTER_FAILED_DELIVERIES} deliveries in a row failed after ${deps.config.WEBHOOKS_MAX_ATTEMPTS} attempts each.`;
  const disabled = await repo.countFailure(deps.db, endpointId, reason);
  if (!disabled) return;
  const admins = await repo.adminEmails(deps.db, disabled.companyId);
  await deps.mailer.sendMany(
    admins.map((admin) =>
      webhookDisabledEmail({
        to: admin.email,
        name: admin.name,
        endpointUrl: disabled.url,
        reason,
        settingsUrl: `${deps.config.APP_URL}/settings/webhooks`,
      }),
    ),
  );
}
