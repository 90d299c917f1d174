import { z } from 'zod';

/** The roles a SCIM group can grant; a provisioned member in no mapped group is a reviewer. */
export const SCIM_ROLES = ['admin', 'reviewer'] as const;
export type TScimRole = (typeof SCIM_ROLES)[number];
export const SCIM_DEFAULT_ROLE: TScimRole = 'reviewer';
/** Active tokens a company may hold at once (a rotation overlaps an old and a new one). */
export const SCIM_MAX_ACTIVE_TOKENS = 5;
/** A token stops working this many days after it was created: rotate before then. */
export const SCIM_TOKEN_VALID_DAYS = 365;
/** Groups a company can map to roles. */
export const SCIM_GROUP_ROLES_MAX = 50;

export const ZScimToken = z
  .object({
    id: z.string().describe('The credential id, the part of the token before the dot'),
    /** The token's first characters: enough to recognise it, useless to call the API. */
    prefix: z.string(),
    status: z.enum(['active', 'expired', 'revoked', 'decommissioned']),
    createdAt: z.string(),
    expiresAt: z.string(),
    /** Updated at most every five minutes while the token is in use; null when never used. */
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ScimToken' });
export type TScimToken = z.infer<typeof ZScimToken>;

export const ZScimGroupRoles = z
  .record(
    z
      .string()
      .trim()
      .min(1, 'Enter the group name as your directory sends it')
      .max(200, 'The group name is longer than 200 characters'),
    z.enum(SCIM_ROLES),
  )
  .refine((roles) => Object.keys(roles).length <= SCIM_GROUP_ROLES_MAX, {
    message: `Map at most ${SCIM_GROUP_ROLES_MAX} groups`,
  })
  .describe('SCIM group display names mapped to the role their members get (admin beats reviewer)');
export type TScimGroupRoles = z.infer<typeof ZScimGroupRoles>;

export const ZScimSettings = z
  .object({
    /** The SCIM 2.0 base URL to paste into the identity provider. */
    baseUrl: z.string(),
    tokens: z.array(ZScimToken),
    groupRoles: ZScimGroupRoles,
    /** Members whose membership the company's directory manages. */
    provisionedUserIds: z.array(z.string()),
  })
  .meta({ id: 'ScimSettings' });
export type TScimSettings = z.infer<typeof ZScimSettings>;

export const ZScimTokenCreated = ZScimToken.extend({
  token: z.string().describe('The bearer token: shown once, paste it into your identity provider now'),
}).meta({ id: 'ScimTokenCreated' });
export type TScimTokenCreated = z.infer<typeof ZScimTokenCreated>;

export const ZScimTokenParams = z.object({ id: z.string().min(1).max(200) });

export const ZScimGroupRolesInput = z
  .object({ groupRoles: ZScimGroupRoles })
  .meta({ id: 'ScimGroupRolesRequest' });
export type TScimGroupRolesInput = z.input<typeof ZScimGroupRolesInput>;

export const ZScimGroupRolesResponse = z
  .object({ groupRoles: ZScimGroupRoles })
  .meta({ id: 'ScimGroupRoles' });
