import { LAST_ADMIN_MESSAGE, SCIM_DEFAULT_ROLE, type TScimRole } from '@app/contracts';
import type {
  SCIMIdentityResolution,
  SCIMIdentityResolutionInput,
  SCIMProjectedUserState,
} from '@better-auth/scim';
import type { Database } from '../../db/client';
import { type AuditActor, auditLogService } from '../audit-log/audit-log.service';
import { teamMembership } from '../team/team.service';
import { scimRepository } from './scim.repository';
import { scimError } from './scim-errors';
import { currentTransaction } from './scim-transaction';

export const SCIM_MEMBER_MESSAGES = {
  elsewhere:
    "This email address belongs to an account of another company's team, so it cannot be provisioned as a member of this company.",
  outsideDomains:
    "This email address belongs to an existing account outside the company's verified domains, so the directory cannot take it over. Invite the person from Settings → Team instead, or use an address of a verified domain.",
  unverified:
    'An account with this email address exists but its address was never verified, so it cannot be linked to this directory user. Ask the person to verify it or to use another address.',
  lastAdmin: `${LAST_ADMIN_MESSAGE} Add another admin (for example through a group mapped to admin) first.`,
} as const;

const SCIM_ACTOR: AuditActor = { kind: 'system', name: 'SCIM' };

/** Admin beats reviewer; no mapped group leaves the default. */
export function roleOf(grants: SCIMProjectedUserState['grants']): TScimRole {
  return grants.some((g) => g.role === 'admin') ? 'admin' : SCIM_DEFAULT_ROLE;
}

/** The role a group's members get, matched on its display name as the admin typed it (any case). */
export function roleForGroup(groupRoles: Record<string, string>, displayName: string): TScimRole | null {
  const wanted = displayName.trim().toLowerCase();
  const found = Object.entries(groupRoles).find(([name]) => name.trim().toLowerCase() === wanted);
  return found && (found[1] === 'admin' || found[1] === 'reviewer') ? found[1] : null;
}

/**
 * Who an incoming directory user is. A new address is a new account. The company's own member is
 * linked, and so is an account without a company (a member who left, a fresh sign-up) or a candidate's
 * account (any company's: only its owner holds a credential of it, decision 033), whose verified address
 * is in a domain the company verified for single sign-on. Any other account (another company's member,
 * a person whose address the company does not own) is refused, since a directory may only manage its own
 * company's people; making an address a candidate keeps no directory from it. A linked account keeps its
 * own name and sign-in email ('preserve'): the directory changes its membership and role, never the
 * address it signs in with.
 */
export async function resolveMember(
  db: Database,
  input: SCIMIdentityResolutionInput,
): Promise<SCIMIdentityResolution> {
  const account = await scimRepository.accountByEmail(db, input.resource.primaryEmail);
  if (!account) return { action: 'create' };
  const ownMember = account.companyId === input.provisioningDomainId && account.role !== 'candidate';
  const free = account.companyId === null || account.role === 'candidate';
  if (!ownMember && !free) throw scimError('CONFLICT', SCIM_MEMBER_MESSAGES.elsewhere, 'uniqueness');
  if (!account.emailVerified) throw scimError('CONFLICT', SCIM_MEMBER_MESSAGES.unverified, 'uniqueness');
  if (free) {
    const domain = input.resource.primaryEmail.split('@').pop()?.toLowerCase() ?? '';
    if (!(await scimRepository.verifiesDomain(db, input.provisioningDomainId, domain))) {
      throw scimError('CONFLICT', SCIM_MEMBER_MESSAGES.outsideDomains, 'uniqueness');
    }
  }
  return { action: 'link', userId: account.userId, profile: 'preserve' };
}

/**
 * Makes the user's membership what the directory says, inside the SCIM plugin's transaction: active
 * means a member of the company with the role of their groups (a candidate's account leaves its
 * applications as it joins, as through a team invitation); inactive or deleted means out of the
 * company with every session ended (the team service's removal). The last admin never leaves or loses
 * the role this way: the SCIM request fails and rolls back.
 */
export async function reconcileMember(state: SCIMProjectedUserState): Promise<void> {
  const tx = currentTransaction();
  const companyId = state.provisioningDomainId;
  await teamMembership.lockCompany(tx, companyId);
  const account = await scimRepository.accountOf(tx, state.userId);
  const member = account?.companyId === companyId && account.role !== 'candidate';
  const audit = (action: string, details: Record<string, unknown> = {}) =>
    auditLogService.record(tx, {
      companyId,
      actor: SCIM_ACTOR,
      action,
      objectType: 'member',
      objectId: state.userId,
      details,
    });

  if (!state.active) {
    if (!member) return;
    if (account.role === 'admin' && (await teamMembership.adminCount(tx, companyId)) <= 1) {
      throw scimError('CONFLICT', SCIM_MEMBER_MESSAGES.lastAdmin);
    }
    await teamMembership.remove(tx, state.userId);
    await audit(state.sources.length > 0 ? 'member.deactivated' : 'member.deprovisioned');
    return;
  }

  if (!member && account?.companyId && account.role !== 'candidate') {
    throw scimError('CONFLICT', SCIM_MEMBER_MESSAGES.elsewhere, 'uniqueness');
  }
  const role = roleOf(state.grants);
  if (member && account.role === role) return;
  if (member && account.role === 'admin' && (await teamMembership.adminCount(tx, companyId)) <= 1) {
    throw scimError('CONFLICT', SCIM_MEMBER_MESSAGES.lastAdmin);
  }
  if (account?.role === 'candidate') await teamMembership.detachApplications(tx, state.userId);
  await teamMembership.join(tx, state.userId, companyId, role);
  await audit(member ? 'member.role_provisioned' : 'member.provisioned', { role });
}
