import { createHash, randomBytes } from 'node:crypto';
import type { TWebhookEventType } from '@app/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { queueDeliveries } from './webhook.jobs';
import { webhooksRepository as repo } from './webhooks.repository';

type Deps = Pick<AppContext, 'jobs' | 'config'>;

/** Candidates per `candidate.created` event: a 10,000-row upload is 20 events, each a few hundred KB at most. */
export const CANDIDATES_PER_EVENT = 500;

/**
 * `evt_` and 32 hex characters: random, or derived from `key` so the same change emitted twice (a
 * retried job) is the same event, which each endpoint receives once.
 */
export function newEventId(key?: string): string {
  const hex = key
    ? createHash('sha256').update(key).digest('hex').slice(0, 32)
    : randomBytes(16).toString('hex');
  return `evt_${hex}`;
}

export type WebhookEvent = {
  id: string;
  type: TWebhookEventType;
  created_at: string;
  company_id: string;
  data: Record<string, unknown>;
};

export function buildEvent(
  companyId: string,
  type: TWebhookEventType,
  data: Record<string, unknown>,
  key?: string,
): WebhookEvent {
  return { id: newEventId(key), type, created_at: new Date().toISOString(), company_id: companyId, data };
}

/**
 * Writes one delivery per endpoint and event, and queues their jobs, with `db`: in the caller's
 * transaction when it has one. Answers how many deliveries were queued.
 */
async function emit(
  db: Executor,
  deps: Deps,
  companyId: string,
  type: TWebhookEventType,
  endpoints: { id: string }[],
  events: { data: Record<string, unknown>; key?: string }[],
): Promise<number> {
  if (events.length === 0 || endpoints.length === 0) return 0;
  const built = events.map((event) => buildEvent(companyId, type, event.data, event.key));
  const ids = await repo.insertDeliveries(
    db,
    endpoints.flatMap((endpoint) =>
      built.map((event) => ({ endpointId: endpoint.id, eventId: event.id, eventType: type, payload: event })),
    ),
  );
  await queueDeliveries(db, deps, ids);
  return ids.length;
}

