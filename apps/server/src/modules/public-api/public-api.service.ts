import {
  CANDIDATE_STATUSES,
  CandidateSource,
  HiringStage,
  matchCandidateLanguage,
  publicReportPdfPath,
  type TCandidateStatus,
  type TEvaluation,
  type THiringStage,
  type TIntakeResponse,
  type TPublicApplication,
  type TPublicApplicationList,
  type TPublicAssessmentList,
  type TPublicCandidate,
  type TPublicCandidateList,
  type TPublicPerson,
  type TStageChangeResult,
  type ZPublicApplicationListQuery,
  type ZPublicAssessmentCandidatesCreate,
  type ZPublicAssessmentListQuery,
  type ZPublicCandidateListQuery,
  type ZPublicCandidatesCreate,
  ZTestConfiguration,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { assessmentsAdminService } from '../assessments-admin/assessments-admin.service';
import { type CandidateListRow, candidatesService } from '../candidates/candidates.service';
import { admitToAssessment, admitToCompany, afterAdmission } from '../candidates/intake.service';
import { evaluationsAdminService } from '../evaluations/evaluations-admin.service';
import { hiringStagesService } from '../hiring-stages/hiring-stages.service';
import { reportsService } from '../reports/reports.service';
import type { ApiKeyPrincipal } from './api-key-auth';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'config' | 'logger' | 'mailer'>;

/** Without a test configuration, candidates get AI-generated questions (as with the add-candidate form). */
const AI_GENERATED = ZTestConfiguration.parse({ testMode: 'ai-generated' });

/** SPEC.md section 4: a status the database holds that is not a known one reads as pending. */
const statusOf = (value: string): TCandidateStatus =>
  (CANDIDATE_STATUSES as readonly string[]).includes(value) ? (value as TCandidateStatus) : 'pending';

function toPublicCandidate(row: CandidateListRow): TPublicCandidate {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    position: row.position,
    experienceLevel: row.experienceLevel,
    status: statusOf(row.testStatus),
    totalScore: row.totalScore,
    evaluationStatus: row.evaluationStatus,
    createdAt: row.createdAt.toISOString(),
    stage: HiringStage.catch('new').parse(row.stage),
    stageChangedAt: row.stageChangedAt?.toISOString() ?? null,
    language: matchCandidateLanguage(row.language),
  };
}

