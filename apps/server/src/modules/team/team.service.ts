import { createHash, randomBytes } from 'node:crypto';
import {
  LAST_ADMIN_MESSAGE,
  type TAcceptTeamInvitationInput,
  TEAM_INVITATION_TTL_DAYS,
  TEAM_PENDING_INVITATIONS_MAX,
  TEAM_ROLE_DESCRIPTIONS,
  type TTeamInvitation,
  type TTeamInvitationCheck,
  type TTeamResponse,
  type TTeamRole,
} from '@app/contracts';
import type { AppContext } from '../../context';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { createVerifiedUser } from '../auth/admin-accounts';
import type { SessionData } from '../auth/auth';
import { refuseLinkSession } from '../auth/candidate-scope';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { teamInvitationEmail } from '../mail/mail.templates';
import { type InvitationRow, teamRepository } from './team.repository';

/** The web app's page for the link (apps/web/src/config/paths.ts `acceptTeamInvitation`). */
export const ACCEPT_TEAM_INVITATION_PATH = '/accept-team-invite';

export const TEAM_MESSAGES = {
  alreadyMember: (email: string) => `${email} is already a member of your team.`,
  ownCandidate: (email: string) =>
    `${email} is a candidate of your company, so it cannot join your team. Ask them for another address.`,
  tooManyPending: `Your company already has ${TEAM_PENDING_INVITATIONS_MAX} pending invitations. Revoke some, or wait until they are accepted or expire.`,
  invalid: 'This invitation link is invalid. Ask the admin who invited you to send a new one.',
  used: 'This invitation link has already been used. Sign in, or ask for a new invitation.',
  expired: `This invitation link has expired (links are valid for ${TEAM_INVITATION_TTL_DAYS} days). Ask the admin who invited you to send a new one.`,
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign out, then open the link again to accept it.`,
  /** Told only to the holder of the link (the invited address), never to the inviter. */
  unavailable: (email: string, companyName: string) =>
    `${email} already has a HireAssess account that belongs to another company's team, so it cannot join ${companyName}. Ask the admin who invited you to invite another address.`,
  alreadyJoined: (email: string, companyName: string) =>
    `${email} is already a member of ${companyName}. Sign in to continue.`,
  signInFirst: (email: string) =>
    `An account with ${email} already exists. Sign in with it, then open the link again to join.`,
  nameAndPassword: 'Enter your name and a password to create your account.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config'>;

function toInvitation(row: {
  id: string;
  email: string;
  role: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}): TTeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as TTeamRole,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

type Account = Awaited<ReturnType<typeof teamRepository.accountByEmail>>;

/**
 * Why the invited address's existing account cannot join the inviting company (null when it can: no
 * account, one without a company, or a candidate's). The inviter was never told (see `invite`); the link
 * holder is. A candidate's account joins: the link came by mail to the address, so its holder is the
 * address's owner, and no company can keep another's team from an address by making it a candidate.
 */
function accountConflict(account: Account, invitation: InvitationRow, companyName: string): string | null {
  if (!account || account.role === 'candidate' || account.companyId === null) return null;
  if (account.companyId === invitation.companyId)
    return TEAM_MESSAGES.alreadyJoined(invitation.email, companyName);
  return TEAM_MESSAGES.unavailable(invitation.email, companyName);
}

/** Why an invitation cannot be accepted, or null when it can. */
function unusable(invitation: InvitationRow, now: Date): 'used' | 'expired' | 'invalid' | null {
  if (invitation.revokedAt) return 'invalid';
  if (invitation.acceptedAt) return 'used';
  if (invitation.expiresAt <= now) return 'expired';
  return null;
}

async function issue(deps: Deps, actor: Actor, companyId: string, email: string, role: TTeamRole) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const { invitation, companyName } = await deps.db.transaction(async (tx) => {
    const company = await teamRepository.lockCompany(tx, companyId);
    if (!company) throw notFound('Company');
    await teamRepository.revokePendingFor(tx, companyId, email, now);
    if ((await teamRepository.pendingCount(tx, companyId, now)) >= TEAM_PENDING_INVITATIONS_MAX) {
      throw new AppError('RATE_LIMITED', TEAM_MESSAGES.tooManyPending);
    }
    const invitation = await teamRepository.insertInvitation(tx, {
      companyId,
      email,
      role,
      tokenHash: hashToken(token),
      invitedBy: actor.session.user.id,
      expiresAt: new Date(now.getTime() + TEAM_INVITATION_TTL_DAYS * DAY_MS),
    });
    return { invitation, companyName: company.name };
  });
  // After the commit: the mail job never carries a link to a rolled-back invitation.
  await deps.mailer.send(
    teamInvitationEmail({
      to: email,
      inviterName: actor.session.user.name,
      companyName,
      roleName: role,
      roleDescription: TEAM_ROLE_DESCRIPTIONS[role],
      url: `${deps.config.APP_URL}${ACCEPT_TEAM_INVITATION_PATH}?token=${token}`,
      validDays: TEAM_INVITATION_TTL_DAYS,
    }),
  );
  return toInvitation({ ...invitation, invitedBy: actor.session.user.name });
}

