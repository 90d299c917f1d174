import {
  CANDIDATE_STATUSES,
  publicReportPdfPath,
  type TCandidateStatus,
  type TEvaluation,
  type TIntakeResponse,
  type TPublicCandidate,
  type TPublicCandidateList,
  type ZPublicCandidateListQuery,
  type ZPublicCandidatesCreate,
  ZTestConfiguration,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type CandidateListRow, candidatesService } from '../candidates/candidates.service';
import { admitToCompany, afterAdmission } from '../candidates/intake.service';
import { evaluationsAdminService } from '../evaluations/evaluations-admin.service';
import { reportsService } from '../reports/reports.service';
import type { ApiKeyPrincipal } from './api-key-auth';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'config' | 'logger'>;

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
  };
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
    const { rows, total } = await candidatesService.listOfCompany(deps.db, key.companyId, {
      ...query,
      sort: 'created_at',
      order: 'desc',
    });
    return { items: rows.map(toPublicCandidate), total, page: query.page, pageSize: query.pageSize };
  },

  /**
   * The CSV upload's path (admitToCompany): the same rules per candidate, duplicates and existing
   * candidates skipped with their reason, the plan's monthly limit (402), one assessment, the pipeline.
   */
  async createCandidates(
    deps: Deps,
    key: ApiKeyPrincipal,
    body: z.output<typeof ZPublicCandidatesCreate>,
  ): Promise<TIntakeResponse> {
    const candidates = 'candidates' in body ? body.candidates : [body];
    const result = await admitToCompany(
      deps.db,
      { companyId: key.companyId, createdBy: key.createdBy },
      {
        rows: candidates.map((candidate, index) => ({
          row: index + 1,
          full_name: candidate.fullName,
          email: candidate.email,
          phone: candidate.phone,
          position: candidate.position,
          experience_level: candidate.experienceLevel,
        })),
        testConfiguration: body.testConfiguration ?? AI_GENERATED,
        sourceFilename: null,
        rowsIn: 'request',
      },
    );
    await afterAdmission(deps, key.companyId, result);
    return result;
  },

  /** The admin's evaluation contract, with the report's link pointing at the public API's route. */
  async evaluation(deps: Deps, key: ApiKeyPrincipal, candidateId: string): Promise<TEvaluation> {
    const evaluation = await evaluationsAdminService.latestOfCompany(deps.db, key.companyId, candidateId);
    return {
      ...evaluation,
      pdfReportUrl: evaluation.pdfReportUrl === null ? null : publicReportPdfPath(candidateId),
    };
  },

  report(deps: Deps, key: ApiKeyPrincipal, candidateId: string, ifNoneMatch: string | undefined) {
    return reportsService.pdfOfCompany(deps.db, key.companyId, candidateId, ifNoneMatch);
  },
};
