import { candidateReportPagePath, LEVER_COMPLETED_TAG } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { AppError } from '../../lib/app-error';
import { auditLogService } from '../audit-log/audit-log.service';
import { admitToAssessment, afterAdmission } from '../candidates/intake.service';
import { isEnterprise } from '../plans/plan-features';
import {
  leverStageChangeJob,
  leverWriteBackJob,
  type TLeverWriteBack,
  type ZLeverStageChangePayload,
} from './lever.jobs';
import { leverRepository as repo } from './lever.repository';
import { targetOf } from './lever.service';
import { leverClient } from './lever-client';
import { resultNote } from './lever-note';

const LEVER = { kind: 'system' as const, name: 'Lever' };

/**
 * The opportunity entered a stage that triggers some mapping: read its contact and postings from Lever,
 * and admit the contact through the one admission path (plan limit, invitation email, source 'ats').
 * One invitation per opportunity and assessment: a redelivered event, or a retry, finds it and stops.
 * A refusal of ours (plan limit, closed assessment) is not retried; a Lever failure is.
 */
async function stageChanged(context: AppContext, payload: z.infer<typeof ZLeverStageChangePayload>) {
  const { companyId, opportunityId } = payload;
  const connection = await repo.connection(context.db, companyId);
  if (!connection || !(await isEnterprise(context.db, companyId))) return;
  const target = await targetOf(context, connection);
  const opportunity = await leverClient.opportunity(target, opportunityId);
  const mapping = await repo.triggeredMapping(
    context.db,
    companyId,
    opportunity.postingIds,
    payload.toStageId,
  );
  if (!mapping) return;
  if (await repo.invitationOf(context.db, companyId, opportunityId, mapping.assessmentId)) return;
  if (!opportunity.email) {
    context.logger.warn({ companyId, opportunityId }, 'Lever opportunity has no email address; not invited');
    return;
  }
  let result: Awaited<ReturnType<typeof admitToAssessment>>;
  try {
    result = await admitToAssessment(context.db, { companyId }, mapping.assessmentId, {
      rows: [{ row: 1, full_name: opportunity.name || opportunity.email, email: opportunity.email }],
      source: 'ats',
      what: 'candidate',
      rowsIn: 'request',
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    context.logger.warn({ companyId, opportunityId, code: error.code }, 'Lever candidate not admitted');
    return;
  }
  const [candidateId] = result.candidateIds;
  if (!candidateId) {
    context.logger.warn(
      { companyId, opportunityId },
      'Lever contact is already a candidate; not invited again',
    );
    return;
  }
  const invitationId = await repo.insertInvitation(context.db, {
    companyId,
    candidateId,
    assessmentId: mapping.assessmentId,
    opportunityId,
    postingId: mapping.postingId,
    eventId: payload.eventId,
  });
  await afterAdmission(context, companyId, result);
  await auditLogService.record(context.db, {
    companyId,
    actor: LEVER,
    action: 'lever.candidate_invited',
    objectType: 'candidate',
    objectId: candidateId,
    details: {
      opportunityId,
      postingId: mapping.postingId,
      assessmentId: mapping.assessmentId,
      invitationId,
    },
  });
}

/**
 * One write-back. Lever takes no idempotency key, so each step stores Lever's answer before the next:
 * a retry after a failed tag does not add the note twice.
 */
async function writeBack(context: AppContext, { invitationId, action }: TLeverWriteBack) {
  const invitation = await repo.invitation(context.db, invitationId);
  if (!invitation) return;
  const connection = await repo.connection(context.db, invitation.companyId);
  if (!connection) return;
  const target = await targetOf(context, connection);
  const done = invitation.writeBack;
  const audit = (what: 'lever.result_written' | 'lever.stage_moved', details: Record<string, unknown>) =>
    auditLogService.record(context.db, {
      companyId: invitation.companyId,
      actor: LEVER,
      action: what,
      objectType: 'candidate',
      objectId: invitation.candidateId,
      details: { opportunityId: invitation.opportunityId, invitationId, ...details },
    });

  if (action === 'result') {
    const evaluation = await repo.scoredEvaluation(context.db, invitation.candidateId);
    if (!evaluation) return;
    if (!done.noteId) {
      const note = resultNote({
        assessmentName: await repo.assessmentName(context.db, invitation.assessmentId),
        totalScore: evaluation.totalScore,
        sectionScores: evaluation.sectionScores,
        // A page a recruiter opens from Lever in a browser (the PDF's API path would answer them 401).
        reportUrl: `${context.config.APP_URL}${candidateReportPagePath(invitation.candidateId)}`,
      });
      const noteId = await leverClient.addNote(target, invitation.opportunityId, note);
      await repo.recordWriteBack(context.db, invitationId, { noteId: noteId ?? 'created' });
    }
    if (!done.tagged) {
      await leverClient.addTags(target, invitation.opportunityId, [LEVER_COMPLETED_TAG]);
      await repo.recordWriteBack(context.db, invitationId, { tagged: true }, true);
    }
    await audit('lever.result_written', { tag: LEVER_COMPLETED_TAG });
    return;
  }
  const mapping = (
    await repo.invitationsOfCandidates(context.db, invitation.companyId, [invitation.candidateId])
  ).find((row) => row.id === invitationId);
  const stageId = action === 'advanced' ? mapping?.advancedStageId : mapping?.rejectedStageId;
  if (!stageId) return;
  await leverClient.moveToStage(target, invitation.opportunityId, stageId);
  await repo.recordWriteBack(context.db, invitationId, { stageId });
  await audit('lever.stage_moved', { decision: action, stageId });
}

export const leverStageChangeJobHandler = handleJob(
  leverStageChangeJob,
  async (payloads, context: AppContext) => {
    for (const payload of payloads) await stageChanged(context, payload);
  },
);

export const leverWriteBackJobHandler = handleJob(
  leverWriteBackJob,
  async (payloads, context: AppContext) => {
    for (const payload of payloads) await writeBack(context, payload);
  },
);
