import { randomUUID } from 'node:crypto';
import {
  PLAN_FEATURE_MESSAGES,
  SCIM_MAX_ACTIVE_TOKENS,
  SCIM_TOKEN_VALID_DAYS,
  type TScimGroupRoles,
  type TScimSettings,
  type TScimToken,
  type TScimTokenCreated,
} from '@app/contracts';
import type { SCIMManagedCredential, SCIMScope } from '@better-auth/scim';
import { isAPIError } from 'better-auth/api';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { assertEnterprise } from '../plans/plan-features';
import { scimRepository } from './scim.repository';

type Deps = Pick<AppContext, 'db' | 'auth' | 'config'>;

/** Where the plugin answers (Better Auth's base path + the plugin's /scim/v2). */
export const SCIM_BASE_PATH = '/api/auth/scim/v2';
const SCOPES: SCIMScope[] = ['scim.users.read', 'scim.users.write', 'scim.groups.read', 'scim.groups.write'];
/** "ba_scim_credential_" and six characters of the random part. */
const PREFIX_LENGTH = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SCIM_SERVICE_MESSAGES = {
  tooManyTokens: `A company can have at most ${SCIM_MAX_ACTIVE_TOKENS} active SCIM tokens. Revoke one you no longer use first.`,
} as const;

function toToken(credential: SCIMManagedCredential): TScimToken {
  return {
    id: credential.credentialId,
    prefix: credential.credentialId.slice(0, PREFIX_LENGTH),
    status: credential.status,
    createdAt: credential.createdAt.toISOString(),
    expiresAt: credential.expiresAt.toISOString(),
    lastUsedAt: credential.lastUsedAt?.toISOString() ?? null,
    revokedAt: credential.revokedAt?.toISOString() ?? null,
  };
}

/** The admin's company, on the Enterprise plan (402 PLAN_FEATURE otherwise). */
async function enterpriseCompany(deps: Deps, actor: Actor): Promise<string> {
  const companyId = companyOf(actor);
  await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.scim);
  return companyId;
}

/** The company's active connections (one, unless two admins created the first token at once). */
async function connections(deps: Deps, companyId: string) {
  const { connections } = await deps.auth.api.listSCIMManagedConnections({
    body: { provisioningDomainId: companyId },
  });
  return connections.filter((c) => c.status === 'active');
}

async function credentialsOf(deps: Deps, companyId: string) {
  const found = await Promise.all(
    (await connections(deps, companyId)).map(async (connection) => {
      const state = await deps.auth.api.getSCIMManagedConnection({
        body: { connectionId: connection.connectionId, provisioningDomainId: companyId },
      });
      return state.credentials.map((credential) => ({ connectionId: connection.connectionId, credential }));
    }),
  );
  return found.flat().sort((a, b) => b.credential.createdAt.getTime() - a.credential.createdAt.getTime());
}

/** The company's SCIM provisioning: Enterprise admins only. */
export const scimService = {
  /** Everything SCIM keeps for a company being deleted (its rows name the company in text, not by key). */
  removeCompanyRows(tx: Executor, companyId: string) {
    return scimRepository.deleteCompanyRows(tx, companyId);
  },

  async settings(deps: Deps, actor: Actor): Promise<TScimSettings> {
    const companyId = await enterpriseCompany(deps, actor);
    const [credentials, groupRoles, provisionedUserIds] = await Promise.all([
      credentialsOf(deps, companyId),
      scimRepository.groupRoles(deps.db, companyId),
      scimRepository.provisionedUserIds(deps.db, companyId),
    ]);
    return {
      baseUrl: `${deps.config.APP_URL}${SCIM_BASE_PATH}`,
      tokens: credentials.map((c) => toToken(c.credential)),
      groupRoles: groupRoles as TScimGroupRoles,
      provisionedUserIds,
    };
  },

  /** A new bearer token, in this answer only: the plugin stores an HMAC digest of it. */
  async createToken(deps: Deps, actor: Actor): Promise<TScimTokenCreated> {
    const companyId = await enterpriseCompany(deps, actor);
    const active = (await credentialsOf(deps, companyId)).filter((c) => c.credential.status === 'active');
    if (active.length >= SCIM_MAX_ACTIVE_TOKENS)
      throw new AppError('CONFLICT', SCIM_SERVICE_MESSAGES.tooManyTokens);
    const common = {
      scopes: SCOPES,
      expiresAt: new Date(Date.now() + SCIM_TOKEN_VALID_DAYS * DAY_MS),
      provisioningDomainId: companyId,
      actorId: actor.session.user.id,
    };
    const [connection] = await connections(deps, companyId);
    const created = connection
      ? await deps.auth.api.rotateSCIMManagedCredential({
          body: { ...common, connectionId: connection.connectionId },
        })
      : await deps.auth.api.createSCIMManagedConnection({
          body: { ...common, creationRequestId: randomUUID() },
        });
    return { ...toToken(created.credential), token: created.token };
  },

  /** The token's next request answers 401. */
  async revokeToken(deps: Deps, actor: Actor, credentialId: string): Promise<TScimToken> {
    const companyId = await enterpriseCompany(deps, actor);
    const found = (await credentialsOf(deps, companyId)).find(
      (c) => c.credential.credentialId === credentialId,
    );
    if (!found) throw notFound('SCIM token');
    const { credentials } = await deps.auth.api.revokeSCIMManagedCredential({
      body: {
        connectionId: found.connectionId,
        provisioningDomainId: companyId,
        credentialId,
        actorId: actor.session.user.id,
      },
    });
    const revoked = credentials.find((c) => c.credentialId === credentialId);
    if (!revoked) throw notFound('SCIM token');
    return toToken(revoked);
  },

  /**
   * Saves the group → role mapping and re-projects every provisioned member of the company, so a
   * change applies now rather than at the directory's next push for each person.
   */
  async setGroupRoles(deps: Deps, actor: Actor, groupRoles: TScimGroupRoles): Promise<TScimGroupRoles> {
    const companyId = await enterpriseCompany(deps, actor);
    const previous = await scimRepository.groupRoles(deps.db, companyId);
    const reproject = () =>
      deps.auth.api.reconcileSCIMProjection({ body: { provisioningDomainId: companyId } });
    await scimRepository.setGroupRoles(deps.db, companyId, groupRoles);
    try {
      await reproject();
    } catch (error) {
      // The new mapping would leave the company without an admin (the projection refused): put the
      // previous one back and re-project the members reconciled before the refusal.
      if (!isAPIError(error)) throw error;
      await scimRepository.setGroupRoles(deps.db, companyId, previous);
      await reproject();
      throw new AppError('CONFLICT', error.message);
    }
    return groupRoles;
  },
};
