import { randomBytes, randomUUID } from 'node:crypto';
import {
  PLAN_FEATURE_MESSAGES,
  type TCreateSsoConnectionInput,
  type TSsoConnection,
  type TSsoSettings,
  type TUpdateSsoPolicyInput,
} from '@app/contracts';
import { APIError } from 'better-auth/api';
import * as samlify from 'samlify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { assertEnterprise } from '../plans/plan-features';
import { checkWebhookUrl } from '../webhooks/url-guard';
import { type SsoConnectionRow, ssoRepository } from './sso.repository';
import { txtRecords } from './sso-dns';
import { SSO_OIDC_REDIRECT_PATH, SSO_TOKEN_PREFIX } from './sso-plugin';

type Deps = Pick<AppContext, 'db' | 'config' | 'auth'>;

/** The verification token stays valid as long as the connection: re-verifying checks the same record. */
const TOKEN_LIFETIME_MS = 100 * 365 * 24 * 3600 * 1000;
const FETCH_TIMEOUT_MS = 10_000;

const recordName = (providerId: string) => `_${SSO_TOKEN_PREFIX}-${providerId}`;

function companyOf(actor: Actor): string {
  if (!actor.profile.companyId) throw notFound('Company');
  return actor.profile.companyId;
}

function serviceProvider(deps: Deps, row: SsoConnectionRow): TSsoConnection['serviceProvider'] {
  const base = `${deps.config.APP_URL}/api/auth`;
  if (row.protocol === 'oidc') {
    return {
      redirectUri: `${base}${SSO_OIDC_REDIRECT_PATH}`,
      acsUrl: null,
      entityId: null,
      metadataUrl: null,
    };
  }
  return {
    redirectUri: null,
    acsUrl: `${base}/sso/saml2/sp/acs/${row.providerId}`,
    entityId: spEntityId(deps, row.providerId),
    metadataUrl: `${base}/sso/saml2/sp/metadata?providerId=${row.providerId}`,
  };
}

const spEntityId = (deps: Deps, providerId: string) =>
  `${deps.config.APP_URL}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`;

function idpIssuer(row: SsoConnectionRow): string {
  if (row.protocol === 'oidc' || !row.samlConfig) return row.issuer;
  const config = JSON.parse(row.samlConfig) as { idpMetadata?: { entityID?: string } };
  return config.idpMetadata?.entityID ?? 'From the IdP metadata';
}

async function toConnection(deps: Deps, row: SsoConnectionRow, knownToken?: string): Promise<TSsoConnection> {
  const token = knownToken ?? (await tokenFor(deps, row.providerId));
  return {
    providerId: row.providerId,
    protocol: row.protocol === 'saml' ? 'saml' : 'oidc',
    domain: row.domain,
    domainVerified: row.domainVerified,
    domainCheckedAt: row.domainCheckedAt?.toISOString() ?? null,
    defaultRole: row.defaultRole === 'admin' ? 'admin' : 'reviewer',
    issuer: idpIssuer(row),
    dnsRecord: { type: 'TXT', name: `${recordName(row.providerId)}.${row.domain}`, value: token },
    serviceProvider: serviceProvider(deps, row),
    createdAt: row.createdAt.toISOString(),
  };
}

async function tokenFor(deps: Deps, providerId: string): Promise<string> {
  const identifier = recordName(providerId);
  const existing = await ssoRepository.findToken(deps.db, identifier);
  if (existing) return existing;
  const value = randomBytes(18).toString('base64url');
  await ssoRepository.saveToken(
    deps.db,
    randomUUID(),
    identifier,
    value,
    new Date(Date.now() + TOKEN_LIFETIME_MS),
  );
  return value;
}

/** A document an admin pointed us at (OIDC discovery, SAML metadata), through the webhooks' address guard. */
async function fetchIdpDocument(deps: Deps, url: string): Promise<Response> {
  const allowPrivate = deps.config.ssoPrivateIdpOrigins.includes(new URL(url).origin);
  try {
    await checkWebhookUrl(url, allowPrivate);
  } catch {
    throw new AppError('VALIDATION_ERROR', `${url} is not a public https address.`);
  }
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok) throw new AppError('VALIDATION_ERROR', `${url} could not be read.`);
  return response;
}

type Discovery = {
  issuer?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  jwks_uri?: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
};

