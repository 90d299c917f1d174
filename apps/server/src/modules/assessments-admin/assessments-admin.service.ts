import {
  ASSESSMENT_LIMITS,
  DEFAULT_SCORING_WEIGHTS,
  matchCandidateLanguage,
  type TAssessment,
  type TAssessmentList,
  type TAssessmentListFilters,
  type TAssessmentLockedPart,
  type TAssessmentStatus,
  type TAssessmentStatusInput,
  type TAssessmentSummary,
  TEST_MODES,
  type TScoringWeights,
  type TTestMode,
  type ZAssessmentCreateInput,
  type ZAssessmentUpdateInput,
} from '@app/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { SelectedTestSnapshot } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { snapshotSelectedTests } from '../candidates/intake.service';
import { assertCustomQuestionsWithinPlan } from '../custom-tests/custom-questions-plan';
import { lockedChangeMessage, transitionProblem } from './assessment-name';
import {
  type AssessmentRow,
  assessmentsAdminRepository as repository,
  type StatusRead,
} from './assessments-admin.repository';

type CreateInput = z.output<typeof ZAssessmentCreateInput>;
type UpdateInput = z.output<typeof ZAssessmentUpdateInput>;
type Locked = NonNullable<Awaited<ReturnType<typeof repository.lockForChange>>>;

const asMode = (mode: string): TTestMode =>
  (TEST_MODES as readonly string[]).includes(mode) ? (mode as TTestMode) : 'pre-built';
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** An open assessment whose window has closed reads closed. */
export function currentStatusOf(
  status: TAssessmentStatus,
  closesAt: Date | null,
  now = new Date(),
): TAssessmentStatus {
  return status === 'open' && closesAt !== null && closesAt <= now ? 'closed' : status;
}

