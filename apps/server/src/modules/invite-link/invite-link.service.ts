import { createHash, randomBytes } from 'node:crypto';
import {
  JOIN_CONFIRMATION_TTL_HOURS,
  JOIN_RATE_LIMITS,
  matchCandidateLanguage,
  type TInviteLink,
  type TInviteLinkState,
  type TInviteLinkUpdate,
  type TJoinConfirmCheck,
  type TJoinConfirmResult,
  type TJoinInfo,
  type TJoinSignUpInput,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { candidateLanguageOf, withLanguage, writtenLanguageOf } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import type { BrandRow } from '../branding/brand-columns';
import { publicBrandOf } from '../branding/branding';
import { companyOf } from '../candidates/candidates.service';
import {
  ALREADY_IN_THIS_ASSESSMENT,
  admitToAssessment,
  afterAdmission,
  type LockedAssessment,
} from '../candidates/intake.service';
import { isReapplyNotBefore } from '../candidates/reapplication';
import {
  INVITATION_SKIP_REASONS,
  invitationLinkExpiry,
  inviteCandidates,
  newApplicationLink,
  resendSkipReason,
  storeApplicationLinks,
} from '../invitations/invitations.service';
import { joinConfirmationEmail } from '../mail/mail.templates';
import { planUsage } from '../plans/plans.service';
import { inviteLinkRepository as repository } from './invite-link.repository';
import { type LinkFacts, linkState, linkStateMessage } from './link-state';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'config' | 'logger' | 'mailer'>;

/** The web app's pages (apps/web/src/config/paths.ts `joinLink` and `joinConfirm`). */
export const JOIN_PATH = '/join';
export const JOIN_CONFIRM_PATH = '/join/confirm';

const HOUR_MS = 60 * 60 * 1000;
/** 24 random bytes: 32 URL-safe characters, short enough to share, far beyond guessing. */
const newLinkToken = () => randomBytes(24).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const SIGN_UP_ANSWER =
  'Check your email. If the address can join, a confirmation link is on its way: open it within 24 hours to get your invitation.';
export const LINK_BUSY_MESSAGE =
  'Many people signed up through this link in the last hour. Please try again in an hour.';

/**
 * Sign-ups a link takes in an hour: a leaked link without a cap sends no more than the floor of
 * confirmation emails an hour, while a drive whose admin capped the link at 2,000 can take all 2,000
 * in its first hour.
 */
export const hourlySignUpsOf = (link: { cap: number | null }) =>
  Math.max(JOIN_RATE_LIMITS.perLinkPerHour, link.cap ?? 0);

/** Why a sign-up cannot join: the link's state, raised inside the admission's transaction. */
class LinkRefusal extends Error {
  constructor(readonly state: Exclude<TInviteLinkState, 'open' | 'unknown'>) {
    super(state);
  }
}

const linkUrl = (deps: Pick<Deps, 'config'>, token: string) => `${deps.config.APP_URL}${JOIN_PATH}/${token}`;
const senderOf = (row: BrandRow) => publicBrandOf(row)?.displayName ?? row.companyName;

/** What the link says now: its switch, the assessment's status and window, the cap and the plan. */
async function stateOf(
  deps: Pick<Deps, 'db'>,
  row: { companyId: string; assessmentId: string; enabled: boolean; cap: number | null } & Omit<
    LinkFacts,
    'enabled' | 'cap' | 'joined' | 'planRemaining'
  >,
  joined: number,
): Promise<Exclude<TInviteLinkState, 'unknown'>> {
  const facts = { ...row, joined, planRemaining: null };
  const state = linkState(facts, new Date());
  if (state !== 'open') return state;
  const usage = await planUsage(deps.db, row.companyId);
  return linkState({ ...facts, planRemaining: usage.remaining }, new Date());
}

export const inviteLinkService = {
  async get(deps: Deps, actor: Actor, assessmentId: string): Promise<TInviteLink> {
    const companyId = companyOf(actor);
    const row = await repository.settings(deps.db, companyId, assessmentId);
    if (!row) throw notFound('Assessment');
    const [joined, pending] = await Promise.all([
      repository.joined(deps.db, assessmentId),
      repository.pending(deps.db, assessmentId),
    ]);
    return {
      url: row.token ? linkUrl(deps, row.token) : null,
      enabled: row.enabled,
      cap: row.cap,
      joined,
      pending,
      state: row.token ? await stateOf(deps, row, joined) : 'disabled',
    };
  },

  /**
   * A new random link: the old one stops working at once, and sign-ups made through it that are not
   * confirmed yet expire. The first link is made enabled; a later one keeps the switch as it was.
   */
  async regenerate(deps: Deps, actor: Actor, assessmentId: string): Promise<TInviteLink> {
    const companyId = companyOf(actor);
    await deps.db.transaction(async (tx) => {
      const row = await repository.settings(tx, companyId, assessmentId);
      if (!row) throw notFound('Assessment');
      await repository.update(tx, companyId, assessmentId, {
        token: newLinkToken(),
        ...(row.token ? {} : { enabled: true }),
      });
      if (row.token) await repository.expirePending(tx, assessmentId);
    });
    return this.get(deps, actor, assessmentId);
  },

  /** Enable or disable the link (enabling makes one when there is none) and set its cap (null: none). */
  async update(
    deps: Deps,
    actor: Actor,
    assessmentId: string,
    input: TInviteLinkUpdate,
  ): Promise<TInviteLink> {
    const companyId = companyOf(actor);
    await deps.db.transaction(async (tx) => {
      const row = await repository.settings(tx, companyId, assessmentId);
      if (!row) throw notFound('Assessment');
      await repository.update(tx, companyId, assessmentId, {
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        ...(input.cap === undefined ? {} : { cap: input.cap }),
        ...(input.enabled && !row.token ? { token: newLinkToken() } : {}),
      });
    });
    return this.get(deps, actor, assessmentId);
  },

  /** The public page's facts: who invites, to what, and whether one can join now. */
  async info(deps: Deps, token: string): Promise<TJoinInfo> {
    const row = await repository.byToken(deps.db, token);
    if (!row) {
      return {
        state: 'unknown',
        message: linkStateMessage('unknown', null),
        companyName: null,
        brand: null,
        assessment: null,
      };
    }
    const joined = await repository.joined(deps.db, row.assessmentId);
    const state = await stateOf(deps, row, joined);
    const tests = row.selectedTests.map((test) => ({ name: test.name, minutes: test.durationMinutes }));
    const company = senderOf(row);
    return {
      state,
      message: linkStateMessage(state, { company, opensAt: row.opensAt, timeZone: row.timeZone }),
      companyName: company,
      brand: publicBrandOf(row),
      assessment: {
        name: row.name,
        tests,
        totalMinutes: tests.reduce((sum, test) => sum + test.minutes, 0),
        opensAt: row.opensAt?.toISOString() ?? null,
        closesAt: row.closesAt?.toISOString() ?? null,
        timeZone: row.timeZone,
      },
    };
  },

  /**
   * A sign-up: stores it pending with the hash of a one-time token and emails the confirmation link.
   * It answers alike whether the address is new, already a candidate, or over its hourly limit (then
   * nothing is sent), so it tells nobody who is a candidate. A link that cannot take anyone says why
   * (409 with details.state), an unknown one 404, and a link over its hourly sign-ups 429.
   */
  async signUp(deps: Deps, token: string, input: TJoinSignUpInput): Promise<{ message: string }> {
    const row = await repository.byToken(deps.db, token);
    if (!row) throw new AppError('NOT_FOUND', linkStateMessage('unknown', null) ?? 'Link not found');
    const joined = await repository.joined(deps.db, row.assessmentId);
    const state = await stateOf(deps, row, joined);
    const company = senderOf(row);
    if (state !== 'open') {
      const message = linkStateMessage(state, { company, opensAt: row.opensAt, timeZone: row.timeZone });
      throw new AppError('CONFLICT', message ?? state, { state });
    }
    const email = input.email.toLowerCase();
    const recent = await repository.recentSignUps(deps.db, {
      email,
      assessmentId: row.assessmentId,
      since: new Date(Date.now() - HOUR_MS),
    });
    if (recent.byLink >= hourlySignUpsOf(row)) throw new AppError('RATE_LIMITED', LINK_BUSY_MESSAGE);
    if (recent.byAddress >= JOIN_RATE_LIMITS.perAddressPerHour) return { message: SIGN_UP_ANSWER };

    const confirmation = randomBytes(32).toString('base64url');
    await deps.db.transaction(async (tx) => {
      await repository.insertRegistration(tx, {
        companyId: row.companyId,
        assessmentId: row.assessmentId,
        fullName: input.fullName.replace(/\s+/g, ' '),
        email,
        tokenHash: hashOf(confirmation),
        expiresAt: new Date(Date.now() + JOIN_CONFIRMATION_TTL_HOURS * HOUR_MS),
      });
      // In the transaction: the mail exists exactly when the sign-up does.
      await deps.mailer.sendMany(
        [
          joinConfirmationEmail({
            to: email,
            name: input.fullName,
            companyName: row.companyName,
            assessmentName: row.name,
            url: withLanguage(
              `${deps.config.APP_URL}${JOIN_CONFIRM_PATH}?token=${confirmation}`,
              matchCandidateLanguage(row.language),
            ),
            validHours: JOIN_CONFIRMATION_TTL_HOURS,
            brand: publicBrandOf(row, deps.config.APP_URL),
            language: writtenLanguageOf({ candidate: null, assessment: row.language }),
          }),
        ],
        { db: tx },
      );
    });
    return { message: SIGN_UP_ANSWER };
  },

  /** Whether a confirmation link can still be used, without using it: the page asks before its button. */
  async check(deps: Deps, token: string): Promise<TJoinConfirmCheck> {
    const row = await repository.registration(deps.db, hashOf(token));
    if (!row) {
      return {
        status: 'invalid',
        message: CONFIRM_MESSAGES.invalid,
        companyName: null,
        brand: null,
        assessmentName: null,
        email: null,
      };
    }
    const company = senderOf(row);
    const base = { companyName: company, brand: publicBrandOf(row), assessmentName: row.assessmentName };
    if (row.confirmedAt) return { status: 'used', message: CONFIRM_MESSAGES.used, ...base, email: null };
    if (row.expiresAt <= new Date()) {
      return { status: 'expired', message: CONFIRM_MESSAGES.expired, ...base, email: null };
    }
    return { status: 'valid', message: null, ...base, email: row.email };
  },

  /**
   * Confirms a sign-up once. An address that is already a candidate of this assessment gets its
   * invitation again (never a second candidate); a new one is admitted through admitToAssessment with
   * source 'link', within the link's switch, window and cap and the plan's limit, and gets the same
   * account, form and invitation as an uploaded candidate. A refused admission gives the link back, so it
   * can be tried again while it lasts. Whoever confirmed opened mail to the address, so the answer carries
   * the application's link (decision 033): the page goes straight on to the assessment.
   */
  async confirm(deps: Deps, token: string): Promise<TJoinConfirmResult> {
    const row = await repository.registration(deps.db, hashOf(token));
    if (!row) return outcome('invalid', null);
    const company = senderOf(row);
    const base = { companyName: company, brand: publicBrandOf(row) };
    const answer = (kind: TJoinConfirmResult['outcome'], message?: string) =>
      outcome(kind, company, base, message);
    if (row.confirmedAt) return answer('used');
    if (row.expiresAt <= new Date()) return answer('expired');
    if (!(await repository.claim(deps.db, row.id))) return answer('used');

    // An opening that takes one application per person answers an applicant with theirs; one that takes
    // re-applications lets the admission decide (decision 034).
    const existing = await repository.applicationOf(deps.db, row.companyId, row.assessmentId, row.email);
    if (existing && row.reapplyAfterMonths === null)
      return this.alreadyCandidate(deps, row, existing, answer);

    let result: Awaited<ReturnType<typeof admitToAssessment>>;
    try {
      result = await admitToAssessment(deps.db, { companyId: row.companyId }, row.assessmentId, {
        rows: [{ row: 1, full_name: row.fullName, email: row.email }],
        source: 'link',
        what: 'candidate',
        rowsIn: 'request',
        guard: linkGuard,
      });
    } catch (error) {
      await repository.release(deps.db, row.id);
      if (error instanceof LinkRefusal) return answer(error.state);
      if (error instanceof AppError && error.code === 'PLAN_LIMIT_REACHED') return answer('full');
      if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) {
        return answer('closed');
      }
      throw error;
    }
    const [candidateId] = result.candidateIds;
    if (!candidateId) {
      // Added concurrently (another sign-up of the address, an upload): treat it as existing.
      const [skipped] = result.skipped;
      const now = await repository.applicationOf(deps.db, row.companyId, row.assessmentId, row.email);
      if (
        now &&
        (skipped?.reason === ALREADY_IN_THIS_ASSESSMENT || isReapplyNotBefore(skipped?.reason ?? ''))
      ) {
        return this.alreadyCandidate(deps, row, now, answer);
      }
      await repository.release(deps.db, row.id);
      return answer('unavailable');
    }
    await repository.setCandidate(deps.db, row.id, candidateId);
    await afterAdmission(deps, row.companyId, result);
    const language = candidateLanguageOf({ candidate: null, assessment: row.assessmentLanguage });
    const now = new Date();
    const { link, url } = newApplicationLink(
      deps.config.APP_URL,
      candidateId,
      invitationLinkExpiry(row.closesAt, now),
      language,
    );
    await storeApplicationLinks(deps.db, [link]);
    return { ...answer('joined'), entryUrl: url };
  },

  async alreadyCandidate(
    deps: Deps,
    row: { id: string; companyId: string; assessmentId: string },
    existing: { id: string },
    answer: (kind: TJoinConfirmResult['outcome'], message?: string) => TJoinConfirmResult,
  ): Promise<TJoinConfirmResult> {
    await repository.setCandidate(deps.db, row.id, existing.id);
    const [sent] = await inviteCandidates(deps, row.companyId, [existing.id], { skip: resendSkipReason });
    if (sent && sent.status !== 'skipped') return { ...answer('resent'), entryUrl: sent.url };
    // Not sent: their questions are still being prepared (the invitation follows by itself), or they
    // cannot be invited again (submitted, or the address belongs to another account).
    if (sent?.status === 'skipped' && sent.reason === INVITATION_SKIP_REASONS.notReady)
      return answer('joined');
    return answer(
      'unavailable',
      'You are already a candidate of this assessment, and we cannot send you a new invitation. Open the link in your earlier invitation email, sign in with a code sent to your email, or contact the company that invited you.',
    );
  },
};

