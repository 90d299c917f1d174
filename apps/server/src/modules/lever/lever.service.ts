import {
  LEVER_API_BASES,
  LEVER_DEFAULT_API_BASE,
  leverWebhookPath,
  PLAN_FEATURE_MESSAGES,
  type TLeverConnectInput,
  type TLeverConnection,
  type TLeverInvitationList,
  type TLeverMappingInput,
  type TLeverMappingList,
  type TLeverPostingList,
  type TLeverStageList,
  type TLeverWebhookDelivery,
} from '@app/contracts';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { secretBox } from '../../lib/secret-box';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { assertEnterprise, isEnterprise } from '../plans/plan-features';
import { queueStageChange } from './lever.jobs';
import { type ConnectionRow, leverRepository as repo } from './lever.repository';
import { type LeverTarget, leverClient, leverRefusal } from './lever-client';
import { signatureExpiry, verifyLeverSignature } from './lever-signature';

type Deps = Pick<AppContext, 'db' | 'config' | 'jobs' | 'logger'>;

/** The connection's API target, with the key decrypted for this request only. */
export async function targetOf(deps: Pick<AppContext, 'config'>, row: ConnectionRow): Promise<LeverTarget> {
  const box = await secretBox(deps.config, 'lever-connection');
  return {
    apiBaseUrl: row.apiBaseUrl,
    apiKey: box.open(row.apiKeyEncrypted),
    allowPrivate: deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS,
  };
}

async function enterpriseCompany(deps: Deps, actor: Actor): Promise<string> {
  const companyId = companyOf(actor);
  await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.lever);
  return companyId;
}

async function connectedTarget(deps: Deps, companyId: string): Promise<LeverTarget> {
  const row = await repo.connection(deps.db, companyId);
  if (!row) throw new AppError('CONFLICT', 'Connect Lever first.');
  return targetOf(deps, row);
}

