import { randomBytes, randomUUID } from 'node:crypto';
import {
  CANDIDATE_STATUSES,
  type CandidateLanguage,
  INVITATION_TTL_DAYS,
  type TAcceptInvitationInput,
  type TCandidateInvitationLink,
  type TInvitationCheck,
  type TResendInvitationsResult,
} from '@app/contracts';
import { isAPIError } from 'better-auth/api';
import type { AppContext } from '../../context';
import { formatDeadlineIn } from '../../i18n/format';
import { candidateLanguageOf, withLanguage, writtenLanguageOf } from '../../i18n/language';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { MAIL_BUDGETS } from '../../mail/mail-budget';
import type { MailMessage } from '../../mail/mail-message';
import type { Actor } from '../auth/guards';
import { publicBrandOf } from '../branding/branding';
import { brandingService } from '../branding/branding.service';
import { companyOf } from '../candidates/candidates.service';
import { invitationEmail } from '../mail/mail.templates';
import {
  invitationsRepository,
  type LinkRecord,
  type NewAccount,
  type NewToken,
} from './invitations.repository';

export const INVITATION_SKIP_REASONS = {
  notReady: 'Questions are not ready yet: the invitation goes out automatically when they are.',
  submitted: 'Already submitted the assessment.',
  emailTaken:
    'This email already belongs to another HireAssess account (an administrator, or a candidate of another company), so no invitation was sent.',
  tooMany: `This address already received ${MAIL_BUDGETS.invitation.max} invitations from your company in the last ${MAIL_BUDGETS.invitation.hours} hours, so no other was sent. Copy the invitation link instead, or try again tomorrow.`,
  companyDay:
    'Your company reached its daily number of emails, so no invitation was sent. Try again tomorrow, or ask your HireAssess administrator to raise MAIL_BUDGET_PER_COMPANY_PER_DAY.',
} as const;

export const INVALID_INVITATION_MESSAGE =
  'This invitation link is invalid or has expired. Ask the company that invited you to send a new one.';

/** What the accept page says about a link that cannot set a password, and what to do instead. */
export const INVITATION_LINK_MESSAGES = {
  used: 'You already set your password with this link. Sign in with your email and that password; if you forgot it, choose a new one with "Forgot password?" on the sign-in page.',
  expired: (company: string) =>
    `Invitation links stop working when the assessment closes (after ${INVITATION_TTL_DAYS} days when it has no closing time). Ask ${company} to send you a new one.`,
  replaced: (company: string) =>
    `A newer invitation replaced this link. Open the link in the latest invitation email from ${company}, or ask them to send a new one.`,
  invalid: INVALID_INVITATION_MESSAGE,
} as const;

/** The web app's page for the link (apps/web/src/config/paths.ts `acceptInvitation`). */
export const ACCEPT_INVITATION_PATH = '/accept-invite';

export type InvitationDeps = Pick<AppContext, 'db' | 'mailer' | 'config'>;

export type InvitableCandidate = {
  id: string;
  email: string;
  fullName: string;
  userId: string | null;
  testStatus: string;
  candidateLanguage: string | null;
  assessmentLanguage: string | null;
  /** The opening the candidate is invited to; null for a candidate of no assessment. */
  assessmentName: string | null;
  /** The candidate's own deadline, else the assessment's closing time; null when neither is set. */
  deadlineAt: Date | null;
  /** The zone the assessment's window was set in: the deadline is written in it. */
  timeZone: string | null;
};

export type InvitationOutcome =
  | {
      candidateId: string;
      email: string;
      status: 'sent';
      userId: string;
      /** False when the candidate already had an account. */
      accountCreated: boolean;
      /**
       * 'set-password': `url` is a one-time link that sets the account's password (never log it), valid
       * until `expiresAt`. 'sign-in': the account's owner already set a password, so `url` is the sign-in
       * page and no link of an admin's action can set another (issue 35).
       */
      link: TCandidateInvitationLink['kind'];
      url: string;
      expiresAt: Date | null;
    }
  | { candidateId: string; email: string; status: 'skipped'; reason: string };

/** Candidates per transaction (and per mail insert): keeps every statement far below 65,535 parameters. */
const CHUNK = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an invitation link stops working (issue 35): at the candidate's deadline, which is the assessment's
 * closing time unless an admin gave them their own, so the link never dies before the test may still be
 * taken. Only a candidate with no deadline ahead (an opening without a closing time, or one already past)
 * gets a fixed INVITATION_TTL_DAYS.
 */