async function oidcBody(deps: Deps, oidc: NonNullable<TCreateSsoConnectionInput['oidc']>) {
  const issuer = oidc.issuer.replace(/\/$/, '');
  const discoveryEndpoint = `${issuer}/.well-known/openid-configuration`;
  const document = (await (
    await fetchIdpDocument(deps, discoveryEndpoint)
  )
    .json()
    .catch(() => ({}))) as Discovery;
  if (document.issuer?.replace(/\/$/, '') !== issuer) {
    throw new AppError('VALIDATION_ERROR', "The issuer's discovery document names a different issuer.");
  }
  if (!document.authorization_endpoint || !document.token_endpoint || !document.jwks_uri) {
    throw new AppError('VALIDATION_ERROR', "The issuer's discovery document lacks its endpoints.");
  }
  const methods = document.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  return {
    issuer: document.issuer,
    oidcConfig: {
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      skipDiscovery: true,
      discoveryEndpoint,
      authorizationEndpoint: document.authorization_endpoint,
      tokenEndpoint: document.token_endpoint,
      jwksEndpoint: document.jwks_uri,
      userInfoEndpoint: document.userinfo_endpoint,
      tokenEndpointAuthentication: methods.includes('client_secret_basic')
        ? ('client_secret_basic' as const)
        : ('client_secret_post' as const),
      pkce: true,
      scopes: oidc.scopes?.length ? oidc.scopes : ['openid', 'email', 'profile'],
    },
  };
}

async function samlBody(
  deps: Deps,
  providerId: string,
  saml: NonNullable<TCreateSsoConnectionInput['saml']>,
) {
  const metadata =
    saml.metadataXml ||
    (saml.metadataUrl ? await (await fetchIdpDocument(deps, saml.metadataUrl)).text() : undefined);
  const idpMetadata = metadata
    ? { metadata }
    : {
        entityID: saml.idpEntityId ?? '',
        cert: saml.certificate,
        singleSignOnService: [
          { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: saml.entryPoint ?? '' },
        ],
      };
  return {
    issuer: spEntityId(deps, providerId),
    samlConfig: {
      // With metadata the plugin takes the single sign-on URL from it.
      entryPoint: saml.entryPoint ?? idpSingleSignOnUrl(metadata),
      cert: saml.certificate,
      audience: spEntityId(deps, providerId),
      idpMetadata,
      spMetadata: {},
      wantAssertionsSigned: true,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      callbackUrl: `${deps.config.APP_URL}/admin-dashboard`,
    },
  };
}

/** samlify's short name of the HTTP-Redirect binding. */
const REDIRECT_BINDING = 'redirect';

/** The IdP's single sign-on URL in its metadata (the plugin wants one even though it reads the metadata). */
function idpSingleSignOnUrl(metadata: string | undefined): string {
  if (!metadata) return '';
  try {
    const location = samlify.IdPMetadata(metadata).getSingleSignOnService(REDIRECT_BINDING);
    return typeof location === 'string' ? location : '';
  } catch {
    throw new AppError('VALIDATION_ERROR', 'The IdP metadata could not be read.');
  }
}

/** A Better Auth refusal (invalid metadata, unreachable endpoints) as a message for the admin. */
function asValidationError(error: unknown): never {
  if (error instanceof APIError) {
    throw new AppError(
      'VALIDATION_ERROR',
      error.body?.message ?? 'The identity provider settings were refused.',
    );
  }
  throw error;
}

