import {
  type CandidateLanguage,
  DECISION_PLACEHOLDERS,
  HIRING_STAGES,
  HiringStage,
  renderDecisionText,
  SAMPLE_DECISION_VALUES,
  stageLabelsOf,
  type TDecisionEmailPreview,
  type TDecisionEmailPreviewInput,
  type TDecisionEmailTemplateList,
  type TDecisionValues,
  type THiringStage,
  type TStageChangeResult,
  type TStageHistory,
  type TStageLabels,
  type TStageLabelsInput,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { writtenLanguageOf } from '../../i18n/language';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { MailMessage } from '../../mail/mail-message';
import type { Actor } from '../auth/guards';
import { publicBrandOf } from '../branding/branding';
import { brandingService } from '../branding/branding.service';
import { companyOf, stageLabelsOfCompany as labelsOfCompany } from '../candidates/candidates.service';
import { leverHooks } from '../lever/lever.jobs';
import { decisionEmail, type MailBrand } from '../mail/mail.templates';
import { webhookEvents } from '../webhooks/webhook-events';
import { defaultDecisionTemplate, stagesWithDefaultEmail } from './default-decision-emails';
import { hiringStagesRepository as repo, type StageChange } from './hiring-stages.repository';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'config' | 'mailer'>;

/** Who changes stages: a company member's session, or an API key (its creator is named as the author). */
export type StageAuthor = { companyId: string; userId: string | null };

export const noTemplateMessage = (label: string) =>
  `No email template for ${label} yet: write one in Settings → Decision emails.`;

const answersOf = (n: number) => (n === 1 ? '1 answer is' : `${n} answers are`);
const MAX_NAMED = 5;

/**
 * Why a rejection is refused (issue 20, human oversight): no machine grade may reject a person by itself,
 * so every AI or heuristic grade of the candidate's latest evaluation is confirmed or overridden first.
 */
export function unconfirmedRejectionMessage(
  blocked: { fullName: string; answers: number }[],
  asked: number,
): string {
  const [only] = blocked;
  if (asked === 1 && only)
    return `Rate the written answers of ${only.fullName} before rejecting them: ${answersOf(only.answers)} awaiting a person’s rating (the rating queue lists them).`;
  const named = blocked
    .slice(0, MAX_NAMED)
    .map((b) => `${b.fullName} (${b.answers})`)
    .join(', ');
  const more = blocked.length > MAX_NAMED ? ` and ${blocked.length - MAX_NAMED} more` : '';
  const who = blocked.length === 1 ? '1 candidate has' : `${blocked.length} candidates have`;
  return `Nobody was rejected: ${who} written answers awaiting a person’s rating: ${named}${more}. Rate them in the rating queue first.`;
}

const stageOf = (value: string): THiringStage => HiringStage.catch('new').parse(value);

/** The company's name and white-label as the invitation email uses them. */
async function senderOf(db: Executor, deps: Pick<AppContext, 'config'>, companyId: string) {
  const company = await brandingService.brand(db, companyId);
  const brand: MailBrand | null = company ? publicBrandOf(company, deps.config.APP_URL) : null;
  const companyName = brand?.displayName || company?.companyName || 'Your company';
  return { companyName, brand };
}

function valuesOf(
  candidate: { fullName: string; position: string | null; assessmentName: string | null },
  companyName: string,
  stageLabel: string,
): TDecisionValues {
  const assessmentName = candidate.assessmentName ?? 'the assessment';
  return {
    candidate_name: candidate.fullName,
    assessment_name: assessmentName,
    position: candidate.position || candidate.assessmentName || 'the role',
    company_name: companyName,
    stage: stageLabel,
  };
}

function render(
  template: { subject: string; body: string },
  to: string,
  values: TDecisionValues,
  sender: { companyName: string; brand: MailBrand | null },
  language: CandidateLanguage,
): MailMessage {
  return decisionEmail({
    to,
    subject: renderDecisionText(template.subject, values).replace(/\s+/g, ' ').trim(),
    body: renderDecisionText(template.body, values),
    companyName: sender.companyName,
    brand: sender.brand,
    language,
  });
}

/** The language a candidate's decision email is written in: theirs, else their assessment's, else English. */
const languageOf = (row: { candidateLanguage: string | null; assessmentLanguage: string | null }) =>
  writtenLanguageOf({ candidate: row.candidateLanguage, assessment: row.assessmentLanguage });

/**
 * The email a stage sends: the company's own (one text for everyone), else the ready-made one in the
 * candidate's language; null when the stage has neither (New).
 */
const templateOf = (
  stored: { subject: string; body: string } | null,
  stage: THiringStage,
  language: CandidateLanguage,
) => stored ?? defaultDecisionTemplate(stage, language);

/**
 * Moves candidates to `stage`: one UPDATE … RETURNING for the stage, one insert for the history, one
 * queueing of the decision emails (only when asked, and only for candidates whose stage changed) and the
 * `candidate.stage_changed` webhook events, all in one transaction. Candidates already at `stage` get no
 * history entry and no email. Scores never call this: a stage is a person's decision, and a rejection
 * waits until every machine grade of the candidates is confirmed or overridden by one.
 */
async function moveCandidates(
  deps: Deps,
  author: StageAuthor,
  ids: string[],
  input: { stage: THiringStage; sendEmail: boolean },
): Promise<TStageChangeResult> {
  const { companyId } = author;
  const labels = await labelsOfCompany(deps.db, companyId);
  // Refused before anything changes: asking for an email that does not exist is a mistake to fix first.
  const stored = input.sendEmail ? await repo.template(deps.db, companyId, input.stage) : null;
  if (input.sendEmail && !templateOf(stored, input.stage, 'en')) {
    throw new AppError('VALIDATION_ERROR', noTemplateMessage(labels[input.stage]));
  }
  const changed = await deps.db.transaction(async (tx) => {
    if (input.stage === 'rejected') {
      const blocked = await repo.answersAwaitingRating(tx, companyId, ids);
      if (blocked.length > 0) throw conflict(unconfirmedRejectionMessage(blocked, ids.length));
    }
    const rows = await repo.moveToStage(tx, companyId, ids, input.stage);
    if (rows.length === 0) return rows;
    const queuedAt = input.sendEmail ? new Date() : null;
    const historyIds = await repo.insertHistory(
      tx,
      rows.map((row) => ({
        companyId,
        candidateId: row.id,
        assessmentId: row.assessmentId,
        fromStage: row.fromStage,
        toStage: input.stage,
        changedBy: author.userId,
        changedAt: row.changedAt,
        emailQueuedAt: queuedAt,
      })),
    );
    if (input.sendEmail) {
      const sender = await senderOf(tx, deps, companyId);
      await deps.mailer.sendMany(
        rows.flatMap((row: StageChange) => {
          const language = languageOf(row);
          const template = templateOf(stored, input.stage, language);
          if (!template) return [];
          const values = valuesOf(row, sender.companyName, labels[input.stage]);
          return [
            {
              ...render(template, row.email, values, sender, language),
              candidateId: row.id,
              budget: { kind: 'decision' as const, companyId },
            },
          ];
        }),
        { db: tx },
      );
    }
    await webhookEvents.candidatesStageChanged(tx, deps, {
      companyId,
      changes: rows.map((row, index) => ({
        historyId: historyIds[index] ?? row.id,
        candidateId: row.id,
        assessmentId: row.assessmentId,
        from: row.fromStage,
        to: input.stage,
        changedAt: row.changedAt,
        changedBy: author.userId,
      })),
    });
    // The ATS follows the decision (the opportunity's mapped stage), queued only if the change commits.
    await leverHooks.candidatesStageChanged(tx, deps, {
      companyId,
      candidateIds: rows.map((row) => row.id),
      stage: input.stage,
    });
    return rows;
  });
  return {
    changed: changed.length,
    unchanged: ids.length - changed.length,
    emailsQueued: input.sendEmail ? changed.length : 0,
  };
}

export const hiringStagesService = {
  async labels(db: Database, actor: Actor): Promise<TStageLabels> {
    return labelsOfCompany(db, companyOf(actor));
  },

  /** Only the renamed labels are stored, so a later change of a default still reaches the others. */
  async setLabels(db: Database, actor: Actor, input: TStageLabelsInput): Promise<TStageLabels> {
    const companyId = companyOf(actor);
    const stored: Record<string, string> = {};
    for (const stage of HIRING_STAGES) {
      const label = input[stage].trim();
      if (label !== stageLabelsOf({})[stage]) stored[stage] = label;
    }
    await repo.setStageLabels(db, companyId, stored);
    return labelsOfCompany(db, companyId);
  },

  /** One candidate of the caller's company (404 otherwise); the same stage again changes nothing. */
  async setStage(
    deps: Deps,
    author: StageAuthor,
    candidateId: string,
    input: { stage: THiringStage; sendEmail: boolean },
  ): Promise<TStageChangeResult> {
    if (!(await repo.existing(deps.db, author.companyId, candidateId))) throw notFound('Candidate');
    return moveCandidates(deps, author, [candidateId], input);
  },

  /** Several candidates (Enterprise, as every bulk operation); ids of other companies are ignored. */
  async setStages(
    deps: Deps,
    author: StageAuthor,
    input: { candidateIds: string[]; stage: THiringStage; sendEmail: boolean },
  ): Promise<TStageChangeResult> {
    const ids = [...new Set(input.candidateIds)];
    return moveCandidates(deps, author, ids, input);
  },

  async history(db: Database, actor: Actor, candidateId: string): Promise<TStageHistory> {
    const companyId = companyOf(actor);
    if (!(await repo.existing(db, companyId, candidateId))) throw notFound('Candidate');
    const rows = await repo.history(db, companyId, candidateId);
    return {
      items: rows.map((row) => ({
        id: row.id,
        assessmentId: row.assessmentId,
        from: stageOf(row.fromStage),
        to: stageOf(row.toStage),
        changedAt: row.changedAt.toISOString(),
        changedBy:
          row.changedById === null
            ? null
            : { id: row.changedById, name: row.changedByName ?? '', email: row.changedByEmail ?? '' },
        emailQueuedAt: row.emailQueuedAt?.toISOString() ?? null,
      })),
    };
  },

  /** The company's own emails, and the ready-made one (in English here) of each stage it has not written. */
  async templates(db: Database, actor: Actor): Promise<TDecisionEmailTemplateList> {
    const rows = await repo.templates(db, companyOf(actor));
    const own = rows.map((row) => ({
      stage: stageOf(row.stage),
      subject: row.subject,
      body: row.body,
      isDefault: false,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy:
        row.updatedById === null
          ? null
          : { id: row.updatedById, name: row.updatedByName ?? '', email: row.updatedByEmail ?? '' },
    }));
    const defaults = stagesWithDefaultEmail.flatMap((stage) => {
      const template = own.some((item) => item.stage === stage) ? null : defaultDecisionTemplate(stage, 'en');
      return template ? [{ stage, ...template, isDefault: true, updatedAt: null, updatedBy: null }] : [];
    });
    const order = (stage: THiringStage) => HIRING_STAGES.indexOf(stage);
    return {
      items: [...own, ...defaults].sort((a, b) => order(a.stage) - order(b.stage)),
      placeholders: Object.entries(DECISION_PLACEHOLDERS).map(([key, description]) => ({ key, description })),
    };
  },

  async saveTemplate(
    db: Database,
    actor: Actor,
    input: { stage: THiringStage; subject: string; body: string },
  ): Promise<TDecisionEmailTemplateList> {
    await repo.upsertTemplate(db, {
      companyId: companyOf(actor),
      stage: input.stage,
      subject: input.subject,
      body: input.body,
      updatedBy: actor.session.user.id,
    });
    return hiringStagesService.templates(db, actor);
  },

  /**
   * The email as the candidate would get it: the draft when given (the settings page's live preview),
   * else the stored template; for one of the company's candidates, or sample data.
   */
  async preview(
    deps: Pick<AppContext, 'db' | 'config'>,
    actor: Actor,
    input: Omit<TDecisionEmailPreviewInput, 'stage'> & { stage: THiringStage },
  ): Promise<TDecisionEmailPreview> {
    const companyId = companyOf(actor);
    const labels = await labelsOfCompany(deps.db, companyId);
    const candidate = input.candidateId
      ? await repo.previewCandidate(deps.db, companyId, input.candidateId)
      : null;
    if (input.candidateId && !candidate) throw notFound('Candidate');
    const language = candidate ? languageOf(candidate) : 'en';
    const stored =
      input.subject === undefined || input.body === undefined
        ? templateOf(await repo.template(deps.db, companyId, input.stage), input.stage, language)
        : null;
    const subject = input.subject ?? stored?.subject;
    const body = input.body ?? stored?.body;
    if (subject === undefined || body === undefined) {
      throw new AppError('VALIDATION_ERROR', noTemplateMessage(labels[input.stage]));
    }
    const sender = await senderOf(deps.db, deps, companyId);
    const values: TDecisionValues = candidate
      ? valuesOf(candidate, sender.companyName, labels[input.stage])
      : { ...SAMPLE_DECISION_VALUES, company_name: sender.companyName, stage: labels[input.stage] };
    const mail = render(
      { subject, body },
      candidate?.email ?? 'candidate@example.com',
      values,
      sender,
      language,
    );
    return { to: candidate?.email ?? null, subject: mail.subject, text: mail.text, html: mail.html };
  },
};