export function invitationLinkExpiry(deadlineAt: Date | null, now: Date): Date {
  return deadlineAhead(deadlineAt, now) ?? new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

const deadlineAhead = (deadlineAt: Date | null, now: Date) =>
  deadlineAt && deadlineAt > now ? deadlineAt : null;

/** The deadline as the email writes it, in the assessment's zone; null when none lies ahead. */
function deadlineOf(row: InvitableCandidate, language: CandidateLanguage, now: Date): string | null {
  const ahead = deadlineAhead(row.deadlineAt, now);
  return ahead ? formatDeadlineIn(language, ahead, row.timeZone ?? 'UTC') : null;
}

/**
 * The credential step of the pipeline (DESIGN.md section 6). For each of the company's candidates among
 * `candidateIds` (other ids are ignored): creates their sign-in account when they have none (a verified
 * Better Auth user named after them, a candidate profile in the company, candidates.user_id), issues a
 * one-time link valid until their deadline (invitationLinkExpiry) that replaces their earlier links, and
 * enqueues the invitation email. An account whose owner already set a password gets no such link: its invitation sends
 * them to sign in, so neither a copied link nor a mail reaches a credential of an activated account. A candidate whose email already belongs to an account they are not linked to (an
 * admin, or the same person at another company) is skipped: accounts are never shared across tenants.
 * `skip` may refuse a candidate with a reason (checked while the candidate's row is locked).
 * Returns one outcome per invited or skipped candidate, in the order of `candidateIds`.
 */
export async function inviteCandidates(
  deps: InvitationDeps,
  companyId: string,
  candidateIds: string[],
  options: InviteOptions = {},
): Promise<InvitationOutcome[]> {
  const ids = [...new Set(candidateIds)];
  const outcomes = new Map<string, InvitationOutcome>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const results = await inviteChunk(deps, companyId, ids.slice(start, start + CHUNK), options);
    for (const outcome of results) outcomes.set(outcome.candidateId, outcome);
  }
  return ids.flatMap((id) => outcomes.get(id) ?? []);
}

type InviteOptions = {
  skip?: (candidate: InvitableCandidate) => string | null;
  /** False: the link is issued (and replaces earlier ones) but not emailed: the admin copies it. */
  deliver?: boolean;
};

