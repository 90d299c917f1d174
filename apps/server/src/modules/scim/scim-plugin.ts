import { hkdfSync } from 'node:crypto';
import { SCIM_MAX_ACTIVE_TOKENS } from '@app/contracts';
import { scim } from '@better-auth/scim';
import type { Database } from '../../db/client';
import { scimRepository } from './scim.repository';
import { reconcileMember, resolveMember, roleForGroup } from './scim-members';
import { currentTransaction } from './scim-transaction';

/**
 * The HMAC key the plugin digests bearer tokens with, derived from the auth secret (HKDF with its own
 * label) so that it is independent of every other use of that secret without a setting of its own.
 */
function credentialHashSecret(authSecret: string): string {
  return Buffer.from(hkdfSync('sha256', authSecret, '', 'hireassess scim bearer token digest', 32)).toString(
    'base64url',
  );
}

/**
 * SCIM 2.0 (RFC 7643/7644) at /api/auth/scim/v2: one managed connection per company, whose id is the
 * provisioning domain, with bearer tokens the company's admins issue (scim.service.ts). Users become
 * members (scim-members.ts); groups named in companies.scim_group_roles grant roles.
 */
export function createScimPlugin(db: Database, authSecret: string) {
  return scim({
    connections: [],
    managedConnections: {
      credentialHashSecret: credentialHashSecret(authSecret),
      maxActiveCredentials: SCIM_MAX_ACTIVE_TOKENS,
    },
    identity: { resolveUser: (input) => resolveMember(db, input) },
    projection: {
      roles: {
        async map({ provisioningDomainId, source }) {
          const groupRoles = await scimRepository.groupRoles(currentTransaction(), provisioningDomainId);
          const role = roleForGroup(groupRoles, source.displayName);
          return role ? [role] : undefined;
        },
        exists: ({ role }) => role === 'admin' || role === 'reviewer',
      },
      reconcileUser: (state) => reconcileMember(state),
    },
    // Entra ID's classic provisioning posts Groups with a legacy schema marker.
    compatibility: { microsoftEntra: { acceptLegacyGroupSchema: true } },
  });
}
