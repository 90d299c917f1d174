import {
  CandidateSource,
  HiringStage,
  isProfileKind,
  stageLabelsOf,
  type TCandidate,
  type TCandidateList,
  type TCandidateSummary,
  type TStageLabels,
} from '@app/contracts';
import type { Database, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/app-error';
import { startPipeline } from '../assessments/pipeline.jobs';
import type { Actor } from '../auth/guards';
import { normsService } from '../norms/norms.service';
import { planUsage } from '../plans/plans.service';
import { appliedBounds, dayIn } from './applied-range';
import { candidatesRepository } from './candidates.repository';
import { candidatesCsv, type ExportRow } from './candidates-export';

type CandidateRow = NonNullable<Awaited<ReturnType<typeof candidatesRepository.findById>>>;
export type CandidateListRow = Awaited<ReturnType<typeof candidatesRepository.list>>['rows'][number];
type ListQuery = Parameters<typeof candidatesRepository.list>[2];
type ExportScope = {
  ids?: string[] | undefined;
  assessmentId?: string | undefined;
  appliedFrom?: string | undefined;
  appliedTo?: string | undefined;
};
type ExportListRow = Awaited<ReturnType<typeof candidatesRepository.listForExport>>[number];

/** The admin's company: every candidate rule is scoped to it. */
export function companyOf(actor: Actor): string {
  if (!actor.profile.companyId) {
    throw new AppError('FORBIDDEN', 'Please ensure your profile is associated with a company.');
  }
  return actor.profile.companyId;
}

export function toCandidate(row: CandidateRow): TCandidate {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    position: row.position,
    experienceLevel: row.experienceLevel,
    testStatus: row.testStatus,
    totalScore: row.totalScore,
    sectionScores: Object.fromEntries(
      Object.entries(row.sectionScores ?? {}).map(([name, score]) => [name, Number(score)]),
    ),
    evaluationStatus: row.evaluationStatus,
    hasAccount: row.userId !== null,
    pipelineError: row.pipelineError,
    assessmentId: row.assessmentId,
    assessmentName: row.assessmentName,
    createdAt: row.createdAt.toISOString(),
    lastSubmittedAt: row.lastSubmittedAt?.toISOString() ?? null,
    extraTimeMultiplier: row.extraTimeMultiplier,
    submissionCount: row.submissionCount,
    locked: row.testStatus === 'submitted',
    stage: HiringStage.catch('new').parse(row.stage),
    stageChangedAt: row.stageChangedAt?.toISOString() ?? null,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    source: CandidateSource.catch('upload').parse(row.source),
    attempt: row.attempt,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    invitationOpenedAt: row.invitationOpenedAt?.toISOString() ?? null,
    passwordSetAt: row.passwordSetAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    effectiveDeadlineAt: row.effectiveDeadlineAt?.toISOString() ?? null,
  };
}