function connectionOf(deps: Deps, companyId: string, row: ConnectionRow | null): TLeverConnection {
  return {
    connected: row !== null,
    apiKeyHint: row?.apiKeyHint ?? null,
    apiBaseUrl: row?.apiBaseUrl ?? null,
    webhookUrl: `${deps.config.APP_URL}${leverWebhookPath(companyId)}`,
    connectedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Lever's two API roots only; any other (a local test server) only where private addresses are allowed. */
function apiBaseOf(deps: Deps, given: string | undefined): string {
  const base = (given ?? LEVER_DEFAULT_API_BASE).replace(/\/$/, '');
  if ((LEVER_API_BASES as readonly string[]).includes(base) || deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS)
    return base;
  throw new AppError('VALIDATION_ERROR', `Lever's API is at ${LEVER_API_BASES.join(' or ')}.`);
}

export const leverService = {
  async connection(deps: Deps, actor: Actor): Promise<TLeverConnection> {
    const companyId = await enterpriseCompany(deps, actor);
    return connectionOf(deps, companyId, await repo.connection(deps.db, companyId));
  },

  /** The key is checked with a real call to Lever (its stages) before anything is saved. */
  async connect(deps: Deps, actor: Actor, input: TLeverConnectInput): Promise<TLeverConnection> {
    const companyId = await enterpriseCompany(deps, actor);
    const apiBaseUrl = apiBaseOf(deps, input.apiBaseUrl);
    try {
      await leverClient.stages({
        apiBaseUrl,
        apiKey: input.apiKey,
        allowPrivate: deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS,
      });
    } catch (error) {
      throw leverRefusal(error);
    }
    const box = await secretBox(deps.config, 'lever-connection');
    const row = await repo.saveConnection(deps.db, {
      companyId,
      apiKeyEncrypted: box.seal(input.apiKey),
      apiKeyHint: input.apiKey.slice(-4),
      webhookSignatureTokenEncrypted: box.seal(input.webhookSignatureToken),
      apiBaseUrl,
      createdBy: actor.session.user.id,
    });
    return connectionOf(deps, companyId, row);
  },

  async disconnect(deps: Deps, actor: Actor): Promise<void> {
    const companyId = await enterpriseCompany(deps, actor);
    const deleted = await deps.db.transaction((tx) => repo.deleteConnection(tx, companyId));
    if (!deleted) throw notFound('Lever connection');
  },

  async postings(deps: Deps, actor: Actor): Promise<TLeverPostingList> {
    const target = await connectedTarget(deps, await enterpriseCompany(deps, actor));
    const postings = await leverClient.postings(target).catch((error) => {
      throw leverRefusal(error);
    });
    return { items: postings.map((p) => ({ id: p.id, text: p.text, state: p.state ?? null })) };
  },

  async stages(deps: Deps, actor: Actor): Promise<TLeverStageList> {
    const target = await connectedTarget(deps, await enterpriseCompany(deps, actor));
    const stages = await leverClient.stages(target).catch((error) => {
      throw leverRefusal(error);
    });
    return { items: stages.map((s) => ({ id: s.id, text: s.text })) };
  },

  async mappings(deps: Deps, actor: Actor): Promise<TLeverMappingList> {
    const rows = await repo.mappings(deps.db, await enterpriseCompany(deps, actor));
    return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  },

  /** One mapping per posting: saving a posting again replaces its mapping. */
  async saveMapping(deps: Deps, actor: Actor, input: TLeverMappingInput): Promise<TLeverMappingList> {
    const companyId = await enterpriseCompany(deps, actor);
    if (!(await repo.connection(deps.db, companyId))) throw new AppError('CONFLICT', 'Connect Lever first.');
    if (!(await repo.assessmentOfCompany(deps.db, companyId, input.assessmentId)))
      throw notFound('Assessment');
    await repo.saveMapping(deps.db, {
      companyId,
      postingId: input.postingId,
      postingTitle: input.postingTitle ?? null,
      assessmentId: input.assessmentId,
      triggerStageId: input.triggerStageId,
      advancedStageId: input.advancedStageId ?? null,
      rejectedStageId: input.rejectedStageId ?? null,
    });
    return leverService.mappings(deps, actor);
  },

  async deleteMapping(deps: Deps, actor: Actor, id: string): Promise<void> {
    const companyId = await enterpriseCompany(deps, actor);
    if (!(await repo.deleteMapping(deps.db, companyId, id))) throw notFound('Mapping');
  },

  async invitations(deps: Deps, actor: Actor): Promise<TLeverInvitationList> {
    const rows = await repo.recentInvitations(deps.db, await enterpriseCompany(deps, actor));
    return {
      items: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        resultWrittenAt: row.resultWrittenAt?.toISOString() ?? null,
        writeBack: row.writeBack,
      })),
    };
  },

  /**
   * A delivery from Lever: an unknown webhook id is 404, a bad signature 401, an event whose triggeredAt
   * is more than five minutes away 400, a Startup company 402, all before anything changes. Lever signs
   * token + triggeredAt and not the body, so each signature is accepted once, whatever the body says: a
   * second delivery under it (a replay with another body, or Lever sending again after missing our answer)
   * is answered 200 without effect, so Lever stops retrying. A verified stage change into some mapping's
   * trigger stage is queued (the Lever calls and the admission run in a job), so Lever gets its answer at
   * once; anything else is acknowledged and ignored.
   */
  async receive(
    deps: Deps,
    webhookId: string,
    delivery: TLeverWebhookDelivery,
  ): Promise<{ received: boolean }> {
    const row = await repo.connection(deps.db, webhookId);
    if (!row?.webhookSignatureTokenEncrypted) throw notFound('Lever webhook');
    const box = await secretBox(deps.config, 'lever-connection');
    const now = Date.now();
    const verdict = verifyLeverSignature(box.open(row.webhookSignatureTokenEncrypted), delivery, now);
    if (verdict === 'invalid')
      throw new AppError('UNAUTHORIZED', 'The signature does not match this webhook.');
    if (verdict === 'stale')
      throw new AppError('VALIDATION_ERROR', 'The event is too old (triggeredAt); it was not processed.');
    if (!(await isEnterprise(deps.db, webhookId)))
      throw new AppError('PLAN_FEATURE', PLAN_FEATURE_MESSAGES.lever);
    // Pruned with the same clock as the check above, outside the transaction so its row locks are brief.
    await repo.forgetExpiredSignatures(deps.db, new Date(now));
    // The signature is remembered only with the job it queues: a delivery that failed here is not
    // remembered, and Lever's retry of it is processed.
    return deps.db.transaction(async (tx) => {
      const firstDelivery = await repo.rememberSignature(tx, {
        companyId: webhookId,
        signature: delivery.signature,
        expiresAt: signatureExpiry(delivery.triggeredAt),
      });
      const toStageId = delivery.data.toStageId;
      if (!firstDelivery || delivery.event !== 'candidateStageChange' || !toStageId)
        return { received: false };
      const mappings = await repo.mappings(tx, webhookId);
      if (!mappings.some((mapping) => mapping.triggerStageId === toStageId)) return { received: false };
      await queueStageChange(tx, deps, {
        companyId: webhookId,
        opportunityId: delivery.data.opportunityId,
        toStageId,
        eventId: delivery.id ?? `${delivery.token}:${delivery.triggeredAt}`,
      });
      return { received: true };
    });
  },
};
