import {
  PLAN_FEATURE_MESSAGES,
  type TApiKey,
  type TApiKeyCreated,
  type TApiKeyInput,
  type TApiKeyList,
} from '@app/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { assertEnterprise } from '../plans/plan-features';
import { generateApiKey } from './api-key-secret';
import { type ApiKeyRow, apiKeysRepository as repo } from './api-keys.repository';

function toApiKey(row: ApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdBy:
      row.creatorId && row.creatorName !== null && row.creatorEmail !== null
        ? { id: row.creatorId, name: row.creatorName, email: row.creatorEmail }
        : null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The admin's company, on the Enterprise plan (402 PLAN_FEATURE otherwise). */
async function enterpriseCompany(db: Database, actor: Actor): Promise<string> {
  const companyId = companyOf(actor);
  await assertEnterprise(db, companyId, PLAN_FEATURE_MESSAGES.api);
  return companyId;
}

async function one(db: Database, companyId: string, id: string): Promise<TApiKey> {
  const [row] = await repo.list(db, companyId, id);
  if (!row) throw notFound('API key');
  return toApiKey(row);
}

/** The company's keys for the public API: admins of an Enterprise company only. */
export const apiKeysService = {
  /** The key with this hash and its company's plan, for the public API's guard; null when none. */
  authenticate(db: Database, keyHash: string) {
    return repo.authenticate(db, keyHash);
  },

  async list(db: Database, actor: Actor): Promise<TApiKeyList> {
    const rows = await repo.list(db, await enterpriseCompany(db, actor));
    return { items: rows.map(toApiKey) };
  },

  /** The whole key is in this answer only: what is stored is its hash. */
  async create(db: Database, actor: Actor, input: TApiKeyInput): Promise<TApiKeyCreated> {
    const companyId = await enterpriseCompany(db, actor);
    const { key, hash, prefix } = generateApiKey();
    const id = await repo.insert(db, {
      companyId,
      name: input.name.trim(),
      prefix,
      keyHash: hash,
      createdBy: actor.session.user.id,
    });
    return { ...(await one(db, companyId, id)), key };
  },

  /** Effective on the key's next request: every request looks the key up, nothing caches it. */
  async revoke(db: Database, actor: Actor, id: string): Promise<TApiKey> {
    const companyId = await enterpriseCompany(db, actor);
    if (!(await repo.revoke(db, companyId, id))) throw notFound('API key');
    return one(db, companyId, id);
  },
};