type CandidateRow = Awaited<ReturnType<typeof repo.candidatesOf>>[number];
const candidateData = (c: CandidateRow) => ({
  id: c.id,
  full_name: c.fullName,
  email: c.email,
  position: c.position,
  experience_level: c.experienceLevel,
  status: c.status,
});

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const webhookEvents = {
  /** An upload's or add-candidate's new candidates: one event per 500, in the admission's transaction. */
  async candidatesCreated(
    db: Executor,
    deps: Deps,
    input: { companyId: string; assessmentId: string; candidateIds: string[] },
  ) {
    // Subscribers first: an upload nobody listens to costs one query, not a read of its candidates.
    const endpoints = await repo.subscribed(db, input.companyId, 'candidate.created');
    if (endpoints.length === 0) return 0;
    const rows = await repo.candidatesOf(db, input.companyId, input.candidateIds);
    const parts = chunks(rows, CANDIDATES_PER_EVENT);
    return emit(
      db,
      deps,
      input.companyId,
      'candidate.created',
      endpoints,
      parts.map((part, index) => ({
        key: `candidate.created:${input.assessmentId}:${index}`,
        data: {
          assessment_id: input.assessmentId,
          part: index + 1,
          parts: parts.length,
          candidates: part.map(candidateData),
        },
      })),
    );
  },

  /** The candidates of a pipeline chunk whose questions exist; the same chunk is the same event. */
  async questionsGenerated(
    db: Executor,
    deps: Deps,
    input: { assessmentId: string; candidateIds: string[] },
  ) {
    const companyId = await repo.assessmentCompany(db, input.assessmentId);
    if (!companyId) return 0;
    const endpoints = await repo.subscribed(db, companyId, 'questions.generated');
    if (endpoints.length === 0) return 0;
    const rows = await repo.candidatesOf(db, companyId, await repo.withForms(db, input.candidateIds));
    if (rows.length === 0) return 0;
    const ids = rows.map((c) => c.id).sort();
    const key = `questions.generated:${input.assessmentId}:${ids.join(',')}`;
    return emit(db, deps, companyId, 'questions.generated', endpoints, [
      { key, data: { assessment_id: input.assessmentId, candidates: rows.map(candidateData) } },
    ]);
  },

  /** A final submission, in its transaction. True when a delivery was queued for at least one endpoint. */
  async assessmentSubmitted(db: Executor, deps: Deps, submissionId: string): Promise<boolean> {
    const submission = await repo.submission(db, submissionId);
    if (!submission) return false;
    const endpoints = await repo.subscribed(db, submission.companyId, 'assessment.submitted');
    if (endpoints.length === 0) return false;
    const [candidate] = await repo.candidatesOf(db, submission.companyId, [submission.candidateId]);
    if (!candidate) return false;
    const queued = await emit(db, deps, submission.companyId, 'assessment.submitted', endpoints, [
      {
        key: `assessment.submitted:${submission.id}`,
        data: {
          submission_id: submission.id,
          submission_number: submission.submissionNumber,
          submitted_at: submission.submittedAt.toISOString(),
          assessment_id: candidate.assessmentId,
          candidate: candidateData(candidate),
        },
      },
    ]);
    return queued > 0;
  },

  /**
   * Hiring stage changes (issue 18), in the change's transaction: one event per 500 changes, each entry
   * with the candidate, its assessment, from, to, when and who (a user id). The history ids make the
   * event's id, so the same changes are the same event.
   */
  async candidatesStageChanged(
    db: Executor,
    deps: Deps,
    input: {
      companyId: string;
      changes: {
        historyId: string;
        candidateId: string;
        assessmentId: string | null;
        from: string;
        to: string;
        changedAt: Date;
        changedBy: string | null;
      }[];
    },
  ) {
    if (input.changes.length === 0) return 0;
    const endpoints = await repo.subscribed(db, input.companyId, 'candidate.stage_changed');
    if (endpoints.length === 0) return 0;
    const parts = chunks(input.changes, CANDIDATES_PER_EVENT);
    return emit(
      db,
      deps,
      input.companyId,
      'candidate.stage_changed',
      endpoints,
      parts.map((part, index) => ({
        key: `candidate.stage_changed:${part.map((c) => c.historyId).join(',')}`,
        data: {
          part: index + 1,
          parts: parts.length,
          changes: part.map((c) => ({
            candidate_id: c.candidateId,
            assessment_id: c.assessmentId,
            from: c.from,
            to: c.to,
            changed_at: c.changedAt.toISOString(),
            changed_by: c.changedBy,
          })),
        },
      })),
    );
  },

  /** A finished scoring (completed or needs_review); a rescoring after an override is a new event. */
  async evaluationCompleted(db: Executor, deps: Deps, evaluationId: string) {
    const evaluation = await repo.evaluation(db, evaluationId);
    if (!evaluation || !['completed', 'needs_review'].includes(evaluation.status)) return 0;
    const endpoints = await repo.subscribed(db, evaluation.companyId, 'evaluation.completed');
    if (endpoints.length === 0) return 0;
    const [candidate] = await repo.candidatesOf(db, evaluation.companyId, [evaluation.candidateId]);
    if (!candidate) return 0;
    return emit(db, deps, evaluation.companyId, 'evaluation.completed', endpoints, [
      {
        key: `evaluation.completed:${evaluation.id}:${evaluation.updatedAt.toISOString()}`,
        data: {
          evaluation_id: evaluation.id,
          submission_id: evaluation.submissionId,
          status: evaluation.status,
          total_score: evaluation.totalScore,
          section_scores: evaluation.sectionScores,
          scoring_version: evaluation.scoringVersion,
          candidate: candidateData(candidate),
        },
      },
    ]);
  },
};
