import {
  candidateReportPagePath,
  type TGreenhousePartnerStatus,
  type TGreenhouseSendTestInput,
  type TGreenhouseSendTestResponse,
  type TGreenhouseTestList,
  type TGreenhouseTestStatus,
} from '@app/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { auditLogService } from '../audit-log/audit-log.service';
import { ALREADY_IN_THIS_ASSESSMENT, admitToAssessment, afterAdmission } from '../candidates/intake.service';
import { checkWebhookUrl } from '../webhooks/url-guard';
import { greenhouseRepository as repo, type TestRequestRow } from './greenhouse.repository';
import type { GreenhousePrincipal } from './greenhouse-auth';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'config' | 'logger'>;

/** Who the audit log names for what Greenhouse's calls do (no member or API key acts). */
const GREENHOUSE_ACTOR = { kind: 'system', name: 'Greenhouse' } as const;
const TEST_NOT_FOUND = 'Test not found: partner_test_id is not an open assessment of this company.';
const INTERVIEW_NOT_FOUND = 'partner_interview_id not found';
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** Greenhouse's application id, from the application_id of the candidate's Greenhouse profile URL. */
export function applicationIdOf(profileUrl: string | null | undefined): string | null {
  if (!profileUrl) return null;
  try {
    const id = new URL(profileUrl).searchParams.get('application_id')?.trim();
    return id ? id.slice(0, 100) : null;
  } catch {
    return null;
  }
}

/** Greenhouse's only documented state is "complete"; before it, whether the candidate has started. */
export function partnerStatusOf(row: {
  testStatus: string;
  evaluationStatus: string | null;
  totalScore: number | null;
}): TGreenhousePartnerStatus {
  const scored = row.evaluationStatus === 'completed' || row.evaluationStatus === 'needs_review';
  if (scored && row.totalScore !== null) return 'complete';
  return row.testStatus === 'pending' || row.testStatus === 'questions_generated' ? 'sent' : 'in_progress';
}

/** The overall score out of 100, to one decimal, as the report shows it. */
export const partnerScoreOf = (totalScore: number | null) =>
  totalScore === null ? null : Math.round(totalScore * 10) / 10;

export function testStatusOf(config: { APP_URL: string }, row: TestRequestRow): TGreenhouseTestStatus {
  const status = partnerStatusOf(row);
  if (status !== 'complete') {
    return {
      partner_status: status,
      partner_profile_url: null,
      partner_score: null,
      metadata: { Assessment: row.assessmentName },
    };
  }
  return {
    partner_status: status,
    // "URL to the candidate's page on the Test Partner's website": a recruiter opens it in a browser.
    partner_profile_url: `${config.APP_URL}${candidateReportPagePath(row.candidateId)}`,
    partner_score: partnerScoreOf(row.totalScore),
    metadata: {
      Assessment: row.assessmentName,
      'Evaluated At': row.evaluatedAt?.toISOString() ?? null,
      'Needs Review': row.evaluationStatus === 'needs_review',
    },
  };
}