/** Inside the admission's transaction, with the assessment locked: the link's own rules. */
async function linkGuard(tx: Executor, assessment: LockedAssessment) {
  const joined = await repository.joined(tx, assessment.id);
  const state = linkState(
    {
      enabled: assessment.inviteLinkEnabled,
      status: assessment.status,
      opensAt: assessment.opensAt,
      closesAt: assessment.closesAt,
      timeZone: assessment.timeZone,
      cap: assessment.inviteLinkCap,
      joined,
      // The plan is checked by the admission itself, with the company locked.
      planRemaining: null,
    },
    new Date(),
  );
  if (state !== 'open') throw new LinkRefusal(state);
}

export const CONFIRM_MESSAGES = {
  invalid:
    'This confirmation link is not valid. Check that you opened the whole link from the email, or sign up again through the invitation link.',
  used: 'This confirmation link was already used. Your invitation was emailed to you: look for it in your inbox (and spam folder).',
  expired: `Confirmation links are valid for ${JOIN_CONFIRMATION_TTL_HOURS} hours. Open the invitation link again and sign up once more to get a new one.`,
} as const;

const TITLES: Record<TJoinConfirmResult['outcome'], string> = {
  joined: 'Your email is confirmed',
  resent: "We've sent your invitation again",
  used: 'This link was already used',
  expired: 'This link has expired',
  invalid: 'This link is not valid',
  unavailable: 'We could not add you',
  disabled: 'This invitation link is not active',
  not_yet_open: 'This assessment is not open yet',
  closed: 'This assessment is closed',
  full: 'This assessment is full',
};