async function inviteChunk(deps: InvitationDeps, companyId: string, ids: string[], options: InviteOptions) {
  return deps.db.transaction(async (tx) => {
    const results: InvitationOutcome[] = [];
    const mails: MailMessage[] = [];
    const rows = await invitationsRepository.lockCandidates(tx, companyId, ids);
    if (rows.length === 0) return results;
    // One read of the company per chunk: its name, and its white-label when the plan applies it.
    const company = await brandingService.brand(tx, companyId);
    const companyName = company?.companyName ?? 'Your company';
    const brand = company ? publicBrandOf(company, deps.config.APP_URL) : null;
    const sections = await invitationsRepository.sectionsOf(tx, ids);

    const skip = (row: InvitableCandidate, reason: string) =>
      results.push({ candidateId: row.id, email: row.email, status: 'skipped', reason });
    const eligible: InvitableCandidate[] = [];
    for (const row of rows) {
      const reason = options.skip?.(row) ?? null;
      if (reason) skip(row, reason);
      else eligible.push(row);
    }

    // A person's applications share one account: one their other application got first is linked.
    const userIdOf = new Map(eligible.flatMap((row) => (row.userId ? [[row.id, row.userId] as const] : [])));
    const linkFromRecords = async (rows: InvitableCandidate[]) => {
      const ids = rows.filter((row) => !userIdOf.has(row.id)).map((row) => row.id);
      const linked = await invitationsRepository.linkRecordAccounts(tx, companyId, ids);
      for (const [id, userId] of linked) userIdOf.set(id, userId);
    };
    await linkFromRecords(eligible);
    const withoutAccount = eligible.filter((row) => !userIdOf.has(row.id));
    const taken = await invitationsRepository.takenEmails(
      tx,
      withoutAccount.map((row) => row.email),
    );
    const accounts: NewAccount[] = [];
    const accountFor = new Set<string>();
    for (const row of withoutAccount) {
      if (taken.has(row.email)) skip(row, INVITATION_SKIP_REASONS.emailTaken);
      else if (!accountFor.has(row.email)) {
        // One account per person: the chunk's other applications of the address are linked to it below.
        accountFor.add(row.email);
        accounts.push({ candidateId: row.id, userId: randomUUID(), name: row.fullName, email: row.email });
      }
    }
    const created = await invitationsRepository.createAccounts(tx, companyId, accounts);
    for (const account of accounts) {
      if (created.has(account.candidateId)) userIdOf.set(account.candidateId, account.userId);
    }
    // The chunk's other applications of a new account, and any whose account another process created
    // for the person meanwhile (its insert then waited for that commit and added nothing).
    await linkFromRecords(withoutAccount.filter((row) => !taken.has(row.email)));
    const activated = await invitationsRepository.activatedAccounts(tx, [...new Set(userIdOf.values())]);

    const now = new Date();
    const tokens = new Map<string, NewToken>();
    for (const row of eligible) {
      const userId = userIdOf.get(row.id);
      if (!userId) {
        // Not in `taken` a moment ago, so the email was registered concurrently by someone else.
        if (!taken.has(row.email)) skip(row, INVITATION_SKIP_REASONS.emailTaken);
        continue;
      }
      const sources = { candidate: row.candidateLanguage, assessment: row.assessmentLanguage };
      // The links open the pages in the candidate's language before they sign in (issue 23).
      const language = candidateLanguageOf(sources);
      const loginUrl = withLanguage(`${deps.config.APP_URL}/login`, language);
      const expiresAt = invitationLinkExpiry(row.deadlineAt, now);
      const outcome = { candidateId: row.id, email: row.email, status: 'sent', userId } as const;
      let setPasswordUrl: string | null = null;
      if (activated.has(userId)) {
        results.push({ ...outcome, accountCreated: false, link: 'sign-in', url: loginUrl, expiresAt: null });
      } else {
        const token = randomBytes(32).toString('base64url');
        setPasswordUrl = withLanguage(
          `${deps.config.APP_URL}${ACCEPT_INVITATION_PATH}?token=${token}`,
          language,
        );
        tokens.set(row.id, { userId, token, expiresAt });
        const accountCreated = created.has(row.id);
        results.push({ ...outcome, accountCreated, link: 'set-password', url: setPasswordUrl, expiresAt });
      }
      mails.push({
        ...invitationEmail({
          to: row.email,
          name: row.fullName,
          companyName,
          url: setPasswordUrl,
          validDays: INVITATION_TTL_DAYS,
          opening: row.assessmentName,
          deadline: deadlineOf(row, writtenLanguageOf(sources), now),
          loginUrl,
          sections: sections.get(row.id) ?? [],
          brand,
          language: writtenLanguageOf(sources),
        }),
        candidateId: row.id,
        budget: { kind: 'invitation', companyId },
      });
    }
    // In the transaction: the mails exist exactly when the accounts and tokens do. Queued after the
    // commit, a process dying in between left candidates with a link nobody was sent (and a retried
    // job skips them as invited); a rolled-back chunk never leaves a mail with a dead link.
    const { withheld } =
      options.deliver === false ? { withheld: [] } : await deps.mailer.sendMany(mails, { db: tx });
    // Over a budget: no mail, so no new link either, and the caller hears why.
    const overBudget = new Map(withheld.map(({ message, over }) => [message.candidateId, over]));
    const outcomes = results.map((result): InvitationOutcome => {
      const over = result.status === 'sent' ? overBudget.get(result.candidateId) : undefined;
      if (!over) return result;
      const reason =
        over === 'recipient' ? INVITATION_SKIP_REASONS.tooMany : INVITATION_SKIP_REASONS.companyDay;
      return { candidateId: result.candidateId, email: result.email, status: 'skipped', reason };
    });
    await invitationsRepository.replaceTokens(
      tx,
      [...tokens].flatMap(([candidateId, token]) => (overBudget.has(candidateId) ? [] : [token])),
    );
    await invitationsRepository.markInvited(
      tx,
      companyId,
      outcomes.flatMap((r) => (r.status === 'sent' ? [r.candidateId] : [])),
    );
    return outcomes;
  });
}

/** The admin's "Resend invitations" rule: only candidates whose questions exist and who have not submitted. */
export function resendSkipReason(candidate: Pick<InvitableCandidate, 'testStatus'>): string | null {
  const status = candidate.testStatus;
  // Unknown statuses count as pending, as everywhere else (candidateStatusLabel).
  if (status === 'pending' || !(CANDIDATE_STATUSES as readonly string[]).includes(status)) {
    return INVITATION_SKIP_REASONS.notReady;
  }
  if (status === 'submitted') return INVITATION_SKIP_REASONS.submitted;
  return null;
}

const languageOfRecord = (record: LinkRecord) =>
  candidateLanguageOf({ candidate: record.candidateLanguage, assessment: record.assessmentLanguage });