/** `candidates-2026-12-02.csv`, or `sales-associate-pune-2026-12-02.csv` for one opening's candidates. */
export function exportFilename(opening: string | null, now: Date, timeZone: string | null = null): string {
  // The day on the company's calendar: an export at 1:00 in Pune is not named after yesterday.
  const day = timeZone ? dayIn(now.getTime(), timeZone) : now.toISOString().slice(0, 10);
  const slug = (opening ?? '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'candidates'}-${day}.csv`;
}

/** The company's names for the hiring stages, defaults filled in (the export and hiring-stages use them). */
export async function stageLabelsOfCompany(db: Executor, companyId: string): Promise<TStageLabels> {
  return stageLabelsOf(await candidatesRepository.stageLabels(db, companyId));
}

/** The company's time zone, which the date filter's days are read in (UTC when it has none). */
const timeZoneOf = (actor: Actor) => actor.profile.company?.timeZone ?? null;

/**
 * The export's rows with each scored section's percentile among the company's earlier candidates, as the
 * report gives it: the norms of every exported evaluation in one statement (norms.repository.ts).
 */
async function withPercentiles(db: Database, companyId: string, rows: ExportListRow[]): Promise<ExportRow[]> {
  const norms = await normsService.sectionsNorms(
    db,
    companyId,
    rows.flatMap((row) =>
      row.scored
        ? [
            {
              candidateId: row.id,
              submissionId: row.scored.submissionId,
              data: { sections: row.scored.results },
            },
          ]
        : [],
    ),
  );
  return rows.map(({ scored, ...r }) => {
    const results = scored?.results ?? [];
    return {
      ...r,
      sectionScores: scored?.sections ?? {},
      sectionOrder: results.map((s) => s.name),
      profileSections: results.filter((s) => isProfileKind(s.kind)).map((s) => s.name),
      percentiles: Object.fromEntries(
        (norms.get(r.id) ?? []).map((norm) => [norm.sectionName, norm.percentile]),
      ),
      cefr: scored?.cefr ?? null,
    };
  });
}

export const candidatesService = {
  async list(db: Database, actor: Actor, query: ListQuery): Promise<TCandidateList> {
    const { rows, total } = await candidatesRepository.list(db, companyOf(actor), {
      ...query,
      applied: appliedBounds(query, timeZoneOf(actor)),
    });
    return { items: rows.map(toCandidate), total, page: query.page, pageSize: query.pageSize };
  },

  /** A company's candidates for a caller that is no member (the public API maps the rows its own way). */
  listOfCompany(db: Database, companyId: string, query: ListQuery) {
    return candidatesRepository.list(db, companyId, query);
  },

  /** The company's record of a person, for the public API's people; null for another company's. */
  recordOfCompany(db: Database, companyId: string, id: string) {
    return candidatesRepository.recordOfCompany(db, companyId, id);
  },

  async get(db: Database, actor: Actor, id: string): Promise<TCandidate> {
    const row = await candidatesRepository.findById(db, companyOf(actor), id);
    if (!row) throw notFound('Candidate');
    return toCandidate(row);
  },

  async remove(db: Database, actor: Actor, id: string): Promise<void> {
    const deleted = await candidatesRepository.deleteMany(db, companyOf(actor), [id]);
    if (deleted === 0) throw notFound('Candidate');
  },

  async removeMany(db: Database, actor: Actor, ids: string[]): Promise<number> {
    return candidatesRepository.deleteMany(db, companyOf(actor), [...new Set(ids)]);
  },

  /** Hands failed or stuck candidates to the pipeline again; its steps skip what is already done. */
  async retryPipeline(db: Database, jobs: JobQueue, actor: Actor, ids: string[]): Promise<number> {
    const rows = await candidatesRepository.unfinished(db, companyOf(actor), [...new Set(ids)]);
    const byAssessment = new Map<string, string[]>();
    for (const row of rows) {
      if (row.assessmentId)
        byAssessment.set(row.assessmentId, [...(byAssessment.get(row.assessmentId) ?? []), row.id]);
    }
    for (const [assessmentId, candidateIds] of byAssessment)
      await startPipeline(jobs, assessmentId, candidateIds);
    return [...byAssessment.values()].reduce((n, list) => n + list.length, 0);
  },

  /** Without ids, the whole list (standard reporting, any plan); a selection of several is a bulk operation. */
  async exportCsv(
    db: Database,
    actor: Actor,
    scope: ExportScope,
  ): Promise<{ csv: string; filename: string }> {
    const companyId = companyOf(actor);
    const { ids, assessmentId } = scope;
    const applied = appliedBounds(scope, timeZoneOf(actor));
    const [rows, labels] = await Promise.all([
      candidatesRepository.listForExport(
        db,
        companyId,
        ids ? { ids, applied } : assessmentId ? { assessmentId, applied } : { applied },
      ),
      stageLabelsOfCompany(db, companyId),
    ]);
    const csv = candidatesCsv(await withPercentiles(db, companyId, rows), labels, timeZoneOf(actor));
    // One opening's export is named after it.
    const opening = assessmentId && !ids ? rows.find((row) => row.assessmentName)?.assessmentName : null;
    return { csv, filename: exportFilename(opening ?? null, new Date(), timeZoneOf(actor)) };
  },

  async summary(db: Database, actor: Actor): Promise<TCandidateSummary> {
    const companyId = companyOf(actor);
    const [s, usage] = await Promise.all([
      candidatesRepository.summary(db, companyId),
      planUsage(db, companyId),
    ]);
    return {
      totalCandidates: s.total,
      testsCompleted: s.completed,
      completionRate: s.total === 0 ? 0 : Math.round((s.completed / s.total) * 100),
      pipeline: {
        csvUpload: s.total > 0,
        questionGeneration: Boolean(s.questionsGenerated),
        credentialCreation: Boolean(s.withAccount),
        testDeployment: Boolean(s.inProgress),
      },
      usage,
    };
  },
};