/**
 * A company's team as provisioning from outside changes it (SCIM, issue 22), inside the caller's
 * transaction: lock the company, count its admins, add or remove a member.
 */
export const teamMembership = {
  lockCompany: teamRepository.lockCompany,
  adminCount: teamRepository.adminCount,
  join: teamRepository.join,
  remove: teamRepository.remove,
  detachApplications: teamRepository.detachApplications,
};

export const teamService = {
  async list(deps: Pick<AppContext, 'db'>, actor: Actor): Promise<TTeamResponse> {
    const companyId = companyOf(actor);
    const [members, invitations] = await Promise.all([
      teamRepository.members(deps.db, companyId),
      teamRepository.pendingInvitations(deps.db, companyId, new Date()),
    ]);
    return {
      members: members.map((m) => ({
        userId: m.userId,
        name: m.name,
        email: m.email,
        role: m.role as TTeamRole,
        joinedAt: m.joinedAt.toISOString(),
        isYou: m.userId === actor.session.user.id,
      })),
      invitations: invitations.map(toInvitation),
    };
  },

  /**
   * Invites an address as admin or reviewer; a pending invitation of the same address is replaced. An
   * address of another company's account or of another company's candidate is invited exactly like an
   * unknown one (same answer, same email): refusing it would tell anyone who signs up which addresses
   * have accounts elsewhere. Its link then refuses to join (`check`, `accept`), to its holder only.
   */
  async invite(deps: Deps, actor: Actor, input: { email: string; role: TTeamRole }) {
    const companyId = companyOf(actor);
    const account = await teamRepository.accountByEmail(deps.db, input.email);
    // The company's own people are its own data: saying so leaks nothing.
    if (account?.role === 'candidate') {
      if (await teamRepository.hasApplicationAt(deps.db, account.userId, companyId)) {
        throw conflict(TEAM_MESSAGES.ownCandidate(input.email));
      }
    } else if (account?.companyId === companyId) {
      throw conflict(TEAM_MESSAGES.alreadyMember(input.email));
    }
    return issue(deps, actor, companyId, input.email, input.role);
  },

  /** A fresh link for a pending invitation (the earlier link stops working). */
  async resend(deps: Deps, actor: Actor, id: string) {
    const companyId = companyOf(actor);
    const found = await deps.db.transaction((tx) =>
      teamRepository.pendingInvitation(tx, companyId, id, new Date()),
    );
    if (!found) throw notFound('Invitation');
    return issue(deps, actor, companyId, found.email, found.role as TTeamRole);
  },

  async revoke(deps: Pick<AppContext, 'db'>, actor: Actor, id: string) {
    const companyId = companyOf(actor);
    const revoked = await deps.db.transaction((tx) => teamRepository.revoke(tx, companyId, id, new Date()));
    if (!revoked) throw notFound('Invitation');
  },

  async changeRole(deps: Pick<AppContext, 'db'>, actor: Actor, userId: string, role: TTeamRole) {
    const companyId = companyOf(actor);
    await deps.db.transaction(async (tx) => {
      await teamRepository.lockCompany(tx, companyId);
      const current = await teamRepository.memberRole(tx, companyId, userId);
      if (!current) throw notFound('Member');
      if (current === role) return;
      if (current === 'admin' && (await teamRepository.adminCount(tx, companyId)) <= 1) {
        throw conflict(LAST_ADMIN_MESSAGE);
      }
      await teamRepository.setRole(tx, userId, role);
    });
  },

  /** The member leaves the company and is signed out everywhere; the last admin stays. */
  async remove(deps: Pick<AppContext, 'db'>, actor: Actor, userId: string) {
    const companyId = companyOf(actor);
    await deps.db.transaction(async (tx) => {
      await teamRepository.lockCompany(tx, companyId);
      const current = await teamRepository.memberRole(tx, companyId, userId);
      if (!current) throw notFound('Member');
      if (current === 'admin' && (await teamRepository.adminCount(tx, companyId)) <= 1) {
        throw conflict(LAST_ADMIN_MESSAGE);
      }
      await teamRepository.remove(tx, userId);
    });
  },

  async check(deps: Pick<AppContext, 'db'>, token: string): Promise<TTeamInvitationCheck> {
    const found = await teamRepository.byTokenHash(deps.db, hashToken(token));
    if (!found) return { status: 'invalid', message: TEAM_MESSAGES.invalid };
    const reason = unusable(found.invitation, new Date());
    if (reason) return { status: reason, message: TEAM_MESSAGES[reason] };
    const account = await teamRepository.accountByEmail(deps.db, found.invitation.email);
    const conflicting = accountConflict(account, found.invitation, found.companyName);
    if (conflicting) return { status: 'unavailable', message: conflicting };
    return {
      status: 'valid',
      companyName: found.companyName,
      role: found.invitation.role as TTeamRole,
      email: found.invitation.email,
      accountExists: account !== null,
      candidateAccount: account?.role === 'candidate',
    };
  },

  /**
   * Accepts with a signed-in account of the invited address (one without a company, or a candidate's,
   * signed in with the person's own proof: an application link's session is not), or creates a verified
   * account from name and password (the link proved the address) and signs it in. A candidate's account
   * leaves its applications as it joins (`detachApplications`). Returns the session cookies to set, if any.
   */
  async accept(
    deps: Pick<AppContext, 'db' | 'auth'>,
    session: SessionData | null,
    input: TAcceptTeamInvitationInput,
  ): Promise<string[]> {
    const found = await teamRepository.byTokenHash(deps.db, hashToken(input.token));
    if (!found) throw new AppError('VALIDATION_ERROR', TEAM_MESSAGES.invalid);
    const { invitation } = found;
    const role = invitation.role as TTeamRole;
    const reason = unusable(invitation, new Date());
    if (reason) throw new AppError('VALIDATION_ERROR', TEAM_MESSAGES[reason]);

    if (session) {
      if (session.user.email.toLowerCase() !== invitation.email) {
        throw forbidden(TEAM_MESSAGES.wrongAccount(invitation.email));
      }
      // Whoever holds an application link holds this session: the account changes hands only on proof.
      refuseLinkSession(session);
      const account = await teamRepository.accountByEmail(deps.db, invitation.email);
      const conflicting = accountConflict(account, invitation, found.companyName);
      if (conflicting) throw conflict(conflicting);
      await deps.db.transaction(async (tx) => {
        if (!(await teamRepository.claim(tx, invitation.id, new Date()))) {
          throw new AppError('VALIDATION_ERROR', TEAM_MESSAGES.used);
        }
        if (account?.role === 'candidate') await teamRepository.detachApplications(tx, session.user.id);
        await teamRepository.join(tx, session.user.id, invitation.companyId, role);
      });
      return [];
    }

    if (!input.name || !input.password) throw new AppError('VALIDATION_ERROR', TEAM_MESSAGES.nameAndPassword);
    const account = await teamRepository.accountByEmail(deps.db, invitation.email);
    // Signing in would not help an account that cannot join: say so now.
    const conflicting = accountConflict(account, invitation, found.companyName);
    if (conflicting) throw conflict(conflicting);
    if (account) throw conflict(TEAM_MESSAGES.signInFirst(invitation.email));
    // Claimed first so that two tabs cannot both create the account; released if the account fails.
    if (!(await teamRepository.claim(deps.db, invitation.id, new Date()))) {
      throw new AppError('VALIDATION_ERROR', TEAM_MESSAGES.used);
    }
    try {
      const userId = await createVerifiedUser(deps.auth, {
        email: invitation.email,
        name: input.name,
        password: input.password,
      });
      await teamRepository.join(deps.db, userId, invitation.companyId, role);
    } catch (error) {
      await teamRepository.unclaim(deps.db, invitation.id);
      throw error;
    }
    const signedIn = await deps.auth.api.signInEmail({
      body: { email: invitation.email, password: input.password },
      asResponse: true,
    });
    return signedIn.ok ? signedIn.headers.getSetCookie() : [];
  },
};