function toPublicApplication(row: CandidateListRow): TPublicApplication {
  return {
    id: row.id,
    personId: row.recordId,
    assessmentId: row.assessmentId,
    assessmentName: row.assessmentName,
    attempt: row.attempt,
    fullName: row.fullName,
    email: row.email,
    status: statusOf(row.testStatus),
    stage: HiringStage.catch('new').parse(row.stage),
    stageChangedAt: row.stageChangedAt?.toISOString() ?? null,
    totalScore: row.totalScore,
    evaluationStatus: row.evaluationStatus,
    source: CandidateSource.catch('upload').parse(row.source),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The candidates a v1 request sends (one, or `candidates`) as the rows of the intake. */
const rowsOf = (
  body: z.output<typeof ZPublicAssessmentCandidatesCreate> | z.output<typeof ZPublicCandidatesCreate>,
) =>
  ('candidates' in body ? body.candidates : [body]).map((candidate, index) => ({
    row: index + 1,
    full_name: candidate.fullName,
    email: candidate.email,
    phone: candidate.phone,
    position: candidate.position,
    experience_level: candidate.experienceLevel,
    language: candidate.language,
  }));

/** A page of the company's candidate rows (applications), newest first, each as `toItem` shows it. */
async function newestFirst<T>(
  deps: Deps,
  key: ApiKeyPrincipal,
  query: Omit<Parameters<typeof candidatesService.listOfCompany>[2], 'sort' | 'order'>,
  toItem: (row: CandidateListRow) => T,
) {
  const { rows, total } = await candidatesService.listOfCompany(deps.db, key.companyId, {
    ...query,
    sort: 'created_at',
    order: 'desc',
  });
  return { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The public API (issue 7) over the same services as the admin's screens, for the key's company only:
 * another company's candidate is not found.
 */
export const publicApiService = {
  async listCandidates(
    deps: Deps,
    key: ApiKeyPrincipal,
    query: z.output<typeof ZPublicCandidateListQuery>,
  ): Promise<TPublicCandidateList> {
    return newestFirst(deps, key, query, toPublicCandidate);
  },

  /**
   * The CSV upload's path (admitToCompany): the same rules per candidate, duplicates and existing
   * candidates of the company skipped with their reason (v1's rule), the plan's monthly limit (402), one assessment, the pipeline.
   */
  async createCandidates(
    deps: Deps,
    key: ApiKeyPrincipal,
    body: z.output<typeof ZPublicCandidatesCreate>,
  ): Promise<TIntakeResponse> {
    const result = await admitToCompany(
      deps.db,
      { companyId: key.companyId, createdBy: key.createdBy },
      {
        rows: rowsOf(body),
        testConfiguration: body.testConfiguration ?? AI_GENERATED,
        sourceFilename: null,
        rowsIn: 'request',
        // v1 keeps its meaning for existing clients: a retried request adds no second application.
        oneApplicationPerCompany: true,
        source: 'api',
      },
    );
    await afterAdmission(deps, key.companyId, result);
    return result;
  },

  /** The company's assessments, newest first (archived ones only when asked for by status). */
  async listAssessments(
    deps: Deps,
    key: ApiKeyPrincipal,
    query: z.output<typeof ZPublicAssessmentListQuery>,
  ): Promise<TPublicAssessmentList> {
    const list = await assessmentsAdminService.listOfCompany(deps.db, key.companyId, {
      ...query,
      sort: 'created_at',
      order: 'desc',
    });
    return {
      items: list.items.map((assessment) => ({
        id: assessment.id,
        name: assessment.name,
        position: assessment.position,
        experienceLevel: assessment.experienceLevel,
        status: assessment.status,
        tests: assessment.tests.map((test) => ({
          id: test.id,
          name: test.name,
          durationMinutes: test.durationMinutes,
        })),
        opensAt: assessment.window.opensAt,
        closesAt: assessment.window.closesAt,
        timeZone: assessment.window.timeZone,
        candidates: assessment.counts.total,
        createdAt: assessment.createdAt,
      })),
      total: list.total,
      page: list.page,
      pageSize: list.pageSize,
    };
  },

  /**
   * Candidates into one of the company's assessments (admitToAssessment): its tests apply. `applications`:
   * the rules of the admin's screens (decision 032, 034), where v1's candidates route keeps its own (an email
   * of any of the company's assessments is skipped).
   */
  async addToAssessment(
    deps: Deps,
    key: ApiKeyPrincipal,
    assessmentId: string,
    body: z.output<typeof ZPublicAssessmentCandidatesCreate>,
    rules: 'v1-candidates' | 'applications',
  ): Promise<TIntakeResponse> {
    const result = await admitToAssessment(deps.db, { companyId: key.companyId }, assessmentId, {
      rows: rowsOf(body),
      source: 'api',
      rowsIn: 'request',
      oneApplicationPerCompany: rules === 'v1-candidates',
    });
    await afterAdmission(deps, key.companyId, result);
    return result;
  },

  /** The company's applications, newest first; by opening, address, status or stage. */
  async listApplications(
    deps: Deps,
    key: ApiKeyPrincipal,
    query: z.output<typeof ZPublicApplicationListQuery>,
  ): Promise<TPublicApplicationList> {
    return newestFirst(deps, key, query, toPublicApplication);
  },

  /** The company's record of a person with their applications to its openings; another's is not found. */
  async person(deps: Deps, key: ApiKeyPrincipal, id: string): Promise<TPublicPerson> {
    const record = await candidatesService.recordOfCompany(deps.db, key.companyId, id);
    if (!record) throw notFound('Person');
    // A person's applications to one company are few: one page holds them all.
    const { rows } = await candidatesService.listOfCompany(deps.db, key.companyId, {
      recordId: id,
      sort: 'created_at',
      order: 'asc',
      page: 1,
      pageSize: 1000,
    });
    return {
      id: record.id,
      fullName: record.fullName,
      email: record.email,
      phone: record.phone,
      language: matchCandidateLanguage(record.language),
      createdAt: record.createdAt.toISOString(),
      applications: rows.map(toPublicApplication),
    };
  },

  /** The admin's evaluation contract, with the report's link pointing at the public API's route. */
  async evaluation(deps: Deps, key: ApiKeyPrincipal, candidateId: string): Promise<TEvaluation> {
    const evaluation = await evaluationsAdminService.latestOfCompany(deps.db, key.companyId, candidateId);
    return {
      ...evaluation,
      pdfReportUrl: evaluation.pdfReportUrl === null ? null : publicReportPdfPath(candidateId),
    };
  },

  /**
   * The admin's stage change for an integration (an ATS moving its own pipeline): the same rules, history,
   * optional decision email and webhook. The key's creator is named as who changed it, as for candidates
   * the key adds.
   */
  setStage(
    deps: Deps,
    key: ApiKeyPrincipal,
    candidateId: string,
    input: { stage: THiringStage; sendEmail: boolean },
  ): Promise<TStageChangeResult> {
    return hiringStagesService.setStage(
      deps,
      { companyId: key.companyId, userId: key.createdBy },
      candidateId,
      input,
    );
  },

  report(deps: Deps, key: ApiKeyPrincipal, candidateId: string, ifNoneMatch: string | undefined) {
    return reportsService.pdfOfCompany(deps.db, key.companyId, candidateId, ifNoneMatch);
  },
};