function toSummary(row: AssessmentRow): TAssessmentSummary {
  const byStatus = {
    questions_generated: row.questionsGenerated ?? 0,
    in_progress: row.inProgress ?? 0,
    completed: row.completed ?? 0,
    submitted: row.submitted ?? 0,
  };
  const total = row.total ?? 0;
  const finished = byStatus.completed + byStatus.submitted;
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    experienceLevel: row.experienceLevel,
    status: row.status as TAssessmentStatus,
    currentStatus: currentStatusOf(row.status as TAssessmentStatus, row.closesAt),
    testMode: asMode(row.testMode),
    tests: row.selectedTests.map((test) => ({
      id: test.id,
      name: test.name,
      category: test.category,
      durationMinutes: test.durationMinutes,
      questionCount: test.questionCount,
    })),
    window: {
      opensAt: row.opensAt?.toISOString() ?? null,
      closesAt: row.closesAt?.toISOString() ?? null,
      timeZone: row.timeZone,
    },
    counts: {
      total,
      // SPEC.md section 4: unknown statuses show as pending.
      byStatus: { pending: total - Object.values(byStatus).reduce((a, b) => a + b, 0), ...byStatus },
      completionRate: total === 0 ? 0 : Math.round((finished / total) * 100),
      scored: row.scored ?? 0,
      awaitingRating: row.awaitingRating ?? 0,
      decided: row.decided ?? 0,
    },
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAssessment(row: AssessmentRow): TAssessment {
  return {
    ...toSummary(row),
    customInstructions: row.customInstructions ?? '',
    scoringWeights: row.scoringWeights,
    candidateInstructions: row.candidateInstructions,
    reminderHours: row.reminderHours,
    untimedProfileQuestions: row.untimedProfileQuestions,
    feedbackReportEnabled: row.feedbackReportEnabled,
    language: matchCandidateLanguage(row.language),
    reapplyAfterMonths: row.reapplyAfterMonths,
    sourceFilename: row.sourceFilename,
    configurationLocked: (row.total ?? 0) > 0,
  };
}

const sameWeights = (a: TScoringWeights | null, b: TScoringWeights | null) =>
  JSON.stringify(a ?? DEFAULT_SCORING_WEIGHTS) === JSON.stringify(b ?? DEFAULT_SCORING_WEIGHTS);

/** The test configuration's columns; the tests are snapshots of the library's and the company's own (intake's rule). */
async function configurationColumns(
  db: Database,
  companyId: string,
  configuration: CreateInput['testConfiguration'],
) {
  return {
    testMode: configuration.testMode,
    customInstructions: configuration.customInstructions || null,
    scoringWeights: configuration.scoringWeights ?? null,
    selectedTests: await snapshotSelectedTests(db, configuration.selectedTests, companyId),
  };
}

/** The locked parts an edit would really change (sending them unchanged is fine). */
function changedLockedParts(
  current: Locked,
  next: {
    position?: string | null;
    experienceLevel?: string | null;
    configuration?: Awaited<ReturnType<typeof configurationColumns>>;
  },
): TAssessmentLockedPart[] {
  const parts: TAssessmentLockedPart[] = [];
  if (
    (next.position !== undefined && next.position !== current.position) ||
    (next.experienceLevel !== undefined && next.experienceLevel !== current.experienceLevel)
  )
    parts.push('role');
  const c = next.configuration;
  if (!c) return parts;
  const ids = (tests: SelectedTestSnapshot[]) => tests.map((test) => test.id).join(',');
  if (ids(c.selectedTests) !== ids(current.selectedTests)) parts.push('tests');
  if (c.testMode !== current.testMode) parts.push('mode');
  if ((c.customInstructions ?? '') !== (current.customInstructions ?? '')) parts.push('customInstructions');
  if (!sameWeights(c.scoringWeights, current.scoringWeights)) parts.push('scoringWeights');
  return parts;
}

const windowColumns = (window: CreateInput['window']) => ({
  opensAt: window.opensAt ? new Date(window.opensAt) : null,
  closesAt: window.closesAt ? new Date(window.closesAt) : null,
  timeZone: window.timeZone,
});

export const assessmentsAdminService = {
  /** The admin's list: its Open and Closed filters read the status as it is now (currentStatusOf). */
  async list(db: Database, actor: Actor, query: TAssessmentListFilters): Promise<TAssessmentList> {
    return this.listOfCompany(db, companyOf(actor), query, 'now');
  },

  /**
   * The list for a caller without a session (the public API, for its key's company). Its status filter
   * reads the stored status unless asked for 'now': API v1 kept that meaning for its clients.
   */
  async listOfCompany(
    db: Database,
    companyId: string,
    query: TAssessmentListFilters,
    statusRead: StatusRead = 'stored',
  ): Promise<TAssessmentList> {
    const { rows, total } = await repository.list(db, companyId, query, statusRead);
    return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
  },

  async get(db: Database, actor: Actor, id: string): Promise<TAssessment> {
    const row = await repository.findById(db, companyOf(actor), id);
    if (!row) throw notFound('Assessment');
    return toAssessment(row);
  },

  async create(db: Database, actor: Actor, input: CreateInput): Promise<TAssessment> {
    const companyId = companyOf(actor);
    const id = await repository.insert(db, {
      companyId,
      createdBy: actor.session.user.id,
      name: input.name,
      position: input.position,
      experienceLevel: input.experienceLevel,
      status: input.status,
      ...(await configurationColumns(db, companyId, input.testConfiguration)),
      ...windowColumns(input.window),
      candidateInstructions: input.candidateInstructions,
      ...(input.reminderHours ? { reminderHours: input.reminderHours } : {}),
      untimedProfileQuestions: input.untimedProfileQuestions ?? false,
      feedbackReportEnabled: input.feedbackReportEnabled ?? false,
      language: input.language ?? null,
      reapplyAfterMonths: input.reapplyAfterMonths ?? null,
    });
    return this.get(db, actor, id);
  },

  /**
   * Name, window and candidate instructions change at any time but when archived; the role and the test
   * configuration only while the assessment has no candidates (ASSESSMENT_LOCKED_PARTS), else 409
   * naming what cannot change.
   */
  async update(db: Database, actor: Actor, id: string, input: UpdateInput): Promise<TAssessment> {
    const companyId = companyOf(actor);
    const configuration = input.testConfiguration
      ? await configurationColumns(db, companyId, input.testConfiguration)
      : undefined;
    const position = input.position === undefined ? undefined : blankToNull(input.position);
    const experienceLevel =
      input.experienceLevel === undefined ? undefined : blankToNull(input.experienceLevel);
    await db.transaction(async (tx) => {
      const current = await repository.lockForChange(tx, companyId, id);
      if (!current) throw notFound('Assessment');
      if (current.status === 'archived') {
        throw conflict('An archived assessment cannot be edited. Restore it first.');
      }
      const locked = changedLockedParts(current, { position, experienceLevel, configuration });
      if (locked.length > 0 && current.candidates > 0) {
        throw new AppError('CONFLICT', lockedChangeMessage(locked, current.candidates), {
          lockedParts: locked,
        });
      }
      if (locked.includes('tests')) await repository.deleteSections(tx, id);
      // An unchanged configuration is not written again: its test snapshots stay as they were taken.
      const configurationChanged = locked.some((part) => part !== 'role');
      await repository.update(tx, id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(position === undefined ? {} : { position }),
        ...(experienceLevel === undefined ? {} : { experienceLevel }),
        ...(configuration && configurationChanged ? configuration : {}),
        ...(input.window ? windowColumns(input.window) : {}),
        ...(input.candidateInstructions === undefined
          ? {}
          : { candidateInstructions: blankToNull(input.candidateInstructions) }),
        ...(input.reminderHours === undefined ? {} : { reminderHours: input.reminderHours }),
        ...(input.untimedProfileQuestions === undefined
          ? {}
          : { untimedProfileQuestions: input.untimedProfileQuestions }),
        ...(input.feedbackReportEnabled === undefined
          ? {}
          : { feedbackReportEnabled: input.feedbackReportEnabled }),
        // Not a locked part: a candidate's language is settled when their invitation is written.
        ...(input.language === undefined ? {} : { language: input.language }),
        // Not locked either: it decides only applications made from now on.
        ...(input.reapplyAfterMonths === undefined ? {} : { reapplyAfterMonths: input.reapplyAfterMonths }),
      });
    });
    return this.get(db, actor, id);
  },

  /** A new draft with the same role, configuration, window and instructions, and no candidates. */
  async duplicate(db: Database, actor: Actor, id: string): Promise<TAssessment> {
    const companyId = companyOf(actor);
    const source = await repository.findById(db, companyId, id);
    if (!source) throw notFound('Assessment');
    // The copy keeps the source's snapshots, so the plan's rule is checked on them (the plan may have changed).
    await assertCustomQuestionsWithinPlan(db, companyId, source.selectedTests);
    const copyId = await repository.insert(db, {
      companyId,
      createdBy: actor.session.user.id,
      name: `Copy of ${source.name}`.slice(0, ASSESSMENT_LIMITS.name),
      position: source.position,
      experienceLevel: source.experienceLevel,
      status: 'draft',
      testMode: source.testMode,
      selectedTests: source.selectedTests,
      customInstructions: source.customInstructions,
      scoringWeights: source.scoringWeights,
      opensAt: source.opensAt,
      closesAt: source.closesAt,
      timeZone: source.timeZone,
      candidateInstructions: source.candidateInstructions,
      reminderHours: source.reminderHours,
      untimedProfileQuestions: source.untimedProfileQuestions,
      feedbackReportEnabled: source.feedbackReportEnabled,
      language: source.language,
      reapplyAfterMonths: source.reapplyAfterMonths,
    });
    return this.get(db, actor, copyId);
  },

  /** Open, close, reopen, archive, restore (ASSESSMENT_TRANSITIONS); asking for the current status changes nothing. */
  async setStatus(
    db: Database,
    actor: Actor,
    id: string,
    { status }: TAssessmentStatusInput,
  ): Promise<TAssessment> {
    const companyId = companyOf(actor);
    await db.transaction(async (tx) => {
      const current = await repository.lockForChange(tx, companyId, id);
      if (!current) throw notFound('Assessment');
      if (current.status === status) return;
      const problem = transitionProblem(current.status as TAssessmentStatus, status);
      if (problem) throw conflict(problem);
      // Candidate retention counts from the close (issue 21): kept through archive and restore, cleared on reopening.
      const closedAt = status === 'open' ? null : (current.closedAt ?? new Date());
      await repository.update(tx, id, { status, closedAt });
    });
    return this.get(db, actor, id);
  },
};
