import {
  PLAN_FEATURE_MESSAGES,
  type TWebhookDelivery,
  type TWebhookDeliveryList,
  type TWebhookEndpoint,
  type TWebhookEndpointList,
  type TWebhookEndpointWithSecret,
  type TWebhookEvent,
  type ZWebhookEndpointInput,
  type ZWebhookEndpointUpdate,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { assertEnterprise } from '../plans/plan-features';
import { checkWebhookUrl } from './url-guard';
import { queueDeliveries } from './webhook.jobs';
import { attemptDelivery } from './webhook-delivery';
import { buildEvent } from './webhook-events';
import { generateSecret } from './webhook-signing';
import { type DeliveryRow, type EndpointRow, webhooksRepository as repo } from './webhooks.repository';

type Deps = Pick<AppContext, 'db' | 'config' | 'jobs' | 'mailer'>;

function toEndpoint(row: EndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as TWebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    lastDelivery:
      row.lastStatus && row.lastEventType && row.lastAt
        ? {
            status: row.lastStatus,
            lastStatusCode: row.lastStatusCode,
            eventType: row.lastEventType,
            updatedAt: row.lastAt.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attemptCount,
    lastStatusCode: row.lastStatusCode,
    lastResponseTimeMs: row.lastResponseTimeMs,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The admin's company, on the Enterprise plan (402 PLAN_FEATURE otherwise). */
async function enterpriseCompany(deps: Pick<Deps, 'db'>, actor: Actor): Promise<string> {
  const companyId = companyOf(actor);
  await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.webhooks);
  return companyId;
}

async function endpoint(deps: Pick<Deps, 'db'>, companyId: string, id: string): Promise<TWebhookEndpoint> {
  const [row] = await repo.listEndpoints(deps.db, companyId, id);
  if (!row) throw notFound('Webhook endpoint');
  return toEndpoint(row);
}

export const webhooksService = {
  async list(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TWebhookEndpointList> {
    const companyId = await enterpriseCompany(deps, actor);
    return { items: (await repo.listEndpoints(deps.db, companyId)).map(toEndpoint) };
  },

  async create(
    deps: Deps,
    actor: Actor,
    input: z.output<typeof ZWebhookEndpointInput>,
  ): Promise<TWebhookEndpointWithSecret> {
    const companyId = await enterpriseCompany(deps, actor);
    await checkWebhookUrl(input.url, deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS);
    const secret = generateSecret();
    const id = await repo.insertEndpoint(deps.db, { companyId, secret, ...input });
    return { ...(await endpoint(deps, companyId, id)), secret };
  },

  async update(
    deps: Deps,
    actor: Actor,
    id: string,
    input: z.output<typeof ZWebhookEndpointUpdate>,
  ): Promise<TWebhookEndpoint> {
    const companyId = await enterpriseCompany(deps, actor);
    await endpoint(deps, companyId, id);
    if (input.url !== undefined) await checkWebhookUrl(input.url, deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS);
    // Enabling (or re-enabling after failures) starts the count again; disabling by hand has no reason.
    const enabling = input.enabled === undefined ? {} : { disabledReason: null, consecutiveFailures: 0 };
    await repo.updateEndpoint(deps.db, companyId, id, { ...input, ...enabling });
    return endpoint(deps, companyId, id);
  },

  async remove(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<void> {
    const companyId = await enterpriseCompany(deps, actor);
    if (!(await repo.deleteEndpoint(deps.db, companyId, id))) throw notFound('Webhook endpoint');
  },

  async secret(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<{ secret: string }> {
    const companyId = await enterpriseCompany(deps, actor);
    const secret = await repo.secret(deps.db, companyId, id);
    if (!secret) throw notFound('Webhook endpoint');
    return { secret };
  },

  /** A new secret takes effect at once: the next attempt is signed with it. */
  async rotateSecret(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<{ secret: string }> {
    const companyId = await enterpriseCompany(deps, actor);
    const secret = generateSecret();
    if (!(await repo.updateEndpoint(deps.db, companyId, id, { secret }))) throw notFound('Webhook endpoint');
    return { secret };
  },

  /** A `ping` through the same signing, URL check and transport, tried once while the admin waits. */
  async sendTest(deps: Deps, actor: Actor, id: string): Promise<TWebhookDelivery> {
    const companyId = await enterpriseCompany(deps, actor);
    await endpoint(deps, companyId, id);
    const event = buildEvent(companyId, 'ping', {
      endpoint_id: id,
      message: 'A test event sent from the webhook settings.',
    });
    const [deliveryId] = await repo.insertDeliveries(deps.db, [
      { endpointId: id, eventId: event.id, eventType: 'ping', payload: event },
    ]);
    const result = deliveryId ? await attemptDelivery(deps, deliveryId) : null;
    if (!result) throw new Error('the test delivery was not attempted');
    return toDelivery(result.delivery);
  },

  async deliveries(
    deps: Pick<Deps, 'db'>,
    actor: Actor,
    id: string,
    query: { page: number; pageSize: number },
  ): Promise<TWebhookDeliveryList> {
    const companyId = await enterpriseCompany(deps, actor);
    await endpoint(deps, companyId, id);
    const { items, total } = await repo.listDeliveries(deps.db, id, query.page, query.pageSize);
    return { items: items.map(toDelivery), total, page: query.page, pageSize: query.pageSize };
  },

  /** Sends a settled delivery again, with a fresh set of attempts (its earlier ones stay in the log). */
  async redeliver(deps: Deps, actor: Actor, id: string, deliveryId: string): Promise<TWebhookDelivery> {
    const companyId = await enterpriseCompany(deps, actor);
    await endpoint(deps, companyId, id);
    const delivery = await repo.findDelivery(deps.db, id, deliveryId);
    if (!delivery) throw notFound('Webhook delivery');
    if (delivery.status === 'pending') throw conflict('This delivery is still being attempted.');
    const reopened = await deps.db.transaction(async (tx) => {
      const row = await repo.reopenDelivery(tx, deliveryId);
      await queueDeliveries(tx, deps, [deliveryId]);
      return row;
    });
    return toDelivery(reopened);
  },
};
