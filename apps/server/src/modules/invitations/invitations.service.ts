import { randomBytes, randomUUID } from 'node:crypto';
import {
  CANDIDATE_STATUSES,
  type CandidateLanguage,
  INVITATION_TTL_DAYS,
  type TCandidateInvitationLink,
  type TEnterApplicationResult,
  type TInvitationCheck,
  type TResendInvitationsResult,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { formatDeadlineIn } from '../../i18n/format';
import { candidateLanguageOf, withLanguage, writtenLanguageOf } from '../../i18n/language';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { MAIL_BUDGETS } from '../../mail/mail-budget';
import type { MailMessage } from '../../mail/mail-message';
import type { Actor } from '../auth/guards';
import { publicBrandOf } from '../branding/branding';
import { brandingService } from '../branding/branding.service';
import { companyOf } from '../candidates/candidates.service';
import {
  invitationEmailsService,
  type TextsByLanguage,
} from '../invitation-emails/invitation-emails.service';
import { invitationEmail } from '../mail/mail.templates';
import {
  invitationsRepository,
  type LinkTarget,
  type NewAccount,
  type NewLink,
} from './invitations.repository';

export const INVITATION_SKIP_REASONS = {
  notReady: 'Questions are not ready yet: the invitation goes out automatically when they are.',
  submitted: 'Already submitted the assessment.',
  emailTaken:
    'This email already belongs to a HireAssess administrator or reviewer account, which cannot take assessments, so no invitation was sent.',
  tooMany: `This address already received ${MAIL_BUDGETS.invitation.max} invitations from your company in the last ${MAIL_BUDGETS.invitation.hours} hours, so no other was sent. Copy the invitation link instead, or try again tomorrow.`,
  companyDay:
    'Your company reached its daily number of emails, so no invitation was sent. Try again tomorrow, or ask your HireAssess administrator to raise MAIL_BUDGET_PER_COMPANY_PER_DAY.',
} as const;

export const INVALID_INVITATION_MESSAGE =
  'This invitation link is invalid or has expired. Ask the company that invited you to send a new one.';

/** What the link's page says about a link that no longer opens its application, and what to do instead. */
export const INVITATION_LINK_MESSAGES = {
  expired: (company: string) =>
    `Invitation links stop working when the assessment closes (after ${INVITATION_TTL_DAYS} days when it has no closing time). Ask ${company} to send you a new one.`,
  invalid: INVALID_INVITATION_MESSAGE,
} as const;

/** What entering a link answers while its application is being prepared (a join link's, just confirmed). */
export const PREPARING_MESSAGE = 'Your assessment is being prepared. Try again in a moment.';

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
       * `url` opens this application only (decision 033), until `expiresAt`, as often as needed, and sets
       * no password (never log it).
       */
      link: TCandidateInvitationLink['kind'];
      url: string;
      expiresAt: Date;
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
 * `candidateIds` (other ids are ignored): creates their account when they have none (a verified Better Auth
 * user with no password, a candidate profile in the company, candidates.user_id), issues a link to that
 * application valid until their deadline (invitationLinkExpiry) and enqueues the invitation email. The link
 * signs its holder into that one application (decision 033) and sets no password, so neither a copied link
 * nor a mail gives anyone a credential of the account. A person who already has a candidate's account (from
 * another company, decision 032 step 4) is invited on that account, exactly as a new address would be; an
 * address of an administrator's or reviewer's account is skipped.
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
  // The company's own invitation texts (issue 36 item 0), read once for the whole batch; a copied link
  // sends no mail.
  const texts: TextsByLanguage =
    options.deliver === false || ids.length === 0
      ? new Map()
      : await invitationEmailsService.textsOfCompany(deps.db, companyId, 'invitation');
  for (let start = 0; start < ids.length; start += CHUNK) {
    const results = await inviteChunk(deps, companyId, ids.slice(start, start + CHUNK), options, texts);
    for (const outcome of results) outcomes.set(outcome.candidateId, outcome);
  }
  return ids.flatMap((id) => outcomes.get(id) ?? []);
}