/** Greenhouse's three calls (https://developers.greenhouse.io/assessment.html), for the key's company. */
export const greenhousePartnerService = {
  async listTests(deps: Deps, key: GreenhousePrincipal): Promise<TGreenhouseTestList> {
    const rows = await repo.openAssessments(deps.db, key.companyId);
    return rows.map((row) => ({ partner_test_id: row.id, partner_test_name: row.name }));
  },

  /**
   * The candidate joins the assessment through the one admission path (admitToAssessment: the plan's
   * limit, the assessment's state, the invitation the pipeline sends), with source 'ats'. The same
   * application and test answer the same partner_interview_id without a second invitation.
   */
  async sendTest(
    deps: Deps,
    key: GreenhousePrincipal,
    input: TGreenhouseSendTestInput,
  ): Promise<TGreenhouseSendTestResponse> {
    const assessmentId = input.partner_test_id;
    if (!isUuid(assessmentId)) throw notFound('Test');
    const applicationId = applicationIdOf(input.candidate.greenhouse_profile_url);
    if (applicationId !== null) {
      const sent = await repo.requestOfApplication(deps.db, key.companyId, applicationId, assessmentId);
      if (sent) return { partner_interview_id: sent.id };
    }
    const callbackUrl = input.url ? await checkedCallbackUrl(deps, input.url) : null;

    let result: Awaited<ReturnType<typeof admitToAssessment>>;
    try {
      result = await admitToAssessment(deps.db, { companyId: key.companyId }, assessmentId, {
        rows: [
          {
            row: 1,
            full_name: `${input.candidate.first_name} ${input.candidate.last_name}`,
            email: input.candidate.email,
            phone: input.candidate.phone_number ?? undefined,
          },
        ],
        source: 'ats',
        what: 'candidate',
        rowsIn: 'request',
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
      throw error;
    }
    const [candidateId] = result.candidateIds;
    if (candidateId) {
      const id = await repo.insertRequest(deps.db, {
        companyId: key.companyId,
        candidateId,
        assessmentId,
        keyId: key.keyId,
        greenhouseApplicationId: applicationId,
        callbackUrl,
      });
      await auditLogService.record(deps.db, {
        companyId: key.companyId,
        actor: GREENHOUSE_ACTOR,
        action: 'candidate.created',
        objectType: 'candidate',
        objectId: candidateId,
        details: { source: 'ats', assessmentId, partnerInterviewId: id },
      });
      await afterAdmission(deps, key.companyId, result);
      return { partner_interview_id: id };
    }
    return this.alreadyCandidate(deps, key, input, { assessmentId, applicationId, callbackUrl }, result);
  },

  /**
   * A candidate already in the assessment (added another way, or a concurrent send): the request follows
   * them, without a second invitation. A person in another of the company's assessments got a new
   * application instead, and never comes here.
   */
  async alreadyCandidate(
    deps: Deps,
    key: GreenhousePrincipal,
    input: TGreenhouseSendTestInput,
    request: { assessmentId: string; applicationId: string | null; callbackUrl: string | null },
    result: Awaited<ReturnType<typeof admitToAssessment>>,
  ): Promise<TGreenhouseSendTestResponse> {
    const [skipped] = result.skipped;
    if (skipped?.reason !== ALREADY_IN_THIS_ASSESSMENT) {
      throw new AppError('VALIDATION_ERROR', `candidate: ${skipped?.reason ?? 'not admitted'}`);
    }
    const email = input.candidate.email.trim().toLowerCase();
    const candidate = await repo.candidateInAssessment(deps.db, key.companyId, request.assessmentId, email);
    if (!candidate) throw conflict('The candidate changed meanwhile; send the test again.');
    if (request.applicationId === null) {
      const sent = await repo.requestOfCandidate(deps.db, key.companyId, candidate.id, request.assessmentId);
      if (sent) return { partner_interview_id: sent.id };
    }
    const id = await repo.insertRequest(deps.db, {
      companyId: key.companyId,
      candidateId: candidate.id,
      assessmentId: request.assessmentId,
      keyId: key.keyId,
      greenhouseApplicationId: request.applicationId,
      callbackUrl: request.callbackUrl,
    });
    return { partner_interview_id: id };
  },

  async testStatus(
    deps: Deps,
    key: GreenhousePrincipal,
    interviewId: string,
  ): Promise<TGreenhouseTestStatus> {
    if (!isUuid(interviewId)) throw new AppError('NOT_FOUND', INTERVIEW_NOT_FOUND);
    const [row] = await repo.requests(deps.db, key.companyId, { id: interviewId, limit: 1 });
    if (!row) throw new AppError('NOT_FOUND', INTERVIEW_NOT_FOUND);
    return testStatusOf(deps.config, row);
  },
};

/** The callback URL passes the webhooks' SSRF rule now, and again before every attempt. */
async function checkedCallbackUrl(deps: Deps, url: string): Promise<string> {
  try {
    await checkWebhookUrl(url, deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('VALIDATION_ERROR', `url: ${error.message}`);
    throw error;
  }
  return url;
}
