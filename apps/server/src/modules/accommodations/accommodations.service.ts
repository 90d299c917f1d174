import type {
  TAccommodationKind,
  TAccommodationOpenCount,
  TAccommodationRequestList,
  TAccommodationStatus,
  TCreateAccommodationRequest,
  TGrantAccommodation,
  TOwnAccommodationRequest,
  TOwnAccommodationRequests,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { ApplicationScope } from '../../db/own-application';
import { candidateLanguageOf, withLanguage, writtenLanguageOf } from '../../i18n/language';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { publicBrandOf } from '../branding/branding';
import { candidateAdminService } from '../candidate-assessment/candidate-admin.service';
import { companyOf } from '../candidates/candidates.service';
import { accommodationAnsweredEmail, accommodationRequestedEmail } from './accommodations.emails';
import { type OwnRequestRow, accommodationsRepository as repo } from './accommodations.repository';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'logger' | 'mailer' | 'config'>;

const DECIDED = 'This request has already been answered.';

function toOwn(row: OwnRequestRow): TOwnAccommodationRequest {
  return {
    id: row.id,
    kind: row.kind as TAccommodationKind,
    reason: row.reason,
    status: row.status as TAccommodationStatus,
    extraTimeMultiplier: row.extraTimeMultiplier,
    response: row.response,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const noCandidate = () => new AppError('NOT_FOUND', 'No candidate record is linked to this account.');

async function candidateOf(deps: Pick<Deps, 'db'>, scope: ApplicationScope) {
  const candidate = await repo.candidateInScope(deps.db, scope);
  if (!candidate) throw noCandidate();
  return candidate;
}

/** Tells the candidate; a failed queueing is logged and never undoes the decision. */
async function tellCandidate(
  deps: Deps,
  request: NonNullable<Awaited<ReturnType<typeof repo.ofCompany>>>,
  kind: TAccommodationKind,
  granted: number | null,
  response: string | null,
) {
  const sources = { candidate: request.candidateLanguage, assessment: request.assessmentLanguage };
  const answered = accommodationAnsweredEmail({
    to: request.email,
    name: request.fullName,
    companyName: request.companyName,
    brand: publicBrandOf(request, deps.config.APP_URL),
    kind,
    granted,
    response,
    dashboardUrl: withLanguage(`${deps.config.APP_URL}/candidate/dashboard`, candidateLanguageOf(sources)),
    language: writtenLanguageOf(sources),
  });
  await deps.mailer
    .send({ ...answered, candidateId: request.candidateId })
    .catch((error: unknown) => deps.logger.error({ err: error }, 'could not queue the accommodation email'));
}

async function decidedRequest(deps: Pick<Deps, 'db'>, id: string): Promise<TOwnAccommodationRequest> {
  const row = await repo.one(deps.db, id);
  if (!row) throw notFound('Accommodation request');
  return toOwn(row);
}

export const accommodationsService = {
  /** A candidate's request; the company's admins are told by email (without the reason). */
  async create(
    deps: Deps,
    scope: ApplicationScope,
    body: TCreateAccommodationRequest,
  ): Promise<TOwnAccommodationRequest> {
    const candidate = await candidateOf(deps, scope);
    const row = await repo.insert(deps.db, {
      companyId: candidate.companyId,
      candidateId: candidate.candidateId,
      kind: body.kind,
      reason: body.reason,
    });
    const admins = await repo.adminEmails(deps.db, candidate.companyId);
    // Coalesced: each admin hears of one candidate's requests once an hour; the page lists every one.
    const mails = admins.map((admin) => ({
      ...accommodationRequestedEmail({
        to: admin.email,
        kind: body.kind,
        candidateName: candidate.fullName,
        assessmentName: candidate.assessmentName,
        url: `${deps.config.APP_URL}/accommodations`,
      }),
      budget: {
        kind: 'accommodation-request' as const,
        companyId: candidate.companyId,
        about: candidate.candidateId,
      },
    }));
    await deps.mailer
      .sendMany(mails)
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'could not queue the accommodation emails'),
      );
    return toOwn(row);
  },

  async own(deps: Pick<Deps, 'db'>, scope: ApplicationScope): Promise<TOwnAccommodationRequests> {
    const requests = await repo.ownRequestsInScope(deps.db, scope);
    if (!requests) throw noCandidate();
    return { requests: requests.map(toOwn) };
  },

  /** How many wait for an answer: a count reads nobody's request, so it is not an audited view. */
  async openCount(db: AppContext['db'], actor: Actor): Promise<TAccommodationOpenCount> {
    return { openCount: await repo.openCount(db, companyOf(actor)) };
  },

  async list(
    db: AppContext['db'],
    actor: Actor,
    status: TAccommodationStatus | undefined,
  ): Promise<TAccommodationRequestList> {
    const companyId = companyOf(actor);
    const [rows, openCount] = await Promise.all([
      repo.list(db, companyId, status),
      repo.openCount(db, companyId),
    ]);
    return {
      requests: rows.map((row) => ({
        ...toOwn(row),
        candidateId: row.candidateId,
        candidateName: row.candidateName,
        candidateEmail: row.candidateEmail,
        assessmentName: row.assessmentName,
        currentExtraTimeMultiplier: row.currentExtraTimeMultiplier,
        decidedByName: row.decidedByName,
      })),
      openCount,
    };
  },

  /**
   * Grants extra time through the admin's extra-time setting (the same rescaling of open sections and
   * timeouts), then marks the request granted and tells the candidate.
   */
  async grant(
    deps: Deps,
    actor: Actor,
    id: string,
    body: TGrantAccommodation,
  ): Promise<TOwnAccommodationRequest> {
    const request = await repo.ofCompany(deps.db, companyOf(actor), id);
    if (!request) throw notFound('Accommodation request');
    if (request.status !== 'open') throw conflict(DECIDED);
    await candidateAdminService.setAccommodations(deps, actor, request.candidateId, body.extraTimeMultiplier);
    const response = body.response?.trim() || null;
    const decided = await repo.decide(deps.db, id, {
      status: 'granted',
      extraTimeMultiplier: body.extraTimeMultiplier,
      response,
      decidedBy: actor.session.user.id,
    });
    if (!decided) throw conflict(DECIDED);
    await tellCandidate(deps, request, 'extra_time', body.extraTimeMultiplier, response);
    return decidedRequest(deps, id);
  },

  /** Answers a request in words (another adjustment, or a polite refusal) and tells the candidate. */
  async answer(deps: Deps, actor: Actor, id: string, response: string): Promise<TOwnAccommodationRequest> {
    const request = await repo.ofCompany(deps.db, companyOf(actor), id);
    if (!request) throw notFound('Accommodation request');
    const decided = await repo.decide(deps.db, id, {
      status: 'answered',
      extraTimeMultiplier: null,
      response: response.trim(),
      decidedBy: actor.session.user.id,
    });
    if (!decided) throw conflict(DECIDED);
    await tellCandidate(deps, request, request.kind as TAccommodationKind, null, response.trim());
    return decidedRequest(deps, id);
  },
};
