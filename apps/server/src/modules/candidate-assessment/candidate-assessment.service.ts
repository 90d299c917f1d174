import {
  CANDIDATE_STATUSES,
  type CandidateLanguage,
  candidateWindowState,
  type TCandidateApplications,
  type TCandidateLanguage,
  type TCandidateQuestion,
  type TCandidateSectionDetail,
  type TCandidateSectionsResponse,
  type TCandidateSelf,
  type TCandidateWindow,
  type TIntegrityEventsRequest,
  type TSaveAnswerRequest,
  type TSaveAnswerResponse,
  type TSectionAttempt,
  type TStartSectionResponse,
  type TSubmissionEligibility,
  type TSubmitAssessmentRequest,
  type TSubmitAssessmentResponse,
  type TUpdateCandidateProfile,
  type TWindowErrorDetails,
  windowMessage,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import type { ApplicationScope } from '../../db/own-application';
import { candidateLanguageOf, writtenLanguageOf } from '../../i18n/language';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { SignedSession } from '../auth/session-reader';
import { publicBrandOf } from '../branding/branding';
import { candidateNoticeService } from '../candidate-notice/candidate-notice.service';
import { queueEvaluation } from '../evaluations/evaluation.jobs';
import { createPendingEvaluation } from '../evaluations/evaluations.service';
import type { QuestionMetadata } from '../items/presentation';
import { webhookEvents } from '../webhooks/webhook-events';
import { type OneStatementSave, saveInOneStatement } from './answer-save';
import { type CandidateRecord, candidateRepository as repo } from './candidate-assessment.repository';
import { readingLanguage } from './reading-language';
import {
  answerProblem,
  eligibility,
  isLocked,
  isProfileQuestion,
  MESSAGES,
  scaledQuestionSeconds,
  sectionSeconds,
  submissionSummary,
} from './rules';
import { closeExpired, loadSections, refreshCompletion, toAttempt } from './section-clock';
import { scheduleSectionTimeout } from './section-timeout.jobs';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'logger' | 'config'>;

const notFoundWith = (message: string) => new AppError('NOT_FOUND', message);

/**
 * The browser's time of an integrity event is only a hint (its clock, or a forged request, may say 1970
 * or 2999): it is kept when it lies within this window of the server's time and otherwise replaced by
 * the server's receipt time. A day back covers a queue that waited offline or in a closed tab; the
 * runner derives its time from the server's, so little skew ahead is expected.
 */
export const INTEGRITY_HINT_WINDOW = { pastMs: 24 * 60 * 60 * 1000, aheadMs: 2 * 60 * 1000 } as const;

/** The client's time when it is a plausible one, else null (the server stamps its own). */
export function integrityHint(occurredAt: string, now = Date.now()): Date | null {
  const time = Date.parse(occurredAt);
  if (!Number.isFinite(time)) return null;
  if (time < now - INTEGRITY_HINT_WINDOW.pastMs || time > now + INTEGRITY_HINT_WINDOW.aheadMs) return null;
  return new Date(time);
}
const lockedError = () => new AppError('ASSESSMENT_LOCKED', MESSAGES.locked);

/** The scope that names an application found: what the rest of the request acts on. */
const applicationOf = (candidate: CandidateRecord): ApplicationScope => ({
  userId: candidate.userId ?? '',
  applicationId: candidate.id,
});

/** The signed-in candidate's application in scope: every query below is scoped to its id. */
async function own(
  db: Executor,
  scope: ApplicationScope,
  lock?: 'key share' | 'update',
  message: string = MESSAGES.noRecord,
) {
  const candidate = await repo.ofScope(db, scope, lock);
  if (!candidate) throw notFoundWith(message);
  return candidate;
}

/** The candidate's effective deadline: their own (an admin's extension) or the assessment's closing time. */
const deadlineOf = (c: CandidateRecord) => c.ownDeadlineAt ?? c.closesAt;

/** The window as the candidate's dashboard shows it, at `now`. */
function windowOf(c: CandidateRecord, now: Date): TCandidateWindow {
  const deadlineAt = deadlineOf(c);
  return {
    assessmentName: c.assessmentName,
    instructions: c.candidateInstructions,
    opensAt: c.opensAt?.toISOString() ?? null,
    deadlineAt: deadlineAt?.toISOString() ?? null,
    timeZone: c.timeZone ?? 'UTC',
    state: candidateWindowState(
      { status: c.assessmentStatus ?? 'open', opensAt: c.opensAt, deadlineAt },
      now,
    ),
  };
}

/**
 * Issue 18: a section is first started only inside the window, before the candidate's deadline, and
 * while the assessment is neither closed nor archived; a started section keeps its own clock. Checked on
 * the database's clock, as the section deadlines are.
 */
async function assertMayStart(db: Executor, candidate: CandidateRecord) {
  const window = windowOf(candidate, await repo.now(db));
  if (window.state === 'open') return;
  const details: TWindowErrorDetails = {
    opensAt: window.opensAt,
    deadlineAt: window.deadlineAt,
    timeZone: window.timeZone,
    state: window.state,
  };
  const code = window.state === 'not_yet_open' ? 'ASSESSMENT_NOT_OPEN' : 'DEADLINE_PASSED';
  throw new AppError(code, windowMessage(details), details);
}

function toSelf(c: CandidateRecord): TCandidateSelf {
  const locked = isLocked(c.testStatus);
  const brand = publicBrandOf({ ...c, plan: c.companyPlan });
  return {
    id: c.id,
    fullName: c.fullName,
    email: c.email,
    phone: c.phone,
    profileData: c.profileData,
    profileFields: c.profileFields,
    testStatus: (CANDIDATE_STATUSES as readonly string[]).includes(c.testStatus)
      ? (c.testStatus as TCandidateSelf['testStatus'])
      : 'pending',
    // A white-labelled company is known to its candidates by its display name only.
    companyName: brand?.displayName ?? c.companyName,
    companyIndustry: c.companyIndustry,
    submissionCount: c.submissionCount,
    lastSubmittedAt: c.lastSubmittedAt?.toISOString() ?? null,
    locked,
    // The reason an admin gave for unlocking is theirs, not the candidate's (decision 006).
    lockReason: locked ? c.lockReason : null,
    extraTimeMultiplier: c.extraTimeMultiplier,
    brand,
    window: windowOf(c, new Date()),
    language: candidateLanguageOf({ candidate: c.language, assessment: c.assessmentLanguage }),
    applicationCount: c.applicationCount,
  };
}

/** Only what a candidate may see of a question's metadata (never anything of the scoring). */
function publicMetadata(metadata: QuestionMetadata): TCandidateQuestion['metadata'] {
  return {
    ...(metadata.passage
      ? { passage: { id: metadata.passage.id, title: metadata.passage.title, text: metadata.passage.text } }
      : {}),
    ...(metadata.minWords === undefined ? {} : { minWords: metadata.minWords }),
    ...(metadata.maxWords === undefined ? {} : { maxWords: metadata.maxWords }),
  };
}

/** Schedules the timeout of an attempt that was just started; a failure leaves the lazy close in charge. */
async function scheduleTimeout(deps: Deps, candidateId: string, sectionId: string, deadlineAt: Date) {
  try {
    await scheduleSectionTimeout(deps.jobs, { candidateId, sectionId, deadlineAt });
  } catch (error) {
    deps.logger.error({ err: error, candidateId, sectionId }, 'could not schedule the section timeout');
  }
}

function answerRefused(questionType: string, optionCount: number, value: TSaveAnswerRequest['value']) {
  const problem = answerProblem(questionType, optionCount, value);
  if (!problem) throw new Error(`answer-save.ts refused a value answerProblem accepts (${questionType})`);
  return new AppError('VALIDATION_ERROR', problem, { fieldErrors: { value: problem } });
}

/**
 * What a save whose revision is not above the stored answer's answers: the stored answer. The same
 * revision is a retry, which gets its first attempt's outcome; a lower one was overtaken (`stale`).
 */
function storedOutcome(
  questionId: string,
  stored: { revision: number; updatedAt: Date },
  revision: number,
): TSaveAnswerResponse {
  return {
    questionId,
    savedAt: stored.updatedAt.toISOString(),
    revision: stored.revision,
    stale: stored.revision > revision,
  };
}

const answerOf = (body: TSaveAnswerRequest) => ({
  value: body.value,
  timeSpentMs: body.timeSpentMs ?? null,
  revision: body.revision ?? null,
});

/** What a save answers, from what its one statement found and did (answer-save.ts). */
async function savedOutcome(
  deps: Deps,
  row: OneStatementSave,
  questionId: string,
  body: TSaveAnswerRequest,
): Promise<TSaveAnswerResponse> {
  const revision = body.revision ?? null;
  // Checked before the section's or the assessment's state: a retry whose first attempt was saved
  // answers that, even if the section closed meanwhile (the browser must not think it lost).
  if (revision !== null && row.accepted && row.storedAt && row.storedRevision !== null) {
    if (row.storedRevision >= revision)
      return storedOutcome(questionId, { revision: row.storedRevision, updatedAt: row.storedAt }, revision);
  }
  if (isLocked(row.testStatus)) throw lockedError();
  if (!row.questionType || row.optionCount === null) throw notFoundWith(MESSAGES.questionNotFound);
  if (!row.accepted) throw answerRefused(row.questionType, row.optionCount, body.value);
  if (!row.hasAttempt)
    return saveStartingSection(
      deps,
      { userId: row.userId, applicationId: row.candidateId },
      questionId,
      body,
    );
  if (row.submitted) throw new AppError('SECTION_CLOSED', MESSAGES.sectionSubmitted);
  if (row.expired) throw new AppError('SECTION_CLOSED', MESSAGES.timeUp);
  if (!row.savedAt) {
    // The statement's snapshot missed a concurrent save of a revision at least as high, whose commit its
    // upsert then waited for: answer that one.
    const stored = revision === null ? null : await repo.storedAnswer(deps.db, row.candidateId, questionId);
    if (!stored || revision === null) throw new Error('an accepted answer to an open section was not saved');
    return storedOutcome(questionId, stored, revision);
  }
  // After the save's commit, once its section is fully answered (sections can also complete by closing).
  if (row.completesSection) await refreshCompletion(deps.db, { ...row, id: row.candidateId });
  return { questionId, savedAt: row.savedAt.toISOString(), revision: row.revision ?? 0, stale: false };
}

/**
 * The first answer to a section not started yet starts it (decision 006): the transaction that
 * creates the attempt, then saves.
 */
async function saveStartingSection(
  deps: Deps,
  scope: ApplicationScope,
  questionId: string,
  body: TSaveAnswerRequest,
): Promise<TSaveAnswerResponse> {
  const result = await deps.db.transaction(async (tx) => {
    // KEY SHARE: the final submission (FOR UPDATE) waits for answers being saved, and answers wait for it.
    const candidate = await own(tx, scope, 'key share');
    if (isLocked(candidate.testStatus)) throw lockedError();
    const question = await repo.question(tx, candidate.id, questionId);
    if (!question) throw notFoundWith(MESSAGES.questionNotFound);
    if (answerProblem(question.questionType, question.optionCount, body.value))
      throw answerRefused(question.questionType, question.optionCount, body.value);
    const revision = body.revision;
    if (revision !== undefined) {
      const stored = await repo.storedAnswer(tx, candidate.id, questionId);
      if (stored && stored.revision >= revision)
        return { outcome: storedOutcome(questionId, stored, revision) };
    }

    let started: Date | null = null;
    // SHARE: a Submit Section of this section waits until this answer is saved.
    let attempt = await repo.attempt(tx, candidate.id, question.sectionId, 'share');
    if (!attempt) {
      const section = await repo.section(tx, candidate, question.sectionId);
      if (!section) throw notFoundWith(MESSAGES.questionNotFound);
      await assertMayStart(tx, candidate);
      await candidateNoticeService.assertAcknowledged(
        { db: tx, config: deps.config },
        applicationOf(candidate),
      );
      const seconds = sectionSeconds(section.timeLimitMinutes, candidate.extraTimeMultiplier);
      const inserted = await repo.insertAttempt(tx, candidate.id, question.sectionId, seconds);
      if (inserted) {
        started = inserted.deadlineAt;
        await repo.markInProgress(tx, candidate.id);
      }
      attempt = await repo.attempt(tx, candidate.id, question.sectionId, 'share');
      if (!attempt) throw new Error('section attempt vanished');
    }
    if (attempt.submittedAt) throw new AppError('SECTION_CLOSED', MESSAGES.sectionSubmitted);
    if (attempt.expired) throw new AppError('SECTION_CLOSED', MESSAGES.timeUp);

    const saved = await repo.upsertAnswer(tx, {
      candidateId: candidate.id,
      questionId,
      sectionId: question.sectionId,
      // The position in the section comes from the form, not from the request.
      answerData: { value: body.value, question_index: question.questionNumber - 1 },
      timeSpentMs: body.timeSpentMs ?? null,
      revision: revision ?? null,
    });
    if (!saved) {
      // A concurrent save of a revision at least as high committed since the check above.
      const stored = await repo.storedAnswer(tx, candidate.id, questionId);
      if (!stored || revision === undefined)
        throw new Error('an answer upsert without a revision wrote nothing');
      return { outcome: storedOutcome(questionId, stored, revision) };
    }
    await refreshCompletion(tx, {
      ...candidate,
      testStatus: started ? 'in_progress' : candidate.testStatus,
    });
    const outcome: TSaveAnswerResponse = {
      questionId,
      savedAt: saved.updatedAt.toISOString(),
      revision: saved.revision,
      stale: false,
    };
    return { outcome, started, candidateId: candidate.id, sectionId: question.sectionId };
  });
  if (result.started) await scheduleTimeout(deps, result.candidateId, result.sectionId, result.started);
  return result.outcome;
}

export const candidateAssessmentService = {
  /**
   * The person's applications, each with its company and window (decision 032); on a session an
   * application link opened, that application only (decision 033).
   */
  async applications(
    db: Executor,
    caller: { userId: string; linkedTo: string | null },
  ): Promise<TCandidateApplications> {
    const rows = await repo.applicationsOfUser(db, caller.userId);
    return {
      linkedTo: caller.linkedTo,
      items: rows.flatMap((row) => {
        if (caller.linkedTo && row.id !== caller.linkedTo) return [];
        const { id, companyName, brand, testStatus, locked, window } = toSelf(row);
        return [{ id, companyName, brand, testStatus, locked, window }];
      }),
    };
  },

  async me(db: Executor, scope: ApplicationScope): Promise<TCandidateSelf> {
    return toSelf(await own(db, scope, undefined, MESSAGES.noProfile));
  },

  /**
   * SPEC.md section 4: once submitted, no edits are possible, the profile included (decision 006); an
   * admin's unlock opens it again. The row is locked like the final submission's, so an edit racing it
   * lands before the submission's snapshot of the profile or is refused after it.
   */
  async updateMe(
    db: Database,
    scope: ApplicationScope,
    body: TUpdateCandidateProfile,
  ): Promise<TCandidateSelf> {
    return db.transaction(async (tx) => {
      const candidate = await own(tx, scope, 'update', MESSAGES.noProfile);
      if (isLocked(candidate.testStatus)) throw new AppError('ASSESSMENT_LOCKED', MESSAGES.profileLocked);
      await repo.updateProfile(tx, candidate.id, {
        fullName: body.fullName.trim(),
        phone: body.phone?.trim() || null,
        profileData: body.profileData,
      });
      return toSelf(await own(tx, applicationOf(candidate), undefined, MESSAGES.noProfile));
    });
  },

  /** The language a user's emails are written in (issue 23): a candidate's; English for anyone else. */
  async writtenLanguageOfUser(db: Executor, userId: string): Promise<CandidateLanguage> {
    const languages = await repo.languagesOfUser(db, userId);
    return languages ? writtenLanguageOf(languages) : 'en';
  },

  /**
   * The candidate's own language, for every page and email from now on (issue 23). Not part of the
   * profile: a submitted (locked) candidate still reads their feedback and emails in the language they
   * choose.
   */
  async setLanguage(
    db: Executor,
    scope: ApplicationScope,
    language: CandidateLanguage,
  ): Promise<TCandidateLanguage> {
    const candidate = await own(db, scope, undefined, MESSAGES.noProfile);
    await repo.setLanguage(db, candidate.id, language);
    return { language };
  },

  async sections(db: Executor, scope: ApplicationScope): Promise<TCandidateSectionsResponse> {
    const candidate = await own(db, scope);
    const { sections, now } = await loadSections(db, candidate);
    return { sections, serverNow: now.toISOString() };
  },

  /** Questions only once the section is started, so none can be read off the clock (decision 006). */
  async section(
    db: Executor,
    scope: ApplicationScope,
    sectionId: string,
    acceptLanguage?: string,
  ): Promise<TCandidateSectionDetail> {
    const candidate = await own(db, { ...scope, sectionId });
    const {
      sections: [section],
      now,
    } = await loadSections(db, candidate, sectionId);
    if (!section) throw notFoundWith(MESSAGES.sectionNotFound);
    if (!section.attempt) return { section, questions: [], answers: [], serverNow: now.toISOString() };
    const questions = await repo.sectionQuestions(
      db,
      candidate.id,
      sectionId,
      readingLanguage(candidate, acceptLanguage),
    );
    return {
      section,
      questions: questions.map((q) => ({
        id: q.id,
        questionNumber: q.questionNumber,
        questionText: q.questionText,
        questionType: q.questionType,
        options: q.options,
        timeLimitSeconds:
          candidate.untimedProfileQuestions && isProfileQuestion(q.questionType)
            ? null
            : scaledQuestionSeconds(q.timeLimitSeconds, candidate.extraTimeMultiplier),
        metadata: publicMetadata(q.metadata),
      })),
      answers: questions.flatMap(({ id, answer }) =>
        answer
          ? [
              {
                questionId: id,
                value: answer.answerData.value,
                savedAt: answer.updatedAt.toISOString(),
                timeSpentMs: answer.timeSpentMs,
              },
            ]
          : [],
      ),
      serverNow: now.toISOString(),
    };
  },

  /**
   * Idempotent: the first call fixes the deadline on the database's clock (section time × extra time)
   * and schedules the timeout; later calls answer the same attempt.
   */
  async start(deps: Deps, scope: ApplicationScope, sectionId: string): Promise<TStartSectionResponse> {
    // Most starts repeat one (the runner re-syncs every 30 s): an attempt that stands is answered from
    // one read; only a first start or an expired attempt to close needs the locking transaction.
    const known = await repo.startedAttemptInScope(deps.db, scope, sectionId);
    if (known && (known.submittedAt || !known.expired))
      return { attempt: toAttempt(known), serverNow: known.now.toISOString() };
    const result = await deps.db.transaction(async (tx) => {
      const candidate = await own(tx, { ...scope, sectionId }, 'key share');
      const section = await repo.section(tx, candidate, sectionId);
      if (!section) throw notFoundWith(MESSAGES.sectionNotFound);
      const existing = await repo.attempt(tx, candidate.id, sectionId);
      if (existing) {
        if (existing.submittedAt || !existing.expired) return { attempt: existing, started: false };
        await closeExpired(tx, candidate, sectionId);
        return { attempt: await repo.attempt(tx, candidate.id, sectionId), started: false };
      }
      if (isLocked(candidate.testStatus)) throw lockedError();
      if ((await repo.questionCount(tx, candidate.id, sectionId)) === 0) throw conflict(MESSAGES.noQuestions);
      await assertMayStart(tx, candidate);
      // Issue 21: a new section starts only once the candidate acknowledged the current notice.
      await candidateNoticeService.assertAcknowledged(
        { db: tx, config: deps.config },
        applicationOf(candidate),
      );
      const seconds = sectionSeconds(section.timeLimitMinutes, candidate.extraTimeMultiplier);
      const inserted = await repo.insertAttempt(tx, candidate.id, sectionId, seconds);
      // A concurrent start won the insert: answer its attempt.
      if (!inserted) return { attempt: await repo.attempt(tx, candidate.id, sectionId), started: false };
      await repo.markInProgress(tx, candidate.id);
      return { attempt: inserted, started: true, candidateId: candidate.id };
    });
    if (!result.attempt) throw new Error('section attempt vanished');
    if (result.started && result.candidateId)
      await scheduleTimeout(deps, result.candidateId, sectionId, result.attempt.deadlineAt);
    return { attempt: toAttempt(result.attempt), serverNow: (await repo.now(deps.db)).toISOString() };
  },

  /**
   * An upsert, refused once the section is closed (submitted, or deadline + grace passed) or the
   * assessment locked. An answer to a section not started yet starts it (decision 006).
   */
  async saveAnswer(
    deps: Deps,
    scope: ApplicationScope,
    questionId: string,
    body: TSaveAnswerRequest,
  ): Promise<TSaveAnswerResponse> {
    const caller = { userId: scope.userId };
    const { applicationId } = scope;
    const row = await saveInOneStatement(deps.db, { caller, applicationId, questionId, ...answerOf(body) });
    if (!row) throw notFoundWith(MESSAGES.noRecord);
    return savedOutcome(deps, row, questionId, body);
  },

  /**
   * The same save for a signed session the statement checks itself (decision 022): one round trip, no
   * session read before it. Null when the statement did not accept the session or found no candidate
   * record; nothing was written then, and the caller asks the guards, then saveAnswer.
   */
  async saveAnswerInSession(
    deps: Deps,
    session: SignedSession,
    applicationId: string | null,
    questionId: string,
    body: TSaveAnswerRequest,
  ): Promise<TSaveAnswerResponse | null> {
    const input = { caller: { session }, applicationId, questionId, ...answerOf(body) };
    const row = await saveInOneStatement(deps.db, input);
    return row && savedOutcome(deps, row, questionId, body);
  },

  /** Idempotent: closes the attempt (closed_by 'candidate'); answers the closed attempt. */
  async submitSection(
    db: AppContext['db'],
    scope: ApplicationScope,
    sectionId: string,
  ): Promise<TSectionAttempt> {
    const attempt = await db.transaction(async (tx) => {
      const candidate = await own(tx, { ...scope, sectionId }, 'key share');
      if (!(await repo.section(tx, candidate, sectionId))) throw notFoundWith(MESSAGES.sectionNotFound);
      const existing = await repo.attempt(tx, candidate.id, sectionId);
      if (existing?.submittedAt) return existing;
      if (isLocked(candidate.testStatus)) throw lockedError();
      if (!existing) throw conflict(MESSAGES.notStarted);
      if (existing.expired) {
        await closeExpired(tx, candidate, sectionId);
        return repo.attempt(tx, candidate.id, sectionId);
      }
      const closed =
        (await repo.submitAttempt(tx, candidate.id, sectionId)) ??
        (await repo.attempt(tx, candidate.id, sectionId));
      await refreshCompletion(tx, candidate);
      return closed;
    });
    if (!attempt) throw new Error('section attempt vanished');
    return toAttempt(attempt);
  },

  async recordIntegrityEvents(
    db: Executor,
    scope: ApplicationScope,
    sectionId: string,
    events: TIntegrityEventsRequest['events'],
  ): Promise<void> {
    const candidate = await own(db, { ...scope, sectionId });
    if (!(await repo.section(db, candidate, sectionId))) throw notFoundWith(MESSAGES.sectionNotFound);
    const questionIds = [...new Set(events.flatMap((e) => (e.questionId ? [e.questionId] : [])))];
    if ((await repo.countOwnQuestions(db, candidate.id, sectionId, questionIds)) !== questionIds.length)
      throw notFoundWith(MESSAGES.questionNotFound);
    const now = Date.now();
    await repo.insertIntegrityEvents(
      db,
      candidate.id,
      sectionId,
      events.map((e) => ({
        type: e.type,
        questionId: e.questionId,
        occurredAt: integrityHint(e.occurredAt, now),
      })),
    );
  },

  async eligibility(db: Executor, scope: ApplicationScope): Promise<TSubmissionEligibility> {
    const candidate = await own(db, scope);
    const { sections, testStatus } = await loadSections(db, candidate);
    return eligibility({ testStatus, submissionCount: candidate.submissionCount }, sections);
  },

  /**
   * SPEC.md section 7's final submission: transactional and idempotent. The candidate's row is locked
   * (FOR UPDATE), so of two concurrent calls the second waits and then finds the assessment submitted:
   * it answers the same submission instead of making a second one.
   */
  async submitAssessment(
    deps: Deps,
    { userId, linkedTo }: { userId: string; linkedTo: string | null },
    body: TSubmitAssessmentRequest,
  ): Promise<{ created: boolean; response: TSubmitAssessmentResponse }> {
    const result = await deps.db.transaction(async (tx) => {
      // The body names the application: SPEC's candidate_id, checked against the session's user (and, on a
      // session an application link opened, against that application: decision 033).
      const scope = { userId, applicationId: body.candidate_id };
      const reachable = isUuid(body.candidate_id) && (!linkedTo || linkedTo === body.candidate_id);
      const candidate = reachable ? await repo.ofScope(tx, scope, 'update') : null;
      if (!candidate) throw notFound('Candidate');
      if (body.user_id !== userId) throw forbidden(MESSAGES.notOwnUser);

      if (isLocked(candidate.testStatus)) {
        const latest = await repo.latestSubmission(tx, candidate.id);
        if (latest) return { created: false, submission: latest };
      }
      const { sections, testStatus } = await loadSections(tx, candidate);
      const verdict = eligibility({ testStatus, submissionCount: candidate.submissionCount }, sections);
      if (!verdict.can_submit) throw conflict(verdict.reason);

      await repo.closeAllOpen(tx, candidate.id);
      const submission = await repo.recordSubmission(tx, candidate, {
        ...submissionSummary(sections),
        profile_data: candidate.profileData,
        // What the candidate's browser counted, kept beside the server's numbers, never instead of them.
        client_submission_data: body.submission_data,
      });
      // The evaluation is created pending in this transaction and its job queued after the commit
      // (decision 007). The assessment.submitted webhooks are queued in it (decision 008).
      const evaluationId = await createPendingEvaluation(tx, candidate.id, submission.id);
      const webhookQueued = await webhookEvents.assessmentSubmitted(tx, deps, submission.id);
      return { created: true, submission, evaluationId, webhookQueued };
    });
    const evaluationId = result.created ? result.evaluationId : undefined;
    if (evaluationId) {
      // A failed send leaves the evaluation pending, where an admin sees it; never fails the submission.
      await queueEvaluation(deps.jobs, evaluationId).catch((error: unknown) =>
        deps.logger.error({ err: error, evaluationId }, 'could not queue the evaluation'),
      );
    }
    return {
      created: result.created,
      response: {
        message: MESSAGES.submitted,
        submission_id: result.submission.id,
        // Decision 008: a new submission answers whether a delivery was queued; a repeated call answers
        // whether one has succeeded since.
        webhook_sent: result.webhookQueued ?? result.submission.webhookSent,
      },
    };
  },
};