export const invitationsService = {
  /**
   * Whether a link can still set a password, and who sent it, without consuming it: the accept page asks
   * before showing its form. A used link beats an expired one (signing in is what helps then).
   */
  async check(db: AppContext['db'], token: string, now = new Date()): Promise<TInvitationCheck> {
    const records = await invitationsRepository.linkRecords(db, token);
    const link = records.find((r) => r.kind === 'link');
    if (link && link.linkExpiresAt > now) {
      await invitationsRepository.markOpened(db, token);
      return {
        status: 'valid',
        companyName: link.companyName,
        brand: publicBrandOf(link),
        language: languageOfRecord(link),
      };
    }
    // The link's own row, while it lasts, knows its expiry exactly; after the cleanup the record does.
    const record = records.find((r) => r.kind === 'used') ?? link ?? records[0];
    if (!record) {
      return {
        status: 'invalid',
        message: INVALID_INVITATION_MESSAGE,
        companyName: null,
        brand: null,
        language: null,
      };
    }
    const brand = publicBrandOf(record);
    const company = { companyName: record.companyName, brand, language: languageOfRecord(record) };
    const sender = brand?.displayName ?? record.companyName;
    if (record.kind === 'used') return { status: 'used', message: INVITATION_LINK_MESSAGES.used, ...company };
    if (record.linkExpiresAt <= now) {
      return { status: 'expired', message: INVITATION_LINK_MESSAGES.expired(sender), ...company };
    }
    // Issued, unexpired, and its reset-password row is gone unused: a newer invitation replaced it.
    return { status: 'invalid', message: INVITATION_LINK_MESSAGES.replaced(sender), ...company };
  },

  /**
   * "Copy invitation link": a fresh personal link for one candidate, returned instead of emailed. Links
   * work once, so the copy is a new one and the candidate's earlier links stop working. For a candidate
   * who already set their password it is the sign-in page: it opens nothing without that password. The
   * resend's rules apply (409 with the reason); another company's candidate is not found.
   */
  async issueLink(
    deps: InvitationDeps,
    actor: Actor,
    candidateId: string,
  ): Promise<TCandidateInvitationLink> {
    const companyId = companyOf(actor);
    const [outcome] = await inviteCandidates(deps, companyId, [candidateId], {
      skip: resendSkipReason,
      deliver: false,
    });
    if (!outcome) throw notFound('Candidate');
    if (outcome.status === 'skipped') throw conflict(outcome.reason);
    return { kind: outcome.link, url: outcome.url, expiresAt: outcome.expiresAt?.toISOString() ?? null };
  },

  async resend(deps: InvitationDeps, actor: Actor, ids: string[]): Promise<TResendInvitationsResult> {
    const companyId = companyOf(actor);
    const outcomes = await inviteCandidates(deps, companyId, ids, { skip: resendSkipReason });
    return {
      sent: outcomes.filter((o) => o.status === 'sent').length,
      skipped: outcomes.flatMap((o) =>
        o.status === 'skipped' ? [{ id: o.candidateId, email: o.email, reason: o.reason }] : [],
      ),
    };
  },

  /**
   * Sets the password through Better Auth's own reset (it consumes the token, creates the credential
   * account when there is none and signs out other sessions), answering with the invitation's wording
   * instead of Better Auth's bare "Invalid token"; then signs the candidate in and returns the session
   * cookies for the route to pass on (the invitation ends signed in, not at a login form).
   */
  async accept(deps: Pick<AppContext, 'auth' | 'db'>, input: TAcceptInvitationInput): Promise<string[]> {
    const { auth } = deps;
    // Read before the reset, which consumes the token.
    const account = await invitationsRepository.accountForToken(deps.db, input.token);
    try {
      await auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } });
    } catch (error) {
      if (!isAPIError(error) || error.statusCode >= 500) throw error;
      const code = error.body?.code;
      if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') {
        throw new AppError('VALIDATION_ERROR', INVALID_INVITATION_MESSAGE);
      }
      throw new AppError(
        'VALIDATION_ERROR',
        error.body?.message || error.message || INVALID_INVITATION_MESSAGE,
      );
    }
    await invitationsRepository.markUsed(deps.db, input.token);
    if (!account) return [];
    await invitationsRepository.markPasswordSet(deps.db, account.userId);
    const signedIn = await auth.api.signInEmail({
      body: { email: account.email, password: input.newPassword },
      asResponse: true,
    });
    return signedIn.ok ? signedIn.headers.getSetCookie() : [];
  },
};