function outcome(
  kind: TJoinConfirmResult['outcome'],
  company: string | null,
  base: Pick<TJoinConfirmResult, 'companyName' | 'brand'> = { companyName: null, brand: null },
  override?: string,
): TJoinConfirmResult {
  const who = company ?? 'the company';
  const messages: Record<TJoinConfirmResult['outcome'], string> = {
    joined: `Thank you. ${who} is preparing your assessment: it opens here in a moment. Your invitation email brings the same link, for coming back later.`,
    resent: `You are already a candidate of this assessment, so we emailed your invitation to you again. Your assessment opens here.`,
    used: CONFIRM_MESSAGES.used,
    expired: CONFIRM_MESSAGES.expired,
    invalid: CONFIRM_MESSAGES.invalid,
    unavailable: `Something stopped us from adding you. Please try the confirmation link again in a few minutes, or contact ${who}.`,
    disabled: linkStateMessage('disabled', { company: who, opensAt: null, timeZone: 'UTC' }) ?? '',
    not_yet_open: linkStateMessage('not_yet_open', { company: who, opensAt: null, timeZone: 'UTC' }) ?? '',
    closed: linkStateMessage('closed', { company: who, opensAt: null, timeZone: 'UTC' }) ?? '',
    full: linkStateMessage('full', { company: who, opensAt: null, timeZone: 'UTC' }) ?? '',
  };
  return { outcome: kind, title: TITLES[kind], message: override ?? messages[kind], ...base, entryUrl: null };
}
