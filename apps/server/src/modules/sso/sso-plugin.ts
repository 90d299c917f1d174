import { SSO_REQUIRED_MESSAGE } from '@app/contracts';
import { sso } from '@better-auth/sso';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../../db/client';
import { profilesService } from '../profiles/profiles.service';
import { ssoRepository } from './sso.repository';

/** Prefix of the DNS TXT record name that proves a connection's domain (`_hireassess-sso-<providerId>`). */
export const SSO_TOKEN_PREFIX = 'hireassess-sso';

/** The Assertion Consumer Service, the one path an identity provider POSTs to from its own origin. */
export const SAML_ACS_ROUTE = '/api/auth/sso/saml2/sp/acs/:providerId';

/** Under /api/auth: what an IT admin registers as the redirect URI at their OpenID provider. */
export const SSO_OIDC_REDIRECT_PATH = '/sso/callback';

/**
 * The plugin's own provider management over HTTP: a session there could register a provider for any
 * domain and no company. Connections are managed only through /api/sso/connections (company-scoped).
 */
export const SSO_PLUGIN_MANAGEMENT_PATHS = [
  '/sso/register',
  '/sso/providers',
  '/sso/get-provider',
  '/sso/update-provider',
  '/sso/delete-provider',
  '/sso/request-domain-verification',
  '/sso/verify-domain',
];

export const SSO_REFUSALS = {
  candidate:
    'This email address belongs to a candidate. Candidates sign in from the link in their invitation.',
  otherCompany:
    'This email address belongs to an account of another company, which single sign-on cannot join.',
  domain: "This email address is not on the connection's verified domain.",
  unknown: 'This single sign-on connection is not set up for a company.',
} as const;

const domainOf = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';

/**
 * Better Auth's SSO plugin (OIDC and SAML) bound to companies: who may sign in through a connection is
 * decided here, before the plugin creates or links an account; a first sign-in joins the connection's
 * company with its default role (just-in-time membership).
 */
/** A person who joined a company through single sign-on (just-in-time membership). */
export type SsoJoin = {
  companyId: string;
  userId: string;
  role: 'admin' | 'reviewer';
  protocol: string;
  providerId: string;
};

export function createSsoPlugin(db: Database, onJoined: (joined: SsoJoin) => Promise<void>) {
  const plugin = sso({
    domainVerification: { enabled: true, tokenPrefix: SSO_TOKEN_PREFIX },
    // One redirect URI for every OIDC connection; the state names the connection.
    redirectURI: SSO_OIDC_REDIRECT_PATH,
    // Provider-level "email verified" is never trusted: a verified domain of the connection is.
    trustEmailVerified: false,
    organizationProvisioning: { disabled: true },
    saml: {
      enableInResponseToValidation: true,
      allowIdpInitiated: false,
      requireTimestamps: true,
      clockSkew: 60_000,
      algorithms: { onDeprecated: 'reject' },
    },
    resolveUser: async (input) => {
      const connection = await ssoRepository.findByProviderId(db, input.providerId);
      if (!connection) return { action: 'reject', code: 'SSO_NO_COMPANY', message: SSO_REFUSALS.unknown };
      const email = input.providerUser.email.trim().toLowerCase();
      if (domainOf(email) !== connection.domain) {
        return { action: 'reject', code: 'SSO_DOMAIN_MISMATCH', message: SSO_REFUSALS.domain };
      }
      const existing = await ssoRepository.memberByEmail(db, email);
      if (!existing) return { action: 'continue' };
      if (existing.role === 'candidate') {
        return { action: 'reject', code: 'SSO_CANDIDATE', message: SSO_REFUSALS.candidate };
      }
      if (existing.companyId !== connection.companyId) {
        return { action: 'reject', code: 'SSO_OTHER_COMPANY', message: SSO_REFUSALS.otherCompany };
      }
      return { action: 'link', userId: existing.userId, profile: 'preserve' };
    },
    provisionUser: async ({ user, provider }) => {
      const connection = await ssoRepository.findByProviderId(db, provider.providerId);
      if (!connection) return;
      const role = connection.defaultRole === 'admin' ? 'admin' : 'reviewer';
      await profilesService.createForExistingUser(db, user.id, role, connection.companyId);
      await onJoined({
        companyId: connection.companyId,
        userId: user.id,
        role,
        protocol: connection.protocol,
        providerId: connection.providerId,
      });
    },
  });
  // The plugin's declared type leaves out the hooks it has (SAML single logout, organization provisioning).
  const own = (plugin as BetterAuthPlugin).hooks;
  return {
    ...plugin,
    hooks: {
      ...own,
      before: [
        ...(own?.before ?? []),
        {
          // The plugin takes the first connection of an email's domain; another company's unverified
          // claim on the domain must not stand in front of the verified one.
          matcher: (context: { path?: string }) => context.path === '/sign-in/sso',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as {
              email?: unknown;
              providerId?: unknown;
              domain?: unknown;
              organizationSlug?: unknown;
            };
            // Without Better Auth's organization plugin there is no organization to look a slug up in.
            if (body.organizationSlug !== undefined) {
              throw new APIError('BAD_REQUEST', {
                code: 'SSO_ORGANIZATION_UNSUPPORTED',
                message: 'Sign in with single sign-on by your work email address.',
              });
            }
            if (body.providerId || typeof body.email !== 'string') return;
            const providerId = await ssoRepository.verifiedProviderForDomain(db, domainOf(body.email));
            if (providerId) return { context: { body: { ...body, providerId } } };
          }),
        },
      ],
    },
  };
}

/**
 * Password sign-in and reset of a member whose company requires SSO: refused, except for the company's
 * break-glass admin. Candidates, whatever their company, keep their password.
 */
export async function refusePasswordWhenSsoRequired(db: Database, email: string): Promise<void> {
  if (!email) return;
  const member = await ssoRepository.memberByEmail(db, email);
  if (!member?.ssoRequired) return;
  if (member.role !== 'admin' && member.role !== 'reviewer') return;
  if (member.breakGlassUserId === member.userId || !member.companyId) return;
  // A requirement without a verified connection would lock everyone out but the break-glass admin.
  if (!(await ssoRepository.hasVerifiedConnection(db, member.companyId))) return;
  throw new APIError('FORBIDDEN', { code: 'SSO_REQUIRED', message: SSO_REQUIRED_MESSAGE });
}