export const ssoService = {
  async settings(deps: Deps, actor: Actor): Promise<TSsoSettings> {
    const companyId = companyOf(actor);
    await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.sso);
    const [rows, policy, admins] = await Promise.all([
      ssoRepository.list(deps.db, companyId),
      ssoRepository.policy(deps.db, companyId),
      ssoRepository.admins(deps.db, companyId),
    ]);
    const connections = [];
    const tokens = await ssoRepository.findTokens(
      deps.db,
      rows.map((row) => recordName(row.providerId)),
    );
    for (const row of rows) {
      connections.push(await toConnection(deps, row, tokens.get(recordName(row.providerId))));
    }
    return {
      connections,
      ssoRequired: policy?.ssoRequired ?? false,
      breakGlassUserId: policy?.breakGlassUserId ?? null,
      admins,
    };
  },

  async create(
    deps: Deps,
    actor: Actor,
    headers: Headers,
    input: TCreateSsoConnectionInput,
  ): Promise<TSsoConnection> {
    const companyId = companyOf(actor);
    await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.sso);
    if (await ssoRepository.domainVerifiedElsewhere(deps.db, companyId, input.domain)) {
      throw conflict('Another company has verified this domain for single sign-on.');
    }
    // Global in the plugin and part of the TXT record's name: short, lower case, unguessable.
    const providerId = randomBytes(9)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x');
    const protocolBody = input.oidc
      ? await oidcBody(deps, input.oidc)
      : await samlBody(deps, providerId, input.saml ?? {});
    await deps.auth.api
      .registerSSOProvider({ body: { providerId, domain: input.domain, ...protocolBody }, headers })
      .catch(asValidationError);
    await ssoRepository.bind(deps.db, {
      providerId,
      companyId,
      protocol: input.oidc ? 'oidc' : 'saml',
      defaultRole: input.defaultRole,
      createdBy: actor.session.user.id,
    });
    const row = await ssoRepository.find(deps.db, companyId, providerId);
    if (!row) throw notFound('Connection');
    return toConnection(deps, row);
  },

  async updateDefaultRole(deps: Deps, actor: Actor, providerId: string, defaultRole: string) {
    const companyId = companyOf(actor);
    await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.sso);
    if (!(await ssoRepository.find(deps.db, companyId, providerId))) throw notFound('Connection');
    await ssoRepository.setDefaultRole(deps.db, companyId, providerId, defaultRole);
    const row = await ssoRepository.find(deps.db, companyId, providerId);
    if (!row) throw notFound('Connection');
    return toConnection(deps, row);
  },

  async remove(deps: Deps, actor: Actor, providerId: string) {
    const companyId = companyOf(actor);
    await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.sso);
    if (!(await ssoRepository.find(deps.db, companyId, providerId))) throw notFound('Connection');
    await deps.db.transaction(async (tx) => {
      await ssoRepository.remove(tx, [providerId], [recordName(providerId)]);
      if (!(await ssoRepository.hasVerifiedConnection(tx, companyId))) {
        await ssoRepository.setPolicy(tx, companyId, false, null);
      }
    });
  },

  /** Checks the TXT record now: found verifies the domain; not found (a re-check) unverifies it. */
  async verifyDomain(deps: Deps, actor: Actor, providerId: string) {
    const companyId = companyOf(actor);
    await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.sso);
    const row = await ssoRepository.find(deps.db, companyId, providerId);
    if (!row) throw notFound('Connection');
    if (await ssoRepository.domainVerifiedElsewhere(deps.db, companyId, row.domain)) {
      throw conflict('Another company has verified this domain for single sign-on.');
    }
    const token = await tokenFor(deps, providerId);
    const name = `${recordName(providerId)}.${row.domain}`;
    const records = await txtRecords(deps.config.dnsServers, name);
    const verified = records.includes(token) || records.includes(`${recordName(providerId)}=${token}`);
    await ssoRepository.setDomainVerified(deps.db, providerId, verified);
    if (!verified && !(await ssoRepository.hasVerifiedConnection(deps.db, companyId))) {
      await ssoRepository.setPolicy(deps.db, companyId, false, null);
    }
    const updated = await ssoRepository.find(deps.db, companyId, providerId);
    if (!updated) throw notFound('Connection');
    return {
      verified,
      message: verified
        ? `${row.domain} is verified.`
        : `No TXT record ${name} with the expected value was found. DNS changes can take a while to appear; try again later.`,
      connection: await toConnection(deps, updated),
    };
  },

  async updatePolicy(deps: Deps, actor: Actor, input: TUpdateSsoPolicyInput) {
    const companyId = companyOf(actor);
    await assertEnterprise(deps.db, companyId, PLAN_FEATURE_MESSAGES.sso);
    if (input.ssoRequired && !(await ssoRepository.hasVerifiedConnection(deps.db, companyId))) {
      throw conflict('Requiring single sign-on needs at least one connection with a verified domain.');
    }
    if (input.breakGlassUserId !== null) {
      const admins = await ssoRepository.admins(deps.db, companyId);
      if (!admins.some((a) => a.id === input.breakGlassUserId)) throw notFound('Administrator');
    }
    await ssoRepository.setPolicy(deps.db, companyId, input.ssoRequired, input.breakGlassUserId);
    return ssoService.settings(deps, actor);
  },

  /** Company deletion: the plugin's rows carry the company only as text, without a foreign key. */
  async removeCompanyConnections(tx: Executor, companyId: string) {
    const ids = await ssoRepository.providerIdsOfCompany(tx, companyId);
    await ssoRepository.remove(tx, ids, ids.map(recordName));
  },
};