type InviteOptions = {
  skip?: (candidate: InvitableCandidate) => string | null;
  /** False: the link is issued but not emailed: the admin copies it. */
  deliver?: boolean;
};

async function inviteChunk(
  deps: InvitationDeps,
  companyId: string,
  ids: string[],
  options: InviteOptions,
  texts: TextsByLanguage,
) {
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

    // A person's applications share one account: one their other application got first is linked, else
    // the account they have from another company (decision 032 step 4).
    const userIdOf = new Map(eligible.flatMap((row) => (row.userId ? [[row.id, row.userId] as const] : [])));
    const unlinked = (rows: InvitableCandidate[]) =>
      rows.filter((row) => !userIdOf.has(row.id)).map((row) => row.id);
    const keep = (linked: Map<string, string>) => {
      for (const [id, userId] of linked) userIdOf.set(id, userId);
    };
    keep(await invitationsRepository.linkRecordAccounts(tx, companyId, unlinked(eligible)));
    keep(await invitationsRepository.linkPersonAccounts(tx, companyId, unlinked(eligible)));
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
    // The chunk's other applications of a new account, and any whose account another process (of this
    // company or another) created for the person meanwhile: its insert waited for that commit and added
    // nothing. Both are the candidate's account of the address now.
    keep(
      await invitationsRepository.linkPersonAccounts(
        tx,
        companyId,
        unlinked(withoutAccount.filter((row) => !taken.has(row.email))),
      ),
    );

    const now = new Date();
    const links = new Map<string, NewLink>();
    for (const row of eligible) {
      const userId = userIdOf.get(row.id);
      if (!userId) {
        // Not in `taken` a moment ago: an administrator's or reviewer's account registered it concurrently.
        if (!taken.has(row.email)) skip(row, INVITATION_SKIP_REASONS.emailTaken);
        continue;
      }
      const sources = { candidate: row.candidateLanguage, assessment: row.assessmentLanguage };
      // The links open the pages in the candidate's language before they sign in (issue 23).
      const language = candidateLanguageOf(sources);
      const expiresAt = invitationLinkExpiry(row.deadlineAt, now);
      const { link, url } = newApplicationLink(deps.config.APP_URL, row.id, expiresAt, language);
      links.set(row.id, link);
      results.push({
        candidateId: row.id,
        email: row.email,
        status: 'sent',
        userId,
        accountCreated: created.has(row.id),
        link: 'application',
        url,
        expiresAt,
      });
      // Written in the candidate's language: the company's text of that language, else the built-in one.
      const written = writtenLanguageOf(sources);
      const deadline = deadlineOf(row, written, now);
      const text = texts.get(written) ?? null;
      mails.push({
        ...invitationEmail({
          to: row.email,
          name: row.fullName,
          companyName,
          url,
          validDays: INVITATION_TTL_DAYS,
          opening: row.assessmentName,
          deadline,
          sections: sections.get(row.id) ?? [],
          brand,
          language: written,
          text,
          // {{deadline}} of a company's text when no deadline lies ahead: when the link stops working.
          linkExpires:
            text && deadline === null ? formatDeadlineIn(written, expiresAt, row.timeZone ?? 'UTC') : null,
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
    await invitationsRepository.insertLinks(
      tx,
      [...links].flatMap(([candidateId, link]) => (overBudget.has(candidateId) ? [] : [link])),
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

/**
 * A new link to one application (decision 033): its URL, on the page that opens it in the candidate's
 * language (apps/web/src/config/paths.ts `acceptInvitation`), and what storeApplicationLinks keeps of it.
 */
export function newApplicationLink(
  appUrl: string,
  applicationId: string,
  expiresAt: Date,
  language: CandidateLanguage | null,
): { link: NewLink; url: string } {
  const token = randomBytes(32).toString('base64url');
  const url = withLanguage(`${appUrl}${ACCEPT_INVITATION_PATH}?token=${token}`, language);
  return { link: { applicationId, token, expiresAt }, url };
}

export type { NewLink as ApplicationLink };

/** Keeps links made by newApplicationLink, in the transaction that queues their mails. */
export const storeApplicationLinks = (db: Executor, links: NewLink[]) =>
  invitationsRepository.insertLinks(db, links);

const languageOfTarget = (target: LinkTarget) =>
  candidateLanguageOf({ candidate: target.candidateLanguage, assessment: target.assessmentLanguage });

/** The target of a link that still opens its application, else what its page says instead. */
async function liveTarget(db: AppContext['db'], token: string, now: Date) {
  const target = await invitationsRepository.linkTarget(db, token);
  if (!target) {
    return {
      target: null,
      refusal: {
        status: 'invalid',
        message: INVALID_INVITATION_MESSAGE,
        companyName: null,
        brand: null,
        language: null,
      },
    } as const;
  }
  const brand = publicBrandOf(target);
  const company = { companyName: target.companyName, brand, language: languageOfTarget(target) };
  if (target.expiresAt <= now) {
    const sender = brand?.displayName ?? target.companyName;
    const message = INVITATION_LINK_MESSAGES.expired(sender);
    return { target: null, refusal: { status: 'expired', message, ...company } } as const;
  }
  if (!target.userId) {
    // A join link's application whose account the pipeline has not made yet (decision 033).
    return {
      target: null,
      refusal: { status: 'preparing', message: PREPARING_MESSAGE, opening: target.opening, ...company },
    } as const;
  }
  return { target: { ...target, userId: target.userId }, refusal: null } as const;
}

export const invitationsService = {
  /** Whether a link still opens its application, and who sent it: the link's page asks before entering. */
  async check(db: AppContext['db'], token: string, now = new Date()): Promise<TInvitationCheck> {
    const { target, refusal } = await liveTarget(db, token, now);
    if (refusal?.status === 'preparing') {
      const { message: _message, ...preparing } = refusal;
      return preparing;
    }
    if (!target) return refusal;
    return {
      status: 'valid',
      companyName: target.companyName,
      opening: target.opening,
      brand: publicBrandOf(target),
      language: languageOfTarget(target),
    };
  },

  /**
   * Opens the link's application: signs the browser in with a session that reaches this application only
   * (decision 033) and returns its cookies for the route to pass on. No password is set or asked for; the
   * link keeps working until it expires. A link that no longer opens anything answers 400 with its page's
   * message.
   */
  async enter(
    deps: Pick<AppContext, 'auth' | 'db'>,
    token: string,
    headers: Headers,
    current: { userId: string; applicationId: string | null } | null,
  ): Promise<{ result: TEnterApplicationResult; cookies: string[] }> {
    const { target, refusal } = await liveTarget(deps.db, token, new Date());
    if (!target) throw new AppError('VALIDATION_ERROR', refusal.message);
    await invitationsRepository.markOpened(deps.db, target.applicationId);
    // The person is signed in already with their own proof: the link opens the application in that session,
    // rather than narrowing it to this one application.
    if (current && current.userId === target.userId && current.applicationId === null) {
      return { result: { applicationId: target.applicationId }, cookies: [] };
    }
    const entered = await deps.auth.api.enterApplication({
      body: { userId: target.userId, applicationId: target.applicationId },
      headers,
      asResponse: true,
    });
    if (!entered.ok)
      throw new AppError('FORBIDDEN', ((await entered.json()) as { message?: string }).message ?? '');
    return { result: { applicationId: target.applicationId }, cookies: entered.headers.getSetCookie() };
  },

  /**
   * "Copy invitation link": a fresh link to this one application, returned instead of emailed. It opens the
   * application and nothing else of the person's, so an admin's copy reaches only what the company holds.
   * The candidate's earlier links keep working. The resend's rules apply (409 with the reason); another
   * company's candidate is not found.
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
    return { kind: outcome.link, url: outcome.url, expiresAt: outcome.expiresAt.toISOString() };
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
};
