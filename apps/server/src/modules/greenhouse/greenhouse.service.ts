import {
  GREENHOUSE_PARTNER_PATHS,
  GREENHOUSE_RECENT_REQUESTS,
  PLAN_FEATURE_MESSAGES,
  type TGreenhouseKey,
  type TGreenhouseKeyCreated,
  type TGreenhouseSettings,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { secretBox } from '../../lib/secret-box';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { assertEnterprise } from '../plans/plan-features';
import { greenhouseRepository as repo } from './greenhouse.repository';
import { generateGreenhouseKey } from './greenhouse-key';
import { partnerScoreOf, partnerStatusOf } from './greenhouse-partner.service';

type KeyRow = Awaited<ReturnType<typeof repo.keys>>[number];
type Deps = Pick<AppContext, 'db' | 'config'>;

function toKey(row: KeyRow): TGreenhouseKey {
  return {
    id: row.id,
    prefix: row.prefix,
    createdBy:
      row.creatorId && row.creatorName !== null ? { id: row.creatorId, name: row.creatorName } : null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function enterpriseCompany(db: Database, actor: Actor): Promise<string> {
  const companyId = companyOf(actor);
  await assertEnterprise(db, companyId, PLAN_FEATURE_MESSAGES.greenhouse);
  return companyId;
}

async function oneKey(db: Database, companyId: string, id: string): Promise<TGreenhouseKey> {
  const [row] = await repo.keys(db, companyId, id);
  if (!row) throw notFound('Greenhouse key');
  return toKey(row);
}

/** The admin's side of the Greenhouse integration: keys, the URLs for Greenhouse, recent requests. */
export const greenhouseService = {
  async settings(deps: Deps, actor: Actor): Promise<TGreenhouseSettings> {
    const companyId = await enterpriseCompany(deps.db, actor);
    const [keys, requests] = await Promise.all([
      repo.keys(deps.db, companyId),
      repo.requests(deps.db, companyId, { limit: GREENHOUSE_RECENT_REQUESTS }),
    ]);
    const url = (path: string) => `${deps.config.APP_URL}${path}`;
    return {
      keys: keys.map(toKey),
      urls: {
        listTests: url(GREENHOUSE_PARTNER_PATHS.listTests),
        sendTest: url(GREENHOUSE_PARTNER_PATHS.sendTest),
        testStatus: url(GREENHOUSE_PARTNER_PATHS.testStatus),
      },
      requests: requests.map((row) => ({
        id: row.id,
        candidateId: row.candidateId,
        candidateName: row.candidateName,
        assessmentId: row.assessmentId,
        assessmentName: row.assessmentName,
        status: partnerStatusOf(row),
        score: partnerStatusOf(row) === 'complete' ? partnerScoreOf(row.totalScore) : null,
        callbackRequested: row.callbackUrl !== null,
        callbackSentAt: row.callbackSentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  },

  /**
   * The whole key is in this answer only: requests are matched by its SHA-256, and it is kept encrypted
   * only to authenticate the completion PATCH to Greenhouse.
   */
  async createKey(
    { db, config }: Pick<AppContext, 'db' | 'config'>,
    actor: Actor,
  ): Promise<TGreenhouseKeyCreated> {
    const companyId = await enterpriseCompany(db, actor);
    const { key, hash, prefix } = generateGreenhouseKey();
    const box = await secretBox(config, 'greenhouse-key');
    const id = await repo.insertKey(db, {
      companyId,
      prefix,
      keyHash: hash,
      keyEncrypted: box.seal(key),
      createdBy: actor.session.user.id,
    });
    return { ...(await oneKey(db, companyId, id)), key };
  },

  /** Effective on Greenhouse's next request: every request looks the key up. */
  async revokeKey(db: Database, actor: Actor, id: string): Promise<TGreenhouseKey> {
    const companyId = await enterpriseCompany(db, actor);
    if (!(await repo.revokeKey(db, companyId, id))) throw notFound('Greenhouse key');
    return oneKey(db, companyId, id);
  },
};
